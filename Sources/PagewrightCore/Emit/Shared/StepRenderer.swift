/// Writes the steps of an action, in every style: each interaction (its element first awaited),
/// and issue 16's — a step under a condition (`if`/`unless`, asked within a short wait), a
/// repetition (`for … in`), a swipe repeated until a condition holds (bounded, failing at the
/// test's line naming what never held), a tap at a point of an element, typing into whatever has
/// focus, a key, and another action of the page.
struct StepRenderer {
    let action: Resolved.Action
    let context: RenderContext
    var receiver: Receiver = selfReceiver
    /// The Screenplay style's local naming the adopting screen, for a trait's action.
    var adopter: String?
    /// The action's name as a literal, when its one step is the whole action: the runtime call
    /// then runs the action too (`self.tap(Element.save, action: "save", …)`), with no closure.
    var wholeAction: String?

    private var elements: ElementExpressions { ElementExpressions(context: context, receiver: receiver) }
    private var actionName: String { SwiftNames.escaped(action.name.value) }

    /// The steps; `final` when nothing of the action follows them, so a runtime step that is
    /// the last needs no `guard` to stop the action. True when they wrote one line, a runtime
    /// call that names its wait (`within`), so it can carry the action's name (`wholeAction`).
    @discardableResult
    func print(_ steps: [Resolved.Step], final: Bool = false, into printer: inout SwiftPrinter) -> Bool {
        let start = printer.lineCount
        var namesItsWait = false
        var index = steps.startIndex
        while index < steps.endIndex {
            let step = steps[index]
            // A tap on a field, then typing into it: one runtime step.
            if index + 1 < steps.endIndex, let use = typesInto(step, then: steps[index + 1]), case .typeText(let text) = steps[index + 1].kind {
                let last = final && index + 2 == steps.endIndex
                beginStopping(last: last, &printer)
                printer.append("self.type(")
                SwiftValues.appendText(text, into: &printer)
                printer.append(", into: ")
                elements.appendQualifiedCase(use, into: &printer)
                appendWithin(step, &printer)
                printer.append(", file: file, line: line)")
                endStopping(last: last, &printer)
                namesItsWait = true
                index += 2
                continue
            }
            if print(step, final: final && index + 1 == steps.endIndex, into: &printer) { namesItsWait = true }
            index += 1
        }
        return namesItsWait && printer.lineCount == start + 1
    }

    private func print(_ step: Resolved.Step, final: Bool, into printer: inout SwiftPrinter) -> Bool {
        guard !step.conditions.isEmpty else { return printBody(step, final: final, into: &printer) }
        // A condition with no waiting time (`"within": "now"`) looks once. Several are asked in
        // order, each only if those before it held (`&&`), as the app's own code would.
        let tests = step.conditions.map { condition in
            let test = expression(condition, waiting: condition.wait != nil)
            return condition.negated ? "!(\(test))" : step.conditions.count > 1 && test.contains("&&") ? "(\(test))" : test
        }
        printer.block("if " + tests.joined(separator: " && ")) { p in printBody(step, final: final, into: &p) }
        return false
    }

    // MARK: Runtime steps

    /// Whether a step on the element can be one runtime call naming its case.
    private func hasRuntimeCase(_ use: Resolved.ElementUse) -> Bool {
        elements.hasRuntimeCase(use, owner: action.owner)
    }

    /// The element of a plain tap followed by typing into the same element, which `type(_:into:)`
    /// does, when it has a runtime case.
    private func typesInto(_ tap: Resolved.Step, then typing: Resolved.Step) -> Resolved.ElementUse? {
        guard case .tap = tap.kind, tap.readiness == .hittable, tap.conditions.isEmpty, tap.reveal == nil, typing.reveal == nil, tap.offset == nil,
              tap.pointOffset == nil, !tap.tapsSwitchControl, case .typeText = typing.kind, typing.readiness == nil,
              typing.conditions.isEmpty, let use = tap.element, typing.element == use, hasRuntimeCase(use) else { return nil }
        return use
    }

    /// Appends `, within: .networking` unless the step waits the project's default time; after
    /// the action's name when the step is the whole action.
    private func appendWithin(_ step: Resolved.Step, _ printer: inout SwiftPrinter) {
        // Where `, action: …` goes when the step turns out to be the whole action (`ActionBodyRenderer`).
        printer.setBookmark()
        if let wholeAction {
            printer.append(", action: ")
            printer.append(wholeAction)
        }
        guard step.wait != context.settings.defaultWait else { return }
        printer.append(", within: .")
        printer.append(Namer.waitCase(step.wait))
    }

