/// Writes `Plain/PlainSupport.swift`: `BaseScreen` (named for the style's suffix), the base of
/// every plain page object. The waiting times, the verifier and the waits and checks every style
/// shares are in `PagewrightSupport.swift`.
struct PlainSupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        let names = context.names.plain
        var lines = Self.baseScreen(access: context.access, open: context.openAccess, audit: context.settings.accessibilityAudit,
                                    base: names.baseType, example: names.screenType("Login"))
        // Page objects that verify themselves (`plain.verifyOnCreate`) start otherwise: the class
        // declaration and the initializers are theirs.
        if context.settings.plain.verifyOnCreate, let end = lines.firstIndex(where: { $0.contains("convenience init() {") }) {
            lines.replaceSubrange(0...(end + 2), with: PlainCreationText.verifying(access: context.access, open: context.openAccess,
                                                                                   base: names.baseType, example: names.screenType("Login"))
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        printer.lines(lines)
        return GeneratedFile(path: PlainNames.supportFile, contents: printer.text)
    }

    private static func baseScreen(access a: String, open o: String, audit: Bool, base: String, example: String) -> [String] {
        VerificationText.lines(#"""
        /// The base of every plain page object: the application its screen belongs to, verification
        /// when the test asks for it (`waitForScreen()`: without a factory nothing verifies a screen
        /// on arrival), and the helpers generated actions use. A test creates screens directly:
        /// `\#(example)()` (on the app the screen belongs to) or `\#(example)(application: app)`.
        /// `PagewrightInterruptions.monitor(in: self)` in a test's `setUp` handles interruptions with
        /// UI interruption monitors.
        @MainActor
        \#(o)class \#(base) {
            \#(a)let application: XCUIApplication

            \#(a)required init(application: XCUIApplication) {
                self.application = application
            }

            /// The screen on the app it belongs to (`defaultApplication`).
            \#(a)convenience init() {
                self.init(application: Self.defaultApplication)
            }

            /// The app under test, or, for a screen of another app, that app by bundle identifier.
            \#(o)class var defaultApplication: XCUIApplication { XCUIApplication() }

        \#(PageBaseText.members(access: a, open: o, style: .plain))
        \#(audit ? AuditText.pageMethod(access: a) : "")}
        """#)
    }
}
