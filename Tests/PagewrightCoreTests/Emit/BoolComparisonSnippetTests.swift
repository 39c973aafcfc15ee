import Testing
@testable import PagewrightCore

/// A Bool compared with what the app shows: with a switch's `value` it is "1" or "0" wherever the
/// comparison stands (a check, a step's condition, a getter), and in a predicate it is a Bool, as
/// the literal `true` is (LanguageTests runs the predicate against the simulated shop).
@Suite("Bool comparisons")
struct BoolComparisonSnippetTests {
    static let spec = #"""
        { "screen": "Main", "verify": { "present": ["view"] },
          "elements": { "view": { "type": "other", "id": "V" }, "toggle": { "type": "switch", "id": "Wifi" },
                        "saved": { "type": "button", "predicate": "identifier == 'Save' AND selected == $on", "params": { "on": "Bool" } },
                        "savedCell": { "type": "cell", "containing": { "type": "button", "predicate": "selected == $on" }, "params": { "on": "Bool" } } },
          "actions": { "setWifi": { "params": { "on": "Bool" }, "steps": [{ "tap": "toggle", "unless": { "value": "toggle", "equals": "$on" } }] } },
          "getters": { "wifiIs": { "params": { "on": "Bool" }, "value": "toggle", "equals": "$on" } },
          "checks": { "wifiIsOn": { "params": { "on": "Bool" }, "value": "toggle", "equals": "$on" } } }
        """#

    private func files() throws -> [String: String] {
        let input = specFiles(["pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
                               "Main.json": Self.spec])
        let (validated, generated) = Pipeline.generate(files: input)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    @Test func aBoolComparedWithAValueIsOneOrZeroInConditionsAndGetters() throws {
        for (path, file) in try files() where path.hasSuffix(".swift") && path.contains("Main.") {
            #expect(file.contains(#"PagewrightCheck.read(.value, of: "#) && file.contains(#"== (on ? "1" : "0")"#), "\(path):\n\(file)")
            #expect(!file.contains("String(on)"), "\(path): a Bool as its text:\n\(file)")
        }
    }

    @Test func aBoolInAPredicateIsPassedAsABool() throws {
        let factory = try #require(try files()["Main.pagewright.swift"])
        #expect(factory.contains(#"NSPredicate(format: "identifier == 'Save' AND selected == %@", argumentArray: [on])"#), "\(factory)")
        #expect(factory.contains(#"NSPredicate(format: "elementType == %@ AND (selected == %@)", argumentArray: [XCUIElement.ElementType.button.rawValue, on])"#), "\(factory)")
    }
}
