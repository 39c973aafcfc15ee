import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// "Where am I" (`PagewrightScreenFinder`) and "go to" (`PagewrightNavigator`), tested against a
/// small simulated app of their own:
///
/// - Home: tabs to Settings, List, the dead end, and the Confirm alert;
/// - List → Detail (Detail shows the list's title too, so it is the more specific) and back;
/// - Settings, with its Account section (shown alone on the Account sheet), back to Home and to
///   the Confirm alert;
/// - Confirm: an in-app alert opened from Home and Settings, whose "Cancel" returns to what it
///   covers;
/// - Notifications: Springboard's permission alert, the interruption `TestSettings` declares;
/// - Dead: a dead end no move leaves; Blank and Mixed: screens no spec (or two specs) describe.
final class NavigationTests: RuntimeTestCase {
    typealias Place = PagewrightPlace<TestSettings>
    typealias Verification = PagewrightVerification<TestWait>

    private var nav: SimulatedApp!
    /// The moves navigation took, in order, as "Screen.move".
    private var taken: [String] = []

    override func setUp() async throws {
        try await super.setUp()
        nav = SimulatedApp(bundleIdentifier: "com.example.nav", name: "Nav")
        nav.screen("Home") {
            SimulatedElement.text("Home", id: "Home.title")
            SimulatedElement.button("Home.settings", label: "Settings").onTap(show: "Settings")
            SimulatedElement.button("Home.list", label: "List").onTap(show: "List")
            SimulatedElement.button("Home.dead", label: "Dead end").onTap(show: "Dead")
            SimulatedElement.button("Home.confirm", label: "Confirm").onTap { $0.app.present(confirmAlert()) }
        }
        nav.screen("List") {
            SimulatedElement.text("Items", id: "List.title")
            SimulatedElement.button("List.row", label: "Item 1").onTap(show: "Detail")
            SimulatedElement.button("List.home", label: "Home").onTap(show: "Home")
        }
        nav.screen("Detail") {
            SimulatedElement.text("Items", id: "List.title")
            SimulatedElement.text("Item 1", id: "Detail.title")
            SimulatedElement.button("Detail.back", label: "Back").onTap(show: "List")
        }
        nav.screen("Settings") {
            SimulatedElement.text("Settings", id: "Settings.title")
            SimulatedElement.text("Account", id: "Settings.account")
            SimulatedElement.button("Settings.home", label: "Home").onTap(show: "Home")
            SimulatedElement.button("Settings.confirm", label: "Confirm").onTap { $0.app.present(confirmAlert()) }
        }
        nav.screen("Account") {
            SimulatedElement.text("Account", id: "Settings.account")
        }
        nav.screen("Dead") {
            SimulatedElement.text("Dead end", id: "Dead.title")
        }
        nav.screen("Blank") {
            SimulatedElement.text("Loading", id: "Blank.title")
        }
        nav.screen("Mixed") {
            SimulatedElement.text("Home", id: "Home.title")
            SimulatedElement.text("Settings", id: "Settings.title")
        }
        device.install(nav, asAppUnderTest: true)
        taken = []
    }

    // MARK: The specs

    private static func anchor(_ identifier: String, _ type: XCUIElement.ElementType = .staticText) -> Verification.Anchor {
        .init(identifier, type, identifier: identifier) { $0.descendants(matching: type)[identifier] }
    }

    private static func place(_ name: String, _ identifiers: [String], layer: Place.Layer = .screen, precedence: Int = 0,
                              sectionOf: String? = nil, type: XCUIElement.ElementType = .staticText) -> Place {
        place(name, anchors: identifiers.map { anchor($0, type) }, layer: layer, precedence: precedence, sectionOf: sectionOf)
    }

    private static func place(_ name: String, anchors: [Verification.Anchor], layer: Place.Layer = .screen, precedence: Int = 0,
                              sectionOf: String? = nil) -> Place {
        Place(name, app: "main", { XCUIApplication() }, Verification(screen: name, wait: .short, present: anchors, absent: []),
              layer: layer, precedence: precedence, sectionOf: sectionOf)
    }

