import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Navigation from wherever the app is, under the stand-in's chaos mode, from start states drawn
/// at random (`ChaosStartStates`): the app not running or on any screen, logged in or not, its
/// confirmation alert and a permission alert of Springboard's open or not, in the background or
/// not. From each, every screen navigation can reach is reached, one after another in a seeded
/// order, and "where am I" answers it, with no failure recorded. `swift test` runs a few seeds;
/// PAGEWRIGHT_THOROUGH=1 runs all 200.
///
/// An app state the specs do not describe fails where the test asked to go, once, saying what was
/// on screen.
final class ChaosStartStateTests: JobAppTestCase {
    static let seeds: ClosedRange<UInt64> = 1...(ProcessInfo.processInfo.environment["PAGEWRIGHT_THOROUGH"] == "1" ? 200 : 8)

    /// The most app round trips one run (making its start state, then a tour of every screen from
    /// it) may make. The most under seeds 1 to 200 is 1,108 (about 90 a screen).
    static let roundTripBudget = 1_500

    /// Which seeds a style passes, and the first failure of each seed that fails.
    struct Outcome {
        var passed = 0
        var runs = 0
        var failures: [String] = []
        /// The most round trips one run made, and its seed.
        var mostRoundTrips = 0
        var mostRoundTripsSeed: UInt64 = 0
        /// Screens with a `goTo` that no way reached from a run's start state (each failed once, as it should).
        var unreachable = 0
        /// Arrivals a permission alert chaos brought up had covered by the time "where am I" looked.
        var coveredArrivals = 0
    }

    override func setUp() async throws {
        try await super.setUp()
        // Each run is bounded above; the last one's device is what the shared check sees.
        roundTripBudget = Self.roundTripBudget
        // Chaos's permission alerts may come up over the app while a move is under way: monitors
        // answer them when they block an interaction (navigation answers those it sees itself).
        PagewrightInterruptions.monitor(in: self)
    }

