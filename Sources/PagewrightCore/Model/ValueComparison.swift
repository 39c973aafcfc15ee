extension Resolved {
    /// What an element's `value`, read as a number or a flag, is expected to be.
    public enum ExpectedValue: Sendable {
        case number(Double)
        /// An Int or UInt parameter, or a sum: compared as a `Double`.
        case count(Assertion.Count)
        /// A Double parameter.
        case numberParameter(String)
        case bool(Bool)
        case boolParameter(String)
    }
}
