import Foundation
import Testing
@testable import PagewrightCore

/// `"to": "<trait>"`: deleting a message returns to the list it was opened from, whichever of the
/// screens adopting `Listing` that lead to it; the caller gets it typed as the trait.
@Suite("Return to a trait")
struct ReturnToTraitTests {
    static let files: [String: String] = [
        "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"], "plain": { "returnsNextScreen": true } }"#,
        "Listing.json": #"{ "trait": "Listing", "elements": { "list": { "type": "table", "id": "list" } } }"#,
        "Main.json": screen("Main", extra: #""actions": { "inbox": { "tap": "view", "to": "Inbox" }, "drafts": { "tap": "view", "to": "Drafts" } }"#),
        "Inbox.json": screen("Inbox", extra: #""traits": ["Listing"], "actions": { "open": { "tap": "view", "to": "Message" }, "archive": { "tap": "view", "to": "Archive" } }"#),
        "Archive.json": screen("Archive", extra: #""traits": ["Listing"], "actions": { "open": { "tap": "view", "to": "Thread" } }"#),
        "Thread.json": screen("Thread", extra: #""actions": { "open": { "tap": "view", "to": "Message" } }"#),
        "Drafts.json": screen("Drafts", extra: #""traits": ["Listing"]"#),
        "Message.json": screen("Message", extra: #""actions": { "delete": { "tap": "view", "to": "Listing" } }"#),
    ]

    @Test func itReturnsToTheAdoptersThatLeadThereNearestFirst() throws {
        let validated = Pipeline.validate(files: specFiles(Self.files))
        #expect(validated.log.sorted.map(\.description).filter { $0.contains("error") } == [])
        let delete = try #require(validated.model?.screen("Message")?.page.actions.first)
        guard case .trait(let trait, let arrivals) = delete.destination else { Issue.record("\(delete.destination)"); return }
        #expect(trait == "Listing")
        #expect(arrivals.map(\.name) == ["Inbox", "Archive"], "Inbox opens it; Archive opens Thread, which opens it; no way leads from Drafts there")
        let edge = validated.graph?.edges(from: "Message").first { $0.kind == .action("delete", trait: nil) }
        #expect(edge?.target == .oneOf(["Inbox", "Archive"]))
    }

    @Test func eachStyleFindsTheAdopterOnArrival() throws {
        let files = try #require(Pipeline.generate(files: specFiles(Self.files)).files)
        let factory = try #require(files.first { $0.path == "Message.pagewright.swift" }?.contents)
        #expect(factory.contains("""
                    switch self.arrival(among: [InboxPageObject.verification, ArchivePageObject.verification], as: "a screen adopting Listing", after: "delete", file: file, line: line) {
                    case 1: return ArchivePageObject(pageObjectsFactory: self.pageObjectsFactory, application: self.pageObjectsFactory.application)
                    default: return InboxPageObject(pageObjectsFactory: self.pageObjectsFactory, application: self.pageObjectsFactory.application)
                    }
            """), "\(factory)")
        #expect(factory.contains("func delete(file: StaticString = #filePath, line: UInt = #line) -> any Listing {"))
        let plain = try #require(files.first { $0.path == "Plain/Message.plain.swift" }?.contents)
        #expect(plain.contains("func delete(file: StaticString = #filePath, line: UInt = #line) -> any ListingScreen {"))
        let screenplay = try #require(files.first { $0.path == "Screenplay/Message.screenplay.swift" }?.contents)
        #expect(screenplay.contains("MessageActions.arrival(among: [InboxActions.verification, ArchiveActions.verification], as: \"a screen adopting Listing\", after: \"delete\", file: file, line: line)"))
    }

    @Test(arguments: TestDepth.languageModes())
    func itCompilesTypedAsTheTrait(languageMode: String) throws {
        let generated = try #require(Pipeline.generate(files: specFiles(Self.files)).files)
        let use = GeneratedFile(path: "Use.swift", contents: """
            import PagewrightRuntime

            @MainActor
            func journeys(_ factory: PageObjectsFactory) {
                let list: any Listing = factory.openMessage().delete()
                _ = list.list
                let inbox: InboxPageObject? = list as? InboxPageObject
                let plain: any ListingScreen = MessageScreen().delete()
                let actor = Actor(called: "Ada")
                actor.attemptsTo(Delete())
                _ = (inbox, plain)
            }
            """)
        let result = try GeneratedSources.typecheck(generated + [use], languageMode: languageMode, purpose: "return-to-trait")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func aTraitDestinationIsCheckedWhereItIsWritten() {
        var files = Self.files
        files["Message.json"] = screen("Message", extra: #""actions": { "delete": { "tap": "view", "to": "Listng" }, "file": { "tap": "view", "to": "Filed" } }"#)
        files["Filed.json"] = #"{ "trait": "Filed", "elements": { "x": { "type": "button", "id": "x" } }, "actions": { "undo": { "tap": "x", "to": "Listing" } } }"#
        files["Drafts.json"] = screen("Drafts", extra: #""traits": ["Listing", "Filed"]"#)
        files["Alert.json"] = screen("Alert", extra: #""opensFrom": "anywhere", "traits": ["Listing"], "actions": { "open": { "tap": "view", "to": "Thread" }, "ok": { "tap": "view", "to": "$source" } }"#)
        files["Thread.json"] = screen("Thread", extra: #""actions": { "open": { "tap": "view", "to": "Message" }, "undo": { "tap": "view", "to": "Listing" }, "alert": { "tap": "view", "to": "Alert" } }"#)
        #expect(diagnostics(files).filter { $0.contains("error") } == [
            "specs/Filed.json:1:116: error: a trait's action cannot return to a trait: only a screen knows the screens that lead to it; move 'undo' to the screens",
            "specs/Message.json:5:49: error: unknown screen 'Listng'; did you mean 'Listing'?",
            "specs/Message.json:5:92: error: action 'file' returns to a screen adopting trait 'Filed', but it is adopted by Drafts, none of which leads to 'Message'",
            "specs/Thread.json:5:91: error: action 'undo' may return to 'Alert' (it adopts 'Listing'), whose page object is generic over its opener; name the screen, or return to \"$source\"",
        ])
    }
}
