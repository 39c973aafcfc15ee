import Foundation
import XCTest
import RealScreensPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What real screens need, through the factory style's page objects, against the simulated till:
/// each test runs the generated code and checks what the app saw.
final class FactoryRealScreensTests: TillTestCase {
    private func launched() -> OrdersPageObject {
        PageObjectsFactory().launch()
    }

    // MARK: Conditional steps

    func testAConditionalStepTapsWhenThePromptComesWithinTheShortWait() async throws {
        reinstall(.init(promptAfter: 1.5))
        let orders = launched()
        var failures: [RecordedFailure] = []
        let seconds = simulatedSeconds {
            failures = recordingFailures { orders.dismissPromptIfShown() }
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.promptAnswer, "Not Now", "the prompt came 1.5 s after the launch; the step waited for it")
        XCTAssertEqual(seconds, 1.5, accuracy: 0.3)
        XCTAssertFalse(XCUIApplication().alerts.firstMatch.exists)
    }

    func testAConditionalStepDoesNothingWithinTheShortWaitWhenThePromptNeverComes() async throws {
        let orders = launched()
        var failures: [RecordedFailure] = []
        let seconds = simulatedSeconds {
            failures = recordingFailures { orders.dismissPromptIfShown() }
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertNil(state.promptAnswer)
        XCTAssertEqual(seconds, WaitingTime.short.seconds, accuracy: 0.2, "the short wait, not the 5 s of uiInteraction")
        XCTAssertEqual(WaitingTime.short.seconds, 2)
    }

    func testUnlessSkipsTheStepWhileItsConditionHolds() async throws {
        let orders = launched()
        let failures = recordingFailures {
            orders.showOpenOnly().showOpenOnly()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.filterTaps, 1, "the second call saw the filter selected and left it")
        XCTAssertTrue(orders.openOnlyFilter.isSelected)
    }

    // MARK: Repetition

    func testForEachOverAStringTapsOneKeyPerCharacter() async throws {
        let failures = recordingFailures {
            launched().openPay().enterAmount("120.5").amountIs("120.5")
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.keysPressed, ["1", "2", "0", ".", "5"])
    }

    func testSwipeUntilScrollsALazyRowIntoViewFirst() async throws {
        let orders = launched()
        XCTAssertFalse(orders.row(title: "Order #40").exists, "a lazy list has not created a row far below")
        let failures = recordingFailures {
            orders.openOrder(title: "Order #40").titleIs("Order #40")
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.openedOrder, 40)
    }

    func testSwipeUntilFailsAtTheTestsLineSayingWhatNeverHeld() async throws {
        let orders = launched()
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            orders.openOrder(title: "Order #190")
        }
        let first = try XCTUnwrap(failures.first)
        XCTAssertTrue(first.message.hasSuffix("OrdersPageObject.openOrder: 'row' is not hittable after 8 swipes up on 'list'"), "\(failures)")
        XCTAssertEqual(Set(failures.map(\.line)), [line], "and then that Details is not showing, at the same line: \(failures)")
        XCTAssertNil(state.openedOrder)
        XCTAssertTrue(orders.row(title: "Order #90").exists, "it did swipe, 8 times, as far as row 90 or so")
    }

    // MARK: Points, focus, keys, the app

