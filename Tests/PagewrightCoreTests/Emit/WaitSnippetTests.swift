import Foundation
import Testing
@testable import PagewrightCore

/// Issue 14's constructs, a few lines of spec → the exact Swift they produce in each style:
/// readiness waits, polling checks, getters with a wait, verification levels, unique and
/// application elements, interruptions, launch configuration, evidence and the audit.
@Suite("Waits, readiness and interruptions, construct by construct")
struct WaitSnippetTests {
    private static let appsSettings = #""apps": { "main": { "entry": "Main", "launchArguments": ["-ui", "$HOME"], "launchEnvironment": { "ANIMATIONS": "off" } }, "springboard": { "bundleIdentifier": "com.apple.springboard" }, "safari": { "bundleIdentifier": "com.apple.mobilesafari", "entry": "Browser" } }"#

    private func emit(_ files: [String: String], settings extra: String = "", styles: String = #"["factory", "plain", "screenplay"]"#) throws -> [String: String] {
        var all = files
        all["pagewright.json"] = #"{ \#(Self.appsSettings), "accessLevel": "public", "style": \#(styles)\#(extra) }"#
        all["Browser.json"] = all["Browser.json"] ?? #"{ "screen": "Browser", "app": "safari", "verify": { "present": ["bar"] }, "elements": { "bar": { "type": "other", "id": "Browser.bar" } } }"#
        let (validated, generated) = Pipeline.generate(files: specFiles(all))
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    private func expectContains(_ text: String?, _ snippet: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let text else { Issue.record("no such file", sourceLocation: sourceLocation); return }
        #expect(text.contains(snippet), "expected:\n\(snippet)\n--- in:\n\(text)", sourceLocation: sourceLocation)
    }

    private var demo: [String: String] {
        ["Main.json": """
            {
              "screen": "Main",
              "verify": { "present": ["view"], "anchors": "hittable", "retries": 2, "loaded": ["go"] },
              "elements": {
                "view": { "type": "other", "id": "Main.view" },
                "go": { "type": "button", "id": "Main.go", "unique": true },
                "field": { "type": "textField", "id": "Main.field", "ready": "exists" },
                "row": { "type": "cell", "params": { "position": { "type": "Int", "match": ["index"] } } },
                "toggle": { "type": "switch", "id": "Main.toggle", "params": { "on": { "type": "Bool", "optional": true, "match": ["value"] } } },
                "app": { "type": "application" }
              },
              "actions": {
                "goOn": { "tap": "go", "wait": "networking", "to": "Main" },
                "enter": { "params": { "text": "String" }, "steps": [{ "tap": "field" }, { "typeText": "$text", "into": "field" }] },
                "typeOnly": { "params": { "text": "String" }, "typeText": "$text", "into": "field", "ready": "enabled" },
                "pick": { "params": { "position": "Int" }, "wait": "networking", "steps": [{ "tap": "row" }, { "swipe": "app", "direction": "up" }] }
              },
              "checks": {
                "goReads": { "params": { "text": "String" }, "label": "go", "equals": "$text", "wait": "networking" },
                "toggleIs": { "params": { "on": "Bool" }, "value": "toggle", "args": { "on": null }, "equals": "$on" },
                "running": { "exists": "app" }
              },
              "getters": {
                "goText": { "label": "go" },
                "goTextOnceShown": { "label": "go", "wait": "networking" }
              }
            }
            """]
    }

    @Test func stepsWaitForWhatTheyNeed() throws {
        let main = try emit(demo)["Main.pagewright.swift"]
        // A tap waits until its element is hittable (and enabled): one request looks at the first
        // enabled match; a unique element must be its query's only match.
        expectContains(main, #"self.step(self.go, "go", action: "goOn", within: .networking, onlyOf: Element.go.query(self.application), file: file, line: line) { $0.tap() }"#)
        // The element says it only needs to exist; typing into it later waits for nothing more.
        expectContains(main, """
                    self.perform("enter") {
                        guard self.step(Element.field, .exists, file: file, line: line, { $0.tap() }) else { return }
                        self.field.typeText(text)
                    }
            """)
        // The step's own `ready` wins.
        expectContains(main, #"self.step(Element.field, .enabled, action: "typeOnly", file: file, line: line) { $0.typeText(text) }"#)
        // An element picked by index is waited for as itself; the action's wait applies.
        expectContains(main, #"            guard self.step(self.row(position: position), "row", within: .networking, file: file, line: line, { $0.tap() }) else { return }"#)
    }

    @Test func anApplicationElementIsTheContextAndABoolMatchesAsASwitchReportsIt() throws {
        let main = try emit(demo)["Main.pagewright.swift"]
        expectContains(main, #"            case .app: return .application"#)
        expectContains(main, #"            case .toggle(let on): return .identifier(.`switch`, "Main.toggle").matching("value == %@", switchedOn: on)"#)
        expectContains(main, #"{ self.check("toggleIs", self.toggle(on: nil), "toggle", .equals(.value, on ? "1" : "0"), file: file, line: line) }"#)
        expectContains(main, #"            self.step(self.app, "app", within: .networking, file: file, line: line) { $0.swipeUp() }"#)
    }

    @Test func checksPollWithinTheirWaitAndGettersReadAtOnceUnlessGivenOne() throws {
        let files = try emit(demo)
        expectContains(files["Main.pagewright.swift"], #"{ self.check("goReads", self.go, "go", .equals(.label, text), within: .networking, onlyOf: Element.go.query(self.application), file: file, line: line) }"#)
        expectContains(files["Main.pagewright.swift"], """
                public var goText: String { PagewrightCheck.read(.label, of: self.go) }
                public var goTextOnceShown: String { _ = self.go.waitForExistence(timeout: WaitingTime.networking.seconds); return PagewrightCheck.read(.label, of: self.go) }
            """)
        expectContains(files["Screenplay/Main.screenplay.swift"], #"Main { MainActions.expect(MainElements.go, "go", .equals(.label, text), within: .networking, onlyOf: MainElements.Element.go.query(MainActions.application), check: "Main.goReads", file: file, line: line)"#)
        expectContains(files["Plain/Main.plain.swift"], #"{ self.check("running", self.app, "app", .exists, file: file, line: line) }"#)
    }

    @Test func verificationLevelsAndUniqueLocators() throws {
        let main = try emit(demo)["Main.pagewright.swift"]
        expectContains(main, """
                override public class var verification: ScreenVerification {
                    ScreenVerification(
                        screen: "Main",
                        wait: .uiInteraction,
                        present: [
                            ScreenVerification.Anchor("view", .other, identifier: "Main.view") { Element.view.locator($0) },
                        ],
                        absent: [],
                        anchors: .hittable,
                        retries: 2,
                        loaded: [
                            ScreenVerification.Anchor("go", .button, identifier: "Main.go") { Element.go.query($0).firstMatch },
                        ]
                    )
                }
            """)
        expectContains(main, #"            case .go: return .identifier(.button, "Main.go").only"#)
    }

    @Test func interruptionsAreListedOnceForEveryStyleAndTheFactoryMonitorsThem() throws {
        var files = demo
        files["Permission.json"] = """
            { "screen": "Permission", "app": "springboard", "opensFrom": "anywhere",
              "interruption": { "dismiss": "allow" },
              "verify": { "present": ["alert"] },
              "elements": { "alert": { "type": "alert", "predicate": "label CONTAINS 'location'" },
                            "allowButton": { "type": "button", "label": "Allow While Using App", "in": "alert" } },
              "actions": { "allow": { "tap": "allowButton", "to": "$source" } } }
            """
        let emitted = try emit(files)
        expectContains(emitted["PagewrightSupport.swift"], """
                public static var interruptions: [PagewrightInterruption<Self>] {
                    [
                        PagewrightInterruption(
                            screen: "Permission", application: { XCUIApplication(bundleIdentifier: "com.apple.springboard") },
                            verification: PermissionPageObject<BasePageObject>.verification,
                            dismiss: { application in
                                PermissionPageObject<BasePageObject>.Element.allowButton.locator(application).tap()
                            }),
                    ]
                }
            """)
        expectContains(emitted["PageObjectsFactory.swift"], """
                public init(testCase: XCTestCase? = nil) {
                    self.application = XCUIApplication()
                    self.safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
                    self.springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                    if let testCase { PagewrightInterruptions.monitor(in: testCase) }
                }
            """)
        // Without the factory style, the list names the plain screens' types.
        let plain = try emit(files, styles: #"["plain"]"#)
        expectContains(plain["PagewrightSupport.swift"], "verification: PermissionScreen.verification,")
        expectContains(plain["PagewrightSupport.swift"], "PermissionScreen.Element.allowButton.locator(application).tap()")
        let screenplay = try emit(files, styles: #"["screenplay"]"#)
        expectContains(screenplay["PagewrightSupport.swift"], "PermissionElements.Element.allowButton.locator(application).tap()")
    }

    @Test func everyAppWithAnEntryLaunchesWithItsConfiguration() throws {
        let emitted = try emit(demo)
        expectContains(emitted["PagewrightSupport.swift"], """
                public static func launchConfiguration(of app: String) -> (arguments: [String], environment: [String: String]) {
                    switch app {
                    case "main": (["-ui", "$HOME"], ["ANIMATIONS": "off"])
                    default: ([], [:])
                    }
                }
            """)
        expectContains(emitted["PageObjectsFactory.swift"], """
                @discardableResult public func launchSafari(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> BrowserPageObject {
                    PagewrightLaunch.launch(safari, app: "safari", arguments: arguments, environment: environment)
                    return BrowserPageObject(pageObjectsFactory: self, application: safari).verify(within: .appLaunch, file: file, line: line)
                }
            """)
        expectContains(emitted["Plain/Main.plain.swift"], """
                public static func launch(application: XCUIApplication? = nil, arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> MainScreen {
                    let application = application ?? defaultApplication
                    PagewrightLaunch.launch(application, app: "main", arguments: arguments, environment: environment)
                    return MainScreen(application: application).waitForScreen(within: .appLaunch, file: file, line: line)
                }
            """)
        expectContains(emitted["Plain/Browser.plain.swift"], "    public static func launch(application: XCUIApplication? = nil, arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> BrowserScreen {\n")
        expectContains(emitted["Screenplay/ScreenplaySupport.swift"], """
                public static func safari(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> Launch {
                    Launch {
                        PagewrightLaunch.launch(XCUIApplication(bundleIdentifier: "com.apple.mobilesafari"), app: "safari", arguments: arguments, environment: environment)
                        BrowserActions.verify(within: .appLaunch, file: file, line: line)
                    }
                }
            """)
    }

    @Test func evidenceAndTheAuditFollowTheDefaults() throws {
        let plainDefaults = try emit(demo)
        #expect(plainDefaults["PagewrightSupport.swift"]?.contains("failureEvidence") == false, "evidence is the runtime's default")
        #expect(plainDefaults["Screenplay/Main.screenplay.swift"]?.contains("PagewrightAuditedScreenQuestion") == false, "the audit question is opt-in")

        let configured = try emit(demo, settings: #", "defaults": { "wait": "networking", "failureEvidence": false, "accessibilityAudit": true, "ready": { "tap": "exists" } }"#)
        let support = configured["PagewrightSupport.swift"]
        expectContains(support, "    public static let failureEvidence = false\n")
        expectContains(support, "    public static let defaultWait = WaitingTime.networking\n")
        // `passesAccessibilityAudit()` comes with the runtime's audited question class.
        expectContains(configured["Screenplay/Main.screenplay.swift"], "public typealias Main = PagewrightAuditedScreenQuestion<MainActions>\nextension Main {\n")
        // `defaults.wait` is the waiting time wherever a spec names none; `defaults.ready` what taps wait for.
        expectContains(configured["Main.pagewright.swift"], #"{ self.check("toggleIs", self.toggle(on: nil), "toggle", .equals(.value, on ? "1" : "0"), file: file, line: line) }"#)
        expectContains(configured["Main.pagewright.swift"], #"guard self.step(self.row(position: position), "row", .exists, file: file, line: line, { $0.tap() }) else { return }"#)
        expectContains(configured["PagewrightSupport.swift"], "    public static let defaultWait = WaitingTime.networking\n")
    }
}

extension WaitSnippetTests {
    /// `defaults.unique` makes every element that picks no match of several unique (as an app's
    /// screen objects that fail on two matches everywhere do), except one saying `"unique": false`
    /// and those picking by index.
    @Test func uniqueByDefault() throws {
        let spec = """
            { "screen": "Main", "verify": { "present": ["view"] },
              "elements": { "view": { "type": "other", "id": "Main.view" },
                            "save": { "type": "button", "id": "Main.save" },
                            "any": { "type": "button", "label": "Done", "unique": false },
                            "row": { "type": "cell", "index": 1 } },
              "actions": { "saveIt": { "tap": "save" }, "done": { "tap": "any" }, "second": { "tap": "row" } } }
            """
        let main = try emit(["Main.json": spec], settings: #", "defaults": { "unique": true }"#)["Main.pagewright.swift"]
        expectContains(main, #"self.step(self.save, "save", action: "saveIt", onlyOf: Element.save.query(self.application), file: file, line: line) { $0.tap() }"#)
        expectContains(main, #"self.tap(Element.any, action: "done", file: file, line: line)"#)
        expectContains(main, #"self.step(self.row, "row", action: "second", file: file, line: line) { $0.tap() }"#)
        let plain = try emit(["Main.json": spec])["Main.pagewright.swift"]
        expectContains(plain, #"self.tap(Element.save, action: "saveIt", file: file, line: line)"#)
    }
}
