/// Writes one screen's or trait's Screenplay file: its `…Actions` enum (elements and actions), a
/// Task per action and, for a screen, its Question type.
struct ScreenplayPageRenderer {
    let page: Resolved.Page
    /// One of the two is set.
    let screen: Resolved.Screen?
    let trait: Resolved.Trait?
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: page.source, into: &printer)
        ActionsRenderer(page: page, screen: screen, trait: trait, context: context).print(into: &printer)
        for action in page.actions {
            printer.line()
            TaskRenderer(action: action, context: context).print(into: &printer)
        }
        if let screen {
            printer.line()
            QuestionRenderer(screen: screen, context: context).print(into: &printer)
        }
        return GeneratedFile(path: ScreenplayNames.file(forSpec: page.source), contents: printer.text)
    }
}
