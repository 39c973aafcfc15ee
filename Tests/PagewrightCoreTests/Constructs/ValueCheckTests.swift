import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Issue 41's checks and getters of more than a plain text: the identifier attribute, comparing
/// ignoring attachments, white space and case, values read as numbers or flags, sums of Int
/// parameters and `anyOf`. What each style writes, what validation says of misuse, and that all
/// of it type-checks in Swift 5 and 6 (LanguageTests runs it against the simulated terms page).
@Suite("Checks of values")
struct ValueCheckTests {
    static func spec(checks: String, getters: String = "{}") -> String {
        """
        {
          "screen": "Main",
          "verify": { "present": ["header"] },
          "elements": {
            "header": { "type": "staticText", "id": "Main.header" },
            "accept": { "type": "switch", "id": "Main.accept" },
            "tab": { "type": "button", "predicate": "selected == true" },
            "notes": { "type": "cell", "all": true },
            "status": { "type": "staticText", "id": "Main.status" },
            "error": { "type": "staticText", "id": "Main.error" }
          },
          "actions": { "tickAndRead": { "tap": "accept", "returns": { "value": "accept", "as": "number" } },
                       "readHeaderFirst": { "tap": "accept", "returns": { "label": "header", "ignoring": "surroundingWhitespace", "readFirst": true } } },
          "checks": \(checks),
          "getters": \(getters)
        }
        """
    }

