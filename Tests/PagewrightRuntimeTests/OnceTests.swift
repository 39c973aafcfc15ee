import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// `PagewrightOnce`: a flow marked `"once"` runs the first time in each test class (or in the
/// process), is left out after, and is not recorded when it failed. The test classes here are
/// told to the runtime as XCTest's test observation tells it.
final class OnceTests: RuntimeTestCase {
    private var runs = 0

    override func setUp() async throws {
        try await super.setUp()
        PagewrightOnce.reset()
        runs = 0
    }

    override func tearDown() async throws {
        PagewrightOnce.reset()
        try await super.tearDown()
    }

    private func flow(_ scope: PagewrightOnce.Scope, key: String = "flow logIn from Main") -> Int {
        PagewrightOnce.run(key, scope, otherwise: -1) {
            runs += 1
            return runs
        }
    }

    func testAPerClassFlowRunsOnceInEachTestClass() async throws {
        PagewrightOnce.testCaseWillStart(className: "LoginTests")
        XCTAssertEqual(flow(.perTestClass), 1)
        XCTAssertEqual(flow(.perTestClass), -1, "left out: it returns what it was called on")
        PagewrightOnce.testCaseDidFinish(className: "LoginTests")
        PagewrightOnce.testCaseWillStart(className: "LoginTests")
        XCTAssertEqual(flow(.perTestClass), -1, "the next test of the class leaves it out too")
        PagewrightOnce.testCaseWillStart(className: "CartTests")
        XCTAssertEqual(flow(.perTestClass), 2, "another class runs it again")
        XCTAssertEqual(runs, 2)
    }

    func testAPerRunFlowRunsOnceInTheProcess() async throws {
        PagewrightOnce.testCaseWillStart(className: "LoginTests")
        XCTAssertEqual(flow(.perRun), 1)
        PagewrightOnce.testCaseWillStart(className: "CartTests")
        XCTAssertEqual(flow(.perRun), -1)
        XCTAssertEqual(flow(.perRun, key: "flow closeOverlay from Main"), 2, "each flow has its own record")
    }

    /// The runtime starts hearing from XCTest at its first step, after the first test of the
    /// process started: what that test records is filed under its class when it finishes.
    func testWhatRunsBeforeTheClassIsKnownIsFiledUnderItWhenItsTestFinishes() async throws {
        XCTAssertEqual(flow(.perTestClass), 1)
        XCTAssertEqual(flow(.perTestClass), -1)
        PagewrightOnce.testCaseDidFinish(className: "LoginTests")
        PagewrightOnce.testCaseWillStart(className: "LoginTests")
        XCTAssertEqual(flow(.perTestClass), -1)
        PagewrightOnce.testCaseWillStart(className: "CartTests")
        XCTAssertEqual(flow(.perTestClass), 2)
    }

    /// A flow whose test failed on the way is taken again by the next test that calls it.
    func testAFlowThatFailedIsNotRecorded() async throws {
        PagewrightOnce.testCaseWillStart(className: "LoginTests")
        let failures = recordingFailures {
            PagewrightOnce.run("flow logIn from Main", .perTestClass) {
                runs += 1
                PagewrightReport.fail("LoginPage is not showing", in: XCUIApplication(), evidence: false, file: #filePath, line: 7)
            }
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(runs, 1)
        XCTAssertFalse(PagewrightOnce.hasRun("flow logIn from Main", .perTestClass))
    }

    /// What XCTest's observer hears names the class the records belong to.
    func testTheObserverTellsTheTestClass() async throws {
        PagewrightJourney.observer.testCaseWillStart(self)
        XCTAssertEqual(flow(.perTestClass), 1)
        XCTAssertEqual(flow(.perTestClass), -1)
        PagewrightOnce.testCaseWillStart(className: "Another")
        XCTAssertEqual(flow(.perTestClass), 2)
        PagewrightJourney.observer.testCaseWillStart(self)
        XCTAssertEqual(flow(.perTestClass), -1)
    }
}
