/// Splits a spec string into literal text and `$name` parameter placeholders.
///
/// `$$` is a literal dollar sign; a `$` not followed by a name is literal too, so ordinary text
/// (prices, predicate syntax) rarely needs escaping. `${name|transform|…}` applies transforms to
/// the value (`${title|underscored}`); the names are checked by validation. A `${` without its
/// closing `}` is literal text, as it was before transforms existed.
enum TemplateParser {
    static func parse(_ text: String, at location: SourceLocation) -> Template {
        // Most spec strings hold no `$` at all: one literal part, with no scan by Character.
        let dollar = UInt8(ascii: "$")
        // A native string's bytes are contiguous: a plain loop over them, not the view's indices.
        let hasDollar = text.utf8.withContiguousStorageIfAvailable { $0.contains(dollar) } ?? text.utf8.contains(dollar)
        guard hasDollar else {
            return Template(parts: text.isEmpty ? [] : [.literal(text)], location: location)
        }
        // In ASCII text every byte but a CR LF pair is a Character of its own, so the text up to
        // the next `$` can be taken as one literal run.
        let isASCII = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
        if isASCII, let parts = text.utf8.withContiguousStorageIfAvailable({ parseASCII($0) }) ?? nil {
            return Template(parts: parts, location: location)
        }
        var parts: [Template.Part] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            if isASCII {
                let run = text.utf8[index...].firstIndex(of: dollar) ?? text.endIndex
                if run > index {
                    literal += text[index..<run]
                    index = run
                    continue
                }
            }
            let character = text[index]
            guard character == "$" else {
                literal.append(character)
                index = text.index(after: index)
                continue
            }
            let next = text.index(after: index)
            if next < text.endIndex, text[next] == "{", let braced = parseBraced(text, from: text.index(after: next)) {
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                parts.append(braced.part)
                index = braced.end
                continue
            }
            if next < text.endIndex, text[next] == "$" {
                literal.append("$")
                index = text.index(after: next)
                continue
            }
            var end = next
            while end < text.endIndex, isNameCharacter(text[end], first: end == next) { end = text.index(after: end) }
            if end == next {
                literal.append("$")
                index = next
                continue
            }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            let name = String(text[next..<end])
            // `.field` names right after it: fields of a record, or literal text (decided by type).
            var fields: [String] = []
            while end < text.endIndex, text[end] == "." {
                let start = text.index(after: end)
                var fieldEnd = start
                while fieldEnd < text.endIndex, isNameCharacter(text[fieldEnd], first: fieldEnd == start) { fieldEnd = text.index(after: fieldEnd) }
                guard fieldEnd > start else { break }
                fields.append(String(text[start..<fieldEnd]))
                end = fieldEnd
            }
            parts.append(.parameter(name, fields: fields))
            index = end
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        // A `${localized:key}` is reported at its template.
        parts = parts.map { part in
            guard case .localized(var key, let transforms) = part else { return part }
            key.key = Located(key.key.value, at: location)
            key.location = location
            return .localized(key, transforms: transforms)
        }
        return Template(parts: parts, location: location)
    }

