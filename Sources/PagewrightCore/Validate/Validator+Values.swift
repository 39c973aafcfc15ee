/// The parameters a value read as a number or a flag is compared with, and those of a sum.
extension Validator {
    /// Each term of a sum is an Int parameter (or a whole number): the sum is Swift's `+` and
    /// `-` on `Int`, which takes no other type.
    mutating func useSum(_ terms: [SumTerm], in params: [ParamSpec], used: inout Set<String>) {
        for term in terms {
            if case .parameter(let name) = term.value { useParameter(name, expecting: [.int], in: params, used: &used) }
        }
    }

    mutating func useExpected(_ expected: ExpectedValue, in params: [ParamSpec], used: inout Set<String>) {
        switch expected {
        case .number(.parameter(let name)): useParameter(name, expecting: [.double, .int, .uint], in: params, used: &used)
        case .number(.sum(let terms)): useSum(terms, in: params, used: &used)
        case .bool(.parameter(let name)): useParameter(name, expecting: [.bool], in: params, used: &used)
        case .number(.literal), .bool(.literal): break
        }
    }
}
