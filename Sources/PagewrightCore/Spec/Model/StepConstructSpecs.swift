/// A condition a step depends on (`if`, `unless`) or a swipe repeats until (`until`): one
/// assertion form about one element, read within a waiting time (`within`).
public struct ConditionSpec: Sendable {
    public enum Test: Sendable {
        case exists
        case notExists
        case isEnabled(Bool)
        case isSelected(Bool)
        case isHittable(Bool)
        case text(TextAttribute, Assertion.Comparison, Template)
    }

    public var test: Test
    public var element: ElementReference
    /// How long an `if`/`unless` waits for the element (`within`, a named waiting time).
    public var within: Located<String>?
    /// `unless`: the step runs when the condition does not hold.
    public var negated: Bool
    public var location: SourceLocation
}

/// `"at": { "x": 0.9, "y": 0.5 }`: a point of an element as fractions of its width and height
/// from its top left corner.
public struct OffsetSpec: Sendable, Equatable {
    public var x: Double
    public var y: Double
    /// Points added to the point `x`, `y` names (`"dx": 12`): an absolute offset.
    public var dx: Double = 0
    public var dy: Double = 0
    public var location: SourceLocation

    public var hasPoints: Bool { dx != 0 || dy != 0 }
}
