import Foundation
import XCTest
import XCUIAutomation

/// A snapshot carries at most 62 levels of a tree (appium/WebDriverAgent#542, appium/appium#18085):
/// past that, a whole-app `snapshot()` fails on devices while queries, evaluated in the app, still
/// find what is nested there.
@MainActor
final class SnapshotDepthTests: XCTestCase {
    /// The app under test showing `innermost` inside `groups` nested plain views, below the
    /// application and its window: the app's tree is `groups + 2` levels deep.
    private func launchNested(_ groups: Int) -> (SimulatedDevice, XCUIApplication) {
        let (device, _, ui) = launchSimulatedApp {
            Self.nested(groups) { SimulatedElement.button("Deep.button", label: "Deep") }
        }
        return (device, ui)
    }

    static func nested(_ groups: Int, around innermost: @escaping @MainActor () -> SimulatedElement) -> SimulatedElement {
        guard groups > 0 else { return innermost() }
        return SimulatedElement.group("Level.\(groups)") { nested(groups - 1, around: innermost) }
    }

    func testAWholeAppSnapshotOfATreeDeeperThanTheLimitThrowsWhatADeviceGives() async {
        let (_, ui) = launchNested(70)
        XCTAssertThrowsError(try ui.snapshot()) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("kAXErrorIllegalArgument getting snapshot for element"), message)
            XCTAssertTrue(message.contains("72 levels deep"), message)
        }
    }

    func testQueriesStillFindWhatIsNestedPastTheLimit() async {
        let (device, ui) = launchNested(70)
        let button = ui.buttons["Deep.button"]
        let failures = device.capturingFailures {
            XCTAssertTrue(button.exists)
            XCTAssertTrue(button.isHittable)
            XCTAssertEqual(button.label, "Deep")
            XCTAssertEqual(ui.descendants(matching: .other).matching(identifier: "Level.1").count, 1)
        }
        XCTAssertEqual(failures.messages, [])
    }

    func testTheLimitIsSixtyTwoLevelsBelowTheSnapshottedElement() async {
        // 60 groups: window, 60 groups and the button are 62 levels below the application.
        XCTAssertNoThrow(try launchNested(60).1.snapshot())
        XCTAssertThrowsError(try launchNested(61).1.snapshot())
    }

    func testAShallowTreeIsSnapshottedWhole() async throws {
        let (_, ui) = launchNested(10)
        var levels = 0
        var node: (any XCUIElementSnapshot)? = try ui.snapshot()
        while let current = node, let child = current.children.first {
            levels += 1
            node = child
        }
        XCTAssertEqual(levels, 12)
        XCTAssertEqual(node?.identifier, "Deep.button")
    }

    /// The limit is on the tree a snapshot carries, counted from the element snapshotted (the
    /// reports' `snapshotMaxDepth` is): a shallow subtree of a deep app can be snapshotted.
    func testAShallowSubtreeInsideADeepAppCanBeSnapshotted() async throws {
        let (_, ui) = launchNested(70)
        let inner = try ui.otherElements["Level.3"].snapshot()
        XCTAssertEqual(inner.children.first?.identifier, "Level.2")
        XCTAssertThrowsError(try ui.otherElements["Level.70"].snapshot(), "the outermost group's subtree is 71 levels deep")
    }

    /// `debugDescription` is read from a snapshot of the subtree; where that fails, the read fails
    /// the test, as a read of an element that is not there does.
    func testTheDebugDescriptionOfATreeTooDeepFailsTheTest() async {
        let (device, ui) = launchNested(70)
        let failures = device.capturingFailures { _ = ui.debugDescription }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("kAXErrorIllegalArgument") == true, "\(failures.messages)")
        XCTAssertEqual(device.capturingFailures { _ = ui.buttons["Deep.button"].debugDescription }.messages, [])
    }
}
