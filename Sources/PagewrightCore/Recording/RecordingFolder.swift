import Foundation

/// The recordings `drift` reads: every `*.json` and `*.txt` file in a folder (not hidden, any
/// depth), in path order. A file names its screen, or its name does: `Login.json`,
/// `Login.error.json` (a second state of Login), `Login.txt` (a pasted description).
public enum RecordingFolder {
    public struct Entry: Sendable {
        /// The file as the user names it.
        public var file: String
        public var recording: Recording
    }

    public static func read(_ directory: String) -> (entries: [Entry], log: DiagnosticLog) {
        var log = DiagnosticLog()
        let display = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        switch FileSystem.targetKind(atPath: directory) {
        case .directory:
            break
        case .missing:
            log.error("no such folder", at: .path(display))
            return ([], log)
        case let other:
            log.error("expected a folder of recordings, found \(other.description)", at: .path(display))
            return ([], log)
        }
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            log.error("cannot list the folder", at: .path(display))
            return ([], log)
        }
        var relativePaths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            if name.hasSuffix(".json") || name.hasSuffix(".txt") { relativePaths.append(relative) }
        }
        var entries: [Entry] = []
        for relative in relativePaths.sorted() {
            let file = "\(display)/\(relative)"
            guard let data = FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(relative)) else {
                log.error("cannot read the recording", at: .path(file))
                continue
            }
            let base = (relative as NSString).lastPathComponent
            let screen = String(base.prefix { $0 != "." })
            let (recording, fileLog) = RecordingSource.read([UInt8](data), file: file, screen: nil, fallbackScreen: screen)
            log.append(contentsOf: fileLog)
            if let recording { entries.append(Entry(file: file, recording: recording)) }
        }
        return (entries, log)
    }
}
