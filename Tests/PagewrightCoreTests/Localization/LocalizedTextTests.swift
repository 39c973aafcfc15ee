import Foundation
import Testing
@testable import PagewrightCore

/// A localised text wherever a text goes (issue 23): `{ "localized": key }` as an argument or an
/// expected text, and `${localized:key|transform}` inside an identifier, checked against the
/// string tables like a localised label and resolved to its text in every language.
@Suite("Localised texts as values")
struct LocalizedTextTests {
    static let catalog = LocalizedLabelTests.catalog

    static func spec(id: String = "Row.${localized:general.save|underscored}",
                     argument: String = #"{ "localized": "general.cancel" }"#,
                     expected: String = #"{ "localized": "general.save" }"#) -> String {
        """
        { "screen": "Main", "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            "row": { "type": "cell", "id": "\(id)" },
            "button": { "type": "button", "label": "$title", "params": { "title": "String" } }
          },
          "actions": { "press": { "tap": "button", "args": { "title": \(argument) } } },
          "checks": { "titleIs": { "label": "view", "equals": \(expected) } } }
        """
    }

    private func validate(_ spec: String) -> Pipeline.Validated {
        Pipeline.validate(files: specFiles(["pagewright.json": LocalizedLabelTests.settings(#""localization": { "catalog": "Localizable.xcstrings", "languages": ["en", "fr"] }"#),
                                            "Main.json": spec]),
                          catalogs: .files(["specs/Localizable.xcstrings": Array(Self.catalog.utf8)]))
    }

    @Test func eachResolvesToTheKeysTextInEveryLanguage() throws {
        let validated = validate(Self.spec())
        #expect(validated.log.sorted.map(\.description).isEmpty)
        let main = try #require(validated.model?.screen("Main"))
        let row = try #require(main.page.elements.first { $0.name == "row" })
        guard case .identifier(let id) = row.locator.matching, id.parts.count == 2,
              case .localized(let save, let transforms) = id.parts[1] else {
            Issue.record("\(row.locator.matching)"); return
        }
        #expect(id.parts[0] == .literal("Row."))
        #expect(save.key == "general.save" && transforms == [.underscored])
        #expect(save.translations.map { "\($0.language)=\($0.text)" } == ["en=Save", "fr=Enregistrer"])
    }

    @Test func anUnknownKeyAnywhereIsAnErrorWithASuggestion() {
        let spec = Self.spec(id: "Row.${localized:general.sav}", argument: #"{ "localized": "general.cancl" }"#,
                             expected: #"{ "localized": "general.saev" }"#)
        #expect(validate(spec).log.sorted.map(\.description) == [
            "specs/Main.json:4:36: error: no key 'general.sav' in specs/Localizable.xcstrings; did you mean 'general.save'?",
            "specs/Main.json:7:78: error: no key 'general.cancl' in specs/Localizable.xcstrings; did you mean 'general.cancel'?",
            "specs/Main.json:8:70: error: no key 'general.saev' in specs/Localizable.xcstrings; did you mean 'general.save'?",
        ])
    }

    @Test func aLocalisedTextIsNoPredicateAndNoNumber() {
        var spec = Self.spec().replacingOccurrences(of: #""id": "Row.${localized:general.save|underscored}""#,
                                                     with: #""predicate": "identifier == ${localized:general.save}""#)
        spec = spec.replacingOccurrences(of: #""params": { "title": "String" }"#, with: #""params": { "title": "Int" }"#)
        let log = validate(spec).log.sorted.map(\.description)
        #expect(log.contains { $0.contains("a predicate cannot hold a localised text") }, "\(log)")
        #expect(log.contains { $0.contains("argument 'title' must be an integer") }, "\(log)")
    }
}
