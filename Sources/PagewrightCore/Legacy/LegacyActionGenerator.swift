/// Writes an action: its steps inside a named activity, then the way forward — `Self`, the next
/// page object, the opener (`Source`), or a value whose only ways forward are the destinations.
struct LegacyActionGenerator {
    let action: ActionSpec
    let page: PageSpec
    let context: LegacyEmitContext
    /// How the steps reach elements (see `LegacyMemberSupport.receiver`).
    var receiver: (_ element: String) -> String = { _ in "self." }

    private var support: LegacyMemberSupport { LegacyMemberSupport(page: page, context: context, receiver: receiver) }
    private var name: String { SwiftNames.member(action.name.value) }

    /// The nested type of a multi-destination action (`TapResponseButtonDestination`).
    var destinationTypeName: String {
        let base = SwiftNames.capitalized(action.name.value) + "Destination"
        return page.kind == .trait ? page.name.value + base : base
    }

    func print(into printer: inout LegacySwiftPrinter) {
        printer.documentation(action.summary)
        printer.line("@discardableResult")
        let signature = "\(context.access)func \(name)\(support.parameterList(action.params, memberName: action.name.value))"
        printer.block("\(signature) -> \(returnType)") { p in
            printBody(into: &p)
            p.line(returnStatement)
        }
    }

    /// The steps inside a named activity, then, where the screen goes away by itself or returns
    /// to its opener, the wait until it has gone. Every output style's actions share it.
    func printBody(into printer: inout LegacySwiftPrinter) {
        if action.steps.isEmpty {
            // A move the app makes by itself: the screen must first go away.
            printer.line("self.perform(\(SwiftNames.literal(action.name.value))) {}")
            if action.destination != nil { printer.line("self.waitUntilGone(file: file, line: line)") }
        } else {
            printer.block("self.perform(\(SwiftNames.literal(action.name.value)))") { p in
                var checked: Set<String> = []
                for step in action.steps { printStep(step, checked: &checked, into: &p) }
            }
            if case .source? = action.destination { printer.line("self.waitUntilGone(file: file, line: line)") }
        }
    }

    private var returnType: String {
        switch action.destination {
        case nil: "Self"
        case .source?: "Source"
        case .screen(let screen)?: context.pageReference(screen.value, openedBy: context.origin(of: page))
        case .oneOf?: page.kind == .trait ? "\(destinationTypeName)<Self>" : destinationTypeName
        }
    }

    private var returnStatement: String {
        switch action.destination {
        case nil:
            return "return self"
        case .source?:
            return "return self.source.verify(file: file, line: line)"
        case .screen(let screen)?:
            let from = context.isOpenedFromAnywhere(screen.value) ? "from: self, " : ""
            return "return self.pageObjectsFactory.\(context.makeMethod(screen.value))(\(from)file: file, line: line)"
        case .oneOf?:
            return "return \(page.kind == .trait ? "\(destinationTypeName)<Self>" : destinationTypeName)(page: self)"
        }
    }

    private func printStep(_ step: StepSpec, checked: inout Set<String>, into printer: inout LegacySwiftPrinter) {
        let element = support.singleElement(step.element, memberParams: action.params)
        // Each element is waited for once per action before it is used, so a drifted identifier
        // fails at the test's line naming the element, not inside XCUITest.
        if case .waitFor = step.kind {} else if checked.insert(element).inserted {
            let name = SwiftNames.literal(step.element.name.value), actionName = SwiftNames.literal(action.name.value)
            printer.line("guard self.require(\(element), \(name), for: \(actionName), file: file, line: line) else { return }")
        }
        switch step.kind {
        case .tap: printer.line("\(element).tap()")
        case .doubleTap: printer.line("\(element).doubleTap()")
        case .press(let duration): printer.line("\(element).press(forDuration: \(support.number(duration)))")
        case .typeText(let text): printer.line("\(element).typeText(\(legacyInterpolated(text, params: action.params)))")
        case .clearText: printer.line("self.clearText(in: \(element))")
        case .swipe(let direction): printer.line("\(element).swipe\(SwiftNames.capitalized(direction.value.rawValue))()")
        case .adjustSlider(let position): printer.line("\(element).adjust(toNormalizedSliderPosition: CGFloat(\(support.number(position))))")
        case .adjustPicker(let value): printer.line("\(element).adjust(toPickerWheelValue: \(legacyInterpolated(value, params: action.params)))")
        case .waitFor(let wait, let absent):
            let waiting = support.waitingTime(wait)
            let call = absent ? "waitForNonExistence" : "waitForExistence"
            let problem = absent ? "is still there" : "did not appear"
            printer.block("if !\(element).\(call)(timeout: \(waiting).seconds)") { p in
                let message = "\\(Self.self).\(SwiftNames.escaped(action.name.value)): '\(SwiftNames.escaped(step.element.name.value))' \(problem) after \\(\(waiting).seconds) s"
                p.line("XCTFail(\"\(message)\", file: file, line: line)")
            }
        }
    }

    /// For multi-destination actions: the value returned, offering only the listed screens.
    func printDestinationType(into printer: inout LegacySwiftPrinter) {
        guard case .oneOf(let screens)? = action.destination else { return }
        let owner = page.kind == .trait ? "Owner" : context.origin(of: page)
        let generic = page.kind == .trait ? "<Owner: BasePageObject>" : ""
        printer.documentation("Where `\(action.name.value)` can lead; the app decides at run time. Continue as the screen the test expects.")
        printer.line("@MainActor")
        printer.block("\(context.access)struct \(destinationTypeName)\(generic)") { p in
            p.line("let page: \(owner)")
            for screen in screens {
                p.line()
                let method = "as" + SwiftNames.capitalized(screen.value)
                let result = context.pageReference(screen.value, openedBy: owner)
                let from = context.isOpenedFromAnywhere(screen.value) ? "from: page, " : ""
                p.line("@discardableResult")
                p.block("\(context.access)func \(method)(file: StaticString = #filePath, line: UInt = #line) -> \(result)") { p in
                    p.line("page.pageObjectsFactory.\(context.makeMethod(screen.value))(\(from)file: file, line: line)")
                }
            }
        }
    }
}
