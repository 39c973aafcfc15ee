import Testing
@testable import PagewrightCore

/// `"reveal"` on a step and on a check: the swipes before the element is used or asked about, in
/// each style (PagewrightRuntimeTests' RevealTests runs the swiping against a lazy list, the
/// language suite a generated action and check).
@Suite("Reveal")
struct RevealSnippetTests {
    static let elements = #"""
        "elements": { "view": { "type": "other", "id": "V" }, "list": { "type": "collectionView", "id": "List" },
                      "row": { "type": "cell", "id": "Row.$n", "in": "list", "params": { "n": "Int" } } },
        """#

    private func generate(_ body: String) -> Pipeline.Validated {
        let spec = #"{ "screen": "Main", "verify": { "present": ["view"] }, "# + Self.elements + body + " }"
        return Pipeline.validate(files: specFiles(["pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
                                                   "Main.json": spec]))
    }

    private func files(_ body: String) throws -> [String: String] {
        let input = specFiles(["pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
                               "Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "# + Self.elements + body + " }"])
        let (validated, generated) = Pipeline.generate(files: input)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    @Test func aStepSwipesItsContainerBeforeItWaits() throws {
        let files = try files(#""actions": { "open": { "params": { "n": "Int" }, "tap": "row", "reveal": { "in": "list", "direction": "up", "max": 4 } } }"#)
        let factory = try #require(files["Main.pagewright.swift"])
        #expect(factory.contains(#"""
                        guard self.reveal(self.row(n: n), "row", in: self.list, "list", swiping: [.up], max: 4, for: "open", file: file, line: line) else { return }
                        self.step(self.row(n: n), "row", firstOf: Element.row(n: n).query(self.application), file: file, line: line) { $0.tap() }
            """#), "\(factory)")
        #expect(try #require(files["Screenplay/Main.screenplay.swift"]).contains(#"guard self.reveal(MainElements.row(n: n), "row", in: MainElements.list, "list", swiping: [.up], max: 4, for: "open""#))
        #expect(try #require(files["Plain/Main.plain.swift"]).contains(#"guard self.reveal(self.row(n: n), "row", in: self.list, "list", swiping: [.up], max: 4"#))
    }

    @Test func aCheckSwipesBeforeEachAssertionThatNeedsIt() throws {
        let files = try files(#""checks": { "shows": { "params": { "n": "Int" }, "reveal": "list", "assert": [{ "exists": "row" }, { "notExists": "row" }, { "isHittable": "row", "equals": false }] } }"#)
        let factory = try #require(files["Main.pagewright.swift"])
        let reveal = #"_ = PagewrightSteps.reveal(self.row(n: n), in: self.list, swiping: [.up, .down], maxSwipes: 10)"#
        #expect(factory.components(separatedBy: reveal).count == 2, "once, before 'exists' only:\n\(factory)")
        #expect(try #require(files["Screenplay/Main.screenplay.swift"]).contains("PagewrightSteps.reveal(MainElements.row(n: n), in: MainElements.list"))
    }

    /// A check of one assertion on an element with parameters is otherwise one runtime call; with
    /// a reveal it keeps its swipes, in every style.
    @Test func aCheckOfOneAssertionKeepsItsReveal() throws {
        let files = try files(#""checks": { "shows": { "params": { "n": "Int" }, "reveal": "list", "exists": "row" } }"#)
        for (path, receiver) in [("Main.pagewright.swift", "self."), ("Plain/Main.plain.swift", "self."), ("Screenplay/Main.screenplay.swift", "MainElements.")] {
            let file = try #require(files[path])
            #expect(file.contains("PagewrightSteps.reveal(\(receiver)row(n: n), in: \(receiver)list, swiping: [.up, .down], maxSwipes: 10)"), "\(path):\n\(file)")
        }
    }

    @Test func revealIsCheckedWhereItCannotMeanAnything() {
        let log = generate(#""checks": { "gone": { "params": { "n": "Int" }, "notExists": "row", "reveal": "list" },"# +
                           #" "self": { "params": { "n": "Int" }, "exists": "row", "reveal": "row" },"# +
                           #" "nowhere": { "params": { "n": "Int" }, "exists": "row", "reveal": "lst" } }"#).log.sorted.map(\.description)
        #expect(log.contains { $0.contains("error: 'reveal' brings an element into view before it is asked about; check 'gone' asks only that elements are gone") }, "\(log)")
        #expect(log.contains { $0.contains("error: 'reveal' swipes a scrolling element that holds what the check asks about") }, "\(log)")
        #expect(log.contains { $0.contains("'lst'") && $0.contains("did you mean 'list'") }, "\(log)")
    }
}
