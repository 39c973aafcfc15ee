/// Pieces shared by the action, check and getter generators: signatures and element uses.
struct LegacyMemberSupport {
    let page: PageSpec
    let context: LegacyEmitContext
    /// What stands before an element's name where generated code uses it: `self.` on a page
    /// object; the Screenplay style's static enums pass `LoginElements.` (by element name).
    var receiver: (_ element: String) -> String = { _ in "self." }

    /// `(_ login: String, file: StaticString = #filePath, line: UInt = #line)`.
    /// The first parameter has no label when the member's name already ends with it
    /// (`enterLogin(_ login:)`), as Swift's API guidelines suggest.
    func parameterList(_ params: [ParamSpec], memberName: String, withLocation: Bool = true) -> String {
        var list: [String] = []
        for (offset, param) in params.enumerated() {
            let name = SwiftNames.parameter(param.name.value)
            let type = param.type.value.rawValue + (param.optional ? "? = nil" : "")
            if Self.isUnlabeled(param.name.value, at: offset, memberName: memberName) {
                list.append("_ \(name): \(type)")
            } else {
                list.append(SwiftNames.parameterDeclaration(param.name.value, type: type))
            }
        }
        if withLocation { list += ["file: StaticString = #filePath", "line: UInt = #line"] }
        return "(" + list.joined(separator: ", ") + ")"
    }

    /// The first parameter goes without a label when the member's name already ends with it.
    static func isUnlabeled(_ param: String, at offset: Int, memberName: String) -> Bool {
        offset == 0 && memberName.count > param.count && memberName.lowercased().hasSuffix(param.lowercased())
    }

    /// `enterLogin(login, file: file, line: line)`: a call of a generated member from generated code.
    static func call(_ memberName: String, params: [ParamSpec], arguments: [String: String]) -> String {
        var list: [String] = []
        for (offset, param) in params.enumerated() {
            guard let value = arguments[param.name.value] else { continue }
            list.append(isUnlabeled(param.name.value, at: offset, memberName: memberName) ? value : "\(SwiftNames.label(param.name.value)): \(value)")
        }
        return SwiftNames.member(memberName) + "(" + (list + ["file: file", "line: line"]).joined(separator: ", ") + ")"
    }

    /// The expression for a use of an element: `loginField`, `filterCell(group: group)`,
    /// `vacancyCells` (a query), with arguments from `args` or from same-named parameters.
    func elementExpression(_ reference: ElementReference, memberParams: [ParamSpec]) -> (expression: String, isQuery: Bool) {
        // `self.` so that a parameter named like an element never shadows it.
        let name = receiver(reference.name.value) + SwiftNames.member(reference.name.value)
        let visible = context.index.visibleElements(of: page)
        guard let element = visible[reference.name.value]?.spec else { return (name, false) }  // a trait's required element
        let params = context.index.effectiveParams(of: element, on: LegacyElementModel.owner(of: element, on: page, context: context))
        guard !params.isEmpty else { return (name, element.all) }
        var arguments: [String] = []
        for param in params {
            let label = SwiftNames.label(param.name.value)
            if let argument = reference.arguments.first(where: { $0.name.value == param.name.value }) {
                arguments.append("\(label): \(context.argumentExpression(argument.value, type: param.type.value))")
            } else if memberParams.contains(where: { $0.name.value == param.name.value }) {
                arguments.append("\(label): \(SwiftNames.parameter(param.name.value))")
            }
        }
        return ("\(name)(\(arguments.joined(separator: ", ")))", element.all)
    }

    /// A single element even where the reference is a collection (its first match).
    func singleElement(_ reference: ElementReference, memberParams: [ParamSpec]) -> String {
        let (expression, isQuery) = elementExpression(reference, memberParams: memberParams)
        return isQuery ? expression + ".firstMatch" : expression
    }

    func number(_ value: NumberValue) -> String {
        switch value {
        case .literal(let number): "\(number)"
        case .parameter(let name): SwiftNames.parameter(name.value)
        }
    }

    /// `WaitingTime.networking`, or the default waiting time.
    func waitingTime(_ name: Located<String>?) -> String {
        "WaitingTime" + context.waitCase(name?.value ?? Settings.defaultWaitName)
    }
}
