import Foundation

/// A Screenplay action that is one step is one call: the step inside the action's `perform` (a
/// named step of the report, recorded for coverage, naming the action in a failure). Generated
/// `…Actions` enums call these rather than `perform` with a closure, which costs the type checker
/// more (the factory and plain styles' page objects have the same calls, in `Actions.swift`).
extension PagewrightScreenplayActions {
    /// The action `action`: taps `element` once it is within a touch's reach (`tap(_:within:file:line:)`).
    public static func tap<Element: PagewrightLocating>(_ element: Element, action: String, within wait: Settings.Wait? = nil,
                                                       file: StaticString, line: UInt) {
        perform(action) { _ = tap(element, within: wait, file: file, line: line) }
    }

    /// The action `action`: taps a field once it is within a touch's reach and types `text` into
    /// it (`type(_:into:within:file:line:)`).
    public static func type<Element: PagewrightLocating>(_ text: String, into element: Element, action: String, within wait: Settings.Wait? = nil,
                                                        file: StaticString, line: UInt) {
        perform(action) { _ = type(text, into: element, within: wait, file: file, line: line) }
    }

    /// The action `action`: waits until `element` is ready (`readiness`), then does `act` to it
    /// (`step(_:_:within:file:line:_:)`).
    public static func step<Element: PagewrightLocating>(_ element: Element, _ readiness: Readiness = .hittable, action: String, within wait: Settings.Wait? = nil,
                                                        file: StaticString, line: UInt, _ act: (XCUIElement) -> Void) {
        perform(action) { _ = step(element, readiness, within: wait, file: file, line: line, act) }
    }

    /// The action `action` on an element found otherwise (with parameters, by index or
    /// predicate), named `name` in a failure (`step(_:_:_:within:firstOf:onlyOf:file:line:_:)`).
    public static func step(_ element: XCUIElement, _ name: String, _ readiness: Readiness = .hittable, action: String, within wait: Settings.Wait? = nil,
                            firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil,
                            file: StaticString, line: UInt, _ act: (XCUIElement) -> Void) {
        perform(action) { _ = step(element, name, readiness, within: wait, firstOf: query, onlyOf: unique, file: file, line: line, act) }
    }
}
