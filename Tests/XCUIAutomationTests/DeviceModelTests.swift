import Foundation
import XCTest
import XCUIAutomation

/// Device models (idiom, screen, size classes), alert geometry and touches at a point.
@MainActor
final class DeviceModelTests: XCTestCase {
    private func launchOn(_ model: SimulatedDevice.Model, @SimulatedUIBuilder screen: @escaping @MainActor () -> [SimulatedElement]) -> XCUIApplication {
        let device = SimulatedDevice.reset(model: model)
        let app = SimulatedApp(bundleIdentifier: "com.example.model")
        app.screen("Main", screen)
        device.install(app)
        let ui = XCUIApplication()
        ui.launch()
        return ui
    }

    func testAnIPhoneIsCompactWideAndAnIPadRegularInBothDirections() async {
        let phone = launchOn(.iPhone15) { SimulatedElement.list("List") { SimulatedElement.cell("Row", label: "Row") } }
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(phone.frame.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(phone.tables["List"].horizontalSizeClass, .compact)
        XCTAssertEqual(phone.tables["List"].verticalSizeClass, .regular)
        XCTAssertEqual(phone.cells["Row"].frame.minY, 59, "below the Dynamic Island's status bar")
        XCUIDevice.shared.orientation = .landscapeRight
        XCTAssertEqual(phone.tables["List"].verticalSizeClass, .compact)
        XCTAssertEqual(phone.tables["List"].horizontalSizeClass, .compact)
        XCTAssertEqual(phone.cells["Row"].frame.minY, 0, "no status bar in landscape")

        let pad = launchOn(.iPad10) {
            SimulatedElement.list("List") { for index in 0..<100 { SimulatedElement.cell("Row.\(index)", label: "Row \(index)") } }
        }
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(UIDevice.current.model, "iPad")
        XCTAssertEqual(pad.frame.size, CGSize(width: 820, height: 1180))
        XCTAssertEqual(pad.tables["List"].horizontalSizeClass, .regular)
        XCTAssertEqual(pad.tables["List"].verticalSizeClass, .regular)
        XCTAssertEqual(pad.cells["Row.0"].frame.minY, 24)
        XCTAssertEqual(pad.tables["List"].frame.maxY, 1180 - 20, "a long list ends at the home indicator")
        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertEqual(pad.frame.size, CGSize(width: 1180, height: 820))
        XCTAssertEqual(pad.tables["List"].horizontalSizeClass, .regular)

        let large = launchOn(.iPhone15ProMax) { SimulatedElement.button("Go", label: "Go") }
        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertEqual(large.buttons["Go"].horizontalSizeClass, .regular, "the largest iPhones are regular wide in landscape")
        XCTAssertEqual(large.buttons["Go"].verticalSizeClass, .compact)
        XCTAssertEqual(UIDeviceOrientation.landscapeLeft.rawValue, 3)
        XCTAssertEqual(UIUserInterfaceIdiom.pad.rawValue, 1)
    }

    func testAnAppCanGiveAPartOfItsScreenOtherSizeClasses() async throws {
        let ui = launchOn(.iPad10) {
            SimulatedElement.group("Sidebar") {
                SimulatedElement.list("Orders") { SimulatedElement.cell("Order", label: "Order") }
            }.withSizeClasses(horizontal: .compact)
            SimulatedElement.list("Details") { SimulatedElement.cell("Total", label: "Total") }
        }
        XCTAssertEqual(ui.tables["Orders"].horizontalSizeClass, .compact, "inherited from the sidebar")
        XCTAssertEqual(ui.tables["Orders"].verticalSizeClass, .regular)
        XCTAssertEqual(ui.tables["Details"].horizontalSizeClass, .regular)
        let snapshot = try ui.otherElements["Sidebar"].snapshot()
        XCTAssertEqual(snapshot.children[0].horizontalSizeClass, .compact)
        XCTAssertEqual(snapshot.dictionaryRepresentation[.horizontalSizeClass] as? Int, XCUIElement.SizeClass.compact.rawValue)
    }

    func testTwoAlertButtonsSitSideBySideAndMoreAreStacked() async {
        let (_, app, ui) = launchSimulatedApp { SimulatedElement.button("Go", label: "Go") }
        app.present(.alert("Log out?", message: "Are you sure you want to log out of your account?", buttons: ["Back", "Log Out"]))
        let pair = ui.alerts.element.buttons.allElementsBoundByIndex.map(\.frame)
        XCTAssertEqual(pair, [CGRect(x: 61.5, y: 426 - 43 + 42, width: 135, height: 44),
                              CGRect(x: 196.5, y: 426 - 43 + 42, width: 135, height: 44)])
        XCTAssertFalse(Self.shareOneX(ui.alerts.element.buttons), "what woocommerce's SettingsScreen checks to pick a button")
        ui.alerts.buttons["Back"].tap()

        app.present(.alert("Photo", buttons: ["Take Photo", "Choose from Library", "Cancel"]))
        let three = ui.alerts.element.buttons.allElementsBoundByIndex.map(\.frame)
        XCTAssertEqual(three.map(\.minX), [61.5, 61.5, 61.5])
        XCTAssertEqual(three.map(\.minY), [three[0].minY, three[0].minY + 44, three[0].minY + 88])
        ui.alerts.buttons["Cancel"].tap()

        app.present(.alert("Delete", buttons: ["Keep the original photos", "Delete"]))
        XCTAssertTrue(Self.shareOneX(ui.alerts.element.buttons), "a title too long for half the alert stacks the pair")
        ui.alerts.buttons["Delete"].tap()

        let forced = SimulatedElement.alert("Sign out", buttons: ["Sign Out", "Back"])
        forced.stacksButtons = true
        app.present(forced)
        XCTAssertTrue(Self.shareOneX(ui.alerts.element.buttons))
        XCTAssertEqual(ui.alerts.element.frame.height, 21 + 88)
    }

    private static func shareOneX(_ query: XCUIElementQuery) -> Bool {
        Set(query.allElementsBoundByIndex.map(\.frame.minX)).count == 1
    }

    func testACoordinateTapReachesWhatIsDrawnAtThatPoint() async {
        var reached: [String] = []
        let (_, app, ui) = launchSimulatedApp {
            SimulatedElement.textView("Learn", label: "Learn more about payments") {
                SimulatedElement.link("payments", id: "Learn.link")
                    .onTap { _ in reached.append("link") }
            }.onTap { _ in reached.append("text view") }
            SimulatedElement(.button, id: "Card", label: "Card") {
                SimulatedElement.text("Pay by card", id: "Card.title")
            }.onTap { _ in reached.append("card") }
        }
        // The text view is 44 points tall and its link fills it: a tap at (0.1, 0.5) lands on the link.
        ui.textViews["Learn"].coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.5)).tap()
        XCTAssertEqual(reached, ["link"])
        XCTAssertFalse(ui.textViews["Learn"].hasFocus, "the touch went to the link, not the text view")
        ui.staticTexts["Card.title"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        XCTAssertEqual(reached, ["link", "card"], "a text inside a button passes the touch to the button")
        ui.textViews["Learn"].tap()
        XCTAssertEqual(reached.last, "text view", "an element's own tap reaches the element")
        XCTAssertTrue(ui.textViews["Learn"].hasFocus, "…and an editable text view takes focus")
        app.focus(nil)
        app.element("Learn")!.isEditable = false
        ui.textViews["Learn"].tap()
        XCTAssertFalse(ui.textViews["Learn"].hasFocus, "a read-only one does not")
        XCTAssertFalse(ui.keyboards.element.exists)
        reached = ["link", "card"]

        app.present(.alert("Busy", buttons: ["OK"]))
        ui.buttons["Card"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        XCTAssertEqual(reached, ["link", "card"], "outside an alert the dimmed screen takes the touch")
        let ok = ui.alerts.buttons["OK"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        ok.tap()
        XCTAssertFalse(ui.alerts.element.exists, "the alert's button was under the point")
        ui.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.99)).tap()
        XCTAssertEqual(reached, ["link", "card"], "nothing there reacts")
    }

