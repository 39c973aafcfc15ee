import Foundation
import Testing
@testable import PagewrightCore

/// A screen whose identity is a runtime value (issue 41: a tag's list is the navigation bar
/// titled with the tag): `"params"` on a screen, kept by its page object and passed to its
/// anchors; `"screenArgs"` on the actions that go there, and the factory's `make…` taking them.
@Suite("Screens with parameters")
struct ScreenParametersTests {
    static let settings = #"{ "apps": { "main": { "entry": "Tags" } }, "accessLevel": "public", "style": ["factory", "plain", "screenplay"], "plain": { "returnsNextScreen": true } }"#

    static let tags = """
        {
          "screen": "Tags",
          "verify": { "present": ["list"] },
          "elements": {
            "list": { "type": "table", "id": "Tags.list" },
            "row": { "type": "cell", "params": { "name": "String" }, "id": "Tags.row.$name" }
          },
          "actions": {
            "openTag": { "params": { "name": "String" }, "tap": "row", "to": "TagList", "screenArgs": { "tag": "$name" } },
            "openSwift": { "tap": "row", "args": { "name": "Swift" }, "to": "TagList", "screenArgs": { "tag": "Swift" } }
          }
        }
        """

    static let tagList = """
        {
          "screen": "TagList",
          "params": { "tag": "String" },
          "verify": { "present": ["title", "articles"] },
          "elements": {
            "title": { "type": "navigationBar", "params": { "tag": "String" }, "id": "$tag" },
            "articles": { "type": "table", "id": "TagList.articles" },
            "back": { "type": "button", "label": "Tags" }
          },
          "actions": { "goBack": { "tap": "back", "to": "Tags" } }
        }
        """

    /// A flow through the list: the plain style makes its page object with the call's value.
    static let flows = """
        { "flows": { "visitTag": { "from": "Tags", "params": { "name": "String" },
                                   "steps": [{ "action": "openTag", "args": { "name": "$name" } }, "goBack", "openSwift", "goBack"] } } }
        """

    static func generated(_ settings: String = settings) throws -> [GeneratedFile] {
        let files = specFiles(["pagewright.json": settings, "Tags.json": tags, "TagList.json": tagList, "Flows.json": flows])
        let (validated, generated) = Pipeline.generate(files: files)
        return try #require(generated, "\(validated.log.sorted.map(\.description))")
    }

