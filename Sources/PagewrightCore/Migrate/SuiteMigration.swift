import Foundation

/// `pagewright migrate`: reads a folder of Swift UI-test sources (never running them) and makes
/// the specs of the page objects it finds, a report of what it could not carry and what it
/// guessed, and the result of validating those specs. Pure apart from reading the folder;
/// writing goes through `OutputWriter`.
public enum SuiteMigration {
    public struct Result: Sendable {
        /// The specs (`Orders/Orders.json`), `pagewright.json` and `MIGRATION.md`, by path inside the output folder.
        public var files: [GeneratedFile]
        public var screenCount: Int
        public var traitCount: Int
        public var notCarried: Int
        public var guesses: Int
        /// Validation of the specs as written.
        public var validation: DiagnosticLog
        public var sourceFileCount: Int
    }

    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// A source file larger than this is reported and not read: no page object is that long,
    /// and the reading stays quick whatever the folder holds.
    public static let fileSizeLimit = 2 * 1024 * 1024
    public static let reportName = "MIGRATION.md"

    /// `documents`: read the Swift code blocks of the articles and wiki pages (`.md`, `.markdown`,
    /// `.txt`) under the folder too (`DocumentReader`). A single document may be named instead of a folder.
    public static func run(sourceDirectory: String, documents: Bool = false) throws(ReadError) -> Result {
        migrate(try readSources(sourceDirectory, documents: documents))
    }

