/// Writes a plain action: the same steps as the factory style's, returning `Self` when the action
/// stays on the screen (so steps on one screen chain) and, when it leaves, nothing: without a
/// factory the test continues on the next screen's page object, one line per step. With
/// `plain.returnsNextScreen` a leaving action returns the next screen's page object instead,
/// verified (a value offering each destination for an action the app decides; the opener's type,
/// named by the test, for a return to it), so a test chains from screen to screen.
struct PlainActionRenderer {
    let action: Resolved.Action
    let context: RenderContext
    /// The screen whose page object declares the action; nil for a trait's.
    var screen: Resolved.Screen?

    private var names: PlainNames { context.names.plain }
    private var returnsNextScreen: Bool { context.settings.plain.returnsNextScreen }

    func print(into printer: inout SwiftPrinter) {
        printer.documentation([action.summary, destinationNote].compactMap { $0 }.joined(separator: "\n\n"))
        let body = ActionBodyRenderer(action: action, context: context)
        let returnedType = body.returnedType
        let declaration = (returnsValue ? "@discardableResult " : "") + context.access + signature(requirement: false)
        printer.line(declaration, " {")
        // The body is written where a method of several lines has it; one of one line moves up.
        let bodyStart = printer.mark
        printer.indented { body.print(into: &$0) }
        if stays, returnedType == nil, printer.onlyLine(since: bodyStart, startsWithAnyOf: ActionRenderer.oneCall) {
            // An action that is one runtime call stays on its screen: the call returns the screen.
            // One runtime call is the whole method, on its line, as a check is.
            return printer.foldOnlyLine(since: bodyStart)
        }
        printer.indented { p in
            if returnedType != nil {
                p.line("return \(body.returnedLocal)")
            } else if case .trait(let trait, let arrivals) = action.destination {
                p.lines(ArrivalRenderer(action: action, trait: trait, arrivals: arrivals, context: context).plainLines(returnsNextScreen: returnsNextScreen))
            } else if let passage = action.passage, case .screen(let target) = action.destination {
                p.lines(passageLines(passage, target: target))
            } else if let returnStatement {
                p.line(returnStatement)
            } else if let arrival = ArrivalRenderer.openers(of: action, context: context) {
                // The test names no opener here: the return is verified against the openers.
                p.line(arrival.plainArrivalLine())
            }
        }
        printer.line("}")
    }

    /// For an action the app may take through another screen first (`passesThrough`): which of
    /// the two shows; from the one on the way, its steps to the destination. With
    /// `returnsNextScreen` the destination's page object is returned either way, saying which way
    /// it came (`arrivedThrough`).
    private func passageLines(_ passage: Resolved.Passage, target: Resolved.ScreenTarget) -> [String] {
        let candidates = "[\(names.screenType(target.name)).verification, \(names.screenType(passage.screen)).verification]"
        var lines = ["if self.arrival(among: \(candidates), as: \(SwiftNames.literal("\(target.name) or \(passage.screen)")), after: \(SwiftNames.literal(action.name.value)), file: file, line: line) == 1 {"]
        let via = Self.creation(type: names.screenType(passage.screen), application: "self.application", testCase: "self.testCase", context: context)
        let calls = FlowRenderer.calls(passage.steps, names: context.factoryNames)
        if returnsNextScreen {
            lines.append("    return \(via)")
            lines += calls.map { "        .\($0)" }
            lines.append("        .arrived(through: \(SwiftNames.literal(passage.screen)))")
        } else {
            lines.append("    \(via)")
            lines += calls.map { "        .\($0)" }
        }
        lines.append("}")
        if let returnStatement { lines.append(returnStatement) }
        return lines
    }

    /// The action as its trait's protocol declares it.
    var requirement: [String] { [(returnsValue ? "@discardableResult " : "") + signature(requirement: true)] }

    private var stays: Bool {
        if case .stay = action.destination { return true }
        return false
    }

    private var returnsValue: Bool { stays || returnsNextScreen || returnedReading != nil }

    /// An action that returns a reading (it stays on the screen) returns that instead of `Self`.
    private var returnedReading: String? { ActionBodyRenderer(action: action, context: context).returnedType }

    private func signature(requirement: Bool) -> String {
        let name = SwiftNames.member(action.name.value)
        var list = Signatures.parameterList(action.parameters, memberName: action.name.value, requirement: requirement)
        var generic = ""
        if returnsNextScreen, case .source = action.destination {
            // The opener is the test's to name: a screen opened from anywhere does not know it.
            generic = "<Source: \(screen?.openers == nil ? names.baseType : names.openerProtocol(action.owner.name))>"
            let location = requirement ? "file: StaticString, line: UInt)" : "file: StaticString = #filePath, line: UInt = #line)"
            list = list.replacingAll(location, with: "returningTo source: Source.Type, " + location)
        }
        return "func \(name)\(generic)\(list)" + (returnType.map { " -> \($0)" } ?? "")
    }

