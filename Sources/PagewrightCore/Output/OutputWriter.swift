import Foundation

/// Write stage: carries out an `OutputPlan`. Each file is written to a temporary file beside it
/// and renamed into place, so a run interrupted at any moment leaves every file either as it
/// was or as it should be, never half written. Files whose bytes would not change are not
/// touched (their modification times stay), and only files carrying Pagewright's header are
/// ever removed.
public enum OutputWriter {
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: \(reason)" }
    }

    public static func apply(_ plan: OutputPlan) throws(WriteError) {
        let fileManager = FileManager.default
        removeLeftoverTemporaryFiles(in: plan.outputDirectory)
        for change in plan.changes {
            switch change {
            case .create(let file), .update(let file, _):
                let path = OutputPlan.displayPath(plan.outputDirectory, file.path)
                try write(Data(file.contents.utf8), to: path, fileManager: fileManager)
            case .remove(let relative):
                let path = OutputPlan.displayPath(plan.outputDirectory, relative)
                do {
                    try fileManager.removeItem(atPath: path)
                } catch {
                    throw WriteError(path: path, reason: "cannot remove the stale generated file: \(reason(error))")
                }
            }
        }
    }

    /// A run killed between writing a temporary file and renaming it leaves the temporary file
    /// behind (never a half-written output); the next run clears such leftovers away.
    private static func removeLeftoverTemporaryFiles(in directory: String) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return }
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix("."), name.hasSuffix(".tmp"), name.contains(".pagewright-") {
                try? FileManager.default.removeItem(atPath: OutputPlan.displayPath(directory, path))
            }
        }
    }

    private static func write(_ data: Data, to path: String, fileManager: FileManager) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: directory.path, reason: "cannot create the output folder: \(reason(error))")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).pagewright-\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard fileManager.createFile(atPath: temporary.path, contents: data) else {
            throw WriteError(path: path, reason: "cannot write the file (is the folder writable, and is there space on the disk?)")
        }
        // rename(2) replaces the destination atomically on the same file system.
        if rename(temporary.path, url.path) != 0 {
            let message = String(cString: strerror(errno))
            try? fileManager.removeItem(at: temporary)
            throw WriteError(path: path, reason: "cannot move the new file into place: \(message)")
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
