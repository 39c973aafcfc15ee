/// What a screen and the traits it adopts may not both say, settled after every page object is
/// read: a robot that inherits from a shared base (`InboxRobot: MailboxRobotInterface`) queries
/// the same elements as its base (one element, the trait's), and a robot nested in the base
/// (`ReferralPromptViewRobotInterface`) returns "the base" (`MailboxRobotInterface()`), which as a
/// spec is "back to whichever screen adopts the trait": valid only where an adopter leads to it.
enum TraitAdoption {
    static func settle(_ screens: inout [(screen: MigratedScreen, folder: String)], notes: inout [MigrationNote]) {
        let traits = Dictionary(screens.filter(\.screen.isTrait).map { ($0.screen.name, $0.screen) }) { first, _ in first }
        for index in screens.indices where !screens[index].screen.traits.isEmpty {
            var screen = screens[index].screen
            let adopted = screen.traits.compactMap { traits[$0] }
            for trait in adopted {
                for element in trait.elements {
                    guard let own = screen.element(named: element.name) else { continue }
                    if own.signature == element.signature {
                        // The same query under the same name: the trait's serves.
                        screen.elements.removeAll { $0.name == element.name }
                    } else {
                        var renamed = element.name + "Here"
                        var counter = 2
                        while screen.element(named: renamed) != nil || adopted.contains(where: { $0.element(named: renamed) != nil }) {
                            renamed = element.name + "Here\(counter)"
                            counter += 1
                        }
                        SuiteReader.rename(&screen, element.name, to: renamed)
                        notes.append(MigrationNote(kind: .guess, file: screen.file, line: screen.line, subject: screen.sourceType,
                                                   reason: "its element '\(element.name)' is found another way than the trait \(trait.name)'s of that name; it is '\(renamed)'"))
                    }
                }
                let clashing = screen.actions.filter { action in trait.actions.contains { $0.name == action.name } }
                for action in clashing {
                    notes.append(MigrationNote(kind: .notCarried, file: screen.file, line: screen.line, subject: "\(screen.sourceType).\(action.name)",
                                               reason: "it overrides the action of \(trait.name) (its base class) of that name; a screen cannot redefine a trait's action, so the trait's is kept"))
                }
                screen.actions.removeAll { action in clashing.contains { $0.name == action.name } }
            }
            screens[index].screen = screen
        }
        // "Back to the trait's adopter": only where an adopter leads here.
        for index in screens.indices {
            let screen = screens[index].screen
            for (position, action) in screen.actions.enumerated() {
                guard let destination = action.destination, traits[destination] != nil, destination != screen.name, !screen.traits.contains(destination) else { continue }
                let adopters = screens.filter { $0.screen.traits.contains(destination) }
                let leadsHere = adopters.contains { adopter in adopter.screen.actions.contains { $0.destination == screen.name } }
                    || traits[destination]!.actions.contains { $0.destination == screen.name }
                guard !leadsHere else { continue }
                screens[index].screen.actions[position].destination = nil
                notes.append(MigrationNote(kind: .notCarried, file: screen.file, line: screen.line, subject: "\(screen.sourceType).\(action.name)",
                                           reason: "it returns \(destination), a base class several screens share, and no screen of it leads here: its destination is left out; name the screen it leads to"))
            }
            screens[index].screen.actions.removeAll { $0.steps.isEmpty && $0.destination == nil }
        }
    }
}
