/// Writes a check as a page-object method: its assertions reported at the test's line,
/// returning the page object so the chain goes on; and the assertions alone, for styles that
/// ask them elsewhere.
struct CheckRenderer {
    let check: Resolved.Check
    let context: RenderContext
    var receiver: Receiver = selfReceiver

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

    /// The statements that assert, at `file`/`line`, with the check's parameters in scope: each
    /// assertion in turn (each failing one reported), once per item with `forEach`.
    var assertion: [String] {
        var lines: [String] = []
        for assertion in check.assertions {
            // Each assertion's locals live in a block of their own when there are several.
            let statements = self.statements(assertion)
            if check.assertions.count > 1 && statements.count > 1 {
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
        let at = "file: file, line: line"
        let prefix = "\\(Self.self).\(SwiftNames.escaped(check.name.value))"
        let elementName = SwiftNames.escaped(assertion.element.name)
        switch assertion {
        case .exists(let use, let wait):
            return ["XCTAssertTrue(\(elements.single(use)).waitForExistence(timeout: \(Signatures.waitingTime(wait)).seconds), \"\(prefix): '\(elementName)' does not exist\", \(at))"]
        case .notExists(let use, let wait):
            return ["XCTAssertTrue(\(elements.single(use)).waitForNonExistence(timeout: \(Signatures.waitingTime(wait)).seconds), \"\(prefix): '\(elementName)' still exists\", \(at))"]
        case .text(let attribute, let use, let comparison, let expected):
            let actual = Self.text(attribute, of: elements.single(use))
            let value = SwiftValues.text(expected)
            switch comparison {
            case .equals:
                return ["XCTAssertEqual(\(actual), \(value), \"\(prefix): \(attribute.rawValue) of '\(elementName)'\", \(at))"]
            case .contains:
                return ["let actual = \(actual)",
                        "let expected = \(value)",
                        "XCTAssertTrue(actual.contains(expected), \"\(prefix): \(attribute.rawValue) of '\(elementName)' is \\\"\\(actual)\\\", which does not contain \\\"\\(expected)\\\"\", \(at))"]
            }
        case .count(let use, let expected):
            return ["XCTAssertEqual(\(elements.use(use)).count, \(SwiftValues.count(expected)), \"\(prefix): number of '\(elementName)'\", \(at))"]
        case .countAtLeast(let use, let minimum):
            return ["XCTAssertGreaterThanOrEqual(\(elements.use(use)).count, \(SwiftValues.count(minimum)), \"\(prefix): number of '\(elementName)'\", \(at))"]
        case .isEnabled(let use, let expected):
            return [Self.flag("isEnabled", of: elements.single(use), expected: expected, prefix: prefix, elementName: elementName, at: at)]
        case .isSelected(let use, let expected):
            return [Self.flag("isSelected", of: elements.single(use), expected: expected, prefix: prefix, elementName: elementName, at: at)]
        case .isHittable(let use, let expected):
            return [Self.flag("isHittable", of: elements.single(use), expected: expected, prefix: prefix, elementName: elementName, at: at)]
        }
    }

    private static func flag(_ property: String, of element: String, expected: Bool, prefix: String, elementName: String, at: String) -> String {
        "\(expected ? "XCTAssertTrue" : "XCTAssertFalse")(\(element).\(property), \"\(prefix): '\(elementName)' \(property) is not \(expected)\", \(at))"
    }

    /// The label or title, or the value or placeholder as a String (`placeholderValue` is a
    /// `String?`: developer.apple.com/documentation/xcuiautomation/xcuielementattributes/placeholdervalue).
    static func text(_ attribute: TextAttribute, of element: String) -> String {
        switch attribute {
        case .label: "\(element).label"
        case .title: "\(element).title"
        case .value: "(\(element).value as? String) ?? \"\""
        case .placeholderValue: "\(element).placeholderValue ?? \"\""
        }
    }
}

/// Writes a getter: what the user can read, without asserting.
struct GetterRenderer {
    let getter: Resolved.Getter
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        let name = SwiftNames.member(getter.name.value)
        let (type, expression) = Self.reading(getter.reading, elements: ElementExpressions(context: context))
        printer.documentation(getter.summary)
        if getter.parameters.isEmpty {
            printer.line("\(context.access)var \(name): \(type) { \(expression) }")
        } else {
            printer.line("\(context.access)func \(name)\(Signatures.parameterList(getter.parameters, memberName: getter.name.value, withLocation: false)) -> \(type) { \(expression) }")
        }
    }

    /// The Swift type a reading gives, and the expression that reads it.
    static func reading(_ reading: Resolved.Reading, elements: ElementExpressions) -> (type: String, expression: String) {
        switch reading {
        case .text(let attribute, let use): ("String", CheckRenderer.text(attribute, of: elements.single(use)))
        case .exists(let use): ("Bool", "\(elements.single(use)).exists")
        case .count(let use): ("Int", "\(elements.use(use)).count")
        case .isEnabled(let use): ("Bool", "\(elements.single(use)).isEnabled")
        case .isSelected(let use): ("Bool", "\(elements.single(use)).isSelected")
        case .isHittable(let use): ("Bool", "\(elements.single(use)).isHittable")
        }
    }

    /// What a reading's type starts as before it is read (an action that returns it may stop
    /// early when an element never appears; the failure is reported already).
    static func initialValue(_ type: String) -> String {
        switch type {
        case "String": "\"\""
        case "Int": "0"
        default: "false"
        }
    }
}
