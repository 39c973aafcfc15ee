/// The described form of a locator enum: one switch saying how each element is found
/// (`.identifier(.cell, "Saved.cell").inside(Element.list).at(position)`), which the runtime's
/// `PagewrightDescribedElement` turns into `rawValue`, `query(_:)` and `locator(_:)`. For an enum
/// that `PagewrightElement` cannot state (parameters, predicates, filters, an index, a container in
/// another page) and that needs nothing the description cannot say (device variants, localised
/// texts looked up on the device, `notContaining`, a `containing` that depends on an optional
/// parameter); those keep the spelled-out switches.
extension ElementEnumRenderer {
    /// Whether every element's finding can be stated, asked before anything is written so that
    /// each finding is then appended straight into the file.
    func canDescribe() -> Bool {
        !elements.isEmpty && elements.allSatisfy(hasFinding)
    }

    /// Whether `appendFinding` can state the element: what it cannot say sends the whole enum to
    /// the spelled-out form.
    func hasFinding(_ element: Resolved.Element) -> Bool {
        let locator = element.locator
        guard element.variants.isEmpty, !Self.asksTheDevice(element), locator.notContaining.isEmpty, !locator.isPickedByWalk,
              locator.containing.allSatisfy({ $0.optionalParameters.isEmpty }) else { return false }
        if locator.pick == .context {
            // An element of type `application` is the app it is asked of.
            guard locator.elementType == "application", case .none = locator.matching, !locator.direct,
                  case .context = locator.scope, locator.filters.isEmpty, locator.containing.isEmpty else { return false }
            return rawValueExpression(element) == SwiftNames.literal("application")
        }
        for filter in locator.filters {
            // A switch reports its value as "1" or "0": a Bool compared with `value` alone is stated.
            if filter.type == .bool, filter.attributes.allSatisfy({ $0 == .value }) { continue }
            if filter.type == .bool, filter.attributes.contains(.value) { return false }
            if !filter.isOptional || filter.type == .string { continue }
            return false
        }
        if case .indexParameter(_, let isOptional, let isUnsigned) = locator.pick, isOptional && isUnsigned { return false }
        return true
    }

    /// `.identifier(.cell, "RefineSearch.filter.\(group)").matching("label == %@ OR value == %@", title)`,
    /// appended to the current line in parts, for an element `hasFinding` accepts.
    func appendFinding(_ element: Resolved.Element, into p: inout SwiftPrinter) {
        let locator = element.locator
        if locator.pick == .context { return p.append(".application") }
        let known = XCUITestVocabulary.queryProperty(for: locator.elementType) != nil
        func appendType(_ p: inout SwiftPrinter) {
            if known {
                p.append(".")
                p.append(SwiftNames.elementType(locator.elementType))
            } else {
                p.append(locator.elementType == "application" ? ".application" : ".any")
            }
        }
        switch locator.matching {
        case .label(let text) where isDescribed(element):
            // Found by its label; the raw value says what it is.
            p.append(".label(")
            appendType(&p)
            p.append(", ")
            SwiftValues.appendText(text, into: &p)
            p.append(").named(")
            appendRawValue(element, into: &p)
            p.append(")")
        default:
            switch locator.matching {
            case .identifier: p.append(".identifier(")
            case .label: p.append(".label(")
            case .predicate: p.append(".predicate(")
            case .none: p.append(".type(")
            }
            appendType(&p)
            p.append(", ")
            appendRawValue(element, into: &p)
            if case .predicate(let predicate) = locator.matching {
                p.append(", ")
                p.append(SwiftValues.predicate(predicate))
            }
            p.append(")")
        }
        if case .container(let ref, let forwarding, let every) = locator.scope {
            p.append(every ? ".insideEvery(" : ".inside(")
            expressions.appendCaseExpression(ref, hasParameters: !forwarding.isEmpty, forwarding: forwarding, into: &p)
            p.append(")")
        }
        if locator.direct { p.append(".children") }
        for containing in locator.containing {
            p.append(".containing(")
            p.append(Self.containingArguments(containing))
            p.append(")")
        }
        for filter in locator.filters {
            let name = SwiftNames.parameter(filter.parameter)
            p.append(".matching(\"")
            for (offset, attribute) in filter.attributes.enumerated() {
                if offset > 0 { p.append(" OR ") }
                p.append(attribute.rawValue)
                p.append(" == %@")
            }
            p.append("\", ")
            if filter.type == .bool, filter.attributes.allSatisfy({ $0 == .value }) {
                // A switch reports its value as "1" or "0".
                p.append("switchedOn: ")
                p.append(name)
            } else {
                p.append(filter.isOptional ? name : SwiftValues.stringValue(of: filter.parameter, type: filter.type))
            }
            p.append(")")
        }
        switch locator.pick {
        // A match the runtime walks for is never described (`isDescribable`).
        case .first, .all, .context, .last: break
        case .unique: p.append(".only")
        case .index(let index):
            p.append(".at(")
            p.append(index)
            p.append(")")
        case .indexParameter(let parameter, _, let isUnsigned):
            let name = SwiftNames.parameter(parameter)
            p.append(isUnsigned ? ".at(Int(" : ".at(")
            p.append(name)
            p.append(isUnsigned ? "))" : ")")
        }
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
    /// Only for elements `canDescribe()` accepts.
    func printDescribed(into printer: inout SwiftPrinter) {
        let access = context.access
        // What the enum offers is `PagewrightDescribedElement`'s, documented there.
        printer.block("\(access)enum \(typeName): \(RuntimeAPI.describedElement)") { p in
            for element in elements {
                p.documentation(element.summary)
                p.beginLine()
                appendCaseDeclaration(element, into: &p)
                p.endLine()
            }
            p.line()
            p.block("\(access)var found: \(RuntimeAPI.finding)") { p in
                // `return` in each case: a switch statement type-checks faster than a switch expression.
                p.line("switch self {")
                for element in elements {
                    p.beginLine()
                    // `case .name: return …`, or with the parameters the finding reads bound.
                    appendDescribedCasePattern(element, into: &p)
                    p.append(" return ")
                    appendFinding(element, into: &p)
                    p.endLine()
                }
                p.line("}")
            }
            printConstants(into: &p)
        }
    }
}
