import Foundation

/// A Screenplay Task: what an actor does, in one line of the test. The generated Tasks are built
/// by sentence-like factories (`RemoveSavedVacancy.inPosition(3)`); a hand-written one performs
/// generated Tasks or Actions.
@MainActor
public protocol Performable {
    /// Does the task, failing the test at the line that made it when the app does not follow.
    func perform()
}

/// A Screenplay Question: what an actor checks. Asking asserts: a wrong answer fails the test at
/// the line that made the question (`SavedVacancies.savedCount(is: 2)`).
@MainActor
public protocol Question {
    func ask()
}

/// A Task that is one closure, as every generated Task is: performing it runs `body`.
@MainActor
public protocol PagewrightTask: Performable {
    /// The Task's steps.
    var body: @MainActor @Sendable () -> Void { get }
}

@MainActor
extension PagewrightTask {
    public func perform() { body() }
}

/// A Question that is one closure, as every generated Question is: asking it runs `body`.
@MainActor
public protocol PagewrightQuestion: Question {
    /// The assertion.
    var body: @MainActor @Sendable () -> Void { get }
}

@MainActor
extension PagewrightQuestion {
    public func ask() { body() }
}

/// A Task that is its steps and, for the report, its name. Generated Tasks are values of it made
/// by a function named like a type (`Save()`) or a sentence-like factory (`EnterLogin.with("ada")`,
/// a static function of a caseless enum): a declaration per Task type costs the type checker
/// more. A hand-written subclass is named after its class, as before.
@MainActor
open class PagewrightScreenplayTask: PagewrightTask {
    public let body: @MainActor @Sendable () -> Void
    /// What the report calls the Task (`Ada attempts to Save`); the class's name unless given.
    let name: String?

    public required init(_ body: @escaping @MainActor @Sendable () -> Void) {
        self.body = body
        self.name = nil
    }

    /// A Task the report calls `name`: what a generated Task function returns.
    public init(named name: String, _ body: @escaping @MainActor @Sendable () -> Void) {
        self.body = body
        self.name = name
    }
}

/// What a generated Question class about a screen inherits: its assertion, and the questions every
/// screen answers, asked of `Screen` (the screen's `…Actions`) and named after the question type
/// in the report (`Vacancy.isDisplayed()`).
@MainActor
open class PagewrightScreenQuestion<Screen: PagewrightScreenplayActions>: PagewrightQuestion {
    public let body: @MainActor @Sendable () -> Void

    public required init(_ body: @escaping @MainActor @Sendable () -> Void) {
        self.body = body
    }

    /// Whether the screen shows, waiting for it within its waiting time (or `wait`).
    public static func isDisplayed(within wait: Screen.Settings.Wait? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
        Self { Screen.verify(within: wait, file: file, line: line) }
    }

    /// Whether the whole screen shows (its anchors and every `loaded` element), waiting within its
    /// waiting time (or `wait`).
    public static func isLoaded(within wait: Screen.Settings.Wait? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
        Self { Screen.verifyLoaded(within: wait, file: file, line: line) }
    }
}

/// A Question that is its assertion and, for the report, its name: what a generated Question
/// that is no screen's returns (`CurrentScreen.is(.login)`, named `CurrentScreen.is(Login)`).
@MainActor
public final class PagewrightScreenplayQuestion: PagewrightQuestion {
    public let body: @MainActor @Sendable () -> Void
    let name: String

    public init(named name: String, _ body: @escaping @MainActor @Sendable () -> Void) {
        self.body = body
        self.name = name
    }
}

extension PagewrightScreenplayQuestion: PagewrightNamedQuestion {}

/// A Question the report names otherwise than by its type.
@MainActor
protocol PagewrightNamedQuestion {
    var name: String { get }
}

extension PagewrightScreenQuestion: PagewrightNamedQuestion {
    /// A generated screen's Question is a `typealias` of this class (`Vacancy` for
    /// `PagewrightAuditedScreenQuestion<VacancyActions>`): the report names it after its screen's
    /// `…Actions` without the suffix, as it was named when it was a subclass; a hand-written
    /// subclass is named after its class.
    var name: String {
        let type = type(of: self)
        guard type == PagewrightScreenQuestion<Screen>.self || type == PagewrightAuditedScreenQuestion<Screen>.self else { return "\(type)" }
        let screen = "\(Screen.self)"
        return screen.hasSuffix("Actions") ? String(screen.dropLast("Actions".count)) : screen
    }
}