    func testACoordinateTapUnderAnOverlayOrOnAKeyReachesTheOverlayOrTypes() async {
        var taps = 0
        let (_, app, ui) = launchSimulatedApp {
            SimulatedElement.textField("Code").focusedWhenShown()
            SimulatedElement.button("Pay", label: "Pay").onTap { _ in taps += 1 }
        }
        ui.keys["A"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        XCTAssertEqual(ui.textFields["Code"].value as? String, "A")
        app.element("Pay")!.children.append(.overlay("Spinner"))
        ui.buttons["Pay"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        XCTAssertEqual(taps, 0)
    }

    func testASwipeOnTheAppScrollsTheFrontmostScrollViewUnderTheCentre() async {
        let (_, app, ui) = launchSimulatedApp {
            SimulatedElement.list("Orders") {
                for index in 0..<40 { SimulatedElement.cell("Order.\(index)", label: "Order \(index)") }
            }
            SimulatedElement(.scrollView, id: "Sheet", frame: CGRect(x: 0, y: 300, width: 393, height: 400)) {
                for index in 0..<20 { SimulatedElement.button("Field.\(index)", label: "Field \(index)") }
            }
        }
        ui.swipeUp()
        XCTAssertEqual(app.element("Sheet")?.contentOffset ?? 0, 400 * 0.8, accuracy: 0.001, "the sheet on top scrolls")
        XCTAssertEqual(app.element("Orders")?.contentOffset, 0, "the list beneath it does not")
        app.element("Sheet")!.frame = CGRect(x: 0, y: 600, width: 393, height: 200)
        ui.swipeUp()
        XCTAssertEqual(app.element("Orders")?.contentOffset ?? 0, (852 - 59 - 34) * 0.8, accuracy: 0.001,
                       "with the sheet out of the middle, the list there scrolls")
        app.present(.alert("Wait", buttons: ["OK"]))
        ui.swipeDown()
        XCTAssertEqual(app.element("Orders")?.contentOffset ?? 0, (852 - 59 - 34) * 0.8, accuracy: 0.001,
                       "an alert's dimmed surroundings take the swipe")
    }
}
