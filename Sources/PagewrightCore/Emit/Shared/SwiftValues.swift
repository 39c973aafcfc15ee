/// Values of the model as Swift expressions: literals, parameters, numbers, strings with
/// parameters filled in, predicates.
enum SwiftValues {
    static func type(_ type: Resolved.ValueType) -> String {
        switch type {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        }
    }

    /// `String`, or `String? = nil` for an optional parameter.
    static func declaredType(_ parameter: Resolved.Parameter) -> String {
        type(parameter.type) + (parameter.isOptional ? "? = nil" : "")
    }

    /// `String`, or `String?` for an optional parameter: the type without its default, as a
    /// protocol requirement declares it.
    static func requirementType(_ parameter: Resolved.Parameter) -> String {
        type(parameter.type) + (parameter.isOptional ? "?" : "")
    }

    static func value(_ value: Resolved.Value) -> String {
        switch value {
        case .literal(.string(let text)): SwiftNames.literal(text)
        case .literal(.int(let number)): "\(number)"
        case .literal(.double(let number)): "\(number)"
        case .literal(.bool(let flag)): flag ? "true" : "false"
        case .literal(.null): "nil"
        case .parameter(let name): SwiftNames.parameter(name)
        }
    }

    static func number(_ number: Resolved.Number) -> String {
        switch number {
        case .literal(let value): "\(value)"
        case .parameter(let name): SwiftNames.parameter(name)
        }
    }

    static func count(_ count: Resolved.Assertion.Count) -> String {
        switch count {
        case .literal(let value): "\(value)"
        case .parameter(let name): SwiftNames.parameter(name)
        }
    }

    /// A String expression: one String parameter as it is, else a literal, interpolating any
    /// parameters.
    static func text(_ text: Resolved.Text) -> String {
        if let sole = text.soleParameter, sole.type == .string { return SwiftNames.parameter(sole.name) }
        var result = "\""
        for part in text.parts {
            switch part {
            case .literal(let literal): result += SwiftNames.escaped(literal)
            case .parameter(let name, _): result += "\\(\(SwiftNames.parameter(name)))"
            }
        }
        return result + "\""
    }

    /// `NSPredicate(format: "label BEGINSWITH %@", prefix)`: the resolver's lowered format and its
    /// arguments, each a String.
    static func predicate(_ predicate: Resolved.Locator.Predicate) -> String {
        let arguments = predicate.arguments.map { argument in
            switch argument {
            case .parameter(let name, let type): stringValue(of: name, type: type)
            case .text(let text): self.text(text)
            }
        }
        return "NSPredicate(format: \(([SwiftNames.literal(predicate.format)] + arguments).joined(separator: ", ")))"
    }

    /// A parameter as a String, as predicates compare it.
    static func stringValue(of parameter: String, type: Resolved.ValueType) -> String {
        let name = SwiftNames.parameter(parameter)
        return type == .string ? name : "String(\(name))"
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