    @Test func thePageObjectKeepsItsParametersAndItsAnchorsUseThem() throws {
        let byPath = Dictionary(uniqueKeysWithValues: try Self.generated().map { ($0.path, $0.contents) })
        let expected = [
            "TagList.pagewright.swift": [
                "public let tag: String",
                "init(tag: String, pageObjectsFactory: PageObjectsFactory, application: XCUIApplication) {",
                "self.tag = tag",
                #"@available(*, unavailable, message: "Made by PageObjectsFactory.makeTagListPageObject(tag:), which gives the screen's parameters")"#,
                // The class asks what it can without a page object; the page object asks all.
                #"override public class var verification: ScreenVerification { ScreenVerification(screen: "TagList", wait: .uiInteraction, present: [.init("articles", Element.articles)], absent: []) }"#,
                "override public var instanceVerification: ScreenVerification",
                "let tag = self.tag",
                "return ScreenVerification(",
                "Element.title(tag: tag)",
            ],
            "Tags.pagewright.swift": [
                "makeTagListPageObject(tag: name, file: file, line: line)",
                #"makeTagListPageObject(tag: "Swift", file: file, line: line)"#,
            ],
            "PageObjectsFactory.swift": [
                "public func makeTagListPageObject(tag: String, file: StaticString = #filePath, line: UInt = #line) -> TagListPageObject { TagListPageObject(tag: tag, pageObjectsFactory: self, application: application).verify(file: file, line: line) }",
            ],
        ]
        for (path, lines) in expected {
            let text = try #require(byPath[path], "\(byPath.keys.sorted())")
            for line in lines { #expect(text.contains(line), "\(path) lacks \(line)\n\(text)") }
        }
        // Navigation from wherever the app is cannot make it without its value: no place, no move there.
        let factory = try #require(byPath["PageObjectsFactory.swift"])
        #expect(!factory.contains("goTo(_ screen: TagListPageObject.Type"), "\(factory)")
        #expect(!factory.contains(#"place("TagList""#), "\(factory)")
    }

    @Test(arguments: ["6", "5"])
    func theGeneratedCodeCompiles(languageMode: String) throws {
        let result = try GeneratedSources.typecheck(try Self.generated(), languageMode: languageMode, purpose: "screenparams")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// Without `plain.returnsNextScreen` a plain flow makes each screen it arrives on: the list
    /// with the value the flow's call gave the action.
    @Test(arguments: ["6", "5"])
    func aPlainFlowMakesTheListWithTheCallsValue(languageMode: String) throws {
        let files = try Self.generated(#"{ "apps": { "main": { "entry": "Tags" } }, "accessLevel": "public", "style": ["plain"] }"#)
        let flows = try #require(files.first { $0.path == "Plain/Flows.plain.swift" }?.contents)
        #expect(flows.contains("TagListScreen(tag: name, application: self.application).waitForScreen(file: file, line: line)"), "\(flows)")
        #expect(flows.contains(#"TagListScreen(tag: "Swift", application: self.application).waitForScreen(file: file, line: line)"#), "\(flows)")
        let result = try GeneratedSources.typecheck(files, languageMode: languageMode, purpose: "screenparams-plain")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func wrongArgumentsAreLocatedErrorsWithSuggestions() {
        let files = [
            "pagewright.json": Self.settings,
            "TagList.json": Self.tagList,
            "Counted.json": """
                {
                  "screen": "Counted",
                  "params": { "count": "Int", "tg": "String" },
                  "verify": { "present": ["title"] },
                  "elements": { "title": { "type": "navigationBar", "params": { "tag": "String", "count": "String" }, "id": "$tag $count" } }
                }
                """,
            "Tags.json": """
                {
                  "screen": "Tags",
                  "verify": { "present": ["list"] },
                  "elements": { "list": { "type": "table", "id": "Tags.list" } },
                  "actions": {
                    "a": { "tap": "list", "to": "TagList" },
                    "b": { "tap": "list", "to": "TagList", "screenArgs": { "tga": "Swift" } },
                    "c": { "params": { "name": "String" }, "tap": "list", "to": "TagList", "screenArgs": { "tag": "$nam" } },
                    "d": { "params": { "number": "Int" }, "tap": "list", "to": "TagList", "screenArgs": { "tag": "$number" } },
                    "e": { "tap": "list", "to": "TagList", "screenArgs": { "tag": 42 } },
                    "f": { "tap": "list", "screenArgs": { "tag": "Swift" } },
                    "g": { "tap": "list", "to": ["TagList", "Counted"] },
                    "h": { "params": { "name": "String" }, "tap": "list", "to": "TagList", "screenArgs": { "tag": "Tag $name" } }
                  }
                }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/Counted.json:4:27: error: the anchor 'title' takes 'count' as a string, but screen 'Counted' declares it an integer",
            "specs/Counted.json:4:27: error: the anchor 'title' needs an argument for 'tag', and screen 'Counted' has no parameter of that name; did you mean 'tg'?",
            "specs/Tags.json:6:33: error: screen 'TagList' is made with its parameter 'tag': give action 'a' \"screenArgs\": { \"tag\": … }",
            "specs/Tags.json:7:33: error: screen 'TagList' is made with its parameter 'tag': give action 'b' \"screenArgs\": { \"tag\": … }",
            "specs/Tags.json:7:60: error: screen 'TagList' has no parameter 'tga'; did you mean 'tag'?",
            "specs/Tags.json:8:24: error: parameter 'name' of action 'c' is declared but never used",
            "specs/Tags.json:8:99: error: '$nam' is used but no parameter 'nam' is declared; did you mean 'name'?",
            "specs/Tags.json:9:98: error: '$number' is an integer but a string is needed here",
            "specs/Tags.json:10:60: error: argument 'tag' must be a string, found an integer",
            "specs/Tags.json:11:41: error: 'screenArgs' give the parameters of the screen an action goes to; action 'f' needs \"to\" naming one screen",
            "specs/Tags.json:12:34: error: screen 'TagList' has parameters, and an action that may lead to one of several screens cannot give them; write \"to\": \"TagList\" with \"screenArgs\"",
            "specs/Tags.json:12:45: error: screen 'Counted' has parameters, and an action that may lead to one of several screens cannot give them; write \"to\": \"Counted\" with \"screenArgs\"",
            "specs/Tags.json:13:24: error: parameter 'name' of action 'h' is declared but never used",
            "specs/Tags.json:13:99: error: a screen argument is a literal or one \"$name\" passed on, not a text with parameters in it",
        ])
    }

    @Test func thePlainAndScreenplayStylesTakeTheValuesToo() throws {
        let byPath = Dictionary(uniqueKeysWithValues: try Self.generated().map { ($0.path, $0.contents) })
        let expected = [
            "Plain/TagList.plain.swift": [
                "public let tag: String",
                "public init(tag: String, application: XCUIApplication) {",
                "public convenience init(tag: String) {",
                "self.init(tag: tag, application: Self.defaultApplication)",
                #"@available(*, unavailable, message: "TagListScreen is made with its screen's parameters: TagListScreen(tag:)")"#,
                "override public var instanceVerification: ScreenVerification",
                "Element.title(tag: tag)",
            ],
            "Plain/Tags.plain.swift": [
                "return TagListScreen(tag: name, application: self.application).waitForScreen(file: file, line: line)",
                #"return TagListScreen(tag: "Swift", application: self.application).waitForScreen(file: file, line: line)"#,
            ],
            "Screenplay/TagList.screenplay.swift": [
                "public static func verification(tag: String) -> ScreenVerification",
                "Element.title(tag: tag)",
            ],
            "Screenplay/Tags.screenplay.swift": [
                "TagListActions.verify(TagListActions.verification(tag: name), file: file, line: line)",
                #"TagListActions.verify(TagListActions.verification(tag: "Swift"), file: file, line: line)"#,
            ],
        ]
        for (path, lines) in expected {
            let text = try #require(byPath[path], "\(byPath.keys.sorted())")
            for line in lines { #expect(text.contains(line), "\(path) lacks \(line)\n\(text)") }
        }
    }

    @Test func aParameterNamedAsAMemberOrWhatEveryPageObjectHasIsALocatedError() {
        let files = [
            "pagewright.json": Self.settings, "Tags.json": Self.tags,
            "TagList.json": """
                {
                  "screen": "TagList",
                  "params": { "tag": "String", "application": "String" },
                  "verify": { "present": ["tag"] },
                  "elements": { "tag": { "type": "navigationBar", "params": { "tag": "String" }, "id": "$tag" } }
                }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/TagList.json:3:32: error: screen parameter 'application' is a name every page object already has; choose another",
            "specs/TagList.json:5:17: error: screen 'TagList' has a parameter and a member both named 'tag'; the page object's property and the member would clash",
            "specs/Tags.json:9:70: error: screen 'TagList' is made with its parameter 'application': give action 'openTag' \"screenArgs\": { \"application\": … }",
            "specs/Tags.json:10:69: error: screen 'TagList' is made with its parameter 'application': give action 'openSwift' \"screenArgs\": { \"application\": … }",
        ])
    }

    /// A return to a trait's adopter and a passage make their screens without values.
    @Test func movesThatMakeTheScreenWithoutValuesAreLocatedErrors() {
        let files = [
            "pagewright.json": Self.settings,
            "Listing.json": #"{ "trait": "Listing", "elements": { "rows": { "type": "table", "id": "rows" } } }"#,
            "Info.json": #"{ "screen": "Info", "verify": { "present": ["close"] }, "elements": { "close": { "type": "button", "id": "Info.close" } }, "actions": { "dismiss": { "tap": "close", "to": "Listing" } } }"#,
            "Tip.json": #"{ "screen": "Tip", "verify": { "present": ["okButton"] }, "elements": { "okButton": { "type": "button", "id": "Tip.ok" } }, "actions": { "ok": { "tap": "okButton", "to": "TagList", "screenArgs": { "tag": "Tea" } } } }"#,
            "TagList.json": """
                {
                  "screen": "TagList",
                  "params": { "tag": "String" },
                  "traits": ["Listing"],
                  "verify": { "present": ["title"] },
                  "elements": { "title": { "type": "navigationBar", "params": { "tag": "String" }, "id": "$tag" },
                                "info": { "type": "button", "id": "TagList.info" } },
                  "actions": { "openInfo": { "tap": "info", "to": "Info" } }
                }
                """,
            "Tags.json": """
                {
                  "screen": "Tags",
                  "verify": { "present": ["list"] },
                  "elements": { "list": { "type": "table", "id": "Tags.list" } },
                  "actions": {
                    "open": { "tap": "list", "to": "TagList", "screenArgs": { "tag": "Tea" },
                              "passesThrough": { "screen": "Tip", "steps": ["ok"] } }
                  }
                }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/Info.json:1:172: error: screen 'TagList' has parameters, and a return to whichever screen adopting 'Listing' came before cannot give them",
            "specs/Tags.json:7:44: error: an action that may pass through another screen makes both without values; screen 'TagList' has parameters",
        ])
    }

    /// The screen's members use its parameters as their own: a check, a step and a getter on the
    /// titled bar take the page object's tag (factory and plain; Screenplay's static members
    /// have no page object, which is a located error there).
    static let tagListWithMembers = """
        {
          "screen": "TagList",
          "params": { "tag": "String" },
          "verify": { "present": ["title"] },
          "elements": {
            "title": { "type": "navigationBar", "params": { "tag": "String" }, "id": "$tag" },
            "heading": { "type": "staticText", "params": { "tag": "String" }, "label": "Tagged $tag" },
            "back": { "type": "button", "label": "Tags" }
          },
          "actions": { "tapTitle": { "tap": "title" }, "goBack": { "tap": "back", "to": "Tags" } },
          "checks": { "headingShows": { "exists": "heading" }, "titleSays": { "label": "title", "equals": "$tag" } },
          "getters": { "headingText": { "label": "heading" } }
        }
        """

    @Test(arguments: ["6", "5"])
    func membersUseTheScreensParameters(languageMode: String) throws {
        let settings = #"{ "apps": { "main": { "entry": "Tags" } }, "accessLevel": "public", "style": ["factory", "plain"] }"#
        let files = specFiles(["pagewright.json": settings, "Tags.json": Self.tags, "TagList.json": Self.tagListWithMembers])
        let (validated, generated) = Pipeline.generate(files: files)
        let output = try #require(generated, "\(validated.log.sorted.map(\.description))")
        for path in ["TagList.pagewright.swift", "Plain/TagList.plain.swift"] {
            let text = try #require(output.first { $0.path == path }?.contents)
            #expect(text.contains("Element.heading(tag: tag)"), "\(text)")
            #expect(text.contains("Element.title(tag: tag)"), "\(text)")
        }
        let result = try GeneratedSources.typecheck(output, languageMode: languageMode, purpose: "screenparams-members")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func screenplayMembersUsingTheScreensParametersAreLocatedErrors() {
        let files = ["pagewright.json": Self.settings, "Tags.json": Self.tags, "TagList.json": Self.tagListWithMembers]
        #expect(diagnostics(files) == [
            "specs/TagList.json:10:16: error: action 'tapTitle' uses the parameter 'tag' of screen 'TagList', which the Screenplay style's static members do not have; give action 'tapTitle' a parameter 'tag'",
            "specs/TagList.json:11:15: error: check 'headingShows' uses the parameter 'tag' of screen 'TagList', which the Screenplay style's static members do not have; give check 'headingShows' a parameter 'tag'",
            "specs/TagList.json:11:56: error: check 'titleSays' uses the parameter 'tag' of screen 'TagList', which the Screenplay style's static members do not have; give check 'titleSays' a parameter 'tag'",
            "specs/TagList.json:12:16: error: getter 'headingText' uses the parameter 'tag' of screen 'TagList', which the Screenplay style's static members do not have; give getter 'headingText' a parameter 'tag'",
        ])
    }

    @Test func anEntryScreenOrTheTestCaseSettingIsALocatedError() {
        let files = [
            "pagewright.json": #"{ "apps": { "main": { "entry": "TagList" } }, "style": ["plain"], "testCase": "ShopTestCase" }"#,
            "TagList.json": Self.tagList, "Tags.json": Self.tags,
        ]
        #expect(diagnostics(files) == [
            "specs/TagList.json:3:15: error: screen 'TagList' has parameters, which plain page objects given the running test ('testCase') do not take yet",
            "specs/TagList.json:3:15: error: screen 'TagList' has parameters and cannot be an app's entry: launching the app cannot give them",
        ])
    }
}