    func testATapAtANormalizedOffsetReachesTheLinkDrawnThere() async throws {
        let pay = launched().openPay()
        let failures = recordingFailures { pay.openTermsLink() }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.openedLink, "Terms", "15% down the text: its first link")
        pay.terms.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        XCTAssertEqual(state.openedLink, "Privacy", "the middle of the text is another link")
    }

    func testTypingIntoWhateverHasFocusAndAKey() async throws {
        let failures = recordingFailures {
            launched().openPay().writeNote("Ring twice").noteIs("Ring twice")
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.sentNote, "Ring twice", "the return key sent the note")
    }

    func testASwipeOnTheAppScrollsTheListUnderTheMiddleOfTheScreen() async throws {
        let orders = launched()
        XCTAssertTrue(orders.firstRowIsShown)
        XCTAssertFalse(orders.row(title: "Order #20").exists)
        let failures = recordingFailures { orders.scrollDown() }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertFalse(orders.firstRowIsShown)
        XCTAssertTrue(orders.row(title: "Order #20").isHittable)
    }

    /// `do` runs another action of the page (inside `forEach` above) or of a trait: here the
    /// trait TabScreen's `payAfterLoading` does its `openPayIfShown`.
    func testDoRunsAnotherActionOfATrait() async throws {
        let failures = recordingFailures {
            launched().payAfterLoading().viewIsShown()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertTrue(XCUIApplication().otherElements["Pay.view"].exists)
    }

    func testAFlowTakesEveryKindOfStep() async throws {
        reinstall(.init(promptAfter: 0.5))
        let failures = recordingFailures {
            launched().takePayment(amount: "42").viewIsShown()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.promptAnswer, "Not Now")
        XCTAssertEqual(state.amount, "42")
        XCTAssertEqual(state.strokes, 3)
    }

    // MARK: Device variants

    func testOnAnIPhoneInPortraitThePhoneLocatorAndSteps() async throws {
        let failures = recordingFailures {
            launched().openAddOrder().close().viewIsShown()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.addedWith, "Orders.add")
        XCTAssertEqual(state.closedWith, "Back")
    }

    func testOnAnIPadTheSidebarButtonAndThePopoversCancel() async throws {
        reinstall(on: SimulatedDevice.reset(model: .iPad10))
        let factory = PageObjectsFactory()
        XCTAssertEqual(factory.idiom, .pad, "detected from the device")
        let failures = recordingFailures {
            factory.launch().openAddOrder().close().viewIsShown()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.addedWith, "Sidebar.add")
        XCTAssertEqual(state.closedWith, "Cancel")
    }

    /// The summary is found by the app's size class, asked when the check runs: compact on an
    /// iPhone and on an iPad whose window is narrow (Split View), regular on a full-screen iPad.
    /// An idiom variant would look for the wide summary on the narrow iPad and fail.
    func testBySizeClassNotByIdiom() async throws {
        for (model, narrowWindow) in [(SimulatedDevice.Model.iPhone15, false), (.iPad10, false), (.iPad10, true)] {
            reinstall(on: SimulatedDevice.reset(model: model))
            if narrowWindow { till.app.windowHorizontalSizeClass = .compact }
            let failures = recordingFailures {
                launched().openOrder(title: "Order #1").summaryIsShown()
            }
            XCTAssertEqual(failures.map(\.message), [], "\(model), narrow window: \(narrowWindow)")
        }
    }

    func testInLandscapeTheButtonInTheNavigationBar() async throws {
        XCUIDevice.shared.orientation = .landscapeLeft
        let failures = recordingFailures {
            launched().openAddOrder().close()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.addedWith, "Orders.addInBar")
        XCTAssertEqual(state.closedWith, "Back", "the action's steps vary by idiom only")
    }

    // MARK: Traits

    /// A helper generic over a trait that includes other traits: it reaches their actions and
    /// checks with no `BasePageObject &` in its signature.
    private func payFrom<Screen: TabScreen>(_ screen: Screen, amount: String) -> PayPageObject {
        screen.viewIsShown()  // Waitable's check
        return screen.openOrders()  // TabBar's action
            .payAfterLoading()  // TabScreen's own
            .enterAmount(amount)
    }

    func testAHelperGenericOverATraitThatIncludesTraits() async throws {
        let failures = recordingFailures {
            let pay = payFrom(launched(), amount: "7")
            payFrom(pay, amount: "5").amountIs("75")
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.keysPressed, ["7", "5"])
    }

    // MARK: The escape hatch

    func testACustomActionRunsTheTeamsCodeAndVerifiesWhereItLeads() async throws {
        let failures = recordingFailures {
            launched().openPay().enterAmount("9").sign().viewIsShown()
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(state.strokes, 3, "the team's Swift drew the strokes")
        let names = device.activities.map(\.name)
        let signing = try XCTUnwrap(names.firstIndex(of: "PayPageObject: sign"), "the action's activity: \(names)")
        XCTAssertTrue(names[signing...].contains("verify ReceiptPageObject"), "then the destination's verification: \(names)")
    }

    func testACustomActionThatLandsOnTheWrongScreenFailsAtTheTestsLine() async throws {
        reinstall(.init(afterSigning: "Orders"))
        let pay = launched().openPay()
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            pay.sign()
        }
        XCTAssertFalse(failures.isEmpty)
        XCTAssertEqual(Set(failures.map(\.line)), [line], "\(failures)")
        XCTAssertTrue(failures.contains { $0.message.contains("ReceiptPageObject is not showing after 5.0 s (uiInteraction): missing 'view'") }, "\(failures)")
    }
}
