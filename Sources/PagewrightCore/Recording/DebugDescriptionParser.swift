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
        var work = 0
        return try parse(text, work: &work)
    }

    /// `parse`, adding the steps it took to `work`: a test holds them linear in the text's length.
    static func parse(_ text: String, work: inout Int) throws(Failure) -> RecordedElement {
        // `\r\n` is one Character in Swift, so lines split on any newline.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        work += lines.count
        if let start = lines.firstIndex(where: { $0.trimmed == "Element subtree:" }) {
            var section: [ElementLine] = []
            for line in lines[(start + 1)...] {
                guard let element = ElementLine(String(line), work: &work) else { break }
                section.append(element)
            }
            if let root = tree(section) { return root }
        }
        if let open = lines.lastIndex(where: { $0.trimmed.hasSuffix("Output: {") }) {
            let block = lines[(open + 1)...].prefix { $0.trimmed != "}" }.compactMap { ElementLine(String($0), work: &work) }
            if !block.isEmpty {
                // A query's matches are a flat list; the application stands above them.
                if block.count == 1, block[0].element.type == "application" { return block[0].element }
                return RecordedElement(type: "application", children: block.map(\.element))
            }
        }
        var anywhere = lines.filter { !$0.trimmed.hasPrefix("Attributes:") }.compactMap { ElementLine(String($0), work: &work) }
        // Several outermost lines (a list of matches, or a pasted fragment): the app stands above them.
        if let outermost = anywhere.map(\.indent).min(), anywhere.filter({ $0.indent == outermost }).count > 1 {
            anywhere.insert(ElementLine(indent: -1, element: RecordedElement(type: "application")), at: 0)
        }
        if let root = tree(anywhere) { return root }
        if let attributes = lines.first(where: { $0.trimmed.hasPrefix("Attributes:") }),
           let line = ElementLine(String(attributes.trimmed.dropFirst("Attributes:".count)), work: &work) {
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

    init?(_ line: String, work: inout Int) {
        var characters = Array(line)
        work += characters.count
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
        work += parser.work
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
    /// lets the rest read; the shortest such value wins.
    ///
    /// Linear in the line: which suffixes can still be read is worked out once, from the end of
    /// the line backwards, for every place an item may end and every parsing state (how far along
    /// Apple's order the line is, and whether `value` and `placeholderValue` were seen), together
    /// with the nearest place from each position where a quoted or unquoted value may end and the
    /// rest still reads. Reading forwards then takes each item's first good alternative in O(1).
    /// (Trying alternatives by backtracking costs quadratic time or worse on a label full of `', `.)
    struct AttributeParser {
        private let text: [Character]
        /// Work done, in steps, for the test that bounds it.
        private(set) var work = 0

        init(_ text: [Character]) { self.text = text }

        static let longestLine = 4_000

        /// Quoted attributes with their place in Apple's order.
        static let quotedKeys = [("identifier", 3), ("label", 4), ("title", 5)]

        /// Ranks (places in Apple's order) a state can hold: 7 is never reached.
        private static let ranks = [0, 1, 2, 3, 4, 5, 6, 8]
        private static let stateCount = ranks.count * 4
        private static func state(rank: Int, seen: Int) -> Int { (rank == 8 ? 7 : rank) * 4 + seen }

        /// One way the item at a boundary may go on, before its end is chosen.
        /// `maxRank` is the highest rank the line may have reached before it (Apple's order);
        /// `rank` is the line's rank after it; `bit` marks the items that come once in any order.
        private enum Shape {
            /// Ends at a known place (an address, the process, a frame, a flag).
            case fixed(key: String, valueRange: Range<Int>?, end: Int, maxRank: Int, rank: Int)
            /// A single-quoted value starting at `valueStart`: it ends at a quote followed by an item.
            case quoted(key: String, valueStart: Int, maxRank: Int, rank: Int, bit: Int)
            /// An unquoted `value: …` starting at `valueStart`.
            case value(valueStart: Int)
            /// An attribute of another Xcode version, read past (the rank stays).
            case unknown(valueStart: Int)
        }

        // Tables over positions 0...count, filled by `prepare()`.
        private var letterEnd: [Int] = []
        private var valueEnd: [Bool] = []
        private var quoteEnd: [Bool] = []
        private var closingBraces: [Int] = []
        /// `readable[state][p]`: the items from boundary `p` on read in `state`.
        private var readable: [[Bool]] = []
        /// Nearest end `e >= p` of a quoted value (`quoteEnd`) / of any value (`valueEnd`) from which
        /// the rest reads in the state, or `Int.max`.
        private var nextQuoted: [[Int]] = []
        private var nextValue: [[Int]] = []

        mutating func parse() -> [(String, String)]? {
            prepare()
            var result: [(String, String)] = []
            var position = 0, rank = 0, seen = 0
            while position < text.count {
                guard let (key, range, end, nextRank, bit) = firstGood(at: position, rank: rank, seen: seen) else { return nil }
                work += 1
                if !key.isEmpty { result.append((key, range.map { Self.unquoted(String(text[$0]), key: key) } ?? "")) }
                (position, rank, seen) = (end, nextRank, seen | bit)
            }
            return result
        }

        /// The value as Apple printed it; an unquoted value keeps its quotes unless both ends have one.
        private static func unquoted(_ value: String, key: String) -> String {
            guard key == "value", value.count >= 2, value.first == "'", value.last == "'" else { return value }
            return String(value.dropFirst().dropLast())
        }

        /// Fills the tables from the end of the line backwards.
        private mutating func prepare() {
            let count = text.count
            letterEnd = Array(repeating: count, count: count + 1)
            closingBraces = Array(repeating: Int.max, count: count + 2)
            for position in stride(from: count - 1, through: 0, by: -1) {
                letterEnd[position] = text[position].isLetter ? letterEnd[position + 1] : position
                closingBraces[position] = starts("}}", at: position) ? position : closingBraces[position + 1]
            }
            valueEnd = (0...count).map(isValueEnd)
            quoteEnd = (0...count).map { $0 > 0 && text[$0 - 1] == "'" && valueEnd[$0] }
            readable = Array(repeating: Array(repeating: false, count: count + 1), count: Self.stateCount)
            nextQuoted = Array(repeating: Array(repeating: Int.max, count: count + 2), count: Self.stateCount)
            nextValue = nextQuoted
            for position in stride(from: count, through: 0, by: -1) {
                if position == count || starts(", ", at: position) {
                    let shapes = position == count ? [] : self.shapes(at: position)
                    for rank in Self.ranks {
                        for seen in 0..<4 {
                            work += 1
                            let state = Self.state(rank: rank, seen: seen)
                            readable[state][position] = position == count || shapes.contains { end(of: $0, rank: rank, seen: seen) != nil }
                        }
                    }
                }
                work += Self.stateCount
                for state in 0..<Self.stateCount {
                    let good = readable[state][position]
                    nextQuoted[state][position] = good && quoteEnd[position] ? position : nextQuoted[state][position + 1]
                    nextValue[state][position] = good && valueEnd[position] ? position : nextValue[state][position + 1]
                }
            }
        }

        /// The first alternative at the boundary `position` whose rest reads, as the items go.
        private mutating func firstGood(at position: Int, rank: Int, seen: Int) -> (String, Range<Int>?, Int, Int, Int)? {
            guard starts(", ", at: position) else { return nil }
            for shape in shapes(at: position) {
                work += 1
                guard let end = end(of: shape, rank: rank, seen: seen) else { continue }
                switch shape {
                case .fixed(let key, let range, _, _, let nextRank): return (key, range, end, nextRank, 0)
                case .quoted(let key, let start, _, let nextRank, let bit): return (key, start..<(end - 1), end, nextRank, bit)
                case .value(let start): return ("value", start..<end, end, 6, 1)
                case .unknown: return ("", nil, end, rank, 0)
                }
            }
            return nil
        }

        /// Where the item ends if it may stand here in this state and the rest then reads.
        private func end(of shape: Shape, rank: Int, seen: Int) -> Int? {
            let found: Int
            switch shape {
            case .fixed(_, _, let end, let maxRank, let nextRank):
                guard rank <= maxRank, readable[Self.state(rank: nextRank, seen: seen)][end] else { return nil }
                return end
            case .quoted(_, let start, let maxRank, let nextRank, let bit):
                guard rank <= maxRank, seen & bit == 0 else { return nil }
                found = nextQuoted[Self.state(rank: nextRank, seen: seen | bit)][start + 1]
            case .value(let start):
                guard rank <= 6, seen & 1 == 0 else { return nil }
                found = nextValue[Self.state(rank: 6, seen: seen | 1)][start]
            case .unknown(let start):
                found = nextValue[Self.state(rank: rank, seen: seen)][start]
            }
            return found == Int.max ? nil : found
        }

        /// Every kind of item that may start after the boundary `position`, in the order to try them.
        private func shapes(at position: Int) -> [Shape] {
            let start = position + 2
            var result: [Shape] = []
            if starts("0x", at: start) {
                var end = start + 2
                while end < text.count, text[end].isHexDigit { end += 1 }
                if isBoundary(end) { result.append(.fixed(key: "", valueRange: nil, end: end, maxRank: 0, rank: 1)) }
            }
            if starts("pid: ", at: start) {
                var end = start + 5
                while end < text.count, text[end].isNumber { end += 1 }
                if isBoundary(end) { result.append(.fixed(key: "", valueRange: nil, end: end, maxRank: 1, rank: 2)) }
            }
            if starts("{{", at: start), closingBraces[start] != Int.max, isBoundary(closingBraces[start] + 2) {
                result.append(.fixed(key: "frame", valueRange: start..<(closingBraces[start] + 2), end: closingBraces[start] + 2, maxRank: 2, rank: 3))
            }
            for (key, keyRank) in Self.quotedKeys where starts(key + ": '", at: start) {
                result.append(.quoted(key: key, valueStart: start + key.count + 3, maxRank: keyRank, rank: keyRank + 1, bit: 0))
            }
            if starts("placeholderValue: '", at: start) { result.append(.quoted(key: "placeholderValue", valueStart: start + 19, maxRank: 6, rank: 6, bit: 2)) }
            if starts("value: ", at: start) { result.append(.value(valueStart: start + 7)) }
            for flag in ElementLine.flags where starts(flag, at: start) && isBoundary(start + flag.count) {
                result.append(.fixed(key: flag, valueRange: nil, end: start + flag.count, maxRank: 8, rank: 8))
            }
            let word = start < text.count ? letterEnd[start] : start
            if word > start, starts(": ", at: word) { result.append(.unknown(valueStart: word + 2)) }
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
            let word = next < text.count ? letterEnd[next] : next
            return word > next && starts(": ", at: word)
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