    /// ASCII text with `$name` placeholders (the common case: ids and predicates with a parameter),
    /// split over its bytes with the rules of the loop in `parse`; nil for text with `${`, which
    /// that loop handles. A CR LF pair is two bytes here and one Character there, but neither is
    /// a name character nor `$`, so both split the text alike.
    private static func parseASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [Template.Part]? {
        let dollar = UInt8(ascii: "$")
        func isName(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
            default: false
            }
        }
        func text(_ start: Int, _ end: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
        var parts: [Template.Part] = []
        var literal = ""
        var index = 0
        while index < bytes.count {
            var run = index
            while run < bytes.count, bytes[run] != dollar { run += 1 }
            if run > index { literal += text(index, run) }
            guard run < bytes.count else { break }
            let next = run + 1
            if next < bytes.count, bytes[next] == UInt8(ascii: "{") { return nil }
            if next < bytes.count, bytes[next] == dollar {
                literal += "$"
                index = next + 1
                continue
            }
            var end = next
            while end < bytes.count, isName(bytes[end], first: end == next) { end += 1 }
            if end == next {
                literal += "$"
                index = next
                continue
            }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            let name = text(next, end)
            var fields: [String] = []
            while end < bytes.count, bytes[end] == UInt8(ascii: ".") {
                let start = end + 1
                var fieldEnd = start
                while fieldEnd < bytes.count, isName(bytes[fieldEnd], first: fieldEnd == start) { fieldEnd += 1 }
                guard fieldEnd > start else { break }
                fields.append(text(start, fieldEnd))
                end = fieldEnd
            }
            parts.append(.parameter(name, fields: fields))
            index = end
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }

    /// After `${`: `name(.field)*(|transform)*}`, or nil when the text does not have that shape
    /// (no name, or no closing brace).
    private static func parseBraced(_ text: String, from start: String.Index) -> (part: Template.Part, end: String.Index)? {
        func name(from position: String.Index) -> (String, String.Index)? {
            var end = position
            while end < text.endIndex, isNameCharacter(text[end], first: end == position) { end = text.index(after: end) }
            return end > position ? (String(text[position..<end]), end) : nil
        }
        guard let (parameter, afterName) = name(from: start) else { return nil }
        if parameter == "localized", afterName < text.endIndex, text[afterName] == ":" {
            return parseLocalized(text, from: text.index(after: afterName))
        }
        var position = afterName
        var fields: [String] = []
        while position < text.endIndex, text[position] == "." {
            guard let (field, end) = name(from: text.index(after: position)) else { return nil }
            fields.append(field)
            position = end
        }
        guard position < text.endIndex else { return nil }
        if text[position] == "}" { return (.parameter(parameter, fields: fields, transforms: []), text.index(after: position)) }
        guard text[position] == "|" else { return nil }
        // After a `|`, everything up to the closing brace is transform names: a misspelt or empty
        // one (`${title|under scored}`, `${title|}`) is then an error at validation, not text.
        guard let (transforms, end) = transformList(text, from: position) else { return nil }
        return (.parameter(parameter, fields: fields, transforms: transforms), end)
    }

    /// At a `|`: the `|`-separated names up to the next `}` (none may hold `$`, `{` or a line
    /// break, so a stray brace far away does not swallow the text) and the index after the `}`.
    private static func transformList(_ text: String, from bar: String.Index) -> ([String], String.Index)? {
        var position = text.index(after: bar)
        var names: [String] = []
        var current = ""
        while position < text.endIndex {
            let character = text[position]
            switch character {
            case "}": return (names + [current], text.index(after: position))
            case "|": names.append(current); current = ""
            case "$", "{", "\n": return nil
            default: current.append(character)
            }
            position = text.index(after: position)
        }
        return nil
    }

    /// After `${localized:`: the key up to the first `|` or `}`, then transforms, then `}`. The key
    /// is checked against the string tables by validation, at the template.
    private static func parseLocalized(_ text: String, from start: String.Index) -> (part: Template.Part, end: String.Index)? {
        var position = start
        while position < text.endIndex, text[position] != "|", text[position] != "}" { position = text.index(after: position) }
        guard position > start, position < text.endIndex else { return nil }
        let key = String(text[start..<position])
        var transforms: [String] = []
        if text[position] == "|" {
            guard let (names, end) = transformList(text, from: position) else { return nil }
            transforms = names
            position = text.index(before: end)
        }
        guard text[position] == "}" else { return nil }
        // The location is the template's; `parse` sets it once it knows it.
        let reference = ElementSpec.LocalizedKey(key: Located(key, at: .file("")), table: nil, location: .file(""), isInString: true)
        return (.localized(reference, transforms: transforms), text.index(after: position))
    }

    /// `"$name"` exactly: the parameter name, or nil for anything else (`$$x` included).
    static func soleParameter(_ text: String) -> String? {
        guard text.hasPrefix("$"), !text.hasPrefix("$$") else { return nil }
        let name = text.dropFirst()
        guard let first = name.first, isNameCharacter(first, first: true),
              name.allSatisfy({ isNameCharacter($0, first: false) }) else { return nil }
        return String(name)
    }

    static func isNameCharacter(_ character: Character, first: Bool) -> Bool {
        if let ascii = character.asciiValue, ascii != 0x0A {  // "\r\n" reads as 0x0A: neither
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return !first
            default: return false
            }
        }
        if character == "_" || character.isLetter { return true }
        return !first && character.isNumber
    }
}
