import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What going to a screen from wherever the app is costs: the generated `factory.goTo(_:)` against
/// a recovery helper written by hand (`HandWrittenRecovery.swift`: back to Main by closing alerts
/// and tapping Back or the Search tab, relaunching when lost, then the known way from Main). For a
/// fixed set of start states × target screens, calm (no chaos), each run on a fresh device:
/// app round trips, snapshots and simulated seconds, as the stand-in counts them. Both must
/// arrive. Prints the lines `pagewright-bench --only navigation` relays (BENCHMARKS.md, section 9).
///
/// What must hold, besides arriving: "where am I" on a settled screen takes exactly one snapshot of
/// each app the specs have screens of (the app and Springboard) and nothing else, and no `goTo`
/// makes more than `goToRoundTripBound` round trips.
final class NavigationCostTests: JobAppTestCase {
    /// The most round trips one `goTo` here may make. The most measured is 64, from Login to
    /// CompanyGallery: Login's only way on is signing in (its needs fill the form; 2 s of polls
    /// while the app checks), then Profile, Main, VacancyList (1.5 s of polls while the results
    /// load), Vacancy, CompanyGallery. A look costs 4 (a snapshot of each app, and a query for
    /// each permission alert's anchor, matched by label), a move that verifies itself about 3.
    static let goToRoundTripBound = 70

    /// The most round trips one "where am I" on a settled screen may make: whether the app is in
    /// the foreground, a snapshot of each app, a query for each of the two permission alerts'
    /// anchors (matched by label, not by a fixed identifier).
    static let lookRoundTripBound = 5

    /// Every settled "where am I" the test made, request by request.
    private var looks: [[RoundTrip]] = []

    /// A screen a test starts on, how each approach goes there, and what the app and "where am I"
    /// show once there.
    struct Target {
        let name: String
        let screen: SimulatedJobApp.Screen
        let answer: PageObjectsFactory.Screen
        let goTo: @MainActor (PageObjectsFactory) -> Void
        let handWritten: @MainActor (HandWrittenRecovery) -> Void
    }

    static let targets: [Target] = [
        Target(name: "Main", screen: .main, answer: .main,
               goTo: { $0.goTo(MainPageObject.self) }, handWritten: { $0.backToMain() }),
        Target(name: "VacancyList", screen: .vacancyList, answer: .vacancyList,
               goTo: { $0.goTo(VacancyListPageObject.self) }, handWritten: { $0.toVacancyList() }),
        Target(name: "SavedVacancies", screen: .savedVacancies, answer: .savedVacancies,
               goTo: { $0.goTo(SavedVacanciesPageObject.self) }, handWritten: { $0.toSavedVacancies() }),
        Target(name: "Profile", screen: .profile, answer: .profile,
               goTo: { $0.goTo(ProfilePageObject.self) }, handWritten: { $0.toProfile() }),
        Target(name: "Login", screen: .login, answer: .login,
               goTo: { $0.goTo(LoginPageObject.self) }, handWritten: { $0.toLogin() }),
        Target(name: "CompanyGallery", screen: .companyGallery, answer: .companyGallery,
               goTo: { $0.goTo(CompanyGalleryPageObject.self) }, handWritten: { $0.toCompanyGallery() }),
    ]

    /// Where the test before may have left the app (made as `ChaosStartStates.make` makes it:
    /// through the app's own state, not page objects), settled.
    static let starts: [(name: String, state: ChaosStartStates.StartState)] = [
        ("not running", start(.notRunning, on: .main)),
        ("Main", start(.foreground, on: .main)),
        ("Vacancy", start(.foreground, on: .vacancy)),
        ("PhotoDetail", start(.foreground, on: .photoDetail)),
        ("ConfirmationAlert over SavedVacancies", start(.foreground, on: .savedVacancies, confirmation: true)),
        ("notification alert over VacancyList", start(.foreground, on: .vacancyList, systemAlert: .notifications)),
        ("Profile, logged in", start(.foreground, on: .profile, loggedIn: true)),
        ("Login", start(.foreground, on: .login)),
        ("RefineSearch in the background", start(.background, on: .refineSearch)),
    ]

