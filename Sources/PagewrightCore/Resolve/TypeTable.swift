/// The types a project declares, and what validation and resolution need to know about any
/// parameter type: what a written type means, which fields a record has, what a literal of a
/// type is, how a type is named in messages. Built once from the loaded project.
public struct TypeTable: Sendable {
    /// The first declaration of each name (later ones are reported as duplicates).
    public let declarations: [String: TypeDeclSpec]

    public init(_ types: [TypeDeclSpec]) {
        var declarations: [String: TypeDeclSpec] = [:]
        for type in types where declarations[type.name.value] == nil { declarations[type.name.value] = type }
        self.declarations = declarations
    }

    public var names: [String] { declarations.keys.sorted() }

    /// What a written type means; nil when it names no declared type (validation reports that).
    public func resolve(_ reference: TypeReference) -> Resolved.ValueType? {
        switch reference {
        case .string: .string
        case .int: .int
        case .uint: .uint
        case .double: .double
        case .bool: .bool
        case .list(let element): resolve(element).map { .list($0) }
        case .named(let name):
            switch declarations[name]?.kind {
            case .enumeration?: .enumeration(name)
            case .record?: .record(name)
            case nil: nil
            }
        }
    }

    public func fields(of record: String) -> [ParamSpec] {
        if case .record(let fields)? = declarations[record]?.kind { return fields }
        return []
    }

    public func cases(of enumeration: String) -> [EnumCaseSpec] {
        if case .enumeration(let cases)? = declarations[enumeration]?.kind { return cases }
        return []
    }

    // MARK: Paths

    /// How far `fields` lead from a value of `type`: through records only (after a value that is
    /// not a record, the rest is literal text). `consumed` fields were followed; `missing` names
    /// a field a record does not have; `unknownType` is set when a field's type is not declared
    /// (reported where the field is declared).
    public struct Path: Sendable {
        public var type: Resolved.ValueType
        public var consumed: Int
        public var missing: (record: String, field: String)?
        public var unknownType = false
    }

    public func follow(_ type: Resolved.ValueType, fields: [String]) -> Path {
        var current = type
        var consumed = 0
        while case .record(let record) = current, consumed < fields.count {
            guard let field = self.fields(of: record).first(where: { $0.name.value == fields[consumed] }) else {
                return Path(type: current, consumed: consumed, missing: (record, fields[consumed]))
            }
            guard let fieldType = resolve(field.type.value) else {
                return Path(type: current, consumed: consumed, missing: nil, unknownType: true)
            }
            current = fieldType
            consumed += 1
        }
        return Path(type: current, consumed: consumed, missing: nil)
    }

    // MARK: Literals

    /// A JSON literal (a default value) as a value of `type`, or what was found instead.
    public func literal(_ node: JSONNode, as type: Resolved.ValueType) -> Result<Resolved.Literal, LiteralMismatch> {
        switch node.value {
        case .string(let text): return literal(string: text, as: type)
        case .number(let number, let isInteger):
            if isInteger, let int = Int(exactly: number) { return literal(int: int, as: type) }
            return type == .double ? .success(.double(number)) : .failure(LiteralMismatch(found: "a number"))
        case .bool(let flag): return type == .bool ? .success(.bool(flag)) : .failure(LiteralMismatch(found: "a boolean"))
        case .null: return .success(.null)
        case .array(let items):
            guard case .list(let element) = type else { return .failure(LiteralMismatch(found: "a list")) }
            var values: [Resolved.Literal] = []
            for item in items {
                switch literal(item, as: element) {
                case .success(.null): return .failure(LiteralMismatch(found: "null in the list"))
                case .success(let value): values.append(value)
                case .failure(let mismatch): return .failure(mismatch)
                }
            }
            return .success(.list(values))
        case .object(let object):
            guard case .record(let record) = type else { return .failure(LiteralMismatch(found: "an object")) }
            return literal(object, as: record)
        }
    }

