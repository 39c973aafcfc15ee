extension Validator {
    mutating func checkElements(of page: PageSpec) {
        let visible = index.visibleElements(of: page, memo: memo)
        for (position, element) in page.elements.enumerated() {
            checkIdentifier(element.name, what: "element")
            if !XCUITestVocabulary.isElementType(element.type.value) {
                log.error("'\(element.type.value)' is not an XCUIElement.ElementType\(Suggestions.didYouMean(element.type.value, in: XCUITestVocabulary.elementTypes))",
                          at: element.type.location)
            }
            for child in element.containing + element.notContaining {
                if let type = child.type, !XCUITestVocabulary.isElementType(type.value) {
                    log.error("'\(type.value)' is not an XCUIElement.ElementType\(Suggestions.didYouMean(type.value, in: XCUITestVocabulary.elementTypes))",
                              at: type.location)
                }
            }
            if let container = element.container {
                let key = element.containerKind == .every ? "inAny" : "in"
                if container.value == element.name.value {
                    log.error("element '\(element.name.value)' cannot be '\(key)' itself", at: container.location)
                } else if let found = visible[container.value] {
                    if case .required = found {
                        log.error("element '\(element.name.value)' cannot be '\(key)' '\(container.value)', which each adopter supplies; a trait's elements are found from the application or in the trait's own elements",
                                  at: container.location)
                    } else if element.containerKind == .first, found.spec?.all == true {
                        log.error("element '\(element.name.value)' cannot be 'in' '\(container.value)', which is a collection ('all'); pick one element of it, or search 'inAny' of its elements",
                                  at: container.location)
                    } else if element.containerKind == .every, found.spec?.all == false {
                        log.error("'inAny' searches every element of a collection, but '\(container.value)' is one element; write 'in', or mark '\(container.value)' with \"all\": true",
                                  at: container.location)
                    }
                } else {
                    unknown("element", container, among: visible.keys, on: page)
                }
            }
            checkFinding(element)
            checkPicking(element)
            checkParameters(of: element, at: position, on: page)
            if case .predicate(let template) = element.locator { checkPredicate(template) }
            for child in element.containing + element.notContaining {
                if case .predicate(let template) = child.matching { checkPredicate(template) }
            }
            for variant in element.variants { checkVariant(variant, of: element, on: page, visible: visible) }
        }
        checkContainerCycles(of: page)
        checkVariantContainerCycles(of: page)
        checkIndistinguishableElements(of: page)
    }

    /// `notContaining` on a collection, and `rawValue` on an element whose identifier or
    /// predicate already says what it is, cannot be generated faithfully.
    mutating func checkFinding(_ element: ElementSpec) {
        if element.all, let first = element.notContaining.first {
            log.error("'notContaining' cannot narrow a collection ('all'): no XCUITest query says \"does not contain\", so only one element can be found by walking the matches",
                      at: first.location)
        }
        if let rawValue = element.rawValue {
            switch element.locator {
            case .identifier, .predicate:
                log.error("'rawValue' says what an element found by type alone or by label is; element '\(element.name.value)' is found by its \(element.locator.key), which its rawValue already is",
                          at: rawValue.location)
            case .label, .localizedLabel, .typeOnly:
                break
            }
        }
    }

    /// Placeholders must be declared; declared parameters must be used by a placeholder or a
    /// `match`, not both; parameters never clash with their containers'. A `containing` template
    /// may use an optional parameter: it then narrows the search only when given.
    /// `position`: the element's in the page's `elements`.
    private mutating func checkParameters(of element: ElementSpec, at position: Int, on page: PageSpec) {
        let placeholderTemplate = element.locator.template
        let containingTemplates = element.containing.isEmpty && element.notContaining.isEmpty
            ? [] : (element.containing + element.notContaining).flatMap(\.templates)
        // Its own undeclared `$name`s are reported here, so their stand-ins are left out; its
        // containers' stand it for theirs, which are reported on them. The lists are short:
        // searched, not hashed.
        var effective = index.effectiveParams(ofOwn: position, element, on: page, memo: memo)
        if effective.contains(where: \.isStandIn) {
            let ownTemplates = (placeholderTemplate.map { [$0] } ?? []) + containingTemplates
            effective.removeAll { param in param.isStandIn && ownTemplates.contains { $0.location == param.name.location } }
        }
        if !element.params.isEmpty {
            checkParamTypes(element.params, owner: "element '\(element.name.value)'")
        }
        // Which parameters the templates use is worked out below from the templates themselves.
        if let placeholderTemplate {
            checkTemplate(placeholderTemplate, in: effective) { name in
                "'$\(name)' is used in element '\(element.name.value)' but no parameter '\(name)' is declared"
            }
        }
        for template in containingTemplates {
            checkTemplate(template, in: effective) { name in
                "'$\(name)' is used in element '\(element.name.value)' but no parameter '\(name)' is declared"
            }
        }
        // Nothing below concerns an element without parameters of its own.
        if element.params.isEmpty { return }
        let inherited = effective.dropLast(element.params.count)
        let placeholders = placeholderTemplate?.parameters ?? []
        let inContaining = containingTemplates.flatMap(\.parameters)
        for param in element.params {
            checkIdentifier(param.name, what: "parameter")
            if inherited.contains(where: { !$0.isStandIn && $0.name.value == param.name.value }) {
                log.error("parameter '\(param.name.value)' of element '\(element.name.value)' repeats a parameter of the element it is 'in'", at: param.name.location)
            }
            let filled = placeholders.contains(param.name.value)
            let used = filled || inContaining.contains(param.name.value)
            if used && !param.match.isEmpty {
                log.error("parameter '\(param.name.value)' is both a '$\(param.name.value)' placeholder and matched on \(param.match.map(\.value.rawValue).joined(separator: ", ")); use one or the other",
                          at: param.name.location)
            } else if filled && param.optional {
                log.error("parameter '\(param.name.value)' fills a '$\(param.name.value)' placeholder, so it cannot be optional; optional parameters use 'match' or 'containing'",
                          at: param.name.location)
            } else if !used && param.match.isEmpty {
                log.error("parameter '\(param.name.value)' of element '\(element.name.value)' is declared but never used: write '$\(param.name.value)' in its id, label or predicate, or give it a 'match'",
                          at: param.name.location)
            }
            guard !param.match.isEmpty, let type = resolvedType(param) else { continue }
            if param.match.contains(where: { $0.value == .index }) {
                if type != .int && type != .uint {
                    log.error("parameter '\(param.name.value)' matches 'index', so its type must be Int (or UInt)", at: param.type.location)
                }
                if param.match.count > 1 {
                    log.error("'index' picks the n-th match and cannot be combined with other attributes", at: param.name.location)
                }
            } else if !type.isScalar {
                log.error("parameter '\(param.name.value)' is \(types.describe(type)) and cannot be compared with \(param.match.map(\.value.rawValue).joined(separator: ", ")); match a String, a number, a Bool or an enum",
                          at: param.type.location)
            }
        }
    }

    /// Reports each cycle of `in` once, at the first of its elements in written order. Each element
    /// is walked once: a walk stops at an element an earlier walk has been through.
    private mutating func checkContainerCycles(of page: PageSpec) {
        let visible = index.visibleElements(of: page, memo: memo)
        var done = WalkedNames()
        var cycles: [[String]] = []
        for element in page.elements where element.container != nil && !done.contains(element.name.value) {
            // An element in no other starts no walk, and a walk that reaches one ends there: it
            // is on no cycle, so it is not recorded (which would hash every name of the page).
            var path = WalkedNames()
            path.append(element.name.value)
            var current = element
            while let next = current.container?.value, let spec = visible[next]?.spec, next != current.name.value, !done.contains(next) {
                containerSteps += 1
                if let start = path.place(of: next) {
                    cycles.append(Array(path.names[start...]))
                    break
                }
                path.append(next)
                current = spec
            }
            for name in path.names { done.append(name) }
        }
        if cycles.isEmpty { return }
        let order = Dictionary(page.elements.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for cycle in cycles {
            // Start the cycle at its element written first; one made only of a trait's elements is
            // reported on the trait.
            guard let first = cycle.filter({ order[$0] != nil }).min(by: { order[$0]! < order[$1]! }),
                  let start = cycle.firstIndex(of: first), let element = page.element(named: first) else { continue }
            let rotated = Array(cycle[start...] + cycle[..<start])
            log.error("elements are 'in' each other in a cycle: \((rotated + [first]).joined(separator: " → "))", at: element.container!.location)
        }
    }

    /// Two elements found the same way are certainly a copy-paste slip.
    private mutating func checkIndistinguishableElements(of page: PageSpec) {
        // Each candidate by its position in `elements`: a copy of its spec retained every field.
        var candidates: [(element: Int, id: String)] = []
        candidates.reserveCapacity(page.elements.count)
        for number in page.elements.indices {
            guard case .identifier(let template) = page.elements[number].locator, let id = template.literal else { continue }
            // Only elements without the newer ways of narrowing are compared; those say enough.
            guard page.elements[number].notContaining.isEmpty, !page.elements[number].direct, page.elements[number].containerKind == .first,
                  page.elements[number].containing.allSatisfy({ if case .identifier = $0.matching { true } else { false } }) else { continue }
            candidates.append((number, id))
        }
        guard candidates.count > 1 else { return }
        // Most pages have no two elements with one id: the ids sorted tell, without hashing one,
        // and nothing more is done.
        let ids = candidates.map(\.id).sorted()
        guard zip(ids, ids.dropFirst()).contains(where: { $0 == $1 }) else { return }
        // Only elements with the same id can be found the same way: the full description is
        // written for those alone.
        var elementsWithID: [String: Int] = [:]
        elementsWithID.reserveCapacity(candidates.count)
        for candidate in candidates { elementsWithID[candidate.id, default: 0] += 1 }
        var seen: [String: ElementSpec] = [:]
        for (number, id) in candidates where elementsWithID[id, default: 0] > 1 {
            let element = page.elements[number]
            let containing = element.containing.map { child -> String in
                guard case .identifier(let identifier) = child.matching else { return "" }
                return "\(child.type?.value ?? "")#\(identifier ?? "")"
            }
            let key = [element.type.value, id, element.container?.value ?? "", element.index.map { String($0.value) } ?? "",
                       element.all ? "all" : "", containing.joined(separator: "&"),
                       element.params.map { "\($0.name.value):\($0.match.map(\.value.rawValue))" }.joined(separator: ",")]
                .joined(separator: "\u{1}")
            if let first = seen[key] {
                log.warning(.sameElement, "elements '\(first.name.value)' and '\(element.name.value)' are both a \(element.type.value) with id \"\(id)\"; they find the same element",
                            at: element.name.location)
            } else {
                seen[key] = element
            }
        }
    }
}