    static let checks = #"""
        { "headerReads": { "params": { "title": "String" }, "label": "header", "equals": "$title", "ignoring": ["attachments", "surroundingWhitespace", "case"] },
          "headerMentions": { "params": { "word": "String" }, "label": "header", "contains": "$word", "ignoring": "case" },
          "acceptIs": { "params": { "state": "Int" }, "value": "accept", "as": "number", "equals": "$state" },
          "acceptIsHalf": { "value": "accept", "equals": 0.5 },
          "acceptIsPrice": { "params": { "price": "Double" }, "value": "accept", "as": "number", "equals": "$price" },
          "isAccepted": { "value": "accept", "equals": true },
          "acceptMatches": { "params": { "on": "Bool" }, "value": "accept", "as": "bool", "equals": "$on" },
          "acceptIsSum": { "params": { "a": "Int", "b": "Int" }, "value": "accept", "as": "number", "equals": "$a - $b + 1" },
          "listsNotes": { "params": { "existing": "Int", "added": "Int" }, "count": "notes", "equals": "$existing + $added" },
          "listsAtLeast": { "params": { "existing": "Int" }, "count": "notes", "atLeast": "$existing + 2" },
          "tabIs": { "params": { "name": "String" }, "identifier": "tab", "equals": "Tab.$name" },
          "sendingIsOver": { "anyOf": [{ "label": "status", "equals": "Sent" }, { "exists": "error" }, { "count": "notes", "atLeast": 3 }] },
          "settledAnyOf": { "settle": 1, "anyOf": [{ "label": "status", "equals": "Sent" }, { "exists": "error" }] },
          "readyAndSent": { "assert": [{ "exists": "header" }, { "anyOf": [{ "label": "status", "equals": "Sent" }, { "notExists": "error" }] }] } }
        """#

    static let getters = #"""
        { "headerText": { "label": "header", "ignoring": ["attachments", "surroundingWhitespace"] },
          "headerIs": { "params": { "title": "String" }, "label": "header", "equals": "$title", "ignoring": "case" },
          "acceptValue": { "value": "accept", "as": "number" },
          "acceptFlag": { "value": "accept", "as": "bool", "wait": "networking" },
          "acceptIsOne": { "value": "accept", "equals": 1 },
          "tabIdentifier": { "identifier": "tab" } }
        """#

    private func generated() throws -> [String: String] {
        let files = specFiles(["pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
                               "Main.json": Self.spec(checks: Self.checks, getters: Self.getters)])
        let (validated, generated) = Pipeline.generate(files: files)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    @Test func eachFormIsARuntimeExpectationInEveryStyle() throws {
        let files = try generated()
        let factory = try #require(files["Main.pagewright.swift"])
        let expected = [
            #".equals(.label, title, ignoring: [.attachments, .surroundingWhitespace, .case])"#,
            #".contains(.label, word, ignoring: [.case])"#,
            ".numericValue(Double(state))",
            ".numericValue(0.5)",
            ".numericValue(price)",
            ".boolValue(true)",
            ".boolValue(on)",
            ".numericValue(Double(a - b + 1))",
            "equals: existing + added",
            "equals: existing + 2, atLeast: true",
            #".equals(.identifier, "Tab.\(name)")"#,
            #"self.expectAny(["#,
            #".element(self.status, "status", .equals(.label, "Sent")),"#,
            #".element(self.error, "error", .exists),"#,
            #".count(self.notes, "notes", equals: 3, atLeast: true),"#,
            "settle(self.status, quiet: 1",
            "settle(self.error, quiet: 1",
        ]
        for text in expected { #expect(factory.contains(text), "factory lacks \(text):\n\(factory)") }
        let plain = try #require(files["Plain/Main.plain.swift"])
        for text in expected { #expect(plain.contains(text), "plain lacks \(text):\n\(plain)") }
        let screenplay = try #require(files.first { $0.key.hasPrefix("Screenplay/") && $0.value.contains("sendingIsOver") }?.value)
        #expect(screenplay.contains("MainActions.expectAny(["), "\(screenplay)")
        #expect(screenplay.contains(".numericValue(Double(existing") || screenplay.contains("equals: existing + added"), "\(screenplay)")
        #expect(screenplay.contains(#".equals(.label, title, ignoring: [.attachments, .surroundingWhitespace, .case])"#), "\(screenplay)")
    }

    @Test func gettersReturnTheTypeTheySay() throws {
        let factory = try #require(try generated()["Main.pagewright.swift"])
        for text in [
            "var headerText: String { PagewrightCheck.read(.label, of: self.header, ignoring: [.attachments, .surroundingWhitespace]) }",
            "func headerIs(title: String) -> Bool { PagewrightCheck.holdsNow(.equals(.label, title, ignoring: [.case]), of: self.header) }",
            "var acceptValue: Double? { PagewrightCheck.number(ofValueOf: self.accept) }",
            "var acceptFlag: Bool? { _ = self.accept.waitForExistence(timeout: ",
            "var acceptIsOne: Bool { PagewrightCheck.holdsNow(.numericValue(1.0), of: self.accept) }",
            "var tabIdentifier: String { PagewrightCheck.read(.identifier, of: self.tab) }",
        ] {
            #expect(factory.contains(text), "factory lacks \(text):\n\(factory)")
        }
    }

    @Test func misuseIsLocated() {
        let log = diagnostics(["pagewright.json": settings(), "Main.json": Self.spec(checks: #"""
            { "typo": { "label": "header", "equals": "x", "ignoring": ["attachment"] },
              "asOnLabel": { "label": "header", "as": "number", "equals": 1 },
              "asUnknown": { "value": "accept", "as": "integer", "equals": 1 },
              "containsNumber": { "value": "accept", "as": "number", "contains": "1" },
              "ignoringNumber": { "value": "accept", "equals": 1, "ignoring": "case" },
              "unknownInSum": { "params": { "existing": "Int", "added": "Int" }, "count": "notes", "equals": "$existing + $adde" },
              "doubleInSum": { "params": { "existing": "Int", "extra": "Double" }, "count": "notes", "equals": "$existing + $extra" },
              "notASum": { "params": { "existing": "Int" }, "count": "notes", "equals": "$existing * 2" },
              "boolAsNumber": { "params": { "on": "Bool" }, "value": "accept", "as": "number", "equals": "$on" },
              "oneAlternative": { "anyOf": [{ "exists": "header" }] },
              "nested": { "anyOf": [{ "exists": "header" }, { "anyOf": [{ "exists": "status" }, { "exists": "error" }] }] },
              "anyOfAndVerb": { "anyOf": [{ "exists": "header" }, { "exists": "status" }], "exists": "error" },
              "unknownAlternative": { "anyOf": [{ "exists": "header" }, { "exists": "stauts" }] },
              "ignoringCount": { "count": "notes", "equals": 2, "ignoring": "case" },
              "anyOfThroughout": { "anyOf": [{ "exists": "header" }, { "exists": "status" }], "throughout": true } }
            """#)])
        func has(_ text: String, at line: Int? = nil) -> Bool {
            log.contains { entry in entry.contains(text) && (line.map { entry.contains("Main.json:\($0):") } ?? true) }
        }
        #expect(has("cannot ignore 'attachment'; expected one of attachments, surroundingWhitespace, case; did you mean 'attachments'?", at: 14), "\(log)")
        #expect(has("'as' reads an element's value as a number or a flag; it goes with 'value', not 'label'", at: 15), "\(log)")
        #expect(has("cannot read a value as 'integer'; expected number or bool", at: 16), "\(log)")
        #expect(has("a value read as a number is compared with 'equals', not 'contains'", at: 17), "\(log)")
        #expect(has("'ignoring' goes with a text; a value read as a number has nothing to ignore", at: 18), "\(log)")
        #expect(has("'$adde' is used but no parameter 'adde' is declared; did you mean 'added'?", at: 19), "\(log)")
        #expect(has("'$extra' is a number but an integer is needed here", at: 20), "\(log)")
        #expect(has("expected a whole number, \"$parameter\" or a sum such as \"$existing + $added\" for 'equals', found the string \"$existing * 2\"", at: 21), "\(log)")
        #expect(has("'$on' is a boolean but a number is needed here", at: 22), "\(log)")
        #expect(has("'anyOf' needs two or more alternatives", at: 23), "\(log)")
        #expect(has("an 'anyOf' inside an 'anyOf'", at: 24), "\(log)")
        #expect(has("has both 'anyOf' and 'exists'", at: 25), "\(log)")
        #expect(has("'stauts'", at: 26) && has("did you mean 'status'?", at: 26), "\(log)")
        #expect(has("'throughout' holds one assertion for the whole wait, and an 'anyOf' passes once any alternative holds", at: 28), "\(log)")
        #expect(has("'ignoring' goes with a text or a value (label, value, placeholderValue, title, identifier), not 'count'", at: 27), "\(log)")
    }

    /// The sum's parameters are located where each is written, not at the start of the string.
    @Test func aSumsParameterIsLocatedAtItsDollar() {
        let terms = PageDecoder.sum("$existing + $added - 1", at: SourceLocation(file: "Main.json", line: 3, column: 10))
        #expect(terms?.count == 3)
        if case .parameter(let name)? = terms?[1].value {
            #expect(name.value == "added" && name.location.column == 10 + 1 + 12)
        } else {
            Issue.record("the second term is \(String(describing: terms?[1]))")
        }
        #expect(terms?[2] == SumTerm(negated: true, value: .literal(1)))
        #expect(PageDecoder.sum("$existing", at: SourceLocation(file: "Main.json", line: 1, column: 1)) == nil, "one term is no sum")
        #expect(PageDecoder.sum("$a +", at: SourceLocation(file: "Main.json", line: 1, column: 1)) == nil)
    }

    /// What a test calls, in every style.
    private static let test = """
        import XCTest
        #if canImport(XCUIAutomation)
        import XCUIAutomation
        #endif