    /// Starts the line of a runtime step, stopping the action when it fails (`guard … else
    /// { return }`) unless nothing follows it; `endStopping` ends it.
    private func beginStopping(last: Bool, _ printer: inout SwiftPrinter) {
        printer.beginLine()
        if !last { printer.append("guard ") }
    }

    private func endStopping(last: Bool, _ printer: inout SwiftPrinter) {
        if !last { printer.append(" else { return }") }
        printer.endLine()
    }

    /// `self.step(…, file: file, line: line) { act }`, or in a `guard` with the closure as an
    /// argument (a trailing closure cannot stand in a `guard` condition); the arguments before
    /// the location are `arguments`' to write.
    private func printStep(final: Bool, act: String, into printer: inout SwiftPrinter, _ arguments: (inout SwiftPrinter) -> Void) {
        printer.beginLine()
        if !final { printer.append("guard ") }
        printer.append("self.step(")
        arguments(&printer)
        printer.append(final ? ", file: file, line: line) { " : ", file: file, line: line, { ")
        printer.append(act)
        printer.append(final ? " }" : " }) else { return }")
        printer.endLine()
    }

    /// `, .exists` or `, .enabled`: the level a step waits for, when it is not hittable;
    /// `, .hittableInPlace` for a gesture at a point of the element.
    private static func appendLevel(_ readiness: Readiness, of step: Resolved.Step, _ printer: inout SwiftPrinter) {
        guard readiness != .hittable || step.offset != nil else { return }
        printer.append(", .")
        printer.append(level(readiness, of: step))
    }

    /// The runtime's `Readiness` case a step waits for: a gesture at a point of the element
    /// (`"at"`) touches the screen there and scrolls nothing, so it waits for the element on
    /// screen (`hittableInPlace`), not only within a scroll's reach.
    private static func level(_ readiness: Readiness, of step: Resolved.Step) -> String {
        readiness == .hittable && step.offset != nil ? "hittableInPlace" : readiness.rawValue
    }

