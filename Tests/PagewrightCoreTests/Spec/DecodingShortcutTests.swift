import Testing
@testable import PagewrightCore

/// The short cuts the reader and decoder take for speed (a length check before comparing keys,
/// ASCII files counted by bytes, strings without `$` taken whole) give the answers the long way
/// gives.
@Suite("Decoding short cuts")
struct DecodingShortcutTests {
    @Test func keysThatAreCanonicallyEqualButOfOtherLengthsAreDuplicates() {
        // "\u212A" (KELVIN SIGN) is "K" to Swift's `==`, and "e\u0301" is "é": lengths differ.
        let spec = #"{ "screen": "Main", "K": 1, "\u212A": 2, "\u00e9": 3, "e\u0301": 4, "verify": { "present": ["v"] }, "elements": { "v": { "type": "other", "id": "v" } } }"#
        let lines = diagnostics(["pagewright.json": settings(), "Main.json": spec])
        #expect(lines.contains("specs/Main.json:1:29: error: duplicate key '\u{212A}' in the screen; the first is at line 1, column 21"))
        #expect(lines.contains("specs/Main.json:1:55: error: duplicate key 'e\u{301}' in the screen; the first is at line 1, column 42"))
        #expect(lines.contains("specs/Main.json:1:21: error: unknown key 'K' in the screen"))
    }

    @Test func aKeyOfAnotherLengthIsNotTakenForAKnownOne() {
        let spec = #"{ "screen": "Main", "verify": { "present": ["v"] }, "elements": { "v": { "type": "other", "idd": "v", "i": "w" } } }"#
        let lines = diagnostics(["pagewright.json": settings(), "Main.json": spec])
        #expect(lines.contains { $0.contains("unknown key 'idd' in element 'v'; did you mean 'id'?") })
        #expect(lines.contains { $0.contains("unknown key 'i' in element 'v'") })
    }

