import Foundation

/// Which folder each command writes in: generated Swift never goes into a specs folder (among
/// specs it would be read, or sit where people keep hand-written files), and specs never go into
/// a folder `pagewright generate` writes (its owner would report them, and they would be compiled
/// as part of the target holding it). Each refusal names the folder and whose it is.
public enum FolderRoles {
    /// A problem when `path` (a folder or file some command is about to write) is the specs folder
    /// `specsDirectory` or inside it, or writes into a folder holding a `pagewright.json` (another
    /// project's specs folder). `what` names the written thing: `the output folder`.
    public static func refuseInsideSpecs(_ path: String, specsDirectory: String?, what: String) -> OutputError.Problem? {
        let resolvedPath = resolved(path)
        if let specsDirectory, isInside(resolvedPath, resolved(specsDirectory)) {
            let place = resolvedPath == resolved(specsDirectory) ? "is the specs folder" : "is inside the specs folder"
            return .init(path: path, reason: "\(what) \(place) \(specsDirectory); Pagewright writes no Swift among the specs: choose a place outside it")
        }
        // The folder written in: the path itself when it is a folder, else the one it goes into.
        let folder = FileSystem.targetKind(atPath: resolvedPath) == .directory ? resolvedPath : (resolvedPath as NSString).deletingLastPathComponent
        let settings = OutputPlan.displayPath(folder, "pagewright.json")
        guard FileSystem.kind(atPath: settings) != .missing else { return nil }
        return .init(path: path, reason: "\(what) is in a specs folder (\(folder) holds pagewright.json); Pagewright writes no Swift among the specs: choose a place outside it")
    }

    /// A problem when `folder` (where `command` is about to write specs) holds files
    /// `pagewright generate` wrote: it is an output folder, and specs need a folder of their own.
    public static func refuseOutputFolderAsSpecs(_ folder: String, command: String) -> OutputError.Problem? {
        guard FileSystem.targetKind(atPath: folder) == .directory,
              let names = try? FileSystem.names(inDirectory: folder).valid else { return nil }
        for name in names.sorted() {
            guard let kind = Ownership.Kind(fileName: name), !name.hasPrefix(".") else { continue }
            let path = OutputPlan.displayPath(folder, name)
            guard case .regular = FileSystem.kind(atPath: path), let head = try? FileSystem.read(path, limit: Ownership.headerReadLimit),
                  let writer = Ownership.writer(ofBytes: head, kind: kind) else { continue }
            return .init(path: folder, reason: "this folder holds \(name), which belongs to \(writer.described); '\(command)' writes specs only into a folder of their own: choose another folder")
        }
        return nil
    }

    /// `path` made absolute, `.` and `..` removed, and links resolved as far as the path exists.
    static func resolved(_ path: String) -> String {
        let absolute = FileSystem.absoluteLexical(path)
        var existing = absolute
        var rest: [String] = []
        while FileSystem.kind(atPath: existing) == .missing {
            let parent = (existing as NSString).deletingLastPathComponent
            if parent == existing || parent.isEmpty { break }
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = parent
        }
        let base = FileSystem.realPath(existing) ?? existing
        return rest.reduce(base) { OutputPlan.displayPath($0, $1) }
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
