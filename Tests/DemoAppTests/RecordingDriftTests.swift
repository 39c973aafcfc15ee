import Foundation
import XCTest
import DemoPageObjects
import PagewrightCore
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// `pagewright drift` and `import` against the hand-written demo specs, with recordings the
/// generated `PagewrightRecorder` takes of the simulated app.
final class RecordingDriftTests: JobAppTestCase {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs").path

    private var folder: URL!

    override func setUp() async throws {
        try await super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-drift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
        try await super.tearDown()
    }

    /// Records the app as it is now into the test's folder.
    private func record(_ screen: String, state: String? = nil) throws {
        let text = try PagewrightRecorder.recording(of: XCUIApplication(), as: screen)
        let name = screen + (state.map { "." + $0 } ?? "") + ".json"
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    private func drift() throws -> DriftReport {
        let validated = try Pipeline.validate(specsDirectory: Self.specs)
        let model = try XCTUnwrap(validated.model, "the demo specs have errors")
        let (entries, log) = RecordingFolder.read(folder.path)
        XCTAssertEqual(log.sorted.map(\.description), [])
        return DriftCheck.check(model, recordings: entries)
    }

    /// Where `"name":` is written in a spec file, found by searching its text.
    private func position(of name: String, in relative: String) throws -> String {
        let text = try String(contentsOfFile: Self.specs + "/" + relative, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("\"\(name)\":") })
        let column = lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: "\"\(name)\":")!.lowerBound) + 1
        return "\(Self.specs)/\(relative):\(line + 1):\(column)"
    }

    func testTheDemoSpecsMatchTheAppInEveryRecordedState() async throws {
        for screen in SimulatedJobApp.allScreens {
            jobApp.settle(on: screen)
            try record(screen.rawValue)
        }
        // The states some elements belong to: a rejected login, a logged-out profile, a swiped cell.
        jobApp.settle(on: .login)
        let app = XCUIApplication()
        app.textFields["Login.login"].tap()
        app.textFields["Login.login"].typeText("nobody")
        app.buttons["Login.submit"].tap()
        device.clock.advance(by: 5)
        try record("Login", state: "rejected")
        XCUIApplication().launch()
        jobApp.show(.profile)
        try record("Profile", state: "loggedOut")
        jobApp.settle(on: .savedVacancies)
        app.cells.element(boundBy: 0).swipeLeft()
        try record("SavedVacancies", state: "swiped")

        let report = try drift()
        XCTAssertEqual(report.diagnostics.sorted.map(\.description), [], "every element, the predicate one too, finds something")
        XCTAssertEqual(report.screensChecked.count, 13, "the twelve screens and the SearchHistory section of Main")
        XCTAssertTrue(report.uncovered.contains { $0.identifier == "Authorization.apple" }, "the demo specs leave out Sign in with Apple")
    }

    func testARenamedIdentifierIsAWarningAtTheElementThatUsesIt() async throws {
        reinstall(SimulatedJobApp.Options(renamedIdentifiers: ["Login.submit": "Login.signIn"]))
        jobApp.settle(on: .login)
        try record("Login")
        let report = try drift()
        XCTAssertEqual(report.diagnostics.sorted.map(\.description), [
            "\(try position(of: "logInButton", in: "account/Login.json")): warning: 'logInButton' finds nothing in the recording of Login (\(folder.path)/Login.json) [not-in-recording]",
            "\(try position(of: "error", in: "account/Login.json")): warning: 'error' finds nothing in the recording of Login (\(folder.path)/Login.json) [not-in-recording]",
        ])
        XCTAssertEqual(report.uncovered, [.init(identifier: "Login.signIn", element: "button 'Log In'", file: "\(folder.path)/Login.json")])

        // The same app without the rename: the button is found again.
        reinstall(SimulatedJobApp.Options())
        jobApp.settle(on: .login)
        try record("Login")
        XCTAssertEqual(try drift().diagnostics.sorted.map(\.description), [
            "\(try position(of: "error", in: "account/Login.json")): warning: 'error' finds nothing in the recording of Login (\(folder.path)/Login.json) [not-in-recording]",
        ])
    }

    func testImportIntoAHandWrittenSpecAddsOnlyWhatItLacks() async throws {
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.copyItem(atPath: Self.specs, toPath: specs.path)
        jobApp.settle(on: .authorization)
        let text = try PagewrightRecorder.recording(of: XCUIApplication(), as: "Authorization")
        let recording = try XCTUnwrap(RecordingSource.read(Array(text.utf8), file: "Authorization.json", screen: nil).recording)
        let result = try SpecImport.run(recording, specsDirectory: specs.path)
        try SpecImport.write(result)
        XCTAssertEqual(result.plan.elements.map(\.name), ["appleButton"])
        XCTAssertEqual(result.plan.skipped.map(\.description), [
            "other 'Authorization.view': already found by 'view'",
            "button 'Authorization.password': already found by 'loginWithPassword'",
        ])
        let original = try String(contentsOfFile: Self.specs + "/account/Authorization.json", encoding: .utf8)
        let expected = original.replacingOccurrences(of: """
                "loginWithPassword": { "type": "button", "label": "Log in with password" }

            """, with: """
                "loginWithPassword": { "type": "button", "label": "Log in with password" },
                "appleButton": { "type": "button", "id": "Authorization.apple" }

            """)
        XCTAssertNotEqual(expected, original)
        XCTAssertEqual(try String(contentsOfFile: specs.path + "/account/Authorization.json", encoding: .utf8), expected)
    }
}
