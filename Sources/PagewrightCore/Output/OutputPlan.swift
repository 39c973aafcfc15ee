import Foundation

/// What writing the generated files would change in an output folder, worked out before
/// anything is touched, so that `--check` and a real run agree and a refused run writes nothing.
///
/// Every target is checked first: the output folder is a folder (not empty, not the file system's
/// root, not a file); every folder on the way to a file is a real folder inside the output folder
/// (a symbolic link there is not written through); every file to be replaced or removed is a
/// regular file whose first line is exactly Pagewright's header; every name fits the file
/// system. All problems are reported together.
public struct OutputPlan: Sendable {
    public enum Change: Sendable, Equatable {
        case create(GeneratedFile)
        case update(GeneratedFile, previous: String)
        /// A file Pagewright wrote earlier that nothing produces any more.
        case remove(path: String)
    }

    public var outputDirectory: String
    /// Everything the run produces, changed or not.
    public var files: [GeneratedFile]
    public var changes: [Change]
    public var unchanged: [String]
    /// Temporary files a killed run left behind (relative paths), recognised by name and header;
    /// the next write removes them.
    public var leftovers: [String]
    /// The bytes and permissions of each file an update replaces, to put back if a later step fails.
    var previous: [String: (bytes: [UInt8], mode: mode_t)]
    /// Which files the plan may remove (made again under the lock with the same rule).
    public var removal: Removal = .anyOwned
    /// The command the plan is made for: which files it may replace, and whom refusals name.
    public var command: OutputCommand = .generate

    public var isUpToDate: Bool { changes.isEmpty }

    /// Which of Pagewright's files a run may remove when nothing produces them any more: every one
    /// (`generate` owns its folder), or only these relative paths (`tour`, written into a folder
    /// that may hold page objects too, removes only tour files).
    public enum Removal: Sendable, Equatable {
        case anyOwned
        case only(Set<String>)

        func allows(_ path: String) -> Bool {
            switch self {
            case .anyOwned: true
            case .only(let paths): paths.contains(path)
            }
        }
    }

    /// Refuses an output folder path that can never be written (empty, the root, a file), or that
    /// is the specs folder, inside it or in another specs folder (or would put a style's folder
    /// there), so a command can say so before it reads any spec.
    public static func checkOutputFolder(_ path: String, specsDirectory: String? = nil) throws(OutputError) {
        try OutputTarget.checkFolder(path)
        let places = [(path, "the output folder")] + [PlainNames.folder, ScreenplayNames.folder].map { (displayPath(path, $0), "the output folder's \($0)/ folder") }
        if let problem = places.lazy.compactMap({ FolderRoles.refuseInsideSpecs($0.0, specsDirectory: specsDirectory, what: $0.1) }).first {
            throw OutputError([problem])
        }
    }

    /// Compares `files` with what is in `outputDirectory` (which need not exist yet). Reads only.
    public static func make(files: [GeneratedFile], outputDirectory: String, removal: Removal = .anyOwned,
                            command: OutputCommand = .generate) throws(OutputError) -> OutputPlan {
        try OutputTarget.checkFolder(outputDirectory)
        var problems: [OutputError.Problem] = []
        var changes: [Change] = []
        var unchanged: [String] = []
        var previous: [String: (bytes: [UInt8], mode: mode_t)] = [:]
        var writableFolders: Set<String> = []
        let nameLimit = FileSystem.maximumNameLength(in: OutputTarget.nearestExisting(outputDirectory))

        // Each file is looked at on its own (reading it, when it is there, is the slow part), so
        // the files go to the cores; the outcomes are joined in file order.
        let outcomes = files.concurrentMap { file in examine(file, outputDirectory: outputDirectory, nameLimit: nameLimit, command: command) }
        for (file, outcome) in zip(files, outcomes) {
            problems += outcome.problems
            if let folder = outcome.writableFolder { writableFolders.insert(folder) }
            switch outcome.state {
            case .refused: break
            case .missing: changes.append(.create(file))
            case .unchanged: unchanged.append(file.path)
            case .changed(let bytes, let mode):
                changes.append(.update(file, previous: String(decoding: bytes, as: UTF8.self)))
                previous[file.path] = (bytes, mode)
            }
        }

        let produced = Set(files.map(\.path))
        let scan = OutputTarget.scan(outputDirectory, folders: OutputTarget.foldersToScan(files))
        for path in scan.owned where !produced.contains(path) && removal.allows(path) {
            changes.append(.remove(path: path))
            writableFolders.insert(FileSystem.parent(of: displayPath(outputDirectory, path)))
        }
        if !scan.leftovers.isEmpty {
            for path in scan.leftovers { writableFolders.insert(FileSystem.parent(of: displayPath(outputDirectory, path))) }
        }
        problems += OutputTarget.checkWritable(writableFolders)
        guard problems.isEmpty else { throw OutputError(OutputTarget.unique(problems)) }
        return OutputPlan(outputDirectory: outputDirectory, files: files, changes: changes, unchanged: unchanged.sorted(),
                          leftovers: scan.leftovers, previous: previous, removal: removal, command: command)
    }

