/// The runtime page's two initialisers that a plain page object made with more than an
/// application (its screen's values, the running test) must still declare, since one is
/// required, but makes unusable: each refuses when compiled, and when run, saying how the page
/// object is made instead.
enum PlainUnavailableInitializers {
    /// `location` is `, file: StaticString = #filePath, line: UInt = #line` for a page that
    /// verifies its screen, else empty.
    static func declare(refusal: String, access: String, location: String, into printer: inout SwiftPrinter) {
        printer.line("@available(*, unavailable, message: \(SwiftNames.literal(refusal)))")
        printer.block("\(access)required init(application: XCUIApplication\(location))") { p in
            p.line("fatalError(\(SwiftNames.literal(refusal)))")
        }
        printer.line()
        printer.line("@available(*, unavailable, message: \(SwiftNames.literal(refusal)))")
        printer.block("\(access)convenience init(\(location.dropFirst(2)))") { p in
            p.line("fatalError(\(SwiftNames.literal(refusal)))")
        }
    }
}
