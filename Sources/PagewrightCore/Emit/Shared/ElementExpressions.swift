/// Elements as Swift expressions: a case of a locator enum, and a use of an element by a member.
struct ElementExpressions {
    let context: RenderContext
    var receiver: Receiver = selfReceiver

    /// `Element.filterCell(group: group, title: title)` or `Element.view`, with `arguments` as
    /// (label, expression) pairs (a nil label for an unlabelled one).
    func caseExpression(_ ref: Resolved.ElementRef, hasParameters: Bool, arguments: [(String?, String)]) -> String {
        let enumCase = context.elementEnum(of: ref.page) + "." + SwiftNames.member(ref.name)
        guard hasParameters else { return enumCase }
        return enumCase + "(" + arguments.map { Signatures.argument($1, label: $0) }.joined(separator: ", ") + ")"
    }

    /// The case of an element with every parameter passed on under its own name.
    func caseExpression(forwarding element: Resolved.Element) -> String {
        caseExpression(element.ref, hasParameters: !element.parameters.isEmpty, forwarding: element.parameters)
    }

    /// `caseExpression(forwarding:)` appended to the line in parts.
    func appendCaseExpression(forwarding element: Resolved.Element, into printer: inout SwiftPrinter) {
        appendCaseExpression(element.ref, hasParameters: !element.parameters.isEmpty, forwarding: element.parameters, into: &printer)
    }

    /// `caseExpression(_:hasParameters:forwarding:)` appended to the line in parts.
    func appendCaseExpression(_ ref: Resolved.ElementRef, hasParameters: Bool, forwarding parameters: [Resolved.Parameter],
                              into printer: inout SwiftPrinter) {
        printer.append(context.elementEnum(of: ref.page))
        printer.append(".")
        printer.append(SwiftNames.member(ref.name))
        guard hasParameters else { return }
        printer.append("(")
        for (offset, parameter) in parameters.enumerated() {
            if offset > 0 { printer.append(", ") }
            // `Signatures.argument(_:label:)`, in parts.
            if let label = Signatures.elementLabel(parameter) {
                printer.append(SwiftNames.label(label))
                printer.append(": ")
            }
            printer.append(SwiftNames.parameter(parameter.name))
        }
        printer.append(")")
    }

    /// The case of an element whose `parameters` are passed on under their own names.
    func caseExpression(_ ref: Resolved.ElementRef, hasParameters: Bool, forwarding parameters: [Resolved.Parameter]) -> String {
        caseExpression(ref, hasParameters: hasParameters,
                       arguments: parameters.map { (Signatures.elementLabel($0), SwiftNames.parameter($0.name)) })
    }

    /// The case an element use names, with its arguments.
    func caseExpression(_ use: Resolved.ElementUse) -> String {
        guard case .element(let ref) = use.target else { return SwiftNames.member(use.name) }
        if use.owner != nil {
            let enumCase = ownerEnum(ref) + "." + SwiftNames.member(ref.name)
            guard use.hasParameters else { return enumCase }
            return enumCase + "(" + arguments(of: use).map { Signatures.argument($1, label: $0) }.joined(separator: ", ") + ")"
        }
        return caseExpression(ref, hasParameters: use.hasParameters, arguments: arguments(of: use))
    }

    /// `self.loginField`, `self.filterCell(group: group)`, `self.vacancyCells` (a query).
    func use(_ use: Resolved.ElementUse) -> String {
        if let owned = ownedElement(use) { return owned }
        let name = receiver(use.target) + SwiftNames.member(use.name)
        guard use.hasParameters else { return name }
        return name + "(" + arguments(of: use).map { Signatures.argument($1, label: $0) }.joined(separator: ", ") + ")"
    }

    /// One element even where the use is a collection (its first match).
    func single(_ use: Resolved.ElementUse) -> String {
        let expression = self.use(use)
        return use.isCollection ? expression + ".firstMatch" : expression
    }

    /// `caseExpression(_ use:)` appended to the current line in parts.
    func appendCaseExpression(_ use: Resolved.ElementUse, into p: inout SwiftPrinter) {
        guard case .element(let ref) = use.target else { return p.append(SwiftNames.member(use.name)) }
        p.append(use.owner != nil ? ownerEnum(ref) : context.elementEnum(of: ref.page))
        p.append(".")
        p.append(SwiftNames.member(ref.name))
        guard use.hasParameters else { return }
        appendArguments(of: use, into: &p)
    }

    /// `use(_:)` appended to the current line in parts.
    func appendUse(_ use: Resolved.ElementUse, into p: inout SwiftPrinter) {
        if let owned = ownedElement(use) { return p.append(owned) }
        p.append(receiver(use.target))
        p.append(SwiftNames.member(use.name))
        guard use.hasParameters else { return }
        appendArguments(of: use, into: &p)
    }

