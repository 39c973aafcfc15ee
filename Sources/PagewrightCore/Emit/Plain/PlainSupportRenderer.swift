/// Writes `Plain/PlainSupport.swift`: `BaseScreen` (named for the style's suffix), the base of
/// every plain page object, fixed to this module's settings; what it does is the runtime's
/// `PagewrightScreen` (or, with `plain.verifyOnCreate`, `PagewrightVerifyingScreen`, whose page
/// objects wait for their screen when created). Then the navigator (`PlainNavigationRenderer`).
struct PlainSupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        let names = context.names.plain
        let verifying = context.settings.plain.verifyOnCreate
        let example = names.screenType("Login")
        let made = context.settings.testCase == nil ? "`\(example)()`" : "`\(example)(testCase: self)`"
        let madeOn = context.settings.testCase == nil ? "`\(example)(application: app)`" : "`\(example)(testCase: self, application: app)`"
        let creation = verifying
            ? "Creating one (\(made) on the app its screen belongs to, or \(madeOn)) waits until its screen shows."
            : "A test creates them directly (\(made) on the app the screen belongs to, or \(madeOn)) and verifies them with `waitForScreen()`."
        printer.documentation("The base of every plain page object. \(creation) `\(RuntimeAPI.interruptionsAlias).monitor(in: self)` in a test's `setUp` handles interruptions with UI interruption monitors.")
        printer.line("@MainActor")
        let base = verifying ? RuntimeAPI.verifyingScreenBase : RuntimeAPI.screenBase
        let open = context.openAccess.isEmpty ? "" : "open "
        if let testCase = context.settings.testCase {
            printer.block("\(open)class \(names.baseType): \(base)<\(RuntimeAPI.settingsType)>") { p in
                printTestCase(testCase, verifying: verifying, example: example, into: &p)
            }
        } else {
            printer.line("\(open)class \(names.baseType): \(base)<\(RuntimeAPI.settingsType)> {}")
        }
        PlainNavigationRenderer(context: context).print(into: &printer)
        return GeneratedFile(path: PlainNames.supportFile, contents: printer.text)
    }

    /// With `"testCase"`: every page object is given the running test and hands it on to the
    /// pages it leads to; creating one without it does not compile.
    private func printTestCase(_ testCase: String, verifying: Bool, example: String, into printer: inout SwiftPrinter) {
        let a = context.access
        let location = verifying ? ", file: StaticString = #filePath, line: UInt = #line" : ""
        let passLocation = verifying ? ", file: file, line: line" : ""
        let refusal = "a page object is given the running test: \(example)(testCase: self)"
        printer.documentation("The running test, handed on to every page object this one leads to: what the test knows (who signs in, …), for the team's own code on the pages.")
        printer.line("\(a)let testCase: \(testCase)")
        printer.line()
        printer.documentation(verifying ? "The page object of the screen on `application`, once the screen shows, given the running test." : "The page object of the screen on `application`, given the running test.")
        printer.block("\(a)required init(testCase: \(testCase), application: XCUIApplication\(location))") { p in
            p.line("self.testCase = testCase")
            p.line("super.init(application: application\(passLocation))")
        }
        printer.line()
        printer.documentation("The page object of the screen on the app it belongs to\(verifying ? ", once the screen shows" : ""), given the running test.")
        printer.block("\(a)convenience init(testCase: \(testCase)\(location))") { p in
            p.line("self.init(testCase: testCase, application: Self.defaultApplication\(passLocation))")
        }
        // The runtime's initialisers without the test stay declared (they are required), but unusable.
        printer.line()
        PlainUnavailableInitializers.declare(refusal: refusal, access: a, location: location, into: &printer)
    }
}
