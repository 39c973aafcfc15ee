/// `as(_:)` on a multi-destination value: one overload per screen it can be, each passing on to
/// that screen's `as<Screen>()`, so `.as(PhotoDetailPageObject.self)` reads as the seed article's
/// screen-flow chaining does, and naming a screen the action cannot lead to does not compile
/// (no overload takes its type) instead of failing at run time.
struct ChoiceByTypeRenderer {
    let access: String
    /// Each destination's `as<Screen>` method and the type it returns.
    let choices: [(method: String, type: String)]

    func print(into printer: inout SwiftPrinter) {
        for (method, type) in choices {
            printer.line()
            printer.line("@discardableResult \(access)func `as`(_ screen: \(type).Type, file: StaticString = #filePath, line: UInt = #line) -> \(type) { \(method)(file: file, line: line) }")
        }
    }
}
