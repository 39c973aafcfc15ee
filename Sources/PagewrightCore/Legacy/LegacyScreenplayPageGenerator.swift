/// Writes one screen's or trait's Screenplay file: its Elements and Actions enums, a Task per
/// action and, for a screen, its Question type.
struct LegacyScreenplayPageGenerator {
    let page: PageSpec
    let taskTypes: [String: String]
    let context: LegacyEmitContext

    func generate() -> GeneratedFile {
        var printer = LegacySwiftPrinter()
        LegacyFilePrologue.print(source: context.source(of: page), into: &printer)
        LegacyElementsGenerator(page: page, context: context).print(into: &printer)
        printer.line()
        LegacyActionsGenerator(page: page, context: context).print(into: &printer)
        for action in page.actions {
            printer.line()
            LegacyTaskGenerator(action: action, page: page, typeName: taskTypes[action.name.value] ?? SwiftNames.type(SwiftNames.capitalized(action.name.value)), context: context)
                .print(into: &printer)
        }
        if page.kind == .screen {
            printer.line()
            LegacyQuestionGenerator(screen: page, context: context).print(into: &printer)
        }
        return GeneratedFile(path: LegacyScreenplayNames.outputPath(forSpec: page.relativePath), contents: printer.text)
    }
}
