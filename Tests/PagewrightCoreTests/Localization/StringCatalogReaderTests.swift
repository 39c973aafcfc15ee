import Foundation
import Testing
@testable import PagewrightCore

/// String Catalogs (`.xcstrings`) as Xcode writes them, and malformed ones: every problem is an
/// error at its line and column.
@Suite("String Catalogs")
struct StringCatalogReaderTests {
    private func read(_ text: String) -> (table: StringTable?, log: [String]) {
        var log = DiagnosticLog()
        let table = StringCatalogReader.read(Array(text.utf8), path: "App/Localizable.xcstrings", log: &log)
        return (table, log.sorted.map(\.description))
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "general.save" : {
              "comment" : "A button",
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Speichern" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Save" } }
              }
            },
            "Settings" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Einstellungen" } }
              }
            },
            "menu.open" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Show sidebar" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Open menu" } } } } }
              }
            },
            "inbox.count" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } } } } }
              }
            },
            "Proton" : { "shouldTranslate" : false },
            "fr.only" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Seulement" } } } }
          },
          "version" : "1.0"
        }
        """

    @Test func keysTextsPerLanguageAndTheLanguagesHeld() throws {
        let (table, log) = read(Self.catalog)
        #expect(log.isEmpty)
        let strings = try #require(table)
        #expect(strings.name == "Localizable" && strings.sourceLanguage == "en" && strings.format == .catalog)
        #expect(strings.languages == ["de", "en", "fr"])
        #expect(strings.keys == ["Proton", "Settings", "fr.only", "general.save", "inbox.count", "menu.open"])
        #expect(strings["general.save"]?.translations["de"]?.text == "Speichern")
        #expect(strings["general.save"]?.location.description == "App/Localizable.xcstrings:4:5")
        // A key without a source-language unit is its own source text.
        #expect(strings["Settings"]?.translations["en"]?.text == "Settings")
        #expect(strings["Settings"]?.translations["de"]?.text == "Einstellungen")
        // Device variations: per device, and `other` is the text elsewhere.
        #expect(strings["menu.open"]?.translations["en"]?.byDevice == ["ipad": "Show sidebar", "other": "Open menu"])
        #expect(strings["inbox.count"]?.translations["en"]?.isPlural == true)
        #expect(strings["Proton"]?.doesNotTranslate == true)
        #expect(strings["fr.only"]?.translations["en"]?.text == "fr.only")
    }

    @Test func substitutionsMakeAFormatNotALabel() throws {
        let (table, log) = read("""
            { "sourceLanguage": "en", "strings": { "k": { "localizations": { "en": {
              "stringUnit": { "state": "translated", "value": "%#@count@ left" },
              "substitutions": { "count": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {} } } } } } } } }
            """)
        #expect(log.isEmpty)
        #expect(try #require(table)["k"]?.translations["en"]?.isPlural == true)
    }

    @Test func malformedCatalogsAreErrorsAtTheirPlace() {
        let cases: [(String, String)] = [
            ("{ \"strings\": {} }", "App/Localizable.xcstrings:1:1: error: a String Catalog names its 'sourceLanguage' (such as \"en\"); this one has none"),
            ("{ \"sourceLanguage\": \"en\" }", "App/Localizable.xcstrings:1:1: error: a String Catalog holds its keys under 'strings'; this one has none"),
            ("{ \"sourceLanguage\": 1, \"strings\": {} }", "App/Localizable.xcstrings:1:21: error: expected a string for 'sourceLanguage', found an integer"),
            ("{ \"sourceLanguage\": \"\", \"strings\": {} }", "App/Localizable.xcstrings:1:21: error: 'sourceLanguage' is empty; expected a language such as \"en\""),
            ("{ \"sourceLanguage\": \"en\", \"strings\": [] }", "App/Localizable.xcstrings:1:38: error: expected an object for 'strings', found an array"),
            ("[]", "App/Localizable.xcstrings:1:1: error: expected an object for a String Catalog, found an array"),
            ("{ \"sourceLanguage\": \"en\", \"strings\": { \"k\": { \"localizations\": { \"de\": { \"stringUnit\": { \"value\": 3 } } } } } }",
             "App/Localizable.xcstrings:1:99: error: expected a string for 'value', found an integer"),
            ("{ \"sourceLanguage\": \"en\", \"strings\": { \"k\": { \"localizations\": { \"de\": { \"stringUnit\": { \"state\": \"new\" } } } } } }",
             "App/Localizable.xcstrings:1:88: error: this 'stringUnit' of 'k' in 'de' has no 'value'"),
            ("{ \"sourceLanguage\": \"en\", \"strings\": { \"k\": { \"localizations\": { \"de\": {} } } } }",
             "App/Localizable.xcstrings:1:72: error: the 'de' localization of 'k' has neither a 'stringUnit' nor 'variations'"),
            ("{ \"sourceLanguage\": \"en\", \"strings\": { \"k\": {}, \"k\": {} } }",
             "App/Localizable.xcstrings:1:49: error: duplicate key 'k' in 'strings'; the first is at line 1, column 40"),
            ("{ \"sourceLanguage\": \"en\", \"strings\": { \"k\": { \"shouldTranslate\": \"no\" } } }",
             "App/Localizable.xcstrings:1:66: error: expected true or false for 'shouldTranslate' of 'k', found a string"),
            ("{ \"sourceLanguage\": \"en\", \"strings\": { ", "App/Localizable.xcstrings:1:40: error: this String Catalog is not valid JSON: expected a key in double quotes, found end of file"),
        ]
        for (text, expected) in cases {
            #expect(read(text).log.contains(expected), "\(text): \(read(text).log)")
        }
    }

    /// Cuts and byte flips of a real catalog, and deep nesting, end in a table or located errors.
    /// A hang runs into the time limit (a guard, not a speed target: that is BENCHMARKS.md's).
    // Five minutes: the thorough run's 5,000 rounds share two cores with the whole suite and took
    // over a minute there (a hang guard, not a speed target).
    @Test(.timeLimit(.minutes(5)))
    func hostileCatalogsNeverCrashOrHang() {
        var generator = SystemRandomNumberGenerator()
        let base = Array(Self.catalog.utf8)
        for round in 0..<(ProcessInfo.processInfo.environment["PAGEWRIGHT_THOROUGH"] == nil ? 300 : 5_000) {
            var bytes = base
            if round % 2 == 0 {
                bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
            } else {
                for _ in 0..<3 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = [0x22, 0x7B, 0x7D, 0x5B, 0x3A, 0x2C, 0xFF].randomElement(using: &generator)! }
            }
            var log = DiagnosticLog()
            let table = StringCatalogReader.read(bytes, path: "x.xcstrings", log: &log)
            #expect(table != nil || log.hasErrors)
            #expect(!log.hasErrors || log.diagnostics.allSatisfy { $0.location.file == "x.xcstrings" })
        }
        let deep = "{ \"sourceLanguage\": \"en\", \"strings\": " + String(repeating: "{\"k\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000) + "}"
        #expect(read(deep).log.first?.contains("error:") == true)
    }
}
