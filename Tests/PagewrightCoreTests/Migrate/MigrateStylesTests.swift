import Testing
@testable import PagewrightCore

/// `migrate` on a small suite of each style: what the specs say, what the report says, and that
/// the specs validate.
@Suite("migrate: the styles it recognises")
struct MigrateStylesTests {
    static func file(_ result: SuiteMigration.Result, _ path: String) throws -> String {
        try #require(result.files.first { $0.path == path }, "no \(path) among \(result.files.map(\.path))").contents
    }

    static func report(_ result: SuiteMigration.Result) throws -> String { try file(result, SuiteMigration.reportName) }

    @Test func screenObjectSuiteBecomesScreensATraitAndTransitions() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(MigrationFixtures.screenObject))
        let shelf = try Self.file(result, "Screens/Shelf.json")
        #expect(shelf.contains(#""screen": "Shelf""#))
        #expect(shelf.contains(#""traits": ["PantryTabsComponent"]"#))
        #expect(shelf.contains(#""verify": { "present": ["addJarButton"], "loaded": ["addJarButton", "jarList"] }"#))
        #expect(shelf.contains(#""addJarButton": { "type": "button", "id": "shelf-add-jar" }"#))
        #expect(shelf.contains(#""jarList": { "type": "table", "id": "shelf-jar-list" }"#))
        // The index of the cell is the action's parameter, matched as the n-th cell of any table.
        #expect(shelf.contains(#""cell": { "type": "cell", "inAny": "tables", "params": { "index": { "type": "Int", "match": ["index"] } } }"#))
        #expect(shelf.contains(#""openJarAtIndex": { "params": { "index": { "type": "Int", "label": "atIndex" } }, "tap": "cell", "to": "Jar" }"#))
        #expect(shelf.contains(#""text": { "type": "staticText", "containing": { "predicate": "label CONTAINS[c] $name" }, "unique": false, "params": { "name": "String" } }"#))
        #expect(shelf.contains(#""openJar": { "params": { "name": { "type": "String", "label": "named" } }, "tap": "text", "to": "Jar" }"#))
        #expect(shelf.contains(#""verifyShelfScreenLoaded": { "assert": [{ "exists": "addJarButton" }, { "exists": "jarList" }] }"#))
        #expect(shelf.contains(#""isAddJarShown": { "exists": "addJarButton" }"#))
        let tabs = try Self.file(result, "Screens/PantryTabsComponent.json")
        #expect(tabs.contains(#""trait": "PantryTabsComponent""#))
        #expect(tabs.contains(#""tabBar": { "type": "tabBar", "unique": false }"#))
        #expect(tabs.contains(#""shelfTab": { "type": "button", "id": "tab-shelf", "in": "tabBar" }"#))
        #expect(tabs.contains(#""goToShelf": { "tap": "shelfTab", "to": "Shelf" }"#))
        let jar = try Self.file(result, "Screens/Jar.json")
        #expect(jar.contains(#""enterLabel": { "params": { "label": { "type": "String", "label": "_" } }, "steps": [{ "tap": "labelField" }, { "typeText": "$label", "into": "labelField" }] }"#))
        #expect(jar.contains(#""save": { "tap": "saveButton", "to": "Shelf" }"#))
        #expect(jar.contains(#""verifyLabel": { "params": { "text": { "type": "String", "label": "_" } }, "value": "labelField", "equals": "$text" }"#))
        #expect(try Self.file(result, "pagewright.json").contains(#""pageSuffix": "Screen""#))
        let report = try Self.report(result)
        #expect(report.contains("`Screens/ShelfScreen.swift:46` ShelfScreen.verifyJarCount: a loop (for …)"), "\(report)")
        #expect(report.contains(#"`Screens/JarScreen.swift:32` JarScreen.tapCell: 'app.cells["jar-\\(jar)-\\(Date())"]': an identifier it cannot compute"#), "\(report)")
        #expect(!report.contains("JarScreen.tapCell: no step"), "one note for one cause")
        #expect(report.contains("an overload of 'openJar'"))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    @Test func robotsKeepTheirFluentChainsAndVerifyChecks() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(MigrationFixtures.robots))
        let larder = try Self.file(result, "Robots/Larder.json")
        #expect(larder.contains(#""addItem": { "tap": "addButton", "to": "Item" }"#), "\(larder)")
        #expect(larder.contains(#""search": { "params": { "text": { "type": "String", "label": "for" } }, "steps": [{ "tap": "searchField" }, { "typeText": "$text", "into": "searchField" }] }"#), "\(larder)")
        #expect(larder.contains(#""scrollToBottom": { "swipe": "list", "direction": "up" }"#), "\(larder)")
        #expect(larder.contains(#""larderShown": { "exists": "list" }"#), "\(larder)")
        #expect(larder.contains(#""itemListed": { "params": { "name": { "type": "String", "label": "_" } }, "exists": "text" }"#), "\(larder)")
        #expect(larder.contains(#""emptyMessage": { "params": { "text": { "type": "String", "label": "is" } }, "label": "emptyText", "equals": "$text" }"#), "\(larder)")
        let item = try Self.file(result, "Robots/Item.json")
        #expect(item.contains(#""done": { "tap": "doneButton", "to": "Larder" }"#), "\(item)")
        #expect(item.contains(#""doneButton": { "type": "button", "id": "Item.done", "inAny": "navigationBars" }"#), "\(item)")
        let report = try Self.report(result)
        #expect(report.contains("`Robots/ItemRobot.swift:17` ItemRobot.waitABit: a fixed sleep"), "\(report)")
        #expect(report.contains("the page object names no element that proves it is showing"))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    @Test func robotsOnARobotFrameworksElementFunctions() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(MigrationFixtures.frameworkRobots))
        let cellar = try Self.file(result, "Robots/Cellar.json")
        #expect(cellar.contains(#""addBottleButton": { "type": "button", "id": "Cellar.addBottle" }"#), "\(cellar)")
        #expect(cellar.contains(#""addBottle": { "tap": "addBottleButton", "to": "Bottle" }"#), "\(cellar)")
        #expect(cellar.contains(#""cell": { "type": "cell", "params": { "index": { "type": "Int", "match": ["index"] } } }"#), "\(cellar)")
        #expect(cellar.contains(#""openRow": { "params": { "index": { "type": "Int", "label": "at" } }, "tap": "cell", "to": "Bottle" }"#), "\(cellar)")
        #expect(cellar.contains(#""cellarShown": { "exists": "titleText" }"#), "\(cellar)")
        #expect(cellar.contains(#""sortLabel": { "params": { "text": { "type": "String", "label": "is" } }, "label": "titleText", "equals": "$text" }"#), "\(cellar)")
        let bottle = try Self.file(result, "Robots/Bottle.json")
        #expect(bottle.contains(#""name": { "params": { "name": { "type": "String", "label": "_" } }, "typeText": "$name", "into": "nameField" }"#), "\(bottle)")
        #expect(bottle.contains(#""save": { "tap": "saveButton", "to": "Cellar" }"#), "\(bottle)")
        let report = try Self.report(result)
        // A localised text whose definition the sources do not hold: its Swift name as a placeholder key, reported.
        #expect(cellar.contains(#""localStringSortActionButton": { "type": "button", "label": { "localized": "LocalString._sort_action" } }"#), "\(cellar)")
        #expect(report.contains("`Robots/CellarRobot.swift:7` id.sortButton: 'LocalString._sort_action' is a localised text whose definition is not among the sources read"), "\(report)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    @Test func helperEnumsAndPageClasses() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(MigrationFixtures.helpersAndPages))
        let signIn = try Self.file(result, "Pages/SignIn.json")
        #expect(signIn.contains(#""emailField": { "type": "textField", "id": "signin.email" }"#), "\(signIn)")
        #expect(signIn.contains(#""signIn": { "params": { "email": "String", "password": "String" }, "steps": [{ "tap": "emailField" }, { "typeText": "$email", "into": "emailField" }, { "tap": "passwordField" }, { "typeText": "$password", "into": "passwordField" }, { "tap": "signInButton" }] }"#), "\(signIn)")
        let recipe = try Self.file(result, "Pages/Recipe.json")
        #expect(recipe.contains(#""favouriteButton": { "type": "button", "id": "recipe.favourite", "unique": false }"#), "\(recipe)")
        #expect(recipe.contains(#""steps": { "type": "cell", "in": "stepsTable", "all": true }"#), "\(recipe)")
        #expect(recipe.contains(#""assertStepCount": { "params": { "count": { "type": "Int", "label": "_" } }, "count": "steps", "equals": "$count" }"#), "\(recipe)")
        #expect(recipe.contains(#""markFavourite": { "tap": "favouriteButton" }"#), "\(recipe)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    @Test func sameSuiteSameBytes() {
        let sources = MigrationFixtures.sources(MigrationFixtures.screenObject + MigrationFixtures.robots + MigrationFixtures.helpersAndPages)
        #expect(SuiteMigration.migrate(sources).files == SuiteMigration.migrate(sources.reversed()).files)
    }
}
