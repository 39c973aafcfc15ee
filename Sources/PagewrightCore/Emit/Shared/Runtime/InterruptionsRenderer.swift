/// Writes `PagewrightInterruptions` into `PagewrightSupport.swift`: every screen marked as an
/// interruption, with how to see it (its verification) and how to dismiss it (its dismissing
/// action's steps, without waits: the screen is showing when they run), and the two ways they
/// are handled wherever they appear: UI interruption monitors, which XCUITest runs when an
/// interaction is blocked (newest first: Apple's
/// https://developer.apple.com/documentation/xctest/xctestcase/adduiinterruptionmonitor(withdescription:handler:),
/// declared `func addUIInterruptionMonitor(withDescription: String, handler: @escaping (XCUIElement)
/// -> Bool) -> any NSObjectProtocol`, the handler neither `@Sendable` nor isolated, so one written on
/// the main actor stays there),
/// and `dismissShowing`, which verification and readiness waits call when something covers the
/// screen. The support file serves every style, so it names the element enums of one style that
/// is generated (the factory's, else the plain style's, else the Screenplay style's).
struct InterruptionsRenderer {
    let context: RenderContext

    func lines() -> [String] {
        let a = context.access
        var printer = SwiftPrinter()
        printer.documentation("Screens that may come up over any other (`\"interruption\"` in the specs: permission alerts, \"save password\" prompts), handled wherever they appear: by UI interruption monitors (`monitor(in:)`; the factory style's factory installs them when given the test case), and by verification and readiness waits, which dismiss one that is in the way.")
        printer.line("@MainActor")
        printer.block("\(a)enum PagewrightInterruptions") { p in
            p.documentation("A screen marked as an interruption: the app that shows it, what proves it is showing, and how to dismiss it.")
            p.block("\(a)struct Interruption") { p in
                p.line("\(a)let screen: String")
                p.line("\(a)let application: @MainActor () -> XCUIApplication")
                p.line("\(a)let verification: ScreenVerification")
                p.line("\(a)let dismiss: @MainActor (XCUIApplication) -> Void")
            }
            p.line()
            p.documentation("Every screen marked as an interruption, in spec order.")
            let screens = context.settings.interruptions.compactMap { context.model.screen($0) }
            if screens.isEmpty {
                p.line("\(a)static var all: [Interruption] { [] }")
            } else {
                p.block("\(a)static var all: [Interruption]") { p in
                    p.line("[")
                    for screen in screens { printInterruption(screen, into: &p) }
                    p.line("]")
                }
            }
            p.lines(Self.handling(access: a))
        }
        return VerificationText.lines(printer.text).dropLast().map { $0 }
    }

    private static func handling(access a: String) -> [String] {
        VerificationText.lines(#"""

            /// Installs a UI interruption monitor on `testCase` for each interruption: when one
            /// blocks an interaction, XCUITest hands the monitors the interrupting element, and the
            /// one whose screen is showing dismisses it.
            \#(a)static func monitor(in testCase: XCTestCase) {
                for interruption in all {
                    testCase.addUIInterruptionMonitor(withDescription: interruption.screen) { _ in
                        dismissIfShowing(interruption)
                    }
                }
            }

            /// Dismisses the first interruption that is showing (other than `screen`, the one being
            /// waited for); returns its name, or nil when none is.
            \#(a)static func dismissShowing(except screen: String? = nil) -> String? {
                for interruption in all where interruption.screen != screen && dismissIfShowing(interruption) {
                    return interruption.screen
                }
                return nil
            }

