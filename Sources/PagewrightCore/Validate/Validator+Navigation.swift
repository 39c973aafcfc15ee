/// Navigation from wherever the app is: the screens an app may open on, and each action's
/// `needs` (the actions of its screen that must come first, with the values to use).
extension Validator {
    /// Every entry of every app is a screen of that app, listed once.
    mutating func checkEntries(of app: AppSpec) {
        var seen: Set<String> = []
        for (position, entry) in app.entries.enumerated() {
            if !seen.insert(entry.value).inserted {
                log.error("screen '\(entry.value)' is listed twice in the entries of app '\(app.name.value)'", at: entry.location)
                continue
            }
            guard let screen = index.screen(entry.value) else {
                // The first is checked as `entry` always was.
                if position > 0 { unknown("screen", entry, among: index.screenNames) }
                continue
            }
            // Which of several the app opened on is told by their anchors.
            if app.entries.count > 1, screen.verify?.present.isEmpty ?? true {
                log.error("app '\(app.name.value)' may open on several screens, told apart by their anchors; give screen '\(entry.value)' \"verify\": { \"present\": [...] }",
                          at: entry.location)
            }
            if app.entries.count > 1, index.remembersOpener(entry.value) {
                log.error("screen '\(entry.value)' is opened from anywhere, so it has no page object of its own for a launch to return; an entry is a screen of its own", at: entry.location)
            }
            guard position > 0 else { continue }
            let owner = screen.app?.value ?? settings.defaultApp?.name.value
            if owner != app.name.value {
                log.error("an entry of app '\(app.name.value)' is screen '\(entry.value)', which belongs to app '\(owner ?? "?")'", at: entry.location)
            }
        }
    }

    /// The `needs` of each action of `page`: actions of the same page (its own or its traits')
    /// that stay on it, other than the action itself, each with literal values of the right type
    /// for the parameters it gives.
    mutating func checkNeeds(on page: PageSpec) {
        let available = page.actions + index.adoptedTraits(of: page, memo: memo).flatMap(\.actions)
        let names = available.map(\.name.value).sorted()
        for action in page.actions {
            for step in action.needs {
                guard case .action(let name, let arguments, let choice) = step.kind else { continue }
                if let choice {
                    log.error("'as' picks a destination; an action 'needs' stays on the screen, so there is none to pick", at: choice.location)
                }
                guard let needed = available.first(where: { $0.name.value == name.value }) else {
                    unknown("action", name, among: names, on: page)
                    continue
                }
                if needed.name.value == action.name.value {
                    log.error("action '\(action.name.value)' cannot need itself", at: name.location)
                    continue
                }
                if needed.destination != nil {
                    log.error("action '\(action.name.value)' needs '\(name.value)', which leaves the screen; 'needs' lists actions that stay on it (filling in a field, choosing an option)",
                              at: name.location)
                }
                if !needed.needs.isEmpty {
                    log.error("action '\(action.name.value)' needs '\(name.value)', which has 'needs' of its own; list them all on '\(action.name.value)', in order",
                              at: name.location)
                }
                checkNeededArguments(arguments, of: needed, for: action, at: name)
                // Routes, navigation and the tour would cross it; without every value they cannot.
                if action.destination != nil, let missing = ProjectIndex.missingValue(of: needed, given: arguments) {
                    log.warning(.noWayIn, "routes, navigation and the tour cannot take '\(action.name.value)': it needs '\(name.value)', and 'needs' gives no value for its '\(missing.name.value)' (add \"args\": { \"\(missing.name.value)\": … })",
                                at: name.location)
                }
            }
        }
    }

