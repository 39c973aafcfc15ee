import Foundation
import Testing
@testable import PagewrightCore

/// The plugins' path handling (compiled here from the same file the plugins use): they find
/// specs only where asked and write only into their output folder.
@Suite("Plugin paths")
struct PluginPathTests {
    @Test func declaredOutputsAreExactlyTheSwiftFilesTheToolWrites() throws {
        let specs = URL(fileURLWithPath: RepositoryPaths.specs)
        let output = URL(fileURLWithPath: "/work/out")
        let declared = PluginPaths.outputFiles(forSpecs: PluginPaths.specFiles(in: specs), in: output).map { String($0.path.dropFirst(output.path.count + 1)) }
        let written = try #require(Pipeline.generate(files: try SpecDirectory.read(RepositoryPaths.specs)).files)
            .map(\.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(declared) == Set(written))
        #expect(declared.count == written.count)
    }

    @Test(arguments: [
        ("/package/specs", "/package/Generated"),
        ("/package/specs/", "/package/Generated"),
        ("/package/Tests/UITests/Specs", "/package/Tests/UITests/Generated"),
        ("/package/Tests/UITests/Specs/../Specs", "/package/Tests/UITests/Generated"),
        ("/package/a/./b/Specs", "/package/a/b/Generated"),
    ])
    func theCommandPluginWritesBesideTheSpecsFolderOnly(specs: String, expected: String) {
        #expect(PluginPaths.outputFolder(forSpecs: URL(fileURLWithPath: specs)).path == expected)
    }

    @Test func outputsStayInTheOutputFolderWhateverTheSpecsAreCalled() {
        let output = URL(fileURLWithPath: "/work/out")
        let odd = ["a/../../x.json", "..json", "x y.json", "é.json", "a/b/Main.json"].map { URL(fileURLWithPath: "/specs/" + $0) }
        for file in PluginPaths.outputFiles(forSpecs: odd, in: output) {
            #expect(file.deletingLastPathComponent().path == output.path, "\(file.path)")
        }
    }

    @Test func onlyFoldersWithSettingsAreSpecsFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Specs/pagewright.json", "Specs/nested/pagewright.json", "Other/Login.json", ".hidden/pagewright.json"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        #expect(PluginPaths.specsFolders(in: root).map(\.lastPathComponent) == ["Specs"])
    }
}

extension PluginPathTests {
    /// Declared types make `PagewrightTypes.swift`, and a types file has no file of its own, in
    /// every style: the build plugin must declare exactly what the tool writes.
    @Test(arguments: [#"["factory"]"#, #"["plain", "screenplay"]"#])
    func typesFilesAndSettingsTypesAreDeclaredAsTheToolWritesThem(styles: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-plugin-types-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("shared"), withIntermediateDirectories: true)
        let files = [
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": \#(styles), "types": { "Tab": ["home", "me"] } }"#,
            "shared/Types.json": #"{ "types": { "User": { "login": "String" } } }"#,
            "shared/NoTypes.json": #"{ "types": {} }"#,
            "Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V" } } }"#,
        ]
        for (path, text) in files { try Data(text.utf8).write(to: root.appendingPathComponent(path)) }
        let output = URL(fileURLWithPath: "/work/out")
        let declared = PluginPaths.outputFiles(forSpecs: PluginPaths.specFiles(in: root), in: output).map { String($0.path.dropFirst(output.path.count + 1)) }
        let written = try #require(Pipeline.generate(files: try SpecDirectory.read(root.path)).files).map(\.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(declared) == Set(written))
        #expect(declared.count == written.count)
        #expect(declared.contains("PagewrightTypes.swift"))
    }
}

extension PluginPathTests {
    /// Editing the app's string tables regenerates: the build plugin declares them as inputs.
    @Test func theStringTablesTheSettingsNameAreInputs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-plugin-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for folder in ["Specs", "App/en.lproj", "App/de.lproj", "App/fr.lproj"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["App/Localizable.xcstrings", "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings", "App/fr.lproj/InfoPlist.strings"] {
            try Data().write(to: root.appendingPathComponent(file))
        }
        let settings = root.appendingPathComponent("Specs/pagewright.json")
        try Data(#"{ "localization": { "catalog": ["../App/Localizable.xcstrings", "../App/en.lproj/Localizable.strings", "../App/Gone.xcstrings"] } }"#.utf8).write(to: settings)
        let found = PluginPaths.catalogFiles(settings: settings).map { String($0.path.dropFirst(root.standardizedFileURL.path.count + 1)) }
        #expect(found == ["App/Localizable.xcstrings", "App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings"])
        try Data(#"{ "style": ["factory"] }"#.utf8).write(to: settings)
        #expect(PluginPaths.catalogFiles(settings: settings).isEmpty)
    }
}