/// The Question class of a screen in a project that asks for accessibility audits
/// (`"accessibilityAudit": true`): also `passesAccessibilityAudit()`.
@MainActor
open class PagewrightAuditedScreenQuestion<Screen: PagewrightScreenplayActions>: PagewrightScreenQuestion<Screen> {
    /// Whether the screen passes an accessibility audit (iOS 17 or later); each issue fails the test.
    public static func passesAccessibilityAudit(file: StaticString = #filePath, line: UInt = #line) -> Self {
        Self { Screen.auditAccessibility(check: Screen.verification.screen, file: file, line: line) }
    }
}

/// Someone using the app: sets the scene (`has`), acts (`attemptsTo`) and checks (`sees`). Each
/// task and question is a named step of the test report.
@MainActor
public final class Actor {
    public let name: String

    public init(called name: String) {
        self.name = name
    }

    /// Performs tasks that set the scene of the test.
    public func has(_ tasks: any Performable...) {
        for task in tasks { perform(task, "has") }
    }

    /// Performs tasks that lead to what the test is about.
    public func attemptsTo(_ tasks: any Performable...) {
        for task in tasks { perform(task, "attempts to") }
    }

    /// Asks questions about what the app shows; a wrong answer fails the test.
    public func sees(_ questions: any Question...) {
        for question in questions {
            let named = (question as? any PagewrightNamedQuestion)?.name ?? "\(type(of: question))"
            PagewrightReport.run("\(name) sees \(named)") { question.ask() }
        }
    }

    private func perform(_ task: any Performable, _ verb: String) {
        let named = (task as? PagewrightScreenplayTask)?.name ?? "\(type(of: task))"
        PagewrightReport.run("\(name) \(verb) \(named)") { task.perform() }
    }
}

/// What every generated `…Actions` enum of the Screenplay style has: its screen's verification
/// and application, and through them the same waits, checks, verification and coverage as the
/// page objects of the other styles. A generated module refines it with its settings
/// (`ScreenplayInteractions`).
@MainActor
public protocol PagewrightScreenplayActions {
    associatedtype Settings: PagewrightProject
    static var verification: PagewrightVerification<Settings.Wait> { get }
    static var application: XCUIApplication { get }
    /// What arriving on the screen takes, once it is verified: its `onArrival` actions.
    static func onArrival(file: StaticString, line: UInt)
}

/// Whether a step of the Screenplay action being performed found its element not ready.
@MainActor
enum ScreenplayActionState {
    static var failed = false
    /// The action `perform` is running, named in its steps' failures.
    static var action = ""
}

extension PagewrightScreenplayActions {
    /// The app under test; a screen of another app (Springboard's alerts) names its own.
    public static var application: XCUIApplication { XCUIApplication() }

    /// Runs an action's steps as a named step of the test report, and records the action for
    /// `pagewright coverage`.
    public static func perform(_ action: String, _ body: () -> Void) {
        ScreenplayActionState.failed = false
        let outer = ScreenplayActionState.action
        ScreenplayActionState.action = action
        defer { ScreenplayActionState.action = outer }
        activity(action, body)
        if !ScreenplayActionState.failed { PagewrightCoverage.action(action, on: verification.screen) }
    }

    /// Runs `body` as a named step, so the test report reads as the journey.
    public static func activity(_ name: String, _ body: () -> Void) {
        PagewrightReport.run("\(Self.self): \(name)", body)
    }

    /// Waits until an element an action is about to use is ready for its step; when it never
    /// is, fails at the test's line naming the action, the element and why, and returns false so
    /// the action stops there.
    public static func ready(_ element: XCUIElement, _ name: String, _ readiness: Readiness, within wait: Settings.Wait,
                             firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil,
                             for action: String, file: StaticString, line: UInt) -> Bool {
        if PagewrightStepping<Settings>.ready(element, name, readiness, within: wait, firstOf: query, onlyOf: unique, in: application,
                                              step: "\(Self.self).\(action)", file: file, line: line) { return true }
        ScreenplayActionState.failed = true
        return false
    }

