/// Writes a check as a page-object method: an assertion reported at the test's line, returning
/// the page object so the chain goes on; and the assertion alone, for styles that ask it elsewhere.
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

    /// The statements that assert, at `file`/`line`, with the check's parameters in scope.
    var assertion: [String] {
        let elements = ElementExpressions(context: context, receiver: receiver)
        let at = "file: file, line: line"
        let prefix = "\\(Self.self).\(SwiftNames.escaped(check.name.value))"
        let elementName = SwiftNames.escaped(check.assertion.element.name)
        switch check.assertion {
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
        case .isEnabled(let use, let expected):
            return [Self.flag("isEnabled", of: elements.single(use), expected: expected, prefix: prefix, elementName: elementName, at: at)]
        case .isSelected(let use, let expected):
            return [Self.flag("isSelected", of: elements.single(use), expected: expected, prefix: prefix, elementName: elementName, at: at)]
        }
    }

    private static func flag(_ property: String, of element: String, expected: Bool, prefix: String, elementName: String, at: String) -> String {
        "\(expected ? "XCTAssertTrue" : "XCTAssertFalse")(\(element).\(property), \"\(prefix): '\(elementName)' \(property) is not \(expected)\", \(at))"
    }

    /// The label, or the value as a String.
    static func text(_ attribute: TextAttribute, of element: String) -> String {
        attribute == .label ? "\(element).label" : "(\(element).value as? String) ?? \"\""
    }
}

/// Writes a getter: what the user can read, without asserting.
struct GetterRenderer {
    let getter: Resolved.Getter
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        let elements = ElementExpressions(context: context)
        let name = SwiftNames.member(getter.name.value)
        let (type, expression): (String, String)
        switch getter.reading {
        case .text(let attribute, let use): (type, expression) = ("String", CheckRenderer.text(attribute, of: elements.single(use)))
        case .exists(let use): (type, expression) = ("Bool", "\(elements.single(use)).exists")
        case .count(let use): (type, expression) = ("Int", "\(elements.use(use)).count")
        case .isEnabled(let use): (type, expression) = ("Bool", "\(elements.single(use)).isEnabled")
        case .isSelected(let use): (type, expression) = ("Bool", "\(elements.single(use)).isSelected")
        }
        printer.documentation(getter.summary)
        if getter.parameters.isEmpty {
            printer.line("\(context.access)var \(name): \(type) { \(expression) }")
        } else {
            printer.line("\(context.access)func \(name)\(Signatures.parameterList(getter.parameters, memberName: getter.name.value, withLocation: false)) -> \(type) { \(expression) }")
        }
    }
}

extension GetterRenderer {
    /// The Swift type a reading gives.
    static func type(of reading: Resolved.Reading) -> String {
        switch reading {
        case .text: "String"
        case .exists, .isEnabled, .isSelected: "Bool"
        case .count: "Int"
        }
    }
}
