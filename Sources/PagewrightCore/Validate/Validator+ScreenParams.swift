/// A screen whose identity is a runtime value: its `"params"` (always given, in the factory
/// style, on a screen reached by a move of its own), the anchors that use them, and the
/// `"screenArgs"` each action going there makes it with.
extension Validator {
    mutating func checkScreenParams(of page: PageSpec) {
        guard !page.params.isEmpty else { return }
        let name = page.name.value
        checkParamTypes(page.params, owner: "screen '\(name)'")
        for param in page.params where param.optional || param.defaultValue != nil {
            log.error("screen '\(name)' is always made with its parameter '\(param.name.value)': a screen parameter is neither optional nor has a default",
                      at: param.name.location)
        }
        // Each is a property of the page object: it shares no name with a member, or with what
        // every page object has.
        let members = page.elements.map(\.name) + page.actions.map(\.name) + page.checks.map(\.name) + page.getters.map(\.name)
        for param in page.params {
            if let member = members.first(where: { $0.value == param.name.value }) {
                log.error("screen '\(name)' has a parameter and a member both named '\(param.name.value)'; the page object's property and the member would clash",
                          at: member.location)
            } else if SwiftNames.reservedMembers.contains(param.name.value) {
                log.error("screen parameter '\(param.name.value)' is a name every page object already has; choose another", at: param.name.location)
            }
        }
        let location = page.params[0].name.location
        if let opens = page.opensFromAnywhere {
            log.error("screen '\(name)' has parameters and cannot also be opened from anywhere", at: opens.location)
        }
        if let section = page.sectionOf {
            log.error("screen '\(name)' has parameters and cannot be a section (its container reaches it without them)", at: section.location)
        }
        if let interruption = page.interruption {
            log.error("screen '\(name)' has parameters and cannot be an interruption (it comes up without them)", at: interruption.location)
        }
        if settings.styles.contains(.plain), settings.testCase != nil {
            log.error("screen '\(name)' has parameters, which plain page objects given the running test ('testCase') do not take yet", at: location)
        }
        if settings.apps.contains(where: { app in app.entries.contains { $0.value == name } || app.entry?.value == name }) {
            log.error("screen '\(name)' has parameters and cannot be an app's entry: launching the app cannot give them", at: location)
        }
    }

    /// A screen parameter given to an anchor's element parameter of the same name must be of its type.
    mutating func checkAnchorParameterTypes(_ anchor: Located<String>, element: ElementSpec, on page: PageSpec) {
        for param in page.params {
            guard let taken = element.params.first(where: { $0.name.value == param.name.value }),
                  let given = index.types.resolve(param.type.value), let wanted = index.types.resolve(taken.type.value), given != wanted else { continue }
            log.error("the anchor '\(anchor.value)' takes '\(param.name.value)' as \(index.types.describe(wanted)), but screen '\(page.name.value)' declares it \(index.types.describe(given))",
                      at: anchor.location)
        }
    }

    /// `"screenArgs"`: on an action going to one screen, a value for each of its parameters, no
    /// other, each of the parameter's type (a literal, or `"$name"` of the action's parameters
    /// or of its own screen's, which it then uses).
    mutating func checkScreenArgs(of action: ActionSpec, on page: PageSpec, used: inout Set<String>) {
        let actionName = action.name.value
        switch action.destination {
        case .screen(let target)? where index.trait(target.value) != nil:
            // Back to the adopter the test came from: made without values, so none may have any.
            for arrival in index.arrivals(of: target.value, reaching: page.name.value) where hasParams(arrival) {
                log.error("screen '\(arrival)' has parameters, and a return to whichever screen adopting '\(target.value)' came before cannot give them", at: target.location)
            }
            screenArgsWithoutScreen(action)
        case .screen(let target)?:
            guard let screen = index.screen(target.value) else { return }
            if let passage = action.passesThrough, !screen.params.isEmpty || hasParams(passage.screen.value) {
                log.error("an action that may pass through another screen makes both without values; screen '\(hasParams(passage.screen.value) ? passage.screen.value : screen.name.value)' has parameters",
                          at: passage.screen.location)
            }
            for param in screen.params where !action.screenArgs.contains(where: { $0.name.value == param.name.value }) {
                log.error("screen '\(screen.name.value)' is made with its parameter '\(param.name.value)': give action '\(actionName)' \"screenArgs\": { \"\(param.name.value)\": … }",
                          at: target.location)
            }
            let available = action.params + (page.kind == .screen ? page.params : [])
            for argument in action.screenArgs {
                guard let param = screen.params.first(where: { $0.name.value == argument.name.value }) else {
                    let known = screen.params.isEmpty ? "; it takes no parameters" : Suggestions.didYouMean(argument.name.value, in: screen.params.map(\.name.value))
                    log.error("screen '\(screen.name.value)' has no parameter '\(argument.name.value)'\(known)", at: argument.name.location)
                    continue
                }
                if case .template(let template) = argument.value {
                    // Flows make the screen with the value a call gives: a parameter passed on or a literal.
                    log.error("a screen argument is a literal or one \"$name\" passed on, not a text with parameters in it", at: template.location)
                    continue
                }
                checkArgument(argument, for: param, params: available, used: &used)
            }
        case .oneOf(let targets)?:
            for target in targets where index.screen(target.value).map({ !$0.params.isEmpty }) ?? false {
                log.error("screen '\(target.value)' has parameters, and an action that may lead to one of several screens cannot give them; write \"to\": \"\(target.value)\" with \"screenArgs\"",
                          at: target.location)
            }
            screenArgsWithoutScreen(action)
        default:
            screenArgsWithoutScreen(action)
        }
    }

    private func hasParams(_ screen: String) -> Bool {
        index.screen(screen).map { !$0.params.isEmpty } ?? false
    }

    private mutating func screenArgsWithoutScreen(_ action: ActionSpec) {
        guard let location = action.screenArgsLocation else { return }
        log.error("'screenArgs' give the parameters of the screen an action goes to; action '\(action.name.value)' needs \"to\" naming one screen", at: location)
    }

    /// What a member of the screen may name: its own parameters, then the screen's (an element's
    /// parameter of the same name takes the page object's value, as it takes an own one's).
    func memberScope(_ own: [ParamSpec], on page: PageSpec) -> [ParamSpec] {
        guard page.kind == .screen, !page.params.isEmpty else { return own }
        return own + page.params.filter { param in !own.contains { $0.name.value == param.name.value } }
    }

    /// The Screenplay style's members are static: they have no page object whose values they
    /// could read, so one that uses the screen's parameters is an error there.
    mutating func checkScreenParamsUsed(_ used: Set<String>, by own: [ParamSpec], owner: String, at location: SourceLocation, on page: PageSpec) {
        guard page.kind == .screen, settings.styles.contains(.screenplay) else { return }
        for param in page.params where used.contains(param.name.value) && !own.contains(where: { $0.name.value == param.name.value }) {
            log.error("\(owner) uses the parameter '\(param.name.value)' of screen '\(page.name.value)', which the Screenplay style's static members do not have; give \(owner) a parameter '\(param.name.value)'",
                      at: location)
        }
    }
}
