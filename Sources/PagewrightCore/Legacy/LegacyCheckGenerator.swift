/// Writes a check: an assertion reported at the test's line, returning the page object so the
/// chain goes on.
struct LegacyCheckGenerator {
    let check: CheckSpec
    let page: PageSpec
    let context: LegacyEmitContext
    /// How the assertion reaches elements (see `LegacyMemberSupport.receiver`).
    var receiver: (_ element: String) -> String = { _ in "self." }

    func print(into printer: inout LegacySwiftPrinter) {
        let support = LegacyMemberSupport(page: page, context: context, receiver: receiver)
        let name = SwiftNames.member(check.name.value)
        printer.documentation(check.summary)
        printer.line("@discardableResult")
        printer.block("\(context.access)func \(name)\(support.parameterList(check.params, memberName: check.name.value)) -> Self") { p in
            p.block("self.activity(\(SwiftNames.literal("check " + check.name.value)))") { p in
                p.lines(assertion(support))
            }
            p.line("return self")
        }
    }

    /// The statements that assert, at `file`/`line`, with the check's parameters in scope.
    var assertion: [String] { assertion(LegacyMemberSupport(page: page, context: context, receiver: receiver)) }

    private func assertion(_ support: LegacyMemberSupport) -> [String] {
        let at = "file: file, line: line"
        let prefix = "\\(Self.self).\(SwiftNames.escaped(check.name.value))"
        let elementName = SwiftNames.escaped(check.assertion.element.name.value)
        switch check.assertion {
        case .exists(let reference):
            let element = support.singleElement(reference, memberParams: check.params)
            return ["XCTAssertTrue(\(element).waitForExistence(timeout: WaitingTime.\(SwiftNames.member(Settings.defaultWaitName)).seconds), \"\(prefix): '\(elementName)' does not exist\", \(at))"]
        case .notExists(let reference):
            let element = support.singleElement(reference, memberParams: check.params)
            return ["XCTAssertTrue(\(element).waitForNonExistence(timeout: WaitingTime.\(SwiftNames.member(Settings.defaultWaitName)).seconds), \"\(prefix): '\(elementName)' still exists\", \(at))"]
        case .text(let attribute, let reference, let comparison, let expected):
            let element = support.singleElement(reference, memberParams: check.params)
            let actual = attribute == .label ? "\(element).label" : "(\(element).value as? String) ?? \"\""
            let value = legacyInterpolated(expected, params: check.params)
            switch comparison {
            case .equals:
                return ["XCTAssertEqual(\(actual), \(value), \"\(prefix): \(attribute.rawValue) of '\(elementName)'\", \(at))"]
            case .contains:
                return ["let actual = \(actual)",
                        "let expected = \(value)",
                        "XCTAssertTrue(actual.contains(expected), \"\(prefix): \(attribute.rawValue) of '\(elementName)' is \\\"\\(actual)\\\", which does not contain \\\"\\(expected)\\\"\", \(at))"]
            }
        case .count(let reference, let expected):
            let query = support.elementExpression(reference, memberParams: check.params).expression
            let value: String
            switch expected {
            case .literal(let number): value = "\(number)"
            case .parameter(let name): value = SwiftNames.parameter(name.value)
            }
            return ["XCTAssertEqual(\(query).count, \(value), \"\(prefix): number of '\(elementName)'\", \(at))"]
        case .isEnabled(let reference, let expected), .isSelected(let reference, let expected):
            let element = support.singleElement(reference, memberParams: check.params)
            let property: String
            if case .isEnabled = check.assertion { property = "isEnabled" } else { property = "isSelected" }
            let verb = expected ? "XCTAssertTrue" : "XCTAssertFalse"
            return ["\(verb)(\(element).\(property), \"\(prefix): '\(elementName)' \(property) is not \(expected)\", \(at))"]
        }
    }
}

/// Writes a getter: what the user can read, without asserting.
struct LegacyGetterGenerator {
    let getter: GetterSpec
    let page: PageSpec
    let context: LegacyEmitContext

    func print(into printer: inout LegacySwiftPrinter) {
        let support = LegacyMemberSupport(page: page, context: context)
        let name = SwiftNames.member(getter.name.value)
        let (type, expression): (String, String)
        switch getter.reading {
        case .text(let attribute, let reference):
            let element = support.singleElement(reference, memberParams: getter.params)
            type = "String"
            expression = attribute == .label ? "\(element).label" : "(\(element).value as? String) ?? \"\""
        case .exists(let reference):
            type = "Bool"
            expression = "\(support.singleElement(reference, memberParams: getter.params)).exists"
        case .count(let reference):
            type = "Int"
            expression = "\(support.elementExpression(reference, memberParams: getter.params).expression).count"
        case .isEnabled(let reference):
            type = "Bool"
            expression = "\(support.singleElement(reference, memberParams: getter.params)).isEnabled"
        case .isSelected(let reference):
            type = "Bool"
            expression = "\(support.singleElement(reference, memberParams: getter.params)).isSelected"
        }
        printer.documentation(getter.summary)
        if getter.params.isEmpty {
            printer.line("\(context.access)var \(name): \(type) { \(expression) }")
        } else {
            printer.line("\(context.access)func \(name)\(support.parameterList(getter.params, memberName: getter.name.value, withLocation: false)) -> \(type) { \(expression) }")
        }
    }
}
