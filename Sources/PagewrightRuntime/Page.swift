import Foundation

/// What every page object has, in the factory style (`PagewrightPageObject`) and the plain one
/// (`PagewrightScreen`): the application its screen belongs to, the screen's verification,
/// readiness of a step's element, checks, waiting until a screen is gone, activities, coverage
/// and the accessibility audit. Generated page objects subclass it through their module's base
/// class (`BasePageObject`, `BaseScreen`), which fixes `Settings` to the module's settings.
@MainActor
open class PagewrightPage<Settings: PagewrightProject> {
    public typealias Verification = PagewrightVerification<Settings.Wait>

    public let application: XCUIApplication

    public init(application: XCUIApplication) {
        self.application = application
    }

    /// The anchors of this screen; each generated page object overrides it.
    open class var verification: Verification {
        Verification(screen: "\(self)", wait: Settings.defaultWait, present: [], absent: [])
    }

    /// The anchors this page object verifies: its class's, unless its screen takes parameters
    /// (`"params"`: the tag whose list it is), whose anchors then use this page object's values.
    open var instanceVerification: Verification { Self.verification }

    /// How long verifying the screen waits for it, in seconds: its `verify.wait` (the Page Object
    /// Model article's `awaitTimeout`), asked of the class.
    public class var awaitTimeout: TimeInterval { verification.wait.seconds }

    /// The screen the app showed on the way here, when the action that led here passes through
    /// one only sometimes (`passesThrough`): nil when it came straight.
    public private(set) var arrivedThrough: String?

    /// Records that the app showed `screen` on the way here; returns the page object.
    @discardableResult
    public func arrived(through screen: String) -> Self {
        arrivedThrough = screen
        return self
    }

    /// The route being followed, named in failure messages; the factory style's base class
    /// answers it from its factory.
    open var followedRoute: String? { nil }

    /// Waits until the screen shows (its present anchors exist, or are hittable, and its absent
    /// ones do not), polling within its waiting time; otherwise fails the test at `file`/`line`,
    /// naming what was missing and what was on screen. Returns whether it showed.
    func waitUntilShown(within wait: Settings.Wait?, file: StaticString, line: UInt) -> Bool {
        let verification = instanceVerification
        let verifier = ScreenVerifier<Settings>(verification: verification, screen: "\(Self.self)", route: followedRoute)
        let shown = PagewrightReport.run("verify \(Self.self)") {
            verifier.waitUntilShown(in: application, within: wait ?? verification.wait, file: file, line: line)
        }
        if shown {
            PagewrightCoverage.screen(verification.screen)
            onArrival(file: file, line: line)
        }
        return shown
    }

    /// What the page object does each time it is made, once its screen is verified: a screen's
    /// `onArrival` actions (close an onboarding tour if it shows). Nothing, unless the generated
    /// page object overrides it.
    open func onArrival(file: StaticString, line: UInt) {}

    /// Waits until the whole screen is there: its anchors and every `loaded` element.
    @discardableResult
    public func verifyLoaded(within wait: Settings.Wait? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
        let verification = instanceVerification
        let verifier = ScreenVerifier<Settings>(verification: verification, screen: "\(Self.self)", route: followedRoute, includesLoaded: true)
        _ = PagewrightReport.run("verify \(Self.self) is loaded") {
            verifier.waitUntilShown(in: application, within: wait ?? verification.wait, file: file, line: line)
        }
        return self
    }

    /// Whether the screen is showing now in `application`, without waiting.
    public class func isDisplayed(in application: XCUIApplication) -> Bool {
        ScreenVerifier<Settings>(verification: verification, screen: "\(self)", route: nil).observe(application).isShown
    }

    /// Whether the whole screen (anchors and `loaded` elements) is there now, without waiting.
    public var isLoaded: Bool {
        ScreenVerifier<Settings>(verification: instanceVerification, screen: "\(Self.self)", route: nil, includesLoaded: true).observe(application).isShown
    }

    /// Waits until an element an action is about to use is ready for its step; when it never
    /// is, fails at the test's line naming the action, the element and why, and returns false
    /// so the action stops there.
    public func ready(_ element: XCUIElement, _ name: String, _ readiness: Readiness, within wait: Settings.Wait,
                      firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil,
                      for action: String, file: StaticString, line: UInt) -> Bool {
        let route = followedRoute.map { " Following the route \($0)." } ?? ""
        if PagewrightStepping<Settings>.ready(element, name, readiness, within: wait, firstOf: query, onlyOf: unique, in: application,
                                              step: "\(Self.self).\(action)", note: route, file: file, line: line) { return true }
        actionFailed = true
        return false
    }

