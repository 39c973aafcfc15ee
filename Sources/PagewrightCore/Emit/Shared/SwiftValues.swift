/// Values of the model as Swift expressions: literals, parameters, numbers, strings with
/// parameters filled in, predicates.
enum SwiftValues {
    static func type(_ type: Resolved.ValueType) -> String {
        switch type {
        case .string: "String"
        case .int: "Int"
        case .uint: "UInt"
        case .double: "Double"
        case .bool: "Bool"
        case .list(let element): "[\(Self.type(element))]"
        case .enumeration(let name), .record(let name): SwiftNames.type(name)
        }
    }

    /// `String`, `String? = nil` for an optional parameter, `Int = 0` with a default.
    static func declaredType(_ parameter: Resolved.Parameter) -> String {
        let base = type(parameter.type) + (parameter.isOptional ? "?" : "")
        if let value = parameter.defaultValue { return base + " = " + literal(value) }
        return base + (parameter.isOptional ? " = nil" : "")
    }

    /// `String`, or `String?` for an optional parameter: the type without its default, as a
    /// protocol requirement declares it.
    static func requirementType(_ parameter: Resolved.Parameter) -> String {
        type(parameter.type) + (parameter.isOptional ? "?" : "")
    }

    static func value(_ value: Resolved.Value) -> String {
        switch value {
        case .literal(let literal): Self.literal(literal)
        case .parameter(let name): SwiftNames.parameter(name)
        case .text(let text): Self.text(text, typed: true)
        }
    }

    /// `value(_:)` appended to the current line.
    static func appendValue(_ value: Resolved.Value, into p: inout SwiftPrinter) {
        switch value {
        case .literal(let literal): p.append(Self.literal(literal))
        case .parameter(let name): p.append(SwiftNames.parameter(name))
        case .text(let text): appendText(text, typed: true, into: &p)
        }
    }

