/// A tab bar component is on every screen its tabs open. Suites hold it as a property only on
/// some page objects and reach it elsewhere by making it afresh (WooCommerce's tests call
/// `TabNavComponent().goToOrdersScreen()` on My Store, whose page object does not hold it), so the
/// trait migrate makes of it would be missing where the tests use it. Each screen one of its
/// actions leads to adopts it too, reported as a guess; a screen with a member of the same name
/// as one of the trait's is left as it is and reported.
enum TabBarAdoption {
    static func apply(to screens: inout [(screen: MigratedScreen, folder: String)], notes: inout [MigrationNote]) {
        let tabBars = screens.map(\.screen).filter { $0.isTrait && $0.elements.contains { $0.type == "tabBar" } }
        for trait in tabBars {
            let traitMembers = trait.memberNames.union(trait.elements.map(\.name))
            for destination in Set(trait.actions.compactMap(\.destination)).sorted() {
                guard let index = screens.firstIndex(where: { !$0.screen.isTrait && $0.screen.name == destination }),
                      !screens[index].screen.traits.contains(trait.name) else { continue }
                let screen = screens[index].screen
                let clashes = screen.memberNames.union(screen.elements.map(\.name)).intersection(traitMembers)
                guard clashes.isEmpty else {
                    notes.append(MigrationNote(kind: .notCarried, file: screen.file, line: screen.line, subject: screen.sourceType,
                                               reason: "a tab of \(trait.sourceType) opens it, but it has its own "
                                                   + clashes.sorted().map { "'\($0)'" }.joined(separator: ", ")
                                                   + ": it does not adopt the trait '\(trait.name)'"))
                    continue
                }
                screens[index].screen.traits.append(trait.name)
                notes.append(MigrationNote(kind: .guess, file: screen.file, line: screen.line, subject: screen.sourceType,
                                           reason: "a tab of \(trait.sourceType) opens it, so it shows that tab bar: it adopts the trait '\(trait.name)'"))
            }
        }
    }
}
