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

    /// Handles whatever blocks an interaction, as XCUITest does before it synthesizes the event:
    /// first the test's UI interruption monitors, then XCUITest's own. Apple: "Handlers are invoked
    /// in the reverse order in which they are added until one of the handlers returns true"; a test
    /// "only tries its UI interruption monitors if the elements it needs to interact with ... are
    /// blocked by an interruption from an unrelated UI"
    /// (https://developer.apple.com/documentation/xctest/xctestcase/adduiinterruptionmonitor(withdescription:handler:),
    /// https://developer.apple.com/documentation/xctest/handling-ui-interruptions). The handler gets
    /// the interrupting alert. When no monitor handles it, XCUITest's built-in handler does: on iOS
    /// it "taps cancel button if any, falls back to the default button otherwise" (WWDC20 session
    /// 10220, "Handle interruptions and alerts in UI tests",
    /// https://developer.apple.com/videos/play/wwdc2020/10220/; notes at
    /// https://wwdcnotes.com/notes/wwdc20/10220/), and the test goes on. Which button is "the default"
    /// of an alert with several and no cancel action Apple does not say: here the preferred action,
    /// else the first button. After a handler the stand-in waits (virtually, up to
    /// `interruptionSettleTime`) for that alert to go, and looks again (at most three rounds).
    /// Returns the element afresh, or nil when it no longer resolves (the failure is reported).
    func handleInterruptions(blocking node: ResolvedNode, of element: XCUIElement, verb: String) -> ResolvedNode? {
        guard !isHandlingInterruption else { return node }
        var node = node
        for _ in 0..<3 {
            guard let (alert, owner) = interruption(blocking: node) else { return node }
            let interrupting = XCUIElement.bound(to: alert, in: owner)
            isHandlingInterruption = true
            let monitor = interruptionMonitors.reversed().first { $0.handler(interrupting) }
            var handled = monitor != nil
            if let monitor {
                handledInterruptions.append(HandledInterruption(alert: alert.label, handler: monitor.handlerDescription, button: nil))
            } else if let button = Self.builtInHandlerChoice(in: alert) {
                roundTrip(.action, "built-in interruption handler taps \(quoted(button.label)) in \(interrupting.path)")
                handledInterruptions.append(HandledInterruption(alert: alert.label, handler: nil, button: button.label))
                owner.touch(button, .tap)
                handled = true
            }
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

    /// The button XCUITest's built-in handler taps in `alert`: its cancel action, else its default
    /// (preferred, else first) button; nil for an alert without buttons.
    static func builtInHandlerChoice(in alert: SimulatedElement) -> SimulatedElement? {
        var buttons: [SimulatedElement] = []
        alert.forEachInSubtree { if $0.elementType == .button { buttons.append($0) } }
        return buttons.first(where: \.isCancelAction) ?? buttons.first(where: \.isPreferredAction) ?? buttons.first
    }
}

/// An interruption that was handled while an interaction waited: by a UI interruption monitor
/// (`handler` is its description) or by XCUITest's built-in handler (`handler` nil, `button` the
/// button it tapped). Not Apple API: `SimulatedDevice.handledInterruptions` lists them, so tests
/// can tell an answer the test gave from one XCUITest gave for it.
public struct HandledInterruption: Sendable, Equatable, CustomStringConvertible {
    /// The alert's title.
    public let alert: String
    /// The monitor's description; nil for XCUITest's built-in handler.
    public let handler: String?
    /// The button the built-in handler tapped.
    public let button: String?

    public init(alert: String, handler: String?, button: String?) {
        self.alert = alert
        self.handler = handler
        self.button = button
    }

    public var description: String {
        if let handler { return "\(quoted(alert)) handled by the monitor \(quoted(handler))" }
        return "\(quoted(alert)) handled by XCUITest's built-in handler, which tapped \(quoted(button ?? ""))"
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
