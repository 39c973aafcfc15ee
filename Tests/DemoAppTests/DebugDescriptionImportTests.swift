import Foundation
import XCTest
import DemoPageObjects
import PagewrightCore
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What a person pastes from `po XCUIApplication().debugDescription` reads as the same tree the
/// recorder writes from a snapshot, on every screen of the simulated app (the stand-in prints
/// Apple's format), so `import` and `drift` take either.
final class DebugDescriptionImportTests: JobAppTestCase {
    func testThePastedDescriptionOfEveryScreenReadsAsItsRecording() async throws {
        for screen in SimulatedJobApp.allScreens {
            jobApp.settle(on: screen)
            let app = XCUIApplication()
            let recorded = try PagewrightRecorder.recording(of: app, as: screen.rawValue)
            var snapshot = try XCTUnwrap(RecordingSource.read(Array(recorded.utf8), file: "\(screen.rawValue).json", screen: nil).recording)
            snapshot.root.frame = nil  // Apple's Application line has no frame
            let pasted = "(lldb) po XCUIApplication().debugDescription\n" + app.debugDescription
            let (described, log) = RecordingSource.read(Array(pasted.utf8), file: "\(screen.rawValue).txt", screen: screen.rawValue)
            XCTAssertEqual(log.sorted.map(\.description), [], screen.rawValue)
            let text = try XCTUnwrap(described, screen.rawValue)
            XCTAssertEqual(RecordingWriter.json(text), RecordingWriter.json(snapshot), "\(screen.rawValue): the description and the snapshot disagree")
        }
    }

    func testAPastedQueryDescriptionReadsAsItsMatches() async throws {
        jobApp.settle(on: .main)
        let app = XCUIApplication()
        let root = try DebugDescriptionParser.parse(app.buttons.debugDescription)
        XCTAssertEqual(root.type, "application")
        XCTAssertEqual(root.children.map(\.type), Array(repeating: "button", count: root.children.count))
        XCTAssertEqual(root.children.map(\.identifier), ["Main.vacancies", "Main.refine", "Main.saved", "TabBar.search", "TabBar.profile"])
    }
}
