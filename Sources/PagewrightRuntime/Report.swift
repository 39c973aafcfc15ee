import Foundation

/// The activities page objects run their steps in, and their failures: each fails the test at
/// the test's line and, unless switched off (`defaults.failureEvidence` in `pagewright.json`, or
/// `attachesEvidence` for a run), attaches the app's element tree and a screenshot, kept always,
/// to the activity the failure happened in.
///
/// Apple API used: `XCTContext.runActivity(named:block:)`
/// (https://developer.apple.com/documentation/xctest/xctcontext/runactivity(named:block:)),
/// `XCTActivity.add(_:)` (https://developer.apple.com/documentation/xctest/xctactivity/add(_:)),
/// `XCTAttachment(string:)`, `XCTAttachment(screenshot:)`, `name`, `lifetime = .keepAlways`
/// (https://developer.apple.com/documentation/xctest/xctattachment), `XCUIScreen.main.screenshot()`
/// (https://developer.apple.com/documentation/xcuiautomation/xcuiscreen).
@MainActor
public enum PagewrightReport {
    /// Whether failures attach the element tree and a screenshot (for every project; a project
    /// whose settings say `"failureEvidence": false` attaches none either way).
    public static var attachesEvidence = true
    private static var activities: [any XCTActivity] = []
    /// How many failures the runtime has reported in this process, counting the steps it skipped
    /// after an earlier failure (`PagewrightJourney`): a journey made of several steps
    /// (navigation) compares it before and after a step to stop at the first that failed.
    public private(set) static var failures = 0

    /// Whether a step at `file`/`line` may wait and act: not once an earlier step of the test
    /// failed (`PagewrightJourney`); the first step refused fails at its line naming that failure.
    public static func proceeds(file: StaticString, line: UInt) -> Bool {
        if PagewrightJourney.proceeds(file: file, line: line) { return true }
        failures += 1
        return false
    }

    /// Runs `body` as a named step of the test report.
    public static func run<Result>(_ name: String, _ body: () -> Result) -> Result {
        XCTContext.runActivity(named: name) { activity in
            activities.append(activity)
            defer { activities.removeLast() }
            return body()
        }
    }

    /// Fails the test at `file`/`line` with `message`, attaching the evidence unless `evidence`
    /// (the project's setting) or `attachesEvidence` says not to.
    /// After an earlier failure of the test, it is the short "skipped" failure instead (once).
    public static func fail(_ message: String, in application: XCUIApplication, evidence: Bool = true, file: StaticString, line: UInt) {
        guard proceeds(file: file, line: line) else { return }
        if evidence && attachesEvidence { attachEvidence(of: application) }
        failures += 1
        PagewrightJourney.fail(message, file: file, line: line) { XCTFail(message, file: file, line: line) }
    }

    /// The element tree (`debugDescription`) and a screenshot of the screen.
    public static func attachEvidence(of application: XCUIApplication) {
        let tree = XCTAttachment(string: elementTree(of: application))
        tree.name = "Element tree"
        tree.lifetime = .keepAlways
        let screenshot = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
        screenshot.name = "Screenshot"
        screenshot.lifetime = .keepAlways
        if let activity = activities.last {
            activity.add(tree)
            activity.add(screenshot)
        } else {
            XCTContext.runActivity(named: "Failure evidence") { activity in
                activity.add(tree)
                activity.add(screenshot)
            }
        }
    }

    /// The app's element tree as `debugDescription` gives it. That is read from a snapshot of the
    /// whole tree, which fails on devices for a tree nested deeper than 62 levels
    /// (appium/WebDriverAgent#542, appium/appium#18085), so a snapshot is tried first, and where
    /// it fails while the app runs, the identified elements are listed one query each instead.
    static func elementTree(of application: XCUIApplication) -> String {
        do {
            _ = try application.snapshot()
        } catch {
            if ScreenObservation.isRunning(application) {
                let lines = ScreenObservation.identifiedElements(of: application).map { element in
                    let label = element.label
                    return "  '\(element.identifier)'" + (label.isEmpty ? "" : ", label: '\(label)'")
                }
                return "No snapshot of the app could be taken (\(error.localizedDescription)).\n"
                    + "Elements with an identifier, found by query (at most \(ScreenObservation.identifiedLimit)):\n"
                    + (lines.isEmpty ? "  none" : lines.joined(separator: "\n"))
            }
        }
        return application.debugDescription
    }
}
