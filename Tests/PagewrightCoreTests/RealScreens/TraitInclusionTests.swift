import Testing
@testable import PagewrightCore

/// Traits that include traits, and trait protocols that declare what they offer, constrained to
/// the style's base class: a generic helper over a trait needs no `BasePageObject &`.
@Suite("Traits including traits")
struct TraitInclusionTests {
    /// `TabScreen` includes `TabBar` (elements, an action) and `Waitable` (a required element, a check).
    private var specs: [String: String] {
        [
            "Main.json": screen("Main", extra: #""traits": ["TabScreen"]"#),
            "Profile.json": screen("Profile", extra: #""traits": ["TabScreen"]"#),
            "TabBar.json": """
                { "trait": "TabBar",
                  "elements": { "bar": { "type": "tabBar", "id": "Bar" }, "profileTab": { "type": "button", "id": "Bar.profile", "in": "bar" } },
                  "actions": { "openProfile": { "tap": "profileTab", "to": "Profile" } } }
                """,
            "Waitable.json": """
                { "trait": "Waitable", "requires": ["view"], "checks": { "viewIsShown": { "exists": "view" } } }
                """,
            "TabScreen.json": """
                { "trait": "TabScreen", "traits": ["TabBar", "Waitable"],
                  "actions": { "reopenProfile": { "steps": [{ "tap": "bar" }, { "tap": "profileTab" }, { "waitFor": "view" }], "to": "Profile" } },
                  "getters": { "hasTabs": { "exists": "bar" } } }
                """,
        ]
    }

    @Test func anAdopterGetsTheIncludedTraitsAndItsProtocolsInheritTheirs() {
        let files = RealScreens.emit(specs)
        RealScreens.expect(files["Main.pagewright.swift"], contains: "public final class MainPageObject: BasePageObject, TabScreen, TabBar, Waitable {\n")
        RealScreens.expect(files["TabScreen.pagewright.swift"], contains: """
            @MainActor
            public protocol TabScreen: BasePageObject, TabBar, Waitable {
                @discardableResult func reopenProfile(file: StaticString, line: UInt) -> ProfilePageObject

                var hasTabs: Bool { get }
            }
            """)
        // The including trait's steps reach the included trait's elements and required element.
        RealScreens.expect(files["TabScreen.pagewright.swift"], contains: """
                        guard self.ready(self.profileTab, "profileTab", .hittable, within: .uiInteraction, firstOf: TabBarElement.profileTab.query(self.application), for: "reopenProfile", file: file, line: line) else { return }
                        self.profileTab.tap()
                        if !self.view.waitForExistence(timeout: WaitingTime.uiInteraction.seconds) {
            """)
        RealScreens.expect(files["TabBar.pagewright.swift"], contains: """
            public protocol TabBar: BasePageObject {
                var bar: XCUIElement { get }
                var profileTab: XCUIElement { get }

                @discardableResult func openProfile(file: StaticString, line: UInt) -> ProfilePageObject
            }
            """)
        RealScreens.expect(files["TabBar.pagewright.swift"], contains: "@MainActor\nextension TabBar {\n")
        RealScreens.expect(files["Plain/TabScreen.plain.swift"], contains: "public protocol TabScreenScreen: BaseScreen, TabBarScreen, WaitableScreen {\n")
        RealScreens.expect(files["Plain/Main.plain.swift"], contains: "public final class MainScreen: BaseScreen, TabScreenScreen, TabBarScreen, WaitableScreen {\n")
        // Screenplay: the including trait's adopters supply the included trait's required element,
        // and a screen's questions include the checks of every trait it gets.
        RealScreens.expect(files["Screenplay/TabScreen.screenplay.swift"], contains: "    public static func reopenProfile(on screen: TabScreenElements.Screen, file: StaticString = #filePath, line: UInt = #line) {\n")
        RealScreens.expect(files["Screenplay/Waitable.screenplay.swift"], contains: "        case main\n        case profile\n")
        RealScreens.expect(files["Screenplay/Main.screenplay.swift"], contains: "    public static func viewIsShown(file: StaticString = #filePath, line: UInt = #line) -> Main { Main { ")
    }

    /// What the issue asks for: helpers generic over a trait, in the factory and plain styles, and
    /// the included trait's members reached through the including one.
    @Test(arguments: TestDepth.languageModes())
    func genericHelpersOverATraitTypeCheck(languageMode: String) throws {
        let helpers = """
            import XCTest
            #if canImport(XCUIAutomation)
            import XCUIAutomation
            #endif

            @MainActor func goToProfile<T: TabScreen>(from page: T) -> ProfilePageObject {
                page.viewIsShown().openProfile()
            }

            @MainActor func goToProfile<T: TabScreenScreen>(from page: T) {
                if page.hasTabs { page.viewIsShown().reopenProfile() }
            }

            @MainActor func everyTabScreen(_ pages: [any TabBar]) -> [XCUIElement] { pages.map(\\.bar) }
            """
        try RealScreens.typecheck(RealScreens.emit(specs), extra: ["Helpers.swift": helpers], languageMode: languageMode)
    }

    @Test func routesAndTheGraphFollowAnIncludedTraitsActions() {
        let files = RealScreens.emit(specs, settings: RealScreens.settings(styles: #"["factory"]"#))
        RealScreens.expect(files["PageObjectsFactory.swift"], contains: "Opens Profile: `openMain()`, then `openProfile`.")
    }

    @Test func includingIsCheckedWhereItIsWritten() {
        var broken = specs
        broken["TabScreen.json"] = """
            { "trait": "TabScreen", "traits": ["TabBr", "Main", "TabScreen", "Waitable", "Waitable"] }
            """
        #expect(diagnostics(broken.merging(["pagewright.json": settings()]) { $1 }) == [
            "specs/TabScreen.json:1:36: error: unknown trait 'TabBr'; did you mean 'TabBar'?",
            "specs/TabScreen.json:1:45: error: 'Main' is a screen, not a trait; 'traits' lists traits to include",
            "specs/TabScreen.json:1:53: error: trait 'TabScreen' cannot include itself",
            "specs/TabScreen.json:1:78: warning: trait 'Waitable' is listed twice [listed-twice]",
        ])
    }

    @Test func aCycleOfIncludedTraitsIsAnErrorAtEachEntryOnIt() {
        let files = [
            "pagewright.json": settings(),
            "Main.json": screen("Main", extra: #""traits": ["A"]"#),
            "A.json": #"{ "trait": "A", "traits": ["B"] }"#,
            "B.json": #"{ "trait": "B", "traits": ["C"] }"#,
            "C.json": #"{ "trait": "C", "traits": ["A"] }"#,
        ]
        #expect(diagnostics(files) == [
            "specs/A.json:1:28: error: trait 'A' includes itself through B → C → A; traits cannot include each other in a cycle",
            "specs/B.json:1:28: error: trait 'B' includes itself through C → A → B; traits cannot include each other in a cycle",
            "specs/C.json:1:28: error: trait 'C' includes itself through A → B → C; traits cannot include each other in a cycle",
        ])
    }

    /// A clash between two included traits is the including trait's problem, reported there and
    /// not again on every adopter; an adopter missing an included trait's required element hears
    /// through which trait it was required.
    @Test func clashesAndRequirementsAreReportedOnceWhereTheyArise() {
        let files = [
            "pagewright.json": settings(),
            "Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "traits": ["Both"], "elements": { "view": { "type": "other", "id": "Main.view" } } }"#,
            "X.json": #"{ "trait": "X", "requires": ["root"], "elements": { "bar": { "type": "tabBar" } } }"#,
            "Y.json": #"{ "trait": "Y", "elements": { "bar": { "type": "tabBar" } } }"#,
            "Both.json": #"{ "trait": "Both", "traits": ["X", "Y"], "elements": { "root": { "type": "other" } } }"#,
        ]
        #expect(diagnostics(files) == [
            "specs/Both.json:1:31: error: trait 'Both' defines 'root', which the trait 'X' it includes requires of each adopter; define it on each adopting screen instead",
            "specs/Both.json:1:36: error: element 'bar' of trait 'Y' clashes with the element of the same name in trait 'X'",
            "specs/Main.json:1:67: error: screen 'Main' adopts 'X' (through 'Both'), which requires an element 'root' that the screen does not define",
        ])
    }

    /// An element's first owner comes from the page's table of visible elements; a name the
    /// including trait requires is not in that table as any trait's, so its first owner is
    /// searched for among the traits before (here 'Y' for 'Z').
    @Test func aClashOnARequiredNameIsFoundWithoutTheTable() {
        let files = [
            "pagewright.json": settings(),
            "Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "traits": ["Three"], "elements": { "view": { "type": "other", "id": "Main.view" }, "root": { "type": "other", "id": "Main.root" } } }"#,
            "X.json": #"{ "trait": "X", "requires": ["root"] }"#,
            "Y.json": #"{ "trait": "Y", "elements": { "root": { "type": "other" } } }"#,
            "Z.json": #"{ "trait": "Z", "elements": { "root": { "type": "other" } } }"#,
            "Three.json": #"{ "trait": "Three", "traits": ["X", "Y", "Z"] }"#,
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:1:67: error: element 'root' of trait 'Y' clashes with the element of the same name in screen 'Main'",
            "specs/Main.json:1:67: error: element 'root' of trait 'Z' clashes with the element of the same name in screen 'Main'",
            "specs/Three.json:1:42: error: element 'root' of trait 'Z' clashes with the element of the same name in trait 'Y'",
        ])
    }
}
