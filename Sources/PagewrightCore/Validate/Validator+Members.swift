/// Actions, checks and getters: element references, arguments, parameters, destinations.
extension Validator {
    mutating func checkAction(_ action: ActionSpec, on page: PageSpec) {
        checkIdentifier(action.name, what: "action")
        // Worded only for a message: most actions have nothing wrong.
        func owner() -> String { "action '\(action.name.value)'" }
        checkParamTypes(action.params, owner: owner())
        var used = Set<String>()
        let scope = memberScope(action.params, on: page)
        checkSteps(action.steps, of: action, on: page, params: scope, used: &used)
        for variant in action.variants { checkSteps(variant.steps, of: action, on: page, params: scope, used: &used) }
        if let returns = action.returns {
            if action.destination != nil {
                log.error("only an action that stays on its screen can return what it reads; \(owner()) leads elsewhere ('to'), so its page object is what it returns",
                          at: returns.location)
            }
            checkReading(returns.reading, on: page, params: scope, used: &used, context: "the 'returns' of \(owner())")
        }
        // The hand-written part of a custom action gets every parameter.
        if action.isCustom { used.formUnion(action.params.map(\.name.value)) }
        checkScreenArgs(of: action, on: page, used: &used)
        checkScreenParamsUsed(used, by: action.params, owner: owner(), at: action.name.location, on: page)
        checkDeclaredParams(action.params, used: used, owner: owner())
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
        // Worded only for a message: most checks have nothing wrong.
        func owner() -> String { "check '\(check.name.value)'" }
        checkParamTypes(check.params, owner: owner())
        var used = Set<String>()
        // The loop variable of `forEach` is in scope for every assertion, like a parameter.
        var scope = memberScope(check.params, on: page)
        if let forEach = check.forEach {
            // A loop that is wrong (reported) still binds its name, of no known type, so the
            // assertions' uses of it are not reported again.
            scope.append(checkForEach(forEach, params: check.params, used: &used)
                         ?? ParamSpec(name: forEach.variable, type: Located(.named(""), at: forEach.variable.location), optional: false, match: []))
        }
        // An `anyOf`'s alternatives are checked as assertions of their own.
        for assertion in check.assertions.flatMap(\.alternatives) {
            switch assertion {
            case .count, .countAtLeast:
                checkReference(assertion.element, on: page, params: scope, used: &used, allowCollection: true, context: "a 'count' check", requireCollection: true)
            case .exists, .notExists:
                checkReference(assertion.element, on: page, params: scope, used: &used, allowCollection: true, context: "check '\(check.name.value)'")
            default:
                checkReference(assertion.element, on: page, params: scope, used: &used, allowCollection: false, context: "check '\(check.name.value)'")
            }
            switch assertion {
            case .text(_, _, _, let template, _): useTemplate(template, in: scope, used: &used)
            case .count(_, .parameter(let name)), .countAtLeast(_, .parameter(let name)):
                useParameter(name, expecting: [.int, .uint], in: scope, used: &used)
            case .count(_, .sum(let terms)), .countAtLeast(_, .sum(let terms)): useSum(terms, in: scope, used: &used)
            case .value(_, let expected): useExpected(expected, in: scope, used: &used)
            default: break
            }
        }
        if let message = check.message { useTemplate(message, in: scope, used: &used) }
        if let reveal = check.reveal { checkReveal(reveal, of: check, on: page, params: scope, used: &used) }
        checkTiming(of: check)
        checkScreenParamsUsed(used, by: check.params, owner: owner(), at: check.name.location, on: page)
        checkDeclaredParams(check.params, used: used, owner: owner())
    }

    /// The list a check goes over, and the loop variable it binds (as a parameter of the item's
    /// type); nil when either is wrong (reported).
    private mutating func checkForEach(_ forEach: ForEachSpec, params: [ParamSpec], used: inout Set<String>) -> ParamSpec? {
        checkIdentifier(forEach.variable, what: "loop variable")
        // The list is used, whatever else is wrong here.
        if let (name, _) = forEach.list.soleReference { used.insert(name) }
        if params.contains(where: { $0.name.value == forEach.variable.value }) {
            log.error("the loop variable '\(forEach.variable.value)' has the name of a parameter of the check; name it after one item (\"row\" for \"$rows\")",
                      at: forEach.variable.location)
            return nil
        }
        guard let (name, fields) = forEach.list.soleReference else { return nil }
        guard let param = params.first(where: { $0.name.value == name }) else {
            log.error("'$\(name)' is used but no parameter '\(name)' is declared\(Suggestions.didYouMean(name, in: params.map(\.name.value)))",
                      at: forEach.list.location)
            return nil
        }
        used.insert(name)
        guard let type = resolvedType(param),
              let read = checkReadable(name: name, fields: fields, type: type, at: forEach.list.location, interpolated: false) else { return nil }
        guard read.complete, case .list = read.type, let listReference = writtenType(param.type.value, fields: fields),
              case .list(let item) = listReference else {
            let written = "$" + ([name] + fields).joined(separator: ".")
            log.error("'forEach' goes over a list, but '\(written)' is \(types.describe(read.type))", at: forEach.list.location)
            return nil
        }
        return ParamSpec(name: forEach.variable, type: Located(item, at: forEach.variable.location), optional: false, match: [])
    }

