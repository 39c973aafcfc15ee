import Foundation
import Testing
@testable import PagewrightCore

/// `"label": { "localized": "key" }`: checked against the app's string tables at generation time,
/// and resolved to the key's text in every language the app ships.
@Suite("Localized labels")
struct LocalizedLabelTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "general.save" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Speichern" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Save" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } } } },
            "general.cancel" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } } } },
            "inbox.count" : { "localizations" : { "en" : { "variations" : { "plural" : {
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } } } } } } }
          },
          "version" : "1.0"
        }
        """

    static func editor(label: String = #"{ "localized": "general.save" }"#, extra: String = "") -> String {
        """
        { "screen": "Main", "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            "saveButton": { "type": "button", "label": \(label)\(extra) }
          },
          "actions": { "save": { "tap": "saveButton" } } }
        """
    }

    static func settings(_ localization: String = #""localization": { "catalog": "Localizable.xcstrings" }"#) -> String {
        #"{ "apps": { "main": { "entry": "Main" } }, \#(localization) }"#
    }

    private func validate(_ files: [String: String], catalogs: [String: String] = ["specs/Localizable.xcstrings": catalog]) -> Pipeline.Validated {
        Pipeline.validate(files: specFiles(files), catalogs: .files(catalogs.mapValues { Array($0.utf8) }))
    }

    private func log(_ files: [String: String], catalogs: [String: String] = ["specs/Localizable.xcstrings": catalog]) -> [String] {
        validate(files, catalogs: catalogs).log.sorted.map(\.description)
    }

    // MARK: Resolved

    @Test func theLocatorKnowsTheKeyAndItsTextInEveryLanguage() throws {
        let validated = validate(["pagewright.json": Self.settings(), "Main.json": Self.editor()])
        #expect(validated.log.sorted.map(\.description).isEmpty)
        let main = try #require(validated.model?.screen("Main"))
        let button = try #require(main.page.elements.first { $0.name == "saveButton" })
        let localized = try #require(button.locator.localized)
        #expect(localized.key == "general.save" && localized.table == "Localizable" && localized.sourceLanguage == "en")
        #expect(localized.sourceText == "Save")
        #expect(localized.translations.map { "\($0.language)=\($0.text)" } == ["de=Speichern", "en=Save", "fr=Enregistrer"])
        #expect(localized.missingLanguages.isEmpty)
        guard case .label(let text) = button.locator.matching else { Issue.record("not matched by label"); return }
        #expect(text.parts == [.localized(localized)], "the label is the localised text, one path with arguments and expected texts")
    }

    @Test func aLanguageWithoutTextIsMissingAndWarned() throws {
        let validated = validate(["pagewright.json": Self.settings(), "Main.json": Self.editor(label: #"{ "localized": "general.cancel" }"#)])
        #expect(validated.log.sorted.map(\.description) == [
            "specs/Main.json:4:63: warning: 'general.cancel' has no text in de in specs/Localizable.xcstrings, a language the app ships; in it the label is not known and the page objects look for the en text [missing-translation]",
        ])
        let button = try #require(validated.model?.screen("Main")?.page.elements.first { $0.name == "saveButton" })
        #expect(button.locator.localized?.missingLanguages == ["de"])
        #expect(button.locator.localized?.translations.map(\.language) == ["en", "fr"])
        // The settings' `languages` decide what the app ships.
        #expect(log(["pagewright.json": Self.settings(#""localization": { "catalog": "Localizable.xcstrings", "languages": ["en", "fr"] }"#),
                     "Main.json": Self.editor(label: #"{ "localized": "general.cancel" }"#)]).isEmpty)
    }

    // MARK: Diagnostics

    @Test func anUnknownKeyIsAnErrorAtItWithASuggestion() {
        #expect(log(["pagewright.json": Self.settings(), "Main.json": Self.editor(label: #"{ "localized": "general.sav" }"#)]) == [
            "specs/Main.json:4:63: error: no key 'general.sav' in specs/Localizable.xcstrings; did you mean 'general.save'?",
        ])
        #expect(log(["pagewright.json": Self.settings(), "Main.json": Self.editor(label: #"{ "localized": "Save" }"#)]) == [
            "specs/Main.json:4:63: error: no key 'Save' in specs/Localizable.xcstrings; 'Save' is the en text of the key 'general.save'",
        ])
    }

    @Test func aPluralKeyIsNoLabel() {
        #expect(log(["pagewright.json": Self.settings(), "Main.json": Self.editor(label: #"{ "localized": "inbox.count" }"#)]) == [
            "specs/Main.json:4:63: error: 'inbox.count' varies by a number in specs/Localizable.xcstrings (plural variations or substitutions), so it is a format, not one label; find the element by a predicate",
        ])
    }

    @Test func withoutACatalogInTheSettingsALocalizedLabelIsAnError() {
        #expect(log(["pagewright.json": Self.settings(#""style": ["factory"]"#), "Main.json": Self.editor()]) == [
            "specs/Main.json:4:63: error: 'general.save' is a key of the app's localised strings, but pagewright.json names no string table; add \"localization\": { \"catalog\": \"…/Localizable.xcstrings\" } (a path relative to the specs folder)",
        ])
    }

    /// One root cause, one error: a catalog that cannot be read does not make its keys unknown.
    @Test func anUnreadableCatalogIsOneErrorWithoutFollowOns() {
        #expect(log(["pagewright.json": Self.settings(), "Main.json": Self.editor()], catalogs: [:]) == [
            "specs/pagewright.json:1:73: error: no such file: 'specs/Localizable.xcstrings' (the catalog 'Localizable.xcstrings', relative to the specs folder)",
        ])
        #expect(log(["pagewright.json": Self.settings(), "Main.json": Self.editor()], catalogs: ["specs/Localizable.xcstrings": "{ \"strings\": {} }"]) == [
            "specs/Localizable.xcstrings:1:1: error: a String Catalog names its 'sourceLanguage' (such as \"en\"); this one has none",
        ])
    }

    @Test func malformedLocalizedLabelsAndSettings() {
        #expect(log(["pagewright.json": Self.settings(), "Main.json": Self.editor(label: #"{ "key": "general.save" }"#)]) == [
            "specs/Main.json:4:48: error: a label written as an object names its key in the app's string tables: { \"localized\": \"general.save\" }",
        ])
        #expect(log(["pagewright.json": Self.settings(), "Main.json": Self.editor(label: #"{ "localized": "general.save", "tabel": "Main" }"#)]) == [
            "specs/Main.json:4:79: error: unknown key 'tabel' in a localised label; did you mean 'table'?",
        ])
        #expect(log(["pagewright.json": Self.settings(), "Main.json": Self.editor(label: "3")]) == [
            "specs/Main.json:4:48: error: expected a string or { \"localized\": \"key\" } for a text of the app's string tables for 'label', found an integer",
        ])
        #expect(log(["pagewright.json": Self.settings(#""localization": { "languages": ["en", "d e"] }"#), "Main.json": Self.editor()]) == [
            "specs/pagewright.json:1:60: error: 'localization' needs a 'catalog': the path of the app's Localizable.xcstrings, or of a .strings file in its source language's .lproj folder",
            "specs/pagewright.json:1:82: error: 'd e' is not a language code such as \"en\", \"de\" or \"pt-BR\"",
        ])
        #expect(log(["pagewright.json": Self.settings(#""localization": { "catalog": "Localizable.json" }"#), "Main.json": Self.editor()]) == [
            "specs/pagewright.json:1:73: error: expected a String Catalog (a .xcstrings file) or a .strings file inside its source language's .lproj folder, found 'Localizable.json'",
        ])
        #expect(log(["pagewright.json": Self.settings(#""localization": { "catalog": "Localizable.xcstrings", "languages": ["en", "es"] }"#), "Main.json": Self.editor()]) == [
            "specs/Main.json:4:63: warning: 'general.save' has no text in es in specs/Localizable.xcstrings, a language the app ships; in it the label is not known and the page objects look for the en text [missing-translation]",
            "specs/pagewright.json:1:118: warning: the app's string tables (specs/Localizable.xcstrings) have no text in 'es'; did you mean 'en'? [missing-language]",
        ])
    }

    @Test func severalTablesAreChosenBetweenByName() {
        let other = #"{ "sourceLanguage": "en", "strings": { "general.save": {} } }"#
        let settings = Self.settings(#""localization": { "catalog": ["Localizable.xcstrings", "Settings.xcstrings"] }"#)
        let catalogs = ["specs/Localizable.xcstrings": Self.catalog, "specs/Settings.xcstrings": other]
        #expect(log(["pagewright.json": settings, "Main.json": Self.editor()], catalogs: catalogs) == [
            "specs/Main.json:4:63: error: the key 'general.save' is in 'Localizable' and 'Settings'; say which with \"table\"",
        ])
        #expect(log(["pagewright.json": settings, "Main.json": Self.editor(label: #"{ "localized": "general.save", "table": "Setings" }"#)], catalogs: catalogs) == [
            "specs/Main.json:4:88: error: no string table 'Setings'; the settings name 'Localizable' and 'Settings'; did you mean 'Settings'?",
        ])
        let validated = validate(["pagewright.json": settings, "Main.json": Self.editor(label: #"{ "localized": "general.save", "table": "Settings" }"#)], catalogs: catalogs)
        #expect(validated.log.sorted.map(\.description) == [
            "specs/Main.json:4:63: warning: 'general.save' has no text in de, fr in specs/Settings.xcstrings, languages the app ships; in those the label is not known and the page objects look for the en text [missing-translation]",
        ])
        #expect(validated.model?.screen("Main")?.page.elements.first { $0.name == "saveButton" }?.locator.localized?.table == "Settings")
    }

    @Test func aDeviceVariantMayHaveALocalizedLabelToo() throws {
        let validated = validate(["pagewright.json": Self.settings(),
                                  "Main.json": Self.editor(extra: #", "idiom": { "pad": { "label": { "localized": "general.cancl" } } }"#)])
        #expect(validated.log.sorted.map(\.description) == [
            "specs/Main.json:4:125: error: no key 'general.cancl' in specs/Localizable.xcstrings; did you mean 'general.cancel'?",
        ])
    }

    // MARK: .strings tables

    @Test func stringsFilesOfEveryLprojFolderAreOneTable() throws {
        let settings = Self.settings(#""localization": { "catalog": "../App/en.lproj/Localizable.strings" }"#)
        var german: [UInt8] = [0xFF, 0xFE]
        for unit in "/* Title */\n\"Save\" = \"Speichern\";\n".utf16 { german += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let catalogs: [String: [UInt8]] = [
            "specs/../App/en.lproj/Localizable.strings": Array("\"Save\" = \"Save\";\n\"Cancel\" = \"Cancel\";\n".utf8),
            "specs/../App/de.lproj/Localizable.strings": german,
            "specs/../App/fr.lproj/InfoPlist.strings": Array("\"CFBundleName\" = \"Mail\";".utf8),
            "specs/../App/Base.lproj/Localizable.strings": Array("\"Save\" = \"Base\";".utf8),
        ]
        let validated = Pipeline.validate(files: specFiles(["pagewright.json": settings, "Main.json": Self.editor(label: #"{ "localized": "Cancel" }"#)]),
                                          catalogs: .files(catalogs))
        #expect(validated.log.sorted.map(\.description) == [
            "specs/Main.json:4:63: warning: 'Cancel' has no text in de in specs/../App/en.lproj/Localizable.strings, a language the app ships; in it the label is not known and the page objects look for the en text [missing-translation]",
        ])
        let table = try #require(validated.project.strings?.tables.first)
        #expect(table.format == .stringsFiles && table.sourceLanguage == "en" && table.languages == ["de", "en"])
        #expect(table["Save"]?.translations["de"]?.text == "Speichern")
        #expect(table["Save"]?.translations["de"]?.location.description == "specs/../App/de.lproj/Localizable.strings:2:1")

        // A table kept in Base.lproj needs its language named.
        #expect(log(["pagewright.json": Self.settings(#""localization": { "catalog": "Base.lproj/Localizable.strings" }"#), "Main.json": Self.editor()],
                    catalogs: ["specs/Base.lproj/Localizable.strings": "\"general.save\" = \"Save\";"]) == [
            "specs/pagewright.json:1:73: error: 'Base.lproj/Localizable.strings' is in Base.lproj, which names no language; add \"sourceLanguage\" (such as \"en\") to 'localization'",
        ])
        #expect(log(["pagewright.json": Self.settings(#""localization": { "catalog": "Base.lproj/Localizable.strings", "sourceLanguage": "en" }"#), "Main.json": Self.editor()],
                    catalogs: ["specs/Base.lproj/Localizable.strings": "\"general.save\" = \"Save\";"]).isEmpty)
        #expect(log(["pagewright.json": Self.settings(#""localization": { "catalog": "Localizable.strings" }"#), "Main.json": Self.editor()],
                    catalogs: ["specs/Localizable.strings": ""]) == [
            "specs/pagewright.json:1:73: error: a .strings table is read from its source language's .lproj folder (such as en.lproj/Localizable.strings); 'Localizable.strings' is not in one",
        ])
    }

    // MARK: On disk

    @Test func catalogsAreReadRelativeToTheSpecsFolderAndSpecialFilesAreRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-l10n-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App/Folder.xcstrings", withIntermediateDirectories: true)
        try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: root + "/App/Localizable.xcstrings"))
        try Data(Self.editor().utf8).write(to: URL(fileURLWithPath: root + "/specs/Main.json"))
        func run(_ catalog: String) throws -> [String] {
            try Data(Self.settings(#""localization": { "catalog": "\#(catalog)" }"#).utf8).write(to: URL(fileURLWithPath: root + "/specs/pagewright.json"))
            return try Pipeline.validate(specsDirectory: root + "/specs").log.sorted.map { "\($0.severity): \($0.message)" }
        }
        #expect(try run("../App/Localizable.xcstrings").isEmpty)
        #expect(try run("../App/Folder.xcstrings") == ["error: '\(root)/specs/../App/Folder.xcstrings' is a folder; name the .xcstrings file, or the .strings file in the source language's .lproj folder"])
        #expect(try run("../App/Missing.xcstrings") == ["error: no such file: '\(root)/specs/../App/Missing.xcstrings' (the catalog '../App/Missing.xcstrings', relative to the specs folder)"])
        #expect(mkfifo(root + "/App/Pipe.xcstrings", 0o644) == 0)
        #expect(try run("../App/Pipe.xcstrings") == ["error: '\(root)/specs/../App/Pipe.xcstrings' is a FIFO (named pipe), not a string table; Pagewright reads only regular files (it was not opened)"])
    }
}
