/// Writes a check as a page-object method: its assertions, each polling until it holds or its
/// waiting time runs out and reported at the test's line, returning the page object so the chain
/// goes on; and the assertions alone, for styles that ask them elsewhere.
struct CheckRenderer {
    let check: Resolved.Check
    let context: RenderContext
    var receiver: Receiver = selfReceiver
    /// What asks the check: the page object itself, or (Screenplay) the screen's Actions.
    var checker = "self"
    /// The type a failure names before the check's name, written out (the Screenplay Question,
    /// `Vacancy`) where it is known, rather than `\(Self.self)`: the same words, and no
    /// interpolation for the type checker to solve in every question.
    var owner: String?

    /// `Vacancy` (the owner, written out) or `\(Self.self)`, inside a string literal.
    private var ownerText: String { owner.map { SwiftNames.escaped($0.replacingOccurrences(of: "`", with: "")) } ?? "\\(Self.self)" }

    func print(into printer: inout SwiftPrinter) {
        printer.documentation(check.summary)
        printer.beginLine()
        printer.append("@discardableResult ")
        printer.append(context.access)
        printer.append("func ")
        printer.append(SwiftNames.member(check.name.value))
        Signatures.appendParameterList(check.parameters, memberName: check.name.value, into: &printer)
        printer.append(" -> Self")
        let dispatch = adopterDispatch
        // One runtime call is the whole method, on its line.
        if dispatch.isEmpty, appendRuntimeCheck(into: &printer) { return }
        printer.append(" {")
        printer.endLine()
        // `block(signature)`'s body, the signature having been written in parts.
        printer.indented { p in
            p.lines(dispatch)
            p.block("self.activity(\(SwiftNames.literal("check " + check.name.value)))") { p in
                p.lines(assertion)
            }
            p.line("return self")
        }
        printer.line("}")
    }

    /// Ends the signature's line with ` { call }` and returns true when the check is one runtime
    /// call naming the element's case (or, for any other element of the screen, the element and
    /// its name), without a count, a repetition, a reveal or the team's own words:
    /// `self.check("errorIsShown", Element.error, .exists, file: file, line: line)`.
    private func appendRuntimeCheck(into p: inout SwiftPrinter) -> Bool {
        // A reveal swipes before the assertion: only the statement form says it.
        guard check.assertions.count == 1, check.forEach == nil, check.message == nil, check.reveal == nil, !check.isTimed,
              let assertion = check.assertions.first, !assertion.isAnyOf else { return false }
        let elements = ElementExpressions(context: context, receiver: receiver)
        let use = assertion.element
        let counts: Bool
        switch assertion {
        case .count, .countAtLeast: counts = true
        default: counts = false
        }
        if !counts, elements.hasRuntimeCase(use, owner: check.owner) {
            p.append(" { self.check(")
            p.appendLiteral(check.name.value)
            p.append(", ")
            elements.appendQualifiedCase(use, into: &p)
            p.append(", ")
            p.append(Self.expectation(assertion))
            appendWithin(into: &p)
            p.append(", file: file, line: line) }")
            p.endLine()
            return true
        }
        // Any other element of the screen: the element and its name.
        guard check.owner.kind == .screen, use.elementRef != nil else { return false }
        p.append(" { self.check(")
        p.appendLiteral(check.name.value)
        p.append(", ")
        switch assertion {
        case .count(_, let expected), .countAtLeast(_, let expected):
            p.append("count: ")
            elements.appendUse(use, into: &p)
            p.append(", ")
            p.appendLiteral(use.name)
            p.append(", equals: ")
            p.append(SwiftValues.count(expected))
            if case .countAtLeast = assertion { p.append(", atLeast: true") }
            appendWithin(into: &p)
        default:
            elements.appendSingle(use, into: &p)
            p.append(", ")
            p.appendLiteral(use.name)
            p.append(", ")
            p.append(Self.expectation(assertion))
            appendWithin(into: &p)
            elements.appendQueryArgument(use, application: "self.application", forReadiness: false, into: &p)
        }
        p.append(", file: file, line: line) }")
        p.endLine()
        return true
    }

    /// `, within: .networking` unless the check waits the project's default time.
    private func appendWithin(into p: inout SwiftPrinter) {
        guard check.wait != context.settings.defaultWait else { return }
        p.append(", within: .")
        p.append(Namer.waitCase(check.wait))
    }

