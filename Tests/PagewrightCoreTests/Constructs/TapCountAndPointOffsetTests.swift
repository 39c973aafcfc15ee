import Foundation
import Testing
@testable import PagewrightCore

/// Taps with a count or several fingers (`"taps"`, `"touches"`) and points offset in points
/// (`"at": { "dx", "dy" }`), issue 23: the code in each style, and each misuse located.
@Suite("Tap counts and point offsets")
struct TapCountAndPointOffsetTests {
    static func spec(_ actions: String) -> String {
        """
        {
          "screen": "Main",
          "verify": { "present": ["logo"] },
          "elements": { "logo": { "type": "button", "id": "Main.logo" } },
          "actions": { \(actions) }
        }
        """
    }

    static let actions = """
        "tapThrice": { "tap": "logo", "taps": 3 },
        "tapTwoFingers": { "tap": "logo", "touches": 2 },
        "tapCorner": { "tap": "logo", "at": { "dx": 3, "dy": 4 } },
        "pressRightEdge": { "press": "logo", "duration": 1, "at": { "x": 1, "y": 0.5, "dx": -10 } }
        """

    @Test func everyStyleCallsTheTapWithItsCountAndTheCoordinateWithItsOffset() throws {
        let files = specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
            "Main.json": Self.spec(Self.actions),
        ])
        let (validated, generated) = Pipeline.generate(files: files)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let byPath = Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
        for path in ["Main.pagewright.swift", "Plain/Main.plain.swift", "Screenplay/Main.screenplay.swift"] {
            let text = try #require(byPath[path], "\(byPath.keys.sorted())")
            for line in [
                ".tap(withNumberOfTaps: 3, numberOfTouches: 1)",
                ".tap(withNumberOfTaps: 1, numberOfTouches: 2)",
                ".coordinate(withNormalizedOffset: CGVector(dx: 0.0, dy: 0.0)).withOffset(CGVector(dx: 3.0, dy: 4.0)).tap()",
                ".coordinate(withNormalizedOffset: CGVector(dx: 1.0, dy: 0.5)).withOffset(CGVector(dx: -10.0, dy: 0.0)).press(forDuration: 1",
            ] {
                #expect(text.contains(line), "\(path) lacks \(line)")
            }
        }
    }

    /// A gesture at a point of an element touches the screen there and scrolls nothing
    /// (XCUICoordinate), so its step waits for the element on screen (`hittableInPlace`), even
    /// after an earlier step waited for it to be hittable (which one scrolled out of view is).
    @Test func aStepAtAPointWaitsForItsElementOnScreen() throws {
        let files = specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
            "Main.json": Self.spec("""
                "tapThenCorner": { "steps": [{ "tap": "logo" }, { "tap": "logo", "at": { "dx": 3, "dy": 4 } }] },
                "cornerThenTap": { "steps": [{ "press": "logo", "duration": 1, "at": { "x": 1, "y": 0.5 } }, { "tap": "logo" }] }
                """),
        ])
        let (validated, generated) = Pipeline.generate(files: files)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let byPath = Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
        for path in ["Main.pagewright.swift", "Plain/Main.plain.swift", "Screenplay/Main.screenplay.swift"] {
            let text = try #require(byPath[path], "\(byPath.keys.sorted())")
            #expect(text.components(separatedBy: ".hittableInPlace").count - 1 == 2, "\(path): each point step waits for its element on screen\n\(text)")
            #expect(text.contains(".coordinate(withNormalizedOffset: CGVector(dx: 0.0, dy: 0.0)).withOffset(CGVector(dx: 3.0, dy: 4.0)).tap()"), "\(path)")
        }
    }

    @Test func aCountOutOfRangeOrWithAPointIsAnError() {
        let files = [
            "pagewright.json": settings(),
            "Main.json": Self.spec("""
                "none": { "tap": "logo", "taps": 0 },
                "many": { "tap": "logo", "touches": 6 },
                "atAPoint": { "tap": "logo", "taps": 2, "at": { "x": 0.5, "y": 0.5 } },
                "pressed": { "press": "logo", "taps": 2 }
                """),
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:5:49: error: 'taps' is from 1 to 5",
            "specs/Main.json:6:37: error: 'touches' is from 1 to 5",
            "specs/Main.json:7:47: error: a tap at a point ('at') is one tap of one finger (XCUICoordinate has no tap count); leave out 'at' or 'taps' and 'touches'",
            "specs/Main.json:8:31: error: 'taps' belongs to 'tap' steps, not 'press'",
        ])
    }
}
