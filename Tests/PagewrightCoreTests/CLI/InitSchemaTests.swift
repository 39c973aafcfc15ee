import Foundation
import Testing
@testable import pagewright
import PagewrightCore

/// Where `init` points the starter's `$schema` lines (issue 25: with a URL dependency they pointed
/// into `.build/checkouts`, which is not the team's and goes with a clean build), and its hint.
@Suite("init's schema lines and next step")
struct InitSchemaTests {
    @Test func aCheckoutBesideTheSpecsIsReferredToWhereItIs() {
        let placement = StarterSpecs.schemaPlacement(builtIn: URL(fileURLWithPath: "/work/pagewright/docs/schema"),
                                                     specsFolder: URL(fileURLWithPath: "/work/MyAppUITests/Tests/MyAppUITests/Specs"))
        #expect(placement == .relative("../../../../pagewright/docs/schema"))
    }

    @Test func aDependencyCheckoutInABuildFolderIsCopied() {
        let specs = URL(fileURLWithPath: "/work/MyAppUITests/Tests/MyAppUITests/Specs")
        for builtIn in ["/work/MyAppUITests/.build/checkouts/pagewright/docs/schema",
                        "/Users/ada/Library/Developer/Xcode/DerivedData/MyApp-abc/SourcePackages/checkouts/pagewright/docs/schema"] {
            #expect(StarterSpecs.schemaPlacement(builtIn: URL(fileURLWithPath: builtIn), specsFolder: specs) == .copied, "\(builtIn)")
        }
    }

    @Test func theHintQuotesAFolderAShellWouldSplit() {
        #expect(InitCommand.shellWord("Tests/MyAppUITests/Specs") == "Tests/MyAppUITests/Specs")
        #expect(InitCommand.shellWord("My Specs") == "'My Specs'")
        #expect(InitCommand.shellWord("it's") == #"'it'\''s'"#)
    }

    /// The "next:" hint is a command that runs as written where `init` ran: in a package,
    /// `swift run pagewright`; in an Xcode project, which has no manifest for `swift run` to find,
    /// with `--package-path` naming Pagewright's own package.
    @Test(arguments: ["Package.swift", "MyApp.xcodeproj"])
    func theNextStepRunsAsWritten(project: String) throws {
        let scratch = URL(fileURLWithPath: Scratch.folder("init-next"))
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        if project == "Package.swift" {
            try Scratch.write("// swift-tools-version: 6.1\n", to: scratch.appendingPathComponent(project).path)
        } else {
            try FileManager.default.createDirectory(at: scratch.appendingPathComponent(project), withIntermediateDirectories: true)
        }
        for folder in ["Tests/MyAppUITests/Specs", "My Specs"] {
            let created = try ToolRun.run(["init", folder]) { $0.currentDirectoryURL = scratch }
            let hint = try #require(created.standardError.split(separator: "\n").last.map(String.init))
            let run = project == "Package.swift" ? "next: swift run pagewright validate " : "next: swift run --package-path "
            #expect(hint.hasPrefix(run), "\(hint)")
            let command = String(hint.dropFirst("next: ".count).prefix { $0 != "," })
            let result = try CommandBlockTests.run(command, in: scratch, scratch: scratch)
            #expect(result.status == 0, "\(command): \(result.output)")
            #expect(result.output.last?.hasSuffix("no problems") == true, "\(result.output)")
        }
    }

    /// `init`'s closing lines say only what the project still lacks, in its own terms: nothing
    /// about a manifest that already names the runtime (the lines read like a diagnosis), and no
    /// `Package.swift` in an Xcode project, which has none.
    @Test func theClosingLinesNameOnlyWhatTheProjectLacks() throws {
        let package = "let package = Package(name: \"App\", platforms: [.iOS(.v13), .macOS(.v10_15)])\n"
        let cases: [(files: [String: String], says: [String], saysNot: [String])] = [
            (["Package.swift": package + "// .product(name: \"PagewrightRuntime\", package: \"pagewright\")\n"],
             [], ["Package.swift", "PagewrightRuntime", "platforms"]),
            (["Package.swift": package], [RuntimeAPI.dependencyLine], ["declares at least"]),
            (["Package.swift": "let package = Package(name: \"App\")\n"], [RuntimeAPI.dependencyLine, RuntimeAPI.platformsLine], []),
            (["MyApp.xcodeproj/project.pbxproj": ""], ["to the UI-test target", "PagewrightRuntime product"], ["Package.swift", ".product("]),
        ]
        for (files, says, saysNot) in cases {
            let scratch = URL(fileURLWithPath: Scratch.folder("init-closing"))
            defer { try? FileManager.default.removeItem(at: scratch) }
            for (name, text) in files { try Scratch.write(text, to: scratch.appendingPathComponent(name).path) }
            let created = try ToolRun.run(["init", "MyAppUITests/Specs"]) { $0.currentDirectoryURL = scratch }
            #expect(created.status == 0)
            let closing = created.standardError.split(separator: "\n").filter { !$0.hasPrefix("created ") }.joined(separator: "\n")
            for text in says { #expect(closing.contains(text), "\(files.keys): \(closing)") }
            for text in saysNot { #expect(!closing.contains(text), "\(files.keys): \(closing)") }
        }
    }
}
