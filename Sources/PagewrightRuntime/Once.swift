import Foundation

/// Flows that run once (`"once": "perTestClass"` or `"perRun"` in a flows file): log in once,
/// create fixtures once, close a first-run overlay once. A test calls the flow where it needs its
/// effect, in every test that does, and the first call in the test class (or in the test
/// process) takes the steps; later calls take none and go on from where the test is, which is
/// why such a flow must end on the screen it starts on.
///
/// The record lives in the test process, not in the app: what the flow did lasts only as long as
/// the app keeps it. Relaunching the app between tests ends what it held in memory (an overlay
/// closed, a form half filled) but not what it stored (a session in the keychain, items in its
/// database or on its server), so a once flow is for effects the app stores. A suite that resets
/// the app at launch (a launch argument that wipes its data, or an uninstall) undoes the effect
/// while the record stays, and must call the flow each time instead. Parallel testing runs test
/// classes in several processes (clones): each keeps its own record, so "once per run" is once
/// per clone.
///
/// A flow that failed is not recorded: the next test that calls it takes its steps again, and
/// fails where it fails, instead of going on as if it had run. A flow whose test had already
/// failed before it (its steps skipped, `PagewrightJourney`) is not recorded either.
///
/// Which test class is running comes from XCTest's test observation (`testCaseWillStart(_:)`,
/// https://developer.apple.com/documentation/xctest/xctestobservation), which the runtime starts
/// hearing at its first step; a flow recorded before the runtime heard of its class (in the
/// first test of the process) is filed under that test's class when the test finishes.
@MainActor
public enum PagewrightOnce {
    /// How often a flow runs.
    public enum Scope: String, Sendable {
        /// Once in each test class (XCTestCase subclass).
        case perTestClass
        /// Once in the test process.
        case perRun
    }

    /// Flows run in this process: `perRun` ones by key, `perTestClass` ones by class and key.
    private static var done: Set<String> = []
    /// `perTestClass` keys recorded before the running test's class was known.
    private static var pending: [String] = []
    /// The running test's class, once test observation has told.
    private static var testClass: String?

    /// Whether the flow named `key` has run in `scope` (the test class running now, or this process).
    public static func hasRun(_ key: String, _ scope: Scope) -> Bool {
        PagewrightJourney.observe()
        switch scope {
        case .perRun: return done.contains(record(key, scope, in: nil))
        case .perTestClass:
            guard let testClass else { return pending.contains(key) }
            return done.contains(record(key, scope, in: testClass))
        }
    }

    /// Runs `body` unless the flow named `key` has run in `scope`; otherwise returns `skipped` (the
    /// page object of the screen the test is on, where the flow would have ended).
    public static func run<Result>(_ key: String, _ scope: Scope, otherwise skipped: @autoclosure () -> Result,
                                   _ body: () -> Result) -> Result {
        guard !hasRun(key, scope) else {
            return PagewrightReport.run("\(key): already run \(scope == .perRun ? "in this run" : "in this test class"), skipped", skipped)
        }
        let failuresBefore = PagewrightReport.failures
        let result = body()
        if PagewrightReport.failures == failuresBefore && !PagewrightJourney.isStopped { markRun(key, scope) }
        return result
    }

    /// Runs `body` unless the flow named `key` has run in `scope`.
    public static func run(_ key: String, _ scope: Scope, _ body: () -> Void) {
        run(key, scope, otherwise: (), body)
    }

    /// Records the flow named `key` as run in `scope`.
    static func markRun(_ key: String, _ scope: Scope) {
        switch (scope, testClass) {
        case (.perRun, _): done.insert(record(key, scope, in: nil))
        case (.perTestClass, let testClass?): done.insert(record(key, scope, in: testClass))
        case (.perTestClass, nil): pending.append(key)
        }
    }

    /// A test case of `className` starts: later `perTestClass` records are that class's.
    static func testCaseWillStart(className: String) {
        testClass = className
    }

    /// A test case of `className` finished: what was recorded before its class was known is its class's.
    static func testCaseDidFinish(className: String) {
        for key in pending { done.insert(record(key, .perTestClass, in: className)) }
        pending = []
        testClass = className
    }

    /// Forgets every record (for the runtime's own tests).
    static func reset() {
        done = []
        pending = []
        testClass = nil
    }

    private static func record(_ key: String, _ scope: Scope, in testClass: String?) -> String {
        scope == .perRun ? "run\u{1F}\(key)" : "class\u{1F}\(testClass ?? "")\u{1F}\(key)"
    }
}
