import Foundation
import Testing
@testable import PagewrightCore

/// What the plugins check before running the tool, and what they tell the reader (compiled here
/// from the same file the plugins use).
@Suite("Plugin checks")
struct PluginCheckTests {
    private func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-checks-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// A target that compiles page objects without the runtime gets one error naming the line to add.
    @Test func aTargetWithoutTheRuntimeIsToldTheLineToAdd() {
        #expect(PluginChecks.missingRuntime(target: "AppUITests", reachable: ["XCUIAutomation"])
            == #"target 'AppUITests' does not depend on PagewrightRuntime, which the generated page objects import: add .product(name: "PagewrightRuntime", package: "pagewright") to the target's dependencies in Package.swift"#)
        #expect(PluginChecks.missingRuntime(target: "AppUITests", reachable: ["PagewrightRuntime", "XCUIAutomation"]) == nil)
        #expect(PluginChecks.runtimeModule == RuntimeAPI.module && PluginChecks.runtimeDependency == RuntimeAPI.dependencyLine,
                "the plugins and the generator name the runtime alike")
    }

    @Test func theDriftReportNamesTheTargetsToRegenerate() {
        #expect(PluginChecks.regenerateCommand(targets: []) == "swift package --allow-writing-to-package-directory generate-pages")
        #expect(PluginChecks.regenerateCommand(targets: ["AppUITests", "Shop"])
            == "swift package --allow-writing-to-package-directory generate-pages --target AppUITests --target Shop")
    }

    @Test func aSpecsFolderWithoutSettingsIsNamed() throws {
        let package = try tree(["Tests/AppUITests/Specs/Home.json": "{}", "Tests/AppUITests/Generated/x.json": "{}",
                                "Tests/AppUITests/HomeTests.swift": ""])
        defer { try? FileManager.default.removeItem(at: package) }
        let message = PluginChecks.noSpecsFolder(target: "AppUITests", directory: package.appendingPathComponent("Tests/AppUITests"),
                                                 package: package, plugin: "PagewrightBuildPlugin")
        #expect(message.hasPrefix("target 'AppUITests' holds no specs folder (a folder with a pagewright.json), so PagewrightBuildPlugin has nothing to generate; "))
        #expect(message.contains("Tests/AppUITests/Specs holds JSON files: add a pagewright.json there"))
        #expect(!message.contains("Generated"), "JSON files in an output folder are not specs")
    }

    @Test func aTargetWithoutAnyJSONIsToldHowToStart() throws {
        let package = try tree(["Tests/AppUITests/HomeTests.swift": ""])
        defer { try? FileManager.default.removeItem(at: package) }
        let message = PluginChecks.noSpecsFolder(target: "AppUITests", directory: package.appendingPathComponent("Tests/AppUITests"),
                                                 package: package, plugin: "generate-pages")
        #expect(message.hasSuffix("'swift package --allow-writing-to-package-directory generate-pages --init Tests/AppUITests/Specs' writes a starter"))
    }

    @Test func checkedInSourcesBesideTheSpecsAreFoundOnlyWhenPagewrightWroteThem() throws {
        let package = try tree(["A/Specs/pagewright.json": "{}", "A/Generated/Home.pagewright.swift": GeneratedFile.header(source: "Home.json"),
                                "B/Specs/pagewright.json": "{}", "B/Generated/Mine.swift": "// written by hand\n",
                                "C/Specs/pagewright.json": "{}"])
        defer { try? FileManager.default.removeItem(at: package) }
        let found = PluginChecks.checkedInOutput(besideSpecs: package.appendingPathComponent("A/Specs"))
        #expect(found?.standardizedFileURL.path == package.appendingPathComponent("A/Generated").standardizedFileURL.path)
        #expect(PluginChecks.checkedInOutput(besideSpecs: package.appendingPathComponent("B/Specs")) == nil)
        #expect(PluginChecks.checkedInOutput(besideSpecs: package.appendingPathComponent("C/Specs")) == nil)
        #expect(GeneratedFile.header(source: "x.json").hasPrefix(PluginChecks.generatedHeader))
        let message = PluginChecks.buildPluginConflict(target: "AppUITests", checkedIn: package.appendingPathComponent("A/Generated"), package: package)
        #expect(message.contains("also holds A/Generated, written by 'generate-pages --target AppUITests'"))
        #expect(message.contains("delete A/Generated to generate on every build, or remove the plugin from the target"))
    }

    @Test func missingExcludesAreNamedAsTheManifestSpellsThem() {
        let target = URL(fileURLWithPath: "/p/Tests/AppUITests")
        let specs = target.appendingPathComponent("Specs")
        let graph = target.appendingPathComponent("Generated/NavigationGraph.md")
        #expect(PluginChecks.missingExcludes(unhandled: [specs.appendingPathComponent("Home.json"), graph],
                                             specsFolders: [specs], targetDirectory: target) == ["Specs", "Generated/NavigationGraph.md"])
        #expect(PluginChecks.missingExcludes(unhandled: [graph], specsFolders: [specs], targetDirectory: target) == ["Generated/NavigationGraph.md"])
        #expect(PluginChecks.missingExcludes(unhandled: [target.appendingPathComponent("notes.txt")], specsFolders: [specs], targetDirectory: target) == [])
        #expect(PluginChecks.excludes(specsFolders: [target.appendingPathComponent("UI/Specs")], targetDirectory: target)
            == ["UI/Specs", "UI/Generated/NavigationGraph.md"])
        #expect(PluginChecks.excludeAdvice(target: "AppUITests", entries: ["Specs"])
            == "add exclude: [\"Specs\"] to target 'AppUITests' in Package.swift, or SwiftPM warns about files it does not build")
        #expect(PluginPaths.graphFileName == Namer.graphFile)
    }

    @Test func aTargetSwiftPMLeftOutIsFoundInItsUsualFolder() throws {
        let package = try tree(["Tests/NewUITests/Specs/pagewright.json": "{}", "Sources/Other/x.swift": ""])
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(PluginChecks.conventionalFolders(forTarget: "NewUITests", in: package).map(\.lastPathComponent) == ["NewUITests"])
        #expect(PluginChecks.conventionalFolders(forTarget: "Missing", in: package).isEmpty)
        #expect(PluginChecks.unknownTarget("Missing", package: "Shop", known: ["ShopUITests"])
            == "package 'Shop' has no target 'Missing' (it has 'ShopUITests'); SwiftPM leaves out a target that has no Swift file yet: add one to the target's folder, or check the name")
    }
}

