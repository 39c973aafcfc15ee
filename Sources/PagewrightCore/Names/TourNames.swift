/// Names of the generated tour, per style: the file (at the output folder's root, beside the
/// page objects when `generate` writes it), the enum holding the walks, and one test case class
/// per walk (`PagewrightTour01`), since Xcode's parallel testing hands out whole classes.
public enum TourNames {
    /// `PagewrightTour`, `PagewrightPlainTour`, `PagewrightScreenplayTour`.
    public static func enumName(_ style: OutputStyle) -> String {
        switch style {
        case .factory: "PagewrightTour"
        case .plain: "PagewrightPlainTour"
        case .screenplay: "PagewrightScreenplayTour"
        }
    }

    /// `PagewrightTour.swift`, …
    public static func file(_ style: OutputStyle) -> String { enumName(style) + ".swift" }

    /// Every file a tour may be written to (what `pagewright tour` may replace or remove).
    public static var files: Set<String> { Set(OutputStyle.allCases.map(file)) }

    /// `PagewrightTour07`: walks numbered from 1, with as many digits as the last (at least two).
    public static func testCase(_ style: OutputStyle, walk number: Int, of count: Int) -> String {
        enumName(style) + padded(number, to: max(2, String(count).count))
    }

    /// `walk07`.
    public static func walkFunction(_ number: Int, of count: Int) -> String {
        "walk" + padded(number, to: max(2, String(count).count))
    }

    /// The test method of each walk's test case.
    public static let testMethod = "testWalk"

    /// The environment variable that marks coverage records as the tour's, and its value.
    public static let coverageOriginVariable = "PAGEWRIGHT_COVERAGE_ORIGIN"
    public static let coverageOrigin = "tour"

    private static func padded(_ number: Int, to width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