    mutating func checkGetter(_ getter: GetterSpec, on page: PageSpec) {
        checkIdentifier(getter.name, what: "getter")
        checkParamTypes(getter.params, owner: "getter '\(getter.name.value)'")
        var used = Set<String>()
        checkReading(getter.reading, on: page, params: memberScope(getter.params, on: page), used: &used, context: "getter '\(getter.name.value)'")
        checkScreenParamsUsed(used, by: getter.params, owner: "getter '\(getter.name.value)'", at: getter.name.location, on: page)
        checkDeclaredParams(getter.params, used: used, owner: "getter '\(getter.name.value)'")
    }

    private mutating func checkReading(_ reading: Reading, on page: PageSpec, params: [ParamSpec], used: inout Set<String>, context: @autoclosure () -> String) {
        switch reading {
        case .count:
            checkReference(reading.element, on: page, params: params, used: &used, allowCollection: true, context: "a 'count' getter", requireCollection: true)
        case .exists:
            checkReference(reading.element, on: page, params: params, used: &used, allowCollection: true, context: context())
        case .matches(_, _, _, let template, _):
            checkReference(reading.element, on: page, params: params, used: &used, allowCollection: false, context: context())
            useTemplate(template, in: params, used: &used)
        case .valueMatches(_, let expected):
            checkReference(reading.element, on: page, params: params, used: &used, allowCollection: false, context: context())
            useExpected(expected, in: params, used: &used)
        case .index(let element, let among):
            checkReference(element, on: page, params: params, used: &used, allowCollection: false, context: context())
            checkReference(among, on: page, params: params, used: &used, allowCollection: true, context: "the 'among' of \(context())", requireCollection: true)
            let visible = index.visibleElements(of: page, memo: memo)
            if let counted = visible[element.name.value]?.spec?.type.value, let listed = visible[among.name.value]?.spec?.type.value, counted != listed {
                log.error("'\(among.name.value)' lists \(listed) elements and '\(element.name.value)' is a \(counted): an index counts elements of its own type",
                          at: among.name.location)
            }
        default:
            checkReference(reading.element, on: page, params: params, used: &used, allowCollection: false, context: context())
        }
    }

    // MARK: References and arguments

