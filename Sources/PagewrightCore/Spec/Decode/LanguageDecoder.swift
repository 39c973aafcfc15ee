/// The spec language for real screens: parameters (types, defaults, labels), how elements are
/// found (`containing` forms, `notContaining`, `inAny`, `direct`, `rawValue`), checks (`assert`,
/// `forEach` and the newer single forms), an action's `returns`, and declared types.
extension PageDecoder {
    static let typeFieldKeys = ["type", "optional", "default"]
    static let paramKeysWithExample = paramKeys + ["example"]
    static let paramKeysWithoutMatch = paramKeys.filter { $0 != "match" }
    static let paramKeysWithoutMatchWithExample = paramKeysWithoutMatch + ["example"]
    static let checkAndVerbKeys = checkKeys + checkVerbs
    static let containingKeys = ["type", "id", "label", "predicate"]
    static let forEachNote = "a 'forEach' binds one name to a list: { \"name\": \"$names\" }"

    // MARK: Parameters

    /// Parameters by name: a type name, or `{ "type", "optional", "default", "label", "match" }`
    /// (and, for an action's, `"example"`, the value the generated tour passes).
    /// A type name is kept as written even when no such type exists: validation reports it once,
    /// and the parameter still counts as declared (so no "needs an argument" follows).
    /// The owner is named in messages as "`ownerKind` '`ownerName`'" (element 'row'): its parts,
    /// so that no text is made for the many objects that have nothing to report.
    mutating func decodeParams(_ node: JSONNode?, ownerKind: String, ownerName: String, allowMatch: Bool, fields: Bool = false, allowExample: Bool = false) -> [ParamSpec] {
        guard let node, let map = ObjectReader(node, prefix: fields ? "the fields of " : "the parameters of ", kind: ownerKind, name: ownerName,
                                               known: .empty, log: &log) else { return [] }
        var params: [ParamSpec] = []
        let what = fields ? "field" : "parameter"
        for member in map.members {
            let key = member.key
            let name = Located(key, at: member.keyLocation)
            let value = member.value
            switch value.value {
            case .string(let typeName):
                params.append(ParamSpec(name: name, type: Located(typeReference(typeName), at: value.location), optional: false, match: []))
            case .object:
                let known = fields ? (allowExample ? Self.typeFieldKeysWithExampleList : Self.typeFieldKeysList) : allowMatch ? (allowExample ? Self.paramKeysWithExampleList : Self.paramKeysList)
                    : (allowExample ? Self.paramKeysWithoutMatchWithExampleList : Self.paramKeysWithoutMatchList)
                guard let reader = ObjectReader(value, kind: what, name: key, known: known, log: &log) else { continue }
                reader.warnAboutUnknownKeys(log: &log)
                guard let typeName = reader.string(.type, log: &log) else {
                    if !reader.has(.type) { log.error("\(what) '\(key)' needs a 'type' (String, Int, UInt, Double, Bool, a list such as [String], or a declared type)", at: value.location) }
                    continue
                }
                var match: [Located<ParamSpec.Match>] = []
                if allowMatch && !fields {
                    for attribute in reader.stringList(.match, log: &log) {
                        if let known = ParamSpec.Match(rawValue: attribute.value) {
                            match.append(Located(known, at: attribute.location))
                        } else {
                            let names = ParamSpec.Match.allCases.map(\.rawValue)
                            log.error("cannot match on '\(attribute.value)'; expected one of \(names.joined(separator: ", "))\(Suggestions.didYouMean(attribute.value, in: names))",
                                      at: attribute.location)
                        }
                    }
                }
                var label: Located<String>?
                if !fields, let written = reader.string(.label, log: &log) {
                    if written.value == "_" || SwiftIdentifier.isValid(written.value) {
                        label = written
                    } else {
                        log.error("a 'label' is an argument label (letters, digits and underscores, not starting with a digit) or \"_\" for none, found \"\(written.value)\"",
                                  at: written.location)
                    }
                }
                var param = ParamSpec(name: name, type: Located(typeReference(typeName.value), at: typeName.location),
                                      optional: reader.bool(.optional, log: &log)?.value ?? false, match: match,
                                      defaultValue: reader[.default], label: label)
                if allowExample { param.example = reader[.example] }
                params.append(param)
            default:
                log.error("expected a type name such as \"String\" or an object with 'type' for \(what) '\(key)', found \(value.value.kindDescription)",
                          at: value.location)
            }
        }
        return params
    }

