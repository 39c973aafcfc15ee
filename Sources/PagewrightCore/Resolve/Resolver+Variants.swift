/// Device variants: each element variant's locator (its container resolved first) and raw value;
/// each action variant's steps.
extension Resolver {
    mutating func variants(of spec: ElementSpec, on page: PageSpec, parameters: [Resolved.Parameter]) -> [Resolved.ElementVariant] {
        spec.variants.map { variant in
            let element = variant.element
            var scope = Resolved.Locator.Scope.context
            if let name = element.container?.value, let container = index.visibleElements(of: page, memo: memo)[name]?.position {
                let resolved = self.element(at: container)
                scope = .container(resolved.ref, forwarding: resolved.parameters, every: element.containerKind == .every)
            }
            let (locator, rawValue) = finding(of: element, scope: scope, parameters: parameters, constants: page.constants)
            return Resolved.ElementVariant(condition: variant.condition.value, locator: locator, rawValue: rawValue)
        }
    }

    mutating func variants(of action: ActionSpec, on page: PageSpec, parameters: [Resolved.Parameter]) -> [Resolved.ActionVariant] {
        action.variants.map { variant in
            var awaited = AwaitedElements()
            return Resolved.ActionVariant(condition: variant.condition.value,
                                          steps: resolveSteps(variant.steps, of: action, on: page, params: parameters, awaited: &awaited))
        }
    }

    /// Whether any element or action of the project has device variants (the generated code then
    /// has `PagewrightDevice`).
    /// Walked by position, as `usesConditionWait` is.
    var usesDeviceVariants: Bool {
        let pages = index.project.pages
        for page in pages.indices {
            for element in pages[page].elements.indices where !pages[page].elements[element].variants.isEmpty { return true }
            for action in pages[page].actions.indices where !pages[page].actions[action].variants.isEmpty { return true }
        }
        return false
    }
}
