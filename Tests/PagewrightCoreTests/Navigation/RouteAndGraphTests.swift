import Testing
@testable import PagewrightCore

@Suite("Routes, graph warnings, diagram")
struct RouteAndGraphTests {
    private func demo() throws -> (Pipeline.Validated, [GeneratedFile]) {
        let (validated, generated) = Pipeline.generate(files: try SpecDirectory.read(RepositoryPaths.specs))
        return (validated, try #require(generated))
    }

    @Test func everyDemoScreenReachableWithoutArgumentsHasARoute() throws {
        let (validated, files) = try demo()
        let graph = try #require(validated.graph)
        let routes = try #require(validated.model?.routes)
        let routed = Set(routes.routes.map(\.screen))
        // Only screens behind an action that needs arguments, or behind several outcomes with no
        // route default, have none; and an interruption, which comes up by itself.
        #expect(Set(graph.nodes.map(\.name)).subtracting(routed) == ["PhotoDetail", "VideoDetail", "LocationPermissionAlert"])
        let factory = try #require(files.first { $0.path == "PageObjectsFactory.swift" }).contents
        // Each route is the route to the screen before plus one step: the factory grows by a few
        // lines per screen, and failure messages still name the whole way.
        #expect(factory.contains("""
                @discardableResult public func openLogin(file: StaticString = #filePath, line: UInt = #line) -> LoginPageObject { routes.follow(to: "Login") { openAuthorization(file: file, line: line).goToLogin(file: file, line: line) } }
            """))
        #expect(factory.contains(#""Authorization → goToLogin → Login","#))
        #expect(factory.contains("public func openConfirmationAlert(file: StaticString = #filePath, line: UInt = #line) -> ConfirmationAlertPageObject<SavedVacanciesPageObject> {"))
        #expect(factory.contains(".tapResponseButton(file: file, line: line).asResponseSent(file: file, line: line)"))
        #expect(factory.contains(".section(SearchHistoryPageObject.self, file: file, line: line)"))
    }

    @Test func aScreenWithNoWayBackIsAWarning() {
        let main = screen("Main", extra: #""actions": { "go": { "tap": "view", "to": "End" } }"#)
        #expect(diagnostics(["Main.json": main, "End.json": screen("End"), "pagewright.json": settings()]) == [
            "specs/End.json:2:13: warning: there is no way back from screen 'End' to an entry screen (Main (main)); a test that gets there cannot go on elsewhere [dead-end]",
        ])
    }

    /// One screen without anchors is one warning, at the screen, naming the actions that arrive
    /// there unchecked (there was one more at each of them).
    @Test func actionsIntoAScreenThatCannotVerifyAreOneWarning() {
        let main = screen("Main", extra: #""actions": { "go": { "tap": "view", "to": "Blank" }, "again": { "tap": "view", "to": ["Blank", "Other"] } }"#)
        let other = screen("Other", extra: #""actions": { "open": { "tap": "view", "to": "Blank" }, "back": { "tap": "view", "to": "Main" } }"#)
        let blank = #"{ "screen": "Blank", "elements": { "x": { "type": "button", "id": "x" } }, "actions": { "back": { "tap": "x", "to": "Main" } } }"#
        #expect(diagnostics(["Main.json": main, "Other.json": other, "Blank.json": blank, "pagewright.json": settings()]) == [
            "specs/Blank.json:1:13: warning: screen 'Blank' has no 'verify' anchors; its page object cannot confirm the screen is showing, so arriving by 'go' of Main, 'again' of Main and 'open' of Other is not checked [no-verify-anchors]",
        ])
        let more = screen("Main", extra: #""actions": { "a": { "tap": "view", "to": "Blank" }, "b": { "tap": "view", "to": "Blank" }, "c": { "tap": "view", "to": "Blank" }, "d": { "tap": "view", "to": "Blank" } }"#)
        #expect(diagnostics(["Main.json": more, "Blank.json": blank, "pagewright.json": settings()]) == [
            "specs/Blank.json:1:13: warning: screen 'Blank' has no 'verify' anchors; its page object cannot confirm the screen is showing, so arriving by 'a' of Main, 'b' of Main and 2 more actions is not checked [no-verify-anchors]",
        ])
        // Only absent anchors (a spinner gone) do not prove arrival either.
        let feed = #"{ "screen": "Feed", "verify": { "absent": ["x"] }, "elements": { "x": { "type": "button", "id": "x" } }, "actions": { "back": { "tap": "x", "to": "Main" } } }"#
        let toFeed = screen("Main", extra: #""actions": { "go": { "tap": "view", "to": "Feed" } }"#)
        #expect(diagnostics(["Main.json": toFeed, "Feed.json": feed, "pagewright.json": settings()]) == [
            "specs/Feed.json:1:31: warning: screen 'Feed' lists only absent anchors in 'verify', so arriving by 'go' of Main is not checked; add a 'present' anchor unique to this screen [absent-anchors-only]",
        ])
    }

    /// No Mermaid renderer can be installed here, so this checks the grammar the diagram uses:
    /// balanced subgraphs, every node declared once before use, every line a known statement.
    @Test func theMermaidDiagramIsWellFormed() throws {
        let (_, files) = try demo()
        let document = try #require(files.first { $0.path == "NavigationGraph.md" }).contents
        let start = try #require(document.range(of: "```mermaid\n"))
        let end = try #require(document.range(of: "\n```", range: start.upperBound..<document.endIndex))
        let lines = document[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        var depth = 0
        var declared: Set<String> = []
        let identifier = #"[A-Za-z_][A-Za-z0-9_]*"#
        let node = try Regex(#"^\s+("# + identifier + #")(\["[^"]*"\]|\{\{"[^"]*"\}\})$"#)
        let subgraph = try Regex(#"^\s+subgraph "# + identifier + #"\["[^"]*"\]$"#)
        let edge = try Regex(#"^\s+("# + identifier + #") (-->|-\.->|==>)\|"[^"]*"\| ("# + identifier + #")$"#)
        let link = try Regex(#"^\s+("# + identifier + #") -\.- ("# + identifier + #")$"#)
        for line in lines.dropFirst() {
            if line.wholeMatch(of: subgraph) != nil { depth += 1; continue }
            if line.trimmingCharacters(in: .whitespaces) == "end" { depth -= 1; #expect(depth >= 0); continue }
            if let match = line.wholeMatch(of: node) {
                #expect(declared.insert(String(match.output[1].substring!)).inserted, "declared twice: \(line)")
                continue
            }
            let ends: [String]
            if let match = line.wholeMatch(of: edge) {
                ends = [String(match.output[1].substring!), String(match.output[3].substring!)]
            } else if let match = line.wholeMatch(of: link) {
                ends = [String(match.output[1].substring!), String(match.output[2].substring!)]
            } else {
                Issue.record("not a statement the diagram should contain: \(line)")
                continue
            }
            for name in ends { #expect(declared.contains(name), "\(name) used before it is declared: \(line)") }
        }
        #expect(depth == 0)
    }

    @Test func coverageReportListsWhatNoTestReached() throws {
        let (validated, _) = try demo()
        let report = CoverageReport(graph: try #require(validated.graph), logs: [
            "screen\tMain\naction\tMain\topenProfileTab\nscreen\tProfile\naction\tProfile\tgoToAuthorization\nscreen\tGone\n",
        ])
        #expect(report.reachedScreens == ["Main", "Profile"], "a screen the specs no longer have does not count")
        #expect(report.takenActions.count == 2)
        #expect(report.text.contains("| Authorization | no | 0 of 1 | goToLogin |"))
        #expect(report.text.contains("| Profile | yes | 1 of 5 | logOutIfLoggedIn, openProfileTab, openSearchTab, waitView |"), "trait actions count per adopter: \(report.text)")
        #expect(report.text.contains("Screens verified: 2 of 16 (12.5%)"))
    }
}

private extension String {
    func trimmingCharacters(in set: Set<Character>) -> String { String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed()) }
}

private extension Set where Element == Character {
    static var whitespaces: Set<Character> { [" ", "\t"] }
}
