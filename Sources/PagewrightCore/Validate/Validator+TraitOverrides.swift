/// A screen's own definition of a check a trait it adopts declares: the trait's protocol declares
/// the check and its extension gives the trait's definition; an adopter whose check of that name
/// has the same parameters gives its own, which its page object calls, also from code generic
/// over the trait (`CheckRenderer.adopterDispatch`). A different signature would be a second
/// member, not an override, so it is an error at the adopter's member; so is an action or a
/// getter of a trait's member's name, which stay one definition for every adopter.
extension Validator {
    /// Why `page`'s own member `name` cannot override `trait`'s, with where to say it; nil when
    /// it can.
    func overrideProblem(_ name: String, of trait: PageSpec, on page: PageSpec) -> (message: String, location: SourceLocation)? {
        guard let own = Self.member(name, of: page), let declared = Self.member(name, of: trait) else { return nil }
        let owner = "\(page.kind.rawValue) '\(page.name.value)'"
        let declarer = "trait '\(trait.name.value)'"
        guard own.kind == declared.kind else {
            return ("'\(name)' of \(owner) is \(own.kind) and '\(name)' of \(declarer) \(declared.kind); an adopter's own definition of a trait's member is of the same kind",
                    own.location)
        }
        guard declared.kind == "a check" else {
            // A check is asked of the page object; an action or a getter would also need the
            // navigation, routes and Screenplay Tasks to tell adopters apart.
            return ("'\(name)' of \(owner) clashes with the \(declared.noun) '\(name)' of \(declarer); an adopter may give its own definition of a trait's check, not of \(declared.kind)",
                    own.location)
        }
        if let difference = Self.parameterDifference(own.params, declared.params) {
            return ("'\(name)' of \(owner) overrides the \(declared.noun) of \(declarer) but \(difference); an override takes the parameters the trait declares",
                    own.location)
        }
        if own.result != declared.result {
            return ("'\(name)' of \(owner) overrides the \(declared.noun) of \(declarer) but \(own.result.isEmpty ? "stays on its screen" : own.result), where the trait's \(declared.result.isEmpty ? "stays on its screen" : declared.result); an override gives what the trait declares",
                    own.location)
        }
        return nil
    }

    /// A member's kind, parameters and what it gives back, as its Swift signature shows them.
    private struct Member {
        var kind: String
        var params: [ParamSpec]
        /// Where an action leads and what it returns, or what a getter reads; empty for none.
        var result: String
        var location: SourceLocation

        /// `action`, from `an action`.
        var noun: String { String(kind.split(separator: " ").last ?? "") }
    }

    private static func member(_ name: String, of page: PageSpec) -> Member? {
        if let action = page.actions.first(where: { $0.name.value == name }) {
            var result: [String] = []
            switch action.destination {
            case nil: break
            case .source?: result.append("leads back to its source")
            case .screen(let screen)?: result.append("leads to \(screen.value)")
            case .oneOf(let screens)?: result.append("leads to one of \(screens.map(\.value).sorted().joined(separator: ", "))")
            }
            if let returns = action.returns { result.append("returns \(reading(returns.reading))") }
            return Member(kind: "an action", params: action.params, result: result.joined(separator: " and "), location: action.name.location)
        }
        if let check = page.checks.first(where: { $0.name.value == name }) {
            return Member(kind: "a check", params: check.params, result: "", location: check.name.location)
        }
        if let getter = page.getters.first(where: { $0.name.value == name }) {
            return Member(kind: "a getter", params: getter.params, result: "reads \(reading(getter.reading))", location: getter.name.location)
        }
        return nil
    }

    /// The Swift type a reading gives, as a message names it.
    private static func reading(_ reading: Reading) -> String {
        switch reading {
        case .text: "a String"
        case .count: "an Int"
        case .index: "an index (UInt?)"
        default: "a Bool"
        }
    }

    /// How `own` differs from `declared`, parameter by parameter; nil when they are the same.
    private static func parameterDifference(_ own: [ParamSpec], _ declared: [ParamSpec]) -> String? {
        let names = own.map(\.name.value), expected = declared.map(\.name.value)
        guard names == expected else {
            func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ") }
            return "takes \(list(names)) where the trait takes \(list(expected))"
        }
        for (mine, theirs) in zip(own, declared) {
            let name = mine.name.value
            if mine.type.value != theirs.type.value {
                return "its '\(name)' is \(mine.type.value) where the trait's is \(theirs.type.value)"
            }
            if mine.optional != theirs.optional {
                return "its '\(name)' is \(mine.optional ? "" : "not ")optional where the trait's is\(theirs.optional ? "" : " not")"
            }
            if mine.label?.value != theirs.label?.value {
                return "its '\(name)' is labelled \(mine.label.map { "'\($0.value)'" } ?? "by the usual rule") where the trait's is labelled \(theirs.label.map { "'\($0.value)'" } ?? "by the usual rule")"
            }
            if (mine.defaultValue == nil) != (theirs.defaultValue == nil) {
                return "its '\(name)' \(mine.defaultValue == nil ? "has no" : "has a") default where the trait's \(theirs.defaultValue == nil ? "has none" : "has one")"
            }
        }
        return nil
    }
}
