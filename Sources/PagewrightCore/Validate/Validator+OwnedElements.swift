/// References to an element another screen owns (`"Preview.backButton"`, see
/// `OwnedElementReference`): the screen must be one the page's member can name it through.
extension Validator {
    /// The screen that owns the element `owned` names, used from a member of `page`; nil (after
    /// an error at the screen's name) when it is no such screen.
    mutating func owningScreen(_ owned: OwnedElementReference, from page: PageSpec) -> PageSpec? {
        guard let owner = index.screen(owned.screen.value) else {
            if let trait = index.pagesByName[owned.screen.value], trait.kind == .trait {
                log.error("'\(trait.name.value)' is a trait; an element another screen owns is named by that screen ('Screen.element')",
                          at: owned.screen.location)
            } else {
                unknown("screen", owned.screen, among: index.screenNames)
            }
            return nil
        }
        if owner.opensFromAnywhere?.value == true {
            log.error("screen '\(owner.name.value)' is opened from anywhere: its page object is generic over the screen that opened it, so its elements are named only on it",
                      at: owned.screen.location)
            return nil
        }
        let defaultApp = settings.defaultApp?.name.value ?? "main"
        let ownerApp = owner.app?.value ?? defaultApp, pageApp = page.app?.value ?? defaultApp
        if page.kind == .screen, ownerApp != pageApp {
            log.error("screen '\(owner.name.value)' is of app '\(ownerApp)' and screen '\(page.name.value)' of app '\(pageApp)'; a step finds elements in its own screen's app",
                      at: owned.screen.location)
            return nil
        }
        return owner
    }
}
