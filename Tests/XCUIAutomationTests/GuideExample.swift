import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

#if !canImport(Darwin)
/// A recipes app as its UI test sees it: sign in, a long list, a recipe you can rename, and the
/// system asking for notification permission the first time you save.
@MainActor
enum RecipesApp {
    static let bundleIdentifier = "com.example.recipes"

    /// What the app remembers while it runs.
    final class State {
        var titles = (1...50).map { "Recipe \($0)" }
        var opened = 0
        var askedForNotifications = false
    }

    @discardableResult
    static func install(on device: SimulatedDevice = .current) -> State {
        let state = State()
        let app = SimulatedApp(bundleIdentifier: bundleIdentifier, name: "Recipes", launchDelay: 1)

        app.screen("SignIn") {
            SimulatedElement.navigationBar("Sign In")
            SimulatedElement.textField("SignIn.email", placeholder: "Email", keyboard: .emailAddress).focusedWhenShown()
            SimulatedElement.secureField("SignIn.password", placeholder: "Password")
            SimulatedElement.button("SignIn.submit", label: "Sign In").onTap { event in
                guard event.app.element("SignIn.password")?.value == "s3cret" else {
                    event.app.present(.alert("Wrong password", message: "Try again.", buttons: ["OK"]))
                    return
                }
                event.app.show("Recipes", after: 1.5)  // the server takes a moment
            }
        }

        app.screen("Recipes") {
            SimulatedElement.navigationBar("Recipes")
            SimulatedElement.list("Recipes.list", style: .collectionView) {
                for (index, title) in state.titles.enumerated() {
                    SimulatedElement.cell("Recipe.\(index + 1)", label: title).onTap { event in
                        state.opened = index
                        event.app.show("Recipe")
                    }
                }
            }
        }

        app.screen("Recipe") {
            SimulatedElement.navigationBar(state.titles[state.opened], id: "Recipe.nav") {
                SimulatedElement.button("Recipe.back", label: "Recipes").onTap(show: "Recipes")
            }
            SimulatedElement.text(state.titles[state.opened], id: "Recipe.title")
            SimulatedElement.button("Recipe.rename", label: "Rename").onTap { event in
                let title = state.titles[state.opened]
                event.app.present(.alert("Rename recipe", textFields: [.text(id: "Rename.name", text: title)],
                                         buttons: ["Cancel", "Save"]) { answer in
                    guard answer.button == "Save" else { return }
                    state.titles[state.opened] = answer.texts[0]
                    answer.app.element("Recipe.title")?.label = answer.texts[0]
                    askForNotificationsOnce(state, on: answer.app.hostDevice)
                })
            }
        }

        device.install(app, asAppUnderTest: true)
        return state
    }

    /// iOS asks once, from Springboard, over the app.
    private static func askForNotificationsOnce(_ state: State, on device: SimulatedDevice) {
        guard !state.askedForNotifications else { return }
        state.askedForNotifications = true
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Recipes"), after: 0.5)
    }
}

#endif

/// An ordinary UI test: the same source runs against the real app on a device.
@MainActor
final class RecipesUITests: XCTestCase {
    var app: XCUIApplication { XCUIApplication() }

    override func setUp() async throws {
        #if !canImport(Darwin)
        RecipesApp.install()  // on Linux the simulated app stands in for the real one
        #endif
        addUIInterruptionMonitor(withDescription: "Permission alerts") { alert in
            for answer in ["Allow", "Allow While Using App"] where alert.buttons[answer].exists {
                alert.buttons[answer].tap()
                return true
            }
            return false
        }
    }

    func testRenamingARecipeFarDownTheList() async throws {
        renameRecipe30()
    }

    func testAWrongPasswordShowsAnAlert() async throws {
        app.launch()
        XCTAssertTrue(app.keyboards.element.waitForExistence(timeout: 2))  // the email field has focus
        app.textFields["SignIn.email"].typeText("ada@example.com")
        app.secureTextFields["SignIn.password"].tap()
        app.secureTextFields["SignIn.password"].typeText("guess")
        tapWhenReady(app.buttons["SignIn.submit"])
        XCTAssertTrue(app.alerts["Wrong password"].waitForExistence(timeout: 2))
        app.alerts["Wrong password"].buttons["OK"].tap()
        XCTAssertTrue(app.buttons["SignIn.submit"].isHittable)
    }

    #if !canImport(Darwin)
    func testTheJourneyOnAnIPad() async throws {
        let device = SimulatedDevice.reset(model: .iPad10)
        RecipesApp.install(on: device)
        renameRecipe30()
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(app.collectionViews["Recipes.list"].horizontalSizeClass, .regular)
    }

    func testTheJourneyHoldsUpUnderChaos() async throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: seed))
            RecipesApp.install(on: device)
            let failures = device.capturingFailures { renameRecipe30() }
            XCTAssertEqual(failures.map(\.message), [], "seed \(seed)")
        }
    }
    #endif

    /// Signs in, finds recipe 30 far down the list, renames it through the alert and goes back.
    private func renameRecipe30(file: StaticString = #filePath, line: UInt = #line) {
        app.launch()
        tapWhenReady(app.textFields["SignIn.email"], file: file, line: line)
        app.textFields["SignIn.email"].typeText("ada@example.com")
        tapWhenReady(app.secureTextFields["SignIn.password"], file: file, line: line)
        app.secureTextFields["SignIn.password"].typeText("s3cret")
        tapWhenReady(app.buttons["SignIn.submit"], file: file, line: line)

        let list = app.collectionViews["Recipes.list"]
        XCTAssertTrue(list.waitForExistence(timeout: 5), file: file, line: line)
        let recipe = list.cells["Recipe.30"]
        var swipes = 0
        while !recipe.exists, swipes < 10 {  // rows are created as they scroll into view
            list.swipeUp()
            swipes += 1
        }
        tapWhenReady(recipe, file: file, line: line)

        tapWhenReady(app.buttons["Recipe.rename"], file: file, line: line)
        let name = app.alerts["Rename recipe"].textFields["Rename.name"]
        tapWhenReady(name, file: file, line: line)
        // The tap left the caret where it landed, mid-text; one inside the trailing edge moves it to the end.
        name.coordinate(withNormalizedOffset: CGVector(dx: 1, dy: 0.5)).withOffset(CGVector(dx: -6, dy: 0)).tap()
        name.typeText(" (spicy)")
        tapWhenReady(app.alerts["Rename recipe"].buttons["Save"], file: file, line: line)
        let title = app.staticTexts["Recipe.title"]
        XCTAssertTrue(title.waitForExistence(timeout: 2), file: file, line: line)  // then wait on what it says
        XCTAssertTrue(title.wait(for: \.label, toEqual: "Recipe 30 (spicy)", timeout: 2), file: file, line: line)

        // The permission alert comes up over the app; the monitor answers it when it is in the way.
        tapWhenReady(app.buttons["Recipe.back"], file: file, line: line)
        XCTAssertTrue(list.waitForExistence(timeout: 2), file: file, line: line)
    }

    /// Waits until `element` is there and enabled, then taps it: what every step of a robust UI
    /// test (or a generated page object) does.
    private func tapWhenReady(_ element: XCUIElement, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(element.waitForExistence(timeout: 5), "\(element) never appeared", file: file, line: line)
        XCTAssertTrue(element.wait(for: \.isEnabled, toEqual: true, timeout: 5), "\(element) stayed disabled", file: file, line: line)
        element.tap()
    }
}
