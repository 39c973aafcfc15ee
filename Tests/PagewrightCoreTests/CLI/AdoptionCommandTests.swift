import Foundation
import Testing
@testable import PagewrightCore

/// The commands a team meets first: `init`, `--version`, and the strictness CI asks for.
@Suite("pagewright init, --version, --warnings-as-errors")
struct AdoptionCommandTests {
    private func run(_ arguments: [String], in directory: String = RepositoryPaths.root) throws -> ToolRun {
        try ToolRun.run(arguments) { $0.currentDirectoryURL = URL(fileURLWithPath: directory) }
    }

    private func scratchFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-adopt-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func versionPrintsTheLibraryVersion() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == PagewrightVersion.description + "\n")
        #expect(result.standardOutput.hasPrefix(PagewrightVersion.current))
        #expect(result.standardOutput.contains("unreleased") == !PagewrightVersion.isReleased)
    }

    @Test func initWritesAStarterThatValidatesWithoutAProblem() throws {
        let scratch = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try Scratch.write("// swift-tools-version: 6.1\n", to: scratch + "/Package.swift")
        let created = try run(["init", "Tests/AppUITests/Specs"], in: scratch)
        #expect(created.status == 0, "\(created.standardError)")
        #expect(created.standardError.hasPrefix("created Tests/AppUITests/Specs/pagewright.json\ncreated Tests/AppUITests/Specs/Home.json\n"))
        #expect(created.standardError.contains(#"needs .product(name: "PagewrightRuntime", package: "pagewright") among its dependencies in Package.swift"#))
        #expect(created.standardError.contains("declares at least platforms: [.iOS(.v13), .macOS(.v10_15)] in Package.swift"))

        let validated = try run(["validate", "Tests/AppUITests/Specs", "--warnings-as-errors"], in: scratch)
        #expect(validated.status == 0)
        #expect(validated.standardError == "2 files, 1 screen, 0 traits: no problems\n")

        // Each file names its schema, relative to the specs folder, and the schema is really there.
        let folder = URL(fileURLWithPath: scratch + "/Tests/AppUITests/Specs")
        for (file, schema) in [("pagewright.json", "settings.schema.json"), ("Home.json", "spec.schema.json")] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file))) as? [String: Any]
            let reference = try #require(object?["$schema"] as? String)
            #expect(reference.hasSuffix("/docs/schema/" + schema), "\(reference)")
            let resolved = folder.appendingPathComponent(reference).standardizedFileURL.path
            #expect(resolved == URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/" + schema).standardizedFileURL.path)
        }
    }

    @Test func initWithoutAFolderStartsSpecs() throws {
        let scratch = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        #expect(try run(["init", "--schema", "https://example.com/schema"], in: scratch).status == 0)
        let home = try String(contentsOfFile: scratch + "/specs/Home.json", encoding: .utf8)
        #expect(home.contains(#""$schema": "https://example.com/schema/spec.schema.json""#))
        #expect(FileManager.default.fileExists(atPath: scratch + "/specs/pagewright.json"))
    }

    /// The schema location is data: a quote, a backslash, a line break or a tab in it is escaped,
    /// so both files are JSON that validates and holds exactly the value given.
    @Test(arguments: [#"my "schemas""#, #"C:\schemas\"#, "line\nbreak", "tab\there", "\u{1}control", "ünïcödé/✓"])
    func initEscapesTheSchemaLocation(schema: String) throws {
        let scratch = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        #expect(try run(["init", "specs", "--schema", schema], in: scratch).status == 0)
        let validated = try run(["validate", "specs", "--warnings-as-errors"], in: scratch)
        #expect(validated.status == 0, "\(validated.standardError)")
        let base = schema.hasSuffix("/") ? String(schema.dropLast()) : schema
        for (file, name) in [("pagewright.json", "settings.schema.json"), ("Home.json", "spec.schema.json")] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scratch + "/specs/" + file))) as? [String: Any]
            #expect(object?["$schema"] as? String == base + "/" + name)
        }
    }

    @Test func initNeverOverwrites() throws {
        let scratch = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/specs", withIntermediateDirectories: true)
        try "{ \"mine\": true }\n".write(toFile: scratch + "/specs/Home.json", atomically: true, encoding: .utf8)
        let refused = try run(["init"], in: scratch)
        #expect(refused.status == 1)
        #expect(refused.standardError == "specs/Home.json: error: already exists\ninit writes only new files, so nothing was written\n")
        #expect(try String(contentsOfFile: scratch + "/specs/Home.json", encoding: .utf8) == "{ \"mine\": true }\n")
        #expect(!FileManager.default.fileExists(atPath: scratch + "/specs/pagewright.json"), "nothing written, not even the file that was free")
    }

    private func specsWithAMisspeltKey(settings: String = "") throws -> String {
        let folder = try scratchFolder()
        try #"{ "apps": { "main": { "entry": "Main" } }\#(settings) }"#.write(toFile: folder + "/pagewright.json", atomically: true, encoding: .utf8)
        try screen("Main", extra: #""sumary": "the start""#).write(toFile: folder + "/Main.json", atomically: true, encoding: .utf8)
        return folder
    }

    /// Strict by default: an ignored key silently changes what a spec means, so it stops the run.
    @Test func anUnknownKeyIsAnErrorByDefault() throws {
        let specs = try specsWithAMisspeltKey()
        let output = specs + "-out"
        defer { for path in [specs, output] { try? FileManager.default.removeItem(atPath: path) } }
        let validated = try run(["validate", specs])
        #expect(validated.status == 1)
        #expect(validated.standardError.contains("Main.json:5:3: error: unknown key 'sumary' in the screen; did you mean 'summary'?\n"))
        #expect(validated.standardError.hasSuffix(": 1 error\n"))
        let generated = try run(["generate", specs, "--output", output])
        #expect(generated.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func warningsAsErrorsRefusesAnUnknownKeyTheProjectAllows() throws {
        let specs = try specsWithAMisspeltKey(settings: #", "unknownKeys": "warning""#)
        let output = specs + "-out"
        defer { for path in [specs, output] { try? FileManager.default.removeItem(atPath: path) } }
        let lenient = try run(["validate", specs])
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains("Main.json:5:3: warning: unknown key 'sumary' in the screen; did you mean 'summary'?; it is ignored"))

        let strict = try run(["validate", specs, "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("Main.json:5:3: error: unknown key 'sumary'"))
        #expect(strict.standardError.hasSuffix(": 1 error (1 warning treated as an error)\n"))

        let generated = try run(["generate", specs, "--output", output, "--warnings-as-errors"])
        #expect(generated.status == 1)
        #expect(generated.standardError.hasSuffix("nothing generated: 1 error (1 warning treated as an error)\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try run(["generate", specs, "--output", output]).status == 0, "without the flag the warning does not stop generation")
    }

    @Test func theSettingMakesWarningsErrorsForEveryRun() throws {
        let specs = try specsWithAMisspeltKey(settings: #", "unknownKeys": "warning", "warningsAsErrors": true"#)
        let output = specs + "-out"
        defer { for path in [specs, output] { try? FileManager.default.removeItem(atPath: path) } }
        let validated = try run(["validate", specs])
        #expect(validated.status == 1)
        #expect(validated.standardError.contains("Main.json:5:3: error: unknown key 'sumary'"))
        #expect(try run(["generate", specs, "--output", output]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func checkSuggestsTheCommandItIsGiven() throws {
        let output = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let command = "swift package --allow-writing-to-package-directory generate-pages --target AppUITests"
        let drift = try run(["generate", "specs", "--output", output, "--check", "--regenerate-command", command])
        #expect(drift.status == 1)
        #expect(drift.standardError.hasSuffix("files differ; run '\(command)' and commit the result\n"))
        let plain = try run(["generate", "specs", "--output", output, "--check"])
        #expect(plain.standardError.hasSuffix("files differ; run 'pagewright generate specs --output \(output)' and commit the result\n"))
    }
}
