/// Writes `Plain/PlainSupport.swift`: `BaseScreen` (named for the style's suffix), the base of
/// every plain page object, fixed to this module's settings. What it does is the runtime's
/// `PagewrightScreen` (or, with `plain.verifyOnCreate`, `PagewrightVerifyingScreen`, whose page
/// objects wait for their screen when created).
struct PlainSupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        let names = context.names.plain
        let verifying = context.settings.plain.verifyOnCreate
        let example = names.screenType("Login")
        let creation = verifying
            ? "Creating one (`\(example)()` on the app its screen belongs to, or `\(example)(application: app)`) waits until its screen shows."
            : "A test creates them directly (`\(example)()` on the app the screen belongs to, or `\(example)(application: app)`) and verifies them with `waitForScreen()`."
        printer.documentation("The base of every plain page object. \(creation) `\(RuntimeAPI.interruptionsAlias).monitor(in: self)` in a test's `setUp` handles interruptions with UI interruption monitors.")
        printer.line("@MainActor")
        let base = verifying ? RuntimeAPI.verifyingScreenBase : RuntimeAPI.screenBase
        let open = context.openAccess.isEmpty ? "" : "open "
        printer.line("\(open)class \(names.baseType): \(base)<\(RuntimeAPI.settingsType)> {}")
        return GeneratedFile(path: PlainNames.supportFile, contents: printer.text)
    }
}
