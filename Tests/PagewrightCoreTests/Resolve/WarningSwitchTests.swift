import Foundation
import Testing
@testable import PagewrightCore

/// Issue 23: every warning has a name, printed at its end as compilers print theirs, and a
/// project (pagewright.json) or one screen or trait (in its own file) can turn a kind off.
@Suite("Warning names and switches")
struct WarningSwitchTests {
    /// Main leads to End and to Lost's neighbour; End has no way back, Lost is reached by nothing.
    private func project(settings extraSettings: String = "", end extraEnd: String = "", lost extraLost: String = "") -> [String: String] {
        let main = screen("Main", extra: #""actions": { "go": { "tap": "view", "to": "End" } }"#)
        let end = screen("End", extra: extraEnd)
        let lost = screen("Lost", extra: #""actions": { "back": { "tap": "view", "to": "Main" } }"# + extraLost)
        let settings = #"{ "apps": { "main": { "entry": "Main" } }"# + extraSettings + " }"
        return ["Main.json": main, "End.json": end, "Lost.json": lost, "pagewright.json": settings]
    }

    @Test func eachWarningEndsWithItsName() {
        #expect(diagnostics(project()) == [
            "specs/End.json:2:13: warning: there is no way back from screen 'End' to an entry screen (Main (main)); a test that gets there cannot go on elsewhere [dead-end]",
            "specs/Lost.json:2:13: warning: screen 'Lost' cannot be reached from an entry screen (Main (main)); no action leads to it [unreachable]",
        ])
        // Made errors, they keep their names: what to turn off is still what they say.
        let strict = Pipeline.validate(files: specFiles(project()), warningsAsErrors: true).log.sorted.map(\.description)
        #expect(strict.first == "specs/End.json:2:13: error: there is no way back from screen 'End' to an entry screen (Main (main)); a test that gets there cannot go on elsewhere [dead-end]")
    }

    @Test func aScreenTurnsAWarningOffInItsOwnFileOnly() {
        // End silences its own dead end; Lost's unreachable stays, and so would a dead end elsewhere.
        let files = project(end: #""disabledWarnings": ["dead-end"]"#, lost: #", "disabledWarnings": ["dead-end"]"#)
        #expect(diagnostics(files) == [
            "specs/Lost.json:2:13: warning: screen 'Lost' cannot be reached from an entry screen (Main (main)); no action leads to it [unreachable]",
        ])
        // A trait's switch covers what is reported in the trait's file.
        let trait = #"{ "trait": "Bar", "disabledWarnings": "same-element", "elements": { "a": { "type": "button", "id": "x" }, "b": { "type": "button", "id": "x" } } }"#
        #expect(diagnostics(project().merging(["Bar.json": trait]) { $1 }).count == 2)
        #expect(diagnostics(project().merging(["Bar.json": trait.replacingOccurrences(of: #""disabledWarnings": "same-element", "#, with: "")]) { $1 })
            .contains("specs/Bar.json:1:71: warning: elements 'a' and 'b' are both a button with id \"x\"; they find the same element [same-element]"))
    }

    @Test func theProjectTurnsAWarningOffEverywhereBeforeWarningsBecomeErrors() {
        let files = project(settings: #", "disabledWarnings": ["unreachable", "dead-end"], "warningsAsErrors": true"#)
        let validated = Pipeline.validate(files: specFiles(files))
        #expect(validated.log.diagnostics.isEmpty)
        #expect(validated.warningsMadeErrors == 0)
        #expect(validated.model != nil, "nothing left to refuse: the page objects are generated")
        // Decoding warnings too, in any file, pagewright.json's own included: an unknown key is a
        // warning only in a project that opts out of strictness, and is then turned off like any.
        let unknownKeys = project(settings: #", "unknownKeys": "warning", "disabledWarnings": ["unknown-key", "dead-end", "unreachable"], "sumary": 1"#,
                                  end: #""sumary": "x""#)
        #expect(diagnostics(unknownKeys) == [])
        // By default it is an error, which no switch turns off.
        let strictKeys = project(settings: #", "disabledWarnings": ["unknown-key", "dead-end", "unreachable"], "sumary": 1"#,
                                 end: #""sumary": "x""#)
        #expect(diagnostics(strictKeys) == [
            "specs/End.json:5:3: error: unknown key 'sumary' in the screen; did you mean 'summary'?",
            "specs/pagewright.json:1:108: error: unknown key 'sumary' in the settings",
        ])
        // Relaxed but not turned off, it is a warning named for its kind, saying the key is ignored.
        let relaxedKeys = project(settings: #", "unknownKeys": "warning", "disabledWarnings": ["dead-end", "unreachable"]"#,
                                  end: #""sumary": "x""#)
        #expect(diagnostics(relaxedKeys) == [
            "specs/End.json:5:3: warning: unknown key 'sumary' in the screen; did you mean 'summary'?; it is ignored [unknown-key]",
        ])
    }

    @Test func anUnknownNameIsAnErrorWithASuggestion() {
        let files = project(settings: #", "disabledWarnings": ["dead-ends", "unreachable", "unreachable", "zzz"]"#,
                            end: #""disabledWarnings": ["deadend"]"#)
        #expect(diagnostics(files) == [
            "specs/End.json:5:24: error: unknown warning 'deadend' in 'disabledWarnings'; did you mean 'dead-end'?",
            "specs/pagewright.json:1:65: error: unknown warning 'dead-ends' in 'disabledWarnings'; did you mean 'dead-end'?",
            "specs/pagewright.json:1:93: warning: warning 'unreachable' is listed twice [listed-twice]",
            "specs/pagewright.json:1:108: error: unknown warning 'zzz' in 'disabledWarnings'; the warnings are \(WarningName.allCases.map(\.rawValue).sorted().joined(separator: ", "))",
        ])
    }

    /// docs/spec-format.md's "What `validate` checks" lists every kind, each with an example of the
    /// warning as printed, ending in its name.
    @Test func theGuideListsEveryWarningWithAnExample() throws {
        let lines = try DocumentationFiles.lines("docs/spec-format.md")
        let rows = lines.filter { $0.hasPrefix("| `") && $0.contains("warning: ") }
        var listed: [String] = []
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            listed.append(name)
            #expect(cells.last?.hasSuffix("[\(name)]`") == true, "the example of \(name) ends with its name: \(row)")
        }
        #expect(listed == WarningName.allCases.map(\.rawValue))
    }
}
