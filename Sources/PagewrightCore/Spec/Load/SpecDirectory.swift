import Foundation

/// Finds every `*.json` file under a specs folder, recursively, in a stable order.
///
/// Hidden files and folders are skipped; a symbolic link that leads back into a folder already
/// being visited is skipped rather than followed forever.
public enum SpecDirectory {
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: \(reason)" }
    }

    public static func read(_ directory: String) throws(ReadError) -> [SpecFile] {
        let display = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw ReadError(path: display, reason: "no such folder")
        }
        guard isDirectory.boolValue else { throw ReadError(path: display, reason: "expected a folder of JSON spec files, found a file") }
        var files: [SpecFile] = []
        var visiting: Set<String> = []
        try walk(URL(fileURLWithPath: directory), relative: "", display: display, visiting: &visiting, into: &files)
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    private static func walk(_ url: URL, relative: String, display: String,
                             visiting: inout Set<String>, into files: inout [SpecFile]) throws(ReadError) {
        let real = url.resolvingSymlinksInPath().path
        guard visiting.insert(real).inserted else { return }
        defer { visiting.remove(real) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw ReadError(path: relative.isEmpty ? display : "\(display)/\(relative)", reason: "cannot list the folder: \(error.localizedDescription)")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = url.appendingPathComponent(name)
            let childRelative = relative.isEmpty ? name : "\(relative)/\(name)"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }  // dangling link
            if isDirectory.boolValue {
                try walk(child, relative: childRelative, display: display, visiting: &visiting, into: &files)
            } else if name.hasSuffix(".json") {
                guard let data = FileManager.default.contents(atPath: child.path) else {
                    throw ReadError(path: "\(display)/\(childRelative)", reason: "cannot read the file")
                }
                files.append(SpecFile(relativePath: childRelative, displayPath: "\(display)/\(childRelative)", bytes: [UInt8](data)))
            }
        }
    }
}
