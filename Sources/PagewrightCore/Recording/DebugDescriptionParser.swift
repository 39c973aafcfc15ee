/// Reads the text of `XCUIApplication().debugDescription` (`po app` in Xcode's debugger) as people
/// paste it, into the element tree of a recording.
///
/// Apple documents the text only as "debugging information" with no stable format
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/debugdescription), so
/// this reader is lenient: it takes the `Element subtree:` section (or, failing that, the last
/// `Output: { … }` block of a query, or any element lines at all, under the application when
/// there are several outermost ones), skips log lines around it,
/// ignores addresses and attributes it does not know, and nests elements by indentation. Element
/// lines read `Type[ (Main)][, 0x…][, pid: n][, {{x, y}, {w, h}}][, identifier: '…'][, label: '…']
/// [, title: '…'][, placeholderValue: '…'][, value: …][, Disabled|Selected|Focused…]` — quoted
/// values are not escaped, so a label may hold `'` and `, `; the reader takes the split that lets
/// the rest of the line read as attributes.
public enum DebugDescriptionParser {
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    /// Nesting beyond this depth is read as siblings (hostile input must not exhaust the stack).
    static let maximumDepth = 200

    public static func parse(_ text: String) throws(Failure) -> RecordedElement {
        // `\r\n` is one Character in Swift, so lines split on any newline.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if let start = lines.firstIndex(where: { $0.trimmed == "Element subtree:" }) {
            var section: [ElementLine] = []
            for line in lines[(start + 1)...] {
                guard let element = ElementLine(String(line)) else { break }
                section.append(element)
            }
            if let root = tree(section) { return root }
        }
        if let open = lines.lastIndex(where: { $0.trimmed.hasSuffix("Output: {") }) {
            let block = lines[(open + 1)...].prefix { $0.trimmed != "}" }.compactMap { ElementLine(String($0)) }
            if !block.isEmpty {
                // A query's matches are a flat list; the application stands above them.
                if block.count == 1, block[0].element.type == "application" { return block[0].element }
                return RecordedElement(type: "application", children: block.map(\.element))
            }
        }
        var anywhere = lines.filter { !$0.trimmed.hasPrefix("Attributes:") }.compactMap { ElementLine(String($0)) }
        // Several outermost lines (a list of matches, or a pasted fragment): the app stands above them.
        if let outermost = anywhere.map(\.indent).min(), anywhere.filter({ $0.indent == outermost }).count > 1 {
            anywhere.insert(ElementLine(indent: -1, element: RecordedElement(type: "application")), at: 0)
        }
        if let root = tree(anywhere) { return root }
        if let attributes = lines.first(where: { $0.trimmed.hasPrefix("Attributes:") }),
           let line = ElementLine(String(attributes.trimmed.dropFirst("Attributes:".count))) {
            return line.element
        }
        throw Failure(message: "found no element lines; expected the text of 'po XCUIApplication().debugDescription': a line 'Element subtree:' followed by lines such as ' →Application, 0x…, pid: 42, label: 'Shop''")
    }

    /// Nests lines by indentation under the first; lines indented no deeper than it go under it too.
    private static func tree(_ lines: [ElementLine]) -> RecordedElement? {
        guard !lines.isEmpty else { return nil }
        var nodes = lines.map { (indent: $0.indent, element: $0.element, children: [Int]()) }
        var stack = [0]
        for index in nodes.indices.dropFirst() {
            while stack.count > 1, nodes[stack.last!].indent >= nodes[index].indent { stack.removeLast() }
            // Deeper than any real app nests: a sibling of the deepest, so building stays shallow.
            if stack.count > Self.maximumDepth { stack.removeLast() }
            nodes[stack.last!].children.append(index)
            stack.append(index)
        }
        func build(_ index: Int) -> RecordedElement {
            var element = nodes[index].element
            element.children = nodes[index].children.map(build)
            return element
        }
        return build(0)
    }
}

/// One line of a description that reads as an element.
struct ElementLine {
    var indent: Int
    var element: RecordedElement

    init(indent: Int, element: RecordedElement) {
        self.indent = indent
        self.element = element
    }

    /// Marks Apple puts before an element: the subtree's root, path steps, query steps.
    private static let markers: Set<Character> = ["→", "↳", "↪", "↪\u{FE0E}", "\u{FE0E}"]
    static let flags = ["Keyboard Focused", "Disabled", "Selected", "Focused", "Enabled", "Hittable", "Not Hittable"]

