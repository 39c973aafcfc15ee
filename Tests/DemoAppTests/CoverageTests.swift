import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// With `PAGEWRIGHT_COVERAGE` naming a file, generated page objects append `screen\t<Screen>` for
/// each verification and `action\t<Screen>\t<action>` for each action, for `pagewright coverage`.
final class CoverageTests: JobAppTestCase {
    private static let variable = "PAGEWRIGHT_COVERAGE"

    /// A fresh, not yet existing file in the temporary directory.
    private func freshLogPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("pagewright-coverage-\(UUID().uuidString).log").path
    }

    /// Runs `body` with `PAGEWRIGHT_COVERAGE` set to `path`, or unset when nil, then puts the
    /// variable back as it was (unset, or the log of a suite run with coverage on).
    private func withCoverage(_ path: String?, _ body: () throws -> Void) rethrows {
        let outer = getenv(Self.variable).map { String(cString: $0) }
        if let path { setenv(Self.variable, path, 1) } else { unsetenv(Self.variable) }
        defer {
            if let outer { setenv(Self.variable, outer, 1) } else { unsetenv(Self.variable) }
        }
        try body()
    }

    private func lines(of path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func testAJourneyThroughATraitActionIsRecordedInOrder() async throws {
        let log = freshLogPath()
        defer { try? FileManager.default.removeItem(atPath: log) }

        withCoverage(log) {
            PageObjectsFactory().launch()
                .openProfileTab()
                .goToAuthorization()
        }

        XCTAssertEqual(try lines(of: log), [
            "screen\tMain",
            "action\tMain\topenProfileTab",  // a trait action, recorded for the adopting screen
            "screen\tProfile",
            "action\tProfile\tgoToAuthorization",
            "screen\tAuthorization",
            "",  // each entry ends with a newline
        ])
    }

    func testARouteAndAnAlertBackToItsOpenerAreRecordedUnderSpecNames() async throws {
        let log = freshLogPath()
        defer { try? FileManager.default.removeItem(atPath: log) }

        withCoverage(log) {
            PageObjectsFactory().openConfirmationAlert()
                .dismissAlert()
                .savedCountIs(count: 3)  // a check: not recorded
        }

        XCTAssertEqual(try lines(of: log), [
            "screen\tMain",
            "action\tMain\topenSavedVacancies",
            "screen\tSavedVacancies",
            "action\tSavedVacancies\tclearAll",
            "screen\tConfirmationAlert",  // the spec's name, not ConfirmationAlertPageObject<…>
            "action\tConfirmationAlert\tdismissAlert",
            "screen\tSavedVacancies",  // back on the opener, verified again
            "",
        ])
    }

    func testAFlowAndAMultiDestinationActionAreRecordedStepByStep() async throws {
        let log = freshLogPath()
        defer { try? FileManager.default.removeItem(atPath: log) }
        let account = JobCatalogue.account

        withCoverage(log) {
            PageObjectsFactory().launch()
                .openVacanciesList()
                .openFirstVacancyWithSalary()
                .respondSigningIn(login: account.login, password: account.password)
        }

        XCTAssertEqual(try lines(of: log), [
            "screen\tMain",
            "action\tMain\topenVacanciesList",
            "screen\tVacancyList",
            "action\tVacancyList\topenFirstVacancyWithSalary",
            "screen\tVacancy",
            "action\tVacancy\ttapResponseButton",
            "screen\tAuthorization",
            "action\tAuthorization\tgoToLogin",
            "screen\tLogin",
            "action\tLogin\tenterLogin",
            "action\tLogin\tenterPassword",
            "action\tLogin\tlogIn",
            "screen\tProfile",
            "",
        ])
    }

    func testEntriesAreAppendedToAnExistingLog() async throws {
        let log = freshLogPath()
        defer { try? FileManager.default.removeItem(atPath: log) }
        try Data("screen\tEarlier\n".utf8).write(to: URL(fileURLWithPath: log))

        withCoverage(log) {
            PageObjectsFactory().launch().openRefineSearch()
        }

        XCTAssertEqual(try lines(of: log), [
            "screen\tEarlier",
            "screen\tMain",
            "action\tMain\topenRefineSearch",
            "screen\tRefineSearch",
            "",
        ])
    }

    func testNothingIsRecordedWhileTheVariableIsUnset() async throws {
        let log = freshLogPath()
        defer { try? FileManager.default.removeItem(atPath: log) }
        let factory = PageObjectsFactory()

        var main: MainPageObject?
        withCoverage(log) { main = factory.launch() }
        // The variable is read at every entry: unset, the same page objects stop recording…
        try withCoverage(nil) {
            try XCTUnwrap(main).openSavedVacancies()
                .openProfileTab()
                .openSearchTab()
        }
        XCTAssertEqual(try lines(of: log), ["screen\tMain", ""])

        // …and set again, they resume.
        withCoverage(log) { _ = factory.makeMainPageObject() }
        XCTAssertEqual(try lines(of: log), ["screen\tMain", "screen\tMain", ""])
    }

    func testFailedStepsAndScreensAreNotRecordedAsCovered() async throws {
        reinstall(.init(renamedIdentifiers: ["Profile.login": "Profile.signIn"]))
        let log = freshLogPath()
        defer { try? FileManager.default.removeItem(atPath: log) }

        let failures = recordingFailures {
            withCoverage(log) {
                PageObjectsFactory().launch()
                    .openProfileTab()
                    .goToAuthorization()  // its button is gone: the step and the arrival both fail
            }
        }

        XCTAssertEqual(failures.count, 2, "\(failures)")
        XCTAssertEqual(try lines(of: log), [
            "screen\tMain",
            "action\tMain\topenProfileTab",
            "screen\tProfile",
            "",
        ], "neither goToAuthorization nor Authorization was reached")
    }

    func testLinesFromTwoWritersToOneFileAreAllKept() async throws {
        let log = freshLogPath()
        defer { try? FileManager.default.removeItem(atPath: log) }
        let sameFile = (log as NSString).deletingLastPathComponent + "//" + (log as NSString).lastPathComponent

        withCoverage(log) { _ = PageObjectsFactory().launch() }
        withCoverage(sameFile) { _ = PageObjectsFactory().openProfile() }
        withCoverage(log) { _ = PageObjectsFactory().openMain() }

        XCTAssertEqual(try lines(of: log).filter { !$0.isEmpty }.count, 1 + 3 + 1, "every line appended, none overwritten")
    }

    /// A walk of the generated tour marks each record as the tour's, and only while it runs.
    func testTheToursRecordsAreMarkedAsItsOwn() async throws {
        let log = freshLogPath()
        defer { try? FileManager.default.removeItem(atPath: log) }

        try withCoverage(log) {
            let walk = try XCTUnwrap(PagewrightTour.walks.first { $0.name == "PagewrightTour07" })
            walk.walk(self)
            PageObjectsFactory().launch()
        }

        let lines = try lines(of: log).filter { !$0.isEmpty }
        XCTAssertEqual(lines.first, "screen\tMain\ttour")
        XCTAssertEqual(lines.suffix(1), ["screen\tMain"], "after the walk, records are the team's again")
        XCTAssertTrue(lines.dropLast().allSatisfy { $0.hasSuffix("\ttour") }, "\(lines)")
        XCTAssertNil(getenv("PAGEWRIGHT_COVERAGE_ORIGIN"))
    }
}
