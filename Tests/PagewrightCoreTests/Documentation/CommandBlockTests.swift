import Foundation
import Testing

/// Every ```sh block of the README and the guides runs as pasted, so a line such as
/// `graph specs [--format dot]` cannot come back. Each line goes through `/bin/sh` in a scratch
/// folder laid out like the place the text says it runs in (a clone of this repository by
/// default; `<!-- commands run in: your package -->` or `… an Xcode project -->` before a block
/// for the others), with a `swift` on the PATH that runs `swift run [--package-path …] pagewright`
/// as the freshly built tool. Paths under `/tmp/` are moved into the scratch folder, so runs never
/// meet. A line starting `$ ` is a transcript: the lines after it are what the command prints
/// (standard output and error, in any order). Commands that build or test a package (`swift test`,
/// `swift build`, `swift package … generate-pages`) or fuzz cannot run inside `swift test`: they are
/// checked for their form here, and CI runs them (`.ci/run`, `.ci/newcomer`); `xcodebuild` is only
/// checked for its form. A line ending in `\` continues on the next.
@Suite("The documentation's command blocks run as pasted")
struct CommandBlockTests {
    struct Command: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        /// What a transcript says the command prints; nil when the block shows no output.
        var expected: [String]?
        var description: String { "\(file):\(line): \(text)" }
    }

    struct Block {
        var file: String
        var context: String
        var commands: [Command]
    }

    static let contexts = ["a clone of this repository", "your package", "an Xcode project"]

    /// The ```sh blocks of every documentation file, with the context each runs in.
    static func blocks() throws -> [Block] {
        var blocks: [Block] = []
        for path in DocumentationFiles.paths {
            let lines = try DocumentationFiles.lines(path)
            var index = 0
            while index < lines.count {
                let fence = lines[index].trimmingCharacters(in: .whitespaces)
                guard fence == "```sh" else { index += 1; continue }
                let indent = lines[index].prefix { $0 == " " }.count
                var context = contexts[0]
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).isEmpty { previous -= 1 }
                if previous >= 0 {
                    let marker = lines[previous].trimmingCharacters(in: .whitespaces)
                    if marker.hasPrefix("<!-- commands run in: "), marker.hasSuffix(" -->") {
                        context = String(marker.dropFirst("<!-- commands run in: ".count).dropLast(" -->".count))
                    }
                }
                var commands: [Command] = []
                index += 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                    let text = String(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count)))
                    if text.hasPrefix("$ ") {
                        commands.append(Command(file: path, line: index + 1, text: String(text.dropFirst(2)), expected: []))
                    } else if !commands.isEmpty, commands[commands.count - 1].expected != nil {
                        commands[commands.count - 1].expected?.append(text)
                    } else if let last = commands.last, last.expected == nil, last.text.hasSuffix("\\") {
                        // A shell continuation line belongs to the command above it.
                        commands[commands.count - 1].text = String(last.text.dropLast()) + text.trimmingCharacters(in: .whitespaces)
                    } else if !text.trimmingCharacters(in: .whitespaces).isEmpty, !text.hasPrefix("#") {
                        commands.append(Command(file: path, line: index + 1, text: text, expected: nil))
                    }
                    index += 1
                }
                blocks.append(Block(file: path, context: context, commands: commands))
                index += 1
            }
        }
        return blocks
    }

    /// The command without its trailing `# comment`.
    static func strippingComment(_ text: String) -> String {
        guard let range = text.range(of: #"\s+#\s.*$"#, options: .regularExpression) else { return text }
        return String(text[..<range.lowerBound])
    }

    /// Why a command cannot run here, after checking its form; nil for a command to run.
    static func notRunnableHere(_ command: String) -> String? {
        let words = command.split(separator: " ").map(String.init)
        switch words.first {
        case "swift":
            if words.count >= 2, words[1] == "run" { return nil }
            if words == ["swift", "test"] || words.starts(with: ["swift", "build"]) { return "builds a package" }
            if words.starts(with: ["swift", "package"]) {
                // The command plugin's form: the permission before the verb, then only its options.
                guard let verb = words.firstIndex(of: "generate-pages") else { return nil }
                #expect(Array(words[2..<verb]) == ["--allow-writing-to-package-directory"], "\(command): the permission goes between 'package' and the verb")
                var rest = words[(verb + 1)...]
                while let word = rest.first {
                    rest = rest.dropFirst()
                    if word == "--check" { continue }
                    #expect(["--target", "--init"].contains(word) && rest.first.map { !$0.hasPrefix("-") } == true,
                            "\(command): generate-pages takes --target <name>, --check and --init <folder>")
                    rest = rest.dropFirst()
                }
                return "runs a command plugin"
            }
            return nil
        case "xcodebuild":
            // Xcode is not on Linux; the form is what a reader pastes on a Mac.
            #expect(words.count > 1 && ["test", "build", "build-for-testing", "test-without-building"].contains(words[1]), "\(command): xcodebuild takes an action first")
            return "needs Xcode"
        case "Fuzz/run.sh":
            let script = (try? DocumentationFiles.text("Fuzz/run.sh")) ?? ""
            let target = words.count > 1 ? words[1] : ""
            #expect(["  \(target)|", "|\(target)|", "|\(target))"].contains { script.contains($0) }, "\(command): no such fuzz target")
            #expect(words.count == 3 && Int(words[2]) != nil, "\(command): Fuzz/run.sh <target> <seconds>")
            return "fuzzes"
        default:
            return nil
        }
    }

    static let handWrittenPage = """
        import XCTest

        final class LoginPage {
            let app = XCUIApplication()
            var signInButton: XCUIElement { app.buttons["login-submit"] }

            func signIn() {
                signInButton.tap()
            }
        }

        """

    /// A scratch folder laid out as `context` says, and the folder commands run in.
    static func prepare(_ context: String, in scratch: URL) throws -> URL {
        let fileManager = FileManager.default
        let root = URL(fileURLWithPath: RepositoryPaths.root)
        switch context {
        case "your package":
            let package = scratch.appendingPathComponent("MyAppUITests")
            // A hand-written page object of the suite docs/migrating.md brings along.
            let suite = package.appendingPathComponent("Tests/MyAppUITests")
            try fileManager.createDirectory(at: suite, withIntermediateDirectories: true)
            try Data(Self.handWrittenPage.utf8).write(to: suite.appendingPathComponent("LoginPage.swift"))
            return package
        case "an Xcode project":
            let project = scratch.appendingPathComponent("MyApp")
            let release = scratch.appendingPathComponent("pagewright/.build/release")
            try fileManager.createDirectory(at: project, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: release, withIntermediateDirectories: true)
            try fileManager.createSymbolicLink(atPath: release.appendingPathComponent("pagewright").path, withDestinationPath: RepositoryPaths.tool)
            try fileManager.createDirectory(at: project.appendingPathComponent("MyAppUITests"), withIntermediateDirectories: true)
            return project
        default:
            let clone = scratch.appendingPathComponent("pagewright")
            for path in ["specs", "Generated", "Tests/ImportedPageObjects/Recordings", "docs/examples", "Benchmarks/HandWritten"] {
                let target = clone.appendingPathComponent(path)
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.copyItem(at: root.appendingPathComponent(path), to: target)
            }
            return clone
        }
    }

    struct Run {
        var status: Int32
        var output: [String]
    }

    static func run(_ command: String, in directory: URL, scratch: URL) throws -> Run {
        let shim = scratch.appendingPathComponent("bin")
        if !FileManager.default.fileExists(atPath: shim.path) {
            try FileManager.default.createDirectory(at: shim, withIntermediateDirectories: true)
            let swift = shim.appendingPathComponent("swift")
            try Data("""
                #!/bin/sh
                # swift run [--package-path <folder>] pagewright <arguments>: the tool built beside the tests.
                [ "$1" = run ] || { echo "not runnable in swift test: swift $*" >&2; exit 97; }
                shift
                [ "$1" = --package-path ] && shift 2
                [ "$1" = pagewright ] || { echo "not runnable in swift test: swift run $*" >&2; exit 97; }
                shift
                exec "$PAGEWRIGHT_TOOL" "$@"

                """.utf8).write(to: swift)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        }
        let temporary = scratch.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let line = command.replacingOccurrences(of: " /tmp/", with: " \(temporary.path)/")
        let output = scratch.appendingPathComponent("output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = shim.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["PAGEWRIGHT_TOOL"] = RepositoryPaths.tool
        environment["SRCROOT"] = directory.path
        process.environment = environment
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try handle.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        return Run(status: process.terminationStatus, output: text.split(separator: "\n").map(String.init))
    }

    @Test func everyCommandBlockRunsAsPasted() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 8, "found \(blocks.count) blocks")
        var ran = 0
        // The blocks of one file that run in one place follow each other there, as a reader does.
        var places: [String: (scratch: URL, directory: URL)] = [:]
        defer { for place in places.values { try? FileManager.default.removeItem(at: place.scratch) } }
        for block in blocks {
            #expect(Self.contexts.contains(block.context), "\(block.file): unknown context '\(block.context)'")
            #expect(!block.commands.isEmpty, "\(block.file): an empty command block")
            let key = block.file + "\n" + block.context
            if places[key] == nil {
                let scratch = URL(fileURLWithPath: Scratch.folder("commands"))
                places[key] = (scratch, try Self.prepare(block.context, in: scratch))
            }
            let (scratch, directory) = places[key]!
            for command in block.commands {
                let text = Self.strippingComment(command.text)
                #expect(!text.contains("<") && !text.contains("["), "\(command): a placeholder or an optional part cannot be pasted")
                if Self.notRunnableHere(text) != nil { continue }
                let result = try Self.run(text, in: directory, scratch: scratch)
                #expect(result.status == 0, "\(command) exited \(result.status):\n\(result.output.joined(separator: "\n"))")
                if let expected = command.expected {
                    #expect(result.output.sorted() == expected.sorted(), "\(command) printed:\n\(result.output.joined(separator: "\n"))")
                }
                ran += 1
            }
        }
        #expect(ran >= 12, "ran only \(ran) commands")
    }

    /// The checks themselves: an unpasteable line fails, a mistyped option fails, a transcript
    /// that differs from the output fails.
    @Test func aBadLineFails() throws {
        let scratch = URL(fileURLWithPath: Scratch.folder("commands-bad"))
        defer { try? FileManager.default.removeItem(at: scratch) }
        let directory = try Self.prepare(Self.contexts[0], in: scratch)
        #expect(try Self.run("swift run pagewright graph specs [--format dot]", in: directory, scratch: scratch).status != 0)
        #expect(try Self.run("swift run pagewright graph specs --format dot", in: directory, scratch: scratch).status == 0)
        #expect(try Self.run("swift run pagewright validate nothing-here", in: directory, scratch: scratch).status != 0)
        #expect(try Self.run("swift test", in: directory, scratch: scratch).status == 97, "the shim never pretends to build")
        #expect(Self.strippingComment("swift run pagewright validate specs   # check only") == "swift run pagewright validate specs")
        let printed = try Self.run("swift run pagewright --version", in: directory, scratch: scratch).output
        #expect(printed != ["0.0.0"])
    }
}
