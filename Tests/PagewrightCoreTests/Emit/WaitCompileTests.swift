import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Every construct of issue 14 at once (hittable anchors, retries, a loaded level, unique and
/// application elements, readiness per element and step, waits on steps, checks and getters,
/// an interruption, launch configuration, a second app with an entry, no evidence, the
/// accessibility audit, `Int` and `Double` parameters for a press and a slider), in every style, type-checks against XCUITest's API in both language
/// modes and at both access levels, together with a test that calls what a test would call.
@Suite("Waits and interruptions compile")
struct WaitCompileTests {
    private static let specs: [String: String] = [
        "Main.json": """
            {
              "screen": "Main",
              "verify": { "present": ["view", "go"], "absent": ["spinner"], "anchors": "hittable", "retries": 2, "loaded": ["go", "rows"] },
              "elements": {
                "view": { "type": "other", "id": "Main.view" },
                "spinner": { "type": "activityIndicator", "id": "Main.spinner" },
                "go": { "type": "button", "id": "Main.go", "unique": true, "ready": "enabled" },
                "field": { "type": "textField", "id": "Main.field" },
                "rows": { "type": "cell", "all": true },
                "row": { "type": "cell", "params": { "position": { "type": "Int", "match": ["index"] } } },
                "toggle": { "type": "switch", "id": "Main.toggle", "params": { "on": { "type": "Bool", "optional": true, "match": ["value", "label"] } } },
                "app": { "type": "application" },
                "slider": { "type": "slider", "id": "Main.slider" }
              },
              "actions": {
                "hold": { "params": { "seconds": "Int" }, "press": "go", "duration": "$seconds" },
                "slide": { "params": { "to": "Int" }, "adjust": "slider", "position": "$to" },
                "slideBy": { "params": { "fraction": "Double" }, "adjust": "slider", "position": "$fraction" },
                "goOn": { "tap": "go", "wait": "networking", "ready": "hittable", "to": "Main" },
                "enter": { "params": { "text": "String" }, "wait": "networking",
                           "steps": [{ "tap": "field" }, { "clearText": "field" }, { "typeText": "$text", "into": "field", "ready": "exists", "wait": "uiInteraction" }] },
                "pick": { "params": { "position": "Int" }, "steps": [{ "swipe": "app", "direction": "up" }, { "press": "row", "duration": 1 }] },
                "flip": { "params": { "on": "Bool" }, "tap": "toggle" },
                "ask": { "tap": "view", "to": "Permission" }
              },
              "checks": {
                "goReads": { "params": { "text": "String" }, "label": "go", "contains": "$text", "wait": "networking" },
                "toggleIs": { "params": { "on": "Bool" }, "value": "toggle", "args": { "on": null }, "equals": "$on" },
                "rowCountIs": { "params": { "count": "Int" }, "count": "rows", "equals": "$count" },
                "goEnabled": { "isEnabled": "go", "wait": "networking" },
                "running": { "exists": "app" }
              },
              "getters": {
                "goText": { "label": "go", "wait": "networking" },
                "goShown": { "exists": "go", "wait": "networking" },
                "rowCount": { "count": "rows", "wait": "networking" },
                "goIsEnabled": { "isEnabled": "go" }
              }
            }
            """,
        "Permission.json": """
            { "screen": "Permission", "app": "springboard", "opensFrom": "anywhere",
              "interruption": { "dismiss": "allow" },
              "verify": { "present": ["alert"] },
              "elements": { "alert": { "type": "alert", "predicate": "label CONTAINS 'location'" },
                            "allowButton": { "type": "button", "label": "Allow While Using App", "in": "alert" } },
              "actions": { "allow": { "steps": [{ "waitFor": "allowButton" }, { "tap": "allowButton" }], "to": "$source" } } }
            """,
        "Browser.json": #"{ "screen": "Browser", "app": "safari", "verify": { "present": ["bar"] }, "elements": { "bar": { "type": "other", "id": "Browser.bar" } } }"#,
    ]

    /// What a UI test calls, in every style.
    private static let test = """
        import XCTest
        #if canImport(XCUIAutomation)
        import XCUIAutomation
        #endif

        @MainActor
        final class CallsTests: XCTestCase {
            func testCalls() async throws {
                PagewrightReport.attachesEvidence = false
                PagewrightInterruptions.monitor(in: self)
                let factory = PageObjectsFactory(testCase: self)
                let main = factory.launch(arguments: ["-seed", "1"], environment: ["A": "1"])
                    .goOn()
                    .enter(text: "text")
                    .flip(on: true)
                    .toggleIs(on: true)
                    .verifyLoaded(within: .networking)
                    .passesAccessibilityAudit()
                _ = (main.isLoaded, main.goText, main.goShown, main.rowCount, main.goIsEnabled)
                _ = main.ask().allow()
                _ = factory.launchSafari()
                MainScreen.launch(arguments: ["-x"]).goOn()
                _ = MainScreen().verifyLoaded().passesAccessibilityAudit().isLoaded
                _ = BrowserScreen.launch()
                let ada = Actor(called: "Ada")
                ada.has(Launch.theApp(arguments: ["-x"]), Launch.safari())
                ada.sees(Main.isLoaded(within: .networking), Main.passesAccessibilityAudit(), Main.running())
                _ = PagewrightInterruptions.dismissShowing()
            }
        }
        """

    private func typecheck(accessLevel: String, languageMode: String) throws -> SwiftCompiler.Result {
        var files = Self.specs
        files["pagewright.json"] = """
            { "apps": { "main": { "entry": "Main", "launchArguments": ["-ui"], "launchEnvironment": { "ANIMATIONS": "off", "Q": "\\"quoted\\"" } },
                        "springboard": { "bundleIdentifier": "com.apple.springboard" },
                        "safari": { "bundleIdentifier": "com.apple.mobilesafari", "entry": "Browser", "launchArguments": ["$1", "\\\\(x)"] } },
              "accessLevel": "\(accessLevel)", "style": ["factory", "plain", "screenplay"],
              "defaults": { "failureEvidence": false, "accessibilityAudit": true, "verify": { "retries": 1 } } }
            """
        let (validated, generated) = Pipeline.generate(files: specFiles(files))
        let output = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-waits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try GeneratedSources.write(output, into: folder)
        let test = folder.appendingPathComponent("CallsTests.swift")
        try Data(Self.test.utf8).write(to: test)
        return try SwiftCompiler.locate().typecheck(paths + [test.path], languageMode: languageMode)
    }

    @Test(arguments: TestDepth.languageModes())
    func everyConstructTypeChecksWithPublicAccess(languageMode: String) throws {
        let result = try typecheck(accessLevel: "public", languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// In full only when thorough: the public case is the one a developer's `swift test` runs.
    @Test(arguments: TestDepth.choose(fast: [String](), thorough: ["5", "6"]))
    func everyConstructTypeChecksWithInternalAccess(languageMode: String) throws {
        let result = try typecheck(accessLevel: "internal", languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