    init?(_ line: String) {
        var characters = Array(line)
        var position = 0
        while position < characters.count, characters[position] == " " || characters[position] == "\t" || Self.markers.contains(characters[position]) {
            position += 1
        }
        indent = position
        var typeEnd = position
        while typeEnd < characters.count, characters[typeEnd].isLetter { typeEnd += 1 }
        guard typeEnd > position, characters[position].isUppercase else { return nil }
        let displayName = String(characters[position..<typeEnd])
        let typeName = displayName.prefix(1).lowercased() + displayName.dropFirst()
        guard XCUITestVocabulary.isElementType(typeName) else { return nil }
        var rest = typeEnd
        // `Window (Main)`: a qualifier in parentheses.
        if rest + 1 < characters.count, characters[rest] == " ", characters[rest + 1] == "(",
           let close = characters[rest...].firstIndex(of: ")") {
            rest = close + 1
        }
        guard rest == characters.count || (rest + 1 < characters.count && characters[rest] == "," && characters[rest + 1] == " ") else { return nil }
        characters = Array(characters[rest...])
        var element = RecordedElement(type: typeName)
        var parser = AttributeParser(characters)
        // A line longer than any Xcode prints is not worth the search: take what can be found.
        let attributes = (characters.count <= AttributeParser.longestLine ? parser.parse() : nil) ?? AttributeParser.salvage(characters)
        for (key, value) in attributes {
            switch key {
            case "identifier": element.identifier = value
            case "label": element.label = value
            case "title": element.title = value
            case "placeholderValue": element.placeholder = value
            case "value": element.value = value
            case "frame": element.frame = AttributeParser.frame(value)
            case "Disabled": element.isEnabled = false
            case "Selected": element.isSelected = true
            default: break
            }
        }
        self.element = element
    }

    /// Reads `, item, item…` where the items keep Apple's order. Quoted values end at a quote that
    /// lets the rest read; the shortest such value wins. Failed (position, state) pairs are
    /// remembered, so a label full of `', ` costs quadratic time at worst.
    struct AttributeParser {
        private let text: [Character]
        private var failed: Set<[Int]> = []

        init(_ text: [Character]) { self.text = text }

        static let longestLine = 4_000

        /// Quoted attributes with their place in Apple's order.
        static let quotedKeys = [("identifier", 3), ("label", 4), ("title", 5)]

        mutating func parse() -> [(String, String)]? { items(from: 0, rank: 0, seen: 0) }

        private mutating func items(from position: Int, rank: Int, seen: Int) -> [(String, String)]? {
            if position == text.count { return [] }
            guard starts(", ", at: position), !failed.contains([position, rank, seen]) else { return nil }
            let start = position + 2
            for attempt in alternatives(at: start, rank: rank, seen: seen) {
                if let rest = items(from: attempt.end, rank: attempt.rank, seen: seen | attempt.bit) {
                    return (attempt.key.isEmpty ? [] : [(attempt.key, attempt.value)]) + rest
                }
            }
            failed.insert([position, rank, seen])
            return nil
        }

        private struct Attempt {
            var key: String
            var value: String
            var end: Int
            var rank: Int
            var bit: Int = 0
        }

