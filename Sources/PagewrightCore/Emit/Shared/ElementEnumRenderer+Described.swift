/// The described form of a locator enum: one switch saying how each element is found
/// (`.identifier(.cell, "Saved.cell").inside(Element.list).at(position)`), which the runtime's
/// `PagewrightDescribedElement` turns into `rawValue`, `query(_:)` and `locator(_:)`. For an enum
/// that `PagewrightElement` cannot state (parameters, predicates, filters, an index, a container in
/// another page) and that needs nothing the description cannot say (device variants, localised
/// texts looked up on the device, `notContaining`, a `containing` that depends on an optional
/// parameter); those keep the spelled-out switches.
extension ElementEnumRenderer {
    /// Each element's `found` expression, or nil when any element needs the spelled-out form.
    func findings() -> [SwiftPrinter.Code]? {
        guard !elements.isEmpty else { return nil }
        var result: [SwiftPrinter.Code] = []
        for element in elements {
            guard let finding = finding(element) else { return nil }
            result.append(finding)
        }
        return result
    }

    /// `.identifier(.cell, "RefineSearch.filter.\(group)").matching("label == %@ OR value == %@", title)`.
    func finding(_ element: Resolved.Element) -> SwiftPrinter.Code? {
        let locator = element.locator
        guard element.variants.isEmpty, !Self.asksTheDevice(element), locator.notContaining.isEmpty,
              locator.containing.allSatisfy({ $0.optionalParameters.isEmpty }) else { return nil }
        let rawValue = rawValueExpression(element)
        // Built as bytes (`SwiftPrinter.Code`), each step appended without a `String` between.
        var finding: SwiftPrinter.Code
        if locator.pick == .context {
            // An element of type `application` is the app it is asked of.
            guard locator.elementType == "application", case .none = locator.matching, !locator.direct,
                  case .context = locator.scope, locator.filters.isEmpty, locator.containing.isEmpty,
                  rawValue == SwiftNames.literal("application") else { return nil }
            return ".application"
        }
        let type = XCUITestVocabulary.queryProperty(for: locator.elementType) == nil
            ? (locator.elementType == "application" ? ".application" : ".any") : "." + SwiftNames.elementType(locator.elementType)
        switch locator.matching {
        case .identifier: finding = ".identifier(\(type), \(rawValue))"
        case .label(let text):
            finding = isDescribed(element) ? ".label(\(type), \(SwiftValues.text(text))).named(\(rawValue))" : ".label(\(type), \(rawValue))"
        case .predicate(let predicate): finding = ".predicate(\(type), \(rawValue), \(SwiftValues.predicate(predicate)))"
        case .none: finding = ".type(\(type), \(rawValue))"
        }
        if case .container(let ref, let forwarding, let every) = locator.scope {
            let container = expressions.caseExpression(ref, hasParameters: !forwarding.isEmpty, forwarding: forwarding)
            finding += every ? ".insideEvery(\(container))" : ".inside(\(container))"
        }
        if locator.direct { finding += ".children" }
        for containing in locator.containing { finding += ".containing(\(Self.containingArguments(containing)))" }
        for filter in locator.filters {
            let name = SwiftNames.parameter(filter.parameter)
            let format = SwiftNames.literal(filter.attributes.map { "\($0.rawValue) == %@" }.joined(separator: " OR "))
            if filter.type == .bool, filter.attributes.allSatisfy({ $0 == .value }) {
                // A switch reports its value as "1" or "0".
                finding += ".matching(\(format), switchedOn: \(name))"
            } else if filter.type == .bool, filter.attributes.contains(.value) {
                return nil
            } else if !filter.isOptional || filter.type == .string {
                finding += ".matching(\(format), \(filter.isOptional ? name : SwiftValues.stringValue(of: filter.parameter, type: filter.type)))"
            } else {
                return nil
            }
        }
        switch locator.pick {
        case .first, .all: break
        case .unique: finding += ".only"
        case .index(let index): finding += ".at(\(index))"
        case .indexParameter(let parameter, let isOptional, let isUnsigned):
            guard !(isOptional && isUnsigned) else { return nil }
            let name = SwiftNames.parameter(parameter)
            finding += ".at(\(isUnsigned ? "Int(\(name))" : name))"
        case .context: return nil
        }
        return finding
    }

    /// The identifier a snapshot answers for as `PagewrightFinding.snapshotIdentifier` states it,
    /// when it is a literal: found by identifier from the context, narrowed no further.
    static func describedSnapshotIdentifier(_ element: Resolved.Element) -> String? {
        let locator = element.locator
        guard case .identifier = locator.matching, case .context = locator.scope, !locator.direct,
              locator.filters.isEmpty, locator.containing.isEmpty, case .text(let text) = element.rawValue else { return nil }
        return text.literal
    }

    /// `enum Element: PagewrightDescribedElement`: the cases, then one switch of how each is found.
    func printDescribed(_ findings: [SwiftPrinter.Code], into printer: inout SwiftPrinter) {
        let access = context.access
        // What the enum offers is `PagewrightDescribedElement`'s, documented there.
        let none = elements.allSatisfy { $0.parameters.isEmpty } ? Self.noneCase : nil
        printer.block("\(access)enum \(typeName): \(RuntimeAPI.describedElement)", first: none) { p in
            for element in elements {
                p.documentation(element.summary)
                if element.parameters.isEmpty { p.line("case ", SwiftNames.member(element.name)) } else { p.line(caseDeclaration(element)) }
            }
            p.line()
            p.block("\(access)var found: \(RuntimeAPI.finding)") { p in
                // `return` in each case: a switch statement type-checks faster than a switch expression.
                p.line("switch self {")
                for (element, finding) in zip(elements, findings) {
                    p.beginLine()
                    if element.parameters.isEmpty {
                        // `case .name: return …`: nothing to bind, so no set of what is read.
                        p.append("case .")
                        p.append(SwiftNames.member(element.name))
                        p.append(":")
                    } else {
                        p.append(casePattern(element, binding: rawValueParameters(element).union(queryParameters(element)).union(locatorParameters(element))))
                    }
                    p.append(" return ")
                    p.append(finding)
                    p.endLine()
                }
                p.line("}")
            }
            printConstants(into: &p)
        }
    }
}
