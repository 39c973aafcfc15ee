/// Writes one screen's or trait's Screenplay file: its Elements and Actions enums, a Task per
/// action and, for a screen, its Question type.
struct ScreenplayPageGenerator {
    let page: PageSpec
    let taskTypes: [String: String]
    let context: EmitContext

    func generate() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.source(of: page), into: &printer)
        ElementsGenerator(page: page, context: context).print(into: &printer)
        printer.line()
        ActionsGenerator(page: page, context: context).print(into: &printer)
        for action in page.actions {
            printer.line()
            TaskGenerator(action: action, page: page, typeName: taskTypes[action.name.value] ?? SwiftNames.type(SwiftNames.capitalized(action.name.value)), context: context)
                .print(into: &printer)
        }
        if page.kind == .screen {
            printer.line()
            QuestionGenerator(screen: page, context: context).print(into: &printer)
        }
        return GeneratedFile(path: ScreenplayNames.outputPath(forSpec: page.relativePath), contents: printer.text)
    }
}
