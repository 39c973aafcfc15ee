import Foundation
import Testing
@testable import PagewrightCore

/// The documentation's examples of the spec language for real screens are excerpts, kept true by
/// this test: a code block after `<!-- excerpt of <path> -->`, in the README or a guide, must be
/// lines of that file (a spec, a test, the team's Swift) or, for a specs folder, of a file generated
/// from it, in order and together, indented alike (the block may take off the same indentation from
/// every line). A line holding only `…` stands for one or more lines left out.
@Suite("Documentation excerpts")
struct ExcerptTests {
    static let marker = "excerpt of "

    static func excerpts() throws -> [DocumentationFiles.MarkedBlock] {
        try DocumentationFiles.markedBlocks(marker)
    }

    /// Whether `excerpt` is in `source` (see the suite's comment).
    static func contains(_ source: [String], _ excerpt: [String]) -> Bool {
        guard let first = excerpt.first, first.trimmingCharacters(in: .whitespaces) != "…" else { return false }
        for start in source.indices {
            let line = source[start]
            guard line.hasSuffix(first), line.count >= first.count else { continue }
            let indent = String(line.dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }) else { continue }
            if matches(source, from: start, excerpt, indent: indent) { return true }
        }
        return false
    }

    private static func matches(_ source: [String], from start: Int, _ excerpt: [String], indent: String) -> Bool {
        var position = start
        var index = 0
        while index < excerpt.count {
            let wanted = excerpt[index]
            if wanted.trimmingCharacters(in: .whitespaces) == "…" {
                // One or more lines, up to the next excerpt line (or to the end).
                guard index + 1 < excerpt.count else { return position < source.count }
                let next = excerpt[index + 1]
                var probe = position + 1
                while probe < source.count, source[probe] != indented(next, indent) { probe += 1 }
                guard probe < source.count else { return false }
                position = probe
                index += 1
                continue
            }
            guard position < source.count, source[position] == indented(wanted, indent) else { return false }
            position += 1
            index += 1
        }
        return true
    }

    private static func indented(_ line: String, _ indent: String) -> String {
        line.isEmpty ? "" : indent + line
    }

    /// The files an excerpt may come from: the file itself, or everything generated from a folder.
    static func sources(_ path: String) throws -> [String: [String]] {
        let full = RepositoryPaths.root + "/" + path
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
        func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        guard isFolder.boolValue else { return [path: lines(try String(contentsOfFile: full, encoding: .utf8))] }
        let generated = try #require(Pipeline.generate(files: try SpecDirectory.read(full)).files)
        return Dictionary(uniqueKeysWithValues: generated.map { ($0.path, lines($0.contents)) })
    }

    @Test func everyExcerptIsInItsSource() throws {
        let excerpts = try Self.excerpts()
        #expect(excerpts.count >= 10)
        var cache: [String: [String: [String]]] = [:]
        for excerpt in excerpts {
            #expect(!excerpt.lines.isEmpty, "\(excerpt) is not followed by a code block")
            if cache[excerpt.argument] == nil { cache[excerpt.argument] = try Self.sources(excerpt.argument) }
            let found = cache[excerpt.argument, default: [:]].values.contains { Self.contains($0, excerpt.lines) }
            #expect(found, "\(excerpt): these lines are not there, in this order:\n\(excerpt.lines.joined(separator: "\n"))")
        }
    }

    /// The matching itself: indentation taken off alike, `…` for lines left out, nothing else.
    @Test func theMatchingTakesOffIndentationAndSkipsOnlyAtAnEllipsis() {
        let source = ["{", "    if x {", "        a()", "        b()", "    }", "}"]
        #expect(Self.contains(source, ["if x {", "    a()", "    b()", "}"]))
        #expect(Self.contains(source, ["if x {", "    …", "}"]))
        #expect(!Self.contains(source, ["if x {", "    b()", "}"]), "no line may be left out silently")
        #expect(!Self.contains(source, ["if x {", "a()"]), "indentation must shift alike")
        #expect(!Self.contains(source, ["if y {"]))
    }
}
