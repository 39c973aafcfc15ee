import Testing
@testable import PagewrightCore

@Suite("JSON reader")
struct JSONReaderTests {
    private func parse(_ text: String) throws(JSONReader.SyntaxError) -> JSONNode {
        try JSONReader.parse(Array(text.utf8), file: "f.json")
    }

    private func syntaxError(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
    }

    @Test func recordsLineAndColumnOfEveryValue() throws {
        let root = try parse("{\n  \"a\": [1, \"x\"],\n  \"b\": { \"c\": true }\n}")
        guard case .object(let object) = root.value else { Issue.record("not an object"); return }
        #expect(root.location == SourceLocation(file: "f.json", line: 1, column: 1))
        #expect(object.members.map(\.key) == ["a", "b"])
        #expect(object.members[0].keyLocation == SourceLocation(file: "f.json", line: 2, column: 3))
        guard case .array(let array) = object.members[0].value.value else { Issue.record("not an array"); return }
        #expect(array.map(\.location.column) == [9, 12])
        guard case .object(let inner) = object.members[1].value.value else { Issue.record("not an object"); return }
        #expect(inner.members[0].value.location == SourceLocation(file: "f.json", line: 3, column: 15))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try parse("{\"é😀\": 1, \"k\": 2}")
        guard case .object(let object) = root.value else { Issue.record("not an object"); return }
        #expect(object.members[0].key == "é😀")
        #expect(object.members[1].keyLocation.column == 11)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let root = try parse(#"["a\"b\\c\/\n\t", "\u00e9\ud83d\ude00"]"#)
        guard case .array(let values) = root.value,
              case .string(let first) = values[0].value, case .string(let second) = values[1].value else {
            Issue.record("unexpected shape"); return
        }
        #expect(first == "a\"b\\c/\n\t")
        #expect(second == "é😀")
    }

    @Test func numbersKeepWhetherTheyWereIntegers() throws {
        let root = try parse("[0, -12, 1.5, 2e3]")
        guard case .array(let values) = root.value else { Issue.record("not an array"); return }
        let kinds = values.map { node -> String in
            if case .number(let value, let isInteger) = node.value { return "\(value)/\(isInteger)" }
            return "?"
        }
        #expect(kinds == ["0.0/true", "-12.0/true", "1.5/false", "2000.0/false"])
    }

    @Test func skipsAUTF8ByteOrderMark() throws {
        let node = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), file: "f.json")
        #expect(node.location.column == 1)
    }

    @Test(arguments: [
        ("", "1:1: expected a JSON value, found end of file"),
        ("   \n  ", "2:3: expected a JSON value, found end of file"),
        ("{\"a\": 1,}", "1:9: expected a key after ',', found '}' (trailing commas are not allowed in JSON)"),
        ("[1, 2,]", "1:7: expected a value after ',', found ']' (trailing commas are not allowed in JSON)"),
        ("{\"a\" 1}", "1:6: expected ':' after the key \"a\", found '1'"),
        ("{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}' after the value of \"a\", found '\"'"),
        ("{'a': 1}", "1:2: expected a key in double quotes, found '''"),
        ("[tru]", "1:2: expected a JSON value, found 'tru'"),
        ("[01]", "1:3: numbers may not start with a leading zero"),
        ("[1.]", "1:4: expected a digit after '.', found ']'"),
        ("\"abc", "1:5: unterminated string: expected '\"' before end of file"),
        ("\"a\nb\"", "1:3: unterminated string: a line break must be written \\n inside a string"),
        ("\"\\q\"", "1:2: invalid escape \\q in a string"),
        ("\"\\ud800\"", "1:8: a \\u escape of a high surrogate must be followed by a low surrogate"),
        ("{} {}", "1:4: expected end of file after the JSON value, found '{'"),
        ("[1e999]", "1:2: the number 1e999 is too large"),
    ])
    func reportsSyntaxErrorsWhereTheyAre(text: String, expected: String) {
        #expect(syntaxError(text) == expected)
    }

    @Test func rejectsInvalidUTF8AtTheOffendingByte() {
        do {
            _ = try JSONReader.parse(Array("{\n  \"a\": \"x".utf8) + [0xFF] + Array("\"}".utf8), file: "f.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "the file is not valid UTF-8 (byte 0xFF at offset 11)")
            #expect(error.location == SourceLocation(file: "f.json", line: 2, column: 10))
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(syntaxError(text) == "1:257: values are nested more than 256 levels deep")
    }

    @Test func minifiedInputOnOneLineStillGetsColumns() throws {
        let members = (0..<2_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let root = try parse("{\(members)}")
        guard case .object(let object) = root.value else { Issue.record("not an object"); return }
        let last = object.members.last!
        #expect(last.key == "k1999")
        #expect(last.keyLocation.column == 2 + members.count - "\"k1999\":1999".count)
    }
}
