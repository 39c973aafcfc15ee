import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// A localised text in the language the app was launched in: the `-AppleLanguages` the launch
/// passes, matched against the languages the app ships as Bundle matches them.
@MainActor
final class LocalizationTests: RuntimeTestCase {
    /// What generated code passes for `{ "localized": "general.save" }` in an app shipping en, de, pt-BR.
    static let save = ["de": "Speichern", "en": "Save", "pt-BR": "Salvar"]

    override func setUp() async throws {
        try await super.setUp()
        PagewrightLocalization.language = nil
        PagewrightLocalization.recordLaunch(arguments: [])
        // The app shows its Save button in the first of its languages the launch asks for.
        app.onLaunch = { app in
            let language = PagewrightLocalization.match(PagewrightLocalization.appleLanguages(in: app.launchArguments) ?? [],
                                                        shipped: Self.save.keys.sorted(), source: "en")
            app.screen("Editor") { SimulatedElement.button("Editor.save", label: Self.save[language]!) }
            app.show("Editor")
        }
    }

    func testTheArgumentDomainsArrayFormIsRead() async {
        XCTAssertEqual(PagewrightLocalization.appleLanguages(in: ["-AppleLanguages", "(de, en)"]), ["de", "en"])
        XCTAssertEqual(PagewrightLocalization.appleLanguages(in: ["-AppleLanguages", #"("de-CH", "en")"#]), ["de-CH", "en"])
        XCTAssertEqual(PagewrightLocalization.appleLanguages(in: ["-AppleLanguages", "fr"]), ["fr"])
        XCTAssertEqual(PagewrightLocalization.appleLanguages(in: ["-AppleLanguages", "(de)", "-x", "-AppleLanguages", "(fr)"]), ["fr"], "the last wins")
        XCTAssertNil(PagewrightLocalization.appleLanguages(in: ["-AppleLanguages"]))
        XCTAssertNil(PagewrightLocalization.appleLanguages(in: ["-AppleLanguages", "()"]))
        XCTAssertNil(PagewrightLocalization.appleLanguages(in: ["-AppleLocale", "de_DE"]))
    }

    func testMatchingIsExactThenByLocaleDataThenTheSourceLanguage() async {
        let shipped = Self.save.keys.sorted()
        XCTAssertEqual(PagewrightLocalization.match(["pt-BR"], shipped: shipped, source: "en"), "pt-BR")
        XCTAssertEqual(PagewrightLocalization.match(["de-CH"], shipped: shipped, source: "en"), "de")
        XCTAssertEqual(PagewrightLocalization.match(["de_AT"], shipped: shipped, source: "en"), "de", "an underscore is a dash")
        XCTAssertEqual(PagewrightLocalization.match(["PT-br"], shipped: shipped, source: "en"), "pt-BR", "case does not matter")
        XCTAssertEqual(PagewrightLocalization.match(["ja", "de"], shipped: shipped, source: "en"), "de", "the first preferred language shipped")
        XCTAssertEqual(PagewrightLocalization.match(["ja", "fr"], shipped: shipped, source: "en"), "en")
        XCTAssertEqual(PagewrightLocalization.match(["pt"], shipped: shipped, source: "en"), "pt-BR",
                       "Bundle matches a bare language with its regions, Brazil being Portuguese's usual one (LanguageMatchingTests)")
        XCTAssertEqual(PagewrightLocalization.match(["zh-Hant-TW"], shipped: ["en", "zh-Hant"], source: "en"), "zh-Hant")
    }

    func testTheTextIsTheLaunchLanguages() async {
        PagewrightLocalization.recordLaunch(arguments: ["-AppleLanguages", "(de-CH, en)"])
        XCTAssertEqual(PagewrightLocalization.text(Self.save, source: "en"), "Speichern")
        PagewrightLocalization.recordLaunch(arguments: ["-AppleLanguages", "(ja)"])
        XCTAssertEqual(PagewrightLocalization.text(Self.save, source: "en"), "Save")
        PagewrightLocalization.language = "pt-BR"
        defer { PagewrightLocalization.language = nil }
        XCTAssertEqual(PagewrightLocalization.text(Self.save, source: "en"), "Salvar", "a test's language wins")
    }

    func testWithoutALanguageArgumentTheRunnersLanguagesCount() async {
        PagewrightLocalization.recordLaunch(arguments: ["-configured"])
        XCTAssertNil(PagewrightLocalization.launchLanguages)
        XCTAssertEqual(PagewrightLocalization.preferredLanguages, Locale.preferredLanguages)
    }

    func testPerDeviceTextsFollowTheIdiom() async {
        PagewrightLocalization.language = "de"
        defer { PagewrightLocalization.language = nil }
        let byDevice = ["ipad": ["de": "Auf dem iPad speichern"]]
        PagewrightDevice.idiom = .pad
        defer { PagewrightDevice.idiomOverride = nil }
        XCTAssertEqual(PagewrightLocalization.text(Self.save, source: "en", byDevice: byDevice), "Auf dem iPad speichern")
        PagewrightDevice.idiom = .phone
        XCTAssertEqual(PagewrightLocalization.text(Self.save, source: "en", byDevice: byDevice), "Speichern")
    }

    /// The same journey in two languages: the launch records the language, the label follows.
    func testTheSameLookupFindsTheButtonInEitherLaunchLanguage() async {
        for (arguments, expected) in [(["-AppleLanguages", "(de)"], "Speichern"), ([], "Save"), (["-AppleLanguages", "(pt-BR)"], "Salvar")] {
            let application = XCUIApplication()
            PagewrightLaunching<TestSettings>.launch(application, app: "main", arguments: arguments)
            let label = PagewrightLocalization.text(Self.save, source: "en")
            XCTAssertEqual(label, expected)
            XCTAssertTrue(application.buttons[label].exists, "\(arguments): the app shows \(label)")
            XCTAssertTrue(application.buttons["Editor.save"].label == label)
        }
    }
}
