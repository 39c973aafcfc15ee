import Foundation
import Testing
@testable import PagewrightCore

/// `"last": true` and `"frame"` on an element (issue 41): the runtime call each style's
/// `Element` enum makes, steps that wait for the element alone, the code compiling in Swift 6
/// and 5, and each misuse located.
@Suite("The last match and frame bounds")
struct LastMatchAndFrameTests {
    static let styles = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#

    static func spec(_ elements: String, actions: String = "") -> String {
        """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            \(elements)
          },
          "actions": { \(actions) }
        }
        """
    }

    static let elements = """
        "terms": { "type": "link", "label": "Terms", "last": true },
        "tag": { "type": "cell", "params": { "name": { "type": "String", "match": ["label"], "label": "_" } }, "frame": { "minX": 0, "maxX": 0 } },
        "lastTall": { "type": "cell", "frame": { "minHeight": 1, "maxHeight": 88.5 }, "last": true },
        "secondWide": { "type": "button", "index": 1, "frame": { "minWidth": 10 } },
        "row": { "type": "cell", "params": { "offset": { "type": "UInt", "match": ["index"], "optional": true } }, "frame": { "minY": 100 } }
        """

    static let actions = """
        "openTerms": { "tap": "terms" },
        "openTag": { "params": { "name": { "type": "String", "label": "_" } }, "tap": "tag" },
        "openTall": { "tap": "lastTall" },
        "openWide": { "tap": "secondWide" },
        "openRow": { "params": { "offset": { "type": "UInt", "optional": true } }, "tap": "row" }
        """

    static func generated() throws -> [GeneratedFile] {
        let files = specFiles(["pagewright.json": styles, "Main.json": spec(elements, actions: actions)])
        let (validated, generated) = Pipeline.generate(files: files)
        return try #require(generated, "\(validated.log.sorted.map(\.description))")
    }

    @Test func theElementEnumAsksTheRuntimeForTheMatch() throws {
        let byPath = Dictionary(uniqueKeysWithValues: try Self.generated().map { ($0.path, $0.contents) })
        for path in ["Main.pagewright.swift", "Plain/Main.plain.swift", "Screenplay/Main.screenplay.swift"] {
            let text = try #require(byPath[path], "\(byPath.keys.sorted())")
            for line in [
                "return PagewrightMatches.last(of: query(context))",
                "return PagewrightMatches.element(0, of: query(context), within: PagewrightFrameBounds(minX: 0, maxX: 0))",
                "return PagewrightMatches.last(of: query(context), within: PagewrightFrameBounds(minHeight: 1, maxHeight: 88.5))",
                "return PagewrightMatches.element(1, of: query(context), within: PagewrightFrameBounds(minWidth: 10))",
                "return PagewrightMatches.element(offset.map { Int($0) } ?? 0, of: query(context), within: PagewrightFrameBounds(minY: 100))",
            ] {
                #expect(text.contains(line), "\(path) lacks \(line)\n\(text)")
            }
        }
    }

    /// A step waits for the element the runtime picked, not for its query's first match (which,
    /// for the last link, is the zero-size copy no touch reaches).
    @Test func aStepWaitsForThePickedElementAlone() throws {
        for file in try Self.generated() where file.path.hasSuffix(".swift") {
            for name in ["terms", "tag", "lastTall", "secondWide", "row"] {
                #expect(!file.contents.contains("firstOf: Element.\(name)"), "\(file.path)\n\(file.contents)")
                #expect(!file.contents.contains("firstOf: MainElements.Element.\(name)"), "\(file.path)")
                #expect(!file.contents.contains("self.tap(Element.\(name),"), "\(file.path): the runtime's tap waits for the first match")
            }
        }
    }

    @Test(arguments: ["6", "5"])
    func theGeneratedCodeCompiles(languageMode: String) throws {
        let result = try GeneratedSources.typecheck(try Self.generated(), languageMode: languageMode, purpose: "picking")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// An element without these keys generates what it did.
    @Test func anElementWithoutThemIsTheFirstMatchAsBefore() throws {
        let files = specFiles(["pagewright.json": Self.styles, "Main.json": Self.spec(#""plain": { "type": "cell", "label": "Terms" }"#)])
        let generated = try #require(Pipeline.generate(files: files).files)
        #expect(!generated.contains { $0.contents.contains("PagewrightMatches") })
    }

    @Test func misusesAreLocatedErrors() {
        let files = [
            "pagewright.json": settings(),
            "Main.json": Self.spec("""
                "a": { "type": "cell", "last": true, "all": true },
                "b": { "type": "cell", "last": true, "index": 2 },
                "c": { "type": "cell", "last": true, "unique": true },
                "d": { "type": "cell", "frame": { "minX": 10, "maxX": 0 } },
                "e": { "type": "cell", "frame": { "minWidht": 1 } },
                "f": { "type": "cell", "frame": {} },
                "g": { "type": "cell", "frame": { "minX": "0" } },
                "h": { "type": "cell", "frame": { "minX": 0 }, "notContaining": { "type": "image", "id": "x" } },
                "i": { "type": "cell", "frame": { "maxHeight": -1 }, "all": true },
                "j": { "type": "cell", "last": "yes" }
                """),
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:6:36: error: element 'a' is a collection ('all') and cannot also take the last match",
            "specs/Main.json:7:32: error: element 'b' picks the n-th match ('index') and cannot also take the last; keep one of them",
            "specs/Main.json:8:48: error: element 'c' takes the last match and cannot also be 'unique', which demands exactly one",
            "specs/Main.json:9:47: error: 'maxX' 0 is below 'minX' 10; no frame lies within both",
            "specs/Main.json:10:35: error: unknown key 'minWidht' in 'frame'; did you mean 'minWidth'?",
            "specs/Main.json:11:33: error: 'frame' bounds no side of the frame; give one or more of minX, maxX, minY, maxY, minWidth, maxWidth, minHeight, maxHeight",
            "specs/Main.json:12:43: error: expected a number for 'minX', found a string",
            "specs/Main.json:13:65: error: 'frame' and 'notContaining' both walk the matches; element 'h' cannot have both",
            "specs/Main.json:14:33: error: 'frame' cannot narrow a collection ('all'): no XCUITest query compares frames, so only one element can be found by walking the matches",
            "specs/Main.json:14:35: error: 'maxHeight' cannot be negative: a frame's size is never below 0",
            "specs/Main.json:15:32: error: expected true or false for 'last', found a string",
        ])
    }
}