    /// The same check asked by the checker (Screenplay): `LoginActions.expect(LoginElements.Element.error, .exists, check: …)`.
    var runtimeAssertion: String? {
        runtimeArguments.map { "\(checker).expect(\($0), check: \"\(ownerText).\(SwiftNames.escaped(check.name.value))\", file: file, line: line)" }
    }

    /// The element's case, the expectation and a waiting time other than the project's default.
    private var runtimeArguments: String? {
        guard check.assertions.count == 1, check.forEach == nil, check.message == nil, check.reveal == nil, !check.isTimed,
              let assertion = check.assertions.first else { return nil }
        switch assertion {
        case .count, .countAtLeast, .anyOf: return nil
        default: break
        }
        guard let enumCase = ElementExpressions(context: context, receiver: receiver).runtimeCase(assertion.element, owner: check.owner) else { return nil }
        let within = check.wait == context.settings.defaultWait ? "" : ", within: .\(Namer.waitCase(check.wait))"
        return "\(enumCase), \(Self.expectation(assertion))\(within)"
    }

    /// The statements that assert, at `file`/`line`, with the check's parameters in scope: each
    /// assertion in turn (each failing one reported), once per item with `forEach`.
    var assertion: [String] {
        var lines: [String] = []
        for assertion in check.assertions {
            // Each assertion's locals live in a block of their own when there are several.
            let statements = self.statements(assertion)
            if check.assertions.count > 1 && statements.count > 1 && !assertion.isAnyOf {
                lines += ["do {"] + statements.map { "    " + $0 } + ["}"]
            } else {
                lines += statements
            }
        }
        guard let forEach = check.forEach else { return lines }
        let list = SwiftValues.reference(forEach.list, path: forEach.path)
        return ["for \(SwiftNames.parameter(forEach.variable)) in \(list) {"] + lines.map { "    " + $0 } + ["}"]
    }

    /// One assertion.
    private func statements(_ assertion: Resolved.Assertion) -> [String] {
        let elements = ElementExpressions(context: context, receiver: receiver)
        let use = assertion.element
        let name = SwiftNames.literal(use.name)
        let within = "within: .\(Namer.waitCase(check.wait))"
        // The team's words for a failure come first: "<message> — Screen.check: what failed".
        let words = check.message.map { SwiftValues.interpolated($0) + " — " } ?? ""
        let tail = "check: \"\(words)\(ownerText).\(SwiftNames.escaped(check.name.value))\", file: file, line: line"
        // `reveal`: swiped into view first; if it never is, the assertion says what is wrong.
        var reveal: [String] = []
        if let swipes = check.reveal, !assertion.revealsNothing {
            let ways = swipes.directions.map { "." + $0.rawValue }.joined(separator: ", ")
            reveal = ["_ = \(RuntimeAPI.steps).reveal(\(elements.single(use)), in: \(elements.single(swipes.container)), swiping: [\(ways)], maxSwipes: \(swipes.maxSwipes))"]
        }
        // `settle`: what the assertion reads stays the same for a while before it is judged.
        // (an `anyOf`: what each alternative reads.)
        let settle = check.settle.map { quiet in
            assertion.alternatives.map { WaitingRenderer.settle($0, quiet: quiet, checker: checker, within: within, elements: elements) }
        } ?? []
        return reveal + settle + assertionStatements(assertion, elements: elements, name: name, within: within, tail: tail)
    }

    private func assertionStatements(_ assertion: Resolved.Assertion, elements: ElementExpressions, name: String, within: String, tail: String) -> [String] {
        let use = assertion.element
        switch assertion {
        case .count(_, let expected):
            return ["\(checker).expectCount(\(elements.use(use)), \(name), equals: \(SwiftValues.count(expected)), \(within), \(tail))"]
        case .countAtLeast(_, let minimum):
            return ["\(checker).expectCount(\(elements.use(use)), \(name), equals: \(SwiftValues.count(minimum)), atLeast: true, \(within), \(tail))"]
        case .anyOf(let alternatives):
            return AnyOfRenderer(checker: checker, elements: elements).statements(alternatives, within: within, tail: tail)
        default:
            // `throughout`: it must hold at every look for the whole wait.
            if check.throughout {
                return ["\(checker).expectThroughout(\(elements.single(use)), \(name), \(Self.expectation(assertion)), \(within), \(tail))"]
            }
            let unique = elements.queryArgument(use, application: "\(checker).application", forReadiness: false)
            return ["\(checker).expect(\(elements.single(use)), \(name), \(Self.expectation(assertion)), \(within)\(unique), \(tail))"]
        }
    }

