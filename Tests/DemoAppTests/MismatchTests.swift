import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// When the app drifts from its specs (an identifier renamed in a new build), the page objects
/// fail the test at the test's own line, naming the screen and the element.
final class MismatchTests: JobAppTestCase {
    func testARenamedAnchorFailsVerificationAtTheTestsLine() async throws {
        reinstall(.init(renamedIdentifiers: ["Profile.view": "Profile.container"]))
        let main = PageObjectsFactory().launch()
        let startedAt = device.clock.now

        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            main.openProfileTab()
        }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertTrue(failure.message.contains("ProfilePageObject"), failure.message)
        XCTAssertTrue(failure.message.contains("missing 'view' (\"Profile.view\")"), failure.message)
        XCTAssertTrue(failure.message.contains("Profile.container"), "lists what is on screen: \(failure.message)")
        XCTAssertEqual(device.clock.now - startedAt, WaitingTime.uiInteraction.seconds, accuracy: 0.5,
                       "it polled for the screen's whole waiting time")
    }

    func testAFailureInsideAChainPointsAtThatStepsLine() async throws {
        reinstall(.init(renamedIdentifiers: ["Authorization.view": "SignIn.view"]))

        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 3
            PageObjectsFactory().launch()
                .openProfileTab()
                .goToAuthorization()
                .goToLogin()
        }

        XCTAssertEqual(failures.count, 1, "\(failures)")
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.line, expectedLine, "the line of `.goToAuthorization()`, not of the chain's start")
        XCTAssertTrue(failure.message.contains("AuthorizationPageObject is not showing"), failure.message)
        XCTAssertTrue(failure.message.contains("missing 'view' (\"Authorization.view\")"), failure.message)
        XCTAssertTrue(failure.message.contains("SignIn.view"), failure.message)
    }

    func testARenamedButtonFailsTheStepAtTheTestsLineNamingTheElement() async throws {
        reinstall(.init(renamedIdentifiers: ["Login.submit": "Login.signIn"]))
        let login = PageObjectsFactory().launch()
            .openProfileTab()
            .goToAuthorization()
            .goToLogin()
            .enterLogin("ada@example.com")
            .enterPassword("s3cret")

        var expectedLine = 0
        var tapFailures: [SimulatorFailure] = []
        let failures = recordingFailures {
            tapFailures = device.capturingFailures {
                expectedLine = #line + 1
                login.logIn()
            }
        }

        // The action waits for its button first, so XCUITest's tap (which takes no file/line)
        // is never reached with a missing element.
        XCTAssertEqual(tapFailures.count, 0, "\(tapFailures)")

        // First the step, at the test's line, naming the action and the element; then the
        // arrival check, also at the test's line, naming the screen that never came.
        XCTAssertEqual(failures.count, 2, "\(failures)")
        let step = try XCTUnwrap(failures.first)
        XCTAssertEqual(step.line, expectedLine)
        XCTAssertEqual(step.file, #filePath)
        XCTAssertTrue(step.message.contains("LoginPageObject.logIn: 'logInButton' did not appear"), step.message)
        XCTAssertTrue(step.message.contains("Login.signIn"), "lists what is on screen: \(step.message)")
        let arrival = try XCTUnwrap(failures.last)
        XCTAssertEqual(arrival.line, expectedLine)
        XCTAssertTrue(arrival.message.contains("ProfilePageObject is not showing"), arrival.message)
    }

    func testADismissThatLeavesTheAlertUpFails() async throws {
        reinstall(.init(cancelLeavesAlertUp: true))
        let alert = PageObjectsFactory().launch()
            .openVacanciesList()
            .openVacancy()
            .openAlert()

        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            alert.dismissAlert()
        }

        let failure = try XCTUnwrap(failures.first, "the opener's anchors are still in the tree, but the alert must be gone")
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertTrue(failure.message.contains("ConfirmationAlertPageObject<VacancyPageObject> is still showing"), failure.message)
    }

    func testContinuingAsTheWrongDestinationFails() async throws {
        let vacancy = PageObjectsFactory().launch()
            .openVacanciesList()
            .openVacancy()

        var expectedLine = 0
        let failures = recordingFailures {
            let destination = vacancy.tapResponseButton()
            expectedLine = #line + 1
            destination.asResponseSent()
        }

        let failure = try XCTUnwrap(failures.first, "logged out, the response cannot have been sent")
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertTrue(failure.message.contains("ResponseSentPageObject"), failure.message)
        XCTAssertTrue(failure.message.contains("'message'"), failure.message)
        XCTAssertTrue(failure.message.contains("Authorization.view"), "lists what is on screen: \(failure.message)")
    }

    func testAFailedCheckReportsAtTheTestsLine() async throws {
        let profile = factory(launchArguments: ["-loggedIn"]).launch()
            .openProfileTab()

        var expectedLine = 0
        let failures = recordingFailures {
            expectedLine = #line + 1
            profile.isLoggedInAs(name: "Grace Hopper")
        }

        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertTrue(failure.message.contains("ProfilePageObject.isLoggedInAs: label of 'userName'"), failure.message)
        XCTAssertTrue(failure.message.contains("Ada Lovelace"), failure.message)
    }
}
