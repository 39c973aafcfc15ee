extension Resolved {
    /// What a page's `Element` enum is: one whose every element is found by its type and a
    /// literal (compact: each element's form kept, which the verification reads), one that states
    /// how each case is found (`PagewrightDescribedElement`; compact enums are written this way
    /// too), or one spelled out in full. Decided once in Resolve; every renderer that names an
    /// element asks it.
    public enum ElementEnumForm: Sendable {
        case compact([CompactElement])
        case described
        case spelledOut
    }

    /// How one element of a compact enum is found.
    public struct CompactElement: Sendable {
        public enum Match: Sendable { case identifier, label, type }
        /// The case's raw value: the identifier, the label or the element type.
        public var rawValue: String
        public var match: Match
        /// The name of the element of the same enum it is inside.
        public var container: String?
        public var isApplication = false

        /// The identifier a snapshot of the app answers for (`PagewrightElement.snapshotIdentifier`).
        public var snapshotIdentifier: String? { match == .identifier && container == nil && !isApplication ? rawValue : nil }
    }
}