    /// The values a `needs` step gives: each names a parameter of the action, and is a literal
    /// of its type (a `needs` has no parameters of its own to pass on).
    private mutating func checkNeededArguments(_ arguments: [ArgumentSpec], of needed: ActionSpec, for action: ActionSpec, at name: Located<String>) {
        let parameterNames = needed.params.map(\.name.value)
        for argument in arguments {
            guard let param = needed.params.first(where: { $0.name.value == argument.name.value }) else {
                log.error("action '\(needed.name.value)' has no parameter '\(argument.name.value)'\(parameterNames.isEmpty ? "; it takes no arguments" : Suggestions.didYouMean(argument.name.value, in: parameterNames))",
                          at: argument.name.location)
                continue
            }
            switch argument.value {
            case .parameter, .template:
                log.error("the values in 'needs' are written out (\"\(param.name.value)\": \"…\"): action '\(action.name.value)' has no parameters to pass on to '\(needed.name.value)'",
                          at: argument.name.location)
            case .null where param.optional:
                break
            default:
                // A parameter of an unknown type is reported where it is declared.
                guard let type = index.types.resolve(param.type.value) else { continue }
                if case .success? = index.types.literal(argument.value, as: type) { continue }
                log.error("argument '\(param.name.value)' of '\(needed.name.value)' must be a \(param.type.value)", at: argument.name.location)
            }
        }
    }
}

extension Validator {
    /// Each action's `passesThrough`: the action leads to one screen; the screen on the way is
    /// a screen with anchors to tell it by; its steps walk, as a flow's do, from it to where the
    /// action leads.
    mutating func checkPassages() {
        var walker = FlowWalker(index: index)
        for page in index.project.pages where index.page(page.name.value)?.relativePath == page.relativePath {
            for action in page.actions {
                guard let passage = action.passesThrough else { continue }
                guard case .screen(let target)? = action.destination, index.screen(target.value) != nil else {
                    log.error("'passesThrough' is for an action that leads to one screen (\"to\": \"Screen\"); '\(action.name.value)' does not", at: passage.location)
                    continue
                }
                guard let screen = index.screen(passage.screen.value) else {
                    unknown("screen", passage.screen, among: index.screenNames)
                    continue
                }
                if index.remembersOpener(target.value) || index.remembersOpener(passage.screen.value) {
                    log.error("'passesThrough' leads between screens of their own; a screen opened from anywhere is known only with its opener", at: passage.location)
                    continue
                }
                if passage.screen.value == target.value {
                    log.error("'\(action.name.value)' leads to '\(target.value)' itself; 'passesThrough' names a screen on the way", at: passage.screen.location)
                    continue
                }
                if screen.verify?.present.isEmpty ?? true {
                    log.error("screen '\(passage.screen.value)' has no 'verify' anchors, so '\(action.name.value)' cannot tell whether the app showed it on the way", at: passage.screen.location)
                }
                let flow = FlowSpec(name: action.name, start: passage.screen, params: [], steps: passage.steps, summary: nil)
                guard let walked = walker.walk(flow, in: FlowFileSpec(relativePath: page.relativePath, location: passage.location, flows: [])) else { continue }
                if walked.end.screen != target.value {
                    log.error("the steps of 'passesThrough' end on \(walked.end.screen ?? "the screen that opened it"), not on '\(target.value)', where '\(action.name.value)' leads", at: passage.location)
                }
            }
        }
        log.append(contentsOf: walker.log)
    }
}

extension ProjectIndex {
    /// Whether routes, navigation and the tour can take `action` of `page` with what its
    /// `needs` give: every needed action gives a value for each parameter it cannot do without.
    /// An action without `needs` has nothing to wait for.
    func hasWayIn(_ action: ActionSpec, on page: PageSpec) -> Bool {
        guard !action.needs.isEmpty else { return true }
        let available = page.actions + adoptedTraits(of: page).flatMap(\.actions)
        for step in action.needs {
            guard case .action(let name, let arguments, _) = step.kind,
                  let needed = available.first(where: { $0.name.value == name.value }) else { return false }
            if Self.missingValue(of: needed, given: arguments) != nil { return false }
        }
        return true
    }

    /// The first parameter of `needed` that cannot be left out and that a `needs` step's
    /// `arguments` give no value for: the one rule for both the way in and its warning.
    static func missingValue(of needed: ActionSpec, given arguments: [ArgumentSpec]) -> ParamSpec? {
        let given = Set(arguments.map(\.name.value))
        return needed.params.first { !$0.mayBeOmitted && !given.contains($0.name.value) }
    }
}
