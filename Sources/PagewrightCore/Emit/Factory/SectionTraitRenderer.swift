/// The generic `section(_:)` of a screen whose sections adopt a trait (the trait's
/// `"sectionOf"`), as the hh.ru article's `MainScreenPageObject` writes it over its
/// `MainScreenSection`: one method for every section, made from the section's type and verified
/// at the test's line. It stands beside the overload per section; Swift prefers those where the
/// type is known, and the generic one serves code that is generic over the trait.
struct SectionTraitRenderer {
    let screen: Resolved.Screen
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        guard let trait = context.model.traits.first(where: { $0.sectionsOf == screen.name }) else { return }
        let protocolName = context.factoryNames.traitType(trait.name)
        printer.line()
        printer.documentation("The section of this screen of type `section` (any screen adopting `\(protocolName)`), verified.")
        printer.block("@discardableResult \(context.access)func section<Section: \(protocolName)>(_ section: Section.Type, file: StaticString = #filePath, line: UInt = #line) -> Section") { p in
            p.line("Section(pageObjectsFactory: self.pageObjectsFactory, application: self.application).verify(file: file, line: line)")
        }
    }
}
