import Foundation
import Testing
@testable import PagewrightCore

/// `.strings` files as apps keep them: UTF-8 or UTF-16, comments, escapes, and what Core
/// Foundation's parser gives up on reported at the place, never a crash or a hang.
@Suite("Strings files")
struct StringsFileReaderTests {
    private func read(_ bytes: [UInt8]) -> (entries: [StringsFileReader.Entry]?, log: [String]) {
        var log = DiagnosticLog()
        let entries = StringsFileReader.read(bytes, path: "de.lproj/Localizable.strings", log: &log)
        return (entries, log.sorted.map(\.description))
    }

    private func read(_ text: String) -> (entries: [StringsFileReader.Entry]?, log: [String]) { read(Array(text.utf8)) }

    private func pairs(_ entries: [StringsFileReader.Entry]?) -> [String] { (entries ?? []).map { "\($0.key)=\($0.value)" } }

    private func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    static let sample = """
        /* menu title */
        "Settings" = "Einstellungen";

        // a line comment
        "Sign out" = "Abmelden"; /* after */
        "Every time enter app"="Jedes Mal, wenn du die App öffnest";
        """

    @Test func keysValuesAndTheirLines() {
        let (entries, log) = read(Self.sample)
        #expect(log.isEmpty)
        #expect(pairs(entries) == ["Settings=Einstellungen", "Sign out=Abmelden", "Every time enter app=Jedes Mal, wenn du die App öffnest"])
        #expect(entries?.map { "\($0.location.line):\($0.location.column)" } == ["2:1", "5:1", "6:1"])
    }

    @Test func utf16WithEitherByteOrderMarkOrNoneReadsTheSame() {
        for bigEndian in [false, true] {
            for bom in [true, false] {
                let (entries, log) = read(utf16(Self.sample, bigEndian: bigEndian, bom: bom))
                #expect(log.isEmpty, "bigEndian \(bigEndian), bom \(bom)")
                #expect(pairs(entries) == pairs(read(Self.sample).entries), "bigEndian \(bigEndian), bom \(bom)")
            }
        }
        // UTF-8 with a byte-order mark, and line positions after CRLF line ends.
        let crlf = [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";\r\n\"c\" = \"d\";".utf8)
        let (entries, log) = read(crlf)
        #expect(log.isEmpty)
        #expect(entries?.last?.location.line == 2)
    }