    /// The `PagewrightCheck.Expectation` an assertion polls for.
    static func expectation(_ assertion: Resolved.Assertion) -> String {
        switch assertion {
        case .exists: return ".exists"
        case .notExists: return ".notExists"
        case .text(let attribute, _, let comparison, let expected, let ignoring):
            return Self.textExpectation(attribute, comparison, Self.expectedText(expected, attribute: attribute, asArgument: true), ignoring: ignoring)
        case .value(_, let expected): return Self.valueExpectation(expected)
        case .isEnabled(_, let expected): return ".isEnabled(\(expected))"
        case .isSelected(_, let expected): return ".isSelected(\(expected))"
        case .isHittable(_, let expected): return ".isHittable(\(expected))"
        case .count, .countAtLeast, .anyOf: return ""
        }
    }

    /// A Bool compared with a switch's `value` is "1" or "0", as switches report it: in checks,
    /// step conditions and getters alike. In parentheses unless it is an argument of its own.
    static func expectedText(_ text: Resolved.Text, attribute: TextAttribute, asArgument: Bool = false) -> String {
        if attribute == .value, let sole = text.soleParameter, sole.type == .bool {
            let choice = "\(SwiftValues.reference(sole.name, path: sole.path)) ? \"1\" : \"0\""
            return asArgument ? choice : "(\(choice))"
        }
        return SwiftValues.text(text)
    }

    /// The label, title, value or placeholder as a String, read now through one snapshot
    /// (`PagewrightCheck.read`): an element that is not there reads as "", where an attribute read
    /// would be a read Apple does not define for a missing element.
    static func text(_ attribute: TextAttribute, of element: String) -> String {
        "\(RuntimeAPI.check).read(.\(attribute.rawValue), of: \(element))"
    }

    /// `actual == expected`, or `actual.contains(expected)`; an `actual` ending in `?? ""` goes
    /// in parentheses (it would take the call, and reads ambiguously before `==`).
    static func compare(_ actual: String, _ comparison: Assertion.Comparison, _ expected: String) -> String {
        let operand = actual.contains("??") ? "(\(actual))" : actual
        switch comparison {
        case .equals: return "\(operand) == \(expected)"
        case .contains: return operand + ".contains(\(expected))"
        }
    }
}