    /// Every `*.swift` file under `directory` (hidden folders and links skipped), and with
    /// `documents` every article, by relative path, sorted.
    static func readSources(_ directory: String, documents: Bool = false) throws(ReadError) -> [(path: String, bytes: [UInt8]?)] {
        if DocumentReader.isDocument(directory), case .regular = FileSystem.targetKind(atPath: directory) {
            let name = directory.split(separator: "/").last.map(String.init) ?? directory
            return [(name, try? FileSystem.read(directory, limit: fileSizeLimit + 1))]
        }
        guard FileSystem.targetKind(atPath: directory) == .directory else {
            throw ReadError(path: directory, reason: "not a folder; name the folder holding the suite's Swift test sources (or an article: .md, .markdown, .txt)")
        }
        var found: [(path: String, bytes: [UInt8]?)] = []
        var folders = [""]
        while let relative = folders.popLast() {
            let full = relative.isEmpty ? directory : directory + "/" + relative
            guard let names = try? FileSystem.names(inDirectory: full).valid else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                let absolute = directory + "/" + path
                switch FileSystem.kind(atPath: absolute) {
                case .directory: folders.append(path)
                case .regular where name.hasSuffix(".swift") || documents && DocumentReader.isDocument(name):
                    let bytes = try? FileSystem.read(absolute, limit: fileSizeLimit + 1)
                    found.append((path, bytes))
                default: continue
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func migrate(_ sources: [(path: String, bytes: [UInt8]?)]) -> Result {
        let sources = sources.sorted { $0.path < $1.path }
        var notes: [MigrationNote] = []
        var outlines: [(file: String, outline: SwiftOutline)] = []
        for source in sources {
            guard let bytes = source.bytes else {
                notes.append(MigrationNote(kind: .notCarried, file: source.path, line: 1, subject: source.path, reason: "the file cannot be read"))
                continue
            }
            if bytes.count > fileSizeLimit {
                notes.append(MigrationNote(kind: .notCarried, file: source.path, line: 1, subject: source.path,
                                           reason: "larger than \(fileSizeLimit / 1024 / 1024) MB: not read (no page object is that long)"))
                continue
            }
            var text: String
            if let decoded = String(bytes: bytes, encoding: .utf8) {
                text = decoded
            } else {
                text = String(decoding: bytes, as: UTF8.self)
                notes.append(MigrationNote(kind: .guess, file: source.path, line: 1, subject: source.path,
                                           reason: "not UTF-8: read with the bytes that are not UTF-8 replaced (U+FFFD), so a name or identifier holding them is wrong"))
            }
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            // An article's code blocks are read one by one, with the article's line numbers.
            let isDocument = DocumentReader.isDocument(source.path)
            let blocks = isDocument ? DocumentReader.blocks(in: text).map(DocumentReader.tokens(of:)) : [SwiftTokenizer.tokenize(text)]
            if isDocument, blocks.isEmpty {
                notes.append(MigrationNote(kind: .notCarried, file: source.path, line: 1, subject: source.path,
                                           reason: "a document with no Swift code in it (no ```swift block, no line that reads as Swift): nothing to read"))
            }
            var blockOutlines: [SwiftOutline] = []
            var reportedMacros: Set<String> = []
            for tokens in blocks {
                for problem in tokens.problems {
                    notes.append(MigrationNote(kind: .notCarried, file: source.path, line: problem.line, subject: source.path, reason: problem.reason))
                }
                for token in tokens.tokens where token.kind == .directive && !Self.knownDirectives.contains(token.text) && reportedMacros.insert(token.text).inserted {
                    notes.append(MigrationNote(kind: .notCarried, file: source.path, line: token.line, subject: source.path,
                                               reason: "a macro or compiler directive (\(token.text)): not expanded; what it produces is not read"))
                }
                let outline = SwiftOutline.read(tokens.tokens)
                for problem in outline.problems {
                    notes.append(MigrationNote(kind: .notCarried, file: source.path, line: problem.line, subject: source.path, reason: "unbalanced brackets: \(problem.reason)"))
                }
                blockOutlines.append(outline)
            }
            outlines.append((source.path, isDocument ? DocumentReader.merged(blockOutlines) : blockOutlines[0]))
        }
        var reader = SuiteReader(outlines: outlines)
        var screens = reader.screens()
        notes += reader.notes
        TabBarAdoption.apply(to: &screens, notes: &notes)
        // The suite's flow helpers (`LoginFlow.logInWithSiteAddress()`), once the screens are known.
        var flowReader = FlowReader(screens: screens.map(\.screen), constants: SuiteConstants.read(outlines))
        let flows = flowReader.flows(in: outlines)
        notes += flowReader.notes
        return finish(screens: screens, flows: flows, notes: notes, sourceFileCount: sources.count, definedKeys: reader.definedLocalizedKeys)
    }

    private static let knownDirectives: Set<String> = ["#if", "#else", "#elseif", "#endif", "#selector", "#keyPath", "#file", "#filePath",
                                                       "#fileID", "#line", "#function", "#column", "#available", "#unavailable", "#warning", "#error"]

    private static func finish(screens: [(screen: MigratedScreen, folder: String)], flows: [(path: String, flows: [MigratedFlow])] = [],
                               notes: [MigrationNote], sourceFileCount: Int, definedKeys: Set<String> = []) -> Result {
        var notes = notes
        var files: [GeneratedFile] = []
        var usedPaths: Set<String> = []
        for (screen, folder) in screens {
            var path = (folder.isEmpty ? "" : folder + "/") + screen.name + ".json"
            var counter = 2
            while usedPaths.contains(path.lowercased()) {
                path = (folder.isEmpty ? "" : folder + "/") + screen.name + "\(counter).json"
                counter += 1
            }
            usedPaths.insert(path.lowercased())
            files.append(GeneratedFile(path: path, contents: MigratedSpecText.text(for: screen)))
        }
        // The most common suffix the page objects' names had becomes the generated classes' suffix,
        // so `OrdersScreen` stays `OrdersScreen`.
        let suffixes = screens.compactMap { PageObjectReader.specName($0.screen.sourceType).suffix }
        let counts = Dictionary(suffixes.map { ($0, 1) }, uniquingKeysWith: +)
        // Localised texts: a table of the keys the specs name, so they validate as written.
        let keys = MigratedStringTable.keys(in: screens.map(\.screen))
        var settings: [String] = []
        if let suffix = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key {
            settings.append("\"naming\": { \"pageSuffix\": \(JSONString.quoted(suffix)) }")
        }
        var catalogs: CatalogSource = .disk
        if !keys.isEmpty {
            settings.append("\"localization\": { \"catalog\": \(JSONString.quoted(MigratedStringTable.fileName)) }")
            let table = MigratedStringTable.text(keys: keys, defined: definedKeys)
            catalogs = .files([MigratedStringTable.fileName: Array(table.utf8)])
            let placeholders = keys.count { !definedKeys.contains($0) }
            notes.append(MigrationNote(kind: .guess, file: MigratedStringTable.fileName, line: 1, subject: MigratedStringTable.fileName,
                                       reason: "the specs name \(keys.count) localised text\(keys.count == 1 ? "" : "s") by key\(placeholders == 0 ? "" : " (\(placeholders) of them placeholders, each reported at its line)"); this table holds only those keys, so the specs validate: point \"localization\" in pagewright.json at the app's own tables"))
            files.append(GeneratedFile(path: MigratedStringTable.fileName, contents: table))
        }
        if !settings.isEmpty {
            files.append(GeneratedFile(path: "pagewright.json", contents: "{\n  " + settings.joined(separator: ",\n  ") + "\n}\n"))
        }
        let specFiles = files.filter { $0.path.hasSuffix(".json") }.map { SpecFile(relativePath: $0.path, displayPath: $0.path, bytes: Array($0.contents.utf8)) }
        let (flowFiles, writtenFlows) = MigratedFlowFiles.files(flows, specs: specFiles, usedPaths: &usedPaths, catalogs: catalogs, notes: &notes)
        files += flowFiles
        let allSpecFiles = specFiles + flowFiles.map { SpecFile(relativePath: $0.path, displayPath: $0.path, bytes: Array($0.contents.utf8)) }
        let validation = allSpecFiles.isEmpty ? DiagnosticLog() : Pipeline.validate(files: allSpecFiles, catalogs: catalogs).log
        let sortedNotes = notes.sorted()
        var report = MigrationReport.text(screens: screens.map(\.screen), notes: sortedNotes, validation: validation, sourceFileCount: sourceFileCount)
        report = MigrationReport.addingFlows(writtenFlows, to: report)
        files.append(GeneratedFile(path: reportName, contents: report))
        return Result(files: files, screenCount: screens.count { !$0.screen.isTrait }, traitCount: screens.count { $0.screen.isTrait },
                      notCarried: sortedNotes.count { $0.kind == .notCarried }, guesses: sortedNotes.count { $0.kind == .guess },
                      validation: validation, sourceFileCount: sourceFileCount)
    }
}

extension SuiteMigration {
    /// Refuses, before any source is read, an output folder `migrate` does not write: not a
    /// folder, the root, a folder `pagewright generate` writes (specs there would be compiled with
    /// its page objects), or a specs folder already (migrated specs are reviewed on their own,
    /// then moved). Any other file in the way is refused by the plan, by name (`OutputCommand`).
    public static func checkOutputFolder(_ path: String) throws(OutputError) {
        try OutputTarget.checkFolder(path)
        if let problem = FolderRoles.refuseOutputFolderAsSpecs(path, command: "pagewright migrate") { throw OutputError([problem]) }
        let settings = OutputPlan.displayPath(path, "pagewright.json")
        if FileSystem.kind(atPath: settings) != .missing {
            throw OutputError(path: path, reason: "this folder holds specs already (\(settings)), and 'pagewright migrate' never replaces a file: "
                              + "choose an empty --output folder for 'pagewright migrate', then move the specs you keep into your specs folder")
        }
    }

    /// What validating the specs found (once, as they were made: the folder holds the same bytes),
    /// located as `pagewright validate <outputDirectory>` would locate it.
    public static func validation(of result: Result, in outputDirectory: String) -> DiagnosticLog {
        var log = DiagnosticLog()
        for var diagnostic in result.validation.diagnostics {
            diagnostic.location.file = OutputPlan.displayPath(outputDirectory, diagnostic.location.file)
            log.append(diagnostic)
        }
        return log
    }

    /// Writes the result into `outputDirectory` through `OutputWriter`: all or nothing, nothing
    /// outside the folder, and no file there that migrate did not write is replaced or removed
    /// (a folder holding a spec of the same name is refused as a whole).
    @discardableResult
    public static func write(_ result: Result, to outputDirectory: String) throws(OutputError) -> OutputPlan {
        try OutputWriter.write(result.files, to: outputDirectory, removal: .only([]), command: .migrate)
    }
}
