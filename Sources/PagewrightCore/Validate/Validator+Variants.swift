/// Device variants: an element found otherwise on some devices is found validly there too, with
/// the same parameters; its containers never lead back to it on any device.
extension Validator {
    mutating func checkVariant(_ variant: ElementVariantSpec, of base: ElementSpec, on page: PageSpec, visible: [String: ProjectIndex.VisibleElement]) {
        let element = variant.element
        let which = "the \(variant.condition.value.value) variant of element '\(base.name.value)'"
        if element.type.location != base.type.location, !XCUITestVocabulary.isElementType(element.type.value) {
            log.error("'\(element.type.value)' is not an XCUIElement.ElementType\(Suggestions.didYouMean(element.type.value, in: XCUITestVocabulary.elementTypes))",
                      at: element.type.location)
        }
        if let container = element.container, container.location != base.container?.location {
            let key = element.containerKind == .every ? "inAny" : "in"
            if container.value == base.name.value {
                log.error("\(which) cannot be '\(key)' the element itself", at: container.location)
            } else if let found = visible[container.value] {
                if case .required = found {
                    log.error("\(which) cannot be '\(key)' '\(container.value)', which each adopter supplies", at: container.location)
                } else if element.containerKind == .first, found.spec?.all == true {
                    log.error("\(which) cannot be 'in' '\(container.value)', which is a collection ('all'); search 'inAny' of its elements", at: container.location)
                } else if element.containerKind == .every, found.spec?.all == false {
                    log.error("'inAny' searches every element of a collection, but '\(container.value)' is one element", at: container.location)
                } else if containerParameters(of: element, visible: visible, on: page) != containerParameters(of: base, visible: visible, on: page) {
                    log.error("\(which) is '\(key)' '\(container.value)', whose parameters differ from those of the element it is in on other devices; an element takes the same parameters on every device",
                              at: container.location)
                }
            } else {
                unknown("element", container, among: visible.keys, on: page)
            }
        }
        // What the variant repeats of the base was checked with the base.
        let changedFinding = element.rawValue?.location != base.rawValue?.location
            || baseLocatorLocation(element) != baseLocatorLocation(base)
            || element.notContaining.first?.location != base.notContaining.first?.location
        if changedFinding { checkFinding(element) }
        var templates: [Template] = []
        switch element.locator {
        case .identifier(let template), .label(let template), .predicate(let template): templates = [template]
        case .localizedLabel, .typeOnly: break
        }
        templates += (element.containing + element.notContaining).flatMap(\.templates)
        let effective = index.effectiveParams(of: base, on: page, memo: memo)
        var used = Set<String>()
        for template in templates where !baseTemplateLocations(base).contains(template.location) {
            checkTemplate(template, in: effective, used: &used) { name in
                "'$\(name)' is used in \(which) but element '\(base.name.value)' has no parameter '\(name)'"
            }
        }
        if case .predicate(let template) = element.locator, template.location != baseLocatorLocation(base) { checkPredicate(template) }
        for child in element.containing + element.notContaining {
            if case .predicate(let template) = child.matching, !baseTemplateLocations(base).contains(template.location) { checkPredicate(template) }
        }
    }

    private func baseTemplateLocations(_ base: ElementSpec) -> Set<SourceLocation> {
        var locations = Set((base.containing + base.notContaining).flatMap(\.templates).map(\.location))
        if let location = baseLocatorLocation(base) { locations.insert(location) }
        return locations
    }

    private func baseLocatorLocation(_ element: ElementSpec) -> SourceLocation? {
        switch element.locator {
        case .identifier(let template), .label(let template), .predicate(let template): template.location
        case .localizedLabel(let key): key.location
        case .typeOnly: nil
        }
    }

    /// The names and types of the parameters an element's container gives it.
    private func containerParameters(of element: ElementSpec, visible: [String: ProjectIndex.VisibleElement], on page: PageSpec) -> [String] {
        guard let name = element.container?.value, let container = visible[name]?.spec else { return [] }
        return index.effectiveParams(of: container, on: page, memo: memo).map { "\($0.name.value): \($0.type.value)" }
    }

    /// On each device the element's containers, with that device's variants, must not lead back
    /// to it: the generated locator would look for itself forever.
    mutating func checkVariantContainerCycles(of page: PageSpec) {
        let visible = index.visibleElements(of: page, memo: memo)
        var reported: Set<[String]> = []
        for element in page.elements {
            for variant in element.variants where variant.element.container?.location != element.container?.location {
                var seen: Set<String> = [element.name.value]
                var path = [element.name.value]
                var next = variant.element.container?.value
                while let name = next, let spec = visible[name]?.spec {
                    path.append(name)
                    if !seen.insert(name).inserted {
                        // Each cycle once, at the first of its elements that names it.
                        if name == element.name.value, let location = variant.element.container?.location,
                           reported.insert([variant.condition.value.value] + Set(path).sorted()).inserted {
                            log.error("on \(variant.condition.value.value) the elements are 'in' each other in a cycle: \(path.joined(separator: " → "))", at: location)
                        }
                        break
                    }
                    next = (spec.variants.first { $0.condition.value == variant.condition.value }?.element ?? spec).container?.value
                }
            }
        }
    }
}
