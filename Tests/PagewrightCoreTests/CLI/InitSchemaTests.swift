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

    /// The "next:" hint is a command that runs as written where `init` ran.
    @Test func theNextStepRunsAsWritten() throws {
        let scratch = URL(fileURLWithPath: Scratch.folder("init-next"))
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for folder in ["Tests/MyAppUITests/Specs", "My Specs"] {
            let created = try ToolRun.run(["init", folder]) { $0.currentDirectoryURL = scratch }
            let hint = try #require(created.standardError.split(separator: "\n").last.map(String.init))
            #expect(hint.hasPrefix("next: swift run pagewright validate "), "\(hint)")
            let command = String(hint.dropFirst("next: ".count).prefix { $0 != "," })
            let result = try CommandBlockTests.run(command, in: scratch, scratch: scratch)
            #expect(result.status == 0, "\(command): \(result.output)")
            #expect(result.output.last?.hasSuffix("no problems") == true, "\(result.output)")
        }
    }
}
