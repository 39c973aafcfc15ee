/// Elements: their effective parameters, locators and raw values, and what a use of an element
/// by name from a page means.
extension Resolver {
    /// The element defined at `position`, resolved once. Its containers are resolved first,
    /// outermost first, without recursion: a chain of `in` costs one step per element, however long.
    mutating func element(at position: ProjectIndex.ElementPosition) -> Resolved.Element {
        if let cached = elementCache[position] { return cached }
        return element(at: position, on: index.page(at: position))
    }

    /// `element(at:)` of `page`, the page at `position`, which the caller holds already.
    mutating func element(at position: ProjectIndex.ElementPosition, on page: PageSpec) -> Resolved.Element {
        if let cached = elementCache[position] { return cached }
        // Most elements are in no other: nothing to walk.
        if page.elements[Int(position.element)].container == nil {
            containerSteps += 1
            return resolve(page.elements[Int(position.element)], on: page, at: position)
        }
        let spec = page.elements[Int(position.element)]
        // Up the chain to the first container already resolved (validation ruled out cycles; the
        // walk stops at a repeat all the same: searched along the chain while it is short).
        var pending: [(spec: ElementSpec, page: PageSpec, position: ProjectIndex.ElementPosition)] = []
        var seen: Set<ProjectIndex.ElementPosition> = []
        var current = (spec: spec, page: page, position: position)
        while true {
            if pending.count < 16 {
                if pending.contains(where: { $0.position == current.position }) { break }
                if pending.count == 15 { seen = Set(pending.map(\.position) + [current.position]) }
            } else if !seen.insert(current.position).inserted {
                break
            }
            pending.append(current)
            containerSteps += 1
            guard let container = containerPosition(of: current.spec, on: current.page) else { break }
            if elementCache[container] != nil { break }
            let owner = index.page(at: container)
            current = (owner.elements[Int(container.element)], owner, container)
        }
        var resolved: Resolved.Element?
        for item in pending.reversed() { resolved = resolve(item.spec, on: item.page, at: item.position) }
        return resolved!
    }

    /// Where the element `spec` is `in` is defined, as `page` sees it.
    private func containerPosition(of spec: ElementSpec, on page: PageSpec) -> ProjectIndex.ElementPosition? {
        spec.container.flatMap { index.visibleElements(of: page, memo: memo)[$0.value]?.position }
    }

    /// Resolves the element `spec`, defined at `position` on `page`, whose container, if any, is
    /// resolved already.
    @discardableResult
    private mutating func resolve(_ spec: ElementSpec, on page: PageSpec, at position: ProjectIndex.ElementPosition) -> Resolved.Element {
        var scope = Resolved.Locator.Scope.context
        var inherited: [Resolved.Parameter] = []
        if let container = containerPosition(of: spec, on: page) {
            let containerRef: Resolved.ElementRef
            if let resolved = elementCache[container] {
                containerRef = resolved.ref
                inherited = resolved.parameters
            } else {
                containerRef = Resolved.ElementRef(page: Self.ref(index.page(at: container)), name: index.element(at: container).name.value)
            }
            scope = .container(containerRef, forwarding: inherited, every: spec.containerKind == .every)
        }
        let ref = Resolved.ElementRef(page: Self.ref(page), name: spec.name.value)
        var parameters = inherited
        if !spec.params.isEmpty {
            parameters.reserveCapacity(inherited.count + spec.params.count)
            for param in spec.params.indices { parameters.append(parameter(spec.params[param])) }
        }
        let (locator, rawValue) = finding(of: spec, scope: scope, parameters: parameters, constants: page.constants)
        var element = Resolved.Element(ref: ref, location: spec.location, summary: spec.summary, type: spec.type.value,
                                       parameters: parameters, locator: locator, rawValue: rawValue,
                                       isCollection: spec.all, readiness: spec.ready?.value)
        elementCache.store(element, at: position, pageElements: page.elements.count)
        if !spec.variants.isEmpty {
            // Resolved after the element is cached, so a variant's container that is (on another
            // device) in this element finds it.
            element.variants = variants(of: spec, on: page, parameters: parameters)
            elementCache.store(element, at: position, pageElements: page.elements.count)
        }
        return element
    }

