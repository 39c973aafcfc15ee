import Testing
@testable import PagewrightCore

/// `"screenplay": { "taskProtocol": … }` (issue 41, the Screenplay article's `Task`): the team's
/// name for the Task protocol, a typealias; `Task` itself is refused where it is written, since
/// it would hide Swift's (ArticlePageObjectCompileTests compiles `Task { }` beside the alias).
@Suite("The Task protocol's name")
struct TaskProtocolSettingTests {
    @Test func theNameIsATypealiasOfPerformable() throws {
        let files = try ArticlePageObjectProject.generated()
        let support = try #require(files.first { $0.path == "Screenplay/ScreenplaySupport.swift" }).contents
        #expect(support.contains("typealias MainTask = Performable\n"), "\(support)")
        #expect(!files.contains { $0.path != "Screenplay/ScreenplaySupport.swift" && $0.contents.contains("MainTask") })
    }

    @Test func withoutTheSettingThereIsNoAlias() throws {
        var specs = ArticlePageObjectProject.specs
        specs["pagewright.json"] = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["screenplay"] }"#
        let (validated, generated) = Pipeline.generate(files: specFiles(specs))
        let files = try #require(generated, "\(validated.log.sorted.map(\.description))")
        #expect(!files.contains { $0.contents.contains("typealias") && $0.contents.contains("= Performable") })
    }

    @Test(arguments: [
        ("Task", #"error: 'taskProtocol' cannot be "Task": declared in the page objects' module it hides Swift's concurrency Task wherever they are visible, so `Task { … }` and `Task.sleep(for:)` stop compiling there; choose another name, such as "BagTask" or "ScreenplayTask""#),
        ("Performable", "error: 'taskProtocol' names another name for the Task protocol, which is already called 'Performable'; leave it out"),
        ("Bag Task", #"error: 'taskProtocol' names a Swift type, such as "BagTask", found "Bag Task""#),
        ("Actor", #"error: 'taskProtocol' "Actor" is a type of PagewrightRuntime the generated code uses; choose another name"#),
    ])
    func aNameThatWouldHideOrCannotBeIsAnErrorAtTheSetting(name: String, message: String) {
        let settings = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["screenplay"], "screenplay": { "taskProtocol": ""# + name + #"" } }"#
        let log = diagnostics(["pagewright.json": settings, "Main.json": screen("Main")])
        #expect(log.contains { $0.hasPrefix("specs/pagewright.json:1:101: ") && $0.contains(message) }, "\(log)")
    }

    @Test func aNameClashingWithAGeneratedTypeIsAnError() {
        let settings = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["screenplay"], "screenplay": { "taskProtocol": "MainActions" } }"#
        let log = diagnostics(["pagewright.json": settings, "Main.json": screen("Main")])
        #expect(log.contains { $0.contains("MainActions") && $0.contains("error:") }, "\(log)")
    }

    @Test func withoutTheScreenplayStyleTheSettingIsIgnoredAndSaysSo() {
        let settings = #"{ "apps": { "main": { "entry": "Main" } }, "screenplay": { "taskProtocol": "BagTask" } }"#
        let log = diagnostics(["pagewright.json": settings, "Main.json": screen("Main")])
        #expect(log.contains { $0.contains("'screenplay' options name what the Screenplay style writes") }, "\(log)")
    }
}