    static func literal(_ literal: Resolved.Literal) -> String {
        switch literal {
        case .string(let text): SwiftNames.literal(text)
        case .int(let number): "\(number)"
        case .double(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "nil"
        case .enumCase(let name): "." + SwiftNames.enumCase(name)
        case .list(let items): "[" + items.map(Self.literal).joined(separator: ", ") + "]"
        case .record(let name, let fields):
            SwiftNames.type(name) + "(" + fields.map { "\(SwiftNames.field($0.name)): \(Self.literal($0.value))" }.joined(separator: ", ") + ")"
        }
    }

    static func number(_ number: Resolved.Number) -> String {
        switch number {
        case .literal(let value): "\(value)"
        case .parameter(let name): SwiftNames.parameter(name)
        case .wholeParameter(let name): "Double(\(SwiftNames.parameter(name)))"
        }
    }

    static func count(_ count: Resolved.Assertion.Count) -> String {
        switch count {
        case .literal(let value): "\(value)"
        case .parameter(let name): SwiftNames.parameter(name)
        case .unsignedParameter(let name): "Int(\(SwiftNames.parameter(name)))"
        // `existing + added - 1`; a first term taken away reads `-existing`.
        case .sum(let terms):
            terms.enumerated().map { offset, term in
                (offset == 0 ? (term.negated ? "-" : "") : (term.negated ? " - " : " + ")) + Self.count(term.count)
            }.joined()
        }
    }

    /// `user.login`: a parameter (or loop variable) through the fields of a record.
    static func reference(_ name: String, path: [String]) -> String {
        ([SwiftNames.parameter(name)] + path.map(SwiftNames.field)).joined(separator: ".")
    }

    /// A String expression: one String parameter as it is, else a literal, interpolating any
    /// parameters (an enum by its raw value). With `typed`, a sole reference of any type is
    /// the reference itself (`"$user.age"` passes the Int on).
    /// A localised text is the runtime's lookup in the launch language, unless `localized` says
    /// otherwise (the app's own identifiers file asks the app's bundle).
    static func text(_ text: Resolved.Text, typed: Bool = false,
                     localized: (Resolved.LocalizedText, [TextTransform]) -> String = LocalizedTextRenderer.expression) -> String {
        if let sole = text.soleParameter, sole.type == .string || typed { return reference(sole.name, path: sole.path) }
        if text.parts.count == 1, case .parameter(let name, let path, let type, let transforms) = text.parts[0] {
            return transforms.reduce(stringValue(expression: reference(name, path: path), type: type)) { $1.swift($0) }
        }
        let localizedExpression = localized
        if text.parts.count == 1, case .localized(let localized, let transforms) = text.parts[0] {
            return localizedExpression(localized, transforms)
        }
        var result = "\""
        for part in text.parts {
            switch part {
            case .literal(let literal): result += SwiftNames.escaped(literal)
            case .localized(let localized, let transforms):
                // The text of the language the app was launched in, looked up when used.
                result += "\\(\(localizedExpression(localized, transforms)))"
            case .parameter(let name, let path, let type, let transforms):
                let expression = reference(name, path: path)
                if !transforms.isEmpty {
                    // `${title|underscored}`: the value as text, then each transform in turn.
                    let value = transforms.reduce(stringValue(expression: expression, type: type)) { $1.swift($0) }
                    result += "\\(\(value))"
                } else if case .enumeration = type {
                    result += "\\(\(expression).rawValue)"
                } else {
                    result += "\\(\(expression))"
                }
            }
        }
        return result + "\""
    }

    /// `text(_:typed:)` with the launch language's lookup, appended to the current line in
    /// parts rather than built as a string.
    static func appendText(_ text: Resolved.Text, typed: Bool = false, into p: inout SwiftPrinter) {
        let parts = text.parts
        if parts.count == 1 {
            switch parts[0] {
            case .literal(let literal): return p.appendLiteral(literal)
            case .parameter(let name, let path, let type, let transforms):
                if transforms.isEmpty, type == .string || typed { return appendReference(name, path: path, into: &p) }
                return p.append(transforms.reduce(stringValue(expression: reference(name, path: path), type: type)) { $1.swift($0) })
            case .localized(let localized, let transforms):
                return p.append(LocalizedTextRenderer.expression(localized, transforms: transforms))
            }
        }
        p.append("\"")
        for part in parts {
            switch part {
            case .literal(let literal): p.append(SwiftNames.escaped(literal))
            case .localized(let localized, let transforms):
                // The text of the language the app was launched in, looked up when used.
                p.append("\\(")
                p.append(LocalizedTextRenderer.expression(localized, transforms: transforms))
                p.append(")")
            case .parameter(let name, let path, let type, let transforms):
                p.append("\\(")
                if !transforms.isEmpty {
                    // `${title|underscored}`: the value as text, then each transform in turn.
                    p.append(transforms.reduce(stringValue(expression: reference(name, path: path), type: type)) { $1.swift($0) })
                } else {
                    appendReference(name, path: path, into: &p)
                    if case .enumeration = type { p.append(".rawValue") }
                }
                p.append(")")
            }
        }
        p.append("\"")
    }

    /// `reference(_:path:)` appended in parts.
    static func appendReference(_ name: String, path: [String], into p: inout SwiftPrinter) {
        p.append(SwiftNames.parameter(name))
        for field in path {
            p.append(".")
            p.append(SwiftNames.field(field))
        }
    }

    /// The contents of a string literal (without its quotes) that reads `text`: literal parts
    /// escaped, values interpolated, to be put inside a longer literal.
    static func interpolated(_ text: Resolved.Text) -> String {
        let literal = self.text(text)
        guard literal.hasPrefix("\""), literal.hasSuffix("\""), literal.count >= 2 else { return "\\(\(literal))" }
        return String(literal.dropFirst().dropLast())
    }

    /// `NSPredicate(format: "label BEGINSWITH %@", prefix)`: the resolver's lowered format and its
    /// arguments.
    static func predicate(_ predicate: Resolved.Locator.Predicate) -> String {
        predicateCall(format: SwiftNames.literal(predicate.format), arguments: predicateArguments(predicate),
                      asArray: takesBool(predicate))
    }

    /// The initializer call: variadic, or `argumentArray:` when an argument is a Bool, which is no
    /// `CVarArg`. In the array a Bool becomes an `NSNumber`, which a predicate compares with
    /// `selected`, `enabled` and the like as it compares the literal `true`; its text "true" would
    /// match nothing there.
    static func predicateCall(format: String, arguments: [String], asArray: Bool) -> String {
        asArray ? "NSPredicate(format: \(format), argumentArray: [\(arguments.joined(separator: ", "))])"
            : "NSPredicate(format: \(([format] + arguments).joined(separator: ", ")))"
    }

    /// Whether a parameter of the predicate is a Bool (passed as itself, in an argument array).
    static func takesBool(_ predicate: Resolved.Locator.Predicate) -> Bool {
        predicate.arguments.contains { if case .parameter(_, _, .bool) = $0 { true } else { false } }
    }

    /// A lowered predicate's arguments as Swift expressions: a Bool parameter as itself, any other
    /// parameter (through its fields) as a String, a quoted literal's text with parameters in place.
    static func predicateArguments(_ predicate: Resolved.Locator.Predicate) -> [String] {
        predicate.arguments.map { argument in
            switch argument {
            case .parameter(let name, let path, .bool): reference(name, path: path)
            case .parameter(let name, let path, let type): stringValue(expression: reference(name, path: path), type: type)
            case .text(let text): self.text(text)
            }
        }
    }

    /// A parameter as a String, as predicates compare it.
    static func stringValue(of parameter: String, type: Resolved.ValueType) -> String {
        stringValue(expression: SwiftNames.parameter(parameter), type: type)
    }

    /// An expression as a String: itself, an enum's raw value, or `String(…)` of a number.
    static func stringValue(expression: String, type: Resolved.ValueType) -> String {
        switch type {
        case .string: expression
        case .enumeration: "\(expression).rawValue"
        default: "String(\(expression))"
        }
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
