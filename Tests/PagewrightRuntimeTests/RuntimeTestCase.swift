import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// A project's waiting times, as a generated module declares them.
enum TestWait: String, Sendable, CaseIterable, PagewrightWaitingTime {
    case short, uiInteraction

    var seconds: TimeInterval {
        switch self {
        case .short: 1
        case .uiInteraction: 5
        }
    }
}

/// A project's settings, as a generated module declares them: one interruption (the system's
/// notification alert, dismissed with "Allow"), a launch configuration for the app under test.
enum TestSettings: PagewrightProject {
    static let defaultWait = TestWait.uiInteraction

    static var interruptions: [PagewrightInterruption<Self>] {
        [PagewrightInterruption(screen: "Notifications", application: { XCUIApplication(bundleIdentifier: "com.apple.springboard") },
                                verification: PagewrightVerification(screen: "Notifications", wait: .uiInteraction, present: [
                                    .init("alert", .alert, identifier: nil) { $0.alerts.matching(NSPredicate(format: "label CONTAINS 'Notifications'")).firstMatch },
                                ], absent: []),
                                dismiss: { $0.alerts.firstMatch.buttons["Allow"].tap() })]
    }

    static func launchConfiguration(of app: String) -> (arguments: [String], environment: [String: String]) {
        app == "main" ? (["-configured"], ["MODE": "settings", "KEPT": "settings"]) : ([], [:])
    }
}

/// The same project with failure evidence switched off.
enum QuietSettings: PagewrightProject {
    static let defaultWait = TestWait.uiInteraction
    static let failureEvidence = false
}

/// What the runtime's tests share: a fresh simulated device with a small app installed, and a
/// recorder for the XCTest failures the runtime raises at the test's line.
@MainActor
class RuntimeTestCase: XCTestCase {
    struct RecordedFailure: CustomStringConvertible {
        let message: String
        let line: Int
        var description: String { "\(line): \(message)" }
    }

    private(set) var device: SimulatedDevice!
    private(set) var app: SimulatedApp!

    /// The app under test shows `Home`: a title, a field, an enabled and a disabled button, a
    /// list of three rows; `Home.next` shows `Next` after 2 s, whose `Next.close` goes back.
    override func setUp() async throws {
        device = SimulatedDevice.reset()
        app = SimulatedApp(bundleIdentifier: "com.example.runtime", name: "Runtime")
        app.screen("Home") {
            SimulatedElement.text("Welcome", id: "Home.title")
            SimulatedElement.textField("Home.field", placeholder: "Name")
            SimulatedElement.button("Home.next", label: "Next").onTap(show: "Next", after: 2)
            SimulatedElement.button("Home.disabled", label: "Off", enabled: false)
            SimulatedElement.list("Home.list") {
                for row in 1...3 { SimulatedElement.cell("Home.row", label: "Row \(row)") }
            }
        }
        app.screen("Next") {
            SimulatedElement.text("Next screen", id: "Next.title")
            SimulatedElement.button("Next.close", label: "Close").onTap(show: "Home")
        }
        device.install(app, asAppUnderTest: true)
    }

    /// The app launched on Home.
    @discardableResult
    func launched() -> XCUIApplication {
        let application = XCUIApplication()
        application.launch()
        return application
    }

    /// Runs `body`, collecting the XCTest failures it raises instead of failing the test.
    func recordingFailures(_ body: () -> Void) -> [RecordedFailure] {
        let outer = Recording.active
        Recording.active = []
        body()
        let failures = Recording.active ?? []
        Recording.active = outer
        return failures
    }

    nonisolated override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let captured = MainActor.assumeIsolated { () -> Bool in
            guard Recording.active != nil else { return false }
            // swift-corelibs-xctest prefixes XCTFail's message with "failed - ".
            let message = description.hasPrefix("failed - ") ? String(description.dropFirst("failed - ".count)) : description
            Recording.active?.append(RecordedFailure(message: message, line: lineNumber))
            return true
        }
        if !captured { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }
}

@MainActor
private enum Recording {
    static var active: [RuntimeTestCase.RecordedFailure]?
}

/// The Home screen as a generated factory-style page object has it.
final class HomePage: PagewrightPageObject<TestSettings> {
    override class var verification: Verification {
        Verification(screen: "Home", wait: .uiInteraction, present: [
            .init("title", .staticText, identifier: "Home.title") { $0.staticTexts["Home.title"] },
        ], absent: [])
    }

    override var followedRoute: String? { route }
    var route: String?

    var field: XCUIElement { application.textFields["Home.field"] }
    var next: XCUIElement { application.buttons["Home.next"] }
    var disabled: XCUIElement { application.buttons["Home.disabled"] }
    var rows: XCUIElementQuery { application.tables["Home.list"].cells }
}

/// The Next screen, which shows 2 s after Home's button is tapped.
final class NextPage: PagewrightPageObject<TestSettings> {
    override class var verification: Verification {
        Verification(screen: "Next", wait: .short, present: [
            .init("title", .staticText, identifier: "Next.title") { $0.staticTexts["Next.title"] },
        ], absent: [
            .init("homeTitle", .staticText, identifier: "Home.title") { $0.staticTexts["Home.title"] },
        ])
    }
}