    /// True when the step was written as a runtime call that names its wait.
    @discardableResult
    private func printBody(_ step: Resolved.Step, final: Bool, into printer: inout SwiftPrinter) -> Bool {
        switch step.kind {
        case .perform(let call):
            printer.lines(perform(call))
            return false
        case .repeatEach(let repetition):
            let variable = repetition.usesVariable ? SwiftNames.parameter(repetition.forEach.variable) : "_"
            let source = SwiftValues.reference(repetition.forEach.list, path: repetition.forEach.path)
            let sequence = switch repetition.source {
            case .list: source
            case .characters: source + ".map(String.init)"
            // A negative count repeats nothing (a range below zero would trap).
            case .count(let unsigned): unsigned ? "0..<\(source)" : "0..<max(0, \(source))"
            }
            printer.block("for \(variable) in \(sequence)") { p in
                print(repetition.steps, into: &p)
            }
            return false
        case .repeatUntil(let steps):
            printRepeat(steps, until: step.until, max: step.maxSwipes, into: &printer)
            return false
        default:
            break
        }
        guard let use = step.element else {
            // Typing into whatever has focus: the app passes it on.
            switch step.kind {
            case .system(let system): printer.line(Self.statement(system, appUnderTest: Self.appUnderTest(context.settings)))
            case .typeText(let text): printer.line("self.application.typeText(\(SwiftValues.text(text)))")
            case .typeKey(let key): printer.line("self.application.typeKey(XCUIKeyboardKey.\(key), modifierFlags: [])")
            default: break
            }
            return false
        }
        // A step that reveals its element first keeps the spelled-out form.
        if let readiness = step.readiness, step.reveal == nil, Self.isOneStatement(step), hasRuntimeCase(use) {
            // `tap(_:)` waits until the element is hittable; a tap on an element that need only exist (or be enabled) says its level.
            if case .tap = step.kind, !step.tapsSwitchControl, step.offset == nil, step.pointOffset == nil, readiness == .hittable {
                beginStopping(last: final, &printer)
                printer.append("self.tap(")
                elements.appendQualifiedCase(use, into: &printer)
                appendWithin(step, &printer)
                printer.append(", file: file, line: line)")
                endStopping(last: final, &printer)
                return true
            }
            printStep(final: final, act: statement(step, on: "$0") ?? "", into: &printer) { p in
                elements.appendQualifiedCase(use, into: &p)
                Self.appendLevel(readiness, of: step, &p)
                appendWithin(step, &p)
            }
            return true
        }
        let element = elements.single(use)
        if let reveal = step.reveal {
            // Swiped into view first; the step's own wait follows.
            let swipes = reveal.directions.map { "." + $0.rawValue }.joined(separator: ", ")
            printer.line("guard self.reveal(\(element), \(SwiftNames.literal(use.name)), in: \(elements.single(reveal.container)), \(SwiftNames.literal(reveal.container.name)), swiping: [\(swipes)], max: \(reveal.maxSwipes), for: \(SwiftNames.literal(action.name.value)), file: file, line: line) else { return }")
        }
        // Any other element of the screen: one runtime call too, naming it and its query.
        if let readiness = step.readiness, action.owner.kind == .screen, use.elementRef != nil, let act = statement(step, on: "$0") {
            printStep(final: final, act: act, into: &printer) { p in
                p.append(element)
                p.append(", ")
                p.appendLiteral(use.name)
                Self.appendLevel(readiness, of: step, &p)
                appendWithin(step, &p)
                elements.appendQueryArgument(use, application: "self.application", forReadiness: readiness == .hittable, into: &p)
            }
            return true
        }
        if let readiness = step.readiness {
            let name = SwiftNames.literal(use.name), actionName = SwiftNames.literal(action.name.value)
            let query = elements.queryArgument(use, application: "self.application", forReadiness: readiness == .hittable)
            printer.line("guard self.ready(\(element), \(name), .\(Self.level(readiness, of: step)), within: .\(Namer.waitCase(step.wait))\(query), for: \(actionName), file: file, line: line) else { return }")
        }
        // A gesture at a point of the element goes through its coordinate.
        var target = step.offset.map { "\(element).coordinate(withNormalizedOffset: CGVector(dx: \($0.x), dy: \($0.y)))" } ?? element
        if let points = step.pointOffset { target += ".withOffset(CGVector(dx: \(points.dx), dy: \(points.dy)))" }
        switch step.kind {
        case .multiTap(let taps, let touches):
            printer.line("\(element).tap(withNumberOfTaps: \(taps), numberOfTouches: \(touches))")
        case .tap: printer.line(step.tapsSwitchControl ? "\(RuntimeAPI.steps).tapSwitch(\(element))" : "\(target).tap()")
        case .doubleTap: printer.line("\(target).doubleTap()")
        case .press(let duration): printer.line("\(target).press(forDuration: \(SwiftValues.number(duration)))")
        case .typeText(let text): printer.line("\(element).typeText(\(SwiftValues.text(text)))")
        case .typeKey(let key): printer.line("\(element).typeKey(XCUIKeyboardKey.\(key), modifierFlags: [])")
        case .clearText: printer.line("self.clearText(in: \(element))")
        case .paste: printer.line("guard self.paste(into: \(element), \(SwiftNames.literal(use.name)), file: file, line: line) else { return }")
        case .swipe(let direction):
            let swipe = WaitingRenderer.swipe(direction, velocity: step.velocity, on: element)
            guard let until = step.until else { printer.line(swipe); return false }
            printSwipes(swipe, until: until, max: step.maxSwipes, direction: direction.rawValue, on: use.name, into: &printer)
        case .adjustSlider(let position): printer.line("\(RuntimeAPI.steps).adjustSlider(\(element), to: \(SwiftValues.number(position)))")
        case .adjustPicker(let value): printer.line("\(element).adjust(toPickerWheelValue: \(SwiftValues.text(value)))")
        case .waitFor(let wait, let absent) where step.goesOn:
            printer.line(WaitingRenderer.waitThenGoOn(element, use.name, absent: absent, wait: wait))
        case .waitFor(let wait, let absent):
            let waiting = Signatures.waitingTime(wait)
            let call = absent ? "waitForNonExistence" : "waitForExistence"
            let problem = absent ? "is still there" : "did not appear"
            printer.block("if !\(element).\(call)(timeout: \(waiting).seconds)") { p in
                let message = "\\(Self.self).\(actionName): '\(SwiftNames.escaped(use.name))' \(problem) after \\(\(waiting).seconds) s"
                p.line("self.fail(\"\(message)\", file: file, line: line)")
            }
        case .perform, .repeatEach, .system, .repeatUntil:
            break
        }
        return false
    }

