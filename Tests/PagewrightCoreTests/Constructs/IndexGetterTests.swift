import Testing
@testable import PagewrightCore

/// Index getters (`{ "index": "savedCell", "among": "cells" }`, issue 23, the Page Object Model
/// article's `getIndexForCell`): a `UInt?` read by one runtime call in the page-object styles (the language
/// suite runs it against a simulated list); misuse located.
@Suite("Index getters")
struct IndexGetterTests {
    static func spec(_ getters: String, actions: String = "{}") -> String {
        """
        {
          "screen": "Main",
          "verify": { "present": ["list"] },
          "elements": {
            "list": { "type": "collectionView", "id": "List" },
            "cells": { "type": "cell", "in": "list", "all": true },
            "title": { "type": "staticText", "in": "list", "all": true },
            "savedCell": { "type": "cell", "in": "list", "params": { "offset": { "type": "Int", "match": ["index"] } },
                           "containing": { "type": "button", "predicate": "isSelected == true" } }
          },
          "actions": \(actions),
          "getters": \(getters)
        }
        """
    }

    @Test func anIndexIsOneRuntimeCallGivingAnOptionalUInt() throws {
        let files = specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
            "Main.json": Self.spec(#"{ "indexOfSaved": { "params": { "offset": "Int" }, "index": "savedCell", "among": "cells" } }"#),
        ])
        let (validated, generated) = Pipeline.generate(files: files)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let factory = try #require(emitted.first { $0.path == "Main.pagewright.swift" })
        #expect(factory.contents.contains("func indexOfSaved(offset: Int) -> UInt? { PagewrightCheck.index(of: self.savedCell(offset: offset), among: self.cells) }"),
                "\(factory.contents)")
        // Screenplay asks Questions, which are checks; getters are the page-object styles'.
        for path in ["Plain/Main.plain.swift"] {
            let file = try #require(emitted.first { $0.path == path })
            #expect(file.contents.contains("-> UInt? {") && file.contents.contains("PagewrightCheck.index(of: "), "\(path):\n\(file.contents)")
        }
    }

    @Test func misuseIsLocated() {
        let log = diagnostics(["pagewright.json": settings(), "Main.json": Self.spec(#"""
            { "noAmong": { "index": "savedCell" },
              "notAList": { "params": { "offset": "Int" }, "index": "savedCell", "among": "list" },
              "otherType": { "params": { "offset": "Int" }, "index": "savedCell", "among": "title" },
              "typo": { "params": { "offset": "Int" }, "index": "savedCell", "among": "cell" },
              "amongElsewhere": { "exists": "list", "among": "cells" } }
            """#, actions: #"{ "open": { "tap": "list", "returns": { "index": "list" } } }"#)])
        #expect(log.contains { $0.contains("error: an 'index' getter needs 'among': the collection") }, "\(log)")
        #expect(log.contains { $0.contains("'list'") && $0.contains("collection") }, "\(log)")
        #expect(log.contains { $0.contains("error: 'title' lists staticText elements and 'savedCell' is a cell: an index counts elements of its own type") }, "\(log)")
        #expect(log.contains { $0.contains("'cell'") && $0.contains("did you mean 'cells'") }, "\(log)")
        #expect(log.contains { $0.contains("'among' belongs to an 'index' getter, not 'exists'") }, "\(log)")
        #expect(log.contains { $0.contains("an 'index' is a getter's") }, "\(log)")
    }
}