    /// A parameter with its type, default and label.
    func parameter(_ spec: ParamSpec) -> Resolved.Parameter {
        let type = index.types.resolve(spec.type.value) ?? .string
        var defaultValue: Resolved.Literal?
        if let node = spec.defaultValue, case .success(let literal) = index.types.literal(node, as: type), literal != .null {
            defaultValue = literal
        }
        let label: Resolved.Label
        switch spec.label?.value {
        case nil: label = .automatic
        case "_"?: label = .none
        case let name?: label = .named(name)
        }
        var resolved = Resolved.Parameter(name: spec.name.value, type: type, isOptional: spec.optional, location: spec.name.location,
                                          defaultValue: defaultValue, label: label)
        if let node = spec.example, case .success(let literal) = index.types.literal(node, as: type), literal != .null {
            resolved.example = literal
        }
        return resolved
    }

    /// A template with each reference's type, looked up in `parameters` (String where unknown):
    /// fields of a record are followed; what follows a value that is not a record is text.
    func text(_ template: Template, parameters: [Resolved.Parameter]) -> Resolved.Text {
        // Most templates are one literal (an identifier, a label): made without growing a list.
        if template.parts.count == 1, case .literal(let text) = template.parts[0] { return Resolved.Text(parts: [.literal(text)]) }
        var parts: [Resolved.Text.Part] = []
        parts.reserveCapacity(template.parts.count)
        func append(literal: String) {
            if case .literal(let previous)? = parts.last {
                parts[parts.count - 1] = .literal(previous + literal)
            } else {
                parts.append(.literal(literal))
            }
        }
        for part in template.parts {
            switch part {
            case .literal(let text):
                append(literal: text)
            case .localized(let key, let transforms):
                parts.append(.localized(localizedText(key), transforms: transforms.compactMap(TextTransform.init(rawValue:))))
            case .parameter(let name, let fields, let transforms):
                let type = parameters.first { $0.name == name }?.type ?? .string
                let path = index.types.follow(type, fields: fields)
                let transforms = transforms.compactMap(TextTransform.init(rawValue:))
                parts.append(.parameter(name, path: Array(fields.prefix(path.consumed)), type: path.type, transforms: transforms))
                if path.consumed < fields.count {
                    append(literal: "." + fields.dropFirst(path.consumed).joined(separator: "."))
                }
            }
        }
        return Resolved.Text(parts: parts)
    }

    /// A spec predicate lowered by the shared grammar. Validation has already reported any
    /// predicate that does not parse, so the fallback (matching nothing) is never generated. A
    /// parameter's `.field`s read a record; after a value that is no record they are text, so the
    /// argument is the text.
    func predicate(_ template: Template, parameters: [Resolved.Parameter]) -> Resolved.Locator.Predicate {
        let lowered: PredicateCheck.Lowered
        if let known = loweredPredicates[template.location], known.template == template {
            lowered = known.lowered
        } else if let parsed = try? PredicateCheck.lower(template) {
            lowered = parsed
        } else {
            return Resolved.Locator.Predicate(format: "FALSEPREDICATE", arguments: [])
        }
        return Resolved.Locator.Predicate(format: lowered.format, arguments: lowered.arguments.map { argument in
            switch argument {
            case .parameter(let name, let fields, let transforms):
                let type = parameters.first { $0.name == name }?.type ?? .string
                let path = index.types.follow(type, fields: fields)
                if path.consumed == fields.count, transforms.isEmpty { return .parameter(name, path: fields, type: path.type) }
                return .text(text(Template(parts: [.parameter(name, fields: fields, transforms: transforms)], location: template.location), parameters: parameters))
            case .text(let parts):
                return .text(text(Template(parts: parts, location: template.location), parameters: parameters))
            }
        })
    }

