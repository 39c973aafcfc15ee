import Foundation
import PagewrightCore

struct InitCommand: Command {
    static let help = """
        Usage: pagewright init [<folder>] [--schema <folder-or-url>] [--validate-command <command>]

        Starts a specs folder (default: specs): writes pagewright.json and one screen, Home.json,
        both with a "$schema" line for editor completion. They validate without a problem; rename
        the screen and describe your app. Existing files are never overwritten: if either file is
        already there, nothing is written and the exit status is 1.

        --schema <folder-or-url>
                  where the $schema lines point: a folder holding spec.schema.json and
                  settings.schema.json, relative to <folder>, or a URL (by default the docs/schema
                  folder of the Pagewright this tool was built from, relative to <folder>)
        --validate-command <command>
                  the command the closing hint names for checking the specs (the command plugin
                  passes the one that reuses its build of this tool; by default 'swift run
                  pagewright validate <folder>')
        """

    var folder: String
    var schema: String?
    var validateCommand: String?

    init(parsing parser: inout ArgumentParser) throws {
        schema = try parser.option("--schema")
        validateCommand = try parser.option("--validate-command")
        folder = (try? parser.positional("")) ?? "specs"
        try parser.finish(knownOptions: ["--schema", "--validate-command"])
    }

    func run() -> ExitStatus {
        let fileManager = FileManager.default
        let folderURL = URL(fileURLWithPath: folder)
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            Output.error("\(folder): error: expected a folder for the specs, found a file; nothing was written")
            return .specErrors
        }
        if let problem = FolderRoles.refuseOutputFolderAsSpecs(folder, command: "pagewright init") {
            Output.error(OutputError([problem]).description + "; nothing was written")
            return .specErrors
        }
        let (base, copies) = schemaBase(for: folderURL)
        let files = StarterSpecs.files(schemaBase: base) + copies
        let existing = files.map { path($0.name) }.filter { fileManager.fileExists(atPath: $0) }
        guard existing.isEmpty else {
            let list = existing.map { "\($0): error: already exists" }.joined(separator: "\n")
            Output.error("\(list)\ninit writes only new files, so nothing was written")
            return .specErrors
        }
        var written: [String] = []
        do {
            try fileManager.createDirectory(at: folderURL, withIntermediateDirectories: true)
            if !copies.isEmpty {
                try fileManager.createDirectory(at: folderURL.appendingPathComponent(StarterSpecs.copiedSchemaFolder), withIntermediateDirectories: true)
            }
            for file in files {
                // withoutOverwriting: a file that appeared since the check above is still not replaced.
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path(file.name)), options: .withoutOverwriting)
                written.append(path(file.name))
            }
        } catch {
            for path in written { try? fileManager.removeItem(atPath: path) }
            Output.error("\(folder): error: cannot write the starter specs: \(error.localizedDescription); nothing was written")
            return .specErrors
        }
        var report = written.map { "created \($0)" }
        if !copies.isEmpty {
            report.append("note: the $schema lines point at copies of Pagewright's schemas in \(path(StarterSpecs.copiedSchemaFolder)), "
                + "since this pagewright was built from a dependency checkout inside a build folder, which is not part of your repository; "
                + "commit them with the specs (no reader of specs looks into a hidden folder)")
        }
        let cwd = URL(fileURLWithPath: fileManager.currentDirectoryPath)
        report += InitClosingHint(project: .enclosing(folderURL.standardizedFileURL), folder: folder, validateCommand: validateCommand,
                                  pagewrightPackage: StarterSpecs.relativePath(to: Self.builtInSchemaFolder.deletingLastPathComponent().deletingLastPathComponent(),
                                                                               from: cwd)).lines
        Output.error(report.joined(separator: "\n"))
        return .success
    }

    /// `word` as a shell reads it back: quoted when it holds anything but plain path characters.
    static func shellWord(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+@%:,".unicodeScalars.contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    private func path(_ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Where the `$schema` lines point, and the schema copies to write with the starter, if any.
    private func schemaBase(for folderURL: URL) -> (base: String, copies: [(name: String, text: String)]) {
        if let schema { return (schema, []) }
        let builtIn = Self.builtInSchemaFolder
        let names = ["spec.schema.json", "settings.schema.json"]
        if !FileManager.default.fileExists(atPath: builtIn.appendingPathComponent(names[0]).path) {
            Output.error("warning: the JSON Schemas are not at \(builtIn.path) any more; pass --schema to point the $schema lines elsewhere")
        }
        switch StarterSpecs.schemaPlacement(builtIn: builtIn, specsFolder: folderURL) {
        case .relative(let path):
            return (path, [])
        case .copied:
            let copies = names.compactMap { name in
                (try? String(contentsOf: builtIn.appendingPathComponent(name), encoding: .utf8))
                    .map { (name: StarterSpecs.copiedSchemaFolder + "/" + name, text: $0) }
            }
            return copies.count == names.count ? (StarterSpecs.copiedSchemaFolder, copies) : (StarterSpecs.relativePath(to: builtIn, from: folderURL), [])
        }
    }
}
