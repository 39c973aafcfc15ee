import Foundation
import XCTest
import XCUIAutomation

@MainActor
final class QueryTests: XCTestCase {
    private func launchForm() -> (device: SimulatedDevice, app: SimulatedApp, ui: XCUIApplication) {
        launchSimulatedApp {
            SimulatedElement(.navigationBar, id: "Form.nav", label: "Profile") {
                SimulatedElement(.button, id: "Form.back", label: "Back")
            }
            SimulatedElement(.table, id: "Form.table") {
                SimulatedElement(.cell, id: "Form.row") {
                    SimulatedElement(.staticText, id: "Form.row.title", label: "Alpha")
                    SimulatedElement(.button, id: "Form.row.info", label: "Info")
                }
                SimulatedElement(.cell, id: "Form.row") {
                    SimulatedElement(.staticText, id: "Form.row.title", label: "Beta")
                }
                SimulatedElement(.cell, id: "Form.other", title: "Gamma")
            }
            SimulatedElement(.textField, id: "Form.name", value: "Ada", placeholder: "Name")
            SimulatedElement(.textField, id: "Form.city", placeholder: "City")
            SimulatedElement(.button, id: "Form.save", label: "Save")
        }
    }

    func testSubscriptMatchesIdentifierTitleLabelValueAndPlaceholder() async {
        let (_, _, ui) = launchForm()
        XCTAssertEqual(ui.buttons["Form.save"].label, "Save")  // identifier
        XCTAssertEqual(ui.buttons["Save"].identifier, "Form.save")  // label
        XCTAssertEqual(ui.cells["Gamma"].identifier, "Form.other")  // title
        XCTAssertEqual(ui.textFields["Ada"].identifier, "Form.name")  // value
        XCTAssertEqual(ui.textFields["Name"].identifier, "Form.name")  // placeholderValue
        XCTAssertFalse(ui.buttons["Nothing"].exists)
    }

    func testTypePropertiesChildrenAndDescendants() async {
        let (_, _, ui) = launchForm()
        XCTAssertEqual(ui.buttons.count, 3)
        XCTAssertEqual(ui.cells.count, 3)
        XCTAssertEqual(ui.descendants(matching: .any).count, 13, "the screen's 12 elements and the main window")
        XCTAssertEqual(ui.children(matching: .any).count, 1, "an app's only child is its main window")
        XCTAssertEqual(ui.windows.count, 1)
        XCTAssertEqual(ui.windows.element.children(matching: .any).count, 5)
        XCTAssertEqual(ui.windows.element.children(matching: .button).count, 1)
        XCTAssertEqual(ui.tables["Form.table"].children(matching: .cell).count, 3)
        XCTAssertEqual(ui.tables["Form.table"].children(matching: .staticText).count, 0)
        XCTAssertEqual(ui.tables["Form.table"].descendants(matching: .staticText).count, 2)
        XCTAssertEqual(ui.navigationBars["Profile"].buttons.count, 1)
        XCTAssertEqual(ui.tables.cells.staticTexts.count, 2)
        XCTAssertEqual(ui.otherElements.count, 0)
        XCTAssertEqual(ui.switches.count, 0)
    }

