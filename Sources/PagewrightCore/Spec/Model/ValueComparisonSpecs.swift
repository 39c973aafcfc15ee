/// What a check or getter ignores of what the app shows before it compares or returns it
/// (`"ignoring": ["attachments", "surroundingWhitespace", "case"]`); each is taken from both
/// sides of a comparison.
public enum ShownDifference: String, CaseIterable, Sendable, Hashable {
    /// U+FFFC, which an image attached to a text puts in its accessibility label.
    case attachments
    /// White space and line breaks at either end.
    case surroundingWhitespace
    /// Letter case.
    case `case`
}

/// The type an element's `value` is read as (`"as": "number"`): a web view's checkbox reports
/// an `NSNumber`, not a text.
public enum ValueKind: String, CaseIterable, Sendable, Hashable {
    case number, bool
}

/// One term of a sum a check expects (`"$existing + $added - 1"`): a whole number or an Int
/// parameter, added or taken away.
public struct SumTerm: Sendable, Equatable {
    public var negated: Bool
    /// A literal or a parameter (never itself a sum).
    public var value: IntValue
}

/// What an element's `value`, read as a number or a flag, is expected to be.
public enum ExpectedValue: Sendable {
    /// A literal number, a number parameter (Int, UInt or Double) or a sum of Int parameters.
    case number(ExpectedNumber)
    case bool(ExpectedBool)

    public var kind: ValueKind {
        switch self {
        case .number: .number
        case .bool: .bool
        }
    }
}

public enum ExpectedNumber: Sendable, Equatable {
    case literal(Double)
    case parameter(Located<String>)
    case sum([SumTerm])
}

public enum ExpectedBool: Sendable, Equatable {
    case literal(Bool)
    case parameter(Located<String>)
}

extension IntValue {
    /// The parameters it names, each where it is written.
    public var parameters: [Located<String>] {
        switch self {
        case .literal: []
        case .parameter(let name): [name]
        case .sum(let terms): terms.flatMap(\.value.parameters)
        }
    }
}
