import Foundation
import XCTest
import LanguagePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Issue 41's waits against the simulated inbox: a wait that goes on either way, a check that
/// must hold for its whole wait, a check that lets the list settle first, a screen that closes
/// what covers it on arrival, `reveal` on a swipe, and a swipe's speed.
@MainActor
final class WaitsAndSettlingTests: ShopTestCase {
    private var device: SimulatedDevice { .current }

    /// The inbox shown in the launched shop, and its page object made by the factory.
    private func openInbox(_ options: SimulatedInbox.Options = SimulatedInbox.Options()) -> (SimulatedInbox, InboxPageObject) {
        let factory = PageObjectsFactory()
        factory.launch()
        let inbox = SimulatedInbox.show(on: shop, options: options)
        return (inbox, factory.makeInboxPageObject())
    }

    private func activities(after start: Int) -> [String] {
        device.activities.dropFirst(start).map(\.name)
    }

    // MARK: Wait, then go on

    func testAWaitThatIsOptionalGoesOnWhenTheSpinnerNeverGoes() async {
        let (_, page) = openInbox(.init(syncTime: nil))
        let start = device.activities.count
        let failures = recordingFailures { page.waitForSync().search(for: "Message 1") }
        XCTAssertEqual(failures.map(\.description), [], "the wait never fails, and the action after it runs")
        XCTAssertTrue(activities(after: start).contains("'spinner' is still there after 5.0 s (uiInteraction); going on"), "\(activities(after: start))")
        XCTAssertEqual(page.application.searchFields["Inbox.search"].value as? String, "Message 1")
    }

    func testAWaitThatIsOptionalSaysWhenTheSpinnerWent() async {
        let (_, page) = openInbox(.init(syncTime: 1))
        let start = device.activities.count
        XCTAssertEqual(recordingFailures { page.waitForSync() }.map(\.description), [])
        XCTAssertTrue(activities(after: start).contains("'spinner' is gone; going on"), "\(activities(after: start))")
    }

    // MARK: Stays absent

    /// `notExists` passes at the first moment the banner is away; `throughout` waits out its 5 s
    /// and fails the moment the banner comes.
    func testStaysAbsentFailsWhenTheBannerComesWithinTheWait() async {
        let (_, page) = openInbox(.init(bannerAfter: 4))  // after arrival, which may wait 2 s for a tour
        XCTAssertEqual(recordingFailures { page.bannerIsAway() }.count, 0, "notExists passes before the banner comes")
        let failures = recordingFailures { page.bannerStaysAway() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("InboxPageObject.bannerStaysAway: 'banner' appeared after") == true, "\(failures)")
    }

    func testStaysAbsentPassesAfterTheWholeWait() async {
        let (_, page) = openInbox(.init(bannerAfter: nil))
        let before = device.clock.now
        XCTAssertEqual(recordingFailures { page.bannerStaysAway() }.map(\.description), [])
        XCTAssertGreaterThanOrEqual(device.clock.now - before, 5, "it looked for the whole of its 5 s")
    }

    // MARK: Let the list settle

    /// Typed "Message 5": the list filters 1.5 s later. A plain check finds "Message 1" in the
    /// list before the filter applies and passes; the settled one judges the filtered list.
    func testASettledCheckJudgesTheListOnceTheFilterApplied() async {
        let (_, page) = openInbox()
        page.search(for: "Message 5")
        XCTAssertEqual(recordingFailures { page.lists("Message 1") }.count, 0, "the unsettled check passes on the list before the filter")
        page.search(for: "Message 4")
        let failures = recordingFailures { page.listsOnceSettled("Message 1") }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("'row' does not exist") == true, "\(failures)")
    }

    func testASettledCheckPassesOnWhatTheFilterKept() async {
        let (_, page) = openInbox()
        page.search(for: "Message 5")
        XCTAssertEqual(recordingFailures { page.listsOnceSettled("Message 5").countsOnceSettled(count: 11) }.map(\.description), [])
    }

    // MARK: Steps on arrival

    func testTheFactoryClosesTheTourOnArrival() async {
        PageObjectsFactory().launch()
        let inbox = SimulatedInbox.show(on: shop, options: .init(showsTour: true))
        XCTAssertEqual(recordingFailures { _ = PageObjectsFactory().makeInboxPageObject() }.map(\.description), [])
        XCTAssertFalse(inbox.tourShown)
        XCTAssertEqual(inbox.tourClosings, 1)
    }

    func testAPlainScreenClosesTheTourOnceVerified() async {
        PageObjectsFactory().launch()
        let inbox = SimulatedInbox.show(on: shop, options: .init(showsTour: true))
        XCTAssertEqual(recordingFailures { _ = InboxScreen().waitForScreen() }.map(\.description), [])
        XCTAssertEqual(inbox.tourClosings, 1)
    }

    func testTheScreenplayVerificationClosesTheTour() async {
        PageObjectsFactory().launch()
        let inbox = SimulatedInbox.show(on: shop, options: .init(showsTour: true))
        XCTAssertEqual(recordingFailures { XCTAssertTrue(InboxActions.verify()) }.map(\.description), [])
        XCTAssertEqual(inbox.tourClosings, 1)
    }

    func testNoTourNothingToClose() async {
        let (inbox, _) = openInbox(.init(showsTour: false))
        XCTAssertEqual(inbox.tourClosings, 0)
    }

    // MARK: Reveal on a swipe; velocity

    func testASwipeRevealsItsRowFirst() async {
        let (inbox, page) = openInbox()
        XCTAssertFalse(row("Message 30", of: page).exists, "row 30 is out of view, so not created")
        XCTAssertEqual(recordingFailures { page.deleteMessage("Message 30") }.map(\.description), [])
        XCTAssertFalse(inbox.messages.contains("Message 30"))
        XCTAssertEqual(inbox.messages.count, 59)
    }

    /// The first row in view after one swipe up from the top, at each speed.
    private func firstRowInView(after swipe: (InboxPageObject) -> Void) -> Int {
        let (_, page) = openInbox()
        swipe(page)
        return (0..<60).first { row("Message \($0)", of: page).isHittable } ?? -1
    }

    private func row(_ label: String, of page: InboxPageObject) -> XCUIElement {
        page.application.collectionViews["Inbox.list"].cells.matching(NSPredicate(format: "label == %@", label)).firstMatch
    }

    func testAFastSwipeGoesFurtherThanTheDefaultAndASlowOneLess() async {
        let slow = firstRowInView { $0.dragListUpSlowly() }
        let normal = firstRowInView { $0.swipeListUp() }
        let fast = firstRowInView { $0.flingListUp() }
        XCTAssertLessThan(slow, normal)
        XCTAssertLessThan(normal, fast)
    }
}
