import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Issue 41's waits and gestures: a `waitFor` that goes on either way (`"optional"`), a check
/// that holds throughout its wait or lets what it reads settle first, a screen's `onArrival`, a
/// swipe with `reveal` and a swipe's `velocity`: the code in each style, each misuse located,
/// and all of it type-checked in Swift 6 and 5 (Tests/LanguageTests' WaitsAndSettlingTests
/// drives it against a simulated inbox).
@Suite("Waits, settling, arrival and swipes")
struct WaitsAndSettlingSnippetTests {
    static let settings = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#

    static let spec = #"""
        {
          "screen": "Main",
          "verify": { "present": ["list"] },
          "onArrival": ["closeTourIfShown"],
          "elements": {
            "list": { "type": "collectionView", "id": "List" },
            "rows": { "type": "cell", "in": "list", "all": true },
            "row": { "type": "cell", "in": "list", "params": { "name": { "type": "String", "match": ["label"], "label": "_" } } },
            "deleteButton": { "type": "button", "id": "Delete" },
            "spinner": { "type": "activityIndicator", "id": "Spinner" },
            "banner": { "type": "staticText", "id": "Banner" },
            "tourClose": { "type": "button", "id": "Tour.close" }
          },
          "actions": {
            "closeTourIfShown": { "tap": "tourClose", "if": { "exists": "tourClose" } },
            "waitForSync": { "waitFor": "spinner", "absent": true, "wait": "networking", "optional": true },
            "waitForBanner": { "steps": [{ "waitFor": "banner", "optional": true }, { "tap": "banner" }] },
            "delete": { "params": { "name": { "type": "String", "label": "_" } },
                        "steps": [{ "swipe": "row", "direction": "left", "reveal": "list" }, { "tap": "deleteButton" }] },
            "fling": { "swipe": "list", "direction": "up", "velocity": "fast" },
            "drag": { "swipe": "list", "direction": "down", "velocity": 300 },
            "plainSwipe": { "swipe": "list", "direction": "down", "velocity": "default" }
          },
          "checks": {
            "bannerStaysAway": { "notExists": "banner", "wait": "networking", "throughout": true },
            "listsOnceSettled": { "params": { "name": { "type": "String", "label": "_" } }, "exists": "row", "settle": 1.5 },
            "countsOnceSettled": { "params": { "count": "Int" }, "count": "rows", "equals": "$count", "settle": 2 }
          }
        }
        """#

    private func files(_ settings: String = Self.settings) throws -> [String: String] {
        let (validated, generated) = Pipeline.generate(files: specFiles(["pagewright.json": settings, "Main.json": Self.spec]))
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    private static let paths = ["Main.pagewright.swift", "Plain/Main.plain.swift", "Screenplay/Main.screenplay.swift"]

    @Test func anOptionalWaitGoesOnThroughTheRuntime() throws {
        let files = try files()
        for path in Self.paths {
            let file = try #require(files[path])
            let receiver = path.hasPrefix("Screenplay") ? "MainElements." : "self."
            #expect(file.contains(#"self.waitThenGoOn(for: \#(receiver)spinner, "spinner", absent: true, within: .networking, file: file, line: line)"#), "\(path):\n\(file)")
            #expect(file.contains(#"self.waitThenGoOn(for: \#(receiver)banner, "banner", within: .uiInteraction, file: file, line: line)"#), "\(path):\n\(file)")
            #expect(!file.contains("'spinner' is still there"), "no failure for an optional wait: \(path)")
        }
    }

    @Test func aCheckThroughoutOrSettledIsSpelledOut() throws {
        let files = try files()
        for path in Self.paths {
            let file = try #require(files[path])
            let (checker, receiver) = path.hasPrefix("Screenplay") ? ("MainActions", "MainElements.") : ("self", "self.")
            #expect(file.contains(#"\#(checker).expectThroughout(\#(receiver)banner, "banner", .notExists, within: .networking, check: "#), "\(path):\n\(file)")
            #expect(file.contains("\(checker).settle(\(receiver)row(name), quiet: 1.5, within: .uiInteraction)"), "\(path):\n\(file)")
            #expect(file.contains("\(checker).settle(count: \(receiver)rows, quiet: 2, within: .uiInteraction)"), "\(path):\n\(file)")
        }
    }

    @Test func aScreenTakesItsArrivalActionsOnceVerified() throws {
        let files = try files()
        let factory = try #require(files["Main.pagewright.swift"])
        #expect(factory.contains("""
                override func onArrival(file: StaticString, line: UInt) {
                    self.closeTourIfShown(file: file, line: line)
                }
            """), "\(factory)")
        #expect(try #require(files["Plain/Main.plain.swift"]).contains("override func onArrival(file: StaticString, line: UInt) {"))
        let screenplay = try #require(files["Screenplay/Main.screenplay.swift"])
        #expect(screenplay.contains("""
                static func onArrival(file: StaticString, line: UInt) {
                    MainActions.closeTourIfShown(file: file, line: line)
                }
            """), "\(screenplay)")
    }

    @Test func aSwipeRevealsItsRowAndKeepsItsSpeed() throws {
        let files = try files()
        let factory = try #require(files["Main.pagewright.swift"])
        #expect(factory.contains(#"guard self.reveal(self.row(name), "row", in: self.list, "list", swiping: [.up, .down], max: 10, for: "delete", file: file, line: line) else { return }"#), "\(factory)")
        #expect(factory.contains("{ $0.swipeLeft() }"), "\(factory)")
        for path in Self.paths {
            let file = try #require(files[path])
            #expect(file.contains(".swipeUp(velocity: .fast)"), "\(path):\n\(file)")
            #expect(file.contains(".swipeDown(velocity: XCUIGestureVelocity(300))"), "\(path):\n\(file)")
            #expect(file.contains(".swipeDown(velocity: .`default`)"), "\(path):\n\(file)")
        }
    }

    @Test func eachMisuseIsLocated() {
        let spec = """
            {
              "screen": "Main",
              "verify": { "present": ["list"] },
              "onArrival": ["closeTour", "leave", "find"],
              "elements": { "list": { "type": "collectionView", "id": "List" }, "rows": { "type": "cell", "in": "list", "all": true } },
              "actions": {
                "closeTourIfShown": { "tap": "list" },
                "leave": { "tap": "list", "to": "Main" },
                "find": { "params": { "text": "String" }, "tap": "list" },
                "fling": { "swipe": "list", "direction": "up", "velocity": "quick" },
                "drag": { "swipe": "list", "direction": "up", "velocity": -5 },
                "tapQuickly": { "tap": "list", "velocity": "fast" },
                "waitAnyway": { "tap": "list", "optional": true }
              },
              "checks": {
                "counted": { "count": "rows", "equals": 2, "throughout": true },
                "settled": { "exists": "list", "settle": 0 }
              }
            }
            """
        #expect(diagnostics(["pagewright.json": Self.settings, "Main.json": spec]) == [
            "specs/Main.json:4:17: error: unknown action 'closeTour' on screen 'Main'; the actions are 'closeTourIfShown', 'drag', 'find', 'fling', 'leave', 'tapQuickly' and 'waitAnyway'",
            "specs/Main.json:4:30: error: 'onArrival' takes actions that stay on the screen, and 'leave' leads elsewhere (it has 'to')",
            "specs/Main.json:4:39: error: 'onArrival' takes actions without arguments, and 'find' needs 'text'; give the parameters defaults or take the action in the test",
            "specs/Main.json:9:27: error: parameter 'text' of action 'find' is declared but never used",
            "specs/Main.json:10:64: error: unknown velocity 'quick'; a swipe's 'velocity' is slow, default, fast or a number of pixels per second",
            "specs/Main.json:11:63: error: 'velocity' is a speed in pixels per second and must be above 0 (or slow, default, fast)",
            "specs/Main.json:12:36: error: 'velocity' belongs to 'swipe' steps, not 'tap'",
            "specs/Main.json:13:36: error: 'optional' belongs to 'waitFor' steps, not 'tap'",
            "specs/Main.json:16:62: error: 'throughout' holds one element's assertion for the whole wait; check 'counted' counts, so split the count into a check of its own",
            "specs/Main.json:17:46: error: 'settle' is the seconds what the check reads must stay the same before it is judged, above 0 and at most 30; for an element that marks the new state, make it the first assertion of an 'assert' list",
        ])
    }

    /// A trait's members use the same runtime calls, on whichever screen adopts it.
    static let trait = #"""
        { "trait": "Listing", "requires": ["list"],
          "elements": { "empty": { "type": "staticText", "id": "Empty" } },
          "actions": { "waitForEmpty": { "waitFor": "empty", "optional": true }, "flingDown": { "swipe": "list", "direction": "down", "velocity": 2000 } },
          "checks": { "emptyStaysAway": { "notExists": "empty", "throughout": true }, "emptyOnceSettled": { "exists": "empty", "settle": 0.5 } } }
        """#
    static var specWithTrait: String { spec.replacingOccurrences(of: #""onArrival": ["closeTourIfShown"],"#, with: #""onArrival": ["closeTourIfShown", "waitForEmpty"], "traits": ["Listing"],"#) }

    /// What a test calls, in every style.
    private static let test = """
        import XCTest
        #if canImport(XCUIAutomation)
        import XCUIAutomation
        #endif

