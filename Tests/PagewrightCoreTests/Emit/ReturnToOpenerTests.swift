import Foundation
import Testing
@testable import PagewrightCore

/// `"to": "$source"` on a screen without `"opensFrom": "anywhere"`: the screens with an action
/// leading to it (their own, or an adopted trait's) are its openers, and only they can be the
/// source its page object returns to.
@Suite("Return to the opener")
struct ReturnToOpenerTests {
    /// An editor opened from a list (its own action), a search screen (through a trait) and an
    /// alert opened from anywhere; saving returns to whichever opened it.
    static let files: [String: String] = [
        "pagewright.json": #"{ "apps": { "main": { "entry": "List" } }, "style": ["factory", "plain", "screenplay"], "plain": { "returnsNextScreen": true } }"#,
        "List.json": screen("List", extra: #""traits": ["Creating"], "actions": { "edit": { "tap": "view", "to": "Editor" }, "search": { "tap": "view", "to": "Search" }, "warn": { "tap": "view", "to": "Alert" } }"#),
        "Search.json": screen("Search", extra: #""traits": ["Creating"], "actions": { "close": { "tap": "view", "to": "List" } }"#),
        "Creating.json": #"{ "trait": "Creating", "elements": { "newButton": { "type": "button", "id": "new" } }, "actions": { "create": { "tap": "newButton", "to": "Editor" } } }"#,
        "Alert.json": screen("Alert", extra: #""opensFrom": "anywhere", "actions": { "fix": { "tap": "view", "to": "Editor" }, "ok": { "tap": "view", "to": "$source" } }"#),
        "Editor.json": screen("Editor", extra: #""actions": { "save": { "tap": "view", "to": "$source" }, "discard": { "tap": "view", "to": "List" } }"#),
    ]

    @Test func theOpenersAreTheScreensWithAnActionLeadingThere() throws {
        let validated = Pipeline.validate(files: specFiles(Self.files))
        #expect(validated.log.sorted.map(\.description) == [])
        let model = try #require(validated.model)
        let editor = try #require(model.screen("Editor"))
        #expect(editor.openers == ["Alert", "List", "Search"])
        #expect(editor.opensFromAnywhere, "its page object is generic over its opener")
        #expect(model.screen("Alert")?.openers == nil, "opened from anywhere: any screen may open it")
        let fix = try #require(model.screen("Alert")?.page.actions.first { $0.name.value == "fix" })
        guard case .screen(let target) = fix.destination else { Issue.record("fix leads to a screen"); return }
        #expect(target == Resolved.ScreenTarget(name: "Editor", opensFromAnywhere: true))
    }

    @Test func theGraphReturnsToEachOpener() {
        let graph = GraphBuilder.build(Pipeline.validate(files: specFiles(Self.files)).project)
        let save = graph.edges(from: "Editor").first { $0.kind == .action("save", trait: nil) }
        #expect(save?.target == .source(openers: ["Alert", "List", "Search"]))
        #expect(graph.node("Editor")?.opensFromAnywhere == false)
    }

    @Test func theFactoryConstrainsTheSourceToTheOpeners() throws {
        let files = try #require(Pipeline.generate(files: specFiles(Self.files)).files)
        let editor = try #require(files.first { $0.path == "Editor.pagewright.swift" }?.contents)
        #expect(editor.contains("""
            protocol EditorPageObjectOpener: BasePageObject {}

            extension AlertPageObject: EditorPageObjectOpener {}
            extension ListPageObject: EditorPageObjectOpener {}
            extension SearchPageObject: EditorPageObjectOpener {}
            """))
        #expect(editor.contains("final class EditorPageObject<Source: EditorPageObjectOpener>: BasePageObject {"))
        #expect(editor.contains("func save(file: StaticString = #filePath, line: UInt = #line) -> Source {"))
        let factory = try #require(files.first { $0.path == "PageObjectsFactory.swift" }?.contents)
        #expect(factory.contains("func makeEditorPageObject<Source: EditorPageObjectOpener>(from source: Source,"))
        #expect(factory.contains("func openEditor(file: StaticString = #filePath, line: UInt = #line) -> EditorPageObject<ListPageObject> {"))
        let trait = try #require(files.first { $0.path == "Creating.pagewright.swift" }?.contents)
        #expect(trait.contains("protocol Creating: BasePageObject, EditorPageObjectOpener {"), "so the trait's extension may open the editor from Self")
        let plain = try #require(files.first { $0.path == "Plain/Editor.plain.swift" }?.contents)
        #expect(plain.contains("func save<Source: EditorScreenOpener>(returningTo source: Source.Type,"))
        // Where the test names no opener, the return is verified against the openers.
        let screenplay = try #require(files.first { $0.path == "Screenplay/Editor.screenplay.swift" }?.contents)
        #expect(screenplay.contains("EditorActions.arrival(among: [AlertActions.verification, ListActions.verification, SearchActions.verification], as: \"the screen that opened it\", after: \"save\", file: file, line: line)"))
    }

    /// Every style compiles, with a test that goes each way back; opening the editor from a
    /// screen that does not open it is a compile error naming the protocol.
    @Test(arguments: TestDepth.languageModes())
    func itCompilesAndOnlyOpenersCanBeTheSource(languageMode: String) throws {
        let generated = try #require(Pipeline.generate(files: specFiles(Self.files)).files)
        let use = GeneratedFile(path: "Use.swift", contents: """
            import PagewrightRuntime

            @MainActor
            func journeys(_ factory: PageObjectsFactory) {
                let list: ListPageObject = factory.openList().edit().save()
                let search: SearchPageObject = list.search().create().save()
                let alert: AlertPageObject<ListPageObject> = search.close().warn()
                let again: ListPageObject = alert.fix().save().ok()
                let plain: ListScreen = EditorScreen().save(returningTo: ListScreen.self)
                let viaTrait: SearchScreen = EditorScreen().save(returningTo: SearchScreen.self)
                _ = (again, plain, viaTrait)
            }
            """)
        let result = try GeneratedSources.typecheck(generated + [use], languageMode: languageMode, purpose: "return-to-opener")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")

        let misuse = GeneratedFile(path: "Misuse.swift", contents: """
            import PagewrightRuntime

            @MainActor
            func openFromElsewhere(_ factory: PageObjectsFactory) {
                let editor = factory.openEditor()
                _ = factory.makeEditorPageObject(from: editor)
                _ = EditorScreen().save(returningTo: EditorScreen.self)
            }
            """)
        let failed = try GeneratedSources.typecheck(generated + [misuse], languageMode: languageMode, purpose: "return-to-opener-misuse")
        #expect(failed.status != 0)
        #expect(failed.errors.count == 2, "\(failed.output)")
        #expect(failed.errors.allSatisfy { $0.contains("EditorPageObjectOpener") || $0.contains("EditorScreenOpener") }, "\(failed.output)")
    }

    /// An editor that opens a copy of itself ("duplicate") is one of its own openers: the copy's
    /// page object has the first editor as its source, returns to it, and every style compiles.
    @Test(arguments: TestDepth.languageModes())
    func aScreenThatOpensItselfIsItsOwnOpener(languageMode: String) throws {
        var files = Self.files
        files["Editor.json"] = screen("Editor", extra: #""actions": { "save": { "tap": "view", "to": "$source" }, "duplicate": { "tap": "view", "to": "Editor" } }"#)
        let validated = Pipeline.validate(files: specFiles(files))
        #expect(try #require(validated.model).screen("Editor")?.openers == ["Alert", "Editor", "List", "Search"])
        let generated = try #require(Pipeline.generate(files: specFiles(files)).files)
        let use = GeneratedFile(path: "Use.swift", contents: """
            import PagewrightRuntime

            @MainActor
            func journeys(_ factory: PageObjectsFactory) {
                let first: EditorPageObject<ListPageObject> = factory.openList().edit()
                let back: EditorPageObject<ListPageObject> = first.duplicate().save()
                let list: ListPageObject = back.save()
                let plain: EditorScreen = EditorScreen().duplicate().save(returningTo: EditorScreen.self)
                _ = (list, plain)
            }
            """)
        let result = try GeneratedSources.typecheck(generated + [use], languageMode: languageMode, purpose: "return-to-opener-self")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// A screen opened only by itself is still opened by no other: the error stands.
    @Test func aScreenOpenedOnlyByItselfHasNoOpener() {
        var files = Self.files
        files["Editor.json"] = screen("Editor", extra: #""actions": { "save": { "tap": "view", "to": "$source" }, "duplicate": { "tap": "view", "to": "Editor" } }"#)
        files["List.json"] = screen("List", extra: #""traits": ["Creating"], "actions": { "search": { "tap": "view", "to": "Search" }, "warn": { "tap": "view", "to": "Alert" } }"#)
        files["Creating.json"] = #"{ "trait": "Creating", "elements": { "newButton": { "type": "button", "id": "new" } } }"#
        files["Alert.json"] = screen("Alert", extra: #""opensFrom": "anywhere", "actions": { "ok": { "tap": "view", "to": "$source" } }"#)
        let log = Pipeline.validate(files: specFiles(files)).log.sorted.map(\.description)
        #expect(log.contains { $0.contains("returns to \"$source\", but no screen has an action that leads to 'Editor'") }, "\(log)")
    }

    @Test func whatCannotReturnToItsOpenerIsALocatedError() {
        var files = Self.files
        files["Editor.json"] = screen("Editor", extra: #""interruption": { "dismiss": "save" }, "actions": { "save": { "tap": "view", "to": "$source" } }"#)
        files["Part.json"] = screen("Part", extra: #""sectionOf": "List", "actions": { "back": { "tap": "view", "to": "$source" } }"#)
        files["Inner.json"] = screen("Inner", extra: #""sectionOf": "Editor""#)
        #expect(diagnostics(files).filter { $0.contains("error") } == [
            "specs/Editor.json:5:86: error: action 'save' returns to \"$source\", but screen 'Editor' is an interruption, which comes up over any screen; add \"opensFrom\": \"anywhere\"",
            "specs/Inner.json:5:16: error: 'Editor' returns to \"$source\", so its page object is generic over its opener, and cannot have sections",
            "specs/Part.json:5:68: error: action 'back' returns to \"$source\", but a section is reached through its screen, not opened; name the screen it returns to",
        ])
    }
}
