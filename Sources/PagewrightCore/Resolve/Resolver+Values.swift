/// Counts and values a check compares with: a parameter's type decides how the Swift reads it.
extension Resolver {
    /// A count: a literal, an Int parameter, a UInt one (compared as an `Int`), or a sum of them.
    static func count(_ value: IntValue, parameters: [Resolved.Parameter]) -> Resolved.Assertion.Count {
        switch value {
        case .literal(let number): return .literal(number)
        case .parameter(let name):
            let unsigned = parameters.first { $0.name == name.value }?.type == .uint
            return unsigned ? .unsignedParameter(name.value) : .parameter(name.value)
        case .sum(let terms):
            return .sum(terms.map { Resolved.Assertion.SumTerm(negated: $0.negated, count: count($0.value, parameters: parameters)) })
        }
    }

    /// A value read as a number or a flag: a Double parameter as it is, an Int or UInt one (or a
    /// sum) converted.
    static func expected(_ value: ExpectedValue, parameters: [Resolved.Parameter]) -> Resolved.ExpectedValue {
        switch value {
        case .number(.literal(let number)): return .number(number)
        case .number(.parameter(let name)) where parameters.first(where: { $0.name == name.value })?.type == .double:
            return .numberParameter(name.value)
        case .number(.parameter(let name)): return .count(count(.parameter(name), parameters: parameters))
        case .number(.sum(let terms)): return .count(count(.sum(terms), parameters: parameters))
        case .bool(.literal(let flag)): return .bool(flag)
        case .bool(.parameter(let name)): return .boolParameter(name.value)
        }
    }
}
