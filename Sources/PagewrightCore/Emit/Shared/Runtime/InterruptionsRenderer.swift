/// Writes the settings' interruptions: every screen marked as an interruption, with how to see it
/// (its verification) and how to dismiss it (its dismissing action's steps, without waits: the
/// screen is showing when they run). The runtime handles them wherever they appear (UI
/// interruption monitors, and verification and readiness waits that find one in the way). The
/// support file serves every style, so it names the element enums of one style that is generated
/// (the factory's, else the plain style's, else the Screenplay style's).
struct InterruptionsRenderer {
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        let screens = context.settings.interruptions.compactMap { context.model.screen($0) }
        guard !screens.isEmpty else { return }
        printer.block("\(context.access)static var interruptions: [\(RuntimeAPI.interruption)<Self>]") { p in
            p.line("[")
            for screen in screens { printInterruption(screen, into: &p) }
            p.line("]")
        }
    }

    private func printInterruption(_ screen: Resolved.Screen, into printer: inout SwiftPrinter) {
        let application = screen.app.bundleIdentifier.map { "XCUIApplication(bundleIdentifier: \(SwiftNames.literal($0)))" } ?? "XCUIApplication()"
        let action = context.model.page(screen.page.ref).flatMap { page in
            (page.actions + screen.traits.compactMap { context.model.trait($0) }.flatMap(\.page.actions))
                .first { $0.name.value == screen.dismissAction }
        }
        printer.line("    \(RuntimeAPI.interruption)(")
        printer.line("        screen: \(SwiftNames.literal(screen.name)), application: { \(application) },")
        printer.line("        verification: \(typeName(screen)).verification,")
        printer.line("        dismiss: { application in")
        // Validation allows only steps on the screen's own elements here.
        for step in action?.steps ?? [] {
            guard let statement = statement(step, on: screen) else { continue }
            printer.line("            " + statement)
        }
        printer.line("        }),")
    }

    /// A step as a plain XCUITest call on the element found in `application`.
    private func statement(_ step: Resolved.Step, on screen: Resolved.Screen) -> String? {
        guard let use = step.element else { return nil }
        let element = elementExpression(use, on: screen) + ".locator(application)"
        switch step.kind {
        case .tap: return step.tapsSwitchControl ? "\(RuntimeAPI.steps).tapSwitch(\(element))" : "\(element).tap()"
        case .multiTap(let taps, let touches): return "\(element).tap(withNumberOfTaps: \(taps), numberOfTouches: \(touches))"
        case .doubleTap: return "\(element).doubleTap()"
        case .press(let duration): return "\(element).press(forDuration: \(SwiftValues.number(duration)))"
        case .typeText(let text): return "\(element).typeText(\(SwiftValues.text(text)))"
        case .clearText: return "\(RuntimeAPI.steps).clearText(in: \(element))"
        case .paste: return "\(RuntimeAPI.steps).paste(into: \(element), \(SwiftNames.literal(use.name)), in: application)"
        case .swipe(let direction): return WaitingRenderer.swipe(direction, velocity: step.velocity, on: element)
        case .adjustSlider(let position): return "\(RuntimeAPI.steps).adjustSlider(\(element), to: \(SwiftValues.number(position)))"
        case .adjustPicker(let value): return "\(element).adjust(toPickerWheelValue: \(SwiftValues.text(value)))"
        case .waitFor(let wait, let absent):
            return "_ = \(element).\(absent ? "waitForNonExistence" : "waitForExistence")(timeout: \(Signatures.waitingTime(wait)).seconds)"
        case .typeKey(let key): return "\(element).typeKey(XCUIKeyboardKey.\(key), modifierFlags: [])"
        case .perform, .repeatEach, .system, .repeatUntil: return nil
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
