/// Issue 41's waits and gestures as generated code, for every style: a swipe at a speed, a
/// `waitFor` that goes on either way, a check's `throughout` and `settle`, and a screen's
/// `onArrival`.
enum WaitingRenderer {
    /// `list.swipeUp()`, or at a speed: `list.swipeUp(velocity: .fast)`,
    /// `list.swipeUp(velocity: XCUIGestureVelocity(1200))` (Apple's `init(_:)`, pixels per second).
    static func swipe(_ direction: StepSpec.SwipeDirection, velocity: SwipeVelocitySpec?, on element: String) -> String {
        let call = "\(element).swipe\(SwiftNames.capitalized(direction.rawValue))"
        guard let velocity else { return call + "()" }
        return call + "(velocity: \(Self.velocity(velocity)))"
    }

    static func velocity(_ velocity: SwipeVelocitySpec) -> String {
        switch velocity {
        case .named(.default): ".`default`"
        case .named(let named): "." + named.rawValue
        case .perSecond(let value): "XCUIGestureVelocity(\(value.rounded() == value ? String(Int(value)) : String(value)))"
        }
    }

    /// `self.waitThenGoOn(for: self.spinner, "spinner", absent: true, within: .networking, file: file, line: line)`.
    static func waitThenGoOn(_ element: String, _ name: String, absent: Bool, wait: String) -> String {
        "self.waitThenGoOn(for: \(element), \(SwiftNames.literal(name))\(absent ? ", absent: true" : ""), within: .\(Namer.waitCase(wait)), file: file, line: line)"
    }

    /// Before an assertion with `settle`: `self.settle(self.row(name), quiet: 1.5, within: .short)`.
    static func settle(_ assertion: Resolved.Assertion, quiet: Double, checker: String, within: String, elements: ElementExpressions) -> String {
        let seconds = quiet.rounded() == quiet ? String(Int(quiet)) : String(quiet)
        switch assertion {
        case .count(let use, _), .countAtLeast(let use, _):
            return "\(checker).settle(count: \(elements.use(use)), quiet: \(seconds), \(within))"
        default:
            return "\(checker).settle(\(elements.single(assertion.element)), quiet: \(seconds), \(within))"
        }
    }

    /// A screen's `onArrival`, in the factory and plain styles: the page object's override of the
    /// runtime's hook, taking the actions once the screen is verified.
    static func printArrival(of page: Resolved.Page, context: RenderContext, into printer: inout SwiftPrinter) {
        guard let arrival = page.arrival else { return }
        printer.line()
        printer.line("/// Taken each time this page object is made, once the screen is verified (`onArrival`).")
        printer.block("override \(context.access)func onArrival(file: StaticString, line: UInt)") { p in
            StepRenderer(action: arrival, context: context).print(arrival.steps, into: &p)
        }
    }

    /// The same for a Screenplay Actions enum: the protocol's hook, which `verify` calls.
    static func printScreenplayArrival(of page: Resolved.Page, context: RenderContext, into printer: inout SwiftPrinter) {
        guard let arrival = page.arrival else { return }
        printer.line()
        printer.line("/// Taken each time the screen is verified on arrival (`onArrival`).")
        printer.block("\(context.access)static func onArrival(file: StaticString, line: UInt)") { p in
            StepRenderer(action: arrival, context: context).print(arrival.steps, into: &p)
        }
    }
}
