import Testing
@testable import PagewrightCore

/// One check, for every style, that generated names collide with nothing: each case is an error
/// at the spec name that causes it (and generates nothing).
@Suite("Generated names never collide")
struct NameCollisionTests {
    private func errors(_ files: [String: String]) -> [String] {
        let validated = Pipeline.validate(files: specFiles(files))
        if validated.log.hasErrors { #expect(validated.model == nil && validated.graph == nil) }
        return validated.log.sorted.map(\.description).filter { $0.contains(": error: ") }
    }

    private func settings(_ extra: String = "", entry: String = "Main") -> String {
        #"{ "apps": { "main": { "entry": "\#(entry)" } }\#(extra) }"#
    }

    @Test func aScreenNamedLikeTheBasePageObjectWithTheDefaultSuffix() {
        #expect(errors(["pagewright.json": settings(entry: "Base"), "Base.json": screen("Base")]) == [
            "specs/Base.json:2:13: error: the factory style's type 'BasePageObject' (screen 'Base') clashes with the factory style's 'BasePageObject' (the base page object); rename the screen or change 'naming.pageSuffix'",
        ])
        #expect(errors(["pagewright.json": settings(#", "naming": { "pageSuffix": "" }"#, entry: "Base"), "Base.json": screen("Base")]) == [],
                "without the suffix the screen's type is Base")
    }

    @Test func aTraitNamedLikeASwiftType() {
        let trait = #"{ "trait": "String", "elements": { "x": { "type": "button", "id": "x" } } }"#
        #expect(errors(["pagewright.json": settings(), "Main.json": screen("Main"), "String.json": trait]) == [
            "specs/String.json:1:12: error: the factory style's type 'String' (trait 'String') clashes with Swift's 'String', which generated code uses; rename the trait",
        ])
    }

    @Test func screensNamedLikeXCUITestAndSupportTypesWithoutASuffix() {
        let noSuffix = settings(#", "naming": { "pageSuffix": "" }"#)
        #expect(errors(["pagewright.json": noSuffix, "Main.json": screen("Main"), "XCUIElement.json": screen("XCUIElement")]) == [
            "specs/XCUIElement.json:2:13: error: the factory style's type 'XCUIElement' (screen 'XCUIElement') clashes with XCUITest's 'XCUIElement', which generated code uses; rename the screen or change 'naming.pageSuffix'",
        ])
        #expect(errors(["pagewright.json": noSuffix, "Main.json": screen("Main"), "WaitingTime.json": screen("WaitingTime")]) == [
            "specs/WaitingTime.json:2:13: error: the factory style's type 'WaitingTime' (screen 'WaitingTime') clashes with 'WaitingTime' of PagewrightSupport.swift, which generated code uses; rename the screen or change 'naming.pageSuffix'",
        ])
        #expect(errors(["pagewright.json": noSuffix, "Main.json": screen("Main"), "PagewrightDescribedElement.json": screen("PagewrightDescribedElement")]) == [
            "specs/PagewrightDescribedElement.json:2:13: error: the factory style's type 'PagewrightDescribedElement' (screen 'PagewrightDescribedElement') clashes with PagewrightRuntime's 'PagewrightDescribedElement', which generated code uses; rename the screen or change 'naming.pageSuffix'",
        ])
        #expect(errors(["pagewright.json": settings(), "Main.json": screen("Main"), "XCUIElement.json": screen("XCUIElement")]) == [],
                "XCUIElementPageObject is free")
    }

    @Test func anAppNamedLikeTheAppUnderTestsProperty() {
        let apps = #"{ "apps": { "main": { "entry": "Main" }, "application": { "bundleIdentifier": "com.example.other" } } }"#
        #expect(errors(["pagewright.json": apps, "Main.json": screen("Main")]) == [
            "specs/pagewright.json:1:42: error: app 'application' would give PageObjectsFactory.init the parameter 'application_' of the app under test; rename the app",
        ])
    }

    @Test func routesOfScreensDifferingInCase() {
        let main = screen("Main", extra: #""actions": { "a": { "tap": "view", "to": "login" }, "b": { "tap": "view", "to": "Login" } }"#)
        #expect(errors(["pagewright.json": settings(), "Main.json": main, "login.json": screen("login"), "LoginB.json": screen("Login")]) == [
            "specs/login.json:2:13: error: screens 'Login' and 'login' would both give PageObjectsFactory the route openLogin(); rename one of them",
        ])
    }

    @Test func destinationTypesAndChoicesDifferingInCase() {
        let main = screen("Main", extra: #""actions": { "go": { "tap": "view", "to": ["A", "B"] }, "Go": { "tap": "view", "to": ["a", "A"] } }"#)
        let files = ["pagewright.json": settings(), "Main.json": main, "A.json": screen("A"), "B.json": screen("B"), "a2.json": screen("a")]
        #expect(errors(files) == [
            "specs/Main.json:5:59: error: actions 'go' and 'Go' of screen 'Main' would both declare GoDestination; rename one of them",
            "specs/Main.json:5:59: error: destinations 'a' and 'A' of action 'Go' would both be asA(); rename one of the screens",
        ])
    }

    @Test func adoptersDifferingInCaseInTheScreenplayStyle() {
        let trait = #"{ "trait": "Usable", "requires": ["view"] }"#
        let adopting = #""traits": ["Usable"]"#
        let files = ["pagewright.json": settings(#", "style": ["screenplay"]"#), "Main.json": screen("Main", extra: adopting),
                     "main2.json": screen("main", extra: adopting), "Usable.json": trait]
        #expect(errors(files) == [
            "specs/main2.json:2:13: error: screens 'Main' and 'main' would both be the case .main of UsableElements.Screen; rename one of them",
        ])
    }
}
