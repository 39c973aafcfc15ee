/// The start of every generated Swift file: header, then the runtime, which brings XCTest and
/// Apple's UI-testing API (`XCUIAutomation`, a framework since Xcode 16.3, and on Linux the
/// stand-in of the same name) with it. The support file re-exports the runtime, so the tests of
/// a module of page objects see its types by importing that module.
enum FilePrologue {
    static func print(source: String, reexporting: Bool = false, into printer: inout SwiftPrinter) {
        for line in GeneratedFile.header(source: source).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            printer.line(String(line))
        }
        if reexporting {
            // A target without the runtime gets this one error, naming the line to add, beside the
            // compiler's "no such module" in each file.
            printer.line("#if !canImport(\(RuntimeAPI.module))")
            printer.line("#error(\"The page objects import \(RuntimeAPI.module): add \(RuntimeAPI.dependencyLine.replacingOccurrences(of: "\"", with: "\\\"")) to this target's dependencies in Package.swift\")")
            printer.line("#endif")
        }
        printer.line((reexporting ? "@_exported " : "") + "import \(RuntimeAPI.module)")
        printer.line()
    }
}
