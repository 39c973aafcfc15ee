import Foundation
import XCTest
import RealScreensPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The steps of real screens through the Screenplay style: Tasks whose Actions functions take the
/// same steps, and the custom action's Task verifying where it leads.
final class ScreenplayRealScreensTests: TillTestCase {
    func testAnActorTakesEveryKindOfStep() async throws {
        reinstall(.init(promptAfter: 0.5))
        let ada = Actor(called: "Ada")
        let failures = recordingFailures {
            ada.has(Launch.theApp())
            ada.attemptsTo(DismissPromptIfShown(), ShowOpenOnly(), ShowOpenOnly(), ScrollDown())
            ada.sees(Orders.isDisplayed())
            ada.attemptsTo(OpenOrder.with(title: "Order #25"), Back(), PayAfterLoading.on(.orders),
                           EnterAmount.with("8.5"), OpenTermsLink(), WriteNote.with("Back door"), Sign())
            ada.sees(Receipt.viewIsShown())
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.promptAnswer, "Not Now")
        XCTAssertEqual(state.filterTaps, 1)
        XCTAssertEqual(state.openedOrder, 25)
        XCTAssertEqual(state.keysPressed, ["8", ".", "5"])
        XCTAssertEqual(state.openedLink, "Terms")
        XCTAssertEqual(state.sentNote, "Back door")
        XCTAssertEqual(state.strokes, 3)
    }

    func testAConditionalStepWithoutItsPromptTakesTheShortWaitAndNoMore() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        var failures: [RecordedFailure] = []
        let seconds = simulatedSeconds {
            failures = recordingFailures { ada.attemptsTo(DismissPromptIfShown()) }
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(seconds, WaitingTime.short.seconds, accuracy: 0.2)
    }

    func testSwipeUntilFailsAtTheTestsLine() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            ada.attemptsTo(OpenOrder.with(title: "Order #190"))
        }
        XCTAssertTrue(failures.first?.message.hasSuffix("OrdersActions.openOrder: 'row' is not hittable after 8 swipes up on 'list'") == true, "\(failures)")
        XCTAssertEqual(Set(failures.map(\.line)), [line], "\(failures)")
    }

    func testInLandscapeOnAnIPadTheIdiomComesFirst() async throws {
        reinstall(on: SimulatedDevice.reset(model: .iPad10))
        XCUIDevice.shared.orientation = .landscapeRight
        let ada = Actor(called: "Ada")
        let failures = recordingFailures {
            ada.has(Launch.theApp())
            ada.attemptsTo(OpenAddOrder(), Close())
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.addedWith, "Sidebar.add")
        XCTAssertEqual(state.closedWith, "Cancel")
    }

    func testACustomActionsTaskVerifiesWhereItLeads() async throws {
        reinstall(.init(afterSigning: "Orders"))
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(OpenPay())
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            ada.attemptsTo(Sign())
        }
        XCTAssertEqual(state.strokes, 3)
        XCTAssertEqual(Set(failures.map(\.line)), [line], "\(failures)")
        XCTAssertTrue(failures.contains { $0.message.contains("Receipt") && $0.message.contains("missing 'view'") }, "\(failures)")
    }
}