    /// Springboard's notification alert, as the interruption in `TestSettings` has it.
    private static let notifications = Place(
        "Notifications", app: "springboard", { XCUIApplication(bundleIdentifier: "com.apple.springboard") },
        Verification(screen: "Notifications", wait: .short, present: [
            .init("alert", .alert, identifier: nil) { $0.alerts.matching(NSPredicate(format: "label CONTAINS 'Notifications'")).firstMatch },
        ], absent: []),
        layer: .systemOverlay)

    private static var places: [Place] {
        [
            place("Home", ["Home.title"]),
            place("List", ["List.title"]),
            place("Detail", ["List.title", "Detail.title"]),
            place("Settings", ["Settings.title"]),
            place("Account", ["Settings.account"], sectionOf: "Settings"),
            place("Dead", ["Dead.title"]),
            place("Confirm", ["Confirm"], layer: .overlay, type: .alert),
            notifications,
        ]
    }

    private func finder(_ places: [Place] = NavigationTests.places) -> PagewrightScreenFinder<TestSettings> {
        PagewrightScreenFinder(places)
    }

    /// A move that taps `element` and logs itself; it leaves the look to navigation.
    private func move(_ from: String, _ name: String, to: PagewrightMove.Destination,
                      _ element: @escaping @MainActor (XCUIApplication) -> XCUIElement) -> PagewrightMove {
        PagewrightMove(from, name, to: to) { [unowned self] _, _ in
            taken.append("\(from).\(name)")
            element(XCUIApplication()).tap()
            return false
        }
    }

    private func button(_ identifier: String) -> @MainActor (XCUIApplication) -> XCUIElement {
        { $0.buttons[identifier] }
    }

    private var moves: [PagewrightMove] {
        [
            move("Home", "settings", to: .screen("Settings"), button("Home.settings")),
            move("Home", "list", to: .screen("List"), button("Home.list")),
            move("Home", "dead", to: .screen("Dead"), button("Home.dead")),
            move("Home", "confirm", to: .screen("Confirm"), button("Home.confirm")),
            move("List", "row", to: .screen("Detail"), button("List.row")),
            move("List", "home", to: .screen("Home"), button("List.home")),
            move("Detail", "back", to: .screen("List"), button("Detail.back")),
            move("Settings", "home", to: .screen("Home"), button("Settings.home")),
            move("Settings", "confirm", to: .screen("Confirm"), button("Settings.confirm")),
            move("Confirm", "cancel", to: .back) { $0.alerts["Confirm"].buttons["Cancel"] },
        ]
    }

    /// A navigator over the specs above; `replacing` swaps moves (by "Screen.move") for others.
    private func navigator(relaunches: Bool = false, launchWait: TestWait = .uiInteraction,
                           replacing: [String: PagewrightMove] = [:]) -> PagewrightNavigator<TestSettings> {
        let moves = moves.map { replacing["\($0.from).\($0.name)"] ?? $0 }
        return PagewrightNavigator(places: Self.places, moves: moves, application: { XCUIApplication() },
                                   launch: { XCUIApplication().launch() }, relaunches: relaunches, launchWait: launchWait)
    }

    private func requests(_ kind: RoundTrip.Kind, containing text: String = "") -> [String] {
        device.roundTrips.log.filter { $0.kind == kind && (text.isEmpty || $0.request.contains(text)) }.map(\.request)
    }

    // MARK: Where am I

