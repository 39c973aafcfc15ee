import Foundation

/// One UI interruption monitor (`XCTestCase.addUIInterruptionMonitor(withDescription:handler:)`).
/// Unchecked Sendable: it is created and used only on the main thread, where XCTest runs tests.
final class InterruptionMonitor: NSObject, @unchecked Sendable {
    let handlerDescription: String
    let handler: (XCUIElement) -> Bool

    init(description: String, handler: @escaping (XCUIElement) -> Bool) {
        handlerDescription = description
        self.handler = handler
    }

    override var description: String { "UI interruption monitor \"\(handlerDescription)\"" }
}

/// Monitors belong to the test case that added them ("Adds a handler to the current context"), so
/// they survive `SimulatedDevice.reset()` within a test and end with the test.
@MainActor
enum InterruptionMonitorRegistry {
    private static var running: ObjectIdentifier?
    private static var monitors: [ObjectIdentifier: [InterruptionMonitor]] = [:]

    /// The running test's monitors, oldest first.
    static var active: [InterruptionMonitor] { running.flatMap { monitors[$0] } ?? [] }

    static func add(_ monitor: InterruptionMonitor, for test: ObjectIdentifier) {
        if running == nil { running = test }  // a test run without XCTest's observation
        monitors[test, default: []].append(monitor)
    }

    static func remove(_ token: ObjectIdentifier, for test: ObjectIdentifier) {
        monitors[test]?.removeAll { ObjectIdentifier($0) == token }
    }

    static func testWillStart(_ test: ObjectIdentifier) { running = test }

    static func testDidFinish(_ test: ObjectIdentifier) {
        monitors[test] = nil
        if running == test { running = nil }
    }
}

@MainActor
extension SimulatedDevice {
    /// Virtual seconds an action waits, after a monitor handled an interruption, for it to go away
    /// (XCUITest waits for the app to idle before it looks again).
    static let interruptionSettleTime: TimeInterval = 2

    /// The alert that blocks an interaction with `node`: a system alert over its app, or an alert of
    /// its own app that does not contain it. The application element itself is blocked only by
    /// system alerts (a tap on the app is how tests trigger their monitors).
    func interruption(blocking node: ResolvedNode) -> (alert: SimulatedElement, app: SimulatedApp)? {
        if isCoveredBySystemAlert(node.app), let alert = springboard.alerts.last { return (alert, springboard) }
        if node.element !== node.app.root, let alert = node.app.alerts.last, !alert.contains(node.element),
           !node.app.layout.isKeyboard(node.element)
        {
            return (alert, node.app)
        }
        return nil
    }

    /// Runs the UI interruption monitors for whatever blocks an interaction, as XCUITest does before
    /// it synthesizes the event. Apple: "Handlers are invoked in the reverse order in which they are
    /// added until one of the handlers returns true"; a test "only tries its UI interruption monitors
    /// if the elements it needs to interact with ... are blocked by an interruption from an unrelated
    /// UI" (https://developer.apple.com/documentation/xctest/xctestcase/adduiinterruptionmonitor(withdescription:handler:),
    /// https://developer.apple.com/documentation/xctest/handling-ui-interruptions). The handler gets
    /// the interrupting alert. After a handler returns true the stand-in waits (virtually, up to
    /// `interruptionSettleTime`) for that alert to go, and looks again (at most three rounds).
    /// Returns the element afresh, or nil when it no longer resolves (the failure is reported).
    func handleInterruptions(blocking node: ResolvedNode, of element: XCUIElement, verb: String) -> ResolvedNode? {
        guard !interruptionMonitors.isEmpty, !isHandlingInterruption else { return node }
        var node = node
        for _ in 0..<3 {
            guard let (alert, owner) = interruption(blocking: node) else { return node }
            let interrupting = XCUIElement.bound(to: alert, in: owner)
            isHandlingInterruption = true
            let handled = interruptionMonitors.reversed().contains { $0.handler(interrupting) }
            isHandlingInterruption = false
            guard handled else { return node }
            let deadline = clock.now + Self.interruptionSettleTime
            while owner.alerts.contains(where: { $0 === alert }), clock.now < deadline {
                clock.advance(by: pollInterval)
            }
            guard let again = element.requireNode(for: verb) else { return nil }
            node = again
        }
        return node
    }
}

extension XCUIElement {
    /// An element standing for `target` of `app` exactly (as the interrupting element handed to monitors).
    static func bound(to target: SimulatedElement, in app: SimulatedApp) -> XCUIElement {
        let application = app === app.hostDevice.appUnderTest
            ? XCUIApplication()
            : XCUIApplication(bundleIdentifier: app.bundleIdentifier)
        let query = application.descendants(matching: target.elementType)
        let name = target.identifier.isEmpty ? target.label : target.identifier
        return XCUIElement(locator: .query(query, .node(ObjectIdentifier(target))),
                           path: "\(application.path).\(target.elementType.queryPropertyName)[\(quoted(name))]")
    }
}

extension XCUIElement.ElementType {
    /// The XCUIElementTypeQueryProvider property for this type ("buttons", "otherElements").
    var queryPropertyName: String {
        switch self {
        case .other: "otherElements"
        case .switch: "switches"
        case .checkBox: "checkBoxes"
        case .any, .application: "descendants(matching: .\(self))"
        default: String(describing: self) + "s"
        }
    }
}
