import Foundation
import XCTest
import ImportedPageObjects
import PagewrightCore
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The round trip of issue 17 on every screen of the simulated app: record the screen with the
/// generated `PagewrightRecorder`, import the recording into an empty specs folder, and let the
/// page object generated from that spec verify the same screen. Importing the same recording into
/// the hand-written demo specs changes nothing a person wrote.
///
/// The imported specs are checked in (`Tests/ImportedPageObjects/Specs`), and the build-tool
/// plugin generates `ImportedPageObjects` from them, so each test first proves that importing
/// today's recording gives exactly those specs; then the page object is the generated one.
/// After a change to the app or to `import`, refresh them:
///
///     PAGEWRIGHT_RECORDINGS=$PWD/Tests/ImportedPageObjects/Recordings swift test --filter RecordImportTests
///     Tests/ImportedPageObjects/reimport.sh
final class RecordImportTests: JobAppTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ImportedPageObjects")
    static let demoSpecs = fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs").path

    /// The page objects generated from the imported specs, by screen.
    static let pageObjects: [SimulatedJobApp.Screen: BaseScreen.Type] = [
        .main: MainScreen.self, .refineSearch: RefineSearchScreen.self, .vacancyList: VacancyListScreen.self,
        .vacancy: VacancyScreen.self, .responseSent: ResponseSentScreen.self, .savedVacancies: SavedVacanciesScreen.self,
        .profile: ProfileScreen.self, .authorization: AuthorizationScreen.self, .login: LoginScreen.self,
        .companyGallery: CompanyGalleryScreen.self, .photoDetail: PhotoDetailScreen.self, .videoDetail: VideoDetailScreen.self,
    ]

    func testEveryScreenHasAnImportedPageObject() async {
        XCTAssertEqual(Set(Self.pageObjects.keys), Set(SimulatedJobApp.allScreens))
    }

    func testMain() async throws { try roundTrip(.main) }
    func testRefineSearch() async throws { try roundTrip(.refineSearch) }
    func testVacancyList() async throws { try roundTrip(.vacancyList) }
    func testVacancy() async throws { try roundTrip(.vacancy) }
    func testResponseSent() async throws { try roundTrip(.responseSent) }
    func testSavedVacancies() async throws { try roundTrip(.savedVacancies) }
    func testProfile() async throws { try roundTrip(.profile) }
    func testAuthorization() async throws { try roundTrip(.authorization) }
    func testLogin() async throws { try roundTrip(.login) }
    func testCompanyGallery() async throws { try roundTrip(.companyGallery) }
    func testPhotoDetail() async throws { try roundTrip(.photoDetail) }
    func testVideoDetail() async throws { try roundTrip(.videoDetail) }

    private func roundTrip(_ screen: SimulatedJobApp.Screen, file: StaticString = #filePath, line: UInt = #line) throws {
        let name = screen.rawValue
        jobApp.settle(on: screen)
        let app = XCUIApplication()

        // Record: what the generated recorder writes is what the library reads and writes back.
        PagewrightRecorder.record(app, as: name, file: file, line: line)  // writes only when PAGEWRIGHT_RECORDINGS is set
        let text = try PagewrightRecorder.recording(of: app, as: name)
        let (read, log) = RecordingSource.read(Array(text.utf8), file: "\(name).json", screen: nil)
        XCTAssertEqual(log.sorted.map(\.description), [], file: file, line: line)
        let recording = try XCTUnwrap(read, file: file, line: line)
        XCTAssertEqual(RecordingWriter.json(recording), text, "the recorder and RecordingWriter disagree", file: file, line: line)
        try assertFixture("Recordings/\(name).json", equals: Array(text.utf8), file: file, line: line)

        // Import into an empty specs folder: the spec the checked-in page objects are generated from.
        let specs = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-round-trip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: specs) }
        let imported = try SpecImport.run(recording, specsDirectory: specs.path)
        try SpecImport.write(imported)
        XCTAssertTrue(imported.isNew, file: file, line: line)
        XCTAssertFalse(imported.plan.anchors.isEmpty, "\(name): no verify anchors were chosen", file: file, line: line)
        let validated = try Pipeline.validate(specsDirectory: specs.path)
        XCTAssertEqual(validated.log.sorted.map(\.description), [], file: file, line: line)
        try assertFixture("Specs/\(name).json", equals: imported.bytes, file: file, line: line)

        // Into the hand-written demo specs instead: nothing a person wrote changes, and a second
        // import finds everything in place.
        try FileManager.default.copyItem(atPath: Self.demoSpecs, toPath: specs.appendingPathComponent("demo").path)
        let demo = specs.appendingPathComponent("demo").path
        let merged = try SpecImport.run(recording, specsDirectory: demo)
        try SpecImport.write(merged)
        XCTAssertFalse(merged.isNew, "\(name) has a hand-written spec", file: file, line: line)
        let original = try XCTUnwrap(FileManager.default.contents(atPath: Self.demoSpecs + "/" + merged.relativePath), file: file, line: line)
        var kept = 0
        for byte in merged.bytes where kept < original.count && original[kept] == byte { kept += 1 }
        XCTAssertEqual(kept, original.count, "\(merged.relativePath): a byte the person wrote changed", file: file, line: line)
        XCTAssertFalse(try SpecImport.run(recording, specsDirectory: demo).changes, file: file, line: line)
        XCTAssertFalse(try Pipeline.validate(specsDirectory: demo).log.hasErrors, file: file, line: line)

        // Verify: the generated page object finds its screen, and no other screen's page object does.
        let pageObject = try XCTUnwrap(Self.pageObjects[screen], file: file, line: line)
        XCTAssertTrue(pageObject.isDisplayed(in: app), "\(pageObject) does not see \(name)", file: file, line: line)
        let failures = recordingFailures { pageObject.init(application: app).waitForScreen(file: file, line: line) }
        XCTAssertEqual(failures.map(\.message), [], file: file, line: line)
        for (other, otherPageObject) in Self.pageObjects where other != screen {
            XCTAssertFalse(otherPageObject.isDisplayed(in: app), "\(otherPageObject) takes \(name) for its screen", file: file, line: line)
        }
    }

    /// The checked-in file must hold exactly `bytes`; a failure names the first line that differs.
    private func assertFixture(_ relative: String, equals bytes: [UInt8], file: StaticString, line: UInt) throws {
        let url = Self.fixtures.appendingPathComponent(relative)
        let stored = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
        guard stored != bytes else { return }
        let old = stored.map { String(decoding: $0, as: UTF8.self).components(separatedBy: "\n") } ?? []
        let new = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let was = first < old.count ? old[first] : "(end of file)", now = first < new.count ? new[first] : "(end of file)"
        XCTFail("\(url.path) is stale at line \(first + 1): it has \(was) where today's gives \(now); refresh it as RecordImportTests explains",
                file: file, line: line)
    }
}
