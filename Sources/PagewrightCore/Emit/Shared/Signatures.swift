/// Parameter lists of generated members and calls of them from generated code.
enum Signatures {
    /// `(_ login: String, file: StaticString = #filePath, line: UInt = #line)`.
    /// The first parameter has no label when the member's name already ends with it
    /// (`enterLogin(_ login:)`), as Swift's API guidelines suggest, unless the spec gives it a
    /// `label` (`"_"` for none). A protocol `requirement` has no default values.
    static func parameterList(_ parameters: [Resolved.Parameter], memberName: String, withLocation: Bool = true, requirement: Bool = false) -> String {
        // Most members take no parameters of their own: their list is a constant.
        if parameters.isEmpty {
            guard withLocation else { return "()" }
            return requirement ? "(file: StaticString, line: UInt)" : "(file: StaticString = #filePath, line: UInt = #line)"
        }
        var list = parameters.enumerated().map { offset, parameter in
            declaration(parameter, label: memberLabel(parameter, at: offset, memberName: memberName), requirement: requirement)
        }
        if withLocation { list += requirement ? ["file: StaticString", "line: UInt"] : ["file: StaticString = #filePath", "line: UInt = #line"] }
        return "(" + list.joined(separator: ", ") + ")"
    }

    /// `parameterList(…)` appended to the current line in parts.
    static func appendParameterList(_ parameters: [Resolved.Parameter], memberName: String, withLocation: Bool = true, requirement: Bool = false,
                                    into p: inout SwiftPrinter) {
        if parameters.isEmpty {
            guard withLocation else { return p.append("()") }
            return p.append(requirement ? "(file: StaticString, line: UInt)" : "(file: StaticString = #filePath, line: UInt = #line)")
        }
        p.append("(")
        for (offset, parameter) in parameters.enumerated() {
            if offset > 0 { p.append(", ") }
            p.append(declaration(parameter, label: memberLabel(parameter, at: offset, memberName: memberName), requirement: requirement))
        }
        if withLocation { p.append(requirement ? ", file: StaticString, line: UInt" : ", file: StaticString = #filePath, line: UInt = #line") }
        p.append(")")
    }

    /// `label name: Type`, `name: Type` when label and name agree, `_ name: Type` without one.
    static func declaration(_ parameter: Resolved.Parameter, label: String?, requirement: Bool = false) -> String {
        let type = requirement ? SwiftValues.requirementType(parameter) : SwiftValues.declaredType(parameter)
        guard let label else { return "_ \(SwiftNames.parameter(parameter.name)): \(type)" }
        if label == parameter.name { return SwiftNames.parameterDeclaration(parameter.name, type: type) }
        let written = SwiftNames.declarationLabel(label), local = SwiftNames.parameter(parameter.name)
        return written == local ? "\(written): \(type)" : "\(written) \(local): \(type)"
    }

    /// The label of a member's parameter, nil for none: the spec's, else the parameter's name,
    /// except for a first parameter the member's name already ends with.
    static func memberLabel(_ parameter: Resolved.Parameter, at offset: Int, memberName: String) -> String? {
        switch parameter.label {
        case .none: nil
        case .named(let label): label
        case .automatic: isUnlabeled(parameter.name, at: offset, memberName: memberName) ? nil : parameter.name
        }
    }

    /// The label of an element's parameter (an `Element` case, an element accessor): the spec's,
    /// else the parameter's name.
    static func elementLabel(_ parameter: Resolved.Parameter) -> String? {
        elementLabel(parameter.label, name: parameter.name)
    }

    static func elementLabel(_ label: Resolved.Label, name: String) -> String? {
        switch label {
        case .none: nil
        case .named(let label): label
        case .automatic: name
        }
    }

    /// `label: value`, or the value alone.
    static func argument(_ value: String, label: String?) -> String {
        label.map { "\(SwiftNames.label($0)): \(value)" } ?? value
    }

    /// The first parameter goes without a label when the member's name already ends with it.
    static func isUnlabeled(_ parameter: String, at offset: Int, memberName: String) -> Bool {
        offset == 0 && memberName.count > parameter.count && memberName.lowercased().hasSuffix(parameter.lowercased())
    }

    /// `enterLogin(login, file: file, line: line)`: a call of a generated action; without the
    /// location (in a test, whose line the call's defaults name), `enterLogin(login)`.
    static func call(_ call: Resolved.ActionCall, withLocation: Bool = true) -> String {
        var values: [String: String] = [:]
        for argument in call.arguments { values[argument.parameter] = SwiftValues.value(argument.value) }
        return self.call(call.action, parameters: call.parameters, values: values, withLocation: withLocation)
    }

    /// `name(…, file: file, line: line)` with an expression for each parameter that has one. An
    /// unlabelled parameter left out before one that is given gets its default written, so the
    /// arguments stay in order.
    static func call(_ memberName: String, parameters: [Resolved.Parameter], values: [String: String], withLocation: Bool = true) -> String {
        let list = arguments(parameters, values: values, memberName: memberName)
        return SwiftNames.member(memberName) + "(" + (list + (withLocation ? ["file: file", "line: line"] : [])).joined(separator: ", ") + ")"
    }

    /// The arguments of such a call, labelled as the member named `memberName` labels them.
    static func arguments(_ parameters: [Resolved.Parameter], values: [String: String], memberName: String) -> [String] {
        let last = parameters.lastIndex { values[$0.name] != nil } ?? -1
        var list: [String] = []
        for (offset, parameter) in parameters.enumerated() {
            let label = memberLabel(parameter, at: offset, memberName: memberName)
            if let value = values[parameter.name] {
                list.append(argument(value, label: label))
            } else if offset < last, label == nil {
                list.append(SwiftValues.literal(parameter.defaultValue ?? .null))
            }
        }
        return list
    }

    /// `WaitingTime.networking`.
    static func waitingTime(_ name: String) -> String { "WaitingTime." + Namer.waitCase(name) }
}