/// The command plugin's arguments and what it says about them (issue 25: `--help`, a SwiftPM option
/// after the verb, a target the build-tool plugin already generates for, advice already taken).
@Suite("generate-pages arguments")
struct GeneratePagesArgumentTests {
    @Test func theFormsItTakes() throws {
        #expect(try PluginChecks.generatePagesArguments([]) == .init())
        #expect(try PluginChecks.generatePagesArguments(["--target", "A", "--check", "--target=B"]) == .init(targets: ["A", "B"], check: true))
        #expect(try PluginChecks.generatePagesArguments(["--help"]).help)
        #expect(try PluginChecks.generatePagesArguments(["-h"]).help)
        #expect(PluginChecks.generatePagesUsage.hasPrefix("Usage: swift package --allow-writing-to-package-directory generate-pages [--target <name>]... [--check]\n"))
    }

    @Test func aSwiftPMOptionAfterTheVerbSaysWhereItGoes() {
        #expect(throws: PluginChecks.PluginArgumentError(message: "--allow-writing-to-package-directory is an option of 'swift package', not of generate-pages, so it goes before the verb: swift package --allow-writing-to-package-directory generate-pages --target MyAppUITests")) {
            try PluginChecks.generatePagesArguments(["--allow-writing-to-package-directory", "--target", "MyAppUITests"])
        }
    }

    @Test func otherMistakesAreNamed() {
        #expect(throws: PluginChecks.PluginArgumentError(message: "unknown argument '--chek'; generate-pages takes --target <name> (repeatable), --check, --init <folder> and --help")) {
            try PluginChecks.generatePagesArguments(["--chek"])
        }
        #expect(throws: PluginChecks.PluginArgumentError(message: "--target needs a target's name: generate-pages --target <name>")) {
            try PluginChecks.generatePagesArguments(["--target"])
        }
        #expect(throws: PluginChecks.PluginArgumentError.self) { try PluginChecks.generatePagesArguments(["--target", "--check"]) }
    }

    /// The newcomer's manifest (README) applies the build-tool plugin; the checked-in example's
    /// target does not, and a package that shares the target's name is not confused with it.
    @Test func aTargetThatAppliesTheBuildPluginIsRecognised() throws {
        let readme = try DocumentationFiles.markedBlocks("newcomer file: ", in: "README.md")
        let newcomer = try #require(readme.first { $0.argument == "Package.swift" }).lines.joined(separator: "\n")
        #expect(PluginChecks.manifest(newcomer, appliesBuildPluginTo: "MyAppUITests"))
        let checkedIn = try DocumentationFiles.text("Examples/CheckedInSources/Package.swift")
        #expect(!PluginChecks.manifest(checkedIn, appliesBuildPluginTo: "BankUITests"))
        let styles = try DocumentationFiles.text("Examples/StylesInSubfolder/Package.swift")
        #expect(PluginChecks.manifest(styles, appliesBuildPluginTo: "RecipePages"))
        #expect(!PluginChecks.manifest(styles, appliesBuildPluginTo: "RecipesUITests"))
        let own = try DocumentationFiles.text("Package.swift")
        #expect(PluginChecks.manifest(own, appliesBuildPluginTo: "StressPageObjects"))
        #expect(!PluginChecks.manifest(own, appliesBuildPluginTo: "DemoPageObjects"))
        #expect(PluginChecks.commandPluginConflict(target: "MyAppUITests").hasPrefix("target 'MyAppUITests' uses PagewrightBuildPlugin"))
    }

    @Test func excludesTheManifestAlreadyHasAreNotAdvised() throws {
        let checkedIn = try DocumentationFiles.text("Examples/CheckedInSources/Package.swift")
        #expect(PluginChecks.unlisted(["Specs", "Generated/NavigationGraph.md"], in: checkedIn) == [])
        #expect(PluginChecks.unlisted(["Specs", "Generated/NavigationGraph.md"], in: #"exclude: ["Specs"]"#) == ["Generated/NavigationGraph.md"])
    }
}