        @MainActor
        final class CallsTests: XCTestCase {
            func testCalls() async throws {
                let main = PageObjectsFactory(testCase: self).launch()
                    .headerReads(title: "terms").headerMentions(word: "t").acceptIs(state: 1).acceptIsHalf()
                    .acceptIsPrice(1.5).isAccepted().acceptMatches(on: true).acceptIsSum(a: 2, b: 1)
                    .listsNotes(existing: 2, added: 1).listsAtLeast(existing: 1).tabIs(name: "summary")
                    .sendingIsOver().settledAnyOf().readyAndSent()
                let text: String = main.headerText
                let matches: Bool = main.headerIs(title: "x")
                let number: Double? = main.acceptValue
                let flag: Bool? = main.acceptFlag
                let one: Bool = main.acceptIsOne
                let identifier: String = main.tabIdentifier
                let read: Double? = main.tickAndRead()
                let header: String = main.readHeaderFirst()
                _ = (read, header)
                _ = (text, matches, number, flag, one, identifier)
                _ = MainScreen().sendingIsOver().listsNotes(existing: 1, added: 2)
                Actor(called: "Ada").sees(Main.sendingIsOver(), Main.accept(is: 0), Main.listsNotes(existing: 1, added: 1))
            }
        }
        """

    @Test(arguments: ["5", "6"])
    func everyFormTypeChecks(languageMode: String) throws {
        let files = specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "accessLevel": "public", "style": ["factory", "plain", "screenplay"] }"#,
            "Main.json": Self.spec(checks: Self.checks, getters: Self.getters),
        ])
        let (validated, generated) = Pipeline.generate(files: files)
        let output = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-values-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try GeneratedSources.write(output, into: folder)
        let test = folder.appendingPathComponent("CallsTests.swift")
        try Data(Self.test.utf8).write(to: test)
        let result = try SwiftCompiler.locate().typecheck(paths + [test.path], languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
