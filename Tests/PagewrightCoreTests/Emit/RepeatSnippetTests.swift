import Testing
@testable import PagewrightCore

/// `"repeat": [steps], "until": condition, "max": n`: the generated code hands the steps and the
/// condition to the runtime's bounded loop, in each style (the language suite's Shop runs it
/// against a simulated app and type-checks it in Swift 5 and 6; LanguageCompileTests).
@Suite("Repeat until")
struct RepeatSnippetTests {
    static let settings = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#
    static let elements = #"""
        "elements": { "view": { "type": "other", "id": "V" }, "list": { "type": "table", "id": "List" },
                      "row": { "type": "cell", "id": "Row.$n", "in": "list", "params": { "n": "Int" } } },
        """#

    private func input(_ body: String) -> [SpecFile] {
        specFiles(["pagewright.json": Self.settings,
                   "Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "# + Self.elements + body + " }"])
    }

    private func files(_ body: String) throws -> [String: String] {
        let (validated, generated) = Pipeline.generate(files: input(body))
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    private func log(_ body: String) -> [String] {
        Pipeline.validate(files: input(body)).log.sorted.map(\.description)
    }

    @Test func theStepsAndTheConditionGoToTheRuntimesLoop() throws {
        let files = try files(#""actions": { "refresh": { "params": { "n": "Int" }, "repeat": [{ "swipe": "list", "direction": "down" }], "until": { "exists": "row" }, "max": 5 } }"#)
        let factory = try #require(files["Main.pagewright.swift"])
        #expect(factory.contains(#"""
                        guard self.repeatSteps({
                            guard self.step(Element.list, file: file, line: line, { $0.swipeDown() }) else { return }
            """#), "\(factory)")
        #expect(factory.contains(#"""
                        }, until: { self.row(n: n).exists }, max: 5,
                            failing: "'row' does not exist", for: "refresh", file: file, line: line) else { return }
            """#), "\(factory)")
        #expect(try #require(files["Screenplay/Main.screenplay.swift"]).contains(#"}, until: { MainElements.row(n: n).exists }, max: 5,"#))
        #expect(try #require(files["Plain/Main.plain.swift"]).contains("guard self.repeatSteps({"))
    }

    @Test func maxDefaultsToTenAndStepsNest() throws {
        let files = try files(#""actions": { "refresh": { "steps": [{ "repeat": [{ "repeat": [{ "tap": "view" }], "until": { "isHittable": "view" } }], "#
                              + #""until": { "label": "view", "equals": "Done" } }] } }"#)
        let factory = try #require(files["Main.pagewright.swift"])
        #expect(factory.contains("}, until: { self.view.exists && self.view.isHittable }, max: 10,"), "\(factory)")
        #expect(factory.contains(#"failing: "the label of 'view' does not equal \"\("Done")\"", for: "refresh""#), "\(factory)")
    }

    /// XCUITest's `isHittable` is false for an element that does not exist, so "until it is not
    /// hittable" holds once the element is gone; it never required the element to be there.
    @Test func notHittableHoldsForAMissingElement() throws {
        let files = try files(#""actions": { "dismiss": { "repeat": [{ "tap": "view" }], "until": { "isHittable": "view", "equals": false } } }"#)
        let factory = try #require(files["Main.pagewright.swift"])
        #expect(factory.contains("}, until: { !self.view.isHittable }, max: 10,"), "\(factory)")
        #expect(factory.contains(#"failing: "'view' is still hittable", for: "dismiss""#), "\(factory)")
    }

    @Test func aRepeatIsCheckedWhereItCannotEndOrRun() {
        let log = log(#""actions": { "noUntil": { "repeat": [{ "tap": "view" }] },"#
                      + #" "zero": { "repeat": [{ "tap": "view" }], "until": { "exists": "view" }, "max": 0 },"#
                      + #" "empty": { "repeat": [], "until": { "exists": "view" } },"#
                      + #" "typo": { "repeat": [{ "tap": "veiw" }], "until": { "exists": "lst" } } }"#)
        #expect(log.contains { $0.contains("error: a 'repeat' step needs 'until'") }, "\(log)")
        #expect(log.contains { $0.contains("error: 'max' is the most rounds 'until' makes and must be at least 1") }, "\(log)")
        #expect(log.contains { $0.contains("error: 'repeat' has no steps") }, "\(log)")
        #expect(log.contains { $0.contains("'veiw'") && $0.contains("did you mean 'view'") }, "\(log)")
        #expect(log.contains { $0.contains("'lst'") && $0.contains("did you mean 'list'") }, "\(log)")
        #expect(log.allSatisfy { $0.hasPrefix("specs/Main.json:") }, "every error is located: \(log)")
    }
}
