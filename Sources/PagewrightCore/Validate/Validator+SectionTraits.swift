/// A trait whose adopters are the sections of one screen (`"sectionOf": "MainScreen"` in the
/// trait's file): the screen reaches any of them with one generic `section(_:)` over the trait,
/// so each adopter must be a section of that screen, and a screen has one such trait (two
/// generic overloads would be ambiguous for a section adopting both).
extension Validator {
    mutating func checkSectionTrait(_ trait: PageSpec) {
        guard let container = trait.sectionsOf else { return }
        if index.page(container.value)?.kind == .trait {
            log.error("'\(container.value)' is a trait; a trait's 'sectionOf' names the screen whose sections adopt it", at: container.location)
            return
        }
        guard let screen = index.screen(container.value) else {
            return unknown("screen", container, among: index.screenNames)
        }
        if screen.opensFromAnywhere != nil {
            log.error("'\(container.value)' is opened from anywhere and cannot have sections", at: container.location)
            return
        }
        if let first = index.project.pages.first(where: { $0.kind == .trait && $0.sectionsOf?.value == container.value }),
           first.name.value != trait.name.value {
            log.error("'\(container.value)' already reaches its sections through trait '\(first.name.value)'; a screen has one trait for its sections",
                      at: container.location)
        }
        for adopter in index.adopters(of: trait.name.value) where adopter.sectionOf?.value != container.value {
            let entry = index.adoptedTraitsWithEntries(of: adopter).first { $0.trait.name.value == trait.name.value }?.entry
            log.error("screen '\(adopter.name.value)' adopts '\(trait.name.value)', whose adopters are sections of '\(container.value)'; "
                      + "add \"sectionOf\": \"\(container.value)\" to it, or leave the trait out",
                      at: entry?.location ?? adopter.name.location)
        }
    }
}
