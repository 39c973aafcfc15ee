import Testing
@testable import PagewrightCore

/// `drift` on a localised label: a recording is in whichever language the app ran in, so the label
/// is found when it is the key's text in any language the app ships (or the source text, which the
/// app shows in a language it lacks), and reported when it is none of them.
@Suite("drift with localised labels")
struct LocalizedDriftTests {
    typealias E = RecordedElement

    private func warnings(recordedLabel: String) throws -> [String] {
        let validated = Pipeline.validate(files: specFiles(["pagewright.json": LocalizedLabelTests.settings(), "Main.json": LocalizedLabelTests.editor()]),
                                          catalogs: .files(["specs/Localizable.xcstrings": Array(LocalizedLabelTests.catalog.utf8)]))
        let model = try #require(validated.model, "\(validated.log.sorted)")
        let recording = Recording(screen: "Main", root: E(type: "application", children: [
            E(type: "window", children: [
                E(type: "other", identifier: "Main.view"),
                E(type: "button", label: recordedLabel),
            ]),
        ]))
        return DriftCheck.check(model, recordings: [.init(file: "rec/Main.json", recording: recording)]).diagnostics.sorted.map(\.description)
    }

    @Test(arguments: ["Save", "Speichern", "Enregistrer"])
    func aLabelInAnyShippedLanguageIsFound(label: String) throws {
        #expect(try warnings(recordedLabel: label) == [])
    }

    @Test func aLabelThatIsNoneOfTheKeysTextsDrifted() throws {
        let found = try warnings(recordedLabel: "Sichern")
        #expect(found.count == 1 && found[0].contains("'saveButton' finds nothing in the recording of Main (rec/Main.json) [not-in-recording]"), "\(found)")
    }
}