    private var returnType: String? {
        if let returnedReading { return returnedReading }
        switch action.destination {
        case .stay: return "Self"
        case _ where !returnsNextScreen: return nil
        case .source: return "Source"
        case .screen(let target): return names.screenType(target.name)
        case .oneOf: return destinationType
        case .trait(let trait, _): return "any \(names.traitType(trait))"
        }
    }

    private var returnStatement: String? {
        switch action.destination {
        case .stay: return "return self"
        case _ where !returnsNextScreen: return nil
        case .source: return "return " + Self.creation(type: "Source", application: "Source.defaultApplication", context: context)
        case .screen(let target): return "return " + creation(of: target)
        case .oneOf: return "return \(destinationType)(application: self.application\(context.settings.testCase == nil ? "" : ", testCase: self.testCase"))"
        case .trait: return nil  // written by ArrivalRenderer
        }
    }

    /// `RespondDestination` on a screen (nested in its class), `WaitableScreenRespondDestination` on a trait.
    private var destinationType: String {
        action.owner.kind == .trait ? names.traitDestinationType(action.name.value, of: action.owner.name)
            : SwiftNames.capitalized(action.name.value) + "Destination"
    }

    /// The next screen's page object, verified: on this page object's application when the
    /// screen belongs to the same app (a trait's screens: the app under test), else on its own app.
    private func creation(of target: Resolved.ScreenTarget, on application: String = "self.application", testCase: String = "self.testCase") -> String {
        let own = screen?.app.name ?? context.settings.apps.first { $0.bundleIdentifier == nil }?.name
        let sameApp = context.model.screen(target.name)?.app.name == own
        return Self.creation(type: names.screenType(target.name), application: sameApp ? application : nil, testCase: testCase, context: context,
                             screenArguments: PlainScreenParamsRenderer.arguments(target))
    }

    /// `LoginScreen(application: self.application, file: file, line: line)` where page objects
    /// verify themselves, else `LoginScreen(application: self.application).waitForScreen(file: file, line: line)`;
    /// with `"testCase"`, the running test first (`testCase: self.testCase`).
    static func creation(type: String, application: String?, testCase: String = "self.testCase", context: RenderContext,
                         screenArguments: [String] = []) -> String {
        var arguments = (context.settings.testCase == nil ? [] : ["testCase: \(testCase)"]) + screenArguments
        arguments += application.map { ["application: \($0)"] } ?? []
        guard context.settings.plain.verifyOnCreate else {
            return "\(type)(\(arguments.joined(separator: ", "))).waitForScreen(file: file, line: line)"
        }
        arguments += ["file: file", "line: line"]
        return "\(type)(\(arguments.joined(separator: ", ")))"
    }

    /// For an action the app decides: the value whose methods continue as each destination.
    func printDestinationType(into printer: inout SwiftPrinter) {
        guard returnsNextScreen, case .oneOf(let targets, _) = action.destination else { return }
        printer.documentation("Where `\(action.name.value)` can lead; the app decides at run time. Continue as the screen the test expects.")
        printer.line("@MainActor")
        printer.block("\(context.access)struct \(destinationType)") { p in
            p.line("let application: XCUIApplication")
            if let testCase = context.settings.testCase { p.line("let testCase: \(testCase)") }
            for target in targets {
                p.line()
                p.line("@discardableResult \(context.access)func \(context.factoryNames.choiceMethod(target.name))(file: StaticString = #filePath, line: UInt = #line) -> \(names.screenType(target.name)) { "
                       + creation(of: target, on: "application", testCase: "testCase") + " }")
            }
            ChoiceByTypeRenderer(access: context.access, choices: targets.map { (context.factoryNames.choiceMethod($0.name), names.screenType($0.name)) })
                .print(into: &p)
        }
    }

    /// Where the test goes on, for the reader of the generated API.
    private var destinationNote: String? {
        switch action.destination {
        case .stay: return nil
        case .source:
            let which = screen?.openers.map { " (\(OpenerProtocolRenderer.list($0)))" } ?? ""
            return returnsNextScreen ? "Returns to the screen that opened this one\(which): its page object, of the type the test names."
                : "Returns to the screen that opened this one\(which)."
        case .screen(let target): return "Leads to \(target.name) (`\(names.screenType(target.name))`)."
        case .trait(let trait, let arrivals):
            return "Returns to the screen adopting \(trait) that the test came from: " + arrivals.map { "\($0.name) (`\(names.screenType($0.name))`)" }.joined(separator: ", ") + "."
        case .oneOf(let targets, _):
            return "Leads to one of " + targets.map { "\($0.name) (`\(names.screenType($0.name))`)" }.joined(separator: ", ") + "; the app decides."
        }
    }
}