    /// Waits until this screen's present anchors are gone (an alert dismissed, a sheet that
    /// closes itself), so that arriving "back" on the screen beneath means something.
    public func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
        let verifier = ScreenVerifier<Settings>(verification: instanceVerification, screen: "\(Self.self)", route: followedRoute)
        PagewrightReport.run("wait until \(Self.self) is gone") {
            verifier.waitUntilGone(in: application, file: file, line: line)
        }
    }

    /// Runs an action's steps as a named step of the test report, and records the action for
    /// `pagewright coverage`. Its steps' failures name it.
    ///
    /// Returns the page object, so an action that stays on its screen is its `perform`.
    @discardableResult
    public func perform(_ action: String, _ body: () -> Void) -> Self {
        actionFailed = false
        let outer = currentAction
        currentAction = action
        defer { currentAction = outer }
        activity(action, body)
        if !actionFailed { PagewrightCoverage.action(action, on: Self.verification.screen) }
        return self
    }

    /// The action `perform` is running (an action may run another), named in its steps' failures.
    private var currentAction = ""

    /// One step of the running action on an element of the screen's `Element` enum: finds it from
    /// the application, waits until it is ready (as `ready` does: for `hittable`, one request
    /// looks at the first enabled match; a failure names the element by its case and the action
    /// by name, at `file`/`line`), then does `act` to it. Returns whether it was ready, so the
    /// action stops at a step that failed. The wait is the project's default unless given.
    @discardableResult
    public func step<Element: PagewrightLocating>(_ element: Element, _ readiness: Readiness = .hittable, within wait: Settings.Wait? = nil,
                                                 file: StaticString, line: UInt, _ act: (XCUIElement) -> Void) -> Bool {
        let found = element.locator(application)
        guard ready(found, "\(element)", readiness, within: wait ?? Settings.defaultWait,
                    firstOf: readiness.awaitsTouch ? element.query(application) : nil,
                    for: currentAction, file: file, line: line) else { return false }
        return PagewrightStepContext.run("\(element)", file: file, line: line) { act(found) }
    }

    /// The same step on an element found otherwise (with parameters, by index or predicate),
    /// named `name` in a failure; `firstOf` and `onlyOf` as for `ready`.
    @discardableResult
    public func step(_ element: XCUIElement, _ name: String, _ readiness: Readiness = .hittable, within wait: Settings.Wait? = nil,
                     firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil,
                     file: StaticString, line: UInt, _ act: (XCUIElement) -> Void) -> Bool {
        guard ready(element, name, readiness, within: wait ?? Settings.defaultWait, firstOf: query, onlyOf: unique,
                    for: currentAction, file: file, line: line) else { return false }
        return PagewrightStepContext.run(name, file: file, line: line) { act(element) }
    }

    /// A step that taps `element` once it is within a touch's reach.
    @discardableResult
    public func tap<Element: PagewrightLocating>(_ element: Element, within wait: Settings.Wait? = nil, file: StaticString, line: UInt) -> Bool {
        step(element, within: wait, file: file, line: line) { $0.tap() }
    }

    /// A step that taps a field once it is within a touch's reach and types `text` into it.
    @discardableResult
    public func type<Element: PagewrightLocating>(_ text: String, into element: Element, within wait: Settings.Wait? = nil,
                                                 file: StaticString, line: UInt) -> Bool {
        step(element, within: wait, file: file, line: line) { field in
            field.tap()
            field.typeText(text)
        }
    }

    /// Set when a step of the current action found its element not ready.
    var actionFailed = false

    /// Runs `body` as a named step, so the test report reads as the journey.
    public func activity(_ name: String, _ body: () -> Void) {
        PagewrightReport.run("\(Self.self): \(name)", body)
    }

    /// Deletes the text of a field (XCUITest has no clear) and checks that it is empty
    /// (`PagewrightStepping.clearText`); when it keeps text, fails at the running step's line (else
    /// `file`/`line`) saying what it holds, and the action stops.
    public func clearText(in field: XCUIElement, file: StaticString = #filePath, line: UInt = #line) {
        let step = PagewrightStepContext.current
        guard !PagewrightStepping<Settings>.clearText(in: field, step?.name ?? "the field", in: application, step: "\(Self.self).\(currentAction)",
                                                      file: step?.file ?? file, line: step?.line ?? line) else { return }
        actionFailed = true
        PagewrightStepContext.failed = true
    }

    /// Pastes the pasteboard's text into `field` through its edit menu (a `paste` step); false,
    /// the test failed at `file`/`line` and the action stopped, when no Paste command showed.
    @discardableResult
    public func paste(into field: XCUIElement, _ name: String, file: StaticString, line: UInt) -> Bool {
        if PagewrightStepping<Settings>.paste(into: field, name, in: application, step: "\(Self.self).\(currentAction)", file: file, line: line) {
            return true
        }
        actionFailed = true
        return false
    }

    /// Fails the test at `file`/`line` with `message`, attaching the evidence the settings ask for.
    public func fail(_ message: String, file: StaticString, line: UInt) {
        PagewrightReport.fail(message, in: application, evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// Waits until `element` meets `expectation` within `wait`; otherwise fails at `file`/`line`
    /// saying what it saw last. With `onlyOf`, the element must be its query's only match.
    public func expect(_ element: XCUIElement, _ name: String, _ expectation: PagewrightCheck.Expectation, within wait: Settings.Wait,
                       onlyOf unique: XCUIElementQuery? = nil, check: String, file: StaticString, line: UInt) {
        PagewrightCheck.expect(element, name, expectation, within: wait, onlyOf: unique, in: application, check: check,
                               evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// A check of one element of the screen's `Element` enum, as a named step of the test report
    /// (`check <name>`): waits until the element meets `expectation` within `wait` (the project's
    /// default unless given); otherwise fails at `file`/`line` as `Screen.name`, naming the element
    /// by its case and saying what it saw last.
    @discardableResult
    public func check<Element: PagewrightLocating>(_ name: String, _ element: Element, _ expectation: PagewrightCheck.Expectation,
                                                  within wait: Settings.Wait? = nil, file: StaticString, line: UInt) -> Self {
        activity("check \(name)") {
            expect(element.locator(application), "\(element)", expectation, within: wait ?? Settings.defaultWait,
                   check: "\(Self.self).\(name)", file: file, line: line)
        }
        return self
    }

    /// The same check of an element found otherwise (with parameters, by index or predicate),
    /// named `elementName` in a failure; with `onlyOf`, it must be its query's only match.
    @discardableResult
    public func check(_ name: String, _ element: XCUIElement, _ elementName: String, _ expectation: PagewrightCheck.Expectation,
                      within wait: Settings.Wait? = nil, onlyOf unique: XCUIElementQuery? = nil, file: StaticString, line: UInt) -> Self {
        activity("check \(name)") {
            expect(element, elementName, expectation, within: wait ?? Settings.defaultWait, onlyOf: unique,
                   check: "\(Self.self).\(name)", file: file, line: line)
        }
        return self
    }

    /// A check that `query` matches `count` elements (`atLeast`: that many or more), as a named
    /// step of the test report; otherwise fails at `file`/`line` as `Screen.name`.
    @discardableResult
    public func check(_ name: String, count query: XCUIElementQuery, _ elementName: String, equals count: Int, atLeast: Bool = false,
                      within wait: Settings.Wait? = nil, file: StaticString, line: UInt) -> Self {
        activity("check \(name)") {
            expectCount(query, elementName, equals: count, atLeast: atLeast, within: wait ?? Settings.defaultWait,
                        check: "\(Self.self).\(name)", file: file, line: line)
        }
        return self
    }

    /// Waits until one of `alternatives` holds (`anyOf`).
    public func expectAny(_ alternatives: [PagewrightCheck.Alternative], within wait: Settings.Wait, check: String, file: StaticString, line: UInt) {
        PagewrightCheck.expectAny(alternatives, within: wait, in: application, check: check, evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// Waits until `query` matches `count` elements (`atLeast`: that many or more).
    public func expectCount(_ query: XCUIElementQuery, _ name: String, equals count: Int, atLeast: Bool = false, within wait: Settings.Wait,
                            check: String, file: StaticString, line: UInt) {
        PagewrightCheck.expectCount(query, name, equals: count, atLeast: atLeast, within: wait, in: application, check: check,
                                    evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// Audits the screen for accessibility issues (iOS 17 or later); each issue fails the test
    /// at the test's line.
    @discardableResult
    public func passesAccessibilityAudit(file: StaticString = #filePath, line: UInt = #line) -> Self {
        activity("accessibility audit") {
            PagewrightCheck.auditAccessibility(of: application, check: "\(Self.self)", evidence: Settings.failureEvidence, file: file, line: line)
        }
        return self
    }
}

/// The base of the factory style's page objects: a factory builds them and verifies each on
/// arrival (`verify()`). The generated `BasePageObject` subclasses it with the module's factory.
@MainActor
open class PagewrightPageObject<Settings: PagewrightProject>: PagewrightPage<Settings> {
    /// Waits until the screen shows (its present anchors exist, or are hittable, and its absent
    /// ones do not), polling within its waiting time; otherwise fails the test at `file`/`line`,
    /// naming what was missing and what was on screen, and the route being followed.
    @discardableResult
    public func verify(within wait: Settings.Wait? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
        _ = waitUntilShown(within: wait, file: file, line: line)
        return self
    }
}

/// The base of the plain style's page objects, which a test creates directly: `LoginScreen()`
/// (on the app the screen belongs to) or `LoginScreen(application: app)`; without a factory
/// nothing verifies a screen on arrival, so the test asks (`waitForScreen()`).
/// `PagewrightInterruptions.monitor(in: self)` in a test's `setUp` handles interruptions with UI
/// interruption monitors.
@MainActor
open class PagewrightScreen<Settings: PagewrightProject>: PagewrightPage<Settings> {
    public required override init(application: XCUIApplication) {
        super.init(application: application)
    }

    /// The screen on the app it belongs to (`defaultApplication`).
    public convenience init() {
        self.init(application: Self.defaultApplication)
    }

    /// The app under test, or, for a screen of another app, that app by bundle identifier.
    open class var defaultApplication: XCUIApplication { XCUIApplication() }

    /// Waits until the screen shows (its present anchors exist, or are hittable, and its absent
    /// ones do not), polling within its waiting time; otherwise fails the test at `file`/`line`,
    /// naming what was missing and what was on screen.
    @discardableResult
    public func waitForScreen(within wait: Settings.Wait? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
        _ = waitUntilShown(within: wait, file: file, line: line)
        return self
    }

    /// Whether the screen is showing now, without waiting (with this page object's parameters,
    /// for a screen that has them).
    public var isDisplayed: Bool {
        ScreenVerifier<Settings>(verification: instanceVerification, screen: "\(Self.self)", route: nil).observe(application).isShown
    }
}

/// The base of plain page objects that verify themselves when created (`plain.verifyOnCreate`),
/// as the pages of the Page Object Model articles await themselves in `init`: creating one is
/// the checkpoint that its screen shows (`LoginScreen()` on the app the screen belongs to, or
/// `LoginScreen(application: app)`), failing the test at the line that created it otherwise, so
/// a test never holds a page object whose screen is not there.
@MainActor
open class PagewrightVerifyingScreen<Settings: PagewrightProject>: PagewrightPage<Settings> {
    /// The page object of the screen on `application`, once the screen shows.
    public required init(application: XCUIApplication, file: StaticString = #filePath, line: UInt = #line) {
        super.init(application: application)
        waitForScreen(file: file, line: line)
    }

    /// The page object of the screen on the app it belongs to (`defaultApplication`), once the
    /// screen shows.
    public convenience init(file: StaticString = #filePath, line: UInt = #line) {
        self.init(application: Self.defaultApplication, file: file, line: line)
    }

    /// The app under test, or, for a screen of another app, that app by bundle identifier.
    open class var defaultApplication: XCUIApplication { XCUIApplication() }

    /// Whether the screen is showing now, asked of the class: without creating a page object,
    /// and so without waiting for the screen.
    public class var exists: Bool { isDisplayed(in: defaultApplication) }

    /// Waits until the screen shows, within its waiting time (or `wait`); otherwise fails the
    /// test at `file`/`line`, naming what was missing and what was on screen.
    @discardableResult
    public func waitForScreen(within wait: Settings.Wait? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
        _ = waitUntilShown(within: wait, file: file, line: line)
        return self
    }

    /// Whether the screen is showing now, without waiting.
    public var isDisplayed: Bool { Self.isDisplayed(in: application) }
}
