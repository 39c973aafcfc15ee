import Foundation
import Testing
@testable import PagewrightCore

/// The plain and Screenplay output styles: a few lines of spec → the exact Swift they produce,
/// one construct at a time, and which files each combination of styles writes.
@Suite("Output styles, construct by construct")
struct StyleSnippetTests {
    private func emit(_ files: [String: String], styles: String = #"["plain", "screenplay"]"#) throws -> [String: String] {
        var all = files
        all["pagewright.json"] = #"{ "apps": { "main": { "entry": "Main" }, "springboard": { "bundleIdentifier": "com.apple.springboard" } }, "accessLevel": "public", "style": \#(styles) }"#
        let (validated, generated) = Pipeline.generate(files: specFiles(all))
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    private func expectContains(_ text: String?, _ snippet: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let text else { Issue.record("no such file", sourceLocation: sourceLocation); return }
        #expect(text.contains(snippet), "expected:\n\(snippet)\n--- in:\n\(text)", sourceLocation: sourceLocation)
    }

    /// A main screen with a list, a trait with a required element, a login screen and a
    /// Springboard alert opened from anywhere.
    private var demo: [String: String] {
        [
            "Main.json": """
                {
                  "screen": "Main",
                  "verify": { "present": ["view"] },
                  "traits": ["Waitable"],
                  "elements": {
                    "view": { "type": "other", "id": "Main.view" },
                    "row": { "type": "cell", "params": { "position": { "type": "Int", "match": ["index"] } } },
                    "rows": { "type": "cell", "all": true },
                    "remove": { "type": "button", "id": "Main.remove", "in": "row" },
                    "field": { "type": "textField", "id": "Main.field" },
                    "closeButton": { "type": "button", "id": "Main.close" }
                  },
                  "actions": {
                    "removeRow": { "params": { "position": "Int" }, "steps": [{ "swipe": "row", "direction": "left" }, { "tap": "remove" }] },
                    "search": { "params": { "text": "String" }, "typeText": "$text", "into": "field" },
                    "enterName": { "params": { "name": "String" }, "typeText": "$name", "into": "field" },
                    "openLogin": { "tap": "view", "to": "Login" },
                    "askPermission": { "tap": "view", "to": "Permission" },
                    "respond": { "tap": "view", "to": ["Login", "Permission"] },
                    "close": { "tap": "closeButton" }
                  },
                  "checks": {
                    "rowCountIs": { "params": { "count": "Int" }, "count": "rows", "equals": "$count" },
                    "nameIsShown": { "params": { "name": "String" }, "label": "view", "equals": "$name" }
                  },
                  "getters": { "rowCount": { "count": "rows" } }
                }
                """,
            "Waitable.json": """
                { "trait": "Waitable", "requires": ["view"],
                  "actions": { "waitView": { "waitFor": "view" } },
                  "checks": { "viewIsShown": { "exists": "view" } } }
                """,
            "Login.json": screen("Login", extra: #""actions": { "close": { "tap": "view", "to": "Main" } }"#),
            "Permission.json": screen("Permission", extra: #""app": "springboard", "opensFrom": "anywhere", "actions": { "allow": { "tap": "view", "to": "$source" } }"#),
        ]
    }

    // MARK: Files

    @Test func eachStyleWritesIntoItsOwnFolderWithItsOwnFileNames() throws {
        let all = try emit(demo, styles: #"["factory", "plain", "screenplay"]"#)
        #expect(all.keys.sorted() == [
            "Login.pagewright.swift", "Main.pagewright.swift", "NavigationGraph.md", "PageObjectsFactory.swift", "PagewrightSupport.swift",
            "Permission.pagewright.swift",
            "Plain/Login.plain.swift", "Plain/Main.plain.swift", "Plain/Permission.plain.swift", "Plain/PlainSupport.swift", "Plain/Waitable.plain.swift",
            "Screenplay/Login.screenplay.swift", "Screenplay/Main.screenplay.swift", "Screenplay/Permission.screenplay.swift",
            "Screenplay/ScreenplaySupport.swift", "Screenplay/Waitable.screenplay.swift",
            "Waitable.pagewright.swift",
        ])
        let factoryOnly = try emit(demo, styles: #"["factory"]"#)
        for (path, contents) in factoryOnly { #expect(all[path] == contents, "\(path) differs when other styles are selected") }
    }

    @Test func withoutTheFactoryStyleTheSharedSupportHasNoBasePageObject() throws {
        let files = try emit(demo, styles: #"["plain"]"#)
        #expect(files.keys.filter { !$0.hasPrefix("Plain/") }.sorted() == ["NavigationGraph.md", "PagewrightSupport.swift"])
        let support = try #require(files["PagewrightSupport.swift"])
        #expect(support.contains("public enum WaitingTime"))
        #expect(support.contains("public enum PagewrightSettings: PagewrightProject"))
        #expect(!support.contains("BasePageObject"))
        #expect(!support.contains("PageObjectsFactory"))
    }

    // MARK: Plain

    @Test func plainScreenIsAClassCreatedWithAnApplication() throws {
        let main = try emit(demo)["Plain/Main.plain.swift"]
        expectContains(main, "public final class MainScreen: BaseScreen, WaitableScreen {\n")
        expectContains(main, "    public enum Element: PagewrightDescribedElement {\n")
        expectContains(main, "    public var view: XCUIElement { Element.view.locator(self.application) }\n")
        expectContains(main, #"    override public class var verification: ScreenVerification { ScreenVerification(screen: "Main", wait: .uiInteraction, present: [.init("view", Element.view)], absent: []) }"#)
        expectContains(main, "    public var rowCount: Int { self.rows.count }\n")
        let permission = try emit(demo)["Plain/Permission.plain.swift"]
        expectContains(permission, "public final class PermissionScreen: BaseScreen {\n")
        expectContains(permission, #"    override public class var defaultApplication: XCUIApplication { XCUIApplication(bundleIdentifier: "com.apple.springboard") }"#)
    }

    @Test func plainActionsThatStayChainAndActionsThatLeaveReturnNothing() throws {
        let files = try emit(demo)
        let main = files["Plain/Main.plain.swift"]
        expectContains(main, """
                @discardableResult public func removeRow(position: Int, file: StaticString = #filePath, line: UInt = #line) -> Self {
                    self.perform("removeRow") {
                        guard self.step(self.row(position: position), "row", file: file, line: line, { $0.swipeLeft() }) else { return }
                        self.step(self.remove(position: position), "remove", firstOf: Element.remove(position: position).query(self.application), file: file, line: line) { $0.tap() }
                    }
                    return self
                }
            """)
        expectContains(main, """
                /// Leads to Login (`LoginScreen`).
                public func openLogin(file: StaticString = #filePath, line: UInt = #line) {
                    self.tap(Element.view, action: "openLogin", file: file, line: line)
                }
            """)
        expectContains(main, """
                /// Leads to one of Login (`LoginScreen`), Permission (`PermissionScreen`); the app decides.
                public func respond(file: StaticString = #filePath, line: UInt = #line) {
            """)
        expectContains(files["Plain/Permission.plain.swift"], """
                /// Returns to the screen that opened this one.
                public func allow(file: StaticString = #filePath, line: UInt = #line) {
                    self.perform("allow") { self.tap(Element.view, file: file, line: line) }
                    self.waitUntilGone(file: file, line: line)
                }
            """)
    }

    @Test func plainChecksAreTheFactoryStylesChecks() throws {
        expectContains(try emit(demo)["Plain/Main.plain.swift"], """
                @discardableResult public func rowCountIs(count: Int, file: StaticString = #filePath, line: UInt = #line) -> Self { self.check("rowCountIs", count: self.rows, "rows", equals: count, file: file, line: line) }
            """)
    }

    @Test func plainTraitIsAProtocolForPlainScreens() throws {
        let trait = try emit(demo)["Plain/Waitable.plain.swift"]
        expectContains(trait, """
            @MainActor
            public protocol WaitableScreen: BaseScreen {
                /// Supplied by each adopting screen.
                var view: XCUIElement { get }

                @discardableResult func waitView(file: StaticString, line: UInt) -> Self

                @discardableResult func viewIsShown(file: StaticString, line: UInt) -> Self
            }
            """)
        expectContains(trait, "extension WaitableScreen {\n")
        expectContains(trait, "    @discardableResult public func waitView(file: StaticString = #filePath, line: UInt = #line) -> Self {\n")
    }

    @Test func plainTraitElementEnumsAreNamedForThePlainStyle() throws {
        let files = try emit(["Main.json": screen("Main", extra: #""traits": ["TabBar"]"#),
                              "TabBar.json": #"{ "trait": "TabBar", "elements": { "tab": { "type": "button", "id": "Tab" } }, "actions": { "openMain": { "tap": "tab", "to": "Main" } } }"#],
                             styles: #"["factory", "plain"]"#)
        expectContains(files["TabBar.pagewright.swift"], "public enum TabBarElement: PagewrightDescribedElement {\n    case tab\n")
        expectContains(files["Plain/TabBar.plain.swift"], "public enum TabBarScreenElement: PagewrightDescribedElement {\n    case tab\n")
        expectContains(files["Plain/TabBar.plain.swift"], "    public var tab: XCUIElement { TabBarScreenElement.tab.locator(self.application) }\n")
    }

    @Test func plainSupportVerifiesWhenTheTestAsks() throws {
        let support = try emit(demo)["Plain/PlainSupport.swift"]
        expectContains(support, "@MainActor\nopen class BaseScreen: PagewrightScreen<PagewrightSettings> {}\n")
    }

    @Test func plainFlowsCreateEachScreenAndWaitForIt() throws {
        var files = demo
        files["Flows.json"] = #"{ "flows": { "goAndComeBack": { "from": "Main", "steps": ["openLogin", "close"] } } }"#
        expectContains(try emit(files)["Plain/Flows.plain.swift"], """
            extension MainScreen {
                /// Flow `goAndComeBack` from `Flows.json`: openLogin → close.
                public func goAndComeBack(file: StaticString = #filePath, line: UInt = #line) {
                    PagewrightReport.run("\\(Self.self): flow goAndComeBack") {
                        self.openLogin(file: file, line: line)
                        let loginScreen = LoginScreen(application: self.application).waitForScreen(file: file, line: line)
                        loginScreen.close(file: file, line: line)
                        MainScreen(application: self.application).waitForScreen(file: file, line: line)
                    }
                }
            }
            """)
    }

    // MARK: Screenplay

    @Test func aScreenplayScreenIsOneEnumOfElementsAndActions() throws {
        let main = try emit(demo)["Screenplay/Main.screenplay.swift"]
        expectContains(main, "public enum MainActions: ScreenplayInteractions {\n")
        // Tests read elements by the name they always had.
        expectContains(main, "}\n\n/// The name tests read Main's elements by: `MainElements.<element>`.\npublic typealias MainElements = MainActions\n")
        // The app under test is the runtime's default; a screen of another app names its own.
        #expect(main?.contains("static var application") == false)
        expectContains(main, "    public static func row(position: Int) -> XCUIElement { Element.row(position: position).locator(self.application) }\n")
        expectContains(main, "    public static var rows: XCUIElementQuery { Element.rows.query(self.application) }\n")
        expectContains(main, #"    public static var verification: ScreenVerification { ScreenVerification(screen: "Main", wait: .uiInteraction, present: [.init("view", Element.view)], absent: []) }"#)
        expectContains(try emit(demo)["Screenplay/Permission.screenplay.swift"],
                       #"    public static var application: XCUIApplication { XCUIApplication(bundleIdentifier: "com.apple.springboard") }"#)
    }

    @Test func screenplayActionsAreStaticInteractions() throws {
        let main = try emit(demo)["Screenplay/Main.screenplay.swift"]
        expectContains(main, """

                public static func removeRow(position: Int, file: StaticString = #filePath, line: UInt = #line) {
                    self.perform("removeRow") {
                        guard self.step(MainElements.row(position: position), "row", file: file, line: line, { $0.swipeLeft() }) else { return }
                        self.step(MainElements.remove(position: position), "remove", firstOf: MainElements.Element.remove(position: position).query(self.application), file: file, line: line) { $0.tap() }
                    }
                }
            """)
    }

    @Test func screenplayTasksHaveSentenceLikeFactories() throws {
        let main = try emit(demo)["Screenplay/Main.screenplay.swift"]
        expectContains(main, """
            @MainActor public enum RemoveRow {
                public static func inPosition(_ position: Int, file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask { PagewrightScreenplayTask(named: "RemoveRow") { MainActions.removeRow(position: position, file: file, line: line) } }
            }
            """)
        expectContains(main, "    public static func with(text: String, file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask { PagewrightScreenplayTask(named: \"Search\") { ")
        expectContains(main, "    public static func with(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask { PagewrightScreenplayTask(named: \"EnterName\") { ")
    }

    @Test func aScreenplayTaskThatLeadsToAScreenWaitsForIt() throws {
        expectContains(try emit(demo)["Screenplay/Main.screenplay.swift"], """
            @MainActor public func OpenLogin(file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask { PagewrightScreenplayTask(named: "OpenLogin") { MainActions.openLogin(file: file, line: line); LoginActions.verify(file: file, line: line) } }
            """)
    }

    @Test func tasksOfActionsNamedAlikeOnSeveralScreensNameTheirScreen() throws {
        let files = try emit(demo)
        expectContains(files["Screenplay/Main.screenplay.swift"], "@MainActor public func CloseMain(file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask {")
        expectContains(files["Screenplay/Login.screenplay.swift"], "@MainActor public func CloseLogin(file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask {")
        expectContains(files["Screenplay/Main.screenplay.swift"], "@MainActor public func OpenLogin(file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask {")
    }

    @Test func screenplayQuestionsAssertWhenAsked() throws {
        let main = try emit(demo)["Screenplay/Main.screenplay.swift"]
        expectContains(main, """
            public typealias Main = PagewrightScreenQuestion<MainActions>
            extension Main {
                public static func rowCount(is count: Int, file: StaticString = #filePath, line: UInt = #line) -> Main { Main { MainActions.expectCount(MainElements.rows, "rows", equals: count, within: .uiInteraction, check: "Main.rowCountIs", file: file, line: line) } }

                public static func nameIsShown(name: String, file: StaticString = #filePath, line: UInt = #line) -> Main {
            """)
        // A trait's check is a question about each adopting screen, on that screen's element.
        expectContains(main, """
                public static func viewIsShown(file: StaticString = #filePath, line: UInt = #line) -> Main { Main { MainActions.expect(MainElements.view, "view", .exists, within: .uiInteraction, check: "Main.viewIsShown", file: file, line: line) } }
            """)
    }

    @Test func aTraitTaskThatNeedsTheAdoptersElementNamesTheScreen() throws {
        let trait = try emit(demo)["Screenplay/Waitable.screenplay.swift"]
        expectContains(trait, """
                public enum Screen: Sendable {
                    case main

                    @MainActor
                    public var view: XCUIElement {
                        switch self {
                        case .main: MainActions.view
                        }
                    }
                }
            """)
        expectContains(trait, """
                public static func waitView(on screen: WaitableElements.Screen, file: StaticString = #filePath, line: UInt = #line) {
                    self.perform("waitView") {
                        if !screen.view.waitForExistence(timeout: WaitingTime.uiInteraction.seconds) {
            """)
        expectContains(trait, """
                public static func on(_ screen: WaitableElements.Screen, file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask { PagewrightScreenplayTask(named: "WaitView") { WaitableActions.waitView(on: screen, file: file, line: line) } }
            """)
        #expect(trait?.contains("class Waitable:") == false, "a trait has no question type: its checks are asked about each screen")
    }

    @Test func screenplaySupportHasTheActorAndLaunch() throws {
        let support = try emit(demo)["Screenplay/ScreenplaySupport.swift"]
        expectContains(support, "public final class Launch: PagewrightScreenplayTask {\n")
        expectContains(support, "            MainActions.verify(within: .appLaunch, file: file, line: line)\n")
        expectContains(support, "protocol ScreenplayInteractions: PagewrightScreenplayActions where Settings == PagewrightSettings {}\n")
    }

    @Test func screenplayFlowsAreTasks() throws {
        var files = demo
        files["Flows.json"] = #"{ "flows": { "searchFor": { "from": "Main", "params": { "text": "String" }, "steps": ["search", "waitView", "openLogin"] } } }"#
        expectContains(try emit(files)["Screenplay/Flows.screenplay.swift"], """
                public static func with(text: String, file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask {
                    PagewrightScreenplayTask(named: "SearchFor") {
                        MainActions.search(text: text, file: file, line: line)
                        WaitableActions.waitView(on: .main, file: file, line: line)
                        MainActions.openLogin(file: file, line: line)
                        LoginActions.verify(file: file, line: line)
                    }
                }
            """)
    }

    @Test func specStringsStayEscapedInEveryStyle() throws {
        let files = try emit(["Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "a\"b\\(c)" } }, "actions": { "tapIt": { "tap": "view" } } }"#])
        expectContains(files["Plain/Main.plain.swift"], #"            case .view: return .identifier(.other, "a\"b\\(c)")"#)
        expectContains(files["Screenplay/Main.screenplay.swift"], #"            case .view: return .identifier(.other, "a\"b\\(c)")"#)
    }
}

/// Switching `style` and regenerating: the files of a style no longer selected go, files
/// Pagewright did not write stay.
@Suite("Switching output styles")
struct StyleSwitchTests {
    private func generate(_ specs: [String: String], into output: String) throws {
        let emitted = try #require(Pipeline.generate(files: specFiles(specs)).files)
        try OutputWriter.apply(try OutputPlan.make(files: emitted, outputDirectory: output))
    }

    private func files(in folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    @Test func aStyleNoLongerSelectedLeavesOnlyWhatPagewrightDidNotWrite() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-styles-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var specs = ["Main.json": screen("Main")]
        func settings(_ styles: String) -> String { #"{ "apps": { "main": { "entry": "Main" } }, "style": \#(styles) }"# }

        specs["pagewright.json"] = settings(#"["factory", "plain"]"#)
        try generate(specs, into: output)
        #expect(files(in: output) == ["Main.pagewright.swift", "NavigationGraph.md", "PageObjectsFactory.swift", "PagewrightSupport.swift",
                                      "Plain/Main.plain.swift", "Plain/PlainSupport.swift"])
        // The team's own helper beside the generated plain page objects.
        try Data("// Our own helpers\n".utf8).write(to: URL(fileURLWithPath: output + "/Plain/Helpers.swift"))

        specs["pagewright.json"] = settings(#"["screenplay"]"#)
        try generate(specs, into: output)
        #expect(files(in: output) == ["NavigationGraph.md", "PagewrightSupport.swift", "Plain/Helpers.swift",
                                      "Screenplay/Main.screenplay.swift", "Screenplay/ScreenplaySupport.swift"])
        let support = try String(contentsOfFile: output + "/PagewrightSupport.swift", encoding: .utf8)
        #expect(!support.contains("BasePageObject"), "the shared support loses the factory's base when the factory style goes")

        specs["pagewright.json"] = settings(#"["factory"]"#)
        try generate(specs, into: output)
        #expect(files(in: output) == ["Main.pagewright.swift", "NavigationGraph.md", "PageObjectsFactory.swift", "PagewrightSupport.swift",
                                      "Plain/Helpers.swift"])
    }
}

/// The styles share one module, so the names they would declare must not clash.
@Suite("Output style names")
struct StyleValidationTests {
    private func settings(_ styles: String, suffix: String = "PageObject") -> String {
        #"{ "apps": { "main": { "entry": "Main" } }, "naming": { "pageSuffix": "\#(suffix)" }, "style": \#(styles) }"#
    }

    @Test func aPageSuffixGivingPageObjectsAnotherStylesNamesIsOneError() {
        #expect(diagnostics(["pagewright.json": settings(#"["factory", "plain"]"#, suffix: "Screen"), "Main.json": screen("Main")]) == [
            #"specs/pagewright.json:1:70: error: 'pageSuffix' "Screen" gives the factory style's page objects the names the plain style gives its page objects (MainScreen); choose another suffix, or select only one of the two styles"#,
        ])
        #expect(diagnostics(["pagewright.json": settings(#"["factory", "screenplay"]"#, suffix: ""), "Main.json": screen("Main")]).count == 1)
        #expect(diagnostics(["pagewright.json": settings(#"["plain"]"#, suffix: "Screen"), "Main.json": screen("Main")]).isEmpty,
                "without the factory style the suffix names nothing")
    }

    @Test func aScreenplayTypeMayNotShadowASwiftType() {
        #expect(diagnostics(["pagewright.json": settings(#"["screenplay"]"#), "Main.json": screen("Main"), "String.json": screen("String")]) == [
            "specs/String.json:2:13: error: the screenplay style's type 'String' (screen 'String') clashes with Swift's 'String', which generated code uses; the styles share one module, so rename it, or drop a style from 'style'",
        ])
    }

    @Test func typesOfTwoStylesMayNotClash() {
        let files = ["pagewright.json": settings(#"["plain", "screenplay"]"#), "Main.json": screen("Main"), "MainScreen.json": screen("MainScreen")]
        #expect(diagnostics(files) == [
            "specs/MainScreen.json:2:13: error: the screenplay style's type 'MainScreen' (screen 'MainScreen') clashes with the plain style's 'MainScreen' (screen 'Main'); the styles share one module, so rename it, or drop a style from 'style'",
        ])
    }

    @Test func aMemberEveryPlainScreenHasIsAnError() {
        let main = screen("Main", extra: #""actions": { "waitForScreen": { "tap": "view" } }"#)
        #expect(diagnostics(["pagewright.json": settings(#"["plain"]"#), "Main.json": main]) == [
            "specs/Main.json:5:16: error: 'waitForScreen' is a member every plain page object has (BaseScreen); rename it in the spec, or drop 'plain' from 'style'",
        ])
        #expect(diagnostics(["pagewright.json": settings(#"["factory"]"#), "Main.json": main]).isEmpty)
    }

    @Test func actionTasksNamedLikeAnotherTypeTakeTheirScreensName() throws {
        let main = screen("Main", extra: #""actions": { "string": { "tap": "view" }, "main": { "tap": "view" } }"#)
        let files = ["pagewright.json": settings(#"["screenplay"]"#), "Main.json": main]
        #expect(diagnostics(files).isEmpty)
        let emitted = try #require(Pipeline.generate(files: specFiles(files)).files).first { $0.path == "Screenplay/Main.screenplay.swift" }
        #expect(emitted?.contents.contains("func StringMain(file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask") == true)
        #expect(emitted?.contents.contains("func MainMain(file: StaticString = #filePath, line: UInt = #line) -> PagewrightScreenplayTask") == true)
    }

    /// Navigation's types (the plain navigator, the Screenplay `GoTo` and `CurrentScreen`) are
    /// the styles' own: a screen may not take their names.
    @Test func aScreenNamedLikeNavigationsTypesIsAnError() {
        let plain = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["plain"], "plain": { "suffix": "" } }"#
        #expect(diagnostics(["pagewright.json": plain, "Main.json": screen("Main"), "Navigator.json": screen("Navigator")]) == [
            "specs/Navigator.json:2:13: error: the plain style's type 'Navigator' (screen 'Navigator') clashes with the plain style's 'Navigator' (the navigator); the styles share one module, so rename it, or drop a style from 'style'",
        ])
        #expect(diagnostics(["pagewright.json": settings(#"["screenplay"]"#), "Main.json": screen("Main"), "GoTo.json": screen("GoTo")]) == [
            "specs/GoTo.json:2:13: error: the screenplay style's type 'GoTo' (screen 'GoTo') clashes with the screenplay style's 'GoTo' (the Task of navigation); the styles share one module, so rename it, or drop a style from 'style'",
        ])
        #expect(diagnostics(["pagewright.json": settings(#"["screenplay"]"#), "Main.json": screen("Main"), "CurrentScreen.json": screen("CurrentScreen")]).count == 1)
    }

    /// The factory and the plain navigator have a property per app beside their own members.
    @Test func anAppNamedLikeANavigatorMemberIsAnError() {
        let apps = #"{ "apps": { "main": { "entry": "Main" }, "navigator": { "bundleIdentifier": "com.example.other" } }, "style": ["plain"] }"#
        #expect(diagnostics(["pagewright.json": apps, "Main.json": screen("Main")]).contains {
            $0.contains("error: app 'navigator' would give ScreenNavigator the property 'navigator', a name navigation uses there; rename the app")
        })
    }

    @Test func theDemoSpecsSelectEveryStyleWithoutProblems() throws {
        let validated = Pipeline.validate(files: try SpecDirectory.read(RepositoryPaths.specs))
        #expect(validated.project.settings.styles == [.factory, .plain, .screenplay])
        #expect(!validated.log.hasErrors, "\(validated.log.sorted.map(\.description))")
    }
}
