import Testing
@testable import PagewrightCore

/// A few lines of spec → the exact Swift they produce, one construct at a time.
@Suite("Emitted Swift, construct by construct")
struct SnippetTests {
    /// Emits `files` (plus minimal settings) and returns the generated files by path.
    private func emit(_ files: [String: String], settings: String = #"{ "apps": { "main": { "entry": "Main" } }, "accessLevel": "public" }"#) throws -> [String: String] {
        var all = files
        all["pagewright.json"] = settings
        let (validated, generated) = Pipeline.generate(files: specFiles(all))
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    private func mainScreen(_ body: String) -> [String: String] {
        ["Main.json": """
            {
              "screen": "Main",
              "verify": { "present": ["view"] },
              \(body)
            }
            """]
    }

    private func expectContains(_ text: String?, _ snippet: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let text else { Issue.record("no such file", sourceLocation: sourceLocation); return }
        #expect(text.contains(snippet), "expected:\n\(snippet)\n--- in:\n\(text)", sourceLocation: sourceLocation)
    }

    @Test func elementEnumWithGraduatedSpecificity() throws {
        let files = try emit(mainScreen("""
            "elements": {
                "view": { "type": "other", "id": "Main.view" },
                "filter": { "type": "cell", "id": "Filter.$group",
                            "params": { "group": "String", "title": { "type": "String", "optional": true, "match": ["label", "value"] } } }
              }
            """))
        let main = files["Main.pagewright.swift"]
        expectContains(main, """
                    case view
                    case filter(group: String, title: String? = nil)
            """)
        // One switch says how each element is found; the runtime builds its query and element.
        expectContains(main, """
                    public var found: PagewrightFinding {
                        switch self {
                        case .view: return .identifier(.other, "Main.view")
                        case .filter(let group, let title): return .identifier(.cell, "Filter.\\(group)").matching("label == %@ OR value == %@", title)
                        }
                    }
            """)
        expectContains(main, "    public func filter(group: String, title: String? = nil) -> XCUIElement { Element.filter(group: group, title: title).locator(self.application) }\n")
    }

    @Test func containersIndexesPredicatesAndCollections() throws {
        let files = try emit(mainScreen("""
            "elements": {
                "view": { "type": "other", "id": "Main.view" },
                "list": { "type": "table", "id": "List" },
                "row": { "type": "cell", "in": "list", "params": { "position": { "type": "Int", "match": ["index"] } } },
                "delete": { "type": "button", "id": "Delete", "in": "row" },
                "rows": { "type": "cell", "in": "list", "all": true },
                "price": { "type": "staticText", "predicate": "label ENDSWITH '%' AND label BEGINSWITH $amount", "params": { "amount": "Int" } },
                "second": { "type": "button", "label": "Go", "index": 1, "containing": { "type": "image", "id": "arrow" } }
              }
            """))
        let main = files["Main.pagewright.swift"]
        // One switch says how each element is found; the runtime builds the queries from it.
        expectContains(main, """
                        case .row(let position): return .type(.cell, "cell").inside(Element.list).at(position)
                        case .delete(let position): return .identifier(.button, "Delete").inside(Element.row(position: position))
                        case .rows: return .type(.cell, "cell").inside(Element.list)
                        case .price(let amount): return .predicate(.staticText, "label ENDSWITH '%' AND label BEGINSWITH \\(amount)", NSPredicate(format: "label ENDSWITH %@ AND label BEGINSWITH %@", "%", String(amount)))
                        case .second: return .label(.button, "Go").containing(.image, identifier: "arrow").at(1)
            """)
        expectContains(main, "    public var rows: XCUIElementQuery { Element.rows.query(self.application) }\n")
        expectContains(main, "    public func delete(position: Int) -> XCUIElement { Element.delete(position: position).locator(self.application) }\n")
    }

    @Test func actionsStayLeaveReturnToSourceOrOfferDestinations() throws {
        var files = mainScreen("""
            "elements": { "view": { "type": "other", "id": "Main.view" }, "field": { "type": "textField", "id": "F" } },
              "actions": {
                "enterLogin": { "params": { "login": "String" }, "typeText": "$login", "into": "field" },
                "openLogin": { "tap": "view", "to": "Login" },
                "openAlert": { "tap": "view", "to": "Alert" },
                "respond": { "tap": "view", "to": ["Login", "Alert"] }
              }
            """)
        files["Login.json"] = screen("Login")
        files["Alert.json"] = screen("Alert", extra: #""opensFrom": "anywhere", "actions": { "dismiss": { "tap": "view", "to": "$source" } }"#)
        let emitted = try emit(files)
        let main = emitted["Main.pagewright.swift"]
        expectContains(main, """
                @discardableResult public func enterLogin(_ login: String, file: StaticString = #filePath, line: UInt = #line) -> Self { self.step(Element.field, .enabled, action: "enterLogin", file: file, line: line) { $0.typeText(login) } }
            """)
        expectContains(main, """
                @discardableResult public func openLogin(file: StaticString = #filePath, line: UInt = #line) -> LoginPageObject {
                    self.tap(Element.view, action: "openLogin", file: file, line: line).pageObjectsFactory.makeLoginPageObject(file: file, line: line)
                }
            """)
        expectContains(main, """
                @discardableResult public func openAlert(file: StaticString = #filePath, line: UInt = #line) -> AlertPageObject<MainPageObject> {
            """)
        expectContains(main, ".pageObjectsFactory.makeAlertPageObject(from: self, file: file, line: line)\n")
        expectContains(main, """
                @discardableResult public func respond(file: StaticString = #filePath, line: UInt = #line) -> RespondDestination {
                    self.tap(Element.view, action: "respond", file: file, line: line)
                    return RespondDestination(page: self)
                }
            """)
        expectContains(main, """
                @MainActor
                public struct RespondDestination {
                    let page: MainPageObject

                    @discardableResult public func asLogin(file: StaticString = #filePath, line: UInt = #line) -> LoginPageObject { page.pageObjectsFactory.makeLoginPageObject(file: file, line: line) }

                    @discardableResult public func asAlert(file: StaticString = #filePath, line: UInt = #line) -> AlertPageObject<MainPageObject> { page.pageObjectsFactory.makeAlertPageObject(from: page, file: file, line: line) }

                    @discardableResult public func `as`(_ screen: LoginPageObject.Type, file: StaticString = #filePath, line: UInt = #line) -> LoginPageObject { asLogin(file: file, line: line) }

                    @discardableResult public func `as`(_ screen: AlertPageObject<MainPageObject>.Type, file: StaticString = #filePath, line: UInt = #line) -> AlertPageObject<MainPageObject> { asAlert(file: file, line: line) }
                }
            """)
        let alert = emitted["Alert.pagewright.swift"]
        expectContains(alert, "public final class AlertPageObject<Source: BasePageObject>: BasePageObject {\n")
        expectContains(alert, """
                @discardableResult public func dismiss(file: StaticString = #filePath, line: UInt = #line) -> Source {
                    self.perform("dismiss") { self.tap(Element.view, file: file, line: line) }
                    self.waitUntilGone(file: file, line: line)
                    return self.source.verify(file: file, line: line)
                }
            """)
        let factory = emitted["PageObjectsFactory.swift"]
        expectContains(factory, """
                public func makeAlertPageObject<Source: BasePageObject>(from source: Source, file: StaticString = #filePath, line: UInt = #line) -> AlertPageObject<Source> { AlertPageObject(source: source, pageObjectsFactory: self, application: application).verify(file: file, line: line) }
            """)
        expectContains(factory, """
                @discardableResult public func launch(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> MainPageObject {
                    PagewrightLaunch.launch(application, app: "main", arguments: arguments, environment: environment)
                    return MainPageObject(pageObjectsFactory: self, application: application).verify(within: .appLaunch, file: file, line: line)
                }
            """)
    }

    @Test func stepsOnParameterisedElementsPassArguments() throws {
        let files = try emit(mainScreen("""
            "elements": { "view": { "type": "other", "id": "Main.view" },
                            "row": { "type": "cell", "params": { "position": { "type": "Int", "match": ["index"] } } },
                            "slider": { "type": "slider", "id": "S" } },
              "actions": {
                "removeRow": { "params": { "position": "Int" }, "steps": [{ "swipe": "row", "direction": "left" }, { "press": "row", "duration": 2, "args": { "position": 0 } }] },
                "slide": { "params": { "to": "Double" }, "adjust": "slider", "position": "$to" },
                "waitGone": { "waitFor": "view", "absent": true, "wait": "networking" },
                "clear": { "clearText": "view" }
              }
            """))
        let main = files["Main.pagewright.swift"]
        expectContains(main, """
                    self.perform("removeRow") {
                        guard self.step(self.row(position: position), "row", file: file, line: line, { $0.swipeLeft() }) else { return }
                        self.step(self.row(position: 0), "row", file: file, line: line) { $0.press(forDuration: 2.0) }
                    }
            """)
        expectContains(main, #"self.step(Element.slider, action: "slide", file: file, line: line) { PagewrightSteps.adjustSlider($0, to: to) }"#)
        expectContains(main, """
                        if !self.view.waitForNonExistence(timeout: WaitingTime.networking.seconds) {
                            self.fail("\\(Self.self).waitGone: 'view' is still there after \\(WaitingTime.networking.seconds) s", file: file, line: line)
                        }
            """)
        expectContains(main, #"self.step(Element.view, action: "clear", file: file, line: line) { self.clearText(in: $0) }"#)
    }

    @Test func checksAndGetters() throws {
        let files = try emit(mainScreen("""
            "elements": { "view": { "type": "other", "id": "Main.view" }, "rows": { "type": "cell", "all": true } },
              "checks": {
                "titleIs": { "params": { "text": "String" }, "label": "view", "equals": "$text" },
                "titleMentions": { "params": { "text": "String" }, "value": "view", "contains": "$text" },
                "hasRows": { "params": { "count": "Int" }, "count": "rows", "equals": "$count" },
                "isOff": { "isSelected": "view", "equals": false },
                "gone": { "notExists": "view" }
              },
              "getters": { "title": { "label": "view" }, "shown": { "exists": "rows" }, "rowCount": { "count": "rows" } }
            """))
        let main = files["Main.pagewright.swift"]
        // Every check polls until it holds or its waiting time runs out.
        expectContains(main, #"{ self.check("titleIs", Element.view, .equals(.label, text), file: file, line: line)"#)
        expectContains(main, #"{ self.check("titleMentions", Element.view, .contains(.value, text), file: file, line: line)"#)
        expectContains(main, #"{ self.check("hasRows", count: self.rows, "rows", equals: count, file: file, line: line) }"#)
        expectContains(main, #"{ self.check("isOff", Element.view, .isSelected(false), file: file, line: line)"#)
        expectContains(main, #"{ self.check("gone", Element.view, .notExists, file: file, line: line)"#)
        expectContains(main, """
                public var title: String { PagewrightCheck.read(.label, of: self.view) }
                public var shown: Bool { self.rows.firstMatch.exists }
                public var rowCount: Int { self.rows.count }
            """)
    }

    @Test func traitsBecomeProtocolsWithConstrainedExtensions() throws {
        var files = mainScreen("""
            "traits": ["Waitable"],
              "elements": { "view": { "type": "other", "id": "Main.view" } }
            """)
        files["Waitable.json"] = """
            {
              "trait": "Waitable",
              "requires": ["view"],
              "elements": { "bar": { "type": "tabBar", "id": "Bar" } },
              "actions": { "waitView": { "waitFor": "view" }, "home": { "tap": "bar", "to": "Main" } }
            }
            """
        let emitted = try emit(files)
        let trait = emitted["Waitable.pagewright.swift"]
        expectContains(trait, """
            @MainActor
            public protocol Waitable: BasePageObject {
                /// Supplied by each adopting screen.
                var view: XCUIElement { get }

                var bar: XCUIElement { get }

                @discardableResult func waitView(file: StaticString, line: UInt) -> Self
                @discardableResult func home(file: StaticString, line: UInt) -> MainPageObject
            }
            """)
        expectContains(trait, """
            @MainActor
            extension Waitable {
                public var bar: XCUIElement { WaitableElement.bar.locator(self.application) }
            """)
        expectContains(trait, "    @discardableResult public func home(file: StaticString = #filePath, line: UInt = #line) -> MainPageObject {\n")
        expectContains(emitted["Main.pagewright.swift"], "public final class MainPageObject: BasePageObject, Waitable {\n")
    }

    @Test func sectionsAndTheirContainer() throws {
        var files = mainScreen(#""elements": { "view": { "type": "other", "id": "Main.view" } }"#)
        files["History.json"] = screen("History", extra: #""sectionOf": "Main""#)
        let emitted = try emit(files)
        expectContains(emitted["Main.pagewright.swift"], """
                @discardableResult public func section(_ section: HistoryPageObject.Type, file: StaticString = #filePath, line: UInt = #line) -> HistoryPageObject { self.pageObjectsFactory.makeHistoryPageObject(file: file, line: line) }
            """)
        expectContains(emitted["History.pagewright.swift"], """
                @discardableResult public func container(file: StaticString = #filePath, line: UInt = #line) -> MainPageObject { self.pageObjectsFactory.makeMainPageObject(file: file, line: line) }
            """)
    }

    @Test func verificationUsesSnapshotsForPlainAnchorsOnly() throws {
        let files = try emit(["Main.json": """
            {
              "screen": "Main",
              "verify": { "present": ["view", "title"], "absent": ["spinner"], "wait": "networking" },
              "elements": {
                "view": { "type": "other", "id": "Main.view" },
                "title": { "type": "staticText", "label": "Welcome" },
                "spinner": { "type": "activityIndicator", "id": "Spinner" }
              }
            }
            """])
        expectContains(files["Main.pagewright.swift"], """
                override public class var verification: ScreenVerification {
                    ScreenVerification(
                        screen: "Main",
                        wait: .networking,
                        present: [
                            ScreenVerification.Anchor("view", .other, identifier: "Main.view") { Element.view.locator($0) },
                            ScreenVerification.Anchor("title", .staticText, identifier: nil) { Element.title.locator($0) },
                        ],
                        absent: [
                            ScreenVerification.Anchor("spinner", .activityIndicator, identifier: "Spinner") { Element.spinner.locator($0) },
                        ]
                    )
                }
            """)
    }

    @Test func severalAppsEachGetTheirApplication() throws {
        var files = mainScreen(#""elements": { "view": { "type": "other", "id": "Main.view" } }, "actions": { "ask": { "tap": "view", "to": "Permission" } }"#)
        files["Permission.json"] = screen("Permission", extra: #""app": "springboard", "opensFrom": "anywhere""#)
        let emitted = try emit(files, settings: #"{ "apps": { "main": { "entry": "Main" }, "springboard": { "bundleIdentifier": "com.apple.springboard" } } }"#)
        let factory = emitted["PageObjectsFactory.swift"]
        expectContains(factory, """
                init(testCase: XCTestCase? = nil) {
                    self.application = XCUIApplication()
                    self.springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                    if let testCase { PagewrightInterruptions.monitor(in: testCase) }
                }
            """)
        expectContains(factory, "{ PermissionPageObject(source: source, pageObjectsFactory: self, application: springboard).verify(file: file, line: line) }\n")
        #expect(factory?.contains("public ") == false, "internal is the default access level")
    }

    @Test func constantsAreNestedAndUsedForMatchingIdentifiers() throws {
        let files = try emit(mainScreen("""
            "constants": { "VIEW": "Main.view" },
              "elements": { "view": { "type": "other", "id": "Main.view" } }
            """))
        let main = files["Main.pagewright.swift"]
        expectContains(main, """
                        case .view: return .identifier(.other, Constants.VIEW)
            """)
        expectContains(main, """
                    public enum Constants {
                        public static let VIEW = "Main.view"
                    }
            """)
    }

    @Test func specStringsCannotEndCommentsOrLiterals() {
        #expect(SwiftNames.literal("a\"b\\c\\(d)\ne\u{202E}") == #""a\"b\\c\\(d)\ne\u{202E}""#)
        #expect(SwiftNames.commentLines("x */ y\nz\u{202E}w") == ["x */ y", "zw"])
        #expect(SwiftNames.member("default") == "`default`")
        #expect(SwiftNames.member("self") == "self_")
        #expect(SwiftNames.member("application") == "application_")
        #expect(SwiftNames.parameterDeclaration("in", type: "Int") == "in in_: Int")
        #expect(SwiftNames.parameterDeclaration("file", type: "Int") == "file_: Int")
    }
}