    /// A written type; text that is no type at all is kept as a name validation reports.
    private func typeReference(_ text: String) -> TypeReference {
        TypeReference.parse(text) ?? .named(text)
    }

    // MARK: Finding elements

    /// `in`/`inAny`, `containing`, `notContaining`, `direct` and `rawValue` of an element.
    /// `container` is what `in` says.
    mutating func decodeFinding(_ reader: ObjectReader, container: Located<String>?) -> Finding {
        var finding = Finding(container: container)
        if let every = reader.string(.inAny, log: &log) {
            if reader.has(.in) {
                log.error("an element is searched 'in' one container or 'inAny' of a collection's elements, not both", at: reader.keyLocation(.inAny)!)
            } else {
                finding.container = every
                finding.containerKind = .every
            }
        }
        finding.containing = containingList(reader[.containing], key: "containing")
        finding.notContaining = containingList(reader[.notContaining], key: "notContaining")
        finding.direct = reader.bool(.direct, log: &log)?.value ?? false
        finding.rawValue = reader.string(.rawValue, log: &log)
        return finding
    }

    /// How an element is searched for, besides its locator.
    struct Finding {
        var container: Located<String>?
        var containerKind = ElementSpec.ContainerKind.first
        var containing: [ElementSpec.Containing] = []
        var notContaining: [ElementSpec.Containing] = []
        var direct = false
        var rawValue: Located<String>?
    }

    /// One `{ "type", "id" | "label" | "predicate" }` object, or a list of them (all must hold).
    mutating func containingList(_ node: JSONNode?, key: String) -> [ElementSpec.Containing] {
        guard let node else { return [] }
        if case .array(let items) = node.value {
            if items.isEmpty { log.error("'\(key)' lists no descendants; remove it or name one", at: node.location) }
            return items.compactMap { decodeContaining($0, key: key) }
        }
        return decodeContaining(node, key: key).map { [$0] } ?? []
    }

