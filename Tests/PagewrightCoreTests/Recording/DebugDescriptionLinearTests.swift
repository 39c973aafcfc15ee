import Testing
@testable import PagewrightCore

/// Reading a pasted `debugDescription` costs work linear in its length, whatever its labels hold,
/// and reads every line as the backtracking reader it replaced did (kept here as the reference).
@Suite("debugDescription parser: linear work")
struct DebugDescriptionLinearTests {
    /// The paste: `lines` elements, each with a label of `', x: '` repeated to `length`.
    private func paste(lines: Int, labelLength: Int) -> String {
        let label = String(repeating: "', x: '", count: labelLength / 7)
        return "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n"
            + (0..<lines).map { "    StaticText, 0x\($0 + 2), identifier: 'q\($0)', label: '\(label)'" }.joined(separator: "\n") + "\n"
    }

    @Test("60 lines of 3.9 KB labels made of ', x: ' take work linear in the paste: under 100 steps a character, and twice the text is at most twice the work")
    func adversarialLabelsTakeLinearWork() throws {
        var half = 0, full = 0
        let small = paste(lines: 60, labelLength: 1_950), large = paste(lines: 60, labelLength: 3_900)
        let root = try DebugDescriptionParser.parse(large, work: &full)
        _ = try DebugDescriptionParser.parse(small, work: &half)
        #expect(large.count > 230_000)
        #expect(root.children.map(\.identifier) == (0..<60).map { "q\($0)" }, "each line still read, with its identifier")
        #expect(full <= 100 * large.count, "\(full) steps for \(large.count) characters")
        #expect(Double(full) <= 2.1 * Double(half), "\(half) steps for half the labels, \(full) for all of them")
    }

    @Test("a line of many short items and a line of one long value cost alike per character")
    func otherShapesTakeLinearWork() throws {
        for unit in [", x: 'a', y: 'b'", "', label: '", ", Disabled", ", {{", "}}, ", ", value: ", "'", ", 0x1, pid: 2"] {
            var work = 0
            let line = "    Button, 0x2, label: '" + String(repeating: unit, count: 3_900 / unit.count) + "'"
            _ = try DebugDescriptionParser.parse("Element subtree:\n →Application, 0x1\n" + line + "\n", work: &work)
            #expect(work <= 100 * line.count, "\(work) steps for a line of \(line.count) characters of '\(unit)'")
        }
    }

    /// Ten thousand elements whose identifiers all name `xYButton` (`x!?y`, `x?!y`, …): naming
    /// them tries each name a bounded number of times, not once per element already named.
    @Test("ten thousand elements wanting one name cost work linear in their number")
    func importNamingIsLinear() {
        let symbols = Array("!#%&*+,-./:;<=>?@[]^_{|}~").map(String.init)
        var buttons: [RecordedElement] = []
        for first in symbols { for second in symbols { for third in symbols where buttons.count < 10_000 {
            buttons.append(RecordedElement(type: "button", identifier: "x" + first + second + third + "y"))
        } } }
        var planner = ImportPlanner(recording: Recording(screen: "A", root: RecordedElement(type: "application", children: buttons)), existing: nil)
        let plan = planner.plan()
        #expect(plan.elements.count == buttons.count && Set(plan.elements.map(\.name)).count == buttons.count)
        #expect(plan.elements.last?.name == "xYButton\(buttons.count)")
        #expect(planner.work <= 4 * buttons.count, "\(planner.work) names tried for \(buttons.count) elements")
    }

    /// A recorded identifier of any length against a pattern with parameters (`$a.$n.$b`).
    @Test("matching a 200,000-character identifier against a pattern costs its length times the pattern's")
    func patternMatchingIsLinear() {
        let pattern = TextPattern(parts: [.parameter(isInteger: false), .literal("."), .parameter(isInteger: true), .literal(".x"), .parameter(isInteger: false)])
        let text = String(repeating: ".1", count: 100_000)
        var work = 0
        #expect(!pattern.matches(text, work: &work))
        #expect(work <= 10 * text.count, "\(work) moves for \(text.count) characters")
        #expect(pattern.matches("a.-12.xb") && pattern.matches("..0.x") && !pattern.matches("a.-.xb") && !pattern.matches("a.1x.b"))
    }

