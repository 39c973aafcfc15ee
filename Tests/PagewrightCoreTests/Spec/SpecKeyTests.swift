import Testing
@testable import PagewrightCore

/// The decoders find members by `SpecKey`, a number fixed at compile time: it must be the number
/// the reader gives the key's text, and a key written another way must still be found.
@Suite("Spec keys by number")
struct SpecKeyTests {
    @Test func everyKeyIsNumberedAsItsOwnTextInTheSpecWords() {
        for key in SpecKey.allCases {
            #expect(SpecWords.table.number(of: key.text) == Int(key.rawValue), "\(key.text)")
            #expect(key.text.utf8.count <= KnownWords.longest, "\(key.text) is too long to be numbered")
        }
        // A case's name is its text, keywords included.
        #expect([SpecKey.in, .default, .do, .repeat, .if, .enum, .placeholderValue, .disabledWarnings].map(\.text)
                == ["in", "default", "do", "repeat", "if", "enum", "placeholderValue", "disabledWarnings"])
        #expect(Set(SpecKey.texts).count == SpecKey.allCases.count)
    }

    @Test func aKeyWrittenWithAnEscapeOrAnEquivalentScalarIsFoundByNumber() throws {
        // "t\u0079pe" is "type" with an escape: the reader does not number it from its bytes.
        // "type\u212Aey" (KELVIN SIGN) equals "typeKey" to Swift's `==`, as the decoders always took it.
        let json = #"{ "t\u0079pe": "button", "\u0069d": "x", "typeKe\u0079": 1, "type\u212Aey": 2, "idd": 3 }"#
        let root = try JSONReader.parse(Array(json.utf8), file: "f.json", words: SpecWords.table)
        var log = DiagnosticLog()
        let reader = try #require(ObjectReader(root, what: "it", known: PageDecoder.elementKeysList, log: &log))
        #expect(reader.string(.type, log: &log)?.value == "button")
        #expect(reader.string(.id, log: &log)?.value == "x")
        #expect(reader.int(.typeKey, log: &log)?.value == 1)
        #expect(reader.has(.label) == false)
        // Both spellings of typeKey are numbered as it, so the second is a duplicate, left out.
        #expect(reader.members.map { $0.keyWord >= 0 } == [true, true, true, false])
        #expect(log.diagnostics.map(\.message) == ["duplicate key 'type\u{212A}ey' in it; the first is at line 1, column 42"])
    }

    @Test func anElementWithEscapedKeysDecodesAsWrittenPlainly() {
        let plain = #"{ "screen": "Main", "verify": { "present": ["v"] }, "elements": { "v": { "type": "button", "id": "v", "in": "w" }, "w": { "type": "other", "id": "w" } } }"#
        let escaped = #"{ "screen": "Main", "verify": { "present": ["v"] }, "elements": { "v": { "\u0074ype": "button", "\u0069d": "v", "\u0069n": "w" }, "w": { "type": "other", "id": "w" } } }"#
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": plain]) == [])
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": escaped]) == [])
    }
}
