import Testing
@testable import PagewrightCore

/// `DriftCheck` on small projects: what counts as found, where a warning points.
@Suite("drift")
struct DriftCheckTests {
    typealias E = RecordedElement

    static let recording = Recording(screen: "Filters", root: E(type: "application", children: [
        E(type: "window", children: [
            E(type: "other", identifier: "Filters.view", children: [
                E(type: "staticText", label: "Region: Berlin"),
                E(type: "staticText", label: "Found: 5 vacancies"),
                E(type: "cell", identifier: "Filters.row.remote", label: "Remote", isSelected: true),
                E(type: "cell", identifier: "Filters.row.office", label: "Office"),
                E(type: "button", identifier: "Filters.apply", label: "Show", isEnabled: false),
            ]),
        ]),
    ]))

    private func warnings(_ elements: String) throws -> [String] {
        let files = specFiles(["Filters.json": """
            {
              "screen": "Filters",
              "verify": { "present": ["view"] },
              "elements": {
                "view": { "type": "other", "id": "Filters.view" },
            \(elements)
              }
            }
            """])
        let validated = Pipeline.validate(files: files)
        let model = try #require(validated.model, "\(validated.log.sorted)")
        // A key the spec language does not know would be dropped with a warning, and the
        // locator checked would be less than the test reads.
        #expect(validated.log.sorted.isEmpty, "\(validated.log.sorted)")
        let report = DriftCheck.check(model, recordings: [.init(file: "rec/Filters.json", recording: Self.recording)])
        return report.diagnostics.sorted.map(\.description)
    }

    @Test("predicates mean what the stand-in makes of them: literals compared, parameters stand for any value")
    func predicates() throws {
        let found = try warnings("""
                "a": { "type": "staticText", "predicate": "label BEGINSWITH 'Region'" },
                "b": { "type": "staticText", "predicate": "label MATCHES 'Found: [0-9]+ vacanc.*'" },
                "c": { "type": "staticText", "predicate": "label BEGINSWITH $prefix", "params": { "prefix": "String" } },
                "d": { "type": "cell", "predicate": "isSelected == true AND label ==[c] 'remote'" },
                "e": { "type": "button", "predicate": "isEnabled == false" },
                "f": { "type": "cell", "predicate": "NOT (label == $title)", "params": { "title": "String" } },
                "g": { "type": "cell", "predicate": "identifier IN { 'Filters.row.remote', 'x' }" }
            """)
        #expect(found == [])
        let missing = try warnings("""
                "h": { "type": "staticText", "predicate": "label BEGINSWITH 'Salary'" },
                "i": { "type": "button", "predicate": "isEnabled == true" },
                "j": { "type": "cell", "predicate": "label == $title AND isSelected == false AND label == 'Remote'", "params": { "title": "String" } }
            """)
        #expect(missing == [
            "specs/Filters.json:6:5: warning: 'h' finds nothing in the recording of Filters (rec/Filters.json) [not-in-recording]",
            "specs/Filters.json:7:5: warning: 'i' finds nothing in the recording of Filters (rec/Filters.json) [not-in-recording]",
            "specs/Filters.json:8:5: warning: 'j' finds nothing in the recording of Filters (rec/Filters.json) [not-in-recording]",
        ])
    }

    @Test("identifiers with parameters, containers, indexes and containing, as XCUITest reads them")
    func locators() throws {
        let found = try warnings("""
                "row": { "type": "cell", "id": "Filters.row.$kind", "params": { "kind": "String" } },
                "second": { "type": "cell", "in": "view", "index": 1 },
                "byLabel": { "type": "button", "id": "Show" },
                "withText": { "type": "other", "containing": { "type": "cell", "id": "Filters.row.office" } },
                "rowItself": { "type": "cell", "containing": { "type": "cell", "id": "Filters.row.office" } }
            """)
        #expect(found == [])
        let missing = try warnings("""
                "third": { "type": "cell", "in": "view", "index": 2 },
                "number": { "type": "cell", "id": "Filters.row.$n", "params": { "n": "Int" } },
                "wrongType": { "type": "button", "id": "Filters.row.remote" },
                "withoutRow": { "type": "other", "containing": { "type": "cell", "id": "Filters.row.hybrid" } }
            """)
        #expect(missing.map { $0.components(separatedBy: ": warning: ")[1].components(separatedBy: " ")[0] } == ["'third'", "'number'", "'wrongType'", "'withoutRow'"])
    }
}
