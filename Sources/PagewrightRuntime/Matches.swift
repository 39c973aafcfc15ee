import Foundation

/// Bounds on an element's frame, in points of the screen: the smallest and largest x and y of its
/// origin, its width and its height. A bound left out does not narrow. A spec's `"frame"`
/// (`{ "minX": 0, "maxX": 0 }`: cells that start at the left edge, not the off-screen sidebar's).
public struct PagewrightFrameBounds: Sendable, Equatable, CustomStringConvertible {
    public var minX: Double?
    public var maxX: Double?
    public var minY: Double?
    public var maxY: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?

    public init(minX: Double? = nil, maxX: Double? = nil, minY: Double? = nil, maxY: Double? = nil,
                minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil) {
        self.minX = minX
        self.maxX = maxX
        self.minY = minY
        self.maxY = maxY
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    /// Whether `frame` lies within every bound given.
    public func contains(_ frame: CGRect) -> Bool {
        func within(_ value: CGFloat, _ low: Double?, _ high: Double?) -> Bool {
            let value = Double(value)
            return (low.map { value >= $0 } ?? true) && (high.map { value <= $0 } ?? true)
        }
        return within(frame.minX, minX, maxX) && within(frame.minY, minY, maxY)
            && within(frame.width, minWidth, maxWidth) && within(frame.height, minHeight, maxHeight)
    }

    /// `minX 0, maxX 0`: the bounds given, as a failure names them.
    public var description: String {
        let all: [(String, Double?)] = [("minX", minX), ("maxX", maxX), ("minY", minY), ("maxY", maxY),
                                        ("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight), ("maxHeight", maxHeight)]
        return all.compactMap { name, value in value.map { "\(name) \($0)" } }.joined(separator: ", ")
    }
}

/// Picks one of a query's matches where no query can say which: the last (XCUITest has
/// `firstMatch` and `element(boundBy:)`, no last match), or the n-th whose frame lies within
/// bounds (a predicate is evaluated against `XCUIElementAttributes`, whose `frame` Apple documents
/// as a `CGRect` but not as a key path a predicate can compare).
///
/// The matches are walked when the element is asked for, as a test would: `count` evaluates the
/// query (https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/count), and
/// `element(boundBy:)` returns an element that resolves to an index into the query's results each
/// time it is used (https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)),
/// so the element is the match at the index chosen. Between reading the count and choosing, the
/// app may add or remove a match (a list still loading): the count is read again after the
/// walk, and the walk made again (at most three times) until the matches held still through one.
/// Each frame is read from one snapshot of its match (`snapshot()` throws for one that is gone),
/// never by an attribute of an element whose existence is not established.
/// When no match qualifies, the element is one that never exists, so a step or check on it
/// fails saying it did not appear. Ask for it on a screen that has loaded (after its anchors are
/// verified, which every page object does on arrival); the generated accessors ask again at each
/// step.
@MainActor
public enum PagewrightMatches {
    /// The last of `query`'s matches, or of those whose frame lies within `bounds`.
    public static func last(of query: XCUIElementQuery, within bounds: PagewrightFrameBounds? = nil) -> XCUIElement {
        pick(of: query, within: bounds) { kept in kept.last }
    }

    /// The match at `index` (from 0) of those of `query` whose frame lies within `bounds`.
    public static func element(_ index: Int, of query: XCUIElementQuery, within bounds: PagewrightFrameBounds) -> XCUIElement {
        pick(of: query, within: bounds) { kept in index >= 0 && index < kept.count ? kept[index] : nil }
    }

    private static let attempts = 3

    private static func pick(of query: XCUIElementQuery, within bounds: PagewrightFrameBounds?,
                             choosing choose: ([Int]) -> Int?) -> XCUIElement {
        var chosen: Int?
        for _ in 0..<attempts {
            let count = query.count
            let kept: [Int]
            if let bounds {
                kept = (0..<count).filter { index in
                    guard let frame = try? query.element(boundBy: index).snapshot().frame else { return false }
                    return bounds.contains(frame)
                }
            } else {
                // The last match needs no walk: only the count.
                kept = count > 0 ? [count - 1] : []
            }
            chosen = choose(kept)
            if query.count == count { break }
        }
        guard let chosen else { return query.matching(NSPredicate(format: "FALSEPREDICATE")).firstMatch }
        return query.element(boundBy: chosen)
    }
}
