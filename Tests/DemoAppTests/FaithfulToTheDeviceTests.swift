import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The generated code against a stand-in that is as harsh as a device (issue #21): it answers
/// declared permission prompts as the specs say whether or not monitors are installed, so
/// XCUITest's built-in handler (which would tap "Don’t Allow") never answers one; it fails on an
/// alert no spec declares, saying what that handler would tap; it taps a switch's control; and it
/// never waits on, or reads, an element that is not there.
final class FaithfulToTheDeviceTests: JobAppTestCase {
    // MARK: Declared prompts, with monitors or without

    /// A step that waits only for its element to be enabled (typing does by default) still looks at
    /// what is in front of it: the declared location prompt is answered as its spec says.
    func testAStepThatDoesNotWaitForHittabilityAnswersADeclaredPromptAsTheSpecSays() async throws {
        var answer: String?
        PageObjectsFactory().launch()
        device.presentSystemAlert(.permissionAlert(.location, appName: "Jobs") { button, _ in answer = button })
        let saved = XCUIApplication().buttons["Main.saved"]
        let failures = recordingFailures {
            for readiness in [Readiness.exists, .enabled] {
                XCTAssertTrue(PagewrightSteps.ready(saved, "savedButton", readiness, within: .uiInteraction, in: XCUIApplication(),
                                                    step: "Test.step", file: #filePath, line: #line))
            }
            saved.tap()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(answer, "Allow While Using App", "as LocationPermissionAlert.json's dismiss action says")
        XCTAssertEqual(device.handledInterruptions, [], "XCUITest's built-in handler never answered")
        XCTAssertEqual(jobApp.currentScreen, .savedVacancies)
    }

    /// Without the generated code a blocked tap would have let the built-in handler deny the
    /// permission: the stand-in models that, and the page objects get there first.
    func testTheBuiltInHandlerWouldHaveDeniedThePermission() async throws {
        var answers: [String] = []
        PageObjectsFactory().launch()
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Jobs") { button, _ in answers.append(button) })
        XCUIApplication().buttons["Main.saved"].tap()  // a bare tap, no page object
        XCTAssertEqual(answers, ["Don’t Allow"])
        XCTAssertEqual(device.handledInterruptions.map(\.button), ["Don’t Allow"])
    }

    /// The demo journeys under chaos in every style with no UI interruption monitor installed: every
    /// declared prompt is answered by the page objects, never by XCUITest's built-in handler, and
    /// the undeclared alerts chaos brings are waited out.
    func testEveryStylePassesEverySeedWithoutMonitorsAndTheBuiltInHandlerNeverAnswers() async throws {
        for style in [ChaosJourneys.Style.factory, .plain, .screenplay] {
            var passed = 0, runs = 0, prompts = 0, undeclared = 0
            var problems: [String] = []
            for seed in ChaosJourneyTests.seeds {
                for journey in ChaosJourneys.journeys {
                    let device = SimulatedDevice.reset(chaos: ChaosSettings(seed: seed))
                    SimulatedJobApp.install(on: device)
                    let failures = recordingFailures { ChaosJourneys.run(journey, in: style) }
                    // Each run's work bounded as ChaosJourneyTests bounds it (no wall-clock limit).
                    XCTAssertLessThanOrEqual(device.roundTrips.count, ChaosJourneyTests.roundTripBudget(style),
                                             "seed \(seed), \(journey.name): the run's work, in app round trips")
                    runs += 1
                    let builtIn = device.handledInterruptions.filter { $0.handler == nil }
                    if failures.isEmpty && builtIn.isEmpty {
                        passed += 1
                    } else {
                        problems.append("seed \(seed), \(journey.name): \(failures.first?.message ?? builtIn.map(\.description).joined(separator: "; "))")
                    }
                    prompts += device.chaosLog.filter { $0.kind == .systemAlert }.count
                    undeclared += device.chaosLog.filter { $0.kind == .undeclaredAlert }.count
                }
            }
            print("[chaos-no-monitors] style=\(style.rawValue);passed=\(passed);runs=\(runs);prompts=\(prompts);undeclaredAlerts=\(undeclared)")
            XCTAssertEqual(passed, runs, "\(style): " + problems.prefix(5).joined(separator: "\n"))
            XCTAssertGreaterThan(prompts, 0, "chaos brought no permission prompt: the test proves nothing")
            XCTAssertGreaterThan(undeclared, 0, "chaos brought no undeclared alert: the test proves nothing")
        }
    }

    // MARK: Alerts no spec declares

    /// An alert no spec declares that stays in front fails the step when its waiting time runs out,
    /// naming it and what the built-in handler would tap, for every kind of readiness.
    func testAnUndeclaredAlertThatStaysFailsTheStepNamingWhatTheBuiltInHandlerWouldTap() async throws {
        PageObjectsFactory().launch()
        jobApp.app.present(.alert("Rate Jobs", message: "Enjoying the app?", buttons: ["Not Now", "Rate"]))
        let saved = XCUIApplication().buttons["Main.saved"]
        for readiness in [Readiness.exists, .enabled, .hittable] {
            let failures = recordingFailures {
                XCTAssertFalse(PagewrightSteps.ready(saved, "savedButton", readiness, within: .uiInteraction, in: XCUIApplication(),
                                                     step: "Test.step", file: #filePath, line: #line))
            }
            let message = try XCTUnwrap(failures.first?.message, "\(readiness)")
            XCTAssertTrue(message.contains("'savedButton' is ") && message.contains("covered by the alert 'Rate Jobs'. No interruption in the specs matches it, "
                + "so on a device XCUITest's built-in interruption handler would answer it, tapping its cancel button, else its default one (of 'Not Now', 'Rate')."),
                          "\(readiness): \(message)")
        }
        XCTAssertEqual(device.handledInterruptions, [])
        XCTAssertEqual(jobApp.currentScreen, .main, "nothing was tapped")
    }

    /// One that goes away within the waiting time is waited out.
    func testAnUndeclaredAlertThatGoesAwayIsWaitedOut() async throws {
        let main = PageObjectsFactory().launch()
        let alert = SimulatedElement.alert("Syncing…", buttons: ["Cancel"])
        jobApp.app.present(alert)
        jobApp.app.perform(after: 1.2) { $0.dismiss(alert) }
        let failures = recordingFailures { main.openSavedVacancies() }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(device.handledInterruptions, [])
        XCTAssertGreaterThanOrEqual(device.clock.now, 1.2)
    }

    // MARK: Switches

    /// A SwiftUI Toggle in a form row spans the row; the page object taps its control.
    func testAToggleStepFlipsASwitchThatSpansItsRow() async throws {
        reinstall(.init(switchesSpanRows: true))
        let refine = PageObjectsFactory().openRefineSearch()
        XCTAssertEqual(XCUIApplication().switches["RefineSearch.withSalary"].switches.count, 1, "the row holds the control")
        let failures = recordingFailures {
            refine.salaryOnlyIs(on: false).toggleSalaryOnly().salaryOnlyIs(on: true).salaryOnlyValueIs(on: true)
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(jobApp.state.filters.withSalaryOnly, true)
    }

    // MARK: Reads

    /// A getter reads through one snapshot: an element that is not there reads as "" with no
    /// failure (an attribute read of a missing element is not what Apple defines).
    func testAGetterOfAnElementThatIsNotThereReadsNothing() async throws {
        let login = PageObjectsFactory().launch().openProfileTab().goToAuthorization().goToLogin()
        let failures = recordingFailures {
            XCTAssertEqual(login.errorMessage, "")
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(device.failures.map(\.message), [])
    }
}
