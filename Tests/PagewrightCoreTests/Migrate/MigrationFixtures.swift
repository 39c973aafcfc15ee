@testable import PagewrightCore

/// Small suites in each style `migrate` recognises, written for these tests (a pantry app that
/// does not exist): each shows the forms its style uses, and a few it cannot carry.
enum MigrationFixtures {
    /// ScreenObject subclasses: getter closures, `expectedElementGetters`, a tab bar component
    /// held as a property.
    static let screenObject: [(String, String)] = [
        ("Screens/ShelfScreen.swift", """
            import ScreenObject
            import XCTest

            public final class ShelfScreen: ScreenObject {
                private let addJarButtonGetter: (XCUIApplication) -> XCUIElement = {
                    $0.buttons["shelf-add-jar"]
                }

                private let jarListGetter: (XCUIApplication) -> XCUIElement = {
                    $0.tables["shelf-jar-list"]
                }

                private var addJarButton: XCUIElement { addJarButtonGetter(app) }

                public let tabs: PantryTabsComponent

                public init(app: XCUIApplication = XCUIApplication()) throws {
                    tabs = try PantryTabsComponent(app: app)
                    try super.init(expectedElementGetters: [addJarButtonGetter, jarListGetter], app: app)
                }

                @discardableResult
                public func openJar(atIndex index: Int) throws -> JarScreen {
                    app.tables.cells.element(boundBy: index).tap()
                    return try JarScreen()
                }

                public func openJar(named name: String) throws -> JarScreen {
                    let byName = NSPredicate(format: "label CONTAINS[c] %@", name)
                    app.staticTexts.containing(byName).firstMatch.tap()
                    return try JarScreen()
                }

                public func startAddingJar() throws -> JarScreen {
                    addJarButton.tap()
                    return try JarScreen()
                }

                @discardableResult
                public func verifyShelfScreenLoaded() throws -> Self {
                    XCTAssertTrue(isLoaded)
                    return self
                }

                public func verifyJarCount(_ expected: Int) -> Self {
                    for row in 0..<expected {
                        XCTAssertTrue(app.cells.element(boundBy: row).exists)
                    }
                    return self
                }

                public func isAddJarShown() -> Bool {
                    addJarButton.waitForExistence(timeout: 1)
                }
            }
            """),
        ("Screens/JarScreen.swift", """
            import ScreenObject
            import XCTest

            public final class JarScreen: ScreenObject {
                private let labelFieldGetter: (XCUIApplication) -> XCUIElement = { $0.textFields["jar-label"] }
                private let saveButtonGetter: (XCUIApplication) -> XCUIElement = { $0.navigationBars.firstMatch.buttons["jar-save"] }

                private var labelField: XCUIElement { labelFieldGetter(app) }
                private var saveButton: XCUIElement { saveButtonGetter(app) }

                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [labelFieldGetter], app: app)
                }

                public func enterLabel(_ label: String) -> JarScreen {
                    labelField.tap()
                    labelField.typeText(label)
                    return self
                }

                public func save() throws -> ShelfScreen {
                    saveButton.tap()
                    return try ShelfScreen()
                }

                public func verifyLabel(_ text: String) -> Self {
                    XCTAssertEqual(labelField.value as? String, text)
                    return self
                }

                public func tapCell(for jar: String) -> Self {
                    app.cells["jar-\\(jar)-\\(Date())"].tap()
                    return self
                }
            }
            """),
        ("Screens/PantryTabsComponent.swift", """
            import ScreenObject
            import XCTest

            public final class PantryTabsComponent: ScreenObject {
                private let shelfTabGetter: (XCUIApplication) -> XCUIElement = { $0.tabBars.firstMatch.buttons["tab-shelf"] }
                private let shoppingTabGetter: (XCUIApplication) -> XCUIElement = { $0.tabBars.firstMatch.buttons["tab-shopping"] }

                private var shelfTab: XCUIElement { shelfTabGetter(app) }

                public init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [shelfTabGetter, shoppingTabGetter], app: app)
                }

                public func goToShelf() throws -> ShelfScreen {
                    shelfTab.tap()
                    return try ShelfScreen()
                }
            }
            """),
    ]

