/// Writes a check as a page-object method: an assertion that polls until it holds or its waiting
/// time runs out, reported at the test's line, returning the page object so the chain goes on;
/// and the assertion alone, for styles that ask it elsewhere.
struct CheckRenderer {
    let check: Resolved.Check
    let context: RenderContext
    var receiver: Receiver = selfReceiver
    /// The application the check's failure evidence comes from.
    var application = "self.application"

    func print(into printer: inout SwiftPrinter) {
        let name = SwiftNames.member(check.name.value)
        printer.documentation(check.summary)
        printer.line("@discardableResult")
        printer.block("\(context.access)func \(name)\(Signatures.parameterList(check.parameters, memberName: check.name.value)) -> Self") { p in
            p.block("self.activity(\(SwiftNames.literal("check " + check.name.value)))") { p in
                p.lines(assertion)
            }
            p.line("return self")
        }
    }

    /// The statements that assert, at `file`/`line`, with the check's parameters in scope.
    var assertion: [String] {
        let elements = ElementExpressions(context: context, receiver: receiver)
        let use = check.assertion.element
        let name = SwiftNames.literal(use.name)
        let within = "within: .\(Namer.waitCase(check.wait))"
        let tail = "in: \(application), check: \"\\(Self.self).\(SwiftNames.escaped(check.name.value))\", file: file, line: line"
        if case .count(_, let expected) = check.assertion {
            return ["PagewrightCheck.expectCount(\(elements.use(use)), \(name), equals: \(SwiftValues.count(expected)), \(within), \(tail))"]
        }
        let unique = elements.queryArgument(use, application: application, forReadiness: false)
        return ["PagewrightCheck.expect(\(elements.single(use)), \(name), \(expectation), \(within)\(unique), \(tail))"]
    }

    /// The `PagewrightCheck.Expectation` the check polls for.
    private var expectation: String {
        switch check.assertion {
        case .exists: return ".exists"
        case .notExists: return ".notExists"
        case .text(let attribute, _, let comparison, let expected):
            return ".\(comparison.rawValue)(.\(attribute.rawValue), \(Self.expectedText(expected, attribute: attribute)))"
        case .isEnabled(_, let expected): return ".isEnabled(\(expected))"
        case .isSelected(_, let expected): return ".isSelected(\(expected))"
        case .count: return ""
        }
    }

    /// A Bool compared with a switch's `value` is "1" or "0", as switches report it.
    static func expectedText(_ text: Resolved.Text, attribute: TextAttribute) -> String {
        if attribute == .value, let sole = text.soleParameter, sole.type == .bool {
            return "(\(SwiftNames.parameter(sole.name)) ? \"1\" : \"0\")"
        }
        return SwiftValues.text(text)
    }

    /// The label, or the value as a String.
    static func text(_ attribute: TextAttribute, of element: String) -> String {
        attribute == .label ? "\(element).label" : "(\(element).value as? String) ?? \"\""
    }
}

/// Writes a getter: what the user can read, at once, or, with a waiting time, once its element
/// exists.
struct GetterRenderer {
    let getter: Resolved.Getter
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        let elements = ElementExpressions(context: context)
        let name = SwiftNames.member(getter.name.value)
        let (type, expression): (String, String)
        var awaited: String?
        switch getter.reading {
        case .text(let attribute, let use):
            (type, expression) = ("String", CheckRenderer.text(attribute, of: elements.single(use)))
            awaited = elements.single(use)
        case .exists(let use):
            (type, expression) = ("Bool", "\(elements.single(use)).exists")
            if let wait = getter.wait {
                emit("Bool", "\(elements.single(use)).waitForExistence(timeout: \(Signatures.waitingTime(wait)).seconds)", name: name, into: &printer)
                return
            }
        case .count(let use):
            (type, expression) = ("Int", "\(elements.use(use)).count")
            awaited = "\(elements.use(use)).firstMatch"
        case .isEnabled(let use):
            (type, expression) = ("Bool", "\(elements.single(use)).isEnabled")
            awaited = elements.single(use)
        case .isSelected(let use):
            (type, expression) = ("Bool", "\(elements.single(use)).isSelected")
            awaited = elements.single(use)
        }
        if let wait = getter.wait, let awaited {
            emit(type, "_ = \(awaited).waitForExistence(timeout: \(Signatures.waitingTime(wait)).seconds); return \(expression)", name: name, into: &printer)
        } else {
            emit(type, expression, name: name, into: &printer)
        }
    }

    private func emit(_ type: String, _ body: String, name: String, into printer: inout SwiftPrinter) {
        printer.documentation(getter.summary)
        if getter.parameters.isEmpty {
            printer.line("\(context.access)var \(name): \(type) { \(body) }")
        } else {
            printer.line("\(context.access)func \(name)\(Signatures.parameterList(getter.parameters, memberName: getter.name.value, withLocation: false)) -> \(type) { \(body) }")
        }
    }
}