    /// The element must exist; each argument must name one of its parameters with a value of the
    /// right type; each required parameter must get a value, from `args` or from a parameter of
    /// the same name on the enclosing member.
    mutating func checkReference(_ reference: ElementReference, on page: PageSpec, params: [ParamSpec],
                                         used: inout Set<String>, allowCollection: Bool, context: @autoclosure () -> String,
                                         requireCollection: Bool = false) {
        if let owned = OwnedElementReference(reference.name) {
            // Another screen's element: checked as that screen's members check their own.
            guard let owner = owningScreen(owned, from: page) else { return }
            return checkReference(OwnedElementReference.local(reference, owned), on: owner, params: params, used: &used,
                                  allowCollection: allowCollection, context: context(), requireCollection: requireCollection)
        }
        let visible = index.visibleElements(of: page, memo: memo)
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
            log.error("'\(reference.name.value)' is a collection ('all'); \(context()) needs a single element", at: reference.name.location)
        }
        if requireCollection && !element.all {
            log.error("\(context()) needs a collection; mark '\(reference.name.value)' with \"all\": true", at: reference.name.location)
        }
        let elementParams = index.effectiveParams(of: found, element, on: page, memo: memo)
        // An element has a few parameters: searched, not hashed.
        var given: [String] = []
        for argument in reference.arguments {
            guard let param = elementParams.first(where: { $0.name.value == argument.name.value }) else {
                let names = elementParams.map(\.name.value)
                let known = names.isEmpty ? "; it takes no arguments" : Suggestions.didYouMean(argument.name.value, in: names)
                log.error("element '\(reference.name.value)' has no parameter '\(argument.name.value)'\(known)", at: argument.name.location)
                continue
            }
            given.append(param.name.value)
            checkArgument(argument, for: param, params: params, used: &used)
        }
        for param in elementParams where !given.contains(param.name.value) {
            if params.contains(where: { $0.name.value == param.name.value }) {
                used.insert(param.name.value)  // bound by name
            } else if !param.mayBeOmitted {
                log.error("element '\(reference.name.value)' needs an argument for '\(param.name.value)': add \"args\": { \"\(param.name.value)\": … } or a parameter '\(param.name.value)'",
                          at: reference.name.location)
            }
        }
    }

    /// An argument is a literal of the parameter's type, a parameter of that type passed on, or a
    /// text (for a String parameter); a sole `"$user.login"` passes the field on in its own type.
    mutating func checkArgument(_ argument: ArgumentSpec, for param: ParamSpec, params: [ParamSpec], used: inout Set<String>) {
        let expected = resolvedType(param)
        switch argument.value {
        case .parameter(let name):
            useParameter(name, expecting: expected.map { [$0] }, in: params, used: &used)
            return
        case .template(let template):
            if let (name, fields) = template.soleReference, let declared = params.first(where: { $0.name.value == name }),
               let type = resolvedType(declared), case .record = type {
                used.insert(name)
                guard let read = checkReadable(name: name, fields: fields, type: type, at: template.location, interpolated: false) else { return }
                if read.complete {
                    if let expected, read.type != expected {
                        let written = "$" + ([name] + fields).joined(separator: ".")
                        log.error("'\(written)' is \(types.describe(read.type)) but \(types.describe(expected)) is needed here", at: template.location)
                    }
                    return
                }
            }
            useTemplate(template, in: params, used: &used)
            if let expected, expected != .string {
                log.error("argument '\(argument.name.value)' must be \(types.describe(expected)), found a text with parameters in it", at: argument.name.location)
            }
            return
        case .null:
            if !param.optional {
                log.error("argument '\(argument.name.value)' must be \(expected.map(types.describe) ?? "a value"), found null", at: argument.name.location)
            }
            return
        default:
            guard let expected, let result = types.literal(argument.value, as: expected), case .failure(let mismatch) = result else { return }
            let hint = mismatch.suggestion.map { "; did you mean '\($0)'?" } ?? ""
            log.error("argument '\(argument.name.value)' must be \(types.describe(expected))\(param.optional ? " or null" : ""), found \(mismatch.found)\(hint)",
                      at: argument.name.location)
        }
    }

    /// Marks `$name` used; reports an undeclared name, or a type other than `types` (nil: any).
    mutating func useParameter(_ name: Located<String>, expecting types: [Resolved.ValueType]?, in params: [ParamSpec], used: inout Set<String>) {
        guard let param = params.first(where: { $0.name.value == name.value }) else {
            log.error("'$\(name.value)' is used but no parameter '\(name.value)' is declared\(Suggestions.didYouMean(name.value, in: params.map(\.name.value)))",
                      at: name.location)
            return
        }
        used.insert(name.value)
        guard let types, let first = types.first, let type = resolvedType(param) else { return }
        if !types.contains(type) {
            log.error("'$\(name.value)' is \(self.types.describe(type)) but \(self.types.describe(first)) is needed here", at: name.location)
        }
    }

    mutating func useTemplate(_ template: Template, in params: [ParamSpec], used: inout Set<String>) {
        checkTemplate(template, in: params, used: &used) { name in "'$\(name)' is used but no parameter '\(name)' is declared" }
    }

    private mutating func checkDeclaredParams(_ params: [ParamSpec], used: Set<String>, owner: @autoclosure () -> String) {
        for param in params {
            checkIdentifier(param.name, what: "parameter")
            if !used.contains(param.name.value) {
                log.error("parameter '\(param.name.value)' of \(owner()) is declared but never used", at: param.name.location)
            }
        }
    }

    // MARK: Destinations

    private mutating func checkDestination(_ destination: ActionSpec.Destination, of action: ActionSpec, on page: PageSpec) {
        switch destination {
        case .source(let location):
            if page.kind == .trait {
                log.error("a trait's action cannot return to \"$source\": only a screen knows the screen that opened it; move '\(action.name.value)' to that screen",
                          at: location)
            } else if page.opensFromAnywhere == nil {
                checkSourceHasOpeners(action, on: page, at: location)
            }
        case .screen(let name) where index.trait(name.value) != nil:
            checkTraitDestination(name, of: action, on: page)
        case .screen(let name):
            checkDestinationScreen(name, traitsAllowed: true)
        case .oneOf(let names):
            var seen: Set<String> = []
            for name in names {
                if !seen.insert(name.value).inserted {
                    log.error("'\(name.value)' is listed twice among the destinations", at: name.location)
                } else {
                    checkDestinationScreen(name, traitsAllowed: false)
                }
            }
        }
    }

    private mutating func checkDestinationScreen(_ name: Located<String>, traitsAllowed: Bool) {
        if name.value == "$source" {
            log.error("\"$source\" cannot be one of several destinations", at: name.location)
        } else if index.page(name.value)?.kind == .trait {
            log.error("'\(name.value)' is a trait; an action leads to a screen", at: name.location)
        } else if index.screen(name.value) == nil {
            guard traitsAllowed, !index.traitNames.isEmpty, !index.project.lostPageNames.contains(name.value) else {
                unknown("screen", name, among: index.screenNames)
                return
            }
            // A single destination may be a trait too: suggest either, but list traits as traits.
            let suggestion = Suggestions.didYouMean(name.value, in: index.screenNames + index.traitNames)
            let listed = suggestion.isEmpty
                ? Suggestions.hint(name.value, in: index.screenNames, plural: "screens") + " (a destination may also be a trait: \(Suggestions.list(index.traitNames.sorted())))"
                : suggestion
            log.error("unknown screen '\(name.value)'\(listed)", at: name.location)
        }
    }
}
