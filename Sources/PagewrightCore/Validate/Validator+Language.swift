/// Declared types, parameter types and defaults, and the `$references` of templates: each
/// problem once, at its position, and nothing that follows from it (a parameter of an unknown
/// type is still declared, so uses of it are not reported again).
extension Validator {
    var types: TypeTable { index.types }

    // MARK: Declared types

    mutating func checkTypeDeclarations() {
        var seen: [String: TypeDeclSpec] = [:]
        for type in index.project.types {
            if let first = seen[type.name.value] {
                log.error("type name '\(type.name.value)' is already declared at \(first.name.location); names must be unique across all spec files",
                          at: type.name.location)
                continue
            }
            seen[type.name.value] = type
            checkIdentifier(type.name, what: "type")
            if TypeReference.builtInNames.contains(type.name.value) {
                log.error("type '\(type.name.value)' would hide Swift's \(type.name.value); rename it", at: type.name.location)
            }
            switch type.kind {
            case .enumeration(let cases):
                for enumCase in cases { checkIdentifier(enumCase.name, what: "case") }
            case .record(let fields):
                checkParamTypes(fields, owner: "type '\(type.name.value)'", what: "field")
                for field in fields {
                    checkIdentifier(field.name, what: "field")
                    if case .named(let name) = field.type.value, name == type.name.value {
                        log.error("field '\(field.name.value)' of record '\(name)' holds a \(name) itself; a record cannot contain itself (a list of them, [\(name)], can)",
                                  at: field.type.location)
                    }
                }
            }
        }
        checkRecordCycles()
    }

    /// Records that hold each other in a circle (`A` has a `B`, `B` has an `A`) cannot be structs.
    private mutating func checkRecordCycles() {
        var reported: Set<String> = []
        for name in types.names where !reported.contains(name) {
            guard case .record? = types.declarations[name]?.kind else { continue }
            var stack: [[String]] = [[name]]
            var visited: Set<String> = [name]
            search: while let path = stack.popLast() {
                for field in types.fields(of: path[path.count - 1]) {
                    guard case .named(let next) = field.type.value, case .record? = types.declarations[next]?.kind else { continue }
                    if next == name {
                        if path.count > 1 {
                            log.error("records hold each other in a circle: \((path + [name]).joined(separator: " → ")); make one of the fields a list ([\(path[1])])",
                                      at: types.declarations[name]!.name.location)
                            reported.formUnion(path)
                        }
                        break search
                    }
                    if visited.insert(next).inserted { stack.append(path + [next]) }
                }
            }
        }
    }

    // MARK: Parameters

    /// The parameter's type, when it is one (an unknown one is reported by `checkParamTypes`).
    func resolvedType(_ param: ParamSpec) -> Resolved.ValueType? { types.resolve(param.type.value) }

    /// Each type exists, each default is a literal of its type, no record has a default.
    /// `owner` is written only for a problem.
    mutating func checkParamTypes(_ params: [ParamSpec], owner: @autoclosure () -> String, what: String = "parameter") {
        for param in params {
            guard let type = resolvedType(param) else {
                var missing = param.type.value.namedTypes.first { types.declarations[$0] == nil } ?? param.type.value.description
                if missing.count > 60 { missing = String(missing.prefix(60)) + "…" }
                let candidates = TypeReference.builtInNames + types.names
                log.error("unknown \(what) type '\(missing)' for '\(param.name.value)' of \(owner()); expected String, Int, UInt, Double, Bool, a list such as [String], or a type declared in 'types'\(Suggestions.didYouMean(missing, in: candidates))",
                          at: param.type.location)
                continue
            }
            guard let node = param.defaultValue else { continue }
            if case .null = node.value {
                if !param.optional {
                    log.error("a default of null needs \"optional\": true on '\(param.name.value)'", at: node.location)
                }
                continue
            }
            if case .record(let name) = type {
                log.error("'\(param.name.value)' is a \(name), a record, which has no default; leave 'default' out or make it optional", at: node.location)
                continue
            }
            if case .failure(let mismatch) = types.literal(node, as: type) {
                let hint = mismatch.suggestion.map { "; did you mean '\($0)'?" } ?? ""
                log.error("the default of '\(param.name.value)' must be \(types.describe(type)), found \(mismatch.found)\(hint)", at: node.location)
            }
        }
    }

    // MARK: Templates

    /// Checks every `$reference` of a template against `params` (the member's, or an element's
    /// own and inherited ones) and marks the parameters used. `onUndeclared` words the message
    /// for a name that is not declared.
    mutating func checkTemplate(_ template: Template, in params: [ParamSpec], used: inout Set<String>,
                                onUndeclared: (String) -> String) {
        checkTemplate(template, in: params, marking: &used, onUndeclared: onUndeclared)
    }