    /// `single(_:)` appended to the current line in parts.
    func appendSingle(_ use: Resolved.ElementUse, into p: inout SwiftPrinter) {
        appendUse(use, into: &p)
        if use.isCollection { p.append(".firstMatch") }
    }

    /// `(label: value, …)` of a use, in parts.
    private func appendArguments(of use: Resolved.ElementUse, into p: inout SwiftPrinter) {
        p.append("(")
        for (offset, argument) in use.arguments.enumerated() {
            if offset > 0 { p.append(", ") }
            if let label = Signatures.elementLabel(argument.label, name: argument.parameter) {
                p.append(SwiftNames.label(label))
                p.append(": ")
            }
            SwiftValues.appendValue(argument.value, into: &p)
        }
        p.append(")")
    }

    private func arguments(of use: Resolved.ElementUse) -> [(String?, String)] {
        use.arguments.map { (Signatures.elementLabel($0.label, name: $0.parameter), SwiftValues.value($0.value)) }
    }
}

extension ElementExpressions {
    /// The element's case with its arguments, named so that any generated type of the style can
    /// reach it (in the Screenplay style, through the page's `…Elements` enum); nil for an element
    /// a trait requires, which each adopter supplies.
    func qualifiedCase(_ use: Resolved.ElementUse) -> String? {
        guard case .element(let ref) = use.target else { return nil }
        let enumCase = caseExpression(use)
        guard context.style == .screenplay, ref.page.kind == .screen, use.owner == nil else { return enumCase }
        return context.screenplayNames.elementsType(ref.page.name) + "." + enumCase
    }

    /// `qualifiedCase(_:)` appended to the current line, for a use of an element.
    func appendQualifiedCase(_ use: Resolved.ElementUse, into p: inout SwiftPrinter) {
        guard case .element(let ref) = use.target else { return }
        if context.style == .screenplay, ref.page.kind == .screen, use.owner == nil {
            p.append(context.screenplayNames.elementsType(ref.page.name))
            p.append(".")
        }
        appendCaseExpression(use, into: &p)
    }

    /// `queryArgument(_:application:forReadiness:)` appended to the current line.
    func appendQueryArgument(_ use: Resolved.ElementUse, application: String, forReadiness: Bool, into p: inout SwiftPrinter) {
        guard case .element(let ref) = use.target, let element = context.model.element(ref) else { return }
        // A match picked by the runtime's walk is not its query's first: only it is looked at.
        guard !element.locator.isPickedByWalk else { return }
        switch element.locator.pick {
        case .first, .all:
            guard forReadiness else { return }
            p.append(", firstOf: ")
        case .unique: p.append(", onlyOf: ")
        case .index, .indexParameter, .context, .last: return
        }
        appendQualifiedCase(use, into: &p)
        p.append(".query(")
        p.append(application)
        p.append(")")
    }

    /// The query arguments of a readiness wait or check: `firstOf:` when the element is its
    /// query's first match (one request then looks at the first enabled match), `onlyOf:` when it
    /// must be the only one; nothing for an element picked by index, the app itself, or one an
    /// adopter supplies.
    func queryArgument(_ use: Resolved.ElementUse, application: String, forReadiness: Bool) -> String {
        guard case .element(let ref) = use.target, let element = context.model.element(ref),
              let enumCase = qualifiedCase(use) else { return "" }
        guard !element.locator.isPickedByWalk else { return "" }
        switch element.locator.pick {
        case .first, .all: return forReadiness ? ", firstOf: \(enumCase).query(\(application))" : ""
        case .unique: return ", onlyOf: \(enumCase).query(\(application))"
        case .index, .indexParameter, .context, .last: return ""
        }
    }

    /// The element's case when a step or check on it can be one runtime call naming it
    /// (`self.tap(Element.x, …)`): an element of `owner`, a screen whose `Element` enum is a
    /// `PagewrightElement`, its query's first match, used without parameters, and named in
    /// failures by its case name.
    func runtimeCase(_ use: Resolved.ElementUse, owner: Resolved.PageRef) -> String? {
        hasRuntimeCase(use, owner: owner) ? qualifiedCase(use) : nil
    }

    /// Whether `runtimeCase(_:owner:)` has a case (then `appendQualifiedCase` writes it).
    func hasRuntimeCase(_ use: Resolved.ElementUse, owner: Resolved.PageRef) -> Bool {
        guard owner.kind == .screen, case .element(let ref) = use.target, ref.page == owner,
              !use.hasParameters, !use.isCollection, SwiftNames.member(use.name) == use.name,
              let element = context.model.element(ref), element.locator.pick == .first, element.locator.frame == nil else { return false }
        switch context.model.elementEnum(of: ref.page) {
        case .some(.compact), .some(.described): return true
        default: return false
        }
    }
}
