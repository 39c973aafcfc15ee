import Foundation

/// The checks an output folder and the paths inside it pass before anything is written.
enum OutputTarget {
    /// The folder named by `--output`: not empty, not the root of the file system, and a folder
    /// (or a link to one) when it exists.
    static func checkFolder(_ path: String) throws(OutputError) {
        guard !path.isEmpty else {
            throw OutputError(path: "", reason: "the output folder path is empty; name the folder the generated files go into")
        }
        let lexical = FileSystem.absoluteLexical(path)
        if lexical == "/" || FileSystem.realPath(path) == "/" {
            throw OutputError(path: path, reason: "this is the root of the file system; name a folder of its own for the generated files")
        }
        switch FileSystem.kind(atPath: path) {
        case .missing, .directory:
            return
        case .symbolicLink:
            switch FileSystem.targetKind(atPath: path) {
            case .directory: return
            case .missing: throw OutputError(path: path, reason: "this is a symbolic link to something that does not exist; name a folder for the generated files")
            case let other: throw OutputError(path: path, reason: "this is a symbolic link to \(other.description), not to a folder; name a folder for the generated files")
            }
        case let other:
            throw OutputError(path: path, reason: "this is \(other.description), not a folder; name a folder for the generated files")
        }
    }

    /// The folder itself, or its nearest existing ancestor (where the file system's limits apply).
    static func nearestExisting(_ path: String) -> String {
        var current = path
        while FileSystem.targetKind(atPath: current) != .directory {
            let parent = FileSystem.parent(of: current)
            if parent.isEmpty { return "." }
            if parent == current { return current }
            current = parent
        }
        return current
    }

    /// Each name must fit the file system's limit; the whole path the system's.
    static func checkNames(_ components: [String], full: String, nameLimit: Int) -> OutputError.Problem? {
        if let long = components.first(where: { $0.utf8.count > nameLimit }) {
            return .init(path: full, reason: "the file name '\(long)' is \(long.utf8.count) bytes long; this file system allows at most \(nameLimit): shorten the name of the spec it is generated from")
        }
        if full.utf8.count >= Int(PATH_MAX) {
            return .init(path: full, reason: "the path is \(full.utf8.count) bytes long; this system allows paths shorter than \(PATH_MAX): choose a shorter output folder")
        }
        return nil
    }

    static func permissions(of path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
    }

    /// The folders whose files may be Pagewright's: the output folder itself, the folder of each
    /// file this run produces, and the folders of every style. Never deeper, so another output
    /// folder nested inside this one is never mistaken for stale files of this one.
    static func foldersToScan(_ files: [GeneratedFile]) -> [String] {
        var folders: Set<String> = ["", PlainNames.folder, ScreenplayNames.folder]
        for file in files { folders.insert(FileSystem.parent(of: file.path)) }
        return folders.sorted()
    }

    struct Scan {
        /// Regular files holding exactly Pagewright's header (relative paths, sorted).
        var owned: [String] = []
        /// Temporary files of killed runs (relative paths, sorted).
        var leftovers: [String] = []
    }

    /// Finds Pagewright's files in `folders` (relative to `directory`) without following links
    /// and without opening anything that is not a regular file.
    static func scan(_ directory: String, folders: [String]) -> Scan {
        var scan = Scan()
        for folder in folders {
            let full = folder.isEmpty ? directory : OutputPlan.displayPath(directory, folder)
            guard FileSystem.kind(atPath: full) == .directory || (folder.isEmpty && FileSystem.targetKind(atPath: full) == .directory),
                  let names = try? FileSystem.names(inDirectory: full).valid else { continue }
            for name in names.sorted() {
                let relative = folder.isEmpty ? name : folder + "/" + name
                let path = OutputPlan.displayPath(directory, relative)
                guard case .regular = FileSystem.kind(atPath: path) else { continue }
                if Ownership.temporaryKind(ofName: name) != nil {
                    if let bytes = try? FileSystem.read(path, limit: Ownership.headerReadLimit),
                       Ownership.isOwnedTemporary(name: name, bytes: bytes) {
                        scan.leftovers.append(relative)
                    }
                    continue
                }
                guard !name.hasPrefix("."), let kind = Ownership.Kind(fileName: name),
                      let bytes = try? FileSystem.read(path, limit: Ownership.headerReadLimit),
                      Ownership.isOwned(bytes: bytes, kind: kind) else { continue }
                scan.owned.append(relative)
            }
        }
        scan.owned.sort()
        scan.leftovers.sort()
        return scan
    }

    /// Folders that will be written in must be writable (or, when missing, creatable).
    static func checkWritable(_ folders: Set<String>) -> [OutputError.Problem] {
        var problems: [OutputError.Problem] = []
        for folder in folders.sorted() {
            let existing = nearestExisting(folder)
            if access(existing, W_OK | X_OK) != 0 {
                problems.append(.init(path: existing, reason: "cannot write in this folder: \(String(cString: strerror(errno)))"))
            }
        }
        return problems
    }

    /// The same problem reported once, in path order.
    static func unique(_ problems: [OutputError.Problem]) -> [OutputError.Problem] {
        var seen: Set<String> = []
        return problems.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }.filter { seen.insert($0.path + "\u{0}" + $0.reason).inserted }
    }
}