        @MainActor
        final class CallsTests: XCTestCase {
            func testCalls() async throws {
                let main = PageObjectsFactory().launch()
                    .waitForSync().waitForBanner().delete("Row 3").fling().drag().plainSwipe()
                    .bannerStaysAway().listsOnceSettled("Row 3").countsOnceSettled(count: 2)
                _ = main.waitForEmpty().flingDown().emptyStaysAway().emptyOnceSettled()
                _ = MainScreen().waitForScreen().waitForSync().bannerStaysAway().listsOnceSettled("Row 3")
                let ada = Actor(called: "Ada")
                ada.attemptsTo(WaitForSync(), Fling(), Delete.with("Row 3"))
                ada.sees(Main.bannerStaysAway(), Main.listsOnceSettled("Row 3"), Main.countsOnceSettled(count: 2))
            }
        }
        """

    @Test(arguments: ["6", "5"])
    func everyConstructTypeChecks(languageMode: String) throws {
        let settings = #"{ "apps": { "main": { "entry": "Main" } }, "accessLevel": "public", "style": ["factory", "plain", "screenplay"] }"#
        let (validated, generated) = Pipeline.generate(files: specFiles(["pagewright.json": settings, "Main.json": Self.specWithTrait,
                                                                         "Listing.json": Self.trait]))
        let output = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-waiting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try GeneratedSources.write(output, into: folder)
        let test = folder.appendingPathComponent("CallsTests.swift")
        try Data(Self.test.utf8).write(to: test)
        let result = try SwiftCompiler.locate().typecheck(paths + [test.path], languageMode: languageMode)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
