extension Validator {
    /// A screen not opened from anywhere returns to `"$source"` only if some screen opens it: its
    /// page object is generic over those screens alone.
    mutating func checkSourceHasOpeners(_ action: ActionSpec, on page: PageSpec, at location: SourceLocation) {
        if page.interruption != nil {
            log.error("action '\(action.name.value)' returns to \"$source\", but screen '\(page.name.value)' is an interruption, which comes up over any screen; add \"opensFrom\": \"anywhere\"",
                      at: location)
            return
        }
        // A section's return to "$source" is reported once, as a section's (checkSectionAndSource).
        guard page.sectionOf == nil, index.pagesByName[page.name.value]?.relativePath == page.relativePath,
              index.openers(of: page.name.value).allSatisfy({ $0 == page.name.value }) else { return }
        log.error("action '\(action.name.value)' returns to \"$source\", but no screen has an action that leads to '\(page.name.value)'; "
                  + "add one to each screen that opens it, or \"opensFrom\": \"anywhere\" if any screen may",
                  at: location)
    }
}

extension Validator {
    /// A section is reached through its container, not opened, and its container's page object
    /// makes it without a source: neither may return to `"$source"` (opened from anywhere aside,
    /// which the caller reports).
    mutating func checkSectionAndSource(_ page: PageSpec, of container: Located<String>) {
        if page.opensFromAnywhere == nil, let action = page.actions.first(where: { if case .source? = $0.destination { true } else { false } }),
           case .source(let location)? = action.destination {
            log.error("action '\(action.name.value)' returns to \"$source\", but a section is reached through its screen, not opened; name the screen it returns to", at: location)
        }
        if let screen = index.screen(container.value), screen.opensFromAnywhere == nil, ProjectIndex.returnsToSource(screen) {
            log.error("'\(container.value)' returns to \"$source\", so its page object is generic over its opener, and cannot have sections", at: container.location)
        }
    }
}

extension Validator {
    /// `"to": "<trait>"` returns to the screen adopting the trait that the test came from: only a
    /// screen's action may, the trait must be adopted by a screen that leads to this one, and each
    /// such screen's page object must be made without an opener.
    mutating func checkTraitDestination(_ trait: Located<String>, of action: ActionSpec, on page: PageSpec) {
        guard page.kind == .screen else {
            log.error("a trait's action cannot return to a trait: only a screen knows the screens that lead to it; move '\(action.name.value)' to the screens", at: trait.location)
            return
        }
        guard index.pagesByName[page.name.value]?.relativePath == page.relativePath else { return }
        let arrivals = index.arrivals(of: trait.value, reaching: page.name.value)
        if arrivals.isEmpty {
            let adopters = index.adopters(of: trait.value).map(\.name.value).sorted()
            let adopted = adopters.isEmpty ? "no screen adopts it" : "it is adopted by \(OpenerProtocolRenderer.list(adopters)), none of which leads to '\(page.name.value)'"
            log.error("action '\(action.name.value)' returns to a screen adopting trait '\(trait.value)', but \(adopted)", at: trait.location)
        }
        for screen in arrivals where index.remembersOpener(screen) {
            log.error("action '\(action.name.value)' may return to '\(screen)' (it adopts '\(trait.value)'), whose page object is generic over its opener; name the screen, or return to \"$source\"",
                      at: trait.location)
        }
    }
}
