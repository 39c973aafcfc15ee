extension Validator {
    mutating func checkElements(of page: PageSpec) {
        let visible = index.visibleElements(of: page)
        for element in page.elements {
            checkIdentifier(element.name, what: "element")
            if !XCUITestVocabulary.isElementType(element.type.value) {
                log.error("'\(element.type.value)' is not an XCUIElement.ElementType\(Suggestions.didYouMean(element.type.value, in: XCUITestVocabulary.elementTypes))",
                          at: element.type.location)
            }
            if let child = element.containing, !XCUITestVocabulary.isElementType(child.type.value) {
                log.error("'\(child.type.value)' is not an XCUIElement.ElementType\(Suggestions.didYouMean(child.type.value, in: XCUITestVocabulary.elementTypes))",
                          at: child.type.location)
            }
            if let container = element.container {
                if container.value == element.name.value {
                    log.error("element '\(element.name.value)' cannot be 'in' itself", at: container.location)
                } else if let found = visible[container.value] {
                    if case .required = found {
                        log.error("element '\(element.name.value)' cannot be 'in' '\(container.value)', which each adopter supplies; a trait's elements are found from the application or in the trait's own elements",
                                  at: container.location)
                    } else if found.spec?.all == true {
                        log.error("element '\(element.name.value)' cannot be 'in' '\(container.value)', which is a collection ('all'); pick one element of it",
                                  at: container.location)
                    }
                } else {
                    unknown("element", container, among: visible.keys, on: page)
                }
            }
            checkParameters(of: element, on: page)
            if case .predicate(let template) = element.locator { checkPredicate(template) }
        }
        checkContainerCycles(of: page)
        checkIndistinguishableElements(of: page)
    }

    /// Placeholders must be declared; declared parameters must be used by a placeholder or a
    /// `match`, not both; parameters never clash with their containers'.
    private mutating func checkParameters(of element: ElementSpec, on page: PageSpec) {
        var placeholders: [String] = []
        var placeholderLocation = element.location
        switch element.locator {
        case .identifier(let template), .label(let template), .predicate(let template):
            placeholders = template.parameters
            placeholderLocation = template.location
        case .typeOnly:
            break
        }
        let inherited = index.effectiveParams(of: element, on: page).dropLast(element.params.count)
        let inheritedNames = Set(inherited.map(\.name.value))
        let own = Dictionary(element.params.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for name in placeholders where own[name] == nil && !inheritedNames.contains(name) {
            let declared = Array(own.keys) + Array(inheritedNames)
            log.error("'$\(name)' is used in element '\(element.name.value)' but no parameter '\(name)' is declared\(Suggestions.didYouMean(name, in: declared))",
                      at: placeholderLocation)
        }
        for param in element.params {
            checkIdentifier(param.name, what: "parameter")
            if inheritedNames.contains(param.name.value) {
                log.error("parameter '\(param.name.value)' of element '\(element.name.value)' repeats a parameter of the element it is 'in'", at: param.name.location)
            }
            let used = placeholders.contains(param.name.value)
            if used && !param.match.isEmpty {
                log.error("parameter '\(param.name.value)' is both a '$\(param.name.value)' placeholder and matched on \(param.match.map(\.value.rawValue).joined(separator: ", ")); use one or the other",
                          at: param.name.location)
            } else if used && param.optional {
                log.error("parameter '\(param.name.value)' fills a '$\(param.name.value)' placeholder, so it cannot be optional; optional parameters use 'match'",
                          at: param.name.location)
            } else if !used && param.match.isEmpty {
                log.error("parameter '\(param.name.value)' of element '\(element.name.value)' is declared but never used: write '$\(param.name.value)' in its id, label or predicate, or give it a 'match'",
                          at: param.name.location)
            }
            if param.match.contains(where: { $0.value == .index }) {
                if param.type.value != .int {
                    log.error("parameter '\(param.name.value)' matches 'index', so its type must be Int", at: param.type.location)
                }
                if param.match.count > 1 {
                    log.error("'index' picks the n-th match and cannot be combined with other attributes", at: param.name.location)
                }
            }
        }
    }

    /// Reports each cycle of `in` once, at the first of its elements in written order. Each element
    /// is walked once: a walk stops at an element an earlier walk has been through.
    private mutating func checkContainerCycles(of page: PageSpec) {
        let visible = index.visibleElements(of: page)
        let order = Dictionary(page.elements.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var done: Set<String> = []
        var cycles: [[String]] = []
        for element in page.elements where !done.contains(element.name.value) {
            var path: [String] = [element.name.value]
            var position: [String: Int] = [element.name.value: 0]
            var current = element
            while let next = current.container?.value, let spec = visible[next]?.spec, next != current.name.value, !done.contains(next) {
                containerSteps += 1
                if let start = position[next] {
                    cycles.append(Array(path[start...]))
                    break
                }
                position[next] = path.count
                path.append(next)
                current = spec
            }
            done.formUnion(path)
        }
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
        var seen: [String: ElementSpec] = [:]
        for element in page.elements {
            guard case .identifier(let template) = element.locator, let id = template.literal else { continue }
            let key = [element.type.value, id, element.container?.value ?? "", element.index.map { String($0.value) } ?? "",
                       element.all ? "all" : "", element.containing.map { "\($0.type.value)#\($0.identifier ?? "")" } ?? "",
                       element.params.map { "\($0.name.value):\($0.match.map(\.value.rawValue))" }.joined(separator: ",")]
                .joined(separator: "\u{1}")
            if let first = seen[key] {
                log.warning("elements '\(first.name.value)' and '\(element.name.value)' are both a \(element.type.value) with id \"\(id)\"; they find the same element",
                            at: element.name.location)
            } else {
                seen[key] = element
            }
        }
    }
}