    /// Every seed in `style`, each on a fresh chaotic device.
    private func runFromStartStates(_ style: ChaosStartStates.Style) -> Outcome {
        var outcome = Outcome()
        let started = Date()
        for seed in Self.seeds {
            let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: seed))
            let jobApp = SimulatedJobApp.install(on: device)
            let start = ChaosStartStates.draw(seed: seed)
            ChaosStartStates.make(start, in: jobApp)
            let navigation = ChaosStartStates.navigation(in: style, launchArguments: start.loggedIn ? ["-loggedIn"] : [])
            var failure: String?
            let tour = start.reachable
            for (step, destination) in tour.enumerated() {
                let failures = recordingFailures {
                    let verification = navigation.go(destination, #filePath, #line)
                    var answer = navigation.whereabouts(#filePath, #line)
                    // A permission alert chaos brought up over the screen once navigation had
                    // arrived is over it, not instead of it: answered as its spec says, the
                    // screen is there. (At most twice: chaos raises one at a time.)
                    var answered: [String] = []
                    while let interruption = answer, ChaosStartStates.interruptions.contains(interruption), answered.count < 2,
                          let dismissed = navigation.answerInterruption() {
                        answered.append(dismissed)
                        outcome.coveredArrivals += 1
                        answer = navigation.whereabouts(#filePath, #line)
                    }
                    XCTAssertEqual(answer, destination.answer, "where am I, having gone to \(destination)"
                                   + (answered.isEmpty ? "" : " and answered \(answered.joined(separator: ", "))"))
                    verification(#filePath, #line)
                }
                if let first = failures.first {
                    failure = "seed \(seed) (\(start)), step \(step + 1) of \(tour.count), go to \(destination)"
                        + " (after \(tour.prefix(step).map(\.name).joined(separator: ", "))): line \(first.line): \(first.message)"
                    break
                }
            }
            // A screen no way reaches from the start state: going there fails once, at the
            // test's line, saying why.
            for destination in start.unreachable where failure == nil {
                let failures = recordingFailures { _ = navigation.go(destination, #filePath, #line) }
                if failures.count != 1 || failures[0].line != #line - 1 || !failures[0].message.contains("'responseButton' exists but is not enabled") {
                    failure = "seed \(seed) (\(start)), go to \(destination), which no way reaches: \(failures)"
                }
                outcome.unreachable += 1
            }
            let roundTrips = device.roundTrips.count
            XCTAssertLessThanOrEqual(roundTrips, Self.roundTripBudget, "seed \(seed) (\(start)): the run's work, in app round trips")
            if roundTrips > outcome.mostRoundTrips {
                outcome.mostRoundTrips = roundTrips
                outcome.mostRoundTripsSeed = seed
            }
            outcome.runs += 1
            if let failure {
                outcome.failures.append(failure)
            } else {
                outcome.passed += 1
            }
        }
        let wallSeconds = Date().timeIntervalSince(started)
        print("[chaos-start] style=\(style.rawValue);passed=\(outcome.passed);runs=\(outcome.runs);seeds=\(Self.seeds.count)"
              + ";mostRoundTrips=\(outcome.mostRoundTrips);mostRoundTripsSeed=\(outcome.mostRoundTripsSeed);unreachable=\(outcome.unreachable);coveredArrivals=\(outcome.coveredArrivals);wallSeconds=\(String(format: "%.3f", wallSeconds))")
        for failure in outcome.failures.prefix(20) { print("[chaos-start-failure] style=\(style.rawValue);\(failure)") }
        return outcome
    }

    func testTheFactoryStyleReachesEveryScreenFromEveryStartState() async throws {
        let outcome = runFromStartStates(.factory)
        XCTAssertEqual(outcome.passed, outcome.runs, outcome.failures.prefix(5).joined(separator: "\n"))
    }

    func testThePlainStyleReachesEveryScreenFromEveryStartState() async throws {
        let outcome = runFromStartStates(.plain)
        XCTAssertEqual(outcome.passed, outcome.runs, outcome.failures.prefix(5).joined(separator: "\n"))
    }

    func testTheScreenplayStyleReachesEveryScreenFromEveryStartState() async throws {
        let outcome = runFromStartStates(.screenplay)
        XCTAssertEqual(outcome.passed, outcome.runs, outcome.failures.prefix(5).joined(separator: "\n"))
    }

    // MARK: What the start states found, calmly

    /// The sheet comes a second after the tap: navigation waits for the app to leave Vacancy
    /// rather than seeing it still there and tapping Respond again (it tapped 36 times in no
    /// time, and failed).
    func testAMoveToOneOfSeveralScreensIsMadeOnceThoughTheAppTakesAMomentToLeave() async throws {
        let factory = self.factory(launchArguments: ["-loggedIn"])
        factory.launch().openVacanciesList().openFirstVacancyWithSalary()

        let failures = recordingFailures { factory.goTo(ResponseSentPageObject.self).messageMentions(text: "has been sent") }

        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(device.activities.filter { $0.name.hasSuffix(": tapResponseButton") }.count, 1, "\(device.activities)")
    }

    /// A permission alert answered while navigation waits for the app to leave Vacancy does not
    /// make it forget that it is waiting: it tapped Respond a second time, and that sheet came up
    /// later over the next screen.
    func testAnInterruptionAnsweredWhileTheAppIsLeavingDoesNotRepeatTheMove() async throws {
        let factory = self.factory(launchArguments: ["-loggedIn"])
        factory.launch().openVacanciesList().openFirstVacancyWithSalary()
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Jobs"), after: 0.5)

        let failures = recordingFailures { factory.goTo(ResponseSentPageObject.self) }

        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertTrue(device.activities.contains { $0.name.contains("dismiss NotificationPermissionAlert") }, "\(device.activities)")
        XCTAssertEqual(device.activities.filter { $0.name.hasSuffix(": tapResponseButton") }.count, 1, "\(device.activities)")
        XCTAssertEqual(jobApp.app.screenHistory.filter { $0 == "ResponseSent" }.count, 1)
    }

    /// From Vacancy the way to SavedVacancies is through Main: not "open Vacancy's alert, then
    /// back to SavedVacancies", a return that leads only to the screen it was opened from.
    func testAReturnToTheOpenerOnTheWayLeadsBackWhereTheWayCameFrom() async throws {
        let factory = PageObjectsFactory()
        factory.launch().openVacanciesList().openFirstVacancyWithSalary()

        let failures = recordingFailures { factory.goTo(SavedVacanciesPageObject.self).savedCountIs(count: 3) }

        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(Array(jobApp.app.screenHistory.suffix(3)), ["Vacancy", "Main", "SavedVacancies"])
        XCTAssertFalse(device.activities.contains { $0.name.hasSuffix(": openAlert") }, "\(device.activities)")
    }

    /// The way to the alert goes through SavedVacancies; where it does not get there, it has
    /// failed saying why, and `clearAll` is not tried as well.
    func testGoingToAScreenOpenedFromAnywhereFailsOnceWhereTheWayToItsOpenerFails() async throws {
        jobApp.app.screen("Unknown") { SimulatedElement(.other, id: "Unknown.view", label: "Somewhere else") }
        let factory = PageObjectsFactory()
        factory.launch()
        jobApp.app.show("Unknown")

        let failures = recordingFailures { factory.goTo(ConfirmationAlertPageObject<SavedVacanciesPageObject>.self) }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertTrue(failures.first?.message.contains("go to SavedVacancies: no screen of the specs is showing") == true, "\(failures)")
    }

    /// A screen the specs lack, shown under chaos (whatever else chaos puts over it): `goTo`
    /// fails once, at the test's line, saying no screen of the specs shows and what was on screen.
    func testAnAppStateTheSpecsDoNotDescribeFailsOnceAtTheTestsLineSayingWhatWasOnScreen() async throws {
        for style in ChaosStartStates.Style.allCases {
            for seed in Self.seeds {
                let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: seed))
                let jobApp = SimulatedJobApp.install(on: device)
                jobApp.app.screen("Unknown") {
                    SimulatedElement(.other, id: "Unknown.view", label: "Somewhere else") {
                        SimulatedElement(.button, id: "Unknown.retry", label: "Try again")
                    }
                }
                let start = ChaosStartStates.draw(seed: seed)
                let application = XCUIApplication()
                application.launchArguments = start.loggedIn ? ["-loggedIn"] : []
                application.launch()
                jobApp.app.show("Unknown")
                if let permission = start.systemAlert {
                    device.presentSystemAlert(.permissionAlert(permission, appName: jobApp.app.name))
                }
                let navigation = ChaosStartStates.navigation(in: style, launchArguments: application.launchArguments)
                let destination = start.destinations[0]

                let failures = recordingFailures { _ = navigation.go(destination, #filePath, #line) }

                let context = "\(style), seed \(seed), go to \(destination): \(failures)"
                XCTAssertEqual(failures.count, 1, context)
                XCTAssertEqual(failures.first?.line, #line - 4, context)
                XCTAssertEqual(failures.first?.file, #filePath, context)
                XCTAssertTrue(failures.first?.message.contains("no screen of the specs is showing") == true, context)
                XCTAssertTrue(failures.first?.message.contains("Identifiers on screen: Unknown.retry, Unknown.view") == true, context)
                XCTAssertEqual(jobApp.app.currentScreen, "Unknown", "nothing was done to it: \(context)")
            }
        }
    }
}
