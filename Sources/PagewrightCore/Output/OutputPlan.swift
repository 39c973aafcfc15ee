import Foundation

/// What writing the generated files would change in an output folder, worked out before
/// anything is touched, so that `--check` and a real run agree and a refused run writes nothing.
public struct OutputPlan: Sendable {
    public enum Change: Sendable, Equatable {
        case create(GeneratedFile)
        case update(GeneratedFile, previous: String)
        /// A file Pagewright wrote earlier that nothing produces any more.
        case remove(path: String)
    }

    public struct Conflict: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var description: String {
            "\(path): error: this file was not written by Pagewright (it lacks the '\(GeneratedFile.headerMarker)' header), so Pagewright will not overwrite it; move it out of the output folder or rename the spec"
        }
    }

    public var outputDirectory: String
    public var changes: [Change]
    public var unchanged: [String]

    /// Compares `files` with what is in `outputDirectory` (which need not exist yet).
    public static func make(files: [GeneratedFile], outputDirectory: String) throws(Conflict) -> OutputPlan {
        var changes: [Change] = []
        var unchanged: [String] = []
        let produced = Set(files.map(\.path))
        for file in files {
            let url = URL(fileURLWithPath: outputDirectory).appendingPathComponent(file.path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                changes.append(.create(file))
                continue
            }
            let existing = String(decoding: data, as: UTF8.self)
            if existing == file.contents {
                unchanged.append(file.path)
            } else if GeneratedFile.isOwned(existing) {
                changes.append(.update(file, previous: existing))
            } else {
                throw Conflict(path: displayPath(outputDirectory, file.path))
            }
        }
        for path in ownedFiles(in: outputDirectory) where !produced.contains(path) {
            changes.append(.remove(path: path))
        }
        return OutputPlan(outputDirectory: outputDirectory, changes: changes, unchanged: unchanged.sorted())
    }

    public var isUpToDate: Bool { changes.isEmpty }

    static func displayPath(_ directory: String, _ path: String) -> String {
        directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// Paths (relative, `/`-separated) of files under `directory` that carry Pagewright's header.
    static func ownedFiles(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var owned: [String] = []
        while let path = enumerator.nextObject() as? String {
            let full = displayPath(directory, path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let handle = FileHandle(forReadingAtPath: full) else { continue }
            let head = handle.readData(ofLength: 64)
            try? handle.close()
            if GeneratedFile.isOwned(String(decoding: head, as: UTF8.self)) { owned.append(path) }
        }
        return owned.sorted()
    }
}
