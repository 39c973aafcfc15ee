/// What checks and getters read beyond a plain text: what they ignore of it (`ignoring`), a
/// `value` read as a number or a flag (`as`), sums of parameters (`"$existing + $added"`), and
/// checks that pass when any of several assertions holds (`anyOf`).
extension PageDecoder {
    static let textVerbs = ["label", "value", "placeholderValue", "title", "identifier"]
    static let anyOfNote = "'anyOf' lists the assertions of which one must hold: [{ \"exists\": \"results\" }, { \"exists\": \"emptyMessage\" }]"

    /// `"ignoring": ["attachments", "surroundingWhitespace", "case"]` (or one of them), in the
    /// order `ShownDifference` lists them; only a text is read ignoring something.
    mutating func ignoring(_ reader: ObjectReader, verb: String) -> [ShownDifference] {
        guard let location = reader.keyLocation("ignoring") else { return [] }
        guard Self.textVerbs.contains(verb) else {
            log.unknownKey(.ignoredKey, "'ignoring' goes with a text (label, value, placeholderValue, title, identifier); '\(verb)' is none", at: location)
            return []
        }
        var found = Set<ShownDifference>()
        let names = ShownDifference.allCases.map(\.rawValue)
        for written in reader.stringList("ignoring", log: &log) {
            guard let difference = ShownDifference(rawValue: written.value) else {
                log.error("cannot ignore '\(written.value)'; expected one of \(names.joined(separator: ", "))\(Suggestions.didYouMean(written.value, in: names))",
                          at: written.location)
                continue
            }
            found.insert(difference)
        }
        return ShownDifference.allCases.filter(found.contains)
    }

    /// How a `value` is read: as a number or a flag when `as` says so, or when what it is
    /// compared with is a JSON number or `true`/`false`; nil for a text.
    mutating func valueKind(_ reader: ObjectReader, verb: String) -> ValueKind? {
        if let written = reader.string("as", log: &log) {
            guard verb == "value" else {
                log.error("'as' reads an element's value as a number or a flag; it goes with 'value', not '\(verb)'", at: written.location)
                return nil
            }
            guard let kind = ValueKind(rawValue: written.value) else {
                let names = ValueKind.allCases.map(\.rawValue)
                log.error("cannot read a value as '\(written.value)'; expected \(names.joined(separator: " or "))\(Suggestions.didYouMean(written.value, in: names))",
                          at: written.location)
                return nil
            }
            return kind
        }
        guard verb == "value", let expected = reader["equals"] else { return nil }
        switch expected.value {
        case .number: return .number
        case .bool: return .bool
        default: return nil
        }
    }

    /// What a `value` read as `kind` is compared with (`equals`); nil when nothing is, or it is
    /// wrong (reported). `ignoring` and `contains` are a text's.
    mutating func expectedValue(_ kind: ValueKind, in reader: ObjectReader) -> ExpectedValue? {
        if let location = reader.keyLocation("ignoring") {
            log.error("'ignoring' goes with a text; a value read as a \(kind.rawValue) has nothing to ignore", at: location)
        }
        if let location = reader.keyLocation("contains") {
            log.error("a value read as a \(kind.rawValue) is compared with 'equals', not 'contains'", at: location)
        }
        guard let node = reader["equals"] else { return nil }
        switch (kind, node.value) {
        case (.number, .number(let number, _)): return .number(.literal(number))
        case (.bool, .bool(let flag)): return .bool(.literal(flag))
        case (.number, .string(let text)):
            if let name = TemplateParser.soleParameter(text) { return .number(.parameter(Located(name, at: node.location))) }
            if let terms = Self.sum(text, at: node.location) { return .number(.sum(terms)) }
            log.error("expected a number, \"$parameter\" or a sum such as \"$existing + $added\" for 'equals', found the string \"\(text)\"", at: node.location)
        case (.bool, .string(let text)):
            if let name = TemplateParser.soleParameter(text) { return .bool(.parameter(Located(name, at: node.location))) }
            log.error("expected true, false or \"$parameter\" for 'equals', found the string \"\(text)\"", at: node.location)
        case (.number, _):
            log.error("expected a number, \"$parameter\" or a sum such as \"$existing + $added\" for 'equals', found \(node.value.kindDescription)", at: node.location)
        case (.bool, _):
            log.error("expected true, false or \"$parameter\" for 'equals', found \(node.value.kindDescription)", at: node.location)
        }
        return nil
    }

