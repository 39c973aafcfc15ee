import Foundation

/// `pagewright import`: a recording in, a screen's spec out — a new file, or the screen's existing
/// spec with only what it lacks added. Nothing here prints; `write` is the only step that touches
/// the disk.
public enum SpecImport {
    public struct Result: Sendable {
        /// The spec file as the user names it (`specs/account/Login.json`).
        public var displayPath: String
        /// Where to write it.
        public var path: String
        /// Its path inside the specs folder.
        public var relativePath: String
        public var isNew: Bool
        public var bytes: [UInt8]
        /// Whether the bytes differ from the file's.
        public var changes: Bool
        public var plan: ImportPlan
    }

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var diagnostics: [Diagnostic] = []
        public var description: String { ([VisibleText.escaped(message)] + diagnostics.map(\.description)).joined(separator: "\n") }
    }

    public static func run(_ recording: Recording, specsDirectory: String) throws(Failure) -> Result {
        guard SwiftIdentifier.isValid(recording.screen) else {
            let hint = SwiftIdentifier.suggestion(for: recording.screen).map { " (did you mean '\($0)'?)" } ?? ""
            throw Failure(message: "error: the screen name '\(recording.screen)' cannot become a Swift name\(hint)")
        }
        let display = specsDirectory.count > 1 && specsDirectory.hasSuffix("/") ? String(specsDirectory.dropLast()) : specsDirectory
        if let problem = FolderRoles.refuseOutputFolderAsSpecs(specsDirectory, command: "pagewright import") {
            throw Failure(message: OutputError([problem]).description)
        }
        var files: [SpecFile] = []
        if FileManager.default.fileExists(atPath: specsDirectory) {
            do { files = try SpecDirectory.read(specsDirectory) } catch { throw Failure(message: error.description) }
        }
        let before = Pipeline.validate(files: files)
        guard !before.log.hasErrors else {
            throw Failure(message: "error: the specs in \(display) have errors; fix them before importing into them",
                          diagnostics: before.log.sorted.filter { $0.severity == .error })
        }
        let project = before.project
        if project.traits.contains(where: { $0.name.value == recording.screen }) {
            throw Failure(message: "error: '\(recording.screen)' is a trait in \(display); import a screen under another name")
        }
        let result: Result
        if let model = before.model, let screen = model.screen(recording.screen),
           let file = files.first(where: { $0.relativePath == screen.page.source }) {
            result = try merge(recording, into: screen, model: model, file: file, specsDirectory: specsDirectory)
        } else {
            result = try create(recording, files: files, specsDirectory: specsDirectory, display: display)
        }
        try check(result, files: files)
        return result
    }

    /// Writes the spec (atomically: a temporary file renamed into place), creating the folder.
    public static func write(_ result: Result) throws(Failure) {
        guard result.changes else { return }
        do {
            let url = URL(fileURLWithPath: result.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(result.bytes).write(to: url, options: .atomic)
        } catch {
            throw Failure(message: "\(result.displayPath): error: cannot write the spec: \(error.localizedDescription)")
        }
    }

    // MARK: Steps

    private static func create(_ recording: Recording, files: [SpecFile], specsDirectory: String, display: String) throws(Failure) -> Result {
        let relative = recording.screen + ".json"
        if files.contains(where: { $0.relativePath == relative }) {
            throw Failure(message: "\(display)/\(relative): error: the file exists but is not the spec of screen '\(recording.screen)'; rename it or import under another screen name")
        }
        var planner = ImportPlanner(recording: recording, existing: nil)
        let plan = planner.plan()
        // The `$schema` line `init`'s files have, pointing where the folder's settings point.
        let schema = SpecSkeleton.schema(besideSettings: files.first(where: \.isSettings))
        return Result(displayPath: "\(display)/\(relative)", path: (specsDirectory as NSString).appendingPathComponent(relative),
                      relativePath: relative, isNew: true, bytes: Array(SpecSkeleton.text(for: plan, schema: schema).utf8), changes: true, plan: plan)
    }

    private static func merge(_ recording: Recording, into screen: Resolved.Screen, model: Resolved.Project, file: SpecFile,
                              specsDirectory: String) throws(Failure) -> Result {
        let queries = ElementQueries(screen: screen, model: model)
        let index = RecordingIndex(recording.root)
        var finds: [[Int]: String] = [:]
        for entry in queries.entries {
            guard case .found(let positions) = index.evaluate(entry.query) else { continue }
            for position in positions where finds[index.nodes[position].path] == nil {
                finds[index.nodes[position].path] = entry.name
            }
        }
        let traits = screen.traits.compactMap { model.trait($0) }
        var names = Set(screen.page.elements.map(\.name))
        for trait in traits {
            names.formUnion(trait.page.elements.map(\.name))
            names.formUnion(trait.requires.map(\.value))
        }
        let root: JSONNode
        do { root = try JSONReader.parse(file.bytes, file: file.displayPath) } catch {
            throw Failure(message: "\(error.location): error: \(error.message)")
        }
        // Whatever the person wrote under `verify` (anchors, or only a waiting time) is theirs.
        var hasVerify = false
        if case .object(let top) = root.value { hasVerify = top.members.contains { $0.key == "verify" } }
        var identified: [String: String] = [:], labelled: [String: String] = [:]
        for element in screen.page.elements + traits.flatMap(\.page.elements) {
            switch (element.locator.matching, element.locator.scope) {
            case (.identifier(let text), .context):
                if let literal = text.literal { identified[element.type + "\u{0}" + literal] = element.name }
            case (.identifier(let text), .container(let container, _, _)):
                if let literal = text.literal { identified[container.name + "\u{0}" + element.type + "\u{0}" + literal] = element.name }
            case (.label(let text), .context):
                if let literal = text.literal { labelled[element.type + "\u{0}" + literal] = element.name }
            default: continue
            }
        }
        let existing = ImportPlanner.Existing(names: names, hasVerify: hasVerify, finds: finds, identified: identified, labelled: labelled)
        var planner = ImportPlanner(recording: recording, existing: existing)
        let plan = planner.plan()
        let bytes = SpecSkeleton.splice(plan, into: file.bytes, root: root, addVerify: !hasVerify)
        return Result(displayPath: file.displayPath, path: (specsDirectory as NSString).appendingPathComponent(file.relativePath),
                      relativePath: file.relativePath, isNew: false, bytes: bytes, changes: bytes != file.bytes, plan: plan)
    }

    /// The specs with the result in place must still validate; if not, nothing is written.
    private static func check(_ result: Result, files: [SpecFile]) throws(Failure) {
        var after = files.filter { $0.relativePath != result.relativePath }
        after.append(SpecFile(relativePath: result.relativePath, displayPath: result.displayPath, bytes: result.bytes))
        let validated = Pipeline.validate(files: after)
        let errors = validated.log.sorted.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw Failure(message: "error: with the imported elements the specs would not validate, so nothing was written", diagnostics: errors)
        }
    }
}