    @Test func escapesMeanWhatCoreFoundationReadsThemAs() {
        let text = #"""
            "quote" = "say \"hi\"";
            "slash" = "a\\b";
            "lines" = "one\ntwo\tthree";
            "octal" = "\101\102";
            "unicode" = "caf\U00e9";
            "pair" = "\UD83D\UDE00";
            "single" = 'it\'s';
            "other" = "\q";
            "break" = "a\
            b";
            """#
        let (entries, log) = read(text)
        #expect(log.isEmpty)
        #expect(entries?.map(\.value) == ["say \"hi\"", "a\\b", "one\ntwo\tthree", "AB", "café", "😀", "it's", "q", "a\nb"])
    }

    @Test func aKeyAloneIsItsOwnValueAndUnquotedWordsAreStrings() {
        let (entries, log) = read("\"OK\";\nplain_key = value.1;\n")
        #expect(log.isEmpty)
        #expect(pairs(entries) == ["OK=OK", "plain_key=value.1"])
    }

    @Test func aRepeatedKeyKeepsItsLastValueWithAWarning() {
        let (entries, log) = read("\"Save\" = \"Sichern\";\n\"Save\" = \"Speichern\";\n")
        #expect(pairs(entries) == ["Save=Sichern", "Save=Speichern"])
        #expect(log == ["de.lproj/Localizable.strings:2:1: warning: the key \"Save\" is repeated (first at line 1, column 1); the app uses this later value [repeated-string-key]"])
    }

    @Test func whatCoreFoundationGivesUpOnIsAnErrorAtThePlace() {
        let cases: [(String, String)] = [
            ("\"a\" = \"b\"\n\"c\" = \"d\";", "de.lproj/Localizable.strings:2:1: error: expected ';' after the value of \"a\", found '\"'"),
            ("\"a\" = \"unterminated;\n", "de.lproj/Localizable.strings:1:7: error: this string is not closed with a double quote"),
            ("\"a\" = \"b\"; /* open", "de.lproj/Localizable.strings:1:12: error: this comment is not closed with '*/'"),
            ("\"a\" \"b\";", "de.lproj/Localizable.strings:1:5: error: expected '=' or ';' after the key \"a\", found '\"'"),
            ("\"a\" = ;", "de.lproj/Localizable.strings:1:7: error: expected the value of \"a\" (a quoted string), found ';'"),
            ("\"a\" = ", "de.lproj/Localizable.strings:1:7: error: expected a value after '=', found the end of the file"),
            ("= \"b\";", "de.lproj/Localizable.strings:1:1: error: expected a key (a quoted string), found '='"),
            ("\"a\" = \"\\U\";", "de.lproj/Localizable.strings:1:8: error: '\\U' needs hexadecimal digits (such as \\U00E9)"),
            ("\"a\" = \"\\UD83D\";", "de.lproj/Localizable.strings:1:8: error: '\\UD83D' is the first half of a surrogate pair, but no '\\U' second half follows"),
            ("\"a\" = \"\\UDE00\";", "de.lproj/Localizable.strings:1:8: error: '\\UDE00' is the second half of a surrogate pair without a first half"),
            ("\"a\" = \"\\377\";", "de.lproj/Localizable.strings:1:8: error: an octal escape above \\177 is a character of the NeXTSTEP encoding; write the character itself or '\\U' with its code"),
            ("\"a\" = \"b\\", "de.lproj/Localizable.strings:1:7: error: this string is not closed with a double quote"),
        ]
        for (text, expected) in cases {
            let (entries, log) = read(text)
            #expect(entries == nil, "\(text)")
            #expect(log == [expected], "\(text)")
        }
    }

    @Test func bytesThatAreNotTextInTheirEncodingAreAnErrorNamingWhere() {
        #expect(read([0x22, 0x61, 0x22, 0x0A, 0x22, 0xC3, 0x28]).log
                == ["de.lproj/Localizable.strings:2:2: error: the file is not valid UTF-8 (byte 0xC3 at offset 5); save it as UTF-8 or UTF-16"])
        #expect(read([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00]).log
                == ["de.lproj/Localizable.strings:1:2: error: the file is not valid UTF-16: an unpaired surrogate after 1 characters"])
        #expect(read([0xFF, 0xFE, 0x22]).log
                == ["de.lproj/Localizable.strings:1:1: error: the file is UTF-16 but has an odd number of bytes (3); it is cut short or not UTF-16"])
        #expect(read(Array("bplist00\u{1}".utf8)).log
                == ["de.lproj/Localizable.strings:1:1: error: this is a binary property list (a compiled strings table); Pagewright reads the source .strings file the app is built from"])
        let (entries, log) = read([])
        #expect(entries == [] && log.isEmpty)
    }

    /// Random bytes and random cuts of a real file end in entries or located errors; a hang runs
    /// into the time limit (a guard, not a speed target: that is BENCHMARKS.md's).
    // Five minutes: the thorough run's 5,000 rounds share two cores with the whole suite and took
    // over a minute there (a hang guard, not a speed target).
    @Test(.timeLimit(.minutes(5)))
    func hostileBytesNeverCrashOrHang() {
        var generator = SystemRandomNumberGenerator()
        let base = Array(Self.sample.utf8) + Array(#""x\U00e9\101" = 'q\"';"#.utf8)
        for round in 0..<(ProcessInfo.processInfo.environment["PAGEWRIGHT_THOROUGH"] == nil ? 300 : 5_000) {
            var bytes = base
            switch round % 3 {
            case 0: bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            case 1: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
            default:
                for _ in 0..<4 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = [0x22, 0x5C, 0x3B, 0x2F, 0x2A, 0x00, 0xD8].randomElement(using: &generator)! }
            }
            let (entries, log) = read(bytes)
            #expect(entries != nil || log.contains { $0.contains(": error: ") })
        }
        // A long file of pairs and one of escapes are read in linear time.
        let many = String(repeating: "\"key\" = \"value\\n\\U00e9\"; /* c */\n", count: 20_000)
        #expect(read(many).entries?.count == 20_000)
    }
}