    /// The one statement a step on `element` is, or nil for those that take more (a swipe
    /// until a condition holds, a wait) or no element.
    private func statement(_ step: Resolved.Step, on element: String) -> String? {
        var target = step.offset.map { "\(element).coordinate(withNormalizedOffset: CGVector(dx: \($0.x), dy: \($0.y)))" } ?? element
        if let points = step.pointOffset { target += ".withOffset(CGVector(dx: \(points.dx), dy: \(points.dy)))" }
        switch step.kind {
        case .multiTap(let taps, let touches): return "\(element).tap(withNumberOfTaps: \(taps), numberOfTouches: \(touches))"
        case .tap: return step.tapsSwitchControl ? "\(RuntimeAPI.steps).tapSwitch(\(element))" : "\(target).tap()"
        case .doubleTap: return "\(target).doubleTap()"
        case .press(let duration): return "\(target).press(forDuration: \(SwiftValues.number(duration)))"
        case .typeText(let text): return "\(element).typeText(\(SwiftValues.text(text)))"
        case .typeKey(let key): return "\(element).typeKey(XCUIKeyboardKey.\(key), modifierFlags: [])"
        case .clearText: return "self.clearText(in: \(element))"
        case .paste: return "self.paste(into: \(element), \(SwiftNames.literal(step.element?.name ?? "")), file: file, line: line)"
        case .swipe(let direction) where step.until == nil: return WaitingRenderer.swipe(direction, velocity: step.velocity, on: element)
        case .adjustSlider(let position): return "\(RuntimeAPI.steps).adjustSlider(\(element), to: \(SwiftValues.number(position)))"
        case .adjustPicker(let value): return "\(element).adjust(toPickerWheelValue: \(SwiftValues.text(value)))"
        case .swipe, .waitFor, .perform, .repeatEach, .system, .repeatUntil: return nil
        }
    }

    /// Whether `statement(_:on:)` has a statement for the step.
    private static func isOneStatement(_ step: Resolved.Step) -> Bool {
        switch step.kind {
        case .multiTap, .tap, .doubleTap, .press, .typeText, .typeKey, .clearText, .paste, .adjustSlider, .adjustPicker: true
        case .swipe: step.until == nil
        case .waitFor, .perform, .repeatEach, .system, .repeatUntil: false
        }
    }

    /// A step on the device or the system: one XCUITest call. `activate` brings back the app
    /// under test (`appUnderTest`, its proxy), on whichever app's screen the step is: after
    /// `home`, the screen showing is Springboard's, whose own `application` is Springboard.
    static func statement(_ system: SystemStep, appUnderTest: String) -> String {
        switch system {
        case .home: "XCUIDevice.shared.press(.home)"
        case .activate: "\(appUnderTest).activate()"
        // The status bar is Springboard's, not the app's.
        case .statusBar: "XCUIApplication(bundleIdentifier: \"com.apple.springboard\").statusBars.firstMatch.tap()"
        }
    }

    /// The app under test as generated code makes its proxy: the app of `apps` without a bundle
    /// identifier (the UI-test target's own, `XCUIApplication()`), else the first app.
    static func appUnderTest(_ settings: Resolved.Settings) -> String {
        guard let app = settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? settings.apps.first,
              let bundle = app.bundleIdentifier else { return "XCUIApplication()" }
        return "XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle)))"
    }

    /// Swipes until the condition holds, at most `max` times; then fails at the test's line
    /// saying what never held, and stops the action.
    private func printSwipes(_ swipe: String, until: Resolved.StepCondition, max: Int, direction: String, on name: String,
                             into printer: inout SwiftPrinter) {
        let counter = local("swipes")
        printer.block("do") { p in
            p.line("var \(counter) = 0")
            p.block("while !(\(expression(until, waiting: false)))") { p in
                p.block("guard \(counter) < \(max) else") { p in
                    let message = "\\(Self.self).\(actionName): \(failure(until)) after \(max) swipe\(max == 1 ? "" : "s") \(direction) on '\(SwiftNames.escaped(name))'"
                    p.line("self.fail(\"\(message)\", file: file, line: line)")
                    p.line("return")
                }
                p.line(swipe)
                p.line("\(counter) += 1")
            }
        }
    }

