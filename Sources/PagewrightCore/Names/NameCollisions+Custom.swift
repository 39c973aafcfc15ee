/// The methods the team writes for custom actions (`signInWithAppleSteps`) are members of the
/// page object beside the generated ones, so their names must be free.
extension NameCollisions {
    mutating func checkCustomStepsMethods() {
        for page in pages {
            let traitNames = model.screen(page.name)?.traits ?? model.trait(page.name)?.includes
            // Most pages and their traits have no custom action: asked first, without copying
            // the pages' actions.
            guard page.actions.contains(where: \.isCustom)
                || traitNames?.contains(where: { model.trait($0)?.page.actions.contains(where: \.isCustom) == true }) == true else { continue }
            let traits = (traitNames ?? []).compactMap { model.trait($0)?.page }
            let custom = ([page] + traits).flatMap(\.actions).filter(\.isCustom)
            var taken: [String: String] = [:]
            for owner in [page] + traits {
                for element in owner.elements { taken[SwiftNames.member(element.name)] = "element '\(element.name)'" }
                for action in owner.actions { taken[SwiftNames.member(action.name.value)] = "action '\(action.name.value)'" }
                for check in owner.checks { taken[SwiftNames.member(check.name.value)] = "check '\(check.name.value)'" }
                for getter in owner.getters { taken[SwiftNames.member(getter.name.value)] = "getter '\(getter.name.value)'" }
            }
            for action in custom {
                let method = Namer.customStepsMethod(action.name.value)
                if let other = taken[method] ?? (SwiftNames.reservedMembers.contains(action.name.value + "Steps") ? "the generated page object" : nil) {
                    log.error("custom action '\(action.name.value)' is written by the team as '\(method)', a name \(other) already has on \(page.kind.rawValue) '\(page.name)'; rename one of them",
                              at: action.name.location)
                }
                taken[method] = "custom action '\(action.name.value)'"
            }
        }
    }
}
