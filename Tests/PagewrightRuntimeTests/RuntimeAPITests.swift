import Foundation
import XCTest
import PagewrightCore
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The generator knows the runtime from one file of names (`RuntimeAPI`); these keep it true to
/// the runtime's sources, and the recorder to the generator's recording format.
final class RuntimeAPITests: RuntimeTestCase {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/PagewrightRuntime")

    func testTheGeneratorWritesTheVersionThisRuntimeServes() async {
        XCTAssertEqual(RuntimeAPI.version, PagewrightRuntimeVersion.current)
        XCTAssertEqual(RuntimeAPI.module, "PagewrightRuntime")
    }

    /// Every public top-level type of the runtime is one the generator reserves, and no other.
    func testTheGeneratorKnowsEveryPublicTypeOfTheRuntime() async throws {
        let declaration = try NSRegularExpression(pattern: #"^(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias) ([A-Za-z]+)"#, options: [.anchorsMatchLines])
        var declared: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.sources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                declared.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        XCTAssertEqual(declared, Set(RuntimeAPI.types))
    }

    func testTheRecorderNamesElementTypesAsTheGeneratorDoes() async {
        XCTAssertEqual(PagewrightRecorder.typeNames, XCUITestVocabulary.elementTypes)
    }

    func testTheRecorderWritesWhatTheGeneratorsRecordingWriterWrites() async throws {
        let application = launched()
        let text = try PagewrightRecorder.recording(of: application, as: "Home")
        let read = try XCTUnwrap(RecordingSource.read(Array(text.utf8), file: "Home.json", screen: nil).recording)
        XCTAssertEqual(RecordingWriter.json(read), text)
        XCTAssertTrue(text.contains(#""identifier": "Home.next""#))
    }
}