    /// What one file's place in the output folder holds, and what writing the file would do there.
    private struct Outcome: Sendable {
        enum State: Sendable {
            case refused, missing, unchanged
            case changed([UInt8], mode_t)
        }
        var problems: [OutputError.Problem] = []
        var writableFolder: String?
        var state = State.refused
    }

    private static func examine(_ file: GeneratedFile, outputDirectory: String, nameLimit: Int, command: OutputCommand) -> Outcome {
        var outcome = Outcome()
        let full = displayPath(outputDirectory, file.path)
        let components = file.path.split(separator: "/").map(String.init)
        if let problem = OutputTarget.checkNames(components, full: full, nameLimit: nameLimit) {
            outcome.problems.append(problem)
            return outcome
        }
        // Each folder on the way must be a real folder, or missing (then it is created).
        var folder = outputDirectory
        var blocked = false
        for component in components.dropLast() {
            folder = displayPath(folder, component)
            switch FileSystem.kind(atPath: folder) {
            case .missing, .directory: continue
            case .symbolicLink:
                outcome.problems.append(.init(path: folder, reason: "this is a symbolic link; Pagewright does not write through links inside the output folder: replace it with a folder, or remove it"))
            case let other:
                outcome.problems.append(.init(path: folder, reason: "this is \(other.description) where Pagewright writes a folder of generated files; move it out of the output folder"))
            }
            blocked = true
            break
        }
        if blocked { return outcome }
        outcome.writableFolder = FileSystem.parent(of: full)
        switch FileSystem.kind(atPath: full) {
        case .missing:
            outcome.state = .missing
        case .regular:
            let head: [UInt8]
            do {
                head = try FileSystem.read(full, limit: Ownership.headerReadLimit)
            } catch {
                outcome.problems.append(.init(path: full, reason: "cannot read the file to see whether Pagewright wrote it: \(error.message)"))
                return outcome
            }
            let kind = Ownership.Kind(fileName: full)
            let writer = kind.flatMap { Ownership.writer(ofBytes: head, kind: $0) }
            guard command.mayReplace(writer) else {
                outcome.problems.append(.init(path: full, reason: command.refusal(writer: writer)))
                return outcome
            }
            let bytes: [UInt8]
            do {
                bytes = head.count < Ownership.headerReadLimit ? head : try FileSystem.read(full)
            } catch {
                outcome.problems.append(.init(path: full, reason: "cannot read the file: \(error.message)"))
                return outcome
            }
            outcome.state = sameBytes(file.contents, bytes) ? .unchanged : .changed(bytes, OutputTarget.permissions(of: full))
        case let other:
            outcome.problems.append(.init(path: full, reason: "this is \(other.description), where \(command.quoted) writes a file; \(command.remedy)"))
        }
        return outcome
    }

    /// Whether `text` is exactly `bytes`, without copying it.
    private static func sameBytes(_ text: String, _ bytes: [UInt8]) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        let same = text.utf8.withContiguousStorageIfAvailable { text in
            bytes.withUnsafeBufferPointer { bytes in text.count == 0 || memcmp(text.baseAddress!, bytes.baseAddress!, text.count) == 0 }
        }
        return same ?? (Array(text.utf8) == bytes)
    }

    static func displayPath(_ directory: String, _ path: String) -> String {
        directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
