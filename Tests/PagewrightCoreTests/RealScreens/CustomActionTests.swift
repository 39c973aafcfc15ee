import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The escape hatch: an action marked `"custom": true` keeps its signature, steps, activity,
/// coverage and the verification of where it leads, and calls a method the team writes in Swift,
/// which a generated protocol makes the compiler demand.
@Suite("Custom actions")
struct CustomActionTests {
    private var specs: [String: String] {
        [
            "Login.json": """
                { "screen": "Login", "verify": { "present": ["view"] }, "traits": ["Sharing"],
                  "elements": { "view": { "type": "other", "id": "Login.view" }, "appleButton": { "type": "button", "id": "Login.apple" } },
                  "actions": {
                    "signInWithApple": { "custom": true, "params": { "email": "String" }, "steps": [{ "waitFor": "appleButton" }], "to": "Profile" },
                    "wiggle": { "custom": true },
                    "signInWithPasskey": { "custom": true, "to": "Profile" }
                  } }
                """,
            "Profile.json": screen("Profile", extra: #""actions": { "logOut": { "tap": "view", "to": "Login" } }"#),
            "Sharing.json": #"{ "trait": "Sharing", "requires": ["view"], "actions": { "share": { "custom": true, "params": { "text": "String" } } } }"#,
            "Flows.json": #"{ "flows": { "appleAndBack": { "from": "Login", "params": { "email": "String" }, "steps": ["signInWithApple", "logOut"] } } }"#,
        ]
    }

    private var settings: String { RealScreens.settings().replacingOccurrences(of: #""entry": "Main""#, with: #""entry": "Login""#) }

    /// What the team writes, in each style, in its own file.
    private let teamCode = """
        import XCTest
        #if canImport(XCUIAutomation)
        import XCUIAutomation
        #endif

        extension LoginPageObject {
            public func signInWithAppleSteps(email: String, file: StaticString, line: UInt) {
                appleButton.press(forDuration: 1)
                application.typeText(email)
            }
            public func wiggleSteps(file: StaticString, line: UInt) { view.swipeLeft() }
            public func signInWithPasskeySteps(file: StaticString, line: UInt) { appleButton.tap() }
        }

        /// One implementation for every adopter of the trait.
        extension Sharing {
            public func shareSteps(text: String, file: StaticString, line: UInt) { view.press(forDuration: 1) }
        }

        extension LoginScreen {
            public func signInWithAppleSteps(email: String, file: StaticString, line: UInt) { appleButton.tap() }
            public func wiggleSteps(file: StaticString, line: UInt) {}
            public func signInWithPasskeySteps(file: StaticString, line: UInt) {}
            public func shareSteps(text: String, file: StaticString, line: UInt) {}
        }

        extension LoginActions {
            public static func signInWithAppleSteps(email: String, file: StaticString, line: UInt) { LoginElements.appleButton.tap() }
            public static func wiggleSteps(file: StaticString, line: UInt) {}
            public static func signInWithPasskeySteps(file: StaticString, line: UInt) {}
        }

        extension SharingActions {
            public static func shareSteps(on screen: SharingElements.Screen, text: String, file: StaticString, line: UInt) { screen.view.tap() }
        }
        """

    @Test func theGeneratedActionWrapsTheTeamsCode() {
        let files = RealScreens.emit(specs, settings: settings)
        let login = files["Login.pagewright.swift"]
        RealScreens.expect(login, contains: """
            @MainActor
            public protocol LoginCustomActions {
                /// What `signInWithApple` does, written by the team: it leads to Profile, which the generated action then verifies.
                func signInWithAppleSteps(email: String, file: StaticString, line: UInt)

                /// What `wiggle` does, written by the team: it stays on the screen.
                func wiggleSteps(file: StaticString, line: UInt)

                /// What `signInWithPasskey` does, written by the team: it leads to Profile, which the generated action then verifies.
                func signInWithPasskeySteps(file: StaticString, line: UInt)
            }

            public final class LoginPageObject: BasePageObject, Sharing, LoginCustomActions {
            """)
        RealScreens.expect(login, contains: """
                @discardableResult public func signInWithApple(email: String, file: StaticString = #filePath, line: UInt = #line) -> ProfilePageObject {
                    self.perform("signInWithApple") {
                        if !self.appleButton.waitForExistence(timeout: WaitingTime.uiInteraction.seconds) {
                            self.fail("\\(Self.self).signInWithApple: 'appleButton' did not appear after \\(WaitingTime.uiInteraction.seconds) s", file: file, line: line)
                        }
                        self.signInWithAppleSteps(email: email, file: file, line: line)
                    }
                    return self.pageObjectsFactory.makeProfilePageObject(file: file, line: line)
                }
            """)
        RealScreens.expect(files["Sharing.pagewright.swift"], contains: """
                /// What `share` does, written by the team: it stays on the screen.
                func shareSteps(text: String, file: StaticString, line: UInt)
            }
            """)
        RealScreens.expect(files["Plain/Login.plain.swift"], contains: "public final class LoginScreen: BaseScreen, SharingScreen, LoginScreenCustomActions {\n")
        let screenplay = files["Screenplay/Sharing.screenplay.swift"]
        RealScreens.expect(screenplay, contains: """
            public protocol SharingCustomInteractions {
                /// What `share` does, written by the team: it stays on the screen.
                static func shareSteps(on screen: SharingElements.Screen, text: String, file: StaticString, line: UInt)
            }
            """)
        RealScreens.expect(screenplay, contains: "public enum SharingActions: ScreenplayInteractions, SharingCustomInteractions {\n")
        RealScreens.expect(screenplay, contains: "            self.shareSteps(on: screen, text: text, file: file, line: line)\n")
        // Routes and flows take the custom action like any other: it names where it leads.
        RealScreens.expect(files["PageObjectsFactory.swift"], contains: "    /// Opens Profile: `openLogin()`, then `signInWithPasskey`.\n")
        RealScreens.expect(files["Flows.pagewright.swift"], contains: "            self.signInWithApple(email: email, file: file, line: line)\n")
    }

    @Test(arguments: TestDepth.languageModes())
    func theTeamsCodeCompletesThePageObjects(languageMode: String) throws {
        try RealScreens.typecheck(RealScreens.emit(specs, settings: settings), extra: ["Custom.swift": teamCode], languageMode: languageMode)
    }

    /// Without the team's code the compiler names what is missing.
    @Test func aMissingImplementationIsACompileErrorNamingTheProtocol() throws {
        let files = RealScreens.emit(specs, settings: settings).filter { !$0.key.hasPrefix("Plain/") && !$0.key.hasPrefix("Screenplay/") }
        let partial = teamCode.components(separatedBy: "extension LoginScreen {")[0]
            .split(separator: "\n").filter { !$0.contains("func wiggleSteps") }.joined(separator: "\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-custom-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (path, contents) in files.merging(["Custom.swift": partial], uniquingKeysWith: { $1 }) where path.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let result = try SwiftCompiler.locate().typecheck(paths.sorted(), languageMode: "6")
        #expect(result.status != 0)
        #expect(result.output.contains("type 'LoginPageObject' does not conform to protocol 'LoginCustomActions'"), "\(result.output)")
    }

    @Test func misuseIsLocated() {
        let files = [
            "pagewright.json": settings,
            "Login.json": """
                { "screen": "Login", "verify": { "present": ["view"] },
                  "elements": { "view": { "type": "other", "id": "Login.view" } },
                  "actions": {
                    "a": { "custom": "yes" },
                    "b": { "custom": false },
                    "c": { "custom": true, "params": { "unusedByStepsButPassedOn": "Int" } }
                  } }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/Login.json:4:22: error: expected true or false for 'custom', found a string",
            "specs/Login.json:5:10: error: action 'b' needs 'steps' or a single step such as \"tap\"; write \"steps\": [] for a move the app makes by itself, or \"custom\": true for one written in Swift",
        ])
    }

    @Test func theTeamsMethodMustNotTakeAGeneratedName() {
        let files = [
            "pagewright.json": settings,
            "Login.json": """
                { "screen": "Login", "verify": { "present": ["view"] },
                  "elements": { "view": { "type": "other", "id": "Login.view" } },
                  "actions": { "go": { "custom": true }, "goSteps": { "tap": "view" } } }
                """,
        ]
        #expect(NameCollisionProbe.messages(settings, files.filter { $0.key != "pagewright.json" }) == [
            "specs/Login.json:3:16: error: custom action 'go' is written by the team as 'goSteps', a name action 'goSteps' already has on screen 'Login'; rename one of them",
        ])
    }
}
