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
            for line in ["XCUIDevice.shared.press(.home)", "XCUIApplication().activate()",
                         #"XCUIApplication(bundleIdentifier: "com.apple.springboard").statusBars.firstMatch.tap()"#] {
                #expect(file.contents.contains(line), "\(file.path) lacks \(line)")
            }
        }
        #expect(emitted.filter { $0.contents.contains("XCUIDevice.shared.press(.home)") }.count == 3)
    }

    /// `activate` brings back the app under test, also from a screen of another app (after
    /// `home`, Springboard's), whose own `application` is that other app: the app of `apps`
    /// without a bundle identifier, else the first.
    @Test func activateBringsBackTheAppUnderTestFromAScreenOfAnotherApp() throws {
        let home = """
            { "screen": "Home", "app": "springboard", "verify": { "present": ["icon"] },
              "elements": { "icon": { "type": "icon", "id": "Main" } }, "actions": { "back": { "system": "activate", "to": "Main" } } }
            """
        for (apps, expected) in [
            (#"{ "main": { "entry": "Main" }, "springboard": { "bundleIdentifier": "com.apple.springboard" } }"#, "XCUIApplication().activate()"),
            (#"{ "main": { "entry": "Main", "bundleIdentifier": "com.example.main" }, "springboard": { "bundleIdentifier": "com.apple.springboard" } }"#,
             #"XCUIApplication(bundleIdentifier: "com.example.main").activate()"#),
        ] {
            let files = specFiles([
                "pagewright.json": #"{ "apps": \#(apps), "style": ["factory", "plain", "screenplay"] }"#,
                "Main.json": Self.spec(#"{ "system": "home" }"#).replacingOccurrences(of: #""screen": "Main","#, with: #""screen": "Main", "app": "main","#),
                "Home.json": home,
            ])
            let (validated, generated) = Pipeline.generate(files: files)
            let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
            let pages = emitted.filter { $0.path.contains("Home.") && $0.path.hasSuffix(".swift") }
            #expect(pages.count == 3, "\(emitted.map(\.path))")
            for file in pages {
                #expect(file.contents.contains(expected), "\(file.path):\n\(file.contents)")
                #expect(!file.contents.contains("self.application.activate()"), "\(file.path)")
            }
        }
    }

    /// `paste` goes into an element: a long press and the edit menu's Paste, one runtime call
    /// after the element is ready, in every style (the language suite runs it).
    @Test func aPasteIsAStepOnItsElementInEveryStyle() throws {
        let files = specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
            "Main.json": """
            {
              "screen": "Main",
              "verify": { "present": ["code"] },
              "elements": { "code": { "type": "textField", "id": "Main.code" }, "other": { "type": "textField", "id": "Main.other" } },
              "actions": { "pasteCode": { "paste": "code" }, "pasteBoth": { "steps": [{ "paste": "code" }, { "paste": "other", "if": { "exists": "other" } }] } }
            }
            """,
        ])
        let (validated, generated) = Pipeline.generate(files: files)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let pages = emitted.filter { ["Main.pagewright.swift", "Plain/Main.plain.swift", "Screenplay/Main.screenplay.swift"].contains($0.path) }
        #expect(pages.count == 3)
        for file in pages {
            #expect(file.contents.contains(#"self.paste(into: $0, "code", file: file, line: line)"#), "\(file.path):\n\(file.contents)")
            #expect(file.contents.contains(#""other", file: file, line: line)"#), "\(file.path)")
        }
    }

    @Test func aPasteWrittenAsASystemStepSaysHowToWriteIt() {
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": Self.spec(#"{ "system": "paste" }"#)]) == [
            #"specs/Main.json:5:48: error: a paste goes into a text element through its edit menu: write { "paste": "field" } with the element to paste into"#,
        ])
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": Self.spec(#"{ "paste": "lst" }"#)]).contains { $0.contains("'lst'") && $0.contains("did you mean 'list'") })
    }

    @Test func anUnknownSystemStepIsAnErrorWithASuggestion() {
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": Self.spec(#"{ "system": "hom", "wait": "short" }"#)]) == [
            "specs/Main.json:5:48: error: unknown system step 'hom'; a 'system' step is home, activate, statusBar; did you mean 'home'?",
            "specs/Main.json:5:55: error: 'wait' belongs to 'adjust' and 'clearText' and 'doubleTap' and 'paste' and 'press' and 'swipe' and 'tap' and 'typeKey' and 'typeText' and 'waitFor' steps, not 'system'",
        ])
    }
}