    func testIndexFirstMatchAndAllElements() async {
        let (_, _, ui) = launchForm()
        let rows = ui.cells.matching(identifier: "Form.row")
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows.element(boundBy: 1).staticTexts.element.label, "Beta")
        XCTAssertFalse(rows.element(boundBy: 2).exists)
        XCTAssertEqual(rows.firstMatch.staticTexts.firstMatch.label, "Alpha")
        XCTAssertEqual(ui.cells.allElementsBoundByIndex.map(\.identifier), ["Form.row", "Form.row", "Form.other"])
        XCTAssertEqual(ui.staticTexts.allElementsBoundByAccessibilityElement.map(\.label), ["Alpha", "Beta"])
        XCTAssertEqual(ui.buttons.element(boundBy: 0).identifier, "Form.back")
    }

    func testContainingAndMatching() async {
        let (_, _, ui) = launchForm()
        XCTAssertEqual(ui.cells.containing(.staticText, identifier: "Beta").element.identifier, "Form.row")
        XCTAssertEqual(ui.cells.containing(.button, identifier: nil).count, 1)
        XCTAssertEqual(ui.cells.containing(NSPredicate(format: "label == %@", "Alpha")).count, 1)
        XCTAssertEqual(ui.descendants(matching: .any).matching(.textField, identifier: nil).count, 2)
        XCTAssertEqual(ui.descendants(matching: .any).matching(.textField, identifier: "City").count, 1)
        XCTAssertEqual(ui.buttons.matching(NSPredicate(format: "label BEGINSWITH 'S'")).element.identifier, "Form.save")
        XCTAssertEqual(ui.descendants(matching: .any).element(matching: .button, identifier: "Info").identifier, "Form.row.info")
        XCTAssertEqual(ui.buttons.element(matching: NSPredicate(format: "label == 'Back'")).identifier, "Form.back")
    }

    func testSeveralMatchesExistButFailWhenUsedAndNoneIsSimplyFalse() async {
        let (device, _, ui) = launchForm()
        let several = ui.cells.matching(identifier: "Form.row").element
        let byKey = ui.cells["Form.row"]
        let byTypeAndKey = ui.descendants(matching: .any).element(matching: .cell, identifier: "Form.row")
        let none = ui.switches.element
        var existence: [Bool] = []
        let quiet = device.capturingFailures {
            existence = [several.exists, byKey.exists, byTypeAndKey.exists, several.waitForExistence(timeout: 1), none.exists]
        }
        XCTAssertEqual(existence, [true, true, true, true, false])
        XCTAssertEqual(quiet.messages, [], "existence needs no single match")
        XCTAssertEqual(ui.cells.matching(identifier: "Form.row").firstMatch.staticTexts.element.label, "Alpha",
                       "firstMatch takes the first in document order, without a failure")

        let failures = device.capturingFailures {
            several.tap()
            _ = byKey.label
            _ = byTypeAndKey.isHittable
            none.tap()
        }
        XCTAssertEqual(failures.count, 4)
        XCTAssertTrue(failures[0].message.hasPrefix(
            "Failed to tap XCUIApplication().cells.matching(identifier: \"Form.row\").element: Find single matching element. Multiple matching elements found (2)"),
            failures[0].message)
        XCTAssertTrue(failures[1].message.hasPrefix(
            "Failed to get label of XCUIApplication().cells[\"Form.row\"]: Find single matching element. Multiple matching elements found (2)"),
            failures[1].message)
        XCTAssertTrue(failures[2].message.contains("Multiple matching elements found (2)"), failures[2].message)
        XCTAssertTrue(failures[3].message.hasPrefix(
            "Failed to tap XCUIApplication().switches.element: No matches found for XCUIApplication().switches."),
            failures[3].message)
    }

    func testContainingCountsTheElementItselfAsWellAsItsDescendants() async {
        let (_, _, ui) = launchForm()
        let alpha = NSPredicate(format: "label CONTAINS[c] %@", "alp")
        XCTAssertEqual(ui.staticTexts.containing(alpha).count, 1, "a leaf text matches its own label")
        XCTAssertEqual(ui.staticTexts.containing(alpha).element.identifier, "Form.row.title")
        XCTAssertEqual(ui.cells.containing(alpha).count, 1, "a cell matches through its text")
        XCTAssertEqual(ui.tables.containing(alpha).count, 1, "…and so does everything around it")
        XCTAssertEqual(ui.cells.containing(.cell, identifier: "Form.other").count, 1, "a cell contains itself")
        XCTAssertEqual(ui.buttons.containing(.button, identifier: nil).count, 3)
        XCTAssertEqual(ui.staticTexts.containing(NSPredicate(format: "label == 'Nothing'")).count, 0)
    }

    func testQueriesResolveLazilyAgainstCurrentState() async {
        let (_, app, ui) = launchForm()
        let save = ui.buttons["Form.save"]
        let rows = ui.cells
        XCTAssertTrue(save.exists)
        app.screen("Other") { SimulatedElement(.cell, id: "Other.row") }
        app.show("Other")
        XCTAssertFalse(save.exists)
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows.element.identifier, "Other.row")
    }

    func testDescriptionsSpellTheQuery() async {
        let (_, _, ui) = launchForm()
        XCTAssertEqual(ui.tables["Form.table"].cells.element(boundBy: 1).description,
                       "XCUIApplication().tables[\"Form.table\"].cells.element(boundBy: 1)")
        XCTAssertEqual(ui.buttons.matching(NSPredicate(format: "label CONTAINS[c] %@", "sa")).description,
                       "XCUIApplication().buttons.matching(NSPredicate(format: \"label CONTAINS[c] %@\", \"sa\"))")
        let debug = ui.buttons["Save"].debugDescription
        XCTAssertTrue(debug.hasPrefix("Attributes: Button, {{"), debug)
        XCTAssertTrue(debug.contains("}}, identifier: 'Form.save', label: 'Save'\nElement subtree:\n →Button, 0x"), debug)
    }
}
