extension Resolver {
    /// The form of the `Element` enum of a page with `elements` (see `Resolved.ElementEnumForm`).
    static func elementEnumForm(_ elements: [Resolved.Element]) -> Resolved.ElementEnumForm {
        if let compact = compactElements(elements) { return .compact(compact) }
        return !elements.isEmpty && elements.allSatisfy(isDescribable) ? .described : .spelledOut
    }

    /// How each element is found, when every one is found by its type and a literal identifier,
    /// label or nothing more, from the context or from another element of the enum (or is the
    /// application it is asked of), each raw value once. Nil when any element needs more
    /// (parameters, a predicate, filters, a pick other than the first match, device variants).
    private static func compactElements(_ elements: [Resolved.Element]) -> [Resolved.CompactElement]? {
        guard !elements.isEmpty else { return nil }
        // The usual reason a page's enum is not compact, asked of every element first: an
        // element with parameters is often far down the list, after forms made in vain.
        for element in elements.indices where !elements[element].parameters.isEmpty || !elements[element].variants.isEmpty { return nil }
        var forms: [Resolved.CompactElement] = []
        forms.reserveCapacity(elements.count)
        // Looked up once per element: hashed, so a page of thousands of elements stays linear.
        let refs = Set(elements.lazy.map(\.ref))
        var rawValues: Set<String> = []
        rawValues.reserveCapacity(elements.count)
        for element in elements {
            let locator = element.locator
            guard element.parameters.isEmpty, element.variants.isEmpty,
                  locator.containing.isEmpty, locator.notContaining.isEmpty, !locator.direct, locator.filters.isEmpty,
                  !locator.isPickedByWalk else { return nil }
            var container: String?
            switch locator.scope {
            case .context: break
            case .container(let ref, let forwarding, let every):
                guard forwarding.isEmpty, !every, refs.contains(ref) else { return nil }
                container = ref.name
            }
            var form: Resolved.CompactElement
            switch (locator.elementType, locator.matching, element.rawValue, locator.pick) {
            case ("application", .none, .elementType, .context):
                form = Resolved.CompactElement(rawValue: "application", match: .type, isApplication: true)
            case (let type, .identifier(let text), .text(let raw), .first), (let type, .identifier(let text), .text(let raw), .all):
                guard type != "application", let identifier = text.literal, raw.literal == identifier else { return nil }
                form = Resolved.CompactElement(rawValue: identifier, match: .identifier)
            case (let type, .label(let text), .text(let raw), .first), (let type, .label(let text), .text(let raw), .all):
                guard type != "application", let label = text.literal, raw.literal == label else { return nil }
                form = Resolved.CompactElement(rawValue: label, match: .label)
            case (let type, .none, .elementType, .first), (let type, .none, .elementType, .all):
                guard type != "application", type != "any" else { return nil }
                form = Resolved.CompactElement(rawValue: element.type, match: .type)
            default: return nil
            }
            form.container = container
            guard rawValues.insert(form.rawValue).inserted else { return nil }
            forms.append(form)
        }
        return forms
    }

    /// Whether a described enum can state how `element` is found in one expression: no device
    /// variants or texts that differ by device, no `notContaining`, no optional narrowing the
    /// runtime's finding cannot skip.
    private static func isDescribable(_ element: Resolved.Element) -> Bool {
        let locator = element.locator
        guard element.variants.isEmpty, !differsByDevice(element), locator.notContaining.isEmpty, !locator.isPickedByWalk,
              locator.containing.allSatisfy({ $0.optionalParameters.isEmpty }) else { return false }
        if locator.pick == .context {
            // An element of type `application` is the app it is asked of.
            guard locator.elementType == "application", case .none = locator.matching, !locator.direct,
                  case .context = locator.scope, locator.filters.isEmpty, locator.containing.isEmpty else { return false }
            return rawValueIsApplication(element)
        }
        for filter in locator.filters {
            if filter.type == .bool, filter.attributes.allSatisfy({ $0 == .value }) {
                // A switch reports its value as "1" or "0": compared as such.
            } else if filter.type == .bool, filter.attributes.contains(.value) {
                return false
            } else if !(!filter.isOptional || filter.type == .string) {
                return false
            }
        }
        if case .indexParameter(_, let isOptional, let isUnsigned) = locator.pick, isOptional && isUnsigned { return false }
        return true
    }

    /// Whether the element's raw value is the literal text `application`.
    private static func rawValueIsApplication(_ element: Resolved.Element) -> Bool {
        switch element.rawValue {
        case .constant: false
        case .text(let text):
            text.parts.allSatisfy { if case .literal = $0 { true } else { false } }
                && text.parts.map { if case .literal(let literal) = $0 { literal } else { "" } }.joined() == "application"
        case .elementType: element.type == "application"
        case .described(let text): text == "application"
        }
    }

    /// Whether a localised text of the element's raw value differs by device.
    private static func differsByDevice(_ element: Resolved.Element) -> Bool {
        guard case .text(let text) = element.rawValue else { return false }
        return text.localizedTexts.contains { localized in
            localized.translations.contains { translation in
                translation.byDevice.contains { $0.key != "other" && $0.value != translation.text }
            }
        }
    }
}
