import Foundation
import PagewrightCore

struct InitCommand: Command {
    static let help = """
        Usage: pagewright init [<folder>] [--schema <folder-or-url>]

        Starts a specs folder (default: specs): writes pagewright.json and one screen, Home.json,
        both with a "$schema" line for editor completion. They validate without a problem; rename
        the screen and describe your app. Existing files are never overwritten: if either file is
        already there, nothing is written and the exit status is 1.

        --schema <folder-or-url>
                  where the $schema lines point: a folder holding spec.schema.json and
                  settings.schema.json, relative to <folder>, or a URL (by default the docs/schema
                  folder of the Pagewright this tool was built from, relative to <folder>)
        """

    var folder: String
    var schema: String?

    init(parsing parser: inout ArgumentParser) throws {
        schema = try parser.option("--schema")
        folder = (try? parser.positional("")) ?? "specs"
        try parser.finish(knownOptions: ["--schema"])
    }

    func run() -> ExitStatus {
        let fileManager = FileManager.default
        let folderURL = URL(fileURLWithPath: folder)
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            Output.error("\(folder): error: expected a folder for the specs, found a file; nothing was written")
            return .specErrors
        }
        let files = StarterSpecs.files(schemaBase: schemaBase(for: folderURL))
        let existing = files.map { path($0.name) }.filter { fileManager.fileExists(atPath: $0) }
        guard existing.isEmpty else {
            let list = existing.map { "\($0): error: already exists" }.joined(separator: "\n")
            Output.error("\(list)\ninit writes only new files, so nothing was written")
            return .specErrors
        }
        var written: [String] = []
        do {
            try fileManager.createDirectory(at: folderURL, withIntermediateDirectories: true)
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
        Output.error(written.map { "created \($0)" }.joined(separator: "\n")
            + "\nnext: 'pagewright validate \(folder)', then describe your screens (one file each)"
            + "\nthe target that compiles the page objects needs \(RuntimeAPI.dependencyLine) among its dependencies in Package.swift")
        return .success
    }

    private func path(_ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private func schemaBase(for folderURL: URL) -> String {
        if let schema { return schema }
        let builtIn = StarterSpecs.builtInSchemaFolder
        if !FileManager.default.fileExists(atPath: builtIn.appendingPathComponent("spec.schema.json").path) {
            Output.error("warning: the JSON Schemas are not at \(builtIn.path) any more; pass --schema to point the $schema lines elsewhere")
        }
        return StarterSpecs.relativePath(to: builtIn, from: folderURL.standardizedFileURL)
    }
}
