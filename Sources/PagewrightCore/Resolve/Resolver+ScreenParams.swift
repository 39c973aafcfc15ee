/// A screen whose identity is a runtime value (`"params"` on a screen): the values its page
/// object keeps, passed to its anchors' elements, and the `"screenArgs"` an action going there
/// makes it with.
extension Resolver {
    /// The screen's own parameters (none for a trait).
    func screenParameters(of page: PageSpec) -> [Resolved.Parameter] {
        page.kind == .screen ? page.params.map { parameter($0) } : []
    }

    /// What a member of the screen may name: its own parameters, then the screen's.
    func memberScope(_ own: [Resolved.Parameter], on page: PageSpec) -> [Resolved.Parameter] {
        guard page.kind == .screen, !page.params.isEmpty else { return own }
        return own + screenParameters(of: page).filter { param in !own.contains { $0.name == param.name } }
    }

    /// For an anchor: each of the element's parameters that the screen has a parameter of the
    /// same name for, passed on (`Element.title(tag: tag)`); the others keep their defaults.
    func screenArguments(for element: Resolved.Element, on screen: PageSpec) -> [Resolved.Argument] {
        guard !screen.params.isEmpty else { return [] }
        let names = Set(screen.params.map(\.name.value))
        var arguments: [Resolved.Argument] = []
        for param in element.parameters {
            if names.contains(param.name) {
                arguments.append(Resolved.Argument(parameter: param.name, value: .parameter(param.name), label: param.label))
            } else if param.label == .none {
                // An unlabelled parameter left out before a given one is written out.
                arguments.append(Resolved.Argument(parameter: param.name, value: .literal(param.defaultValue ?? .null), label: .none))
            }
        }
        // Unlabelled defaults after the last given argument are left to the case's defaults.
        while let last = arguments.last, case .literal = last.value { arguments.removeLast() }
        return arguments
    }

    /// A move to `screen`, with the values its parameters take in the order it declares them
    /// (`parameters`: what the action passes on, its own and its screen's).
    func target(_ screen: String, screenArgs: [ArgumentSpec], parameters: [Resolved.Parameter]) -> Resolved.ScreenTarget {
        var target = target(screen)
        guard let spec = index.screen(screen), !spec.params.isEmpty else { return target }
        for param in spec.params {
            guard let given = screenArgs.first(where: { $0.name.value == param.name.value }) else { continue }
            let resolved = parameter(param)
            target.arguments.append(Resolved.Argument(parameter: resolved.name, value: value(given.value, type: resolved.type, parameters: parameters),
                                                      label: .automatic))
        }
        return target
    }
}

extension Resolver {
    /// Whether an edge starts at or leads to a screen with parameters, which navigation from
    /// wherever the app is leaves out (it cannot make their page objects without the values).
    func takesScreenParameters(_ edge: NavigationGraph.Edge) -> Bool {
        if index.screen(edge.from).map({ !$0.params.isEmpty }) ?? false { return true }
        let targets: [String]
        switch edge.target {
        case .screen(let name): targets = [name]
        case .oneOf(let names): targets = names
        default: targets = []
        }
        return targets.contains { index.screen($0).map { !$0.params.isEmpty } ?? false }
    }
}
