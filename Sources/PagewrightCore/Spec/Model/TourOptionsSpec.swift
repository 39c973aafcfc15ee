/// `"tour"` in `pagewright.json`: how `pagewright tour` writes the generated tour, and whether
/// `pagewright generate` (so both plugins) writes it beside the page objects.
public struct TourOptionsSpec: Sendable {
    /// `generate`: `pagewright generate` writes the tour too, into the same folder.
    public var generate: Located<Bool>?
    /// `testCase`: the class each walk's test case inherits from (`XCTestCase` by default): the
    /// team's base class, which sets up what every UI test needs.
    public var testCase: Located<String>?
    /// `maxSteps`: the most moves one test takes.
    public var maxSteps: Located<Int>?
    /// `imports`: modules the tour imports besides XCTest (the page objects' own, when the tour
    /// is written into another target).
    public var imports: [Located<String>] = []

    public init() {}
}
