import Foundation
import Testing
@testable import PagewrightCore

/// A reviewer reads generated code in every spec change: a one-element edit of a demo screen
/// changes only lines about that element, in every style (issue #22).
@Suite("Diffs for review")
struct DiffSizeTests {
    struct Edit: CustomStringConvertible, Sendable {
        var description: String
        var replace: String
        var with: String
        /// What every changed line mentions.
        var mentions: [String]
        /// The most lines (removed plus added) the edit may change, over every style.
        var most: Int
    }

    static let edits = [
        Edit(description: "an element's identifier", replace: #""id": "Login.error""#, with: #""id": "Login.errorMessage""#,
             mentions: ["error"], most: 6),
        Edit(description: "an element's type", replace: #""error":         { "type": "staticText""#, with: #""error":         { "type": "textView""#,
             mentions: ["error"], most: 6),
        Edit(description: "a new element", replace: #""error":         { "type": "staticText", "id": "Login.error" }"#,
             with: #""error":         { "type": "staticText", "id": "Login.error" }, "hint": { "type": "staticText", "id": "Login.hint" }"#,
             mentions: ["hint"], most: 12),
        Edit(description: "an element's identifier, the element a verification anchor", replace: #""id": "Login.view""#, with: #""id": "Login.form""#,
             mentions: ["view"], most: 12),
    ]

    @Test(arguments: edits)
    func aOneElementEditChangesOnlyThatElementsLines(_ edit: Edit) throws {
        let specs = try SpecDirectory.read(RepositoryPaths.root + "/specs")
        let before = try #require(Pipeline.generate(files: specs).files)
        let edited = try specs.map { file -> SpecFile in
            guard file.relativePath == "account/Login.json" else { return file }
            let text = String(decoding: file.bytes, as: UTF8.self)
            try #require(text.contains(edit.replace), "the demo's Login.json no longer says \(edit.replace)")
            var copy = file
            copy.bytes = Array(text.replacingOccurrences(of: edit.replace, with: edit.with).utf8)
            return copy
        }
        let after = try #require(Pipeline.generate(files: edited).files)
        let old = Dictionary(uniqueKeysWithValues: before.map { ($0.path, $0.contents) })
        var changed: [String] = []
        for file in after where file.path.hasSuffix(".swift") {
            changed += Self.changedLines(old[file.path] ?? "", file.contents).map { "\(file.path): \($0)" }
        }
        #expect(!changed.isEmpty, "the edit changed nothing: the test proves nothing")
        #expect(changed.count <= edit.most, "\(changed.count) lines changed:\n\(changed.joined(separator: "\n"))")
        let unrelated = changed.filter { line in !edit.mentions.contains { line.lowercased().contains($0.lowercased()) } }
        #expect(unrelated.isEmpty, "lines not about the element changed:\n\(unrelated.joined(separator: "\n"))")
    }

    /// The lines removed and added between two texts (those outside their longest common
    /// subsequence of lines), each prefixed "-" or "+".
    static func changedLines(_ old: String, _ new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var (i, j) = (0, 0)
        var changes: [String] = []
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                changes.append("+" + b[j]); j += 1
            } else {
                changes.append("-" + a[i]); i += 1
            }
        }
        return changes
    }
}