    /// One step of the running action on an element of a screen's `Element` enum: finds it from
    /// the application, waits until it is ready (as `ready` does, naming the element by its case
    /// and the action by name), then does `act` to it. Returns whether it was ready, so the action
    /// stops at a step that failed. The wait is the project's default unless given.
    @discardableResult
    public static func step<Element: PagewrightLocating>(_ element: Element, _ readiness: Readiness = .hittable, within wait: Settings.Wait? = nil,
                                                        file: StaticString, line: UInt, _ act: (XCUIElement) -> Void) -> Bool {
        let found = element.locator(application)
        guard ready(found, "\(element)", readiness, within: wait ?? Settings.defaultWait,
                    firstOf: readiness.awaitsTouch ? element.query(application) : nil,
                    for: ScreenplayActionState.action, file: file, line: line) else { return false }
        return PagewrightStepContext.run("\(element)", file: file, line: line) { act(found) }
    }

    /// The same step on an element found otherwise (with parameters, by index or predicate),
    /// named `name` in a failure; `firstOf` and `onlyOf` as for `ready`.
    @discardableResult
    public static func step(_ element: XCUIElement, _ name: String, _ readiness: Readiness = .hittable, within wait: Settings.Wait? = nil,
                            firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil,
                            file: StaticString, line: UInt, _ act: (XCUIElement) -> Void) -> Bool {
        guard ready(element, name, readiness, within: wait ?? Settings.defaultWait, firstOf: query, onlyOf: unique,
                    for: ScreenplayActionState.action, file: file, line: line) else { return false }
        return PagewrightStepContext.run(name, file: file, line: line) { act(element) }
    }

    /// A step that taps `element` once it is within a touch's reach.
    @discardableResult
    public static func tap<Element: PagewrightLocating>(_ element: Element, within wait: Settings.Wait? = nil, file: StaticString, line: UInt) -> Bool {
        step(element, within: wait, file: file, line: line) { $0.tap() }
    }

    /// A step that taps a field once it is within a touch's reach and types `text` into it.
    @discardableResult
    public static func type<Element: PagewrightLocating>(_ text: String, into element: Element, within wait: Settings.Wait? = nil,
                                                        file: StaticString, line: UInt) -> Bool {
        step(element, within: wait, file: file, line: line) { field in
            field.tap()
            field.typeText(text)
        }
    }

    /// Deletes the text of a field (XCUITest has no clear) and checks that it is empty
    /// (`PagewrightStepping.clearText`); when it keeps text, fails at the running step's line (else
    /// `file`/`line`) saying what it holds, and the action stops.
    public static func clearText(in field: XCUIElement, file: StaticString = #filePath, line: UInt = #line) {
        let step = PagewrightStepContext.current
        guard !PagewrightStepping<Settings>.clearText(in: field, step?.name ?? "the field", in: application,
                                                      step: "\(Self.self).\(ScreenplayActionState.action)",
                                                      file: step?.file ?? file, line: step?.line ?? line) else { return }
        ScreenplayActionState.failed = true
        PagewrightStepContext.failed = true
    }

    /// Pastes the pasteboard's text into `field` through its edit menu (a `paste` step); false,
    /// the test failed at `file`/`line`, when no Paste command showed.
    @discardableResult
    public static func paste(into field: XCUIElement, _ name: String, file: StaticString, line: UInt) -> Bool {
        if PagewrightStepping<Settings>.paste(into: field, name, in: application, step: "\(Self.self).\(ScreenplayActionState.action)",
                                              file: file, line: line) { return true }
        ScreenplayActionState.failed = true
        return false
    }

