import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The spec forms of navigation from wherever the app is (entry lists, `relaunch`, `precedence`,
/// `navigate`, `needs`), what validation says of them, the model they resolve to, and the code
/// the factory renders from it, type-checked in both language modes.
@Suite("Navigation from wherever the app is: specs, model, code")
struct NavigationSpecTests {
    /// An app that opens on Onboarding until it is done, then on Inbox; signing in needs the
    /// form filled; an alert opened from anywhere; a detail screen that shows its list's title.
    static let files: [String: String] = [
        "pagewright.json": #"{ "apps": { "main": { "entry": ["Onboarding", "Inbox"], "relaunch": true }, "springboard": { "bundleIdentifier": "com.apple.springboard" } } }"#,
        "Onboarding.json": #"""
            { "screen": "Onboarding", "verify": { "present": ["skip"] },
              "elements": { "skip": { "type": "button", "id": "Onboarding.skip" }, "signIn": { "type": "button", "id": "Onboarding.signIn" } },
              "actions": { "skipTour": { "tap": "skip", "to": "Inbox" }, "goToSignIn": { "tap": "signIn", "to": "SignIn" } } }
            """#,
        "SignIn.json": #"""
            { "screen": "SignIn", "verify": { "present": ["email"] },
              "elements": { "email": { "type": "textField", "id": "SignIn.email" }, "go": { "type": "button", "id": "SignIn.go" } },
              "actions": { "enterEmail": { "params": { "email": "String" }, "typeText": "$email", "into": "email" },
                           "signIn": { "tap": "go", "to": "Inbox", "needs": [{ "action": "enterEmail", "args": { "email": "ada@example.com" } }] } } }
            """#,
        "Inbox.json": #"""
            { "screen": "Inbox", "verify": { "present": ["title"] },
              "elements": { "title": { "type": "staticText", "id": "Inbox.title" }, "row": { "type": "cell", "id": "Inbox.row" },
                            "delete": { "type": "button", "id": "Inbox.delete" } },
              "actions": { "open": { "tap": "row", "to": "Message" }, "deleteAll": { "tap": "delete", "to": "Confirm" } } }
            """#,
        "Message.json": #"""
            { "screen": "Message", "precedence": 1, "verify": { "present": ["title", "body"] },
              "elements": { "title": { "type": "staticText", "id": "Inbox.title" }, "body": { "type": "textView", "id": "Message.body" },
                            "backButton": { "type": "button", "label": "Back" } },
              "actions": { "back": { "tap": "backButton", "to": "Inbox" } } }
            """#,
        "Confirm.json": #"""
            { "screen": "Confirm", "opensFrom": "anywhere", "verify": { "present": ["alert"] },
              "elements": { "alert": { "type": "alert", "id": "Confirm" }, "ok": { "type": "button", "label": "OK", "in": "alert" },
                            "cancelButton": { "type": "button", "label": "Cancel", "in": "alert" } },
              "actions": { "confirm": { "tap": "ok", "to": "$source", "navigate": false }, "cancel": { "tap": "cancelButton", "to": "$source" } } }
            """#,
    ]

    private func generate(_ files: [String: String] = Self.files) throws -> (Pipeline.Validated, [GeneratedFile]) {
        let (validated, generated) = Pipeline.generate(files: specFiles(files))
        #expect(!validated.log.hasErrors, "\(validated.log.sorted)")
        return (validated, try #require(generated))
    }

    private func diagnostics(_ files: [String: String]) -> [String] {
        Pipeline.validate(files: specFiles(files)).log.sorted.map(\.description)
    }

    @Test func theModelSaysWhatNavigationMayDo() throws {
        let (validated, _) = try generate()
        let navigation = try #require(validated.model?.navigation)
        #expect(navigation.entries == ["Onboarding", "Inbox"])
        #expect(navigation.relaunches)
        #expect(navigation.places.map(\.screen) == ["Confirm", "Inbox", "Message", "Onboarding", "SignIn"])
        #expect(navigation.places.first { $0.screen == "Confirm" }?.layer == .overlay)
        #expect(navigation.places.first { $0.screen == "Message" }?.precedence == 1)
        // `confirm` says "navigate": false; `cancel` goes back to what the alert covers.
        #expect(navigation.moves.filter { $0.from == "Confirm" }.map(\.name) == ["cancel"])
        #expect(navigation.moves.first { $0.from == "Confirm" }?.to == .back)
        // Signing in takes its needs first, with the values they give.
        let signIn = try #require(navigation.moves.first { $0.name == "signIn" })
        #expect(signIn.needs.map(\.action) == ["enterEmail"])
        #expect(signIn.needs.first?.arguments.first?.value == .literal(.string("ada@example.com")))
        // Actions that need arguments are no moves (`enterEmail`), nor are those that stay.
        #expect(!navigation.moves.contains { $0.name == "enterEmail" })
    }

    @Test func theFactoryAnswersWhereItIsAndGoesAnywhereFromThere() throws {
        let (_, files) = try generate()
        let factory = try #require(files.first { $0.path == "PageObjectsFactory.swift" }).contents
        #expect(factory.contains("enum Screen: Swift.String, Sendable, CaseIterable {"))
        #expect(factory.contains(#"case signIn = "SignIn""#))
        #expect(factory.contains("func currentScreen(file: StaticString = #filePath, line: UInt = #line) -> Screen? {"))
        #expect(factory.contains("@discardableResult func goTo(_ screen: MessagePageObject.Type, file: StaticString = #filePath, line: UInt = #line) -> MessagePageObject {"))
        // A screen opened from anywhere is reached through its route's opener, typed by it; where
        // navigation to the opener fails, the action is not tried as well.
        #expect(factory.contains("""
                @discardableResult func goTo(_ screen: ConfirmPageObject<InboxPageObject>.Type, file: StaticString = #filePath, line: UInt = #line) -> ConfirmPageObject<InboxPageObject> {
                    let opener = InboxPageObject(pageObjectsFactory: self, application: application)
                    guard navigator.go(to: "Inbox", file: file, line: line) else { return ConfirmPageObject<InboxPageObject>(source: opener, pageObjectsFactory: self, application: application) }
                    return opener.deleteAll(file: file, line: line)
                }
            """))
        #expect(factory.contains(#"moves.append(PagewrightMove("SignIn", "signIn", to: .screen("Inbox")) { [unowned self] file, line in _ = SignInPageObject(pageObjectsFactory: self, application: application).enterEmail("ada@example.com", file: file, line: line).signIn(file: file, line: line); return true })"#))
        #expect(factory.contains(#"places.append(PagewrightPlace("Message", app: "main", { [unowned self] in application }, MessagePageObject.verification, precedence: 1))"#))
        #expect(factory.contains("relaunches: true, launchWait: .appLaunch)"))
        // The app opens on one of two screens: launch says which.
        #expect(factory.contains("func launch(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> Launched {"))
        #expect(factory.contains(#"return Launched(factory: self, screen: navigator.entry(among: ["Onboarding", "Inbox"], file: file, line: line).flatMap(Screen.init(rawValue:)))"#))
        #expect(factory.contains("func asInbox(file: StaticString = #filePath, line: UInt = #line) -> InboxPageObject { factory.makeInboxPageObject(file: file, line: line) }"))
    }

    @Test(arguments: ["6", "5"]) func theGeneratedCodeCompiles(languageMode: String) throws {
        let (_, files) = try generate()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-navigation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SwiftCompiler.locate().typecheck(try GeneratedSources.write(files, into: folder), languageMode: languageMode)
        #expect(result.status == 0, "\(result.errors.prefix(10).joined(separator: "\n"))")
        #expect(result.warnings.isEmpty, "\(result.warnings.prefix(10).joined(separator: "\n"))")
    }

    @Test func routesTakeAnActionsNeedsFirst() throws {
        var specs = Self.files
        // Onboarding's only way on is through signing in, so the route to Inbox crosses it.
        specs["Onboarding.json"] = #"""
            { "screen": "Onboarding", "verify": { "present": ["signIn"] },
              "elements": { "signIn": { "type": "button", "id": "Onboarding.signIn" } },
              "actions": { "goToSignIn": { "tap": "signIn", "to": "SignIn" } } }
            """#
        let (validated, files) = try generate(specs)
        #expect(validated.model?.routes?.route(to: "Inbox")?.step?.name == "signIn")
        let factory = try #require(files.first { $0.path == "PageObjectsFactory.swift" }).contents
        #expect(factory.contains(#"openSignIn(file: file, line: line).enterEmail("ada@example.com", file: file, line: line).signIn(file: file, line: line)"#), "\(factory)")
    }

    @Test func anEntryListIsCheckedScreenByScreen() {
        var files = Self.files
        files["pagewright.json"] = #"{ "apps": { "main": { "entry": ["Onboarding", "Inbx", "Onboarding", "Confirm"] } } }"#
        let found = diagnostics(files)
        #expect(found.contains { $0.contains("unknown screen 'Inbx'; did you mean 'Inbox'?") }, "\(found)")
        #expect(found.contains { $0.contains("screen 'Onboarding' is listed twice in the entries of app 'main'") }, "\(found)")
        #expect(found.contains { $0.contains("screen 'Confirm' is opened from anywhere, so it has no page object of its own for a launch to return") }, "\(found)")
        files["pagewright.json"] = #"{ "apps": { "main": { "entry": 3 } } }"#
        #expect(diagnostics(files).contains { $0.contains("expected a screen name or a list of screens for 'entry', found an integer") })
    }

    @Test func needsAreActionsOfTheScreenThatStayWithValuesOfTheirTypes() {
        var files = Self.files
        files["SignIn.json"] = #"""
            { "screen": "SignIn", "verify": { "present": ["email"] },
              "elements": { "email": { "type": "textField", "id": "SignIn.email" }, "go": { "type": "button", "id": "SignIn.go" } },
              "actions": { "enterEmail": { "params": { "email": "String" }, "typeText": "$email", "into": "email" },
                           "enterCode": { "params": { "code": "Int" }, "typeText": "$code", "into": "email" },
                           "leave": { "tap": "go", "to": "Inbox" },
                           "signIn": { "tap": "go", "to": "Inbox", "needs": ["enterEmal", "signIn", "leave",
                                       { "action": "enterEmail", "args": { "email": "$x", "emial": 1 } }, { "action": "enterCode", "args": { "code": "many" } }] } } }
            """#
        let found = diagnostics(files)
        #expect(found.contains { $0.contains("unknown action 'enterEmal' on screen 'SignIn'; did you mean 'enterEmail'?") }, "\(found)")
        #expect(found.contains { $0.contains("action 'signIn' cannot need itself") }, "\(found)")
        #expect(found.contains { $0.contains("action 'signIn' needs 'leave', which leaves the screen") }, "\(found)")
        #expect(found.contains { $0.contains("the values in 'needs' are written out") }, "\(found)")
        #expect(found.contains { $0.contains("argument 'code' of 'enterCode' must be a Int") }, "\(found)")
        #expect(found.contains { $0.contains("action 'enterEmail' has no parameter 'emial'; did you mean 'email'?") }, "\(found)")
    }

    @Test func aGatedActionWithoutItsValuesIsKeptFromRoutesAndSaysSo() throws {
        var files = Self.files
        files["SignIn.json"] = files["SignIn.json"]!.replacingOccurrences(of: #"[{ "action": "enterEmail", "args": { "email": "ada@example.com" } }]"#, with: #"["enterEmail"]"#)
        let (validated, _) = Pipeline.generate(files: specFiles(files))
        #expect(validated.log.sorted.map(\.description).contains { $0.hasSuffix("routes, navigation and the tour cannot take 'signIn': it needs 'enterEmail', and 'needs' gives no value for its 'email' (add \"args\": { \"email\": … }) [no-way-in]") })
        let navigation = try #require(validated.model?.navigation)
        #expect(!navigation.moves.contains { $0.name == "signIn" })
        #expect(validated.model?.routes?.route(to: "Inbox")?.step?.name == "skipTour")
    }

    @Test func aFlowThatSkipsWhatAnActionNeedsIsWarned() {
        var files = Self.files
        files["Flows.json"] = #"{ "flows": { "quick": { "from": "SignIn", "steps": ["signIn"] }, "full": { "from": "SignIn", "params": { "email": "String" }, "steps": ["enterEmail", "signIn"] } } }"#
        let found = diagnostics(files).filter { $0.contains("[needs-not-taken]") }
        #expect(found == ["specs/Flows.json:1:53: warning: flow 'quick' takes 'signIn' without 'enterEmail' first, which it needs on SignIn [needs-not-taken]"], "\(found)")
    }
}
