import Foundation

/// The step running now, for what its closure calls that can fail (`clearText(in:)`): the name
/// of its element and the test's line a failure goes to, and whether it failed, so the step
/// returns false and the action stops there. Generated steps pass their closure only the element
/// (`self.step(Element.name, …) { self.clearText(in: $0) }`).
@MainActor
enum PagewrightStepContext {
    struct Step {
        let name: String
        let file: StaticString
        let line: UInt
    }

    static var current: Step?
    static var failed = false

    /// Runs `act` as the step on the element named `name`; false when something it called failed.
    static func run(_ name: String, file: StaticString, line: UInt, _ act: () -> Void) -> Bool {
        let outer = current
        current = Step(name: name, file: file, line: line)
        failed = false
        defer { current = outer }
        act()
        let succeeded = !failed
        failed = false
        return succeeded
    }
}