    /// `checkTemplate(_:in:used:onUndeclared:)` where no one needs to know which were used.
    mutating func checkTemplate(_ template: Template, in params: [ParamSpec], onUndeclared: (String) -> String) {
        var used = UnkeptMarks()
        checkTemplate(template, in: params, marking: &used, onUndeclared: onUndeclared)
    }

    private mutating func checkTemplate<Used: ParameterMarks>(_ template: Template, in params: [ParamSpec], marking used: inout Used,
                                                               onUndeclared: (String) -> String) {
        var reported: Set<String> = []
        // Scalars from the opening quote to the part, summed only up to a part that needs it
        // (a parameter with transforms): most templates have none.
        var offset = 1
        var measured = 0
        for (number, part) in template.parts.enumerated() {
            if case .localized(let key, let transforms) = part {
                checkLocalizedKey(key)
                checkTransforms(transforms, at: template.location)
            }
            guard case .parameter(let name, let fields, let transforms) = part else { continue }
            if !transforms.isEmpty {
                while measured < number {
                    offset += template.parts[measured].sourceWidth
                    measured += 1
                }
                var transformColumn = offset + 2 + name.unicodeScalars.count + fields.reduce(0) { $0 + 1 + $1.unicodeScalars.count } + 1
                for transform in transforms {
                    var location = template.location
                    location.column += transformColumn
                    checkTransforms([transform], at: location)
                    transformColumn += 1 + transform.unicodeScalars.count
                }
            }
            guard let param = params.first(where: { $0.name.value == name }) else {
                if reported.insert(name).inserted {
                    log.error(onUndeclared(name) + Suggestions.didYouMean(name, in: params.map(\.name.value)), at: template.location)
                }
                continue
            }
            used.mark(name)
            guard let type = resolvedType(param) else { continue }
            checkReadable(name: name, fields: fields, type: type, at: template.location, interpolated: true)
        }
    }

    /// Each name after a `|` in `${name|…}` must be one of the transforms.
    mutating func checkTransforms(_ transforms: [String], at location: SourceLocation) {
        let known = TextTransform.allCases.map(\.rawValue)
        for transform in transforms where TextTransform(rawValue: transform) == nil {
            if transform.isEmpty {
                log.error("a '|' in a template is followed by a transform's name, found none; a template may apply \(known.joined(separator: ", "))", at: location)
                continue
            }
            log.error("'\(transform)' is not a transform; a template may apply \(known.joined(separator: ", "))\(Suggestions.didYouMean(transform, in: known))",
                      at: location)
        }
    }

    /// Checks a reference into a value: its fields exist, and (when `interpolated`) what it
    /// reads can stand in a string. Returns the type read and whether the fields were followed
    /// to the end (nil when reported).
    @discardableResult
    mutating func checkReadable(name: String, fields: [String], type: Resolved.ValueType, at location: SourceLocation,
                                interpolated: Bool) -> (type: Resolved.ValueType, complete: Bool)? {
        let path = types.follow(type, fields: fields)
        if path.unknownType { return nil }
        // Written out only for a message.
        func written() -> String { "$" + ([name] + fields.prefix(path.consumed)).joined(separator: ".") }
        if let missing = path.missing {
            let names = types.fields(of: missing.record).map(\.name.value)
            log.error("\(missing.record) has no field '\(missing.field)'\(names.isEmpty ? "" : "; its fields are \(names.joined(separator: ", "))")\(Suggestions.didYouMean(missing.field, in: names))",
                      at: location)
            return nil
        }
        if interpolated {
            switch path.type {
            case .list:
                log.error("'\(written())' is a list; use it in a forEach", at: location)
                return nil
            case .record(let record):
                let names = types.fields(of: record).map { "\(written()).\($0.name.value)" }
                log.error("'\(written())' is a \(record); name one of its fields: \(names.joined(separator: ", "))", at: location)
                return nil
            default:
                break
            }
        }
        return (path.type, path.consumed == fields.count)
    }
}

/// Where `checkTemplate` records the parameters a template uses: a set, or nowhere.
protocol ParameterMarks {
    mutating func mark(_ name: String)
}

extension Set<String>: ParameterMarks {
    mutating func mark(_ name: String) { insert(name) }
}

/// Marks kept nowhere: the caller only wants the template checked.
struct UnkeptMarks: ParameterMarks {
    mutating func mark(_ name: String) {}
}