    @Test("every pattern matches as the backtracking matcher matched")
    func patternsAgreeWithTheBacktrackingMatcher() {
        let pieces: [TextPattern.Part] = [.literal("a"), .literal("."), .literal("-"), .literal("1"), .parameter(isInteger: false), .parameter(isInteger: true)]
        let letters = Array("a.-1b2")
        var random = SeededRandom(seed: 42)
        for round in 0..<TestDepth.choose(fast: 3_000, thorough: 60_000) {
            let pattern = TextPattern(parts: (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] })
            let text = String((0..<Int(random.next() % 8)).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
            #expect(pattern.matches(text) == Self.backtrackingMatch(pattern.parts, text), "round \(round): \(pattern.parts) against \(text.debugDescription)")
        }
    }

    /// `TextPattern.matches` as it was before it became an automaton.
    static func backtrackingMatch(_ parts: [TextPattern.Part], _ text: String) -> Bool {
        let characters = Array(text)
        func isInteger(_ characters: ArraySlice<Character>) -> Bool {
            let digits = characters.first == "-" ? characters.dropFirst() : characters
            return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }
        func match(_ part: Int, _ position: Int) -> Bool {
            if part == parts.count { return position == characters.count }
            switch parts[part] {
            case .literal(let literal):
                let expected = Array(literal)
                return position + expected.count <= characters.count && Array(characters[position..<(position + expected.count)]) == expected
                    && match(part + 1, position + expected.count)
            case .parameter(let integer):
                for end in position...characters.count where (!integer || isInteger(characters[position..<end])) && match(part + 1, end) { return true }
                return false
            case .oneOf(let texts):
                return texts.contains { text in
                    let expected = Array(text)
                    return position + expected.count <= characters.count && Array(characters[position..<(position + expected.count)]) == expected
                        && match(part + 1, position + expected.count)
                }
            }
        }
        return match(0, 0)
    }

    /// The bound above is one the reader it replaced broke: on one line of a thousand characters
    /// of `', x: '` it looked at and copied far more than a hundred characters per character.
    @Test("the backtracking reader it replaced exceeds that bound on one line of the issue's paste")
    func theBacktrackingReaderExceedsTheBound() {
        let line = Array(", 0x2, identifier: 'q', label: '" + String(repeating: "', x: '", count: 140) + "'")
        var reference = BacktrackingAttributeParser(line)
        _ = reference.parse()
        #expect(reference.counter.steps > 100 * line.count, "\(reference.counter.steps) steps for \(line.count) characters")
        var linear = ElementLine.AttributeParser(line)
        _ = linear.parse()
        #expect(linear.work <= 100 * line.count)
    }

    /// Random lines of the pieces Apple's lines are made of, read by both readers.
    @Test("every line reads as the backtracking reader read it")
    func agreesWithTheBacktrackingReader() {
        let pieces = [", ", "'", "label: '", "identifier: '", "title: '", "placeholderValue: '", "value: ", "0x1f", "pid: 3",
                      "{{1, 2}, {3, 4}}", "Disabled", "Selected", "x: ", "hitPoint: ", "a", "b c", "}}", "{{", ":", "Not Hittable"]
        var random = SeededRandom(seed: 24)
        for round in 0..<TestDepth.choose(fast: 3_000, thorough: 60_000) {
            var line = ""
            for _ in 0..<(1 + Int(random.next() % 14)) { line += pieces[Int(random.next() % UInt64(pieces.count))] }
            if random.next() % 2 == 0 { line = ", " + line }
            let characters = Array(line)
            var parser = ElementLine.AttributeParser(characters)
            var reference = BacktrackingAttributeParser(characters)
            let new = parser.parse().map { $0.map { "\($0.0)=\($0.1)" } }
            let old = reference.parse().map { $0.map { "\($0.0)=\($0.1)" } }
            #expect(new == old, "round \(round): \(line.debugDescription)")
        }
    }
}

/// The reader `ElementLine.AttributeParser` replaced (quadratic or worse on hostile labels), as it was.
struct BacktrackingAttributeParser {
    private let text: [Character]
    private var failed: Set<[Int]> = []
    /// Characters looked at and copied, counted as the linear reader counts its steps.
    final class Counter { var steps = 0 }
    let counter = Counter()

    init(_ text: [Character]) { self.text = text }

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
                counter.steps += 1 + end - valueStart
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
            counter.steps += 1
            if text[end] == "'", isValueEnd(end + 1) {
                counter.steps += end - valueStart
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

}
