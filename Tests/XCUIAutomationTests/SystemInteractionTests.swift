import Foundation
import XCTest
import XCUIAutomation

/// What tests do to the system around the app: paste from the clipboard through a text element's
/// edit menu, tap the status bar to scroll to the top, taps with counts and fingers.
@MainActor
final class SystemInteractionTests: XCTestCase {
    // MARK: The pasteboard and the edit menu

    private func launchForm(onTyping: @escaping @MainActor (String) -> Void = { _ in }) -> (SimulatedDevice, SimulatedApp, XCUIApplication) {
        launchSimulatedApp {
            SimulatedElement.textField("Code", placeholder: "Code").on(.typeText) { onTyping($0.text ?? "") }
            SimulatedElement.secureField("PIN")
            SimulatedElement.button("Done", label: "Done")
        }
    }

    func testAPressOnAFieldShowsPasteWhenThePasteboardHoldsTextAndPasteInsertsIt() async {
        var typed: [String] = []
        let (device, app, ui) = launchForm { typed.append($0) }
        UIPasteboard.general.string = "4711"
        XCTAssertTrue(UIPasteboard.general.hasStrings)
        let field = ui.textFields["Code"]
        XCTAssertFalse(ui.menuItems["Paste"].exists, "no menu before the press")

        field.press(forDuration: 1)
        XCTAssertTrue(field.hasFocus, "a press in a text field begins editing")
        XCTAssertEqual(ui.menuItems.allElementsBoundByIndex.map(\.label), ["Paste"], "an empty field offers nothing to select")
        XCTAssertTrue(ui.menuItems["Paste"].isHittable)
        XCTAssertEqual(device.capturingFailures { ui.menuItems["Paste"].tap() }.count, 0)

        XCTAssertEqual(field.value as? String, "4711")
        XCTAssertEqual(app.element("Code")?.value, "4711")
        XCTAssertEqual(typed, ["4711"], "the app hears of the paste as of typing")
        XCTAssertFalse(ui.menuItems["Paste"].exists, "choosing a command puts the menu away")
        XCTAssertEqual(UIPasteboard.general.string, "4711", "pasting leaves the pasteboard as it was")
    }

    func testAShortPressOrAnEmptyPasteboardShowsNoPaste() async {
        let (_, _, ui) = launchForm()
        let field = ui.textFields["Code"]
        field.press(forDuration: 1)
        XCTAssertFalse(ui.menus.firstMatch.exists, "nothing to paste and nothing to select: no menu")

        UIPasteboard.general.string = "4711"
        ui.buttons["Done"].tap()
        field.press(forDuration: 0.4)
        XCTAssertFalse(ui.menuItems["Paste"].exists, "shorter than UIKit's 0.5 s long press")
        field.press(forDuration: 0.5)
        XCTAssertTrue(ui.menuItems["Paste"].exists)
    }

    func testADoubleTapSelectsAndOffersCutCopyAndPasteWhichReplacesTheSelection() async {
        let (_, app, ui) = launchForm()
        let field = ui.textFields["Code"]
        field.tap()
        field.typeText("1234")
        field.doubleTap()
        XCTAssertEqual(ui.menuItems.allElementsBoundByIndex.map(\.label), ["Cut", "Copy"], "the pasteboard is empty on a fresh device")

        ui.menuItems["Copy"].tap()
        XCTAssertEqual(UIPasteboard.general.string, "1234")
        XCTAssertEqual(UIPasteboard.general.changeCount, 1)

        UIPasteboard.general.string = "99"
        field.doubleTap()
        XCTAssertEqual(ui.menuItems.allElementsBoundByIndex.map(\.label), ["Cut", "Copy", "Paste"])
        ui.menuItems["Paste"].tap()
        XCTAssertEqual(app.element("Code")?.value, "99", "a paste replaces what is selected")

        field.press(forDuration: 1)
        XCTAssertEqual(ui.menuItems.allElementsBoundByIndex.map(\.label), ["Select", "Select All", "Paste"])
        ui.menuItems["Paste"].tap()
        XCTAssertEqual(app.element("Code")?.value, "9999", "with nothing selected it adds at the caret, the end")

        field.doubleTap()
        ui.menuItems["Cut"].tap()
        XCTAssertEqual(app.element("Code")?.value, "")
        XCTAssertEqual(UIPasteboard.general.strings, ["9999"])
    }

    func testASecureFieldOffersOnlyPasteAndAnotherTouchPutsTheMenuAway() async {
        let (_, app, ui) = launchForm()
        let pin = ui.secureTextFields["PIN"]
        pin.tap()
        pin.typeText("12")
        UIPasteboard.general.string = "34"
        pin.doubleTap()
        XCTAssertEqual(ui.menuItems.allElementsBoundByIndex.map(\.label), ["Paste"], "UIKit does not copy secure text")
        ui.buttons["Done"].tap()
        XCTAssertFalse(ui.menus.firstMatch.exists, "a touch elsewhere puts the menu away")

        pin.press(forDuration: 1)
        pin.typeText("5")
        XCTAssertFalse(ui.menus.firstMatch.exists, "so does typing")
        XCTAssertEqual(app.element("PIN")?.value, "152", "the press put the caret where it landed, mid-text (Caret.swift)")
    }

