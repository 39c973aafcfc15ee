/// An element's `"last": true` and `"frame": { "minX": 0, "maxX": 0, "minHeight": 1 }`: which
/// of its matches it is, where no XCUITest query can say so. `XCUIElementQuery` has `firstMatch`
/// and `element(boundBy:)` but nothing for the last match, and a predicate sees no geometry it
/// documents, so the runtime walks the matches (see `PagewrightMatches`).
public struct PickingSpec: Sendable {
    /// `"last": true`: the last of the matches (of those within `frame`, when it is given).
    public var last: Located<Bool>?
    /// `"frame"`: bounds on the match's frame, in points of the screen.
    public var frame: FrameBoundsSpec?

    public init(last: Located<Bool>? = nil, frame: FrameBoundsSpec? = nil) {
        self.last = last
        self.frame = frame
    }

    /// Whether the element takes the last match.
    public var takesLast: Bool { last?.value == true }
}

/// Bounds on a match's frame (`XCUIElementAttributes.frame`): the smallest and largest x and y
/// of its origin, width and height. A bound left out does not narrow.
public struct FrameBoundsSpec: Sendable {
    /// The spec keys, in the order they are documented and generated.
    public static let keys = ["minX", "maxX", "minY", "maxY", "minWidth", "maxWidth", "minHeight", "maxHeight"]

    /// The bounds by key, in `keys`' order.
    public var bounds: [(key: Located<String>, value: Double)]
    /// Where the `frame` object was written.
    public var location: SourceLocation

    public init(bounds: [(key: Located<String>, value: Double)], location: SourceLocation) {
        self.bounds = bounds
        self.location = location
    }

    /// The bound written under `key`, if any.
    public func value(_ key: String) -> Double? { bounds.first { $0.key.value == key }?.value }
}
