import Foundation
import Testing
@testable import PagewrightCore

/// System steps (`"system": "home" | "activate" | "statusBar"`, issue 23): one XCUITest call each,
/// in every style; an unknown one located with a suggestion.
@Suite("System steps")
struct SystemStepTests {
    static func spec(_ step: String) -> String {
        """
        {
          "screen": "Main",
          "verify": { "present": ["list"] },
          "elements": { "list": { "type": "table", "id": "Main.list" } },
          "actions": { "away": { "steps": [\(step)] } }
        }
        """
    }

    @Test func eachIsOneCallInEveryStyle() throws {
        let files = specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
            "Main.json": Self.spec(#"{ "system": "home" }, { "system": "activate" }, { "system": "statusBar", "if": { "exists": "list" } }"#),
        ])
        let (validated, generated) = Pipeline.generate(files: files)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        for file in emitted where file.path.hasSuffix("Main.pagewright.swift") || file.path.hasSuffix("Main.plain.swift") || file.path.hasSuffix("Main.screenplay.swift") {
            for line in ["XCUIDevice.shared.press(.home)", "self.application.activate()",
                         #"XCUIApplication(bundleIdentifier: "com.apple.springboard").statusBars.firstMatch.tap()"#] {
                #expect(file.contents.contains(line), "\(file.path) lacks \(line)")
            }
        }
        #expect(emitted.filter { $0.contents.contains("XCUIDevice.shared.press(.home)") }.count == 3)
    }

    @Test func anUnknownSystemStepIsAnErrorWithASuggestion() {
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": Self.spec(#"{ "system": "hom", "wait": "short" }"#)]) == [
            "specs/Main.json:5:48: error: unknown system step 'hom'; a 'system' step is home, activate, statusBar; did you mean 'home'?",
            "specs/Main.json:5:55: error: 'wait' belongs to 'adjust' and 'clearText' and 'doubleTap' and 'press' and 'swipe' and 'tap' and 'typeKey' and 'typeText' and 'waitFor' steps, not 'system'",
        ])
    }
}