    static func start(_ process: ChaosStartStates.StartState.Process, on screen: SimulatedJobApp.Screen, loggedIn: Bool = false,
                      confirmation: Bool = false, systemAlert: SimulatedPermission? = nil) -> ChaosStartStates.StartState {
        ChaosStartStates.StartState(process: process, loggedIn: loggedIn, screen: screen, vacancyID: 2,
                                    tileIndex: JobCatalogue.gallery.firstIndex { $0.kind == .photo }!,
                                    settling: 5, confirmation: confirmation, systemAlert: systemAlert, destinations: [])
    }

    struct Cost {
        var roundTrips = 0
        var snapshots = 0
        var seconds = 0.0

        static func + (a: Cost, b: Cost) -> Cost {
            Cost(roundTrips: a.roundTrips + b.roundTrips, snapshots: a.snapshots + b.snapshots, seconds: a.seconds + b.seconds)
        }
    }

    enum Approach: String, CaseIterable { case goTo, handWritten = "hand-written" }

    /// One approach from one start state to one target, on a fresh device: what it cost, and
    /// whether it arrived with no failure.
    private func run(_ approach: Approach, from start: ChaosStartStates.StartState, to target: Target,
                     context: String) -> (cost: Cost, arrived: Bool) {
        let device = SimulatedDevice.reset()
        let jobApp = SimulatedJobApp.install(on: device)
        ChaosStartStates.make(start, in: jobApp)
        let application = XCUIApplication()
        application.launchArguments = start.loggedIn ? ["-loggedIn"] : []
        let factory = PageObjectsFactory(application: application, springboard: springboard)

        let trips = device.roundTrips.count, time = device.clock.now
        let failures = recordingFailures {
            switch approach {
            case .goTo: target.goTo(factory)
            case .handWritten: target.handWritten(HandWrittenRecovery(pageFactory: PageFactory(application: application, springboard: springboard)))
            }
        }
        let log = device.roundTrips.log.dropFirst(trips)
        let cost = Cost(roundTrips: log.count, snapshots: log.filter { $0.kind == .snapshot }.count, seconds: device.clock.now - time)

        XCTAssertEqual(failures.map(\.message), [], "\(approach.rawValue), \(context)")
        XCTAssertEqual(jobApp.currentScreen, target.screen, "\(approach.rawValue), \(context): where the app is")
        XCTAssertEqual(jobApp.app.state, .runningForeground, "\(approach.rawValue), \(context)")
        XCTAssertTrue(device.springboard.alerts.isEmpty, "\(approach.rawValue), \(context): a system alert is still up")
        if approach == .goTo {
            XCTAssertLessThanOrEqual(cost.roundTrips, Self.goToRoundTripBound, "goTo, \(context): \(log.map(\.description))")
        }

        // Settled there, "where am I" looks once: one snapshot of the app and one of Springboard,
        // besides asking whether the app is in the foreground and one query for each anchor without
        // a fixed identifier (the two permission alerts', matched by label): at most 5 requests.
        device.clock.advance(by: 5)
        let before = device.roundTrips.count
        XCTAssertEqual(factory.currentScreen(), target.answer, "where am I, \(approach.rawValue), \(context)")
        let look = Array(device.roundTrips.log.dropFirst(before))
        let lookContext = "where am I on settled \(target.name) (\(approach.rawValue), \(context)): \(look.map(\.description))"
        XCTAssertEqual(look.filter { $0.kind == .snapshot }.map(\.request).sorted(), [
            "snapshot XCUIApplication()",
            "snapshot XCUIApplication(bundleIdentifier: \"com.apple.springboard\")",
        ], "one snapshot of each app: \(lookContext)")
        XCTAssertLessThanOrEqual(look.count, Self.lookRoundTripBound, lookContext)
        looks.append(look)
        return (cost, failures.isEmpty && jobApp.currentScreen == target.screen)
    }

