import Foundation
import XCTest
import XCUIAutomation

/// A fresh device with one app under test ("com.example.test") showing `screen`, launched.
@MainActor
@discardableResult
func launchSimulatedApp(
    launchDelay: TimeInterval = 0,
    @SimulatedUIBuilder screen: @escaping @MainActor () -> [SimulatedElement]
) -> (device: SimulatedDevice, app: SimulatedApp, ui: XCUIApplication) {
    let device = SimulatedDevice.reset()
    let app = SimulatedApp(bundleIdentifier: "com.example.test", name: "Test", launchDelay: launchDelay)
    app.screen("Main", screen)
    device.install(app)
    let ui = XCUIApplication()
    ui.launch()
    device.roundTrips.reset()
    return (device, app, ui)
}

/// Identifiers of `query`'s current matches, read through the public API.
@MainActor
func identifiers(_ query: XCUIElementQuery) -> [String] {
    query.allElementsBoundByIndex.map(\.identifier)
}

extension Array where Element == SimulatorFailure {
    var messages: [String] { map(\.message) }
}
