import Foundation
import XCTest
import RealScreensPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The plain style with the options of articles 001 and 002 (`"plain": { "suffix": "Page",
/// "verifyOnCreate": true, "returnsNextScreen": true }`): pages that verify themselves when
/// created and whose leaving actions return the next page, and the steps of real screens in them.
final class PlainRealScreensTests: TillTestCase {
    // MARK: The plain options

    func testAPageCreatedOnTheWrongScreenFailsWhereItIsCreated() async throws {
        OrdersPage.launch()
        var line = 0
        let failures = recordingFailures {
            _ = OrdersPage()
            line = #line + 1
            _ = ReceiptPage()
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.message.contains("ReceiptPage is not showing after 5.0 s (uiInteraction): missing 'view'") == true, "\(failures)")
        XCTAssertTrue(OrdersPage.exists)
        XCTAssertFalse(ReceiptPage.exists, "asked of the class, without waiting")
    }

    func testLeavingActionsReturnTheNextPageSoAJourneyChains() async throws {
        let failures = recordingFailures {
            OrdersPage.launch()
                .openOrder(title: "Order #12")  // swipes until the row is hittable
                .titleIs("Order #12")
                .back()
                .openPay()  // an action of the TabBar trait
                .enterAmount("30")  // forEach over the characters, `do` pressKey
                .openTermsLink()  // a tap at a point
                .writeNote("Gift")  // typing into focus, the return key
                .sign()  // the team's Swift; the Receipt page verifies itself on creation
                .viewIsShown()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.openedOrder, 12)
        XCTAssertEqual(state.keysPressed, ["3", "0"])
        XCTAssertEqual(state.openedLink, "Terms")
        XCTAssertEqual(state.sentNote, "Gift")
        XCTAssertEqual(state.strokes, 3)
    }

    // MARK: Steps

    func testAConditionalStepWaitsBrieflyAndGoesOnEitherWay() async throws {
        reinstall(.init(promptAfter: 1))
        let orders = OrdersPage.launch()
        let failures = recordingFailures {
            orders.dismissPromptIfShown()
            XCTAssertEqual(state.promptAnswer, "Not Now")
            XCTAssertEqual(simulatedSeconds { orders.dismissPromptIfShown() }, WaitingTime.short.seconds, accuracy: 0.2,
                           "no prompt the second time: the short wait, then nothing")
            orders.showOpenOnly().showOpenOnly()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.promptAnswer, "Not Now")
        XCTAssertEqual(state.filterTaps, 1)
    }

    func testSwipeUntilFailsAtTheTestsLineNamingThePage() async throws {
        let orders = OrdersPage.launch()
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            orders.openOrder(title: "Order #190")
        }
        XCTAssertTrue(failures.first?.message.hasSuffix("OrdersPage.openOrder: 'row' is not hittable after 8 swipes up on 'list'") == true, "\(failures)")
        XCTAssertEqual(Set(failures.map(\.line)), [line], "\(failures)")
    }

    func testASwipeOnTheApp() async throws {
        let orders = OrdersPage.launch()
        let failures = recordingFailures { orders.scrollDown() }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertFalse(orders.firstRowIsShown)
    }

    // MARK: Device variants

    func testOnAnIPadThePadLocatorAndSteps() async throws {
        reinstall(on: SimulatedDevice.reset(model: .iPad10))
        let failures = recordingFailures {
            OrdersPage.launch().openAddOrder().close().viewIsShown()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.addedWith, "Sidebar.add")
        XCTAssertEqual(state.closedWith, "Cancel")
    }

    // MARK: Traits and the escape hatch

    /// Generic over the plain trait protocol, which includes TabBarPage and WaitablePage.
    private func openPay<Screen: TabScreenPage>(from screen: Screen) -> PayPage {
        screen.viewIsShown().openOrders().payAfterLoading()
    }

    func testAHelperGenericOverATraitThatIncludesTraits() async throws {
        let failures = recordingFailures {
            openPay(from: openPay(from: OrdersPage.launch())).amountIs("")
        }
        XCTAssertEqual(failures.map(\.message), [])
    }

    func testACustomActionThatLandsOnTheWrongScreenFailsAtTheTestsLine() async throws {
        reinstall(.init(afterSigning: "Orders"))
        let pay = OrdersPage.launch().openPay()
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            pay.sign()
        }
        XCTAssertEqual(state.strokes, 3)
        XCTAssertEqual(Set(failures.map(\.line)), [line], "\(failures)")
        XCTAssertTrue(failures.contains { $0.message.contains("ReceiptPage is not showing") }, "\(failures)")
    }
}
