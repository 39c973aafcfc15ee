import Foundation

/// The documentation the tests keep true: the README, the changelog and the guides under docs/.
/// Marked code blocks (quotes of the examples, excerpts, command blocks) may be in any of them.
enum DocumentationFiles {
    /// Paths relative to the repository's root, the README first.
    static let paths: [String] = {
        let docs = RepositoryPaths.root + "/docs"
        let guides = ((try? FileManager.default.contentsOfDirectory(atPath: docs)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md", "CHANGELOG.md"] + guides
    }()

    /// A file's lines.
    static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A file's text.
    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8)
    }

    /// Every fenced code block of `path` that follows a line `<!-- <marker><argument> -->`: the
    /// argument, the block's lines (empty when no block follows) and where the block starts.
    static func markedBlocks(_ marker: String, in path: String) throws -> [MarkedBlock] {
        let lines = try lines(path)
        var blocks: [MarkedBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let opening = "<!-- " + marker
            guard line.hasPrefix(opening), line.hasSuffix(" -->") else { continue }
            let argument = String(line.dropFirst(opening.count).dropLast(" -->".count))
            guard index < lines.count, lines[index].hasPrefix("```") else {
                blocks.append(MarkedBlock(file: path, argument: argument, lines: [], line: index))
                continue
            }
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            blocks.append(MarkedBlock(file: path, argument: argument, lines: Array(lines[(index + 1)..<end]), line: index + 1))
            index = end + 1
        }
        return blocks
    }

    static func markedBlocks(_ marker: String) throws -> [MarkedBlock] {
        try paths.flatMap { try markedBlocks(marker, in: $0) }
    }

    struct MarkedBlock: CustomStringConvertible {
        var file: String
        var argument: String
        var lines: [String]
        /// The 1-based line of the block's opening fence.
        var line: Int
        var description: String { "\(file):\(line) (\(argument))" }
    }
}
