import Foundation

/// Write stage: carries out an `OutputPlan`. All new files are first written to temporary files
/// beside their destinations, then renamed into place, so a run interrupted at any moment leaves
/// every file either as it was or as it should be, never half written, and a run that cannot
/// write (a full disk) changes nothing. Files whose bytes would not change are not touched
/// (their modification times stay), and only files carrying Pagewright's header are removed.
public enum OutputWriter {
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: \(reason)" }
    }

    public static func apply(_ plan: OutputPlan) throws(WriteError) {
        let fileManager = FileManager.default
        removeLeftoverTemporaryFiles(in: plan.outputDirectory)
        // Phase 1: every new file's bytes go to a temporary file beside it. Any failure here (a
        // full disk, a read-only folder) removes them all again and changes nothing.
        var staged: [(temporary: URL, destination: URL)] = []
        for change in plan.changes {
                switch change {
            case .create(let file), .update(let file, _): try stage(file, in: plan, into: &staged)
            case .remove: continue
            }
        }
        // Phase 2: rename(2) each into place, which replaces a file atomically.
        for (temporary, destination) in staged where rename(temporary.path, destination.path) != 0 {
            let message = String(cString: strerror(errno))
            for (leftover, _) in staged { try? fileManager.removeItem(at: leftover) }
            throw WriteError(path: destination.path, reason: "cannot move the new file into place: \(message)")
        }
        for change in plan.changes {
            guard case .remove(let relative) = change else { continue }
            let path = OutputPlan.displayPath(plan.outputDirectory, relative)
            do {
                try fileManager.removeItem(atPath: path)
            } catch {
                throw WriteError(path: path, reason: "cannot remove the stale generated file: \(reason(error))")
            }
            // A style's folder left empty by its last file goes too; one holding anything else stays.
            let folder = (relative as NSString).deletingLastPathComponent
            if !folder.isEmpty, let left = try? fileManager.contentsOfDirectory(atPath: OutputPlan.displayPath(plan.outputDirectory, folder)), left.isEmpty {
                try? fileManager.removeItem(atPath: OutputPlan.displayPath(plan.outputDirectory, folder))
            }
        }
    }

    private static func stage(_ file: GeneratedFile, in plan: OutputPlan, into staged: inout [(temporary: URL, destination: URL)]) throws(WriteError) {
        let destination = URL(fileURLWithPath: OutputPlan.displayPath(plan.outputDirectory, file.path))
        let directory = destination.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(destination.lastPathComponent).pagewright-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: temporary)
        } catch {
            for (leftover, _) in staged { try? FileManager.default.removeItem(at: leftover) }
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: destination.path, reason: "cannot write the file, so nothing was changed: \(reason(error))")
        }
        staged.append((temporary, destination))
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

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