/// Writes a getter: what the user can read, at once, or, with a waiting time, once its element
/// exists.
struct GetterRenderer {
    let getter: Resolved.Getter
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        let name = SwiftNames.member(getter.name.value)
        let elements = ElementExpressions(context: context)
        if getter.required, case .index(let use, let among) = getter.reading {
            return printRequiredIndex(of: use, among: among, name: name, elements: elements, into: &printer)
        }
        let (type, wait, value) = Self.waitedReading(getter.reading, wait: getter.wait, elements: elements)
        emit(type, wait.map { "\($0); return \(value)" } ?? value, name: name, into: &printer)
    }

    /// A reading with a waiting time (a getter's, an action's `returns`): first wait for its
    /// element (a collection's first match) to exist, then read; `exists` is the wait itself.
    static func waitedReading(_ reading: Resolved.Reading, wait: String?, elements: ElementExpressions)
        -> (type: String, wait: String?, value: String) {
        let (type, expression) = Self.reading(reading, elements: elements)
        guard let wait else { return (type, nil, expression) }
        let timeout = "timeout: \(Signatures.waitingTime(wait)).seconds"
        switch reading {
        case .exists(let use):
            return (type, nil, "\(elements.single(use)).waitForExistence(\(timeout))")
        case .count(let use):
            return (type, "_ = \(elements.use(use)).firstMatch.waitForExistence(\(timeout))", expression)
        case .text(_, let use, _), .matches(_, let use, _, _, _), .value(let use, _), .valueMatches(let use, _), .isEnabled(let use), .isSelected(let use),
             .isHittable(let use), .index(let use, _):
            return (type, "_ = \(elements.single(use)).waitForExistence(\(timeout))", expression)
        }
    }

    /// `"required": true`: a method (it fails at the test's line, so it takes the line) that waits
    /// within the getter's waiting time, or the project's default, for the element to be one of
    /// the collection's matches, and gives its index.
    private func printRequiredIndex(of use: Resolved.ElementUse, among: Resolved.ElementUse, name: String, elements: ElementExpressions,
                                    into printer: inout SwiftPrinter) {
        let wait = Signatures.waitingTime(getter.wait ?? context.settings.defaultWait)
        let call = "\(RuntimeAPI.check).requiredIndex(of: \(elements.single(use)), \(SwiftNames.literal(use.name)), among: \(elements.use(among)), "
            + "\(SwiftNames.literal(among.name)), within: \(wait), in: self.application, getter: \"\\(Self.self).\(SwiftNames.escaped(getter.name.value))\", file: file, line: line)"
        printer.documentation(getter.summary)
        printer.line("\(context.access)func \(name)\(Signatures.parameterList(getter.parameters, memberName: getter.name.value)) -> UInt { \(call) }")
    }

    /// What a getter is declared as in a trait's protocol.
    static func requirement(_ getter: Resolved.Getter, context: RenderContext) -> String {
        let name = SwiftNames.member(getter.name.value)
        if getter.required {
            return "func \(name)\(Signatures.parameterList(getter.parameters, memberName: getter.name.value, requirement: true)) -> UInt"
        }
        let type = reading(getter.reading, elements: ElementExpressions(context: context)).type
        guard !getter.parameters.isEmpty else { return "var \(name): \(type) { get }" }
        return "func \(name)\(Signatures.parameterList(getter.parameters, memberName: getter.name.value, withLocation: false, requirement: true)) -> \(type)"
    }

    private func emit(_ type: String, _ body: String, name: String, into printer: inout SwiftPrinter) {
        printer.documentation(getter.summary)
        if getter.parameters.isEmpty {
            printer.line("\(context.access)var \(name): \(type) { \(body) }")
        } else {
            printer.line("\(context.access)func \(name)\(Signatures.parameterList(getter.parameters, memberName: getter.name.value, withLocation: false)) -> \(type) { \(body) }")
        }
    }

    /// The Swift type a reading gives, and the expression that reads it.
    static func reading(_ reading: Resolved.Reading, elements: ElementExpressions) -> (type: String, expression: String) {
        switch reading {
        case .text(let attribute, let use, let ignoring) where !ignoring.isEmpty:
            ("String", "\(RuntimeAPI.check).read(.\(attribute.rawValue), of: \(elements.single(use)), ignoring: \(CheckRenderer.ignoring(ignoring)))")
        case .text(let attribute, let use, _): ("String", CheckRenderer.text(attribute, of: elements.single(use)))
        case .matches(let attribute, let use, let comparison, let text, let ignoring) where !ignoring.isEmpty:
            ("Bool", CheckRenderer.holdsNow(CheckRenderer.textExpectation(attribute, comparison, CheckRenderer.expectedText(text, attribute: attribute, asArgument: true), ignoring: ignoring),
                                            of: elements.single(use)))
        case .matches(let attribute, let use, let comparison, let text, _):
            ("Bool", CheckRenderer.compare(CheckRenderer.text(attribute, of: elements.single(use)), comparison, CheckRenderer.expectedText(text, attribute: attribute)))
        case .value(let use, .number): ("Double?", "\(RuntimeAPI.check).number(ofValueOf: \(elements.single(use)))")
        case .value(let use, .bool): ("Bool?", "\(RuntimeAPI.check).bool(ofValueOf: \(elements.single(use)))")
        case .valueMatches(let use, let expected): ("Bool", CheckRenderer.holdsNow(CheckRenderer.valueExpectation(expected), of: elements.single(use)))
        case .exists(let use): ("Bool", "\(elements.single(use)).exists")
        case .count(let use): ("Int", "\(elements.use(use)).count")
        case .isEnabled(let use): ("Bool", "\(RuntimeAPI.check).isEnabled(\(elements.single(use)))")
        case .isSelected(let use): ("Bool", "\(RuntimeAPI.check).isSelected(\(elements.single(use)))")
        case .isHittable(let use): ("Bool", "\(elements.single(use)).isHittable")
        case .index(let use, let among): ("UInt?", "\(RuntimeAPI.check).index(of: \(elements.single(use)), among: \(elements.use(among)))")
        }
    }

    /// What a reading's type starts as before it is read (an action that returns it may stop
    /// early when an element never appears; the failure is reported already).
    static func initialValue(_ type: String) -> String {
        switch type {
        case "String": "\"\""
        case "Int": "0"
        case "UInt?", "Double?", "Bool?": "nil"
        default: "false"
        }
    }
}