    /// A local name that no parameter in scope has.
    private func local(_ base: String) -> String {
        var taken = Set(action.parameters.map { SwiftNames.parameter($0.name) })
        func collect(_ steps: [Resolved.Step]) {
            for case .repeatEach(let repetition) in steps.map(\.kind) {
                taken.insert(SwiftNames.parameter(repetition.forEach.variable))
                collect(repetition.steps)
            }
        }
        collect(action.steps + action.variants.flatMap(\.steps))
        var name = base
        while taken.contains(name) { name += "_" }
        return name
    }

    // MARK: Conditions

    /// The condition as a Bool: with `waiting`, the element gets the condition's waiting time to
    /// appear (or, for `notExists`, to go), and the rest is read once it is there; without, all is
    /// read at once.
    func expression(_ condition: Resolved.StepCondition, waiting: Bool) -> String {
        let element = elements.single(condition.element)
        let timeout = condition.wait.map { "(timeout: \(Signatures.waitingTime($0)).seconds)" } ?? "(timeout: 0)"
        let there = waiting ? "\(element).waitForExistence\(timeout)" : "\(element).exists"
        switch condition.test {
        case .exists: return there
        case .notExists: return waiting ? "\(element).waitForNonExistence\(timeout)" : "!\(element).exists"
        case .isEnabled(let expected): return "\(there) && \(expected ? "" : "!")\(RuntimeAPI.check).isEnabled(\(element))"
        case .isSelected(let expected): return "\(there) && \(expected ? "" : "!")\(RuntimeAPI.check).isSelected(\(element))"
        // XCUITest: an element that does not exist is not hittable (isHittable is false, with no
        // failure), so "not hittable" holds for a missing element without waiting for it.
        case .isHittable(let expected): return expected ? "\(there) && \(element).isHittable" : "!\(element).isHittable"
        case .text(let attribute, let comparison, let text):
            return "\(there) && " + CheckRenderer.compare(CheckRenderer.text(attribute, of: element), comparison, CheckRenderer.expectedText(text, attribute: attribute))
        }
    }

    /// What a test failure says about a condition that never held.
    func failure(_ condition: Resolved.StepCondition) -> String {
        let name = "'\(SwiftNames.escaped(condition.element.name))'"
        switch condition.test {
        case .exists: return "\(name) does not exist"
        case .notExists: return "\(name) is still there"
        case .isEnabled(let expected): return "\(name) is \(expected ? "not enabled" : "still enabled")"
        case .isSelected(let expected): return "\(name) is \(expected ? "not selected" : "still selected")"
        case .isHittable(let expected): return "\(name) is \(expected ? "not hittable" : "still hittable")"
        case .text(let attribute, let comparison, let text):
            let expected = CheckRenderer.expectedText(text, attribute: attribute)
            return "the \(attribute.rawValue) of \(name) does not \(comparison == .equals ? "equal" : "contain") \\\"\\(\(expected))\\\""
        }
    }

    // MARK: Another action (`do`)

    /// The other action, called as the style calls actions: on the page object itself, or through
    /// its page's Actions (with the adopting screen, for a trait's action that needs one).
    private func perform(_ call: Resolved.ActionCall) -> [String] {
        guard context.style == .screenplay else { return ["self." + Signatures.call(call)] }
        let names = context.screenplayNames
        let invocation = names.actionsType(call.owner.name) + "." + Signatures.call(call)
        guard call.usesRequiredElements else { return [invocation] }
        func on(_ screen: String) -> String { invocation.replacingFirst("(", with: "(on: \(screen), ") }
        switch action.owner.kind {
        case .screen:
            return [on("." + names.adopterCase(action.owner.name))]
        case .trait:
            guard let adopter else { return [invocation] }
            if call.owner == action.owner { return [on(adopter)] }
            // An included trait's adopters are the same screens, under its own enum.
            let adopters = context.model.trait(action.owner.name)?.adopters.sorted() ?? []
            guard !adopters.isEmpty else { return ["switch \(adopter) {}"] }
            return ["switch \(adopter) {"] + adopters.map { "case .\(names.adopterCase($0)): \(on("." + names.adopterCase($0)))" } + ["}"]
        }
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