            private static func dismissIfShowing(_ interruption: Interruption) -> Bool {
                let application = interruption.application()
                let verifier = ScreenVerifier(verification: interruption.verification, screen: interruption.screen, route: nil)
                guard verifier.observe(application).isShown else { return false }
                PagewrightReport.run("dismiss \(interruption.screen)") {
                    interruption.dismiss(application)
                    // Gone before anything looks again, so that nothing taps it twice.
                    if let anchor = interruption.verification.present.first {
                        _ = anchor.find(application).waitForNonExistence(timeout: interruption.verification.wait.seconds)
                    }
                }
                return true
            }
            """#)
    }

    private func printInterruption(_ screen: Resolved.Screen, into printer: inout SwiftPrinter) {
        let application = screen.app.bundleIdentifier.map { "XCUIApplication(bundleIdentifier: \(SwiftNames.literal($0)))" } ?? "XCUIApplication()"
        let action = context.model.page(screen.page.ref).flatMap { page in
            (page.actions + screen.traits.compactMap { context.model.trait($0) }.flatMap(\.page.actions))
                .first { $0.name.value == screen.dismissAction }
        }
        printer.line("    Interruption(screen: \(SwiftNames.literal(screen.name)), application: { \(application) }, verification: \(typeName(screen)).verification,")
        printer.line("                 dismiss: { application in")
        // Validation allows only steps on the screen's own elements here.
        for step in action?.steps ?? [] {
            guard let statement = statement(step, on: screen) else { continue }
            printer.line("                     " + statement)
        }
        printer.line("                 }),")
    }

    /// A step as a plain XCUITest call on the element found in `application`.
    private func statement(_ step: Resolved.Step, on screen: Resolved.Screen) -> String? {
        guard let use = step.element else { return nil }
        let element = elementExpression(use, on: screen) + ".locator(application)"
        switch step.kind {
        case .tap: return step.tapsSwitchControl ? "PagewrightSteps.tapSwitch(\(element))" : "\(element).tap()"
        case .doubleTap: return "\(element).doubleTap()"
        case .press(let duration): return "\(element).press(forDuration: \(SwiftValues.number(duration)))"
        case .typeText(let text): return "\(element).typeText(\(SwiftValues.text(text)))"
        case .clearText: return "PagewrightSteps.clearText(in: \(element))"
        case .swipe(let direction): return "\(element).swipe\(SwiftNames.capitalized(direction.rawValue))()"
        case .adjustSlider(let position): return "\(element).adjust(toNormalizedSliderPosition: CGFloat(\(SwiftValues.number(position))))"
        case .adjustPicker(let value): return "\(element).adjust(toPickerWheelValue: \(SwiftValues.text(value)))"
        case .waitFor(let wait, let absent):
            return "_ = \(element).\(absent ? "waitForNonExistence" : "waitForExistence")(timeout: \(Signatures.waitingTime(wait)).seconds)"
        case .typeKey(let key): return "\(element).typeKey(XCUIKeyboardKey.\(key), modifierFlags: [])"
        case .perform, .repeatEach, .system: return nil
        }
    }

    /// The element's case in the chosen style's enum, qualified so the support file can name it.
    private func elementExpression(_ use: Resolved.ElementUse, on screen: Resolved.Screen) -> String {
        let ref: Resolved.ElementRef
        switch use.target {
        case .element(let element): ref = element
        case .required(let name): ref = Resolved.ElementRef(page: screen.page.ref, name: name)
        }
        let owner = ref.page.kind == .screen ? context.model.screen(ref.page.name) : nil
        let enumName: String
        switch style {
        case .factory:
            enumName = ref.page.kind == .screen ? (owner.map(typeName) ?? typeName(screen)) + ".Element" : context.names.factory.traitElementType(ref.page.name)
        case .plain:
            enumName = ref.page.kind == .screen ? context.names.plain.screenType(ref.page.name) + ".Element" : context.names.plain.traitElementType(ref.page.name)
        case .screenplay:
            enumName = context.names.screenplay.elementsType(ref.page.name) + ".Element"
        }
        let base = "\(enumName).\(SwiftNames.member(ref.name))"
        guard use.hasParameters else { return base }
        let arguments = use.arguments.map { "\(SwiftNames.label($0.parameter)): \(SwiftValues.value($0.value))" }
        return base + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The style whose types the support file names.
    private var style: OutputStyle {
        let styles = context.settings.styles
        return styles.contains(.factory) ? .factory : styles.contains(.plain) ? .plain : .screenplay
    }

    /// The screen's type (or, in the Screenplay style, its Elements enum) in that style.
    private func typeName(_ screen: Resolved.Screen) -> String {
        switch style {
        case .factory:
            let type = context.names.factory.pageType(screen.name)
            return screen.opensFromAnywhere ? "\(type)<\(FactoryNames.baseType)>" : type
        case .plain: return context.names.plain.screenType(screen.name)
        case .screenplay: return context.names.screenplay.elementsType(screen.name)
        }
    }
}
