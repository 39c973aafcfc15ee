import Foundation
import XCTest
import XCUIAutomation

/// Lists whose rows are not hittable (or, when created lazily, do not exist) until swiped into view.
@MainActor
final class ScrollingTests: XCTestCase {
    /// A screen with a title and a 60-row list below it; taps on a row are counted per row.
    private func launchList(style: SimulatedElement.ListStyle) -> (SimulatedDevice, SimulatedApp, XCUIApplication, () -> [Int]) {
        var tapped: [Int] = []
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement.navigationBar("Contacts")
            SimulatedElement.list("Contacts.list", style: style) {
                for index in 0..<60 {
                    SimulatedElement.cell("Contact.\(index)", label: "Contact \(index)").onTap { _ in tapped.append(index) }
                }
            }
        }
        return (device, app, ui, { tapped })
    }

    func testATableRowBelowTheFoldExistsButIsNotHittableAndATapScrollsItIntoViewFirst() async {
        let (device, app, ui, tapped) = launchList(style: .table)
        let list = ui.tables["Contacts.list"]
        // 759 points between the bars: 44 for the navigation bar, 715 for the list (16.25 rows).
        XCTAssertEqual(list.frame, CGRect(x: 0, y: 103, width: 393, height: 715))
        XCTAssertEqual(list.cells.count, 60, "a UITableView exposes every row")
        let row = list.cells["Contact.30"]
        XCTAssertTrue(row.exists)
        XCTAssertFalse(row.isHittable)
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 103 + 30 * 44, width: 393, height: 44))

        XCTAssertEqual(device.capturingFailures { row.tap() }.count, 0)
        XCTAssertEqual(tapped(), [30], "the tap reached the row once it was scrolled into view")
        XCTAssertTrue(row.isHittable)
        XCTAssertEqual(row.frame.maxY, 818, "scrolled just far enough to show it")
        XCTAssertEqual(app.element("Contacts.list")?.contentOffset, 31 * 44 - 715)
    }

    func testSwipesScrollByMostOfAViewAndStopAtTheEnds() async {
        let (_, app, ui, _) = launchList(style: .table)
        let list = ui.tables["Contacts.list"]
        let model = app.element("Contacts.list")!
        list.swipeUp()
        XCTAssertEqual(model.contentOffset, 715 * 0.8, accuracy: 0.001)
        list.swipeDown()
        XCTAssertEqual(model.contentOffset, 0, accuracy: 0.001)
        list.swipeDown()
        XCTAssertEqual(model.contentOffset, 0, "no scrolling above the top")
        list.swipeUp(velocity: .slow)
        XCTAssertEqual(model.contentOffset, 715 * 0.5, accuracy: 0.001)
        list.swipeUp(velocity: .fast)
        XCTAssertEqual(model.contentOffset, 715 * 2, accuracy: 0.001)
        for _ in 0..<5 { list.swipeUp(velocity: .fast) }
        XCTAssertEqual(model.contentOffset, 60 * 44 - 715, "no scrolling past the last row")
        XCTAssertTrue(list.cells["Contact.59"].isHittable)
        XCTAssertFalse(list.cells["Contact.0"].isHittable)
    }

    func testASwipeOnTheAppScrollsTheListUnderTheScreensCentre() async {
        let (_, app, ui, _) = launchList(style: .table)
        ui.swipeUp()
        XCTAssertEqual(app.element("Contacts.list")?.contentOffset ?? 0, 715 * 0.8, accuracy: 0.001)
    }

    func testLazilyCreatedRowsDoNotExistUntilSwipedIntoView() async {
        let (device, _, ui, tapped) = launchList(style: .collectionView)
        let list = ui.collectionViews["Contacts.list"]
        XCTAssertEqual(list.cells.count, 17, "only the rows in view exist (16 whole ones and a part of the 17th)")
        let row = list.cells["Contact.30"]
        XCTAssertFalse(row.exists)
        let failures = device.capturingFailures { row.tap() }
        XCTAssertTrue(failures.first?.message.hasPrefix(
            "Failed to tap XCUIApplication().collectionViews[\"Contacts.list\"].cells[\"Contact.30\"]: No matches found") == true,
            "\(failures.messages)")

        var swipes = 0
        while !row.exists, swipes < 10 {
            list.swipeUp()
            swipes += 1
        }
        XCTAssertEqual(swipes, 2, "0.8 of a view per swipe: row 30 (at 1320 points) appears after the second")
        XCTAssertFalse(list.cells["Contact.0"].exists, "rows scrolled away are gone again")
        row.tap()
        XCTAssertEqual(tapped(), [30])
    }

    func testAScrollViewScrollsAnElementInsideAContainerIntoView() async {
        var saved = false
        let (_, _, ui) = launchSimulatedApp {
            SimulatedElement.scrollView("Form") {
                for index in 0..<20 { SimulatedElement.textField("Field.\(index)", placeholder: "Field \(index)") }
                SimulatedElement.group("Footer") {
                    SimulatedElement.button("Save", label: "Save").onTap { _ in saved = true }
                }
            }
        }
        XCTAssertFalse(ui.buttons["Save"].isHittable)
        ui.buttons["Save"].tap()
        XCTAssertTrue(saved)
        XCTAssertTrue(ui.buttons["Save"].isHittable)
    }
}