    /// Robots: fluent methods returning robots, assertions in a nested `Verify` class.
    static let robots: [(String, String)] = [
        ("Robots/LarderRobot.swift", """
            import XCTest

            fileprivate struct id {
                static let addButton = "Larder.add"
            }

            class LarderRobot {
                let app = XCUIApplication()
                var verify = Verify()

                func addItem() -> ItemRobot {
                    app.buttons["Larder.add"].tap()
                    return ItemRobot()
                }

                func search(for text: String) -> LarderRobot {
                    app.searchFields["Larder.search"].tap()
                    app.searchFields["Larder.search"].typeText(text)
                    return self
                }

                func scrollToBottom() -> LarderRobot {
                    app.tables["Larder.list"].swipeUp()
                    return self
                }

                class Verify {
                    let app = XCUIApplication()

                    func larderShown() {
                        XCTAssertTrue(app.tables["Larder.list"].waitForExistence(timeout: 5))
                    }

                    func itemListed(_ name: String) {
                        XCTAssertTrue(app.staticTexts[name].exists)
                    }

                    func emptyMessage(is text: String) {
                        XCTAssertEqual(app.staticTexts["Larder.empty"].label, text)
                    }
                }
            }
            """),
        ("Robots/ItemRobot.swift", """
            import XCTest

            class ItemRobot {
                let app = XCUIApplication()

                func name(_ name: String) -> ItemRobot {
                    app.textFields["Item.name"].typeText(name)
                    return self
                }

                func done() -> LarderRobot {
                    app.navigationBars.buttons["Item.done"].tap()
                    return LarderRobot()
                }

                func waitABit() -> ItemRobot {
                    sleep(2)
                    return self
                }
            }
            """),
    ]

    /// Robots on a robot framework's element functions (as Proton's fusion writes them):
    /// `button(id.x).tap()`, checks as `staticText(…).checkExists()`, identifiers kept in a
    /// file-private `struct id`.
    static let frameworkRobots: [(String, String)] = [
        ("Robots/CellarRobot.swift", """
            import fusion

            fileprivate struct id {
                static let addBottleButton = "Cellar.addBottle"
                static let titleText = "Cellar.title"
                static func rowIdentifier(_ name: String) -> String { "CellarRow.\\(name)" }
                static let sortButton = LocalString._sort_action
            }

            class CellarRobot: CoreElements {
                var verify = Verify()

                func addBottle() -> BottleRobot {
                    button(id.addBottleButton).tap()
                    return BottleRobot()
                }

                func sort() -> CellarRobot {
                    button(id.sortButton).tap()
                    return self
                }

                func openRow(at index: Int) -> BottleRobot {
                    cell().byIndex(index).tap()
                    return BottleRobot()
                }

                class Verify: CoreElements {
                    func cellarShown() {
                        staticText(id.titleText).checkExists()
                    }

                    func sortLabel(is text: String) {
                        staticText(id.titleText).checkHasLabel(text)
                    }
                }
            }
            """),
        ("Robots/BottleRobot.swift", """
            import fusion

            class BottleRobot: CoreElements {
                func name(_ name: String) -> BottleRobot {
                    textField("Bottle.name").firstMatch().typeText(name)
                    return self
                }

                func save() -> CellarRobot {
                    button("Bottle.save").waitUntilExists().tap()
                    return CellarRobot()
                }
            }
            """),
    ]

    /// An enum of static queries over a global `app`, and a plain page class.
    static let helpersAndPages: [(String, String)] = [
        ("Support/App.swift", """
            import XCTest

            let app = XCUIApplication()
            """),
        ("Pages/SignInPage.swift", """
            import XCTest

            enum SignInPage {
                static let emailField = app.textFields["signin.email"]
                static let passwordField = app.secureTextFields["signin.password"]
                static let signInButton = app.buttons["signin.submit"]

                static func signIn(email: String, password: String) {
                    emailField.tap()
                    emailField.typeText(email)
                    passwordField.tap()
                    passwordField.typeText(password)
                    signInButton.tap()
                }
            }
            """),
        ("Pages/RecipePage.swift", """
            import XCTest

            final class RecipePage {
                private let app = XCUIApplication()

                var title: XCUIElement { app.staticTexts["recipe.title"] }
                var favouriteButton: XCUIElement { app.buttons.matching(identifier: "recipe.favourite").firstMatch }
                var steps: XCUIElementQuery { app.tables["recipe.steps"].cells }

                func markFavourite() -> RecipePage {
                    favouriteButton.tap()
                    return self
                }

                func assertTitle(_ text: String) {
                    XCTAssertEqual(title.label, text)
                }

                func assertStepCount(_ count: Int) {
                    XCTAssertEqual(steps.count, count)
                }
            }
            """),
    ]

    static func sources(_ files: [(String, String)]) -> [(path: String, bytes: [UInt8]?)] {
        files.map { ($0.0, Array($0.1.utf8)) }
    }
}
