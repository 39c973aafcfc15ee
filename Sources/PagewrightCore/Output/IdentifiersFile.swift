import Foundation

/// The one file `pagewright identifiers` writes, checked as carefully as generate's folder: a
/// `.swift` name, not among the specs, and over nothing but its own earlier version — never a
/// link, a folder or a special file (which is not even opened), never a page object `generate`
/// wrote, never a file Pagewright did not write. Every refusal names the path and whose it is.
public struct IdentifiersFile: Sendable {
    public let path: String
    /// The file's bytes as they are (its own earlier version), or nil when there is none yet.
    public let current: String?

    /// Checks `path` as the place for the identifiers of the specs in `specsDirectory`.
    public static func open(_ path: String, specsDirectory: String?) throws(OutputError) -> IdentifiersFile {
        let name = (path as NSString).lastPathComponent
        guard !path.isEmpty, name.hasSuffix(".swift"), name.count > ".swift".count else {
            throw OutputError(path: path, reason: "expected a Swift file name for the identifiers, such as \(AppIdentifiersRenderer.fileName)")
        }
        if let problem = FolderRoles.refuseInsideSpecs(path, specsDirectory: specsDirectory, what: "the identifiers file") {
            throw OutputError([problem])
        }
        switch FileSystem.kind(atPath: path) {
        case .missing:
            return IdentifiersFile(path: path, current: nil)
        case .regular:
            break
        case .directory:
            throw OutputError(path: path, reason: "expected a file name for the identifiers (such as \(AppIdentifiersRenderer.fileName)), found a folder")
        case let other:
            throw OutputError(path: path, reason: "this is \(other.description), where the identifiers file goes; Pagewright writes only a regular file of its own here: choose another --output")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw OutputError(path: path, reason: "cannot read the file to see whether Pagewright wrote it: \(error.message)")
        }
        switch Ownership.writer(ofBytes: bytes, kind: .swift) {
        case .identifiers?:
            return IdentifiersFile(path: path, current: String(decoding: bytes, as: UTF8.self))
        case let writer?:
            throw OutputError(path: path, reason: "this file belongs to \(writer.described), so 'pagewright identifiers' will not overwrite it; choose another --output")
        case nil:
            throw OutputError(path: path, reason: "this file was not written by Pagewright (its first lines are not the identifiers file's header), so Pagewright will not overwrite it; choose another --output")
        }
    }

    /// Writes `contents` (to a temporary file beside it, then renamed into place, so a killed run
    /// leaves the old file or the new one), creating the folder.
    public func write(_ contents: String) throws(OutputError) {
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url, options: .atomic)
        } catch {
            throw OutputError(path: path, reason: "cannot write the file: \(error.localizedDescription)")
        }
    }
}