    func testGoToAgainstAHandWrittenRecoveryHelperFromFixedStartStates() async throws {
        var totals: [Approach: Cost] = [:]
        var arrived: [Approach: Int] = [:]
        var most: [Approach: (trips: Int, run: String)] = [:]
        var byStart: [String: [Approach: Cost]] = [:]
        var byTarget: [String: [Approach: Cost]] = [:]
        var runs = 0
        for (startName, start) in Self.starts {
            for target in Self.targets {
                runs += 1
                for approach in Approach.allCases {
                    let context = "from \(startName) to \(target.name)"
                    let (cost, didArrive) = run(approach, from: start, to: target, context: context)
                    totals[approach, default: Cost()] = totals[approach, default: Cost()] + cost
                    byStart[startName, default: [:]][approach, default: Cost()] = (byStart[startName]?[approach] ?? Cost()) + cost
                    byTarget[target.name, default: [:]][approach, default: Cost()] = (byTarget[target.name]?[approach] ?? Cost()) + cost
                    if didArrive { arrived[approach, default: 0] += 1 }
                    if cost.roundTrips > most[approach]?.trips ?? -1 { most[approach] = (cost.roundTrips, context) }
                    print("[navigation-run] approach=\(approach.rawValue);start=\(startName);target=\(target.name);"
                          + "roundTrips=\(cost.roundTrips);snapshots=\(cost.snapshots);seconds=\(String(format: "%.2f", cost.seconds))")
                }
            }
        }
        XCTAssertEqual(runs, Self.starts.count * Self.targets.count)
        for approach in Approach.allCases {
            XCTAssertEqual(arrived[approach] ?? 0, runs, "\(approach.rawValue): every run arrives")
        }
        func line(_ kind: String, _ name: String, _ costs: [Approach: Cost]) -> String {
            let goTo = costs[.goTo] ?? Cost(), hand = costs[.handWritten] ?? Cost()
            return "[navigation-row] by=\(kind);name=\(name);goToTrips=\(goTo.roundTrips);goToSnapshots=\(goTo.snapshots);"
                + "goToSeconds=\(String(format: "%.2f", goTo.seconds));handTrips=\(hand.roundTrips);handSnapshots=\(hand.snapshots);"
                + "handSeconds=\(String(format: "%.2f", hand.seconds))"
        }
        for (name, _) in Self.starts { print(line("start", name, byStart[name] ?? [:])) }
        for target in Self.targets { print(line("target", target.name, byTarget[target.name] ?? [:])) }
        for approach in Approach.allCases {
            let cost = totals[approach] ?? Cost()
            print("[navigation] approach=\(approach.rawValue);runs=\(runs);arrived=\(arrived[approach] ?? 0);roundTrips=\(cost.roundTrips);"
                  + "snapshots=\(cost.snapshots);seconds=\(String(format: "%.2f", cost.seconds));"
                  + "mostRoundTrips=\(most[approach]?.trips ?? 0);mostRoundTripsRun=\(most[approach]?.run ?? "");"
                  + "bound=\(approach == .goTo ? String(Self.goToRoundTripBound) : "none")")
        }
        XCTAssertEqual(looks.count, 2 * runs)
        let lookSnapshots = looks.map { $0.filter { $0.kind == .snapshot }.count }, lookTrips = looks.map(\.count)
        print("[navigation-where] looks=\(looks.count);snapshotsMin=\(lookSnapshots.min() ?? 0);snapshotsMax=\(lookSnapshots.max() ?? 0);"
              + "roundTripsMin=\(lookTrips.min() ?? 0);roundTripsMax=\(lookTrips.max() ?? 0);bound=\(Self.lookRoundTripBound)")
    }
}