    /// A count: a whole number, `"$parameter"` or a sum of them (`"$existing + $added"`).
    mutating func intValue(_ node: JSONNode, for key: String) -> IntValue? {
        if case .string(let text) = node.value {
            if let name = TemplateParser.soleParameter(text) { return .parameter(Located(name, at: node.location)) }
            if let terms = Self.sum(text, at: node.location) { return .sum(terms) }
            log.error("expected a whole number, \"$parameter\" or a sum such as \"$existing + $added\" for '\(key)', found the string \"\(text)\"",
                      at: node.location)
            return nil
        }
        return ObjectReader.int(node, for: key, log: &log).map { .literal($0.value) }
    }

    /// `"$existing + $added - 1"`: two or more terms, each a `$parameter` or a whole number,
    /// joined by `+` or `-`; nil for any other text. Each parameter is located at its `$` (the
    /// string's location is its opening quote; a sum holds no escapes to count).
    static func sum(_ text: String, at location: SourceLocation) -> [SumTerm]? {
        var terms: [SumTerm] = []
        let scalars = Array(text.unicodeScalars)
        var position = 0
        var negated = false
        func skipSpaces() { while position < scalars.count, scalars[position] == " " { position += 1 } }
        while true {
            skipSpaces()
            guard position < scalars.count else { return nil }
            let start = position
            if scalars[position] == "$" {
                position += 1
                while position < scalars.count, TemplateParser.isNameCharacter(Character(scalars[position]), first: position == start + 1) { position += 1 }
                guard position > start + 1 else { return nil }
                let name = String(String.UnicodeScalarView(scalars[(start + 1)..<position]))
                var at = location
                at.column += 1 + start
                terms.append(SumTerm(negated: negated, value: .parameter(Located(name, at: at))))
            } else {
                while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
                guard position > start, let number = Int(String(String.UnicodeScalarView(scalars[start..<position]))) else { return nil }
                terms.append(SumTerm(negated: negated, value: .literal(number)))
            }
            skipSpaces()
            guard position < scalars.count else { break }
            switch scalars[position] {
            case "+": negated = false
            case "-": negated = true
            default: return nil
            }
            position += 1
        }
        return terms.count > 1 ? terms : nil
    }

    /// `{ "anyOf": [assertion, assertion, …] }`: two or more alternatives, none itself an `anyOf`.
    mutating func decodeAnyOf(_ reader: ObjectReader, owner: Subject) -> Assertion? {
        let location = reader.keyLocation("anyOf")!
        for key in reader.present(Self.checkVerbs + ["equals", "contains", "atLeast", "args", "ignoring", "as"]) {
            log.error("\(owner) has both 'anyOf' and '\(key)'; move '\(key)' into one of its alternatives", at: reader.keyLocation(key)!)
        }
        guard case .array(let items)? = reader["anyOf"]?.value else {
            log.error(Self.anyOfNote + ", found \(reader["anyOf"]!.value.kindDescription)", at: reader["anyOf"]!.location)
            return nil
        }
        guard items.count > 1 else {
            log.error("'anyOf' needs two or more alternatives; with \(items.count), write the assertion itself", at: location)
            return nil
        }
        var alternatives: [Assertion] = []
        for (offset, item) in items.enumerated() {
            let what = "alternative \(offset + 1) of the 'anyOf' of \(owner)"
            guard let itemReader = ObjectReader(item, what: what, known: Self.assertionKeysList, log: &log) else { continue }
            if let nested = itemReader.keyLocation("anyOf") {
                log.error("an 'anyOf' inside an 'anyOf': list its alternatives in the outer one", at: nested)
                continue
            }
            itemReader.warnAboutUnknownKeys(log: &log)
            if let assertion = decodeAssertion(itemReader, owner: Subject(what)) { alternatives.append(assertion) }
        }
        return alternatives.count == items.count ? .anyOf(alternatives, location) : nil
    }
}