    /// Fails the test at `file`/`line` with `message`, attaching the evidence the settings ask for.
    public static func fail(_ message: String, file: StaticString, line: UInt) {
        PagewrightReport.fail(message, in: application, evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// Waits until the screen's present anchors are gone (an alert dismissed, a sheet that closes
    /// itself).
    public static func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
        let verifier = ScreenVerifier<Settings>(verification: verification, screen: verification.screen, route: nil)
        PagewrightReport.run("wait until \(verification.screen) is gone") {
            verifier.waitUntilGone(in: application, file: file, line: line)
        }
    }

    /// Waits until the screen shows, within its waiting time (or `wait`); otherwise fails the
    /// test at `file`/`line`, naming what was missing and what was on screen.
    @discardableResult
    public static func verify(within wait: Settings.Wait? = nil, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        verify(verification, within: wait, file: file, line: line)
    }

    /// `verify(within:file:line:)` with the anchors given: those of a screen with parameters
    /// (`TagListActions.verification(tag:)`), whose values the task knows.
    @discardableResult
    public static func verify(_ verification: PagewrightVerification<Settings.Wait>, within wait: Settings.Wait? = nil,
                              file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let verifier = ScreenVerifier<Settings>(verification: verification, screen: verification.screen, route: nil)
        let shown = PagewrightReport.run("verify \(verification.screen)") {
            verifier.waitUntilShown(in: application, within: wait ?? verification.wait, file: file, line: line)
        }
        if shown {
            PagewrightCoverage.screen(verification.screen)
            onArrival(file: file, line: line)
        }
        return shown
    }

    /// Nothing, unless the screen has `onArrival` actions.
    public static func onArrival(file: StaticString, line: UInt) {}

    /// Waits until the whole screen is there: its anchors and every `loaded` element.
    @discardableResult
    public static func verifyLoaded(within wait: Settings.Wait? = nil, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let verifier = ScreenVerifier<Settings>(verification: verification, screen: verification.screen, route: nil, includesLoaded: true)
        return PagewrightReport.run("verify \(verification.screen) is loaded") {
            verifier.waitUntilShown(in: application, within: wait ?? verification.wait, file: file, line: line)
        }
    }

    /// Whether the whole screen (anchors and `loaded` elements) is there now, without waiting.
    public static var isLoaded: Bool {
        ScreenVerifier<Settings>(verification: verification, screen: verification.screen, route: nil, includesLoaded: true).observe(application).isShown
    }

    /// Waits until `element` meets `expectation` within `wait`; otherwise fails at `file`/`line`.
    public static func expect(_ element: XCUIElement, _ name: String, _ expectation: PagewrightCheck.Expectation, within wait: Settings.Wait,
                              onlyOf unique: XCUIElementQuery? = nil, check: String, file: StaticString, line: UInt) {
        PagewrightCheck.expect(element, name, expectation, within: wait, onlyOf: unique, in: application, check: check,
                               evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// Waits until an element of a screen's `Element` enum meets `expectation` within `wait` (the
    /// project's default unless given); otherwise fails at `file`/`line` as `check`, naming the
    /// element by its case and saying what it saw last.
    public static func expect<Element: PagewrightLocating>(_ element: Element, _ expectation: PagewrightCheck.Expectation, within wait: Settings.Wait? = nil,
                                                          check: String, file: StaticString, line: UInt) {
        expect(element.locator(application), "\(element)", expectation, within: wait ?? Settings.defaultWait, check: check, file: file, line: line)
    }

    /// Waits until one of `alternatives` holds (`anyOf`).
    public static func expectAny(_ alternatives: [PagewrightCheck.Alternative], within wait: Settings.Wait, check: String, file: StaticString, line: UInt) {
        PagewrightCheck.expectAny(alternatives, within: wait, in: application, check: check, evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// Waits until `query` matches `count` elements (`atLeast`: that many or more).
    public static func expectCount(_ query: XCUIElementQuery, _ name: String, equals count: Int, atLeast: Bool = false, within wait: Settings.Wait,
                                   check: String, file: StaticString, line: UInt) {
        PagewrightCheck.expectCount(query, name, equals: count, atLeast: atLeast, within: wait, in: application, check: check,
                                    evidence: Settings.failureEvidence, file: file, line: line)
    }

    /// Audits the screen for accessibility issues (iOS 17 or later); each issue fails the test.
    public static func auditAccessibility(check: String, file: StaticString, line: UInt) {
        PagewrightCheck.auditAccessibility(of: application, check: check, evidence: Settings.failureEvidence, file: file, line: line)
    }
}
