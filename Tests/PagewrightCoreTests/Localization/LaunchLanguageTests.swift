import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// A localised text is looked up, when used, in the language the app was launched in: the
/// generated code holds the key's text in every language the app ships, and the runtime's
/// `PagewrightLocalization` picks one (Tests/PagewrightRuntimeTests/LocalizationTests runs it
/// against a simulated app; Examples/ProtonMail runs journeys in English and German).
@Suite("Localised texts in the launch language")
struct LaunchLanguageTests {
    static let lookup = #"PagewrightLocalization.text(["de": "Speichern", "en": "Save", "fr": "Enregistrer"], source: "en")"#
    /// general.cancel has no German: the app shows the English text then, so the table says so.
    static let cancel = #"PagewrightLocalization.text(["de": "Cancel", "en": "Cancel", "fr": "Annuler"], source: "en")"#

    static func files(styles: String, catalog: String = LocalizedLabelTests.catalog, access: String = "public") -> (files: [SpecFile], catalogs: CatalogSource) {
        let settings = #"{ "apps": { "main": { "entry": "Main" } }, "accessLevel": "\#(access)", "style": \#(styles), "localization": { "catalog": "Localizable.xcstrings" } }"#
        let spec = LocalizedTextTests.spec().replacingOccurrences(of: #""elements": {"#, with: #""elements": { "save": { "type": "button", "label": { "localized": "general.save" } },"#)
        return (specFiles(["pagewright.json": settings, "Main.json": spec]), .files(["specs/Localizable.xcstrings": Array(catalog.utf8)]))
    }

    private func generate(styles: String, catalog: String = LocalizedLabelTests.catalog) throws -> [GeneratedFile] {
        let input = Self.files(styles: styles, catalog: catalog)
        let (validated, generated) = Pipeline.generate(files: input.files, catalogs: input.catalogs)
        return try #require(generated, "\(validated.log.sorted.map(\.description))")
    }

    private func page(_ files: [GeneratedFile], _ suffix: String) throws -> String {
        try #require(files.first { $0.path.hasSuffix(suffix) }).contents
    }

    @Test(arguments: [("[\"factory\"]", "Main.pagewright.swift"), ("[\"plain\"]", "Main.plain.swift"), ("[\"screenplay\"]", "Main.screenplay.swift")])
    func everyStyleLooksTheTextUpWhenItIsUsed(styles: String, file: String) throws {
        let main = try page(try generate(styles: styles), file)
        // The label, an identifier holding one (transformed at run time), an argument, an expected text.
        #expect(main.contains(".label(.button, \(Self.lookup))\n"), "\(main)")
        #expect(main.contains(#".identifier(.cell, "Row.\(\#(Self.lookup).replacingOccurrences(of: " ", with: "_"))")"#), "\(main)")
        #expect(main.contains(Self.cancel), "\(main)")
        #expect(main.components(separatedBy: Self.lookup).count >= 4, "label, identifier and expected text")
        #expect(!main.replacingOccurrences(of: Self.lookup, with: "").contains(#""Save""#), "no text of one language is written alone")
    }

    @Test func theAppsIdentifiersFileAsksTheAppsBundle() throws {
        let input = Self.files(styles: #"["factory"]"#)
        let model = try #require(Pipeline.validate(files: input.files, catalogs: input.catalogs).model)
        let file = AppIdentifiersRenderer(model: model).render().contents
        #expect(file.contains("import Foundation\n"))
        #expect(file.contains(#"static func row() -> Swift.String { "Row.\(Foundation.NSLocalizedString("general.save", tableName: "Localizable", comment: "").replacingOccurrences(of: " ", with: "_"))" }"#), "\(file)")
    }

    static let deviceCatalog = """
        { "sourceLanguage" : "en", "strings" : {
            "general.save" : { "localizations" : {
              "de" : { "variations" : { "device" : {
                "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Alles speichern" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Speichern" } } } } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Save" } } } },
            "general.cancel" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } } } } },
          "version" : "1.0" }
        """

    /// A catalog's per-device text is chosen by the device too, which the main actor owns.
    @Test func aPerDeviceTextAsksTheDevice() throws {
        let main = try page(try generate(styles: #"["factory"]"#, catalog: Self.deviceCatalog), "Main.pagewright.swift")
        #expect(main.contains(#"PagewrightLocalization.text(["de": "Speichern", "en": "Save"], source: "en", byDevice: ["ipad": ["de": "Alles speichern"]])"#), "\(main)")
        #expect(main.contains("@MainActor\n        public var rawValue: String"), "\(main)")
    }

    /// Every style at once, as one module, in both language modes (and the per-device form).
    @Test(arguments: ["5", "6"])
    func theLookupsTypeCheck(languageMode: String) throws {
        for catalog in [LocalizedLabelTests.catalog, Self.deviceCatalog] {
            let generated = try generate(styles: #"["factory", "plain", "screenplay"]"#, catalog: catalog)
            let result = try GeneratedSources.typecheck(generated, languageMode: languageMode, purpose: "launch-language")
            #expect(result.status == 0, "\(result.output)")
            #expect(result.warnings.isEmpty, "\(result.warnings)")
        }
    }
}