        /// Every way the item at `start` could end, in the order to try them.
        private func alternatives(at start: Int, rank: Int, seen: Int) -> [Attempt] {
            var result: [Attempt] = []
            if rank <= 0, starts("0x", at: start) {
                var end = start + 2
                while end < text.count, text[end].isHexDigit { end += 1 }
                if isBoundary(end) { result.append(Attempt(key: "", value: "", end: end, rank: 1)) }
            }
            if rank <= 1, starts("pid: ", at: start) {
                var end = start + 5
                while end < text.count, text[end].isNumber { end += 1 }
                if isBoundary(end) { result.append(Attempt(key: "", value: "", end: end, rank: 2)) }
            }
            if rank <= 2, starts("{{", at: start), let close = find("}}", from: start), isBoundary(close + 2) {
                result.append(Attempt(key: "frame", value: String(text[start..<(close + 2)]), end: close + 2, rank: 3))
            }
            for (key, keyRank) in Self.quotedKeys where rank <= keyRank && starts(key + ": '", at: start) {
                result += quoted(key, from: start + key.count + 3, rank: keyRank + 1, bit: 0)
            }
            // placeholderValue and value come in either order (Xcode versions differ), each once.
            if rank <= 6, seen & 2 == 0, starts("placeholderValue: '", at: start) {
                result += quoted("placeholderValue", from: start + 19, rank: 6, bit: 2)
            }
            if rank <= 6, seen & 1 == 0, starts("value: ", at: start) {
                let valueStart = start + 7
                for end in valueStart...text.count where isValueEnd(end) {
                    var value = String(text[valueStart..<end])
                    if value.count >= 2, value.first == "'", value.last == "'" { value = String(value.dropFirst().dropLast()) }
                    result.append(Attempt(key: "value", value: value, end: end, rank: 6, bit: 1))
                }
            }
            for flag in ElementLine.flags where starts(flag, at: start) && isBoundary(start + flag.count) {
                result.append(Attempt(key: flag, value: "", end: start + flag.count, rank: 8))
            }
            // Attributes of other Xcode versions (`hitPoint: {…}`): read past, keep nothing.
            var word = start
            while word < text.count, text[word].isLetter { word += 1 }
            if word > start, starts(": ", at: word) {
                for end in (word + 2)...text.count where isValueEnd(end) {
                    result.append(Attempt(key: "", value: "", end: end, rank: rank))
                }
            }
            return result
        }

        /// A single-quoted value starting at `valueStart`: every closing quote followed by the
        /// end or `, ` is a candidate, the nearest first.
        private func quoted(_ key: String, from valueStart: Int, rank: Int, bit: Int) -> [Attempt] {
            var result: [Attempt] = []
            var end = valueStart
            while end < text.count {
                if text[end] == "'", isValueEnd(end + 1) {
                    result.append(Attempt(key: key, value: String(text[valueStart..<end]), end: end + 1, rank: rank, bit: bit))
                }
                end += 1
            }
            return result
        }

        private func starts(_ prefix: String, at position: Int) -> Bool {
            var index = position
            for character in prefix {
                guard index < text.count, text[index] == character else { return false }
                index += 1
            }
            return true
        }

        private func isBoundary(_ position: Int) -> Bool { position == text.count || starts(", ", at: position) }

        /// Where a value may end: the end of the line, or `, ` followed by something that starts
        /// an item (a key, a flag, a frame, an address), so text inside a value is not tried.
        private func isValueEnd(_ position: Int) -> Bool {
            if position == text.count { return true }
            guard starts(", ", at: position) else { return false }
            let next = position + 2
            if starts("{{", at: next) || starts("0x", at: next) { return true }
            if ElementLine.flags.contains(where: { starts($0, at: next) && isBoundary(next + $0.count) }) { return true }
            var word = next
            while word < text.count, text[word].isLetter { word += 1 }
            return word > next && starts(": ", at: word)
        }

        private func find(_ needle: String, from position: Int) -> Int? {
            var index = position
            while index < text.count {
                if starts(needle, at: index) { return index }
                index += 1
            }
            return nil
        }

        /// When the line does not read in order, takes what can be found: each quoted key up to
        /// its next quote, the frame, and the flags.
        static func salvage(_ text: [Character]) -> [(String, String)] {
            let line = String(text)
            var result: [(String, String)] = []
            for key in ["identifier", "label", "title", "placeholderValue"] {
                guard let range = line.range(of: ", \(key): '") else { continue }
                let after = line[range.upperBound...]
                result.append((key, String(after.prefix { $0 != "'" })))
            }
            if let open = line.range(of: "{{"), let close = line.range(of: "}}", range: open.upperBound..<line.endIndex) {
                result.append(("frame", String(line[open.lowerBound..<close.upperBound])))
            }
            for flag in ["Disabled", "Selected"] where line.hasSuffix(", " + flag) || line.contains(", \(flag), ") {
                result.append((flag, ""))
            }
            return result
        }

        /// `{{x, y}, {w, h}}` → a frame; nil unless four finite numbers.
        static func frame(_ text: String) -> RecordedElement.Frame? {
            let numbers = text.split { "{}, ".contains($0) }.compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
            return RecordedElement.Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }
}

private extension Substring {
    var trimmed: Substring {
        var result = self[...]
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
