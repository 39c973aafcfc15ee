import Testing
@testable import PagewrightCore

/// A trait's `"sectionOf"` (issue 41, the hh.ru article's `MainScreenSection`): the container gets
/// one generic `section(_:)` over the trait beside its overload per section; misuse is located.
@Suite("Section traits")
struct SectionTraitTests {
    @Test func theContainerHasOneGenericSectionBesideTheOverloads() throws {
        let files = try ArticlePageObjectProject.generated()
        let main = try #require(files.first { $0.path == "Main.pagewright.swift" }).contents
        #expect(main.contains("""
                @discardableResult func section<Section: MainSection>(_ section: Section.Type, file: StaticString = #filePath, line: UInt = #line) -> Section {
                    Section(pageObjectsFactory: self.pageObjectsFactory, application: self.application).verify(file: file, line: line)
                }
            """), "\(main)")
        #expect(main.contains("func section(_ section: HistoryPageObject.Type, file: StaticString = #filePath, line: UInt = #line) -> HistoryPageObject"), "\(main)")
        // Only the container: a section has no generic one.
        let history = try #require(files.first { $0.path == "History.pagewright.swift" }).contents
        #expect(!history.contains("func section<"), "\(history)")
    }

    @Test func withoutTheTraitsSectionOfNothingChanges() throws {
        var specs = ArticlePageObjectProject.specs
        specs["MainSection.json"] = #"{ "trait": "MainSection" }"#
        specs["pagewright.json"] = settings()
        let (validated, generated) = Pipeline.generate(files: specFiles(specs))
        let files = try #require(generated, "\(validated.log.sorted.map(\.description))")
        #expect(!files.contains { $0.contents.contains("func section<") })
    }

    @Test func misuseIsLocated() {
        var specs = ArticlePageObjectProject.specs
        specs["pagewright.json"] = settings()
        specs["Other.json"] = #"{ "screen": "Other", "traits": ["MainSection"], "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Other.view" } } }"#
        specs["Typo.json"] = #"{ "trait": "Typo", "sectionOf": "Mian" }"#
        specs["OfATrait.json"] = #"{ "trait": "OfATrait", "sectionOf": "MainSection" }"#
        specs["Second.json"] = #"{ "trait": "Second", "sectionOf": "Main" }"#
        let log = diagnostics(specs)
        #expect(log.contains(#"specs/Other.json:1:33: error: screen 'Other' adopts 'MainSection', whose adopters are sections of 'Main'; add "sectionOf": "Main" to it, or leave the trait out"#), "\(log)")
        #expect(log.contains { $0.hasPrefix("specs/Typo.json:1:33: error: unknown screen 'Mian'") && $0.contains("did you mean 'Main'?") }, "\(log)")
        #expect(log.contains("specs/OfATrait.json:1:37: error: 'MainSection' is a trait; a trait's 'sectionOf' names the screen whose sections adopt it"), "\(log)")
        #expect(log.contains { $0.contains("error: 'Main' already reaches its sections through trait '") && $0.contains("a screen has one trait for its sections") }, "\(log)")
    }
}
