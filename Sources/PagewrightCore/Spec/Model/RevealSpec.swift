/// `"reveal"` on a step: before the step, swipe a scrolling container until the step's element is
/// hittable, one way and then (for `vertical` and `horizontal`) the other, at most `max` swipes
/// each way. Lazy lists create a row only as it scrolls into view, so a row that may be above or
/// below is swiped to before it is used.
public struct RevealSpec: Sendable {
    /// Which way to swipe, in order: `vertical` is up, then down; `horizontal` left, then right.
    public enum Direction: String, Sendable, CaseIterable {
        case up, down, left, right, vertical, horizontal

        /// The swipes in the order they are tried.
        public var swipes: [StepSpec.SwipeDirection] {
            switch self {
            case .up: [.up]
            case .down: [.down]
            case .left: [.left]
            case .right: [.right]
            case .vertical: [.up, .down]
            case .horizontal: [.left, .right]
            }
        }
    }

    /// The container swiped (`"reveal": "list"`, or `"in"`).
    public var container: ElementReference
    public var direction: Located<Direction>?
    /// The most swipes each way.
    public var max: Located<Int>?
    public var location: SourceLocation
}
