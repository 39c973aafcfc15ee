import Foundation
import Testing
@testable import PagewrightCore

@Suite("Recording format")
struct RecordingFormatTests {
    static let sample = Recording(screen: "Login", root: RecordedElement(
        type: "application", label: "Jobs", frame: .init(x: 0, y: 0, width: 393, height: 852),
        children: [
            RecordedElement(type: "other", identifier: "Login.view", frame: .init(x: 0, y: 59, width: 393, height: 793), children: [
                RecordedElement(type: "textField", identifier: "Login.login", value: "Email", placeholder: "Email",
                                frame: .init(x: 16, y: 120.333333, width: 361, height: 36)),
                RecordedElement(type: "button", identifier: "Login.submit", label: "Say \"hi\"\\\n", frame: .init(x: -0.0, y: 1e-9, width: 2, height: 3),
                                isEnabled: false, isSelected: true),
            ]),
            RecordedElement(type: "staticText", label: "Ünïcödé ✓"),
        ]))

    @Test("the writer's layout: fixed key order, one element a line, defaults left out")
    func layout() {
        let expected = """
            {
              "format": "pagewright-recording",
              "version": 1,
              "screen": "Login",
              "root": { "type": "application", "label": "Jobs", "frame": [0, 0, 393, 852], "children": [
                { "type": "other", "identifier": "Login.view", "frame": [0, 59, 393, 793], "children": [
                  { "type": "textField", "identifier": "Login.login", "value": "Email", "placeholder": "Email", "frame": [16, 120.333, 361, 36] },
                  { "type": "button", "identifier": "Login.submit", "label": "Say \\"hi\\"\\\\\\n", "frame": [0, 0, 2, 3], "enabled": false, "selected": true }
                ] },
                { "type": "staticText", "label": "Ünïcödé ✓" }
              ] }
            }

            """
        #expect(RecordingWriter.json(Self.sample) == expected)
    }

    @Test("what the writer writes, the reader reads back (frames to the thousandth)")
    func roundTrip() throws {
        let text = RecordingWriter.json(Self.sample)
        let (read, log) = RecordingReader.read(Array(text.utf8), file: "Login.json")
        #expect(log.diagnostics.isEmpty)
        let root = try #require(read?.root)
        #expect(read?.screen == "Login")
        var expected = Self.sample.root
        expected.children[0].children[0].frame?.y = 120.333
        expected.children[0].children[1].frame = .init(x: 0, y: 0, width: 2, height: 3)
        #expect(root == expected)
        #expect(RecordingWriter.json(Recording(screen: "Login", root: root)) == text)
    }

    @Test("numbers: rounded to thousandths, whole numbers without a fraction, no negative zero")
    func numbers() {
        #expect(RecordingWriter.number(20.3333333) == "20.333")
        #expect(RecordingWriter.number(-4.5) == "-4.5")
        #expect(RecordingWriter.number(-0.0) == "0")
        #expect(RecordingWriter.number(-0.0004) == "0")
        #expect(RecordingWriter.number(844) == "844")
        #expect(RecordingWriter.number(0.0005) == "0.001")
    }

    @Test("reader problems are located, with did-you-mean")
    func located() {
        let text = """
            {
              "format": "pagewright-recording",
              "screen": "Login",
              "root": { "type": "application", "children": [
                { "type": "buton", "frame": [1, 2, 3] },
                { "type": "button", "enabeld": false }
              ] }
            }
            """
        let (read, log) = RecordingReader.read(Array(text.utf8), file: "r.json")
        #expect(read == nil)
        #expect(log.sorted.map(\.description) == [
            "r.json:5:15: error: unknown element type 'buton'; did you mean 'button'?",
            "r.json:5:33: error: expected a frame as [x, y, width, height] (four numbers), found an array",
            "r.json:6:25: warning: unknown key 'enabeld' in an element; did you mean 'enabled'?; it is ignored [unknown-key]",
        ])
    }

    @Test("a recording from a newer Pagewright, a missing root, a syntax error: each an error")
    func refused() {
        func problems(_ text: String) -> [String] {
            RecordingReader.read(Array(text.utf8), file: "r.json").log.sorted.map(\.description)
        }
        #expect(problems(#"{ "version": 2, "root": { "type": "other" } }"#)
                == ["r.json:1:14: error: expected \"version\": 1; this recording was written by a newer Pagewright or by hand"])
        #expect(problems(#"{ "screen": "A" }"#) == ["r.json:1:1: error: expected \"root\": the recorded element tree"])
        #expect(problems(#"{ "root": { "label": "x" } }"#)
                == ["r.json:1:11: error: expected \"type\" in the element (an XCUIElement.ElementType case such as \"button\")"])
        #expect(problems("{ \"root\": ") == ["r.json:1:11: error: expected a JSON value, found end of file"])
    }

    @Test("a source file is JSON when it starts with '{', else a pasted description; the screen comes from the option, the file or the fallback")
    func sources() {
        let json = Array(RecordingWriter.json(Self.sample).utf8)
        #expect(RecordingSource.read(json, file: "a.json", screen: nil).recording?.screen == "Login")
        #expect(RecordingSource.read(json, file: "a.json", screen: "SignIn").recording?.screen == "SignIn")
        let text = Array("Element subtree:\n →Application, 0x1, pid: 2, label: 'Jobs'\n    Button, 0x2, identifier: 'ok'\n".utf8)
        #expect(RecordingSource.read(text, file: "a.txt", screen: nil).log.sorted.map(\.description)
                == ["a.txt:1:1: error: a pasted description names no screen; give one with --screen"])
        #expect(RecordingSource.read(text, file: "Home.txt", screen: nil, fallbackScreen: "Home").recording?.root.children.first?.identifier == "ok")
        #expect(RecordingSource.read(Array("hello".utf8), file: "x.txt", screen: "X").log.sorted.first?.message.hasPrefix("neither a JSON recording nor an element description") == true)
    }
}

extension RecordingFormatTests {
    @Test("the published schema describes exactly the keys and types the reader takes")
    func schema() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/recording.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let top = try #require(schema["properties"] as? [String: Any])
        #expect(Set(top.keys).subtracting(["$schema"]) == Set(RecordingReader.topKeys))
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let element = try #require((definitions["element"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(element.keys) == Set(RecordingReader.elementKeys))
        #expect((definitions["elementType"] as? [String: Any])?["enum"] as? [String] == XCUITestVocabulary.elementTypes)
    }
}
