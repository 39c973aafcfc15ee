/// Parameter lists of generated members and calls of them from generated code.
enum Signatures {
    /// `(_ login: String, file: StaticString = #filePath, line: UInt = #line)`.
    /// The first parameter has no label when the member's name already ends with it
    /// (`enterLogin(_ login:)`), as Swift's API guidelines suggest.
    /// A protocol `requirement` has no default values.
    static func parameterList(_ parameters: [Resolved.Parameter], memberName: String, withLocation: Bool = true, requirement: Bool = false) -> String {
        var list: [String] = []
        for (offset, parameter) in parameters.enumerated() {
            let type = requirement ? SwiftValues.requirementType(parameter) : SwiftValues.declaredType(parameter)
            if isUnlabeled(parameter.name, at: offset, memberName: memberName) {
                list.append("_ \(SwiftNames.parameter(parameter.name)): \(type)")
            } else {
                list.append(SwiftNames.parameterDeclaration(parameter.name, type: type))
            }
        }
        if withLocation { list += requirement ? ["file: StaticString", "line: UInt"] : ["file: StaticString = #filePath", "line: UInt = #line"] }
        return "(" + list.joined(separator: ", ") + ")"
    }

    /// The first parameter goes without a label when the member's name already ends with it.
    static func isUnlabeled(_ parameter: String, at offset: Int, memberName: String) -> Bool {
        offset == 0 && memberName.count > parameter.count && memberName.lowercased().hasSuffix(parameter.lowercased())
    }

    /// `enterLogin(login, file: file, line: line)`: a call of a generated action.
    static func call(_ call: Resolved.ActionCall) -> String {
        var values: [String: String] = [:]
        for argument in call.arguments { values[argument.parameter] = SwiftValues.value(argument.value) }
        return self.call(call.action, parameters: call.parameters, values: values)
    }

    /// `name(…, file: file, line: line)` with an expression for each parameter that has one.
    static func call(_ memberName: String, parameters: [Resolved.Parameter], values: [String: String]) -> String {
        var list: [String] = []
        for (offset, parameter) in parameters.enumerated() {
            guard let value = values[parameter.name] else { continue }
            list.append(isUnlabeled(parameter.name, at: offset, memberName: memberName) ? value : "\(SwiftNames.label(parameter.name)): \(value)")
        }
        return SwiftNames.member(memberName) + "(" + (list + ["file: file", "line: line"]).joined(separator: ", ") + ")"
    }

    /// `WaitingTime.networking`.
    static func waitingTime(_ name: String) -> String { "WaitingTime." + Namer.waitCase(name) }
}
