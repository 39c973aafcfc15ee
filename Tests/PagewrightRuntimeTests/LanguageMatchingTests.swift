import Testing
@testable import PagewrightRuntime

/// Bundle's language matching follows locale data, not only dropped subtags (Apple's TN2418;
/// Apple's ICU `ualoc_localizationsToUse`, CLDR's parentLocales): the families a device meets.
@Suite("Language matching follows Bundle's locale data")
struct LanguageMatchingTests {
    func match(_ preferred: [String], _ shipped: [String], source: String = "en") -> String {
        PagewrightLocalization.match(preferred, shipped: shipped, source: source)
    }

    @Test("English of India, Australia and New Zealand runs in British English when the app ships it (TN2418)")
    func englishFallsBackThroughBritishEnglish() {
        #expect(match(["en-IN"], ["en", "en-GB"]) == "en-GB")
        #expect(match(["en-AU"], ["en", "en-GB"]) == "en-GB")
        #expect(match(["en-NZ"], ["en", "en-GB"]) == "en-GB")
        #expect(match(["en-NZ"], ["en", "en-GB", "en-AU"]) == "en-AU", "New Zealand English falls back through Australian English first")
        #expect(match(["en-US"], ["en", "en-GB"]) == "en")
        #expect(match(["en-IN"], ["en", "fr"]) == "en", "without British English, English")
        #expect(match(["en-CH"], ["en", "en-GB"]) == "en-GB", "European English falls back through British English")
    }

    @Test("Latin American Spanish: es-MX, es-AR and es-US prefer es-419 over es")
    func latinAmericanSpanish() {
        for region in ["MX", "AR", "CO", "US", "CL"] {
            #expect(match(["es-\(region)"], ["es", "es-419"]) == "es-419", "es-\(region)")
        }
        #expect(match(["es-ES"], ["es", "es-419"]) == "es")
        #expect(match(["es-MX"], ["es", "fr"]) == "es")
    }

    @Test("Traditional Chinese: zh-TW and zh-HK run in zh-Hant, zh-HK in zh-Hant-HK when shipped")
    func traditionalChinese() {
        #expect(match(["zh-TW"], ["zh-Hans", "zh-Hant"]) == "zh-Hant")
        #expect(match(["zh-HK"], ["zh-Hans", "zh-Hant"]) == "zh-Hant")
        #expect(match(["zh-Hant-HK"], ["zh-Hans", "zh-Hant"]) == "zh-Hant")
        #expect(match(["zh-HK"], ["zh-Hans", "zh-Hant", "zh-Hant-HK"]) == "zh-Hant-HK")
        #expect(match(["zh-HK"], ["zh-Hans", "zh-HK", "zh-Hant"]) == "zh-HK")
        #expect(match(["zh-Hant"], ["zh-Hans", "zh-TW"]) == "zh-TW", "Traditional Chinese falls back to Taiwan's")
        #expect(match(["zh-Hant-TW"], ["en", "zh-Hans"]) == "en", "Traditional Chinese never falls back to Simplified")
        #expect(match(["zh-CN"], ["zh-Hans", "zh-Hant"]) == "zh-Hans")
        #expect(match(["zh-Hans-CN"], ["en", "zh-Hans"]) == "zh-Hans")
    }

    @Test("European Portuguese: pt-AO and pt-MZ run in pt-PT; pt-BR in pt or pt-BR")
    func portuguese() {
        #expect(match(["pt-AO"], ["pt-BR", "pt-PT"]) == "pt-PT")
        #expect(match(["pt-MZ"], ["pt", "pt-PT"]) == "pt-PT")
        #expect(match(["pt-BR"], ["pt", "pt-PT"]) == "pt")
        #expect(match(["pt-BR"], ["pt-BR", "pt-PT"]) == "pt-BR")
        #expect(match(["pt-PT", "fr"], ["pt-BR", "fr"]) == "fr", "Brazilian Portuguese only when nothing else matches")
        #expect(match(["pt-PT"], ["pt-BR", "de"]) == "pt-BR")
    }

    @Test("A bare language prefers its usual region; a later exact match of the same language wins")
    func regionsOfOneLanguage() {
        #expect(match(["it"], ["it-CH", "it-IT"]) == "it-IT")
        #expect(match(["pt"], ["en", "pt-BR"]) == "pt-BR", "Brazil is Portuguese's usual region")
        #expect(match(["fr-CH", "fr-CA"], ["fr-FR", "fr-CA"]) == "fr-CA")
        #expect(match(["ja", "de-AT"], ["en", "de"]) == "de", "the first preferred language with a match")
        #expect(match(["ja"], ["en", "de"]) == "en", "nothing matches: the source language")
        #expect(match(["sr-Latn-RS"], ["en", "sr"], source: "en") == "en", "a script other than the usual one does not fall back to the language")
        #expect(match(["de_CH"], ["EN", "De"]) == "De", "case and underscores do not matter; the shipped spelling is returned")
    }
}