    func testTheMenuSpeaksTheLanguageTheAppWasLaunchedIn() async {
        let (device, _, ui) = launchForm()
        ui.launchArguments = ["-AppleLanguages", "(de, en)"]
        ui.launch()
        UIPasteboard.general.string = "4711"
        ui.textFields["Code"].press(forDuration: 1)
        XCTAssertFalse(ui.menuItems["Paste"].exists, "an English title in a German app would pass here and fail on a device")
        XCTAssertEqual(ui.menuItems.firstMatch.label, "Paste (de)")

        device.systemTexts = ["de": ["Paste": "Einsetzen-Test"]]
        ui.buttons["Done"].tap()
        ui.textFields["Code"].press(forDuration: 1)
        XCTAssertTrue(ui.menuItems["Einsetzen-Test"].exists, "the simulation supplies the system's texts")
    }

    // MARK: The status bar

    private func launchLongList(secondList: Bool = false) -> (SimulatedDevice, SimulatedApp, XCUIApplication) {
        launchSimulatedApp {
            SimulatedElement.list("Inbox.list", style: .table) {
                for index in 0..<40 { SimulatedElement.cell("Row.\(index)", label: "Row \(index)") }
            }
            if secondList {
                SimulatedElement.list("Other.list", style: .table) {
                    for index in 0..<40 { SimulatedElement.cell("Other.\(index)", label: "Other \(index)") }
                }
            }
        }
    }

    func testTheStatusBarIsSpringboardsAndATapOnItScrollsTheListToTheTop() async {
        let (device, app, ui) = launchLongList()
        let springboard = XCUIApplication(bundleIdentifier: SimulatedDevice.springboardBundleIdentifier)
        XCTAssertFalse(ui.statusBars.firstMatch.exists, "the app has no status bar of its own")
        let statusBar = springboard.statusBars.firstMatch
        XCTAssertTrue(statusBar.exists)
        XCTAssertEqual(statusBar.frame, CGRect(x: 0, y: 0, width: 393, height: 59))

        let list = ui.tables["Inbox.list"]
        list.swipeUp()
        list.swipeUp()
        XCTAssertGreaterThan(app.element("Inbox.list")!.contentOffset, 0)
        XCTAssertFalse(list.cells["Row.0"].isHittable)
        XCTAssertEqual(device.capturingFailures { statusBar.tap() }.count, 0)
        XCTAssertEqual(app.element("Inbox.list")?.contentOffset, 0)
        XCTAssertTrue(list.cells["Row.0"].isHittable)

        app.element("Inbox.list")?.scrollsToTop = false
        list.swipeUp()
        statusBar.tap()
        XCTAssertGreaterThan(app.element("Inbox.list")!.contentOffset, 0, "a list that opts out stays where it is")
    }

    func testOnAnIPhoneTwoScrollingListsMeanNoScrollAndInLandscapeThereIsNoStatusBar() async {
        let (device, app, ui) = launchLongList(secondList: true)
        let springboard = XCUIApplication(bundleIdentifier: SimulatedDevice.springboardBundleIdentifier)
        ui.tables["Inbox.list"].swipeUp()
        let offset = app.element("Inbox.list")!.contentOffset
        XCTAssertGreaterThan(offset, 0)
        springboard.statusBars.firstMatch.tap()
        XCTAssertEqual(app.element("Inbox.list")?.contentOffset, offset, "UIKit scrolls none of two on an iPhone")

        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertFalse(springboard.statusBars.firstMatch.exists, "an iPhone in landscape hides its status bar")
        let failures = device.capturingFailures { springboard.statusBars.firstMatch.tap() }
        XCTAssertEqual(failures.count, 1)
    }

    func testOnAnIPadTheListNearestTheStatusBarScrolls() async {
        let device = SimulatedDevice.reset(model: .iPad10)
        let app = SimulatedApp(bundleIdentifier: "com.example.test")
        app.screen("Main") {
            SimulatedElement.list("Top.list", style: .table) {
                for index in 0..<40 { SimulatedElement.cell("Top.\(index)") }
            }
            SimulatedElement.list("Bottom.list", style: .table) {
                for index in 0..<40 { SimulatedElement.cell("Bottom.\(index)") }
            }
        }
        device.install(app)
        let ui = XCUIApplication()
        ui.launch()
        ui.tables["Top.list"].swipeUp()
        ui.tables["Bottom.list"].swipeUp()
        XCUIApplication(bundleIdentifier: SimulatedDevice.springboardBundleIdentifier).statusBars.firstMatch.tap()
        XCTAssertEqual(app.element("Top.list")?.contentOffset, 0)
        XCTAssertGreaterThan(app.element("Bottom.list")!.contentOffset, 0)
    }

    // MARK: Taps with counts

    func testTapsWithACountAndSeveralFingersReachTheirHandlers() async {
        var seen: [SimulatedGesture] = []
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement.button("Logo", label: "Logo")
                .on(.tap) { seen.append($0.gesture) }
                .on(.doubleTap) { seen.append($0.gesture) }
                .on(.taps(3, touches: 1)) { seen.append($0.gesture) }
                .on(.taps(1, touches: 2)) { seen.append($0.gesture) }
        }
        let logo = ui.buttons["Logo"]
        logo.tap(withNumberOfTaps: 1, numberOfTouches: 1)
        logo.tap(withNumberOfTaps: 2, numberOfTouches: 1)
        logo.tap(withNumberOfTaps: 3, numberOfTouches: 1)
        logo.twoFingerTap()
        XCTAssertEqual(seen, [.tap, .doubleTap, .taps(3, touches: 1), .taps(1, touches: 2)])

        let failures = device.capturingFailures { logo.tap(withNumberOfTaps: 0, numberOfTouches: 1) }
        XCTAssertEqual(failures.messages, ["Failed to tap XCUIApplication().buttons[\"Logo\"]: Failed to synthesize event: 0 taps with 1 touches is not a gesture."])
        XCTAssertEqual(seen.count, 4)
    }
}