    @Test func asciiRunsAreCheckedEightBytesAtATimeYetTheFirstBadByteIsFound() {
        for length in 0..<40 {
            for bad in [0x80, 0xC0, 0xFF] as [UInt8] where length > 0 {
                for position in [0, length / 2, length - 1] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = bad
                    #expect(UTF8Validation.scan(bytes).firstInvalidByte == position)
                    #expect(UTF8Validation.scan(bytes).isASCII == false)
                }
            }
            let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(UTF8Validation.scan(ascii).firstInvalidByte == nil)
            #expect(UTF8Validation.scan(ascii).isASCII)
            let accented = ascii + Array("é".utf8)
            #expect(UTF8Validation.scan(accented).firstInvalidByte == nil)
            #expect(UTF8Validation.scan(accented).isASCII == false)
        }
    }

    @Test func columnsOfAnASCIIFileAndOfAnotherAgree() throws {
        let ascii = "{\n  \"a\": [1,   \"x\"],\n\t\"b\": { \"c\": true }\n}"
        let accented = ascii.replacingOccurrences(of: "\"c\"", with: "\"é\"")
        func columns(_ text: String) throws -> [Int] {
            let root = try JSONReader.parse(Array(text.utf8), file: "f.json")
            guard case .object(let object) = root.value, case .array(let array) = object.members[0].value.value,
                  case .object(let inner) = object.members[1].value.value else { return [] }
            return [object.members[0].keyLocation.column, object.members[1].keyLocation.column,
                    inner.members[0].keyLocation.column, inner.members[0].value.location.column] + array.map(\.location.column)
        }
        #expect(try columns(ascii) == [3, 2, 9, 14, 9, 14])
        #expect(try columns(accented) == columns(ascii))
    }

    @Test func knownWordsAreFoundByTheirBytesAndNothingElseIs() throws {
        let words = KnownWords(["a", "type", "elements", "placeholderValue", "staticTextField1", "seventeen letters"])
        func found(_ text: String) -> String? {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { words.word($0, 0, bytes.count) }
        }
        for word in ["a", "type", "elements", "placeholderValue", "staticTextField1"] { #expect(found(word) == word) }
        for other in ["", "b", "typ", "types", "Type", "element", "placeholderValu", "seventeen letters", "staticTextField2"] {
            #expect(found(other) == nil)
        }
        // Read from JSON: the same strings whether or not they are known words.
        let json = #"{ "type": "button", "typ": "elements", "e\u006Cements": "x" }"#
        let plain = try JSONReader.parse(Array(json.utf8), file: "f.json")
        let fast = try JSONReader.parse(Array(json.utf8), file: "f.json", words: SpecWords.table)
        guard case .object(let one) = plain.value, case .object(let two) = fast.value else { Issue.record("not objects"); return }
        #expect(one.members.map(\.key) == two.members.map(\.key))
        #expect(two.members.map(\.key) == ["type", "typ", "elements"])
        #expect(two.members.map(\.keyIsASCII) == [true, true, false])
        guard case .string(let value) = two.members[1].value.value else { Issue.record("not a string"); return }
        #expect(value == "elements")
    }

    @Test func keysNumberedAsSpecWordsAreFoundByNumberAndOthersByText() throws {
        // "type" is a spec word (numbered), "t\u0079pe" is the same key written with an escape
        // (not numbered), "\u212Aind" is not a word but equals "Kind" to Swift's `==`.
        let json = #"{ "type": 1, "t\u0079pe": 2, "summary": 3, "\u212Aind": 4, "idd": 5 }"#
        let root = try JSONReader.parse(Array(json.utf8), file: "f.json", words: SpecWords.table)
        guard case .object(let object) = root.value else { Issue.record("not an object"); return }
        #expect(object.members.map { $0.keyWord >= 0 } == [true, false, true, false, false])
        let list: KeyList = ["type", "Kind", "id"]
        #expect(object.members.map(list.contains) == [true, true, false, true, false])
        let words = KeyList(PageDecoder.elementKeys)
        #expect(object.members.map(words.contains) == [true, true, true, false, false])
    }

    @Test func numberedKeysWrittenTwiceAreDuplicatesWhateverTheirSpelling() {
        let spec = #"{ "screen": "Main", "summary": "a", "s\u0075mmary": "b", "summary": "c", "verify": { "present": ["v"] }, "elements": { "v": { "type": "other", "id": "v" } } }"#
        let lines = diagnostics(["pagewright.json": settings(), "Main.json": spec])
        #expect(lines.contains("specs/Main.json:1:37: error: duplicate key 'summary' in the screen; the first is at line 1, column 21"))
        #expect(lines.contains("specs/Main.json:1:58: error: duplicate key 'summary' in the screen; the first is at line 1, column 21"))
    }

    @Test func stringsAreScannedEightBytesAtATimeYetEverySpecialByteIsSeen() throws {
        for length in 1..<24 {
            for position in 0..<length {
                let before = String(repeating: "a", count: position), after = String(repeating: "b", count: length - position)
                for (written, read) in [("\\\"", "\""), ("\\n", "\n"), ("é", "é"), ("\\u0041", "A"), ("\\\\", "\\")] {
                    let json = "{\"k\": \"" + before + written + after + "\", \"type\": 1}"
                    let root = try JSONReader.parse(Array(json.utf8), file: "f.json", words: SpecWords.table)
                    guard case .object(let object) = root.value, case .string(let value) = object.members[0].value.value else {
                        Issue.record("not an object holding a string")
                        continue
                    }
                    #expect(value == before + read + after, "\(json)")
                    #expect(object.members[1].keyWord >= 0)
                }
                // A control character anywhere in a long string is still found.
                let tab = Array(("\"" + before + "\t" + after + "\"").utf8)
                #expect(throws: JSONReader.SyntaxError.self) { try JSONReader.parse(tab, file: "f.json") }
            }
        }
    }

    @Test func knownWordsAreFoundAtAnyOffsetOfALongerBuffer() {
        // Sixteen bytes or more after the word: it is packed from two loads, not byte by byte.
        let words = KnownWords(["a", "type", "elements", "placeholderValue", "notContaining", "abcdefgh"])
        for word in ["a", "type", "elements", "placeholderValue", "notContaining", "abcdefgh", "abcdefg", "typ", "element", "placeholderValu"] {
            for before in 0..<3 {
                for after in [0, 1, 15, 16, 20] {
                    let bytes = Array(String(repeating: "x", count: before).utf8) + Array(word.utf8) + Array(String(repeating: "y", count: after).utf8)
                    let found = bytes.withUnsafeBufferPointer { words.word($0, before, word.utf8.count) }
                    let expected = ["a", "type", "elements", "placeholderValue", "notContaining", "abcdefgh"].contains(word) ? word : nil
                    #expect(found == expected, "\(word) after \(before) bytes, before \(after)")
                }
            }
        }
    }

    @Test func wordsAreNumberedInTheOrderGivenOnce() {
        let words = KnownWords(["b", "a", "b", "c"], numbersKeys: true)
        #expect(words.number(of: "b") == 0)
        #expect(words.number(of: "a") == 1)
        #expect(words.number(of: "c") == 2)
        #expect(words.number(of: "d") == nil)
        #expect(words.count == 3)
    }

    @Test func templatesAreSplitTheSameWithAndWithoutAnASCIIShortCut() {
        func parts(_ text: String) -> [Template.Part] { TemplateParser.parse(text, at: .file("f.json")).parts }
        #expect(parts("") == [])
        #expect(parts("no placeholder here") == [.literal("no placeholder here")])
        #expect(parts("é, no placeholder") == [.literal("é, no placeholder")])
        #expect(parts("Row.$index.title") == [.literal("Row."), .parameter("index", fields: ["title"])])
        #expect(parts("label BEGINSWITH $prefix") == [.literal("label BEGINSWITH "), .parameter("prefix")])
        #expect(parts("cost $$5 and $ 3\r\n$x") == [.literal("cost $5 and $ 3\r\n"), .parameter("x")])
        #expect(parts("é $x ü") == [.literal("é "), .parameter("x"), .literal(" ü")])
        #expect(parts("${title|underscored}!") == [.parameter("title", transforms: ["underscored"]), .literal("!")])
        // ASCII text is split over its bytes; the same text with a euro sign after it (no name character) goes the long way.
        for (ascii, expected) in [("a$", [Template.Part.literal("a$")]), ("$$", [.literal("$")]), ("$1x $_a1", [.literal("$1x "), .parameter("_a1")]),
                                  ("x.$a.b.c", [.literal("x."), .parameter("a", fields: ["b", "c"])]), ("$a.", [.parameter("a"), .literal(".")]),
                                  ("$a.1b", [.parameter("a"), .literal(".1b")]), ("a\r\n$b\r\n", [.literal("a\r\n"), .parameter("b"), .literal("\r\n")]),
                                  ("${x $y", [.literal("${x "), .parameter("y")]), ("$$$a$", [.literal("$"), .parameter("a"), .literal("$")])] {
            #expect(parts(ascii) == expected, "\(ascii)")
            var accented = expected
            if case .literal(let last)? = accented.last { accented[accented.count - 1] = .literal(last + "€") } else { accented.append(.literal("€")) }
            #expect(parts(ascii + "€") == accented, "\(ascii)€")
        }
    }
}

@Suite("What a file describes")
struct FileKindHintTests {
    @Test func theHintComesFromTheFirstKeyWrittenNotFromASetsOrder() {
        // Each of the later keys is close to 'trait'; a set of the keys put one of them first in
        // four runs out of five.
        let spec = #"{ "scren": "Main", "traits": [], "trai": 1, "traitt": 2, "trait_": 3 }"#
        let lines = diagnostics(["pagewright.json": settings(), "Main.json": spec])
        #expect(lines.contains("specs/Main.json:1:1: error: expected a 'screen', 'trait' or 'flows' key naming what this file describes; did you mean 'screen'?"))
    }
}
