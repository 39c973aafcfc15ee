/// The start of every generated Swift file: header, then the runtime, which brings XCTest and
/// Apple's UI-testing API (`XCUIAutomation`, a framework since Xcode 16.3, and on Linux the
/// stand-in of the same name) with it. The support file re-exports the runtime, so the tests of
/// a module of page objects see its types by importing that module.
enum FilePrologue {
    static func print(source: String, reexporting: Bool = false, into printer: inout SwiftPrinter) {
        printer.line(GeneratedFile.headerFirstLine(source: source))
        printer.line(GeneratedFile.headerSecondLine)
        // A target without the runtime stops at the first file's import ("no such module", which
        // ends the compilation, so no cascade follows); the compiler shows that line, and with it
        // the dependency to add.
        printer.line((reexporting ? "@_exported " : "") + "import \(RuntimeAPI.module)  // \(RuntimeAPI.missingRuntimeHint)")
        printer.line()
    }
}
