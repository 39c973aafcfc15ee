import Foundation
import Testing
@testable import PagewrightCore

/// An adopter's own definition of a check its trait declares (issue 41): where it was a clash,
/// a check with the trait's parameters overrides the trait's in every style, also when asked
/// through code generic over the trait; other parameters, or an action or getter of a trait
/// member's name, are an error at the adopter's member saying why.
@Suite("Trait members an adopter overrides")
struct TraitMemberOverrideTests {
    static let styles = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#

    static let trait = """
        {
          "trait": "Listing",
          "requires": ["list"],
          "actions": { "refresh": { "swipe": "list", "direction": "down" } },
          "checks": { "isEmpty": { "count": "rows", "equals": 0 },
                      "showsTitle": { "params": { "text": "String" }, "label": "title", "equals": "$text" } },
          "getters": { "firstTitle": { "label": "title" } },
          "elements": {
            "rows": { "type": "cell", "all": true },
            "title": { "type": "staticText", "id": "Listing.title" }
          }
        }
        """

    static func main(_ members: String) -> String {
        """
        {
          "screen": "Main",
          "traits": ["Listing"],
          "verify": { "present": ["list"] },
          "elements": {
            "list": { "type": "table", "id": "Main.list" },
            "placeholder": { "type": "staticText", "id": "Main.empty" },
            "reload": { "type": "button", "id": "Main.reload" }
          },
          \(members)
        }
        """
    }

    static let overriding = main("""
        "checks": { "isEmpty": { "exists": "placeholder" } }
        """)

    static func generated() throws -> [GeneratedFile] {
        let files = specFiles(["pagewright.json": styles, "Listing.json": trait, "Main.json": overriding])
        let (validated, generated) = Pipeline.generate(files: files)
        return try #require(generated, "\(validated.log.sorted.map(\.description))")
    }

    @Test func theAdoptersDefinitionIsGeneratedBesideTheTraits() throws {
        let byPath = Dictionary(uniqueKeysWithValues: try Self.generated().map { ($0.path, $0.contents) })
        let main = try #require(byPath["Main.pagewright.swift"], "\(byPath.keys.sorted())")
        #expect(main.contains("func isEmpty(file: StaticString = #filePath, line: UInt = #line) -> Self { self.check(\"isEmpty\", Element.placeholder, .exists"), "\(main)")
        for (path, type) in [("Listing.pagewright.swift", "MainPageObject"), ("Plain/Listing.plain.swift", "MainScreen")] {
            let trait = try #require(byPath[path], "\(byPath.keys.sorted())")
            // Code generic over the trait reaches the adopter's definition; the others keep the trait's.
            #expect(trait.contains("""
                        if let own = self as? \(type) {
                            own.isEmpty(file: file, line: line)
                            return self
                        }
                """), "\(trait)")
            #expect(trait.contains("expectCount(self.rows, \"rows\", equals: 0"), "\(trait)")
        }
        let question = try #require(byPath["Screenplay/Main.screenplay.swift"])
        #expect(question.components(separatedBy: "static func isEmpty(").count == 2, "one Question, the screen's own\n\(question)")
    }

    @Test(arguments: ["6", "5"])
    func theGeneratedCodeCompiles(languageMode: String) throws {
        let result = try GeneratedSources.typecheck(try Self.generated(), languageMode: languageMode, purpose: "override")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func aDifferentSignatureIsALocatedError() {
        let files = [
            "pagewright.json": settings(),
            "Listing.json": Self.trait,
            "Main.json": Self.main("""
                "actions": { "refresh": { "tap": "reload" }, "isEmpty": { "tap": "reload" } },
                  "checks": { "showsTitle": { "params": { "text": { "type": "String", "label": "_" } }, "label": "placeholder", "equals": "$text" } },
                  "getters": { "firstTitle": { "label": "placeholder" } }
                """),
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:10:16: error: 'refresh' of screen 'Main' clashes with the action 'refresh' of trait 'Listing'; an adopter may give its own definition of a trait's check, not of an action",
            "specs/Main.json:10:48: error: 'isEmpty' of screen 'Main' is an action and 'isEmpty' of trait 'Listing' a check; an adopter's own definition of a trait's member is of the same kind",
            "specs/Main.json:11:15: error: 'showsTitle' of screen 'Main' overrides the check of trait 'Listing' but its 'text' is labelled '_' where the trait's is labelled by the usual rule; an override takes the parameters the trait declares",
            "specs/Main.json:12:16: error: 'firstTitle' of screen 'Main' clashes with the getter 'firstTitle' of trait 'Listing'; an adopter may give its own definition of a trait's check, not of a getter",
        ])
    }
}
