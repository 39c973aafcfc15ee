import StressPageObjects
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The stress specs (`Tests/Fixtures/StressSpecs`) use Swift keywords, XCUITest member names and
/// unicode as names, and put quotes, backslashes, `\(`, `*/`, line breaks and direction marks in
/// strings. Their page objects compile (this target builds); here every string must come back
/// exactly as the spec wrote it.
@MainActor
final class StressRoundTripTests: XCTestCase {
    typealias Element = classPageObject.Element

    func testIdentifiersRoundTripExactly() async throws {
        XCTAssertEqual(Element.default.rawValue, "say \"hi\"")
        XCTAssertEqual(Element.super.rawValue, "back\\slash")
        XCTAssertEqual(Element.init_.rawValue, "interpolation \\(x) stays text")
        XCTAssertEqual(Element.in.rawValue, "line\nbreak")
        XCTAssertEqual(Element.exists.rawValue, "right\u{202E}to\u{200F}left")
        XCTAssertEqual(Element.label.rawValue, "café ☕️ 日本")
        XCTAssertEqual(Element.source_.rawValue, "/../../etc")
        XCTAssertEqual(Element.café.rawValue, "café")
        XCTAssertEqual(Element.日本.rawValue, "日本")
        XCTAssertEqual(Element.Constants.QUOTE, "say \"hi\"")
    }

    func testParametersAreInterpolatedNotInjected() async throws {
        XCTAssertEqual(Element.tap(in: 7).rawValue, "row.7")
        XCTAssertEqual(Element.rawValue_(class: "\") OR TRUEPREDICATE").rawValue,
                       "label CONTAINS[c] \") OR TRUEPREDICATE AND value BEGINSWITH '50%'")
        XCTAssertEqual(Element.row2(file_: 3).rawValue, "cell")
    }

    func testKeywordNamedMembersExist() async throws {
        // Spelled as callers write them: backticks for keywords, an underscore where a name is taken.
        XCTAssertEqual(WaitingTime.default.seconds, 3)
        XCTAssertEqual(WaitingTime.in.seconds, 4)
        XCTAssertEqual(WaitingTime.allCases.map(\.rawValue), ["appLaunch", "default", "in", "networking", "uiInteraction"])
        XCTAssertEqual(TypeElement.Self_.rawValue, "trait.self")
        XCTAssertEqual(ProtocolPageObject<classPageObject>.Element.firstMatch.rawValue, "alert \"1\"")
    }
}
