import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What the generated page objects wait for, and how they fail when it never comes: readiness
/// of a step's element, polling checks, getters with a wait, the two verification levels,
/// unique elements, and the three bugs of issue 14.
final class WaitingTests: JobAppTestCase {
    // MARK: Issue 14's bugs

    /// Bug 1: an anchor found by `id` that the app exposes as a label. Its locator
    /// (`matching(identifier:)`) finds it; the verifier's snapshot must see it the same way.
    func testAnIdentifierAnchorTheAppExposesAsALabelIsSeen() async throws {
        reinstall(.init(identifiersExposedAsLabels: ["Main.search"]))
        var main: MainPageObject?
        let failures = recordingFailures { main = PageObjectsFactory().launch() }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertTrue(MainPageObject.isDisplayed(in: XCUIApplication()), "the snapshot matches identifying attributes, as the locator does")
        let page = try XCTUnwrap(main)
        XCTAssertEqual(device.roundTrips.measure { page.verify() }, 1, "one snapshot sees the screen")
    }

    /// Bug 1, the other half: a verifier that can never see the screen fails; it never ends
    /// silently. Here the snapshot and two anchors' own locators disagree (a contradiction
    /// generated code avoids), so every pause returns at once: the verifier gives up and fails.
    /// (With one such anchor, its own wait would settle it, the only anchor wrong, and the
    /// verifier would take the locator's word.)
    func testAVerifierThatNeverSeesTheScreenFailsInsteadOfReturning() async throws {
        // Its looks never settle and never move the clock: the poll's own bound (two requests a
        // look) is what ends it.
        roundTripBudget = 2 * PagewrightPoll.maximumLooks + 20
        let factory = PageObjectsFactory()
        factory.launch()
        let page = ContradictoryPage(pageObjectsFactory: factory, application: XCUIApplication())
        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            page.verify()
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, expectedLine)
        XCTAssertTrue(failures.first?.message.contains("missing 'contradiction'") == true, "\(failures)")
    }

    /// Bug 2: a Bool matched on `value` compares as a switch reports it, "1" or "0".
    func testABoolMatchedOnValueComparesWithWhatASwitchReports() async throws {
        let failures = recordingFailures {
            PageObjectsFactory().openRefineSearch()
                .salaryOnlyIs(on: false)
                .salaryOnlyValueIs(on: false)
                .toggleSalaryOnly()
                .salaryOnlyIs(on: true)
                .salaryOnlyValueIs(on: true)
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(jobApp.state.filters.withSalaryOnly, true)
    }

    /// Bug 3: an element of type `application` is the app itself, not a descendant of it.
    func testAnApplicationElementIsTheAppItself() async throws {
        let failures = recordingFailures {
            let main = PageObjectsFactory().launch().appIsRunning()
            XCTAssertTrue(main.app === main.application)
        }
        XCTAssertEqual(failures.map(\.message), [])
    }

    // MARK: Readiness

    func testATapOnADisabledButtonFailsNamingWhy() async throws {
        reinstall(.init(disabledIdentifiers: ["Profile.login"]))
        let profile = PageObjectsFactory().launch().openProfileTab()
        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            profile.goToAuthorization()
        }
        let step = try XCTUnwrap(failures.first)
        XCTAssertEqual(step.line, expectedLine)
        XCTAssertTrue(step.message.contains("ProfilePageObject.goToAuthorization: 'loginButton' exists but is not enabled after 5.0 s (uiInteraction)."),
                      step.message)
        XCTAssertEqual(jobApp.currentScreen, .profile, "the disabled button was never tapped")
    }

    func testATapOnAnElementCoveredByAnUndeclaredAlertFailsNamingTheAlert() async throws {
        let main = PageObjectsFactory().launch()
        device.presentSystemAlert(.alert("Software Update", message: "iOS 99 is available.", buttons: ["Later", "Install"]))
        let failures = recordingFailures { main.openProfileTab() }
        let step = try XCTUnwrap(failures.first)
        XCTAssertTrue(step.message.contains("MainPageObject.openProfileTab: 'profileTab' is not hittable after 5.0 s (uiInteraction): it is covered by the alert 'Software Update'."),
                      step.message)
    }

    /// A declared interruption in front of the element is dismissed by the step's readiness
    /// wait, with no monitor installed: the plain and Screenplay styles need none.
    func testADeclaredInterruptionInTheWayIsDismissed() async throws {
        var answer: String?
        let main = PageObjectsFactory().launch()
        device.presentSystemAlert(.permissionAlert(.location, appName: "Jobs") { button, _ in answer = button })
        let failures = recordingFailures { main.openProfileTab().viewIsShown() }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(answer, "Allow While Using App")
        XCTAssertTrue(device.activities.contains { $0.name == "dismiss LocationPermissionAlert" })
    }

    /// Given the test case, the factory installs UI interruption monitors, which XCUITest runs
    /// when any interaction is blocked (here one the test makes itself).
    func testTheFactoryGivenTheTestCaseMonitorsInterruptions() async throws {
        var answer: String?
        let factory = PageObjectsFactory(testCase: self)
        factory.launch()
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Jobs") { button, _ in answer = button })
        let failures = recordingFailures { factory.application.buttons["Main.saved"].tap() }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(answer, "Allow")
        XCTAssertEqual(jobApp.currentScreen, .savedVacancies, "the tap went on once the alert was dismissed")
    }

    /// A unique element fails the step when several elements match, naming how many.
    func testAUniqueElementMatchedTwiceFailsTheStepNamingTheCount() async throws {
        reinstall(.init(duplicateApplyButton: true))
        let refine = PageObjectsFactory().openRefineSearch()
        let failures = recordingFailures { refine.applyFilters() }
        let step = try XCTUnwrap(failures.first)
        XCTAssertTrue(step.message.contains("RefineSearchPageObject.applyFilters: 2 elements match 'applyButton', which must be unique."), step.message)
    }

    func testAUniqueElementMatchedOnceIsTappedAsUsual() async throws {
        let failures = recordingFailures { PageObjectsFactory().openRefineSearch().applyFilters() }
        XCTAssertEqual(failures.map(\.message), [])
    }

    // MARK: Checks and getters

    /// The error shows up once the backend answered (2 s): the check polls until it does.
    func testACheckWaitsForALabelThatArrivesLate() async throws {
        let failures = recordingFailures {
            PageObjectsFactory().openLogin()
                .enterLogin("ada@example.com")
                .enterPassword("wrong")
                .logInExpectingError()
                .errorText("Wrong login or password")
        }
        XCTAssertEqual(failures.map(\.message), [])
    }

    func testAFailingCheckSaysWhatItSawLastAtTheTestsLine() async throws {
        let vacancy = PageObjectsFactory().openVacancy()
        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            vacancy.titleIs(text: "Astronaut")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, expectedLine)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(failures.first?.message.contains(#"VacancyPageObject.titleIs: label of 'title' is "iOS Developer", expected "Astronaut" after 5.0 s (uiInteraction)."#) == true,
                      "\(failures)")
    }

    func testAGetterReadsAtOnceUnlessItHasAWait() async throws {
        let login = PageObjectsFactory().openLogin()
            .enterLogin("ada@example.com")
            .enterPassword("wrong")
            .logInExpectingError()
        XCTAssertFalse(login.error.exists, "the backend has not answered yet")
        XCTAssertEqual(login.errorMessageOnceShown, "Wrong login or password")
        XCTAssertEqual(login.errorMessage, "Wrong login or password")
    }

    // MARK: Verification levels

    func testVerifyLoadedChecksTheSecondLevelInEveryStyle() async throws {
        let failures = recordingFailures {
            let main = PageObjectsFactory().launch().verifyLoaded()
            XCTAssertTrue(main.isLoaded)
            MainScreen().verifyLoaded()
            XCTAssertTrue(MainScreen().isLoaded)
            DemoPageObjects.Actor(called: "Ada").sees(Main.isLoaded())
        }
        XCTAssertEqual(failures.map(\.message), [])
    }

    func testAMissingLoadedElementFailsOnlyTheSecondLevel() async throws {
        reinstall(.init(renamedIdentifiers: ["Main.saved": "Main.favourites"]))
        let failures = recordingFailures {
            let main = PageObjectsFactory().launch()  // the anchors are there
            XCTAssertFalse(main.isLoaded)
            main.verifyLoaded(within: .uiInteraction)
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("missing 'savedButton' (\"Main.saved\")") == true, "\(failures)")
    }

    /// Hittable anchors (ScreenObject's way) and retries: an anchor under an alert exists but is
    /// not hittable, so the screen does not count as showing, and the message says so.
    func testHittableAnchorsAndRetries() async throws {
        let factory = PageObjectsFactory()
        factory.launch()
        device.presentSystemAlert(.alert("Software Update", message: "iOS 99 is available.", buttons: ["Later"]))
        let page = HittableMainPage(pageObjectsFactory: factory, application: XCUIApplication())
        let failures = recordingFailures { page.verify() }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("is not showing after 5.0 s (uiInteraction) (2 attempts): not hittable 'view'") == true, "\(failures)")
    }

    // MARK: Failure evidence

    func testAFailureAttachesTheElementTreeAndAScreenshotToItsActivity() async throws {
        let vacancy = PageObjectsFactory().openVacancy()
        _ = recordingFailures { vacancy.titleIs(text: "Astronaut") }
        let evidence = device.attachments.filter { $0.activityPath.last == "VacancyPageObject: check titleIs" }
        XCTAssertEqual(evidence.map(\.name), ["Element tree", "Screenshot"])
        XCTAssertEqual(evidence.map(\.uniformTypeIdentifier), ["public.plain-text", "public.png"])
        XCTAssertEqual(evidence.map(\.lifetime), [.keepAlways, .keepAlways])
        XCTAssertTrue(String(decoding: evidence[0].payload, as: UTF8.self).contains("Vacancy.title"))
    }

    func testEvidenceCanBeSwitchedOff() async throws {
        PagewrightReport.attachesEvidence = false
        defer { PagewrightReport.attachesEvidence = true }
        let vacancy = PageObjectsFactory().openVacancy()
        let failures = recordingFailures { vacancy.titleIs(text: "Astronaut") }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(device.attachments.count, 0)
    }

    // MARK: Launch and audit

    /// pagewright.json gives the app an environment variable; a test adds launch arguments.
    func testLaunchConfigurationAndPerTestArguments() async throws {
        let factory = PageObjectsFactory()
        let failures = recordingFailures {
            factory.launch(arguments: ["-loggedIn"]).openProfileTab().isLoggedInAs(name: "Ada Lovelace")
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(jobApp.app.launchEnvironment["JOBS_UI_TESTS"], "1")
        XCTAssertEqual(jobApp.app.launchArguments, ["-loggedIn"])
        XCTAssertEqual(factory.application.launchArguments, [], "the test's application keeps its own settings")

        MainScreen.launch(environment: ["EXTRA": "yes"])
        XCTAssertEqual(jobApp.app.launchEnvironment, ["JOBS_UI_TESTS": "1", "EXTRA": "yes"])
    }

    func testTheAccessibilityAuditPassesAnAccessibleScreen() async throws {
        let failures = recordingFailures { PageObjectsFactory().launch().passesAccessibilityAudit() }
        XCTAssertEqual(failures.map(\.message), [])
    }

    func testTheAccessibilityAuditFailsForEachIssueInEveryStyle() async throws {
        reinstall(.init(unlabelledButtons: ["Main.refine"]))
        let failures = recordingFailures {
            PageObjectsFactory().launch().passesAccessibilityAudit()
            MainScreen().passesAccessibilityAudit()
            DemoPageObjects.Actor(called: "Ada").sees(Main.passesAccessibilityAudit())
        }
        XCTAssertEqual(failures.count, 3, "\(failures)")
        XCTAssertTrue(failures[0].message.contains("MainPageObject: accessibility audit: Element has no description"), "\(failures)")
        XCTAssertTrue(failures.allSatisfy { $0.message.contains("Main.refine") }, "\(failures)")
    }
}

/// A screen whose anchors contradict each other: a snapshot looks for an identifier no element
/// has, while the anchor's locator finds a button that is there.
private final class ContradictoryPage: BasePageObject {
    override class var verification: ScreenVerification {
        ScreenVerification(screen: "Contradictory", wait: .uiInteraction, present: [
            ScreenVerification.Anchor("view", .other, identifier: "Main.view") { $0.otherElements["Main.view"] },
            ScreenVerification.Anchor("contradiction", .button, identifier: "Nowhere") { $0.buttons["Main.saved"] },
            ScreenVerification.Anchor("another", .button, identifier: "Nowhere.either") { $0.buttons["Main.vacancies"] },
        ], absent: [])
    }
}

/// Main verified as ScreenObject verifies: the anchor hittable, one retry.
private final class HittableMainPage: BasePageObject {
    override class var verification: ScreenVerification {
        ScreenVerification(screen: "Main", wait: .uiInteraction, present: [
            ScreenVerification.Anchor("view", .other, identifier: "Main.view") { $0.otherElements["Main.view"] },
        ], absent: [], anchors: .hittable, retries: 1)
    }
}
