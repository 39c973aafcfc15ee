import Foundation

/// Finds every `*.json` file under a specs folder, recursively, in a stable order.
///
/// - Hidden files and folders (names starting with `.`) are skipped.
/// - Symbolic links are followed, but each real folder is listed once and each real file read
///   once, whatever number of links lead to it: a link cycle ends, and a DAG of links (each level
///   linking twice to the next) costs its size, not two to the power of its depth. A link to a
///   folder holding the specs folder (`..`, `/`) is an error: it would read everything around it.
/// - A special file (FIFO, device, socket) named `*.json` is refused without being opened (a FIFO
///   would block the run forever); other special files are ignored, never opened.
/// - A dangling link, a file or folder that cannot be read, or a name that is not UTF-8 is an
///   error naming its path. Every such problem is reported, not just the first.
public enum SpecDirectory {
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public struct Problem: Sendable, Equatable {
            public var path: String
            public var reason: String
        }

        public var problems: [Problem]
        public var path: String { problems[0].path }
        public var reason: String { problems[0].reason }

        init(path: String, reason: String) { problems = [Problem(path: path, reason: reason)] }
        init(problems: [Problem]) { self.problems = problems }

        public var description: String { problems.map { VisibleText.escaped("\($0.path): error: \($0.reason)") }.joined(separator: "\n") }
    }

    public static func read(_ directory: String) throws(ReadError) -> [SpecFile] {
        let display = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        switch FileSystem.targetKind(atPath: directory) {
        case .directory:
            break
        case .missing:
            if FileSystem.kind(atPath: directory) == .symbolicLink {
                throw ReadError(path: display, reason: "this is a symbolic link to something that does not exist; expected a folder of JSON spec files")
            }
            throw ReadError(path: display, reason: "no such folder")
        case .regular:
            throw ReadError(path: display, reason: "expected a folder of JSON spec files, found a file")
        case let other:
            throw ReadError(path: display, reason: "expected a folder of JSON spec files, found \(other.description)")
        }
        var walker = Walker(display: display, root: directory)
        walker.walk(directory, relative: "")
        // The folders are listed first, then the files read on every core: at 1,000 screens
        // reading was a tenth of the run on one core. What each file gave, a file or a problem,
        // keeps its place in the walk's order.
        let walked = walker
        let found = walked.found.concurrentMap { item -> Found in
            guard case .file(let path, let relative, let size) = item else { return item }
            return walked.read(path, relative: relative, size: size)
        }
        var files: [SpecFile] = []
        var problems: [ReadError.Problem] = []
        for item in found {
            switch item {
            case .read(let file): files.append(file)
            case .problem(let problem): problems.append(problem)
            case .file: preconditionFailure("every file was read above")
            }
        }
        guard problems.isEmpty else { throw ReadError(problems: problems) }
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    /// What the walk found, in its order: a file still to read, a file read, or a problem.
    private enum Found: Sendable {
        case file(path: String, relative: String, size: Int)
        case read(SpecFile)
        case problem(ReadError.Problem)
    }

    private struct Walker {
        let display: String
        let rootReal: String?
        var found: [Found] = []
        var visitedFolders: Set<FileIdentity> = []
        var readFiles: Set<FileIdentity> = []

        init(display: String, root: String) {
            self.display = display
            rootReal = FileSystem.realPath(root)
        }

        private func shown(_ relative: String) -> String { relative.isEmpty ? display : "\(display)/\(relative)" }

        private mutating func problem(_ relative: String, _ reason: String) {
            found.append(.problem(ReadError.Problem(path: shown(relative), reason: reason)))
        }

        mutating func walk(_ path: String, relative: String) {
            guard let identity = FileSystem.identity(atPath: path), visitedFolders.insert(identity).inserted else { return }
            let names: (valid: [String], invalid: [String])
            do {
                names = try FileSystem.names(inDirectory: path)
            } catch {
                problem(relative, "cannot list the folder: \(error.message)")
                return
            }
            for name in names.invalid.sorted() where !name.hasPrefix(".") {
                problem(relative.isEmpty ? name : "\(relative)/\(name)", "the name is not valid UTF-8; rename it")
            }
            let visible = names.valid.sorted().filter { !$0.hasPrefix(".") }
            // One `lstat` of each gives the kind and, for anything but a link, the identity.
            let statuses: [(kind: FileSystem.Kind, identity: FileIdentity)?]
            do {
                statuses = try FileSystem.linkStatuses(of: visible, inDirectory: path)
            } catch {
                problem(relative, "cannot list the folder: \(error.message)")
                return
            }
            for (name, status) in zip(visible, statuses) {
                let child = path.hasSuffix("/") ? path + name : path + "/" + name
                let childRelative = relative.isEmpty ? name : "\(relative)/\(name)"
                guard let status else {
                    problem(childRelative, "the file disappeared while the folder was read")
                    continue
                }
                var kind = status.kind
                var identity: FileIdentity? = status.identity
                if kind == .symbolicLink {
                    identity = FileSystem.identity(atPath: child)
                    kind = FileSystem.targetKind(atPath: child)
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: child)) ?? "?"
                    if kind == .missing {
                        problem(childRelative, "this is a symbolic link to '\(target)', which does not exist; fix or remove the link")
                        continue
                    }
                    // A link up to a folder holding the specs folder would read it again and
                    // everything around it (a link to `/`: the whole disk).
                    if kind == .directory, let real = FileSystem.realPath(child), let rootReal,
                       real == "/" || rootReal.hasPrefix(real + "/") {
                        problem(childRelative, "this is a symbolic link to '\(target)', a folder that holds the specs folder; Pagewright does not read it: link to a folder of specs instead")
                        continue
                    }
                }
                let isJSON = name.hasSuffix(".json")
                switch kind {
                case .directory:
                    if relative.isEmpty && name == SpecFile.settingsFileName {
                        problem(childRelative, "this is a folder; the settings file must be a file")
                    } else {
                        walk(child, relative: childRelative)
                    }
                case .regular(let size) where isJSON:
                    guard let identity, readFiles.insert(identity).inserted else { continue }
                    found.append(.file(path: child, relative: childRelative, size: size))
                case .missing:
                    problem(childRelative, "the file disappeared while the folder was read")
                case let special where special.isSpecial && isJSON:
                    problem(childRelative, "this is \(special.description), not a spec file; Pagewright reads only regular files (it was not opened)")
                default:
                    continue  // not a spec: never opened
                }
            }
        }

        /// Only reads: the walk's state is not changed, so files can be read on several cores.
        func read(_ path: String, relative: String, size: Int) -> Found {
            // A file too large to be a spec is not read: the loader reports its size.
            guard size <= SpecLoader.maximumFileSize else {
                return .read(SpecFile(relativePath: relative, displayPath: shown(relative), bytes: [], size: size))
            }
            do {
                let bytes = try FileSystem.read(path, limit: SpecLoader.maximumFileSize + 1, followLinks: true)
                return .read(SpecFile(relativePath: relative, displayPath: shown(relative), bytes: bytes, size: max(size, bytes.count)))
            } catch {
                let reason = "cannot read the file: \(error.errorNumber == EINVAL ? "it is not a regular file" : error.message)"
                return .problem(ReadError.Problem(path: shown(relative), reason: reason))
            }
        }
    }
}
