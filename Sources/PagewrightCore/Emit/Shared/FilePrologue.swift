/// The start of every generated Swift file: header, then imports that are right both with
/// Apple's XCTest (where XCUIAutomation is a framework since Xcode 16.3) and with the Linux
/// stand-in of the same name.
enum FilePrologue {
    static func print(source: String, into printer: inout SwiftPrinter) {
        for line in GeneratedFile.header(source: source).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            printer.line(String(line))
        }
        printer.line("import XCTest")
        printer.line("#if canImport(XCUIAutomation)")
        printer.line("import XCUIAutomation")
        printer.line("#endif")
        printer.line()
    }
}
