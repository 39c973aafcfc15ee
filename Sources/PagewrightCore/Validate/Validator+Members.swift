/// Actions, checks and getters: element references, arguments, parameters, destinations.
extension Validator {
    mutating func checkAction(_ action: ActionSpec, on page: PageSpec) {
        checkIdentifier(action.name, what: "action")
        var used = Set<String>()
        checkSteps(action.steps, of: action, on: page, params: action.params, used: &used)
        // The hand-written part of a custom action gets every parameter.
        if action.isCustom { used.formUnion(action.params.map(\.name.value)) }
        checkDeclaredParams(action.params, used: used, owner: "action '\(action.name.value)'")
        if let destination = action.destination { checkDestination(destination, of: action, on: page) }
        if let route = action.routeDefault {
            if case .oneOf(let screens)? = action.destination {
                if !screens.contains(where: { $0.value == route.value }) {
                    log.error("'route' must be one of the destinations in 'to' (\(screens.map(\.value).joined(separator: ", ")))\(Suggestions.didYouMean(route.value, in: screens.map(\.value)))",
                              at: route.location)
                }
            } else {
                log.error("'route' picks one of several destinations; action '\(action.name.value)' has a single one", at: route.location)
            }
        }
    }

    mutating func checkCheck(_ check: CheckSpec, on page: PageSpec) {
        checkIdentifier(check.name, what: "check")
        var used = Set<String>()
        let assertion = check.assertion
        if case .count = assertion {
            checkReference(assertion.element, on: page, params: check.params, used: &used, allowCollection: true, context: "a 'count' check", requireCollection: true)
        } else {
            let allowCollection: Bool
            switch assertion {
            case .exists, .notExists: allowCollection = true
            default: allowCollection = false
            }
            checkReference(assertion.element, on: page, params: check.params, used: &used, allowCollection: allowCollection, context: "check '\(check.name.value)'")
        }
        switch assertion {
        case .text(_, _, _, let template): useTemplate(template, in: check.params, used: &used)
        case .count(_, .parameter(let name)): useParameter(name, expecting: [.int], in: check.params, used: &used)
        default: break
        }
        checkDeclaredParams(check.params, used: used, owner: "check '\(check.name.value)'")
    }

    mutating func checkGetter(_ getter: GetterSpec, on page: PageSpec) {
        checkIdentifier(getter.name, what: "getter")
        var used = Set<String>()
        let reading = getter.reading
        switch reading {
        case .count:
            checkReference(reading.element, on: page, params: getter.params, used: &used, allowCollection: true, context: "a 'count' getter", requireCollection: true)
        case .exists:
            checkReference(reading.element, on: page, params: getter.params, used: &used, allowCollection: true, context: "getter '\(getter.name.value)'")
        default:
            checkReference(reading.element, on: page, params: getter.params, used: &used, allowCollection: false, context: "getter '\(getter.name.value)'")
        }
        checkDeclaredParams(getter.params, used: used, owner: "getter '\(getter.name.value)'")
    }

    // MARK: References and arguments

