import Dispatch
import Foundation
import Testing
@testable import PagewrightCore

/// Locations hold their file's path interned (`SourcePath`), so that copying one touches no
/// reference count. What a location says and how locations compare must be what they were when
/// each held its own `String`.
@Suite("Interned source paths")
struct SourcePathTests {
    @Test func theSamePathIsOneCopyAndLocationsInItCompareByLineAndColumn() {
        let a = SourceLocation(file: "specs/Login.json", line: 3, column: 7)
        let b = SourceLocation(file: "specs/" + "Login.json", line: 3, column: 7)
        #expect(a.path == b.path)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        #expect(SourceLocation(file: "specs/Login.json", line: 2, column: 9) < a)
        #expect(a < SourceLocation(file: "specs/Login.json", line: 3, column: 8))
    }

    @Test func differentPathsCompareByTheirText() {
        let login = SourceLocation(file: "specs/Login.json", line: 40, column: 1)
        let home = SourceLocation(file: "specs/Home.json", line: 1, column: 1)
        #expect(login != home)
        #expect(home < login)
        #expect(!(login < home))
        #expect([login, home].sorted().map(\.file) == ["specs/Home.json", "specs/Login.json"])
    }

    /// Two names that `==` on `String` calls equal are two files on Linux: each location keeps
    /// the bytes of its own.
    @Test func canonicallyEquivalentSpellingsStayTwoPaths() {
        let precomposed = "specs/Caf\u{E9}.json", combining = "specs/Cafe\u{301}.json"
        #expect(precomposed == combining)
        let first = SourceLocation(file: precomposed, line: 1, column: 1)
        let second = SourceLocation(file: combining, line: 1, column: 1)
        #expect(first.path != second.path)
        #expect(Array(first.file.utf8) == Array(precomposed.utf8))
        #expect(Array(second.file.utf8) == Array(combining.utf8))
        #expect(first.description.utf8.elementsEqual("specs/Caf\u{E9}.json:1:1".utf8))
    }

    @Test func settingTheFileChangesThePath() {
        var location = SourceLocation(file: "a.json", line: 1, column: 2)
        location.file = "b.json"
        #expect(location == SourceLocation(file: "b.json", line: 1, column: 2))
        #expect(location.description == "b.json:1:2")
    }

    /// Readers on every core intern their files at once: each text still gets one copy.
    @Test func internedFromManyThreadsEachTextHasOneCopy() {
        let run = UUID().uuidString  // paths no other test interned: the first copies are made here
        let texts = (0..<64).map { "specs/\(run)/\($0 % 8).json" }
        let results = texts.concurrentMap { SourcePath($0) }
        for (text, path) in zip(texts, results) {
            #expect(path == SourcePath(text))
            #expect(path.text == text)
        }
        #expect(Set(results).count == 8)
    }

    /// The JSON reader interns its file once; every node and key it locates is in that file.
    @Test func theJSONReaderLocatesEveryValueInItsFile() throws {
        let node = try JSONReader.parse(Array(#"{"a": {"b": [1, "x"]}}"#.utf8), file: "specs/Nested.json")
        guard case .object(let object) = node.value, case .object(let inner) = object.members[0].value.value,
              case .array(let items) = inner.members[0].value.value else {
            Issue.record("unexpected shape")
            return
        }
        let locations = [node.location, object.members[0].keyLocation, inner.members[0].keyLocation] + items.map(\.location)
        #expect(locations.allSatisfy { $0.file == "specs/Nested.json" && $0.path == SourcePath("specs/Nested.json") })
        #expect(items.map(\.location.column) == [14, 17])
    }
}
