import Foundation
import Testing

/// Links between the README, the changelog and the guides: moving a section into a guide must not
/// leave a link pointing at nothing. Every relative link must name a file or folder that exists,
/// and a `#fragment` a heading of its Markdown file (as GitHub forms its anchors).
@Suite("Documentation links")
struct DocumentationLinkTests {
    /// GitHub's anchor for a heading: lower case, punctuation other than `-` and `_` dropped,
    /// spaces made hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
            return nil
        })
    }

    /// The anchors of a Markdown file's headings, code blocks skipped.
    static func anchors(_ lines: [String]) -> Set<String> {
        var anchors: Set<String> = []
        var inCode = false
        for line in lines {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("#"), let space = line.firstIndex(of: " ") else { continue }
            guard line[..<space].allSatisfy({ $0 == "#" }) else { continue }
            anchors.insert(anchor(String(line[line.index(after: space)...])))
        }
        return anchors
    }

    /// The targets of a Markdown text's inline links, code spans and code blocks skipped.
    static func links(_ lines: [String]) -> [String] {
        var targets: [String] = []
        var inCode = false
        for line in lines {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode else { continue }
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return targets
    }

    @Test func theAnchorsAreGitHubs() {
        #expect(Self.anchor("Adopt it in your package") == "adopt-it-in-your-package")
        #expect(Self.anchor("`pagewright.json`: settings (optional)") == "pagewrightjson-settings-optional")
        #expect(Self.anchor("Routes, flows, the picture, coverage") == "routes-flows-the-picture-coverage")
    }

    @Test func everyRelativeLinkFindsItsFileAndHeading() throws {
        var checked = 0
        for path in DocumentationFiles.paths {
            let folder = URL(fileURLWithPath: RepositoryPaths.root + "/" + path).deletingLastPathComponent()
            for target in Self.links(try DocumentationFiles.lines(path)) {
                guard !target.hasPrefix("http://"), !target.hasPrefix("https://"), !target.hasPrefix("mailto:") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? URL(fileURLWithPath: RepositoryPaths.root + "/" + path)
                    : folder.appendingPathComponent(parts[0]).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: file.path), "\(path): the link \(target) names nothing")
                if parts.count == 2, FileManager.default.fileExists(atPath: file.path) {
                    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    #expect(Self.anchors(lines).contains(parts[1]), "\(path): the link \(target) names no heading of \(file.lastPathComponent)")
                }
                checked += 1
            }
        }
        #expect(checked > 40, "only \(checked) links found")
    }
}