    /// The element must exist; each argument must name one of its parameters with a value of the
    /// right type; each required parameter must get a value, from `args` or from a parameter of
    /// the same name on the enclosing member.
    mutating func checkReference(_ reference: ElementReference, on page: PageSpec, params: [ParamSpec],
                                         used: inout Set<String>, allowCollection: Bool, context: String,
                                         requireCollection: Bool = false) {
        let visible = index.visibleElements(of: page)
        guard let found = visible[reference.name.value] else {
            unknown("element", reference.name, among: visible.keys, on: page)
            return
        }
        guard let element = found.spec else {
            // A required element of a trait: each adopter defines it, without parameters.
            for argument in reference.arguments {
                log.error("'\(reference.name.value)' is a required element of trait '\(page.name.value)' and takes no arguments", at: argument.name.location)
            }
            return
        }
        if element.all && !allowCollection {
            log.error("'\(reference.name.value)' is a collection ('all'); \(context) needs a single element", at: reference.name.location)
        }
        if requireCollection && !element.all {
            log.error("\(context) needs a collection; mark '\(reference.name.value)' with \"all\": true", at: reference.name.location)
        }
        let elementParams = index.effectiveParams(of: element, on: page)
        let byName = Dictionary(elementParams.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var given = Set<String>()
        for argument in reference.arguments {
            guard let param = byName[argument.name.value] else {
                let names = elementParams.map(\.name.value)
                let known = names.isEmpty ? "; it takes no arguments" : Suggestions.didYouMean(argument.name.value, in: names)
                log.error("element '\(reference.name.value)' has no parameter '\(argument.name.value)'\(known)", at: argument.name.location)
                continue
            }
            given.insert(param.name.value)
            checkArgument(argument, for: param, params: params, used: &used)
        }
        for param in elementParams where !given.contains(param.name.value) {
            if params.contains(where: { $0.name.value == param.name.value }) {
                used.insert(param.name.value)  // bound by name
            } else if !param.optional {
                log.error("element '\(reference.name.value)' needs an argument for '\(param.name.value)': add \"args\": { \"\(param.name.value)\": … } or a parameter '\(param.name.value)'",
                          at: reference.name.location)
            }
        }
    }

    mutating func checkArgument(_ argument: ArgumentSpec, for param: ParamSpec, params: [ParamSpec], used: inout Set<String>) {
        let expected = param.type.value
        let mismatch: String?
        switch argument.value {
        case .parameter(let name):
            useParameter(name, expecting: [expected], in: params, used: &used)
            mismatch = nil
        case .string: mismatch = expected == .string ? nil : "a string"
        case .int: mismatch = expected == .int || expected == .double ? nil : "an integer"
        case .double: mismatch = expected == .double ? nil : "a number"
        case .bool: mismatch = expected == .bool ? nil : "a boolean"
        case .null: mismatch = param.optional ? nil : "null"
        }
        if let mismatch {
            log.error("argument '\(argument.name.value)' must be \(describe(expected))\(param.optional ? " or null" : ""), found \(mismatch)", at: argument.name.location)
        }
    }

    func describe(_ type: ParamSpec.ValueType) -> String {
        switch type {
        case .string: "a string"
        case .int: "an integer"
        case .double: "a number"
        case .bool: "a boolean"
        }
    }

    mutating func useParameter(_ name: Located<String>, expecting types: [ParamSpec.ValueType], in params: [ParamSpec], used: inout Set<String>) {
        guard let param = params.first(where: { $0.name.value == name.value }) else {
            log.error("'$\(name.value)' is used but no parameter '\(name.value)' is declared\(Suggestions.didYouMean(name.value, in: params.map(\.name.value)))",
                      at: name.location)
            return
        }
        used.insert(name.value)
        if !types.contains(param.type.value) {
            log.error("'$\(name.value)' is \(describe(param.type.value)) but \(describe(types[0])) is needed here", at: name.location)
        }
    }

    mutating func useTemplate(_ template: Template, in params: [ParamSpec], used: inout Set<String>) {
        for name in template.parameters {
            useParameter(Located(name, at: template.location), expecting: ParamSpec.ValueType.allCases, in: params, used: &used)
        }
    }

    private mutating func checkDeclaredParams(_ params: [ParamSpec], used: Set<String>, owner: String) {
        for param in params {
            checkIdentifier(param.name, what: "parameter")
            if !used.contains(param.name.value) {
                log.error("parameter '\(param.name.value)' of \(owner) is declared but never used", at: param.name.location)
            }
        }
    }

    // MARK: Destinations

    private mutating func checkDestination(_ destination: ActionSpec.Destination, of action: ActionSpec, on page: PageSpec) {
        switch destination {
        case .source(let location):
            if page.kind == .trait {
                log.error("a trait's action cannot return to \"$source\": only a screen opened from anywhere knows its opener; move '\(action.name.value)' to that screen",
                          at: location)
            } else if page.opensFromAnywhere == nil {
                log.error("action '\(action.name.value)' returns to \"$source\", but screen '\(page.name.value)' is not opened from anywhere; add \"opensFrom\": \"anywhere\"",
                          at: location)
            }
        case .screen(let name):
            checkDestinationScreen(name)
        case .oneOf(let names):
            var seen: Set<String> = []
            for name in names {
                if !seen.insert(name.value).inserted {
                    log.error("'\(name.value)' is listed twice among the destinations", at: name.location)
                } else {
                    checkDestinationScreen(name)
                }
            }
        }
    }

    private mutating func checkDestinationScreen(_ name: Located<String>) {
        if name.value == "$source" {
            log.error("\"$source\" cannot be one of several destinations", at: name.location)
        } else if index.page(name.value)?.kind == .trait {
            log.error("'\(name.value)' is a trait; an action leads to a screen", at: name.location)
        } else if index.screen(name.value) == nil {
            unknown("screen", name, among: index.screenNames)
        }
    }
}