    /// How the element `spec` is found, and what its `rawValue` says, worked out in one pass over
    /// its locator: a fixed identifier, label or predicate that a constant of the page holds is
    /// named by it; otherwise an identifier's or label's text is the raw value's too.
    func finding(of spec: ElementSpec, scope: Resolved.Locator.Scope, parameters: [Resolved.Parameter],
                 constants: [ConstantSpec]) -> (locator: Resolved.Locator, rawValue: Resolved.RawValue) {
        let matching: Resolved.Locator.Matching
        var localized: Resolved.LocalizedText?
        var rawValue: Resolved.RawValue
        /// The constant holding a fixed `template`, if any.
        func constant(_ template: Template) -> Resolved.RawValue? {
            guard let literal = template.literal, let constant = constants.first(where: { $0.value == literal }) else { return nil }
            return .constant(constant.name.value)
        }
        switch spec.locator {
        case .identifier(let template):
            let text = text(template, parameters: parameters)
            matching = .identifier(text)
            rawValue = constant(template) ?? .text(text)
        case .label(let template):
            let text = text(template, parameters: parameters)
            matching = .label(text)
            rawValue = constant(template) ?? .text(text)
        case .localizedLabel(let key):
            let text = localizedText(key)
            localized = text
            matching = .label(Resolved.Text(parts: [.localized(text)]))
            rawValue = .text(Resolved.Text(parts: [.localized(text)]))
        case .predicate(let template):
            matching = .predicate(predicate(template, parameters: parameters))
            rawValue = constant(template) ?? .text(text(template, parameters: parameters))
        case .typeOnly:
            matching = .none
            rawValue = .elementType
        }
        if let described = spec.rawValue?.value { rawValue = .described(described) }
        // Only the element's own parameters filter its query; its containers' filter theirs.
        var filters: [Resolved.Locator.Filter] = []
        for param in spec.params where !param.match.isEmpty && !param.match.contains(where: { $0.value == .index }) {
            filters.append(Resolved.Locator.Filter(parameter: param.name.value, type: index.types.resolve(param.type.value) ?? .string,
                                                   attributes: param.match.map(\.value), isOptional: param.optional))
        }
        let pick: Resolved.Locator.Pick
        if spec.type.value == "application" {
            pick = .context
        } else if spec.unique?.value == true {
            pick = .unique
        } else if spec.all {
            pick = .all
        } else if let indexParam = spec.params.first(where: { $0.match.contains { $0.value == .index } }) {
            pick = .indexParameter(indexParam.name.value, isOptional: indexParam.optional,
                                   isUnsigned: index.types.resolve(indexParam.type.value) == .uint)
        } else if let index = spec.index {
            pick = .index(index.value)
        } else if spec.picking?.takesLast == true {
            pick = .last
        } else if spec.picking?.frame != nil {
            // The first match within the frame: not the only one, whatever `defaults.unique` says.
            pick = .first
        } else {
            // `defaults.unique` makes every element that picks no match of several unique, unless
            // it says `"unique": false`.
            pick = settings.defaults.unique && spec.unique?.value != false ? .unique : .first
        }
        let locator = Resolved.Locator(scope: scope, elementType: spec.type.value, matching: matching,
                                       containing: spec.containing.isEmpty ? [] : spec.containing.map { containing($0, parameters: parameters) },
                                       notContaining: spec.notContaining.isEmpty ? [] : spec.notContaining.map { containing($0, parameters: parameters) },
                                       direct: spec.direct, filters: filters, pick: pick, localized: localized,
                                       frame: spec.picking?.frame.map(Resolved.FrameBounds.init))
        return (locator, rawValue)
    }

    private func containing(_ spec: ElementSpec.Containing, parameters: [Resolved.Parameter]) -> Resolved.Locator.Containing {
        let matching: Resolved.Locator.Containing.Matching
        switch spec.matching {
        case .identifier(let identifier): matching = .identifier(identifier)
        case .label(let template): matching = .label(text(template, parameters: parameters))
        case .predicate(let template): matching = .predicate(predicate(template, parameters: parameters))
        }
        let optional = spec.templates.flatMap(\.parameters).filter { name in parameters.first { $0.name == name }?.isOptional == true }
        var unique: [String] = []
        for name in optional where !unique.contains(name) { unique.append(name) }
        return Resolved.Locator.Containing(type: spec.type?.value, matching: matching, optionalParameters: unique)
    }