    func testTheOneScreenShowingIsTheAnswer() async throws {
        launched()
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "Home", held: ["Home"])))
        XCUIApplication().buttons["Home.dead"].tap()
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "Dead", held: ["Dead"])))
        let failures = recordingFailures {
            XCTAssertEqual(navigator().whereabouts(file: #filePath, line: #line), PagewrightWhereabouts(screen: "Dead", held: ["Dead"]))
        }
        XCTAssertEqual(failures.map(\.description), [])
    }

    func testADetailScreenThatShowsItsListsTitleTooIsTheMoreSpecific() async throws {
        launched()
        XCUIApplication().buttons["Home.list"].tap()
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "List", held: ["List"])))
        XCUIApplication().buttons["List.row"].tap()
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "Detail", held: ["Detail", "List"])))
        // Not by order: the detail first in the specs answers the same.
        XCTAssertEqual(finder(Self.places.reversed()).look(), .found(PagewrightWhereabouts(screen: "Detail", held: ["Detail", "List"])))
    }

    func testScreensWithTheSameAnchorsAreToldApartByPrecedenceAndOnlyByIt() async throws {
        launched()
        let home = Self.place("Home", ["Home.title"])
        let welcome = Self.place("Welcome", ["Home.title"], precedence: 1)
        XCTAssertEqual(finder([home, welcome]).look(), .found(PagewrightWhereabouts(screen: "Welcome", held: ["Home", "Welcome"])))
        XCTAssertEqual(finder([welcome, home]).look(), .found(PagewrightWhereabouts(screen: "Welcome", held: ["Home", "Welcome"])))
        let topHome = Self.place("Home", ["Home.title"], precedence: 2)
        XCTAssertEqual(finder([welcome, topHome]).look(), .found(PagewrightWhereabouts(screen: "Home", held: ["Home", "Welcome"])))
        let plainWelcome = Self.place("Welcome", ["Home.title"])
        XCTAssertEqual(finder([home, plainWelcome]).look(), .ambiguous(["Home", "Welcome"]))
        // Precedence comes before specificity: a less specific screen of higher precedence wins.
        let specific = Self.place("Specific", anchors: [Self.anchor("Home.title"), Self.anchor("Home.settings", .button)])
        let general = Self.place("General", ["Home.title"])
        XCTAssertEqual(finder([general, specific]).look(), .found(PagewrightWhereabouts(screen: "Specific", held: ["General", "Specific"])))
        let preferred = Self.place("General", ["Home.title"], precedence: 1)
        XCTAssertEqual(finder([specific, preferred]).look(), .found(PagewrightWhereabouts(screen: "General", held: ["General", "Specific"])))
    }

    func testTwoUnrelatedScreensThatBothHoldAreAnAmbiguityNamedAtTheCallersLine() async throws {
        launched()
        nav.show("Mixed")
        let finder = finder()
        XCTAssertEqual(finder.look(), .ambiguous(["Home", "Settings"]))
        let started = device.clock.now
        var answer: PagewrightWhereabouts?
        let failures = recordingFailures {
            answer = finder.whereabouts(within: .short, context: "where am I", file: #filePath, line: #line)
        }
        XCTAssertNil(answer)
        XCTAssertEqual(failures.map(\.line), [#line - 3])
        XCTAssertEqual(failures.first?.message,
                       "where am I: Home and Settings all hold after 1.0 s (short), and nothing in the specs tells them apart (give one a higher \"precedence\", or an anchor the other lacks). Identifiers on screen: Home.title, Settings.title")
        XCTAssertEqual(device.clock.now - started, 1, accuracy: 0.05, "an ambiguity is given the whole wait to settle")
    }

    func testAnOverlayIsReportedOverTheScreenItCovers() async throws {
        launched()
        XCUIApplication().buttons["Home.confirm"].tap()
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "Confirm", covered: "Home", held: ["Confirm", "Home"])))
        XCUIApplication().alerts["Confirm"].buttons["Cancel"].tap()
        XCUIApplication().buttons["Home.settings"].tap()
        XCUIApplication().buttons["Settings.confirm"].tap()
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "Confirm", covered: "Settings", held: ["Account", "Confirm", "Settings"])))
        XCTAssertEqual(PagewrightWhereabouts(screen: "Confirm", covered: "Settings").description, "Confirm over Settings")
    }

    func testASystemAlertIsOnTopOfTheAppsOwnOverlay() async throws {
        launched()
        XCUIApplication().buttons["Home.confirm"].tap()
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Nav"))
        // The system alert is the answer; the screen beneath the app's overlays is what it covers.
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "Notifications", covered: "Home", held: ["Confirm", "Home", "Notifications"])))
        XCTAssertEqual(finder(Self.places.reversed()).look(),
                       .found(PagewrightWhereabouts(screen: "Notifications", covered: "Home", held: ["Confirm", "Home", "Notifications"])))
    }

    func testASectionIsTheAnswerOnlyWhenItsContainerDoesNotHold() async throws {
        launched()
        XCUIApplication().buttons["Home.settings"].tap()
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "Settings", held: ["Account", "Settings"])))
        nav.show("Account")
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "Account", held: ["Account"])))
        // Without `sectionOf` the two would be an ambiguity.
        nav.show("Settings")
        let unrelated = [Self.place("Settings", ["Settings.title"]), Self.place("Account", ["Settings.account"])]
        XCTAssertEqual(finder(unrelated).look(), .ambiguous(["Account", "Settings"]))
    }

    func testWhenNoScreenHoldsWhereAmIFailsAtTheCallersLineNamingWhatIsOnScreen() async throws {
        launched()
        nav.show("Blank")
        let finder = finder()
        XCTAssertEqual(finder.look(), .nothing)
        let started = device.clock.now
        var answer: PagewrightWhereabouts?
        var failures = recordingFailures {
            answer = finder.whereabouts(within: .short, context: "where am I", file: #filePath, line: #line)
        }
        XCTAssertNil(answer)
        XCTAssertEqual(failures.map(\.line), [#line - 3])
        XCTAssertEqual(failures.first?.message, "where am I: no screen of the specs is showing after 1.0 s (short). Identifiers on screen: Blank.title")
        XCTAssertEqual(device.clock.now - started, 1, accuracy: 0.05)

        // What is on screen is the app's, whichever screen the specs list first (here Springboard's alert).
        failures = recordingFailures {
            answer = self.finder(Self.places.reversed()).whereabouts(within: .short, context: "where am I", file: #filePath, line: #line)
        }
        XCTAssertEqual(failures.map(\.message), ["where am I: no screen of the specs is showing after 1.0 s (short). Identifiers on screen: Blank.title"])

        // The navigator's "where am I" waits for as long as the slowest screen (1 s here).
        failures = recordingFailures {
            answer = navigator().whereabouts(file: #filePath, line: #line)
        }
        XCTAssertNil(answer)
        XCTAssertEqual(failures.map(\.line), [#line - 3])
        XCTAssertEqual(failures.first?.message, "where am I: no screen of the specs is showing after 1.0 s (short). Identifiers on screen: Blank.title")

        // An app in the background shows no screen.
        XCUIDevice.shared.press(.home)
        failures = recordingFailures {
            answer = navigator().whereabouts(file: #filePath, line: #line)
        }
        XCTAssertNil(answer)
        XCTAssertEqual(failures.map(\.line), [#line - 3])
        XCTAssertEqual(failures.first?.message, "where am I: the app under test is not running in the foreground (runningBackgroundSuspended)")
    }

    func testAScreenThatShowsLateIsFoundAsSoonAsItShows() async throws {
        launched()
        nav.show("Blank")
        nav.show("Settings", after: 2)
        let started = device.clock.now
        var answer: PagewrightWhereabouts?
        let failures = recordingFailures {
            answer = finder().whereabouts(within: .uiInteraction, context: "where am I", file: #filePath, line: #line)
        }
        XCTAssertEqual(failures.map(\.description), [])
        XCTAssertEqual(answer, PagewrightWhereabouts(screen: "Settings", held: ["Account", "Settings"]))
        // Seen within one of the poll's longest pauses (1 s) of showing, long before the 5 s are over.
        let elapsed = device.clock.now - started
        XCTAssertGreaterThanOrEqual(elapsed, 2)
        XCTAssertLessThanOrEqual(elapsed, 2 + PagewrightPoll.slice)
    }

    func testOneLookTakesOneSnapshotPerApp() async throws {
        launched()
        XCUIApplication().buttons["Home.list"].tap()
        XCUIApplication().buttons["List.row"].tap()
        device.roundTrips.reset()
        XCTAssertEqual(finder().look(), .found(PagewrightWhereabouts(screen: "Detail", held: ["Detail", "List"])))
        // Seven screens of the app answered from one snapshot of it; Springboard's alert, whose
        // anchor has no identifier, from one snapshot of Springboard and one query.
        XCTAssertEqual(requests(.snapshot), ["snapshot XCUIApplication()", "snapshot XCUIApplication(bundleIdentifier: \"com.apple.springboard\")"])
        XCTAssertEqual(requests(.query).count, 1, "\(device.roundTrips.log)")
        XCTAssertEqual(device.roundTrips.count, 3, "\(device.roundTrips.log)")

        device.roundTrips.reset()
        let appOnly = Self.places.filter { $0.app == "main" }
        XCTAssertEqual(finder(appOnly).look(), .found(PagewrightWhereabouts(screen: "Detail", held: ["Detail", "List"])))
        XCTAssertEqual(device.roundTrips.log.map(\.request), ["snapshot XCUIApplication()"])
    }

    // MARK: Go to

    func testGoToReachesEveryScreenFromSeveralStartsTheShortestWay() async throws {
        let ways: [String: [String: [String]]] = [
            "Home": ["List": ["Home.list"], "Detail": ["Home.list", "List.row"], "Settings": ["Home.settings"],
                     "Confirm": ["Home.confirm"], "Dead": ["Home.dead"]],
            "List": ["Home": ["List.home"], "Detail": ["List.row"], "Settings": ["List.home", "Home.settings"],
                     "Confirm": ["List.home", "Home.confirm"], "Dead": ["List.home", "Home.dead"]],
            "Detail": ["Home": ["Detail.back", "List.home"], "List": ["Detail.back"],
                       "Settings": ["Detail.back", "List.home", "Home.settings"],
                       "Confirm": ["Detail.back", "List.home", "Home.confirm"], "Dead": ["Detail.back", "List.home", "Home.dead"]],
            "Settings": ["Home": ["Settings.home"], "List": ["Settings.home", "Home.list"],
                         "Detail": ["Settings.home", "Home.list", "List.row"], "Confirm": ["Settings.confirm"],
                         "Dead": ["Settings.home", "Home.dead"]],
        ]
        let application = launched()
        let navigator = navigator()
        for (start, targets) in ways.sorted(by: { $0.key < $1.key }) {
            for (target, way) in targets.sorted(by: { $0.key < $1.key }) {
                application.launch()
                nav.show(start)
                taken = []
                var arrived = false
                let failures = recordingFailures { arrived = navigator.go(to: target, file: #filePath, line: #line) }
                XCTAssertEqual(failures.map(\.description), [], "\(start) → \(target)")
                XCTAssertTrue(arrived, "\(start) → \(target)")
                XCTAssertEqual(taken, way, "\(start) → \(target)")
                guard case .found(let here) = navigator.finder.look() else { return XCTFail("\(start) → \(target): \(navigator.finder.look())") }
                XCTAssertEqual(here.screen, target, "\(start) → \(target)")
                if target == "Confirm" { XCTAssertEqual(here.covered, start == "Settings" ? "Settings" : "Home") }
            }
        }
        // Already there: no move.
        taken = []
        nav.show("Settings")
        XCTAssertTrue(navigator.go(to: "Settings", file: #filePath, line: #line))
        XCTAssertEqual(taken, [])
    }

    func testGoToLeavesAnOverlayByItsWayBackToTheScreenItCovers() async throws {
        launched()
        XCUIApplication().buttons["Home.settings"].tap()
        XCUIApplication().buttons["Settings.confirm"].tap()
        let navigator = navigator()
        let failures = recordingFailures { XCTAssertTrue(navigator.go(to: "List", file: #filePath, line: #line)) }
        XCTAssertEqual(failures.map(\.description), [])
        XCTAssertEqual(taken, ["Confirm.cancel", "Settings.home", "Home.list"])
        XCTAssertEqual(nav.alerts.count, 0)
        XCTAssertEqual(nav.currentScreen, "List")

        // Over Home, the way back leads to Home.
        XCUIApplication().buttons["List.home"].tap()
        XCUIApplication().buttons["Home.confirm"].tap()
        taken = []
        XCTAssertTrue(navigator.go(to: "Settings", file: #filePath, line: #line))
        XCTAssertEqual(taken, ["Confirm.cancel", "Home.settings"])
        XCTAssertEqual(nav.currentScreen, "Settings")
    }

    func testADeclaredInterruptionInTheWayIsDismissedAsItsSpecSays() async throws {
        launched()
        var chosen: [String] = []
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Nav") { button, _ in chosen.append(button) })
        let failures = recordingFailures { XCTAssertTrue(navigator().go(to: "Settings", file: #filePath, line: #line)) }
        XCTAssertEqual(failures.map(\.description), [])
        XCTAssertEqual(chosen, ["Allow"], "answered with the interruption's own dismiss, not XCUITest's built-in handler")
        XCTAssertEqual(device.handledInterruptions, [])
        XCTAssertEqual(device.activities.filter { $0.name == "dismiss Notifications" }.count, 1)
        XCTAssertEqual(taken, ["Home.settings"])
        XCTAssertEqual(nav.currentScreen, "Settings")
    }

    func testGoToLaunchesAnAppThatIsNotRunning() async throws {
        XCTAssertEqual(nav.state, .notRunning)
        let failures = recordingFailures { XCTAssertTrue(navigator().go(to: "Settings", file: #filePath, line: #line)) }
        XCTAssertEqual(failures.map(\.description), [])
        XCTAssertEqual(requests(.application, containing: "launch"), ["launch XCUIApplication()"])
        XCTAssertEqual(taken, ["Home.settings"])
        XCTAssertEqual(nav.state, .runningForeground)
        XCTAssertEqual(nav.currentScreen, "Settings")
    }

    func testGoToActivatesAnAppInTheBackgroundWithoutRelaunchingIt() async throws {
        launched()
        XCUIApplication().buttons["Home.settings"].tap()
        XCUIDevice.shared.press(.home)
        XCTAssertEqual(nav.state, .runningBackgroundSuspended)
        device.roundTrips.reset()
        let failures = recordingFailures { XCTAssertTrue(navigator().go(to: "List", file: #filePath, line: #line)) }
        XCTAssertEqual(failures.map(\.description), [])
        XCTAssertEqual(requests(.application, containing: "activate"), ["activate XCUIApplication()"])
        XCTAssertEqual(requests(.application, containing: "launch"), [])
        XCTAssertEqual(taken, ["Settings.home", "Home.list"])
        XCTAssertEqual(nav.screenHistory, ["Home", "Settings", "Home", "List"], "the running app, not a fresh launch")
    }

    func testNoWayFromADeadEndFailsAtTheCallersLineSayingNoRelaunchIsAllowed() async throws {
        launched()
        XCUIApplication().buttons["Home.dead"].tap()
        var arrived = true
        let failures = recordingFailures {
            arrived = navigator().go(to: "Home", file: #filePath, line: #line)
        }
        XCTAssertFalse(arrived)
        XCTAssertEqual(failures.map(\.line), [#line - 3])
        XCTAssertEqual(failures.first?.message,
                       "go to Home: no way leads from Dead to Home over the moves the specs allow. The specs allow no relaunch (\"relaunch\": true in the app's settings would).")
        XCTAssertEqual(requests(.application, containing: "terminate"), [])
        XCTAssertEqual(nav.currentScreen, "Dead")

        // With moves taken on the way, the message names them: here Home's way to List leads
        // into the dead end instead.
        launched()
        let astray = move("Home", "list", to: .screen("List"), button("Home.dead"))
        taken = []
        let more = recordingFailures {
            XCTAssertFalse(navigator(replacing: ["Home.list": astray]).go(to: "Detail", file: #filePath, line: #line))
        }
        XCTAssertEqual(more.map(\.line), [#line - 2])
        XCTAssertEqual(more.map(\.message),
                       ["go to Detail: no way leads from Dead to Detail over the moves the specs allow. Moves taken: Home.list. The specs allow no relaunch (\"relaunch\": true in the app's settings would)."])
        XCTAssertEqual(taken, ["Home.list"])
    }

    func testWithRelaunchAllowedADeadEndIsLeftByOneRelaunch() async throws {
        launched()
        XCUIApplication().buttons["Home.dead"].tap()
        device.roundTrips.reset()
        var arrived = false
        let failures = recordingFailures { arrived = navigator(relaunches: true).go(to: "Settings", file: #filePath, line: #line) }
        XCTAssertEqual(failures.map(\.description), [])
        XCTAssertTrue(arrived)
        XCTAssertEqual(requests(.application, containing: "terminate"), ["terminate XCUIApplication()"])
        XCTAssertEqual(requests(.application, containing: "launch"), ["launch XCUIApplication()"])
        XCTAssertEqual(device.activities.filter { $0.name == "relaunch" }.count, 1)
        XCTAssertEqual(taken, ["Home.settings"])
        XCTAssertEqual(nav.screenHistory, ["Home", "Settings"])
    }

    func testAfterOneRelaunchADeadEndFailsSayingSo() async throws {
        // The app launches into the dead end, so the relaunch leads there again.
        nav.initialScreen = "Dead"
        launched()
        var arrived = true
        let failures = recordingFailures {
            arrived = navigator(relaunches: true).go(to: "Home", file: #filePath, line: #line)
        }
        XCTAssertFalse(arrived)
        XCTAssertEqual(failures.map(\.line), [#line - 3])
        XCTAssertEqual(failures.first?.message,
                       "go to Home: no way leads from Dead to Home over the moves the specs allow. The app was relaunched once.")
        XCTAssertEqual(requests(.application, containing: "terminate"), ["terminate XCUIApplication()"], "relaunched once, not again")
    }

    func testAMoveThatFailsEndsTheJourneyThere() async throws {
        launched()
        let failing = PagewrightMove("Home", "list", to: .screen("List")) { [unowned self] file, line in
            taken.append("Home.list")
            PagewrightReport.fail("the list did not open", in: XCUIApplication(), evidence: false, file: file, line: line)
            return false
        }
        let navigator = navigator(relaunches: true, replacing: ["Home.list": failing])
        device.roundTrips.reset()
        var arrived = true
        let before = PagewrightReport.failures
        let failures = recordingFailures {
            arrived = navigator.go(to: "Detail", file: #filePath, line: #line)
        }
        XCTAssertFalse(arrived)
        XCTAssertEqual(failures.map(\.line), [#line - 3])
        XCTAssertEqual(failures.map(\.message), ["the list did not open"])
        XCTAssertEqual(PagewrightReport.failures, before + 1)
        XCTAssertEqual(taken, ["Home.list"], "no move after the one that failed")
        XCTAssertEqual(requests(.snapshot).count, 2, "one look before the move, none after it")
        XCTAssertEqual(requests(.application, containing: "launch"), [], "a failed move is not a reason to relaunch")
        XCTAssertEqual(nav.currentScreen, "Home")
    }

    func testAMoveThatVerifiedItsArrivalIsTrustedWithoutAnotherLook() async throws {
        func snapshots(verifying: Bool) -> Int {
            launched()
            taken = []
            let settings = PagewrightMove("Home", "settings", to: .screen("Settings")) { [unowned self] _, _ in
                taken.append("Home.settings")
                XCUIApplication().buttons["Home.settings"].tap()
                return verifying
            }
            let navigator = navigator(replacing: ["Home.settings": settings])
            device.roundTrips.reset()
            let failures = recordingFailures { XCTAssertTrue(navigator.go(to: "Settings", file: #filePath, line: #line)) }
            XCTAssertEqual(failures.map(\.description), [])
            XCTAssertEqual(taken, ["Home.settings"])
            XCTAssertEqual(nav.currentScreen, "Settings")
            return requests(.snapshot).count
        }
        // One look (a snapshot of the app, one of Springboard) before the move; one more after a
        // move that did not verify its arrival.
        XCTAssertEqual(snapshots(verifying: true), 2)
        XCTAssertEqual(snapshots(verifying: false), 4)
    }

    func testALookAfterALaunchIsGivenTheLaunchWaitAndItsFailureSaysSo() async throws {
        nav.initialScreen = "Blank"
        let started = device.clock.now
        var arrived = true
        let failures = recordingFailures {
            arrived = navigator(launchWait: .uiInteraction).go(to: "Home", file: #filePath, line: #line)
        }
        XCTAssertFalse(arrived)
        XCTAssertEqual(failures.map(\.line), [#line - 3])
        XCTAssertEqual(failures.first?.message,
                       "go to Home: no screen of the specs is showing after 5.0 s (uiInteraction). The specs allow no relaunch (\"relaunch\": true in the app's settings would). Identifiers on screen: Blank.title")
        XCTAssertEqual(device.clock.now - started, 5, accuracy: 0.05)
    }
}

/// The app's own alert, opened from Home and Settings: "Cancel" returns to what it covers.
@MainActor
private func confirmAlert() -> SimulatedElement {
    SimulatedElement.alert("Confirm", message: "Are you sure?", buttons: ["Cancel", "OK"])
}
