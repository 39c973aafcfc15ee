import Foundation
import Testing
@testable import PagewrightCore

/// The plain style's options (`"plain"` in pagewright.json): a suffix, page objects that verify
/// themselves when created, and leaving actions that return the next screen — the pages of
/// articles 001 and 002.
@Suite("Plain style options")
struct PlainOptionsTests {
    private var specs: [String: String] {
        [
            "Main.json": screen("Main", extra: """
                "actions": { "openLogin": { "tap": "view", "to": "Login" }, "respond": { "tap": "view", "to": ["Login", "Alert"] },
                             "alert": { "tap": "view", "to": "Alert" }, "refresh": { "tap": "view" } }
                """),
            "Login.json": screen("Login", extra: #""actions": { "back": { "tap": "view", "to": "Main" } }"#),
            "Alert.json": screen("Alert", extra: #""opensFrom": "anywhere", "actions": { "ok": { "tap": "view", "to": "$source" } }"#),
            "Flows.json": #"{ "flows": { "visit": { "from": "Main", "steps": ["openLogin", "back", "alert", "ok"] } } }"#,
        ]
    }

    private let articleOptions = #""plain": { "suffix": "Page", "verifyOnCreate": true, "returnsNextScreen": true }"#

    @Test func withoutOptionsThePlainStyleIsUnchanged() {
        let files = RealScreens.emit(specs, settings: RealScreens.settings(styles: #"["plain"]"#))
        RealScreens.expect(files["Plain/PlainSupport.swift"], contains: "open class BaseScreen: PagewrightScreen<PagewrightSettings> {}\n")
        RealScreens.expect(files["Plain/Main.plain.swift"], contains: "    public func openLogin(file: StaticString = #filePath, line: UInt = #line) {\n")
        RealScreens.expect(files["Plain/Alert.plain.swift"], contains: "    public func ok(file: StaticString = #filePath, line: UInt = #line) {\n")
    }

    @Test func pagesThatVerifyThemselvesAndReturnTheNextPage() {
        let files = RealScreens.emit(specs, settings: RealScreens.settings(styles: #"["plain"]"#, extra: articleOptions))
        let support = files["Plain/PlainSupport.swift"]
        RealScreens.expect(support, contains: "@MainActor\nopen class BasePage: PagewrightVerifyingScreen<PagewrightSettings> {}\n")
        let main = files["Plain/Main.plain.swift"]
        RealScreens.expect(main, contains: "public final class MainPage: BasePage {\n")
        RealScreens.expect(main, contains: """
                @discardableResult public func openLogin(file: StaticString = #filePath, line: UInt = #line) -> LoginPage {
                    self.tap(Element.view, action: "openLogin", file: file, line: line)
                    return LoginPage(application: self.application, file: file, line: line)
                }
            """)
        RealScreens.expect(main, contains: """
                @discardableResult public func respond(file: StaticString = #filePath, line: UInt = #line) -> RespondDestination {
            """)
        RealScreens.expect(main, contains: """
                @MainActor
                public struct RespondDestination {
                    let application: XCUIApplication

                    @discardableResult public func asLogin(file: StaticString = #filePath, line: UInt = #line) -> LoginPage { LoginPage(application: application, file: file, line: line) }
            """)
        RealScreens.expect(files["Plain/Alert.plain.swift"], contains: """
                @discardableResult public func ok<Source: BasePage>(returningTo source: Source.Type, file: StaticString = #filePath, line: UInt = #line) -> Source {
            """)
        RealScreens.expect(files["Plain/Alert.plain.swift"], contains: "        return Source(application: Source.defaultApplication, file: file, line: line)\n")
        RealScreens.expect(files["Plain/Flows.plain.swift"], contains: """
                @discardableResult
                public func visit(file: StaticString = #filePath, line: UInt = #line) -> MainPage {
                    XCTContext.runActivity(named: "\\(Self.self): flow visit") { _ in
                        self.openLogin(file: file, line: line)
                            .back(file: file, line: line)
                            .alert(file: file, line: line)
                            .ok(returningTo: MainPage.self, file: file, line: line)
                    }
                }
            """)
    }

    /// Returning the next screen without verifying on creation: the screen is created, then waited for.
    @Test func theNextScreenIsWaitedForWhenPagesDoNotVerifyThemselves() {
        let files = RealScreens.emit(specs, settings: RealScreens.settings(styles: #"["plain"]"#, extra: #""plain": { "returnsNextScreen": true }"#))
        RealScreens.expect(files["Plain/Main.plain.swift"], contains: "        return LoginScreen(application: self.application).waitForScreen(file: file, line: line)\n")
    }

    @Test(arguments: TestDepth.languageModes())
    func everyCombinationTypeChecksBesideTheOtherStyles(languageMode: String) throws {
        let options = [articleOptions, #""plain": { "verifyOnCreate": true }"#, #""plain": { "returnsNextScreen": true, "suffix": "View" }"#]
        for option in TestDepth.choose(fast: [options[0], options[1]], thorough: options) {
            try RealScreens.typecheck(RealScreens.emit(specs, settings: RealScreens.settings(extra: option)), languageMode: languageMode)
        }
    }

    @Test func theSuffixIsCheckedAndClashesAreNamed() {
        #expect(diagnostics(["pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "plain": { "suffix": "Pa ge", "verifyOnCreat": true } }"#,
                             "Main.json": screen("Main")]) == [
            "specs/pagewright.json:1:65: error: the plain style's 'suffix' must be letters, digits and underscores, found \"Pa ge\"",
            "specs/pagewright.json:1:74: error: unknown key 'verifyOnCreat' in 'plain'; did you mean 'verifyOnCreate'?",
        ])
        let (_, generated) = Pipeline.generate(files: specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain"], "naming": { "pageSuffix": "Page" }, "plain": { "suffix": "Page" } }"#,
            "Main.json": screen("Main"),
        ]))
        #expect(generated == nil)
        #expect(NameCollisionProbe.messages(#"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain"], "naming": { "pageSuffix": "Page" }, "plain": { "suffix": "Page" } }"#,
                                            ["Main.json": screen("Main")])
            .contains { $0.contains("'pageSuffix' \"Page\" gives the factory style's page objects the names the plain style gives its page objects (MainPage)") })
    }

    @Test func theSchemaDescribesThePlainOptions() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/settings.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let plain = try #require((schema["properties"] as? [String: Any])?["plain"] as? [String: Any])
        #expect(Set((plain["properties"] as? [String: Any] ?? [:]).keys) == Set(SettingsDecoder.plainKeys))
    }
}

/// Every diagnostic of a generation run (validation and name collisions), as printed.
enum NameCollisionProbe {
    static func messages(_ settings: String, _ files: [String: String]) -> [String] {
        var all = files
        all["pagewright.json"] = settings
        return Pipeline.generate(files: specFiles(all)).validated.log.sorted.map(\.description)
    }
}
