/// Device variants (issue 16): an element found otherwise, or an action taking other steps, on
/// some devices — `"idiom": { "pad": { … } }`, `"orientation": { "landscape": { … } }`.
extension PageDecoder {
    static let variantKeys = DeviceCondition.Kind.allCases.map(\.rawValue)
    /// The keys an element variant may give: how the element is found, not what it is.
    static let elementVariantKeys = ["type", "id", "label", "predicate", "in", "inAny", "index", "containing", "notContaining",
                                     "direct", "rawValue"]

    mutating func decodeElementVariants(_ reader: ObjectReader, base: ElementSpec) -> [ElementVariantSpec] {
        guard Self.hasVariants(reader) else { return [] }
        return conditions(reader, owner: "element '\(base.name.value)'").compactMap { condition, node in
            guard let override = ObjectReader(node, what: "the \(condition.value.value) variant of element '\(base.name.value)'",
                                              known: Self.elementVariantKeysList, log: &log) else { return nil }
            for key in override.orderedKeys where !Self.elementVariantKeys.contains(key) && key != "$schema" {
                if Self.elementKeys.contains(key) {
                    log.unknownKey(.ignoredKey, "'\(key)' is the same on every device; a variant says only how the element is found",
                                   at: override.keyLocation(key)!)
                } else {
                    log.unknownKey(.unknownKey, "unknown key '\(key)' in the \(condition.value.value) variant of element '\(base.name.value)'\(Suggestions.didYouMean(key, in: Self.elementVariantKeys))",
                                   at: override.keyLocation(key)!)
                }
            }
            var element = base
            element.variants = []
            if let type = override.string(.type, log: &log) { element.type = type }
            let locatorKeys = override.present(Self.locatorKeysList)
            if locatorKeys.count > 1 {
                log.error("an element is found by one of 'id', 'label' or 'predicate'; this variant has both '\(locatorKeys[0])' and '\(locatorKeys[1])'",
                          at: override.keyLocation(locatorKeys[1])!)
            }
            if let key = locatorKeys.first, let decoded = decodeLocator(key, in: override) { element.locator = decoded }
            let containers = override.present(["in", "inAny"])
            if containers.count > 1 {
                log.error("an element is searched 'in' one container or 'inAny' of a collection's elements, not both", at: override.keyLocation(containers[1])!)
            } else if let key = containers.first, let container = override.string(key, log: &log) {
                element.container = container
                element.containerKind = key == "in" ? .first : .every
            }
            if let index = override.int(.index, log: &log) {
                if index.value < 0 {
                    log.error("'index' counts from 0 and cannot be negative", at: index.location)
                } else {
                    element.index = index
                }
            }
            if override.has(.containing) { element.containing = containingList(override[.containing], key: "containing") }
            if override.has(.notContaining) { element.notContaining = containingList(override[.notContaining], key: "notContaining") }
            if let direct = override.bool(.direct, log: &log) { element.direct = direct.value }
            if let rawValue = override.string(.rawValue, log: &log) { element.rawValue = rawValue }
            return ElementVariantSpec(condition: condition, element: element)
        }
    }

    /// An action's variants: other `steps` (or one step written on the variant), and where they
    /// lead. A variant leading elsewhere than the action makes the action's destinations all of
    /// them: the app (here, the device) decides, and the test says which it expects.
    mutating func decodeActionVariants(_ reader: ObjectReader, into action: inout ActionSpec) {
        // Without variants, the destination stays as it is.
        guard Self.hasVariants(reader) else { return }
        let known = KeyList(["steps", "to"] + Self.stepVerbs + Self.stepModifiers)
        var destinations: [Located<String>] = action.destination.map(Self.screens) ?? []
        for (condition, node) in conditions(reader, owner: "action '\(action.name.value)'") {
            let what = "the \(condition.value.value) variant of action '\(action.name.value)'"
            guard let override = ObjectReader(node, what: what, known: known, log: &log) else { continue }
            override.warnAboutUnknownKeys(log: &log)
            var steps = action.steps
            let verbs = override.present(Self.stepVerbsList)
            if let stepsNode = override[.steps] {
                if let verb = verbs.first {
                    log.error("\(what) has both 'steps' and the shorthand '\(verb)'; move '\(verb)' into 'steps'", at: override.keyLocation(verb)!)
                }
                if case .array(let list) = stepsNode.value {
                    steps = list.compactMap { decodeStep($0, owner: Subject("a step of \(what)")) }
                } else {
                    log.error("expected a list of steps for 'steps', found \(stepsNode.value.kindDescription)", at: stepsNode.location)
                }
            } else if !verbs.isEmpty, let step = decodeStep(override, owner: Subject(what)) {
                steps = [step]
            }
            if let to = override[.to] {
                switch (action.destination, decodeVariantDestination(to)) {
                case (nil, _), (_, nil):
                    log.error("\(what) leads elsewhere, but the action stays on its screen; every variant of an action stays, or every one leads on",
                              at: to.location)
                case (.source?, _), (_, .source?):
                    log.error("\"$source\" is the whole action's destination or none of its variants'", at: to.location)
                case (_, let destination?):
                    for screen in Self.screens(destination) where !destinations.contains(where: { $0.value == screen.value }) {
                        destinations.append(screen)
                    }
                }
            }
            action.variants.append(ActionVariantSpec(condition: condition, steps: steps))
        }
        if destinations.count > 1, case .screen? = action.destination {
            action.destination = .oneOf(destinations)
        } else if case .oneOf? = action.destination {
            action.destination = .oneOf(destinations)
        }
    }

    private mutating func decodeVariantDestination(_ node: JSONNode) -> ActionSpec.Destination? {
        switch node.value {
        case .string(let name):
            return name == "$source" ? .source(node.location) : .screen(Located(name, at: node.location))
        case .array(let list):
            return .oneOf(list.compactMap { ObjectReader.string($0, for: "to", log: &log) })
        default:
            log.error("expected a screen name or a list of screens for 'to', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
    }

    /// Whether the object has any variant key (`idiom`, `orientation`).
    private static func hasVariants(_ reader: ObjectReader) -> Bool {
        reader.members.indices.contains { variantKeysList.contains(reader.members[$0]) }
    }

    private static func screens(_ destination: ActionSpec.Destination) -> [Located<String>] {
        switch destination {
        case .screen(let name): [name]
        case .oneOf(let names): names
        case .source: []
        }
    }

    /// `"idiom": { "pad": … }` and `"orientation": { "landscape": … }`: each condition with its
    /// node, idiom variants first, each kind in the order written.
    private mutating func conditions(_ reader: ObjectReader, owner: String) -> [(Located<DeviceCondition>, JSONNode)] {
        var result: [(Located<DeviceCondition>, JSONNode)] = []
        for kind in DeviceCondition.Kind.allCases {
            guard let node = reader[kind.rawValue],
                  let map = ObjectReader(node, what: "the '\(kind.rawValue)' variants of \(owner)", known: KeyList(DeviceCondition.values(of: kind)), log: &log) else { continue }
            let values = DeviceCondition.values(of: kind)
            for member in map.members {
                let key = member.key
                guard values.contains(key) else {
                    log.error("unknown \(kind.rawValue) '\(key)'; expected \(values.joined(separator: " or "))\(Suggestions.didYouMean(key, in: values))",
                              at: member.keyLocation)
                    continue
                }
                result.append((Located(DeviceCondition(kind: kind, value: key), at: member.keyLocation), member.value))
            }
        }
        return result
    }
}
