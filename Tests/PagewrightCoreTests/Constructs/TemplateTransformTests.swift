import Foundation
import Testing
@testable import PagewrightCore

/// Template transforms (`${title|underscored}`, issue 23): what they generate in each style, how
/// they are checked, and that a `${` that is not one stays text as before.
@Suite("Template transforms")
struct TemplateTransformTests {
    static let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "V" },
            "row": { "type": "cell", "id": "Row.${title|underscored}", "params": { "title": { "type": "String", "label": "_" } } },
            "tag": { "type": "button", "predicate": "identifier == 'Tag.${code|trimmed|lowercased}'", "params": { "code": "Int" } },
            "price": { "type": "staticText", "id": "Price.${amount}|${amount|hyphenated}" }
          },
          "actions": {
            "open": { "params": { "title": { "type": "String", "label": "_" } }, "tap": "row" },
            "tapTag": { "params": { "code": "Int" }, "tap": "tag" },
            "search": { "params": { "text": "String" }, "typeText": "${text|capitalized}", "into": "view" }
          },
          "checks": {
            "titleIs": { "params": { "title": { "type": "String", "label": "_" } }, "label": "view", "equals": "${title|uppercased|withoutSpaces}" }
          }
        }
        """

    private func generated() throws -> [String: String] {
        let files = specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
            "Main.json": Self.spec.replacingOccurrences(of: #""price": { "type": "staticText", "id": "Price.${amount}|${amount|hyphenated}" }"#,
                                                        with: #""price": { "type": "staticText", "id": "Price.${amount}|${amount|hyphenated}", "params": { "amount": "String" } }"#),
        ])
        let (validated, generated) = Pipeline.generate(files: files)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    @Test func theLocatorAppliesEachTransformInTurn() throws {
        let factory = try #require(try generated()["Main.pagewright.swift"])
        #expect(factory.contains(#"case .row(let title): return .identifier(.cell, "Row.\(title.replacingOccurrences(of: " ", with: "_"))")"#), "\(factory)")
        #expect(factory.contains(#"NSPredicate(format: "identifier == %@", "Tag.\(String(code).trimmingCharacters(in: .whitespacesAndNewlines).lowercased())")"#),
                "a number is text first; a quoted literal is one argument")
        #expect(factory.contains(#".identifier(.staticText, "Price.\(amount)|\(amount.replacingOccurrences(of: " ", with: "-"))")"#))
        #expect(factory.contains(#"amount.capitalized"#) == false)
        #expect(factory.contains(#"text.capitalized"#), "a whole-string template is the transformed value itself")
        #expect(factory.contains(#"title.uppercased().replacingOccurrences(of: " ", with: "")"#))
    }

    @Test func everyStyleFindsTheElementTheSameWay() throws {
        let emitted = try generated()
        let line = #".identifier(.cell, "Row.\(title.replacingOccurrences(of: " ", with: "_"))")"#
        for path in ["Main.pagewright.swift", "Plain/Main.plain.swift", "Screenplay/Main.screenplay.swift"] {
            let text = try #require(emitted[path], "\(emitted.keys.sorted())")
            #expect(text.contains(line), "\(path)")
        }
    }

    @Test func eachTransformDoesWhatItsNameSays() {
        let results = TextTransform.allCases.map { ($0.rawValue, $0.apply("  lock the App ")) }
        #expect(results.map(\.1) == ["  lock the app ", "  LOCK THE APP ", "  Lock The App ", "lock the App", "__lock_the_App_", "--lock-the-App-", "locktheApp"],
                "\(results)")
    }

    @Test func anUnknownTransformIsAnErrorWithASuggestionAndAnUnclosedBraceIsText() {
        let spec = Self.spec
            .replacingOccurrences(of: "${title|underscored}", with: "${title|underscore}")
            .replacingOccurrences(of: "${amount}|${amount|hyphenated}", with: "${amount")
            .replacingOccurrences(of: "${code|trimmed|lowercased}", with: "${code|trimmed|lowercase}")
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": spec]) == [
            "specs/Main.json:6:49: error: 'underscore' is not a transform; a template may apply lowercased, uppercased, capitalized, trimmed, underscored, hyphenated, withoutSpaces; did you mean 'underscored'?",
            "specs/Main.json:7:80: error: 'lowercase' is not a transform; a template may apply lowercased, uppercased, capitalized, trimmed, underscored, hyphenated, withoutSpaces; did you mean 'lowercased'?",
        ])
    }

    /// A closed `${name|…}` whose transform is empty or misspelt with a space is an error at the
    /// template, not literal text (which would then find an element by the wrong identifier).
    @Test func anEmptyOrSpacedTransformIsAnErrorNotText() {
        let spec = Self.spec
            .replacingOccurrences(of: "${title|underscored}", with: "${title|}")
            .replacingOccurrences(of: "${amount}|${amount|hyphenated}", with: "${amount")
            .replacingOccurrences(of: "${code|trimmed|lowercased}", with: "${code|trimmed|lower cased}")
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": spec]) == [
            "specs/Main.json:6:49: error: a '|' in a template is followed by a transform's name, found none; a template may apply lowercased, uppercased, capitalized, trimmed, underscored, hyphenated, withoutSpaces",
            "specs/Main.json:7:80: error: 'lower cased' is not a transform; a template may apply lowercased, uppercased, capitalized, trimmed, underscored, hyphenated, withoutSpaces; did you mean 'lowercased'?",
        ])
    }
}
