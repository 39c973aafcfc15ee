import Foundation
import PredicateGrammar
import Testing
@testable import PagewrightCore
#if !canImport(Darwin)
import XCUIAutomation
#endif

/// Spec predicates are parsed at generation time by the parser the XCUITest stand-in evaluates
/// them with; a malformed one is an error at the character where it goes wrong.
@Suite("Predicates in specs")
struct PredicateCheckTests {
    private func spec(_ elements: String) -> [String: String] {
        ["Main.json": """
            { "screen": "Main", "verify": { "present": ["view"] },
              "elements": { "view": { "type": "other", "id": "Main.view" },
            \(elements) } }
            """]
    }

    /// Column of `marker` (counted in scalars, from 1) in line 3 of the spec above.
    private func column(of marker: String, in line: String) -> Int {
        line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: line.range(of: marker)!.lowerBound.samePosition(in: line.unicodeScalars)!) + 1
    }

    @Test func anUnterminatedLiteralIsAnErrorAtItsQuote() {
        let line = #"    "a": { "type": "staticText", "predicate": "label == 'abc" }"#
        #expect(diagnostics(spec(line)) == [
            "specs/Main.json:3:\(column(of: "'abc", in: line)): error: malformed predicate: unterminated string literal: the quote ' opened here is never closed",
        ])
    }

    @Test(arguments: [
        ("label ===", "=\" }", "expected a key path or value, found '='"),
        ("label BEGINSWITH", "\" }", "expected a key path or value, found end of format"),
        ("(label == 'a'", "\" }", "expected ')', found end of format"),
        ("label CONTAINS[x] 'a'", "x]", "unknown comparison option 'x'; the options are c, d and n"),
        ("label == %@", "%@", "a format specifier cannot be written in a spec; name the value with a parameter ($name) instead"),
        ("label == $$x", "$$x", "variables such as '$x' are not supported; pass the value as an argument"),
        ("label = 'a' label", "label\" }", "expected end of format, found 'label'"),
        ("label ^ 'a'", "^", "unexpected character '^'"),
        ("label == 'a' AND", "\" }", "expected a key path or value, found end of format"),
        (#"label == \"é\" ANDD value == 'b'"#, "ANDD", "expected end of format, found 'ANDD'"),
    ])
    func malformedPredicatesAreLocatedErrors(predicate: String, at marker: String, message: String) {
        let line = #"    "a": { "type": "staticText", "predicate": "\#(predicate)" }"#
        // The marker's last occurrence: some markers repeat earlier text.
        let start = line.range(of: marker, options: .backwards)!.lowerBound
        let expected = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: start.samePosition(in: line.unicodeScalars)!) + 1
        #expect(diagnostics(spec(line)) == ["specs/Main.json:3:\(expected): error: malformed predicate: \(message)"], "\(predicate)")
    }

    @Test func anAttributeNoElementHasIsAWarningWithASuggestion() {
        let line = #"    "a": { "type": "staticText", "predicate": "labl == 'x' OR frame.size.width > 3" }"#
        #expect(diagnostics(spec(line)) == [
            "specs/Main.json:3:\(column(of: "labl", in: line)): warning: 'labl' is not an attribute an element is matched on; did you mean 'label'? [unknown-attribute]",
        ])
    }

    private func lowered(_ text: String) throws -> PredicateCheck.Lowered {
        try PredicateCheck.lower(TemplateParser.parse(text, at: .file("x")))
    }

    @Test func parametersAndLiteralsHoldingThemBecomeArguments() throws {
        #expect(try lowered("label BEGINSWITH $prefix") == .init(format: "label BEGINSWITH %@", arguments: [.parameter("prefix")]))
        #expect(try lowered("label == 'Hello, $name!' AND value == 'plain'") == .init(
            format: "label == %@ AND value == 'plain'",
            arguments: [.text([.literal("Hello, "), .parameter("name"), .literal("!")])]))
        #expect(try lowered(#"value BEGINSWITH '50%' OR label == "it's \"$x\"""#) == .init(
            format: "value BEGINSWITH %@ OR label == %@",
            arguments: [.text([.literal("50%")]), .text([.literal("it's \""), .parameter("x"), .literal("\"")])]))
        #expect(try lowered("label == '$$5'") == .init(format: "label == '$5'", arguments: []))
    }

    /// The same parser decides for both: whatever the stand-in's `NSPredicate(format:)` parses, the
    /// check accepts, and the reverse.
    @Test func theCheckAndTheStandInAgree() {
        let formats = ["label == 'a'", "label ==", "label BEGINSWITH[cd] 'x' AND NOT (value == nil)", "label IN {'a', 'b'}",
                       "elementType == 9 OR exists == TRUE", "label LIKE 'a*", "label MATCHES '[a-z]+'", "label == 'a' ||",
                       "{1, 2} CONTAINS 3", "TRUEPREDICATE", "label BETWEEN {1, 2}", "label !== 'a'", "SELF.label == 'a'"]
        for format in formats {
            let standIn = (try? PredicateParser.parse(format, arguments: [])) != nil
            let check = (try? PredicateCheck.lower(Template(parts: [.literal(format)], location: .file("x")))) != nil
            #expect(standIn == check, "\(format)")
        }
    }

    #if !canImport(Darwin)
    /// What the generated code passes finds the element the spec means, with any value.
    @Test @MainActor func aParameterInsideQuotesIsSubstitutedExactly() throws {
        let lowered = try lowered("label == 'Hello, $name!' AND value BEGINSWITH '50%'")
        for name in ["Ada", "O'Brien", #"say "hi""#, "100%", "a\\b", "%@"] {
            let values = lowered.arguments.map { argument -> Any in
                guard case .text(let parts) = argument else { return name }
                return parts.map { if case .literal(let text) = $0 { text } else { name } }.joined()
            }
            let predicate = NSPredicate(format: lowered.format, argumentArray: values)
            #expect(predicate.evaluate(with: ["label": "Hello, \(name)!", "value": "50% done"]), "\(name)")
            #expect(!predicate.evaluate(with: ["label": "Hello, \(name)?", "value": "50% done"]), "\(name)")
        }
    }
    #endif

    /// The generated Swift passes the literal holding a parameter as one interpolated argument.
    @Test func generatedCodeInterpolatesTheLiteral() throws {
        let line = #"    "greeting": { "type": "staticText", "predicate": "label == 'Hello, $name!' AND value BEGINSWITH '50%'", "params": { "name": "String" } }"#
        var files = spec(line)
        files["pagewright.json"] = settings()
        let generated = try #require(Pipeline.generate(files: specFiles(files)).files)
        let page = try #require(generated.first { $0.path == "Main.pagewright.swift" })
        #expect(page.contents.contains(#"NSPredicate(format: "label == %@ AND value BEGINSWITH %@", "Hello, \(name)!", "50%")"#))
    }
}