    private mutating func decodeContaining(_ node: JSONNode, key: String) -> ElementSpec.Containing? {
        guard let reader = ObjectReader(node, what: "'\(key)'", known: Self.containingKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        let type = reader.string(.type, log: &log)
        let ways = reader.present(Self.locatorKeysList)
        if ways.count > 1 {
            log.error("'\(key)' finds its descendant by one of 'id', 'label' or 'predicate'; this one has both '\(ways[0])' and '\(ways[1])'",
                      at: reader.keyLocation(ways[1])!)
        }
        guard let way = ways.first else {
            if type == nil, !reader.has(.type) {
                log.error("'\(key)' needs the 'type' of the descendant, or its 'id', 'label' or 'predicate'", at: node.location)
                return nil
            }
            return type.map { ElementSpec.Containing(type: $0, matching: .identifier(nil), location: node.location) }
        }
        guard let text = reader.string(way, log: &log) else { return nil }
        let matching: ElementSpec.Containing.Matching
        switch way {
        case "id": matching = .identifier(text.value)
        case "label": matching = .label(TemplateParser.parse(text.value, at: text.location))
        default: matching = .predicate(TemplateParser.parse(text.value, at: text.location))
        }
        return ElementSpec.Containing(type: type, matching: matching, location: node.location)
    }

    // MARK: Checks

    mutating func decodeCheck(name: Located<String>, node: JSONNode) -> CheckSpec? {
        guard let reader = ObjectReader(node, kind: "check", name: name.value, known: Self.checkAndVerbKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        let owner = Subject(kind: "check", name: name.value)
        var assertions: [Assertion] = []
        if let list = reader[.assert] {
            let verbs = reader.present(Self.checkVerbs + ["equals", "contains", "atLeast", "args"])
            if let verb = verbs.first {
                log.error("\(owner) has both 'assert' and '\(verb)'; move '\(verb)' into an item of 'assert'", at: reader.keyLocation(verb)!)
            }
            guard case .array(let items) = list.value else {
                log.error("expected a list of assertions for 'assert', found \(list.value.kindDescription)", at: list.location)
                return nil
            }
            if items.isEmpty { log.error("'assert' lists no assertions", at: list.location) }
            for (offset, item) in items.enumerated() {
                let what = "assertion \(offset + 1) of \(owner)"
                guard let itemReader = ObjectReader(item, what: what, known: Self.assertionKeysList, log: &log) else { continue }
                itemReader.warnAboutUnknownKeys(log: &log)
                if let assertion = decodeAssertion(itemReader, owner: Subject(what)) { assertions.append(assertion) }
            }
            if assertions.count != items.count { return nil }
        } else {
            guard let assertion = decodeAssertion(reader, owner: owner) else { return nil }
            assertions = [assertion]
        }
        guard !assertions.isEmpty else { return nil }
        var forEach: ForEachSpec?
        if let node = reader[.forEach] {
            guard let map = ObjectReader(node, what: "'forEach'", known: .empty, log: &log) else { return nil }
            guard map.orderedKeys.count == 1, let variable = map.orderedKeys.first else {
                log.error(Self.forEachNote + (map.orderedKeys.isEmpty ? "" : "; this one binds \(map.orderedKeys.count)"), at: node.location)
                return nil
            }
            guard let list = ObjectReader.string(map[variable]!, for: variable, log: &log) else { return nil }
            let template = TemplateParser.parse(list.value, at: list.location)
            guard template.soleReference != nil else {
                log.error("'forEach' goes over a list parameter: write \"$\(variable)s\" or another \"$list\", found \"\(list.value)\"", at: list.location)
                return nil
            }
            forEach = ForEachSpec(variable: Located(variable, at: map.keyLocation(variable)!), list: template)
        }
        var check = CheckSpec(name: name,
                              params: decodeParams(reader[.params], ownerKind: "check", ownerName: name.value, allowMatch: false),
                              assertions: assertions, forEach: forEach,
                              summary: reader.string(.summary, log: &log)?.value)
        check.wait = reader.string(.wait, log: &log)
        check.message = reader.string(.message, log: &log).map { TemplateParser.parse($0.value, at: $0.location) }
        if let node = reader[.reveal] { check.reveal = decodeReveal(node) }
        decodeCheckTiming(reader, into: &check)
        return check
    }

    /// One assertion form: a verb naming an element, with its comparison and `args`.
    private mutating func decodeAssertion(_ reader: ObjectReader, owner: Subject) -> Assertion? {
        guard let (verb, element) = verbAndElement(reader, verbs: Self.checkVerbs, list: Self.checkVerbsList, owner: owner.description) else { return nil }
        let comparisons = reader.present(["equals", "contains", "atLeast"])
        func misplaced(_ allowed: [String]) {
            for key in comparisons where !allowed.contains(key) {
                let article = "aeiou".contains(verb.first!) ? "an" : "a"
                log.unknownKey(.ignoredKey, "'\(key)' does not go with \(article) '\(verb)' assertion", at: reader.keyLocation(key)!)
            }
        }
        switch verb {
        case "exists", "notExists":
            misplaced([])
            return verb == "exists" ? .exists(element) : .notExists(element)
        case "label", "value", "placeholderValue", "title":
            misplaced(["equals", "contains"])
            let present = reader.present(["equals", "contains"])
            guard present.count == 1, let text = expectedText(present[0], in: reader) else {
                if present.count != 1 {
                    log.error("a '\(verb)' assertion needs exactly one of 'equals' or 'contains'", at: reader.keyLocation(verb)!)
                }
                return nil
            }
            return .text(TextAttribute(rawValue: verb)!, element, Assertion.Comparison(rawValue: present[0])!, text)
        case "count":
            misplaced(["equals", "atLeast"])
            let present = reader.present(["equals", "atLeast"])
            guard present.count == 1, let expected = reader[present[0]] else {
                log.error("a 'count' assertion needs exactly one of 'equals' or 'atLeast' (a number or \"$parameter\")", at: reader.keyLocation(verb)!)
                return nil
            }
            let value: IntValue
            if case .string(let text) = expected.value, let parameter = TemplateParser.soleParameter(text) {
                value = .parameter(Located(parameter, at: expected.location))
            } else if let count = ObjectReader.int(expected, for: present[0], log: &log) {
                value = .literal(count.value)
            } else {
                return nil
            }
            return present[0] == "equals" ? .count(element, equals: value) : .countAtLeast(element, value)
        default:
            misplaced(["equals"])
            let expected = reader.bool(.equals, log: &log)?.value ?? true
            switch verb {
            case "isEnabled": return .isEnabled(element, expected: expected)
            case "isSelected": return .isSelected(element, expected: expected)
            default: return .isHittable(element, expected: expected)
            }
        }
    }

    // MARK: Getters and returns

    static func reading(_ verb: String, _ element: ElementReference) -> Reading {
        switch verb {
        case "label", "value", "placeholderValue", "title": .text(TextAttribute(rawValue: verb)!, element)
        case "exists": .exists(element)
        case "count": .count(element)
        case "isEnabled": .isEnabled(element)
        case "isSelected": .isSelected(element)
        default: .isHittable(element)
        }
    }

    mutating func decodeReturns(_ node: JSONNode, action: String) -> ReturnSpec? {
        let owner = Subject(prefix: "'returns' of ", kind: "action", name: action)
        guard let reader = ObjectReader(node, subject: owner, known: Self.returnsKeysList, log: &log) else { return nil }
        if let index = reader.keyLocation(.index) {
            log.error("an action returns a label, value, count or state; an 'index' is a getter's (\"getters\": { \"…\": { \"index\": …, \"among\": … } })",
                      at: index)
            return nil
        }
        reader.warnAboutUnknownKeys(log: &log)
        guard let (verb, element) = verbAndElement(reader, verbs: Self.returnsVerbs, list: Self.returnsVerbsList, owner: owner.description) else { return nil }
        return ReturnSpec(reading: comparedReading(verb, element, reader), readFirst: reader.bool(.readFirst, log: &log)?.value ?? false,
                          wait: reader.string(.wait, log: &log), location: node.location)
    }

    // MARK: Arguments

    /// A string argument: a literal (`$$` is a dollar sign), `"$name"` passing a parameter on,
    /// or a template such as `"Order #$number"` or `"$user.login"`.
    static func argument(_ text: String, at location: SourceLocation) -> ArgumentValue {
        let template = TemplateParser.parse(text, at: location)
        if let literal = template.literal { return .string(literal) }
        if let name = template.soleParameter { return .parameter(Located(name, at: location)) }
        return .template(template)
    }

    // MARK: Types

    /// `{ "Timeframe": ["today", "week"], "Sort": { "enum": { "newest": "Newest first" } },
    /// "User": { "login": "String", "age": { "type": "Int", "default": 0 } } }`.
    mutating func decodeTypes(_ node: JSONNode, source: String) -> [TypeDeclSpec] {
        guard let map = ObjectReader(node, what: "'types'", known: .empty, log: &log) else { return [] }
        var types: [TypeDeclSpec] = []
        for member in map.members {
            let key = member.key
            let name = Located(key, at: member.keyLocation)
            let value = member.value
            switch value.value {
            case .array:
                if let cases = enumCases(value, type: key) {
                    types.append(TypeDeclSpec(name: name, kind: .enumeration(cases), source: source))
                }
            case .object(var object):
                // `"external": true` (a value no field can have): the team's code declares it.
                let external = Self.externalMarker(in: &object)
                let value = JSONNode(.object(object), at: value.location)
                let keys = object.members.map(\.key)
                if keys.contains("enum"), let enumNode = object.members.first(where: { $0.key == "enum" })?.value,
                   !(enumNode.value.isString) {
                    guard let reader = ObjectReader(value, what: "type '\(key)'", known: ["enum", "summary"], log: &log) else { continue }
                    reader.warnAboutUnknownKeys(log: &log)
                    if let cases = enumCases(enumNode, type: key) {
                        types.append(TypeDeclSpec(name: name, kind: .enumeration(cases), summary: reader.string(.summary, log: &log)?.value, source: source, isExternal: external))
                    }
                } else {
                    let fields = decodeParams(value, ownerKind: "type", ownerName: key, allowMatch: false, fields: true)
                    if fields.isEmpty && object.members.isEmpty {
                        log.error("type '\(key)' has no fields; a record lists its fields ({ \"login\": \"String\" }), an enum its cases ([\"a\", \"b\"])", at: value.location)
                        continue
                    }
                    types.append(TypeDeclSpec(name: name, kind: .record(fields), source: source, isExternal: external))
                }
            default:
                log.error("expected a list of cases (an enum) or an object of fields (a record) for type '\(key)', found \(value.value.kindDescription)",
                          at: value.location)
            }
        }
        return types
    }

    /// Takes `"external": true` out of a type's object and says whether it was there. Any other
    /// value under that key is a field's type (a field may be called `external`), so only `true`
    /// and `false` are the marker.
    private static func externalMarker(in object: inout JSONObject) -> Bool {
        guard let index = object.members.firstIndex(where: { $0.key == "external" }),
              case .bool(let flag) = object.members[index].value.value else { return false }
        object.members.remove(at: index)
        return flag
    }

    /// `["today", "week"]` (raw value = case name) or `{ "newest": "Newest first" }`.
    private mutating func enumCases(_ node: JSONNode, type: String) -> [EnumCaseSpec]? {
        var cases: [EnumCaseSpec] = []
        switch node.value {
        case .array(let items):
            var seen: [String: SourceLocation] = [:]
            for item in items {
                guard let name = ObjectReader.string(item, for: type, log: &log) else { continue }
                if let first = seen[name.value] {
                    log.error("case '\(name.value)' of enum '\(type)' is listed twice; the first is at line \(first.line), column \(first.column)", at: name.location)
                    continue
                }
                seen[name.value] = name.location
                cases.append(EnumCaseSpec(name: name, rawValue: name.value))
            }
        case .object:
            guard let map = ObjectReader(node, what: "the cases of enum '\(type)'", known: .empty, log: &log) else { return nil }
            for key in map.orderedKeys {
                guard let raw = ObjectReader.string(map[key]!, for: key, log: &log) else { continue }
                cases.append(EnumCaseSpec(name: Located(key, at: map.keyLocation(key)!), rawValue: raw.value))
            }
        default:
            log.error("expected a list of case names or an object of cases and the text the app shows for enum '\(type)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        if cases.isEmpty {
            log.error("enum '\(type)' has no cases", at: node.location)
            return nil
        }
        return cases
    }
}

/// A file whose top-level key is `types` (and that is no screen, trait or flows file) declares
/// types for the whole project, like `types` in `pagewright.json`.
enum TypesDecoder {
    static let fileKeys = ["types"]

    static func isTypesFile(_ root: JSONNode) -> Bool {
        guard case .object(let object) = root.value else { return false }
        let keys = object.members.map(\.key)
        return keys.contains("types") && !keys.contains("screen") && !keys.contains("trait") && !keys.contains("flows")
    }
}

extension PageDecoder {
    mutating func decodeTypesFile(_ root: JSONNode, relativePath: String) -> [TypeDeclSpec] {
        guard let reader = ObjectReader(root, what: "the types file", known: TypesDecoder.fileKeysList, log: &log) else { return [] }
        reader.warnAboutUnknownKeys(log: &log)
        return reader[.types].map { decodeTypes($0, source: relativePath) } ?? []
    }
}

extension JSONValue {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
