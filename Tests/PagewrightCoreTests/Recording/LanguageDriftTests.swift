import Testing
@testable import PagewrightCore

/// Drift checks read the spec language's ways of finding elements as XCUITest does: `direct`
/// children, `containing` lists, `notContaining`, `inAny`.
@Suite("drift, with the spec language's locators")
struct LanguageDriftTests {
    typealias E = RecordedElement

    static let recording = Recording(screen: "Shop", root: E(type: "application", children: [
        E(type: "window", children: [
            E(type: "toolbar", identifier: "Shop.toolbar", children: [
                E(type: "button", identifier: "period-today"),
                E(type: "button", identifier: "period-week"),
                E(type: "other", children: [E(type: "button", identifier: "Shop.filter")]),
            ]),
            E(type: "table", identifier: "Products.list", children: [
                E(type: "cell", children: [E(type: "staticText", label: "Teapot"), E(type: "image", identifier: "badge.new")]),
                E(type: "cell", children: [E(type: "staticText", label: "Kettle"), E(type: "button", identifier: "save", isSelected: true)]),
            ]),
        ]),
    ]))

    private func missing(_ elements: String) throws -> [String] {
        let files = specFiles(["Shop.json": """
            {
              "screen": "Shop",
              "verify": { "present": ["toolbar"] },
              "elements": {
                "toolbar": { "type": "toolbar", "id": "Shop.toolbar" },
                "cells": { "type": "cell", "all": true },
            \(elements)
              }
            }
            """])
        let validated = Pipeline.validate(files: files)
        let model = try #require(validated.model, "\(validated.log.sorted)")
        let report = DriftCheck.check(model, recordings: [.init(file: "rec/Shop.json", recording: Self.recording)])
        return report.diagnostics.sorted.map { $0.message.components(separatedBy: " ")[0] }
    }

    @Test func directContainingNotContainingAndInAny() throws {
        #expect(try missing("""
                "third": { "type": "button", "in": "toolbar", "index": 2 },
                "new": { "type": "cell", "containing": [{ "type": "image", "id": "badge.new" }, { "type": "staticText", "label": "Teapot" }] },
                "notNew": { "type": "cell", "notContaining": { "type": "image", "id": "badge.new" } },
                "secondNotNew": { "type": "cell", "index": 0, "notContaining": { "type": "button", "predicate": "isSelected == true" } },
                "named": { "type": "cell", "params": { "name": "String" }, "containing": { "type": "staticText", "label": "$name" } },
                "kettle": { "type": "staticText", "inAny": "cells", "predicate": "label == 'Kettle'" }
            """) == [])
        #expect(try missing("""
                "thirdChild": { "type": "button", "in": "toolbar", "direct": true, "index": 2 },
                "newMug": { "type": "cell", "containing": [{ "type": "image", "id": "badge.new" }, { "type": "staticText", "label": "Mug" }] },
                "withNoText": { "type": "cell", "notContaining": { "type": "staticText" } },
                "mug": { "type": "staticText", "inAny": "cells", "predicate": "label == 'Mug'" }
            """) == ["'thirdChild'", "'newMug'", "'withNoText'", "'mug'"])
    }
}
