import Foundation
import Testing
@testable import PagewrightCore

/// Strict by default (issue 25): a key Pagewright does not know is an error with a "did you
/// mean", because an ignored key silently changes what a spec means; one cause gives one error.
@Suite("Unknown keys and follow-on errors")
struct StrictKeysTests {
    /// `"idd"` used to be ignored with a warning: the element was then found by its type alone
    /// (the first static text on the screen) and tests stayed green against the wrong element.
    @Test func aMisspeltLocatorKeyStopsTheRun() {
        let spec = """
        {
          "screen": "Settings",
          "verify": { "present": ["title"] },
          "elements": {
            "title": { "type": "staticText", "id": "Settings.title" },
            "version": { "type": "staticText", "idd": "Settings.version" }
          }
        }
        """
        let validated = Pipeline.validate(files: specFiles(["Settings.json": spec, "pagewright.json": settings(entry: "Settings")]))
        #expect(validated.log.sorted.map(\.description) == [
            "specs/Settings.json:6:40: error: unknown key 'idd' in element 'version'; did you mean 'id'?",
        ])
        #expect(validated.model == nil, "nothing is generated")
    }

    /// A misspelt section gives one error, and first: not one per element it would have held.
    @Test func aMisspeltSectionIsTheOnlyError() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["title", "list"] },
          "elemnts": {
            "title": { "type": "staticText", "id": "Main.title" },
            "list": { "type": "table", "id": "Main.list" },
            "refresh": { "type": "button", "id": "Main.refresh" }
          },
          "actions": { "refresh": { "tap": "refresh" }, "open": { "tap": "list", "to": "Main" } },
          "checks": { "titleIs": { "params": { "text": "String" }, "label": "title", "equals": "$text" } }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:4:3: error: unknown key 'elemnts' in the screen; did you mean 'elements'?",
        ])
        let actions = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": { "view": { "type": "other", "id": "Main.view" } },
          "actinos": { "refresh": { "tap": "view" } }
        }
        """
        let flows = #"{ "flows": { "again": { "from": "Main", "steps": ["refresh"] } } }"#
        #expect(diagnostics(["Main.json": actions, "Flows.json": flows, "pagewright.json": settings()]) == [
            "specs/Main.json:5:3: error: unknown key 'actinos' in the screen; did you mean 'actions'?",
        ])
    }

    /// A trait whose elements are misspelt: the screens adopting it do not report its elements
    /// as unknown, nor its requirements as unmet.
    @Test func aMisspeltSectionOfATraitGivesNoErrorsInItsAdopters() {
        let trait = #"{ "trait": "TabBar", "requires": ["view"], "elemnts": { "homeTab": { "type": "button", "id": "Tab.home" } } }"#
        let main = screen("Main", extra: #""traits": ["TabBar"], "actions": { "goHome": { "tap": "homeTab" } }"#)
        #expect(diagnostics(["TabBar.json": trait, "Main.json": main, "pagewright.json": settings()]) == [
            "specs/TabBar.json:1:44: error: unknown key 'elemnts' in the trait; did you mean 'elements'?",
        ])
    }

    /// A key with nothing close is still an error; what it cannot explain is still reported.
    @Test func anUnrelatedUnknownKeyKeepsOtherErrors() {
        let spec = screen("Main", extra: #""colour": "red", "actions": { "go": { "tap": "nowhere" } }"#)
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:5:3: error: unknown key 'colour' in the screen",
            "specs/Main.json:5:48: error: unknown element 'nowhere' on screen 'Main'; the elements are 'view'",
        ])
    }

    /// A name with nothing close lists what there is, so the reader sees the way forward.
    @Test func anUnknownNameWithNothingCloseListsTheCandidates() {
        let main = screen("Main", extra: #""actions": { "openPreferences": { "tap": "view", "to": "Preferences" } }"#)
        let found = diagnostics(["Main.json": main, "Login.json": screen("Login"), "Profile.json": screen("Profile"), "pagewright.json": settings()])
        #expect(found.contains("specs/Main.json:5:58: error: unknown screen 'Preferences'; the screens are 'Login', 'Main' and 'Profile'"), "\(found)")
        #expect(Suggestions.hint("Preferences", in: (1...12).map { "Screen\($0)" }, plural: "screens")
            == "; none of the 12 screens is close: 'Screen1', 'Screen10', 'Screen11', 'Screen12', 'Screen2', 'Screen3', 'Screen4', 'Screen5', 'Screen6', 'Screen7', …")
        #expect(Suggestions.hint("Logn", in: ["Login"], plural: "screens") == "; did you mean 'Login'?")
        #expect(Suggestions.hint("x", in: [String](), plural: "traits") == "; there are no traits")
    }

    /// Every spec this repository and its examples hold, and what `init` writes, stays valid
    /// under the strict reading.
    @Test func everySpecFolderOfTheRepositoryIsValid() throws {
        let root = URL(fileURLWithPath: RepositoryPaths.root)
        var folders = ["specs", "Tests/ImportedPageObjects/Specs", "Tests/StressPageObjects/Specs", "Tests/LanguagePageObjects/Specs",
                       "Tests/RealScreensPageObjects/Specs"].map { root.appendingPathComponent($0) }
        let examples = try FileManager.default.contentsOfDirectory(atPath: root.path + "/Examples").sorted()
        folders += examples.flatMap { PluginPaths.specsFolders(in: root.appendingPathComponent("Examples/\($0)")) }
        #expect(folders.count >= 10)
        for folder in folders {
            let validated = try Pipeline.validate(specsDirectory: folder.path)
            #expect(!validated.log.hasErrors, "\(folder.path): \(validated.log.sorted)")
        }
    }
}