    // MARK: Uses

    /// A reference to an element from `page`, by a member with `memberParams`: each of the
    /// element's parameters gets the argument written for it, else the member's parameter of the
    /// same name, else (optional ones, ones with a default) nothing. An unlabelled parameter left
    /// out before one that is given gets its default (or nil) written, so the call stays in order.
    mutating func use(_ reference: ElementReference, on page: PageSpec, memberParams: [Resolved.Parameter]) -> Resolved.ElementUse {
        var element: Resolved.Element?
        return use(reference, on: page, memberParams: memberParams, element: &element)
    }

    /// `use(_:on:memberParams:)`, with the element used (nil for one each adopter supplies).
    mutating func use(_ reference: ElementReference, on page: PageSpec, memberParams: [Resolved.Parameter],
                      element used: inout Resolved.Element?) -> Resolved.ElementUse {
        if let owned = OwnedElementReference(reference.name), let owner = index.screen(owned.screen.value) {
            // Another screen's element: found as that screen finds it, named through its type.
            var found = use(OwnedElementReference.local(reference, owned), on: owner, memberParams: memberParams, element: &used)
            found.owner = Self.ref(owner)
            return found
        }
        // The one lookup by name: the page's table says where the element is defined (its own,
        // else the first adopted trait that defines it).
        guard let found = index.visibleElements(of: page, memo: memo)[reference.name.value] else {
            // Reported by validation; kept as a plain use of the page's own name.
            return Resolved.ElementUse(target: .element(Resolved.ElementRef(page: Self.ref(page), name: reference.name.value)),
                                       hasParameters: false, arguments: [], isCollection: false)
        }
        guard let position = found.position else {
            return Resolved.ElementUse(target: .required(reference.name.value), hasParameters: false, arguments: [], isCollection: false)
        }
        let resolved = element(at: position)
        used = resolved
        return use(reference, of: resolved, memberParams: memberParams)
    }

    /// Each of the element's parameters bound to an argument (see `use(_:on:memberParams:)`).
    private func use(_ reference: ElementReference, of element: Resolved.Element, memberParams: [Resolved.Parameter]) -> Resolved.ElementUse {
        var arguments: [Resolved.Argument] = []
        var skipped: [Resolved.Parameter] = []
        for param in element.parameters {
            let value: Resolved.Value
            if let argument = reference.arguments.first(where: { $0.name.value == param.name }) {
                value = self.value(argument.value, type: param.type, parameters: memberParams)
            } else if memberParams.contains(where: { $0.name == param.name }) {
                value = .parameter(param.name)
            } else {
                skipped.append(param)
                continue
            }
            for gap in skipped where gap.label == .none {
                arguments.append(Resolved.Argument(parameter: gap.name, value: .literal(gap.defaultValue ?? .null), label: .none))
            }
            skipped = []
            arguments.append(Resolved.Argument(parameter: param.name, value: value, label: param.label))
        }
        return Resolved.ElementUse(target: .element(element.ref), hasParameters: !element.parameters.isEmpty,
                                   arguments: arguments, isCollection: element.isCollection)
    }

    /// A spec argument in the parameter's type: an integer given for a Double is a Double, a
    /// string given for an enum is its case, a template reads `parameters`.
    func value(_ value: ArgumentValue, type: Resolved.ValueType, parameters: [Resolved.Parameter]) -> Resolved.Value {
        switch value {
        case .string(let text):
            if case .enumeration = type { return .literal(.enumCase(text)) }
            return .literal(.string(text))
        case .int(let number): return .literal(type == .double ? .double(Double(number)) : .int(number))
        case .double(let number): return .literal(.double(number))
        case .bool(let flag): return .literal(.bool(flag))
        case .null: return .literal(.null)
        case .parameter(let name): return .parameter(name.value)
        case .template(let template): return .text(text(template, parameters: parameters))
        }
    }
}