    /// `{ "login": "ada", "age": 36 }` as a `User`: each field a literal of its type, one left out
    /// given its default (an optional one nil), no field the record lacks.
    private func literal(_ object: JSONObject, as record: String) -> Result<Resolved.Literal, LiteralMismatch> {
        let declared = fields(of: record)
        let names = declared.map(\.name.value)
        if let extra = object.members.first(where: { !names.contains($0.key) }) {
            return .failure(LiteralMismatch(found: "a field '\(extra.key)' that \(record) does not have", suggestion: Suggestions.closest(to: extra.key, in: names)))
        }
        var values: [Resolved.RecordField] = []
        for field in declared {
            guard let type = resolve(field.type.value) else { return .failure(LiteralMismatch(found: "a field of an unknown type")) }
            let node = object.members.first { $0.key == field.name.value }?.value ?? field.defaultValue
            guard let node else {
                if field.optional { values.append(.init(name: field.name.value, value: .null)); continue }
                return .failure(LiteralMismatch(found: "an object without '\(field.name.value)', which \(record) needs"))
            }
            switch literal(node, as: type) {
            case .success(.null) where !field.optional:
                return .failure(LiteralMismatch(found: "null for '\(field.name.value)', which is not optional"))
            case .success(let value): values.append(.init(name: field.name.value, value: value))
            case .failure(let mismatch):
                return .failure(LiteralMismatch(found: "\(mismatch.found) for '\(field.name.value)' (\(describe(type)))", suggestion: mismatch.suggestion))
            }
        }
        return .success(.record(record, values))
    }

    /// An argument written in the spec as a value of `type`; nil for a parameter or template,
    /// which are typed elsewhere.
    public func literal(_ value: ArgumentValue, as type: Resolved.ValueType) -> Result<Resolved.Literal, LiteralMismatch>? {
        switch value {
        case .string(let text): literal(string: text, as: type)
        case .int(let number): literal(int: number, as: type)
        case .double(let number): type == .double ? .success(.double(number)) : .failure(LiteralMismatch(found: "a number"))
        case .bool(let flag): type == .bool ? .success(.bool(flag)) : .failure(LiteralMismatch(found: "a boolean"))
        case .null: .success(.null)
        case .parameter, .template: nil
        }
    }

    private func literal(string text: String, as type: Resolved.ValueType) -> Result<Resolved.Literal, LiteralMismatch> {
        switch type {
        case .string: return .success(.string(text))
        case .enumeration(let name):
            let names = cases(of: name).map(\.name.value)
            if names.contains(text) { return .success(.enumCase(text)) }
            return .failure(LiteralMismatch(found: "\"\(text)\"", suggestion: Suggestions.closest(to: text, in: names)))
        default: return .failure(LiteralMismatch(found: "a string"))
        }
    }

    private func literal(int number: Int, as type: Resolved.ValueType) -> Result<Resolved.Literal, LiteralMismatch> {
        switch type {
        case .int: .success(.int(number))
        case .uint: number >= 0 ? .success(.int(number)) : .failure(LiteralMismatch(found: "a negative integer"))
        case .double: .success(.double(Double(number)))
        default: .failure(LiteralMismatch(found: "an integer"))
        }
    }

    public struct LiteralMismatch: Error, Sendable {
        public var found: String
        public var suggestion: String?
    }

    // MARK: Words

    /// How a value of the type is named in messages: "a string", "an integer", "a User".
    public func describe(_ type: Resolved.ValueType) -> String {
        switch type {
        case .string: "a string"
        case .int: "an integer"
        case .uint: "a non-negative integer (UInt)"
        case .double: "a number"
        case .bool: "a boolean"
        case .list(let element): "a list of \(Self.typeName(element))"
        case .enumeration(let name):
            "a case of \(name) (\(cases(of: name).map { "\"\($0.name.value)\"" }.joined(separator: ", ")))"
        case .record(let name): "a \(name)"
        }
    }

    /// The type as Swift writes it: `String`, `[User]`.
    public static func typeName(_ type: Resolved.ValueType) -> String {
        switch type {
        case .string: "String"
        case .int: "Int"
        case .uint: "UInt"
        case .double: "Double"
        case .bool: "Bool"
        case .list(let element): "[\(typeName(element))]"
        case .enumeration(let name), .record(let name): name
        }
    }
}
