import Testing
@testable import PagewrightCore

/// `"classLevel": true` (issue 41, the Page Object Model article's `class var uniqueElement`): the
/// page object's class has the element too, in the app its screen belongs to; misuse located.
@Suite("Class-level elements")
struct ClassLevelElementTests {
    @Test func theClassHasTheElementInItsScreensApp() throws {
        let files = try ArticlePageObjectProject.generated()
        let factory = try #require(files.first { $0.path == "Main.pagewright.swift" }).contents
        #expect(factory.contains("    class var uniqueElement: XCUIElement { Element.uniqueElement.locator(XCUIApplication()) }"), "\(factory)")
        let plain = try #require(files.first { $0.path == "Plain/Main.plain.swift" }).contents
        #expect(plain.contains("    class var uniqueElement: XCUIElement { Element.uniqueElement.locator(defaultApplication) }"), "\(plain)")
        #expect(plain.contains("    var uniqueElement: XCUIElement {"), "the instance's accessor stays: \(plain)")
    }

    @Test func misuseIsLocated() {
        let log = diagnostics([
            "pagewright.json": settings(),
            "Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Main.view" }, "row": { "type": "cell", "params": { "n": { "type": "Int", "match": ["index"] } }, "classLevel": true } } }"#,
            "Trait.json": #"{ "trait": "Trait", "elements": { "bar": { "type": "tabBar", "classLevel": true } } }"#,
        ])
        #expect(log.contains { $0.contains("error: element 'row' takes parameters, which a class-level member cannot be given; leave out 'classLevel'") }, "\(log)")
        #expect(log.contains { $0.contains("error: 'classLevel' is for a screen's element; trait 'Trait' has no class of its own") }, "\(log)")
    }
}
