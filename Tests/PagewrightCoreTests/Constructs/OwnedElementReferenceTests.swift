import Foundation
import Testing
@testable import PagewrightCore

/// A step or check naming an element another screen owns, `"Preview.backButton"` (issue 41):
/// generated code uses the owning screen's locator in every style (one definition, no copy),
/// compiles in Swift 6 and 5, and a wrong name is a located error with a suggestion.
@Suite("Elements another screen owns")
struct OwnedElementReferenceTests {
    static let styles = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#

    static let main = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            "open": { "type": "button", "id": "Main.open" }
          },
          "actions": {
            "openAndGoBack": { "steps": [{ "tap": "open" }, { "tap": "Preview.backButton" }] },
            "openRow": { "params": { "title": "String" }, "steps": [{ "tap": "open" }, { "tap": "Preview.row" }], "to": "Preview" }
          },
          "checks": {
            "previewIsGone": { "notExists": "Preview.backButton" },
            "previewRowShows": { "exists": "Preview.row", "args": { "title": "Tea" } }
          }
        }
        """

    static let preview = """
        {
          "screen": "Preview",
          "verify": { "present": ["backButton"] },
          "elements": {
            "backButton": { "type": "button", "id": "Preview.back" },
            "row": { "type": "cell", "params": { "title": "String" }, "id": "Preview.row.$title" }
          },
          "actions": { "back": { "tap": "backButton", "to": "Main" } }
        }
        """

    static func generated() throws -> [GeneratedFile] {
        let files = specFiles(["pagewright.json": styles, "Main.json": main, "Preview.json": preview])
        let (validated, generated) = Pipeline.generate(files: files)
        return try #require(generated, "\(validated.log.sorted.map(\.description))")
    }

    @Test func everyStyleUsesTheOwningScreensLocator() throws {
        let byPath = Dictionary(uniqueKeysWithValues: try Self.generated().map { ($0.path, $0.contents) })
        let expected = [
            "Main.pagewright.swift": ["PreviewPageObject.Element.backButton.locator(self.application)",
                                      "PreviewPageObject.Element.row(title: title).locator(self.application)",
                                      #"PreviewPageObject.Element.row(title: "Tea")"#],
            "Plain/Main.plain.swift": ["PreviewScreen.Element.backButton.locator(self.application)",
                                       "PreviewScreen.Element.row(title: title).locator(self.application)"],
            "Screenplay/Main.screenplay.swift": ["PreviewElements.backButton", "PreviewElements.row(title: title)"],
        ]
        for (path, lines) in expected {
            let text = try #require(byPath[path], "\(byPath.keys.sorted())")
            for line in lines { #expect(text.contains(line), "\(path) lacks \(line)\n\(text)") }
            // One definition: Main declares no copy of Preview's elements.
            #expect(!text.contains("case backButton"), "\(path)")
            #expect(!text.contains("\"Preview.back\""), "\(path)")
        }
    }

    @Test(arguments: ["6", "5"])
    func theGeneratedCodeCompiles(languageMode: String) throws {
        let result = try GeneratedSources.typecheck(try Self.generated(), languageMode: languageMode, purpose: "owned")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func wrongNamesAreLocatedErrorsWithSuggestions() {
        let files = [
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" }, "springboard": { "bundleIdentifier": "com.apple.springboard" } } }"#,
            "Preview.json": Self.preview,
            "Home.json": #"{ "screen": "Home", "app": "springboard", "verify": { "present": ["icon"] }, "elements": { "icon": { "type": "icon", "id": "Shop" } } }"#,
            "Alert.json": #"{ "screen": "Alert", "opensFrom": "anywhere", "verify": { "present": ["ok"] }, "elements": { "ok": { "type": "button", "id": "OK" } }, "actions": { "dismiss": { "tap": "ok", "to": "$source" } } }"#,
            "Bar.json": #"{ "trait": "Bar", "elements": { "tab": { "type": "button", "id": "tab" } } }"#,
            "Main.json": """
                {
                  "screen": "Main",
                  "verify": { "present": ["view"] },
                  "elements": { "view": { "type": "other", "id": "Main.view" } },
                  "actions": {
                    "a": { "tap": "Preveiw.backButton" },
                    "b": { "tap": "Preview.bakButton" },
                    "c": { "tap": "Preview.row" },
                    "d": { "tap": "Home.icon" },
                    "e": { "tap": "Alert.ok" },
                    "f": { "tap": "Bar.tab" },
                    "g": { "tap": "Preview.row", "args": { "titel": "Tea" } }
                  }
                }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:6:19: error: unknown screen 'Preveiw'; did you mean 'Preview'?",
            "specs/Main.json:7:28: error: unknown element 'bakButton' on screen 'Preview'; did you mean 'backButton'?",
            "specs/Main.json:8:28: error: element 'row' needs an argument for 'title': add \"args\": { \"title\": … } or a parameter 'title'",
            "specs/Main.json:9:19: error: screen 'Home' is of app 'springboard' and screen 'Main' of app 'main'; a step finds elements in its own screen's app",
            "specs/Main.json:10:19: error: screen 'Alert' is opened from anywhere: its page object is generic over the screen that opened it, so its elements are named only on it",
            "specs/Main.json:11:19: error: 'Bar' is a trait; an element another screen owns is named by that screen ('Screen.element')",
            "specs/Main.json:12:28: error: element 'row' needs an argument for 'title': add \"args\": { \"title\": … } or a parameter 'title'",
            "specs/Main.json:12:44: error: element 'row' has no parameter 'titel'; did you mean 'title'?",
        ])
    }
}
