import Foundation

/// The few POSIX calls the Output and Load stages need, with the file's type checked *before*
/// anything is opened: opening a FIFO for reading blocks forever, and a symbolic link inside the
/// output folder could lead anywhere.
enum FileSystem {
    enum Kind: Equatable, Sendable {
        case missing
        case regular(size: Int)
        case directory
        case symbolicLink
        case fifo, characterDevice, blockDevice, socket, other

        /// How an error names what was found instead of a file or folder.
        var description: String {
            switch self {
            case .missing: "nothing"
            case .regular: "a file"
            case .directory: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO (named pipe)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "a special file"
            }
        }

        var isSpecial: Bool {
            switch self {
            case .fifo, .characterDevice, .blockDevice, .socket, .other: true
            default: false
            }
        }
    }

    struct Failure: Error {
        var errorNumber: Int32
        var message: String { String(cString: strerror(errorNumber)) }
    }

    /// The file's own type (`lstat`: a link is reported as a link), or `.missing`.
    static func kind(atPath path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return kind(of: info)
    }

    /// The type of what the path leads to (`stat`: links followed); `.missing` for a dangling link.
    static func targetKind(atPath path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(of: info)
    }

    /// Device and inode of what the path leads to: one real file, however many links lead to it.
    static func identity(atPath path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    static func kind(of info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: .regular(size: Int(info.st_size))
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFSOCK: .socket
        default: .other
        }
    }

    /// Reads at most `limit` bytes of a regular file. Opened without following a final symbolic
    /// link (unless `followLinks`) and without blocking, then checked to be a regular file, so a
    /// file swapped for a FIFO or a link after it was looked at is refused, not waited on.
    static func read(_ path: String, limit: Int = .max, followLinks: Bool = false) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { throw Failure(errorNumber: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(errorNumber: errno) }
        guard case .regular(let size) = kind(of: info) else { throw Failure(errorNumber: EINVAL) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(limit, max(size, 0)))
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        // The size can change while reading; read until end of file or the limit.
        while bytes.count < limit {
            let result = Foundation.read(descriptor, chunk.baseAddress, min(chunk.count, limit - bytes.count))
            if result < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure(errorNumber: errno)
            }
            if result == 0 { break }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<result]))
        }
        return bytes
    }

    /// Creates `path` exclusively (never through a link, never over an existing file) and writes
    /// all of `bytes` to it.
    static func createExclusively(_ path: String, bytes: [UInt8], mode: mode_t = 0o666) throws(Failure) {
        if let failure = bytes.withUnsafeBytes({ createExclusively(path, buffer: $0, mode: mode) }) { throw failure }
    }

    /// `createExclusively(_:bytes:mode:)` of a string's UTF-8 bytes, written from the string's
    /// own storage: a generated file is not copied into an array first.
    static func createExclusively(_ path: String, text: String, mode: mode_t = 0o666) throws(Failure) {
        // The pointer is used only inside the closure, while `text` keeps its storage alive;
        // OutputTests and ConcurrentRunTests read every written file back.
        var text = text
        if let failure = text.withUTF8({ createExclusively(path, buffer: UnsafeRawBufferPointer($0), mode: mode) }) { throw failure }
    }

    private static func createExclusively(_ path: String, buffer: UnsafeRawBufferPointer, mode: mode_t) -> Failure? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return Failure(errorNumber: errno) }
        var written = 0
        while written < buffer.count {
            let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                let failure = Failure(errorNumber: errno)
                close(descriptor)
                unlink(path)
                return failure
            }
            written += result
        }
        // No fsync: the rename makes each file old or new against a killed process, which is the
        // promise; syncing thousands of files would make every run wait on the disk.
        if close(descriptor) != 0 && errno != EINTR {
            let failure = Failure(errorNumber: errno)
            unlink(path)
            return failure
        }
        return nil
    }

    /// Names in a folder (not `.` and `..`), unsorted; names that are not valid UTF-8 are
    /// returned apart (lossily decoded, for messages), as no path built from them would open.
    static func names(inDirectory path: String) throws(Failure) -> (valid: [String], invalid: [String]) {
        guard let directory = opendir(path) else { throw Failure(errorNumber: errno) }
        defer { closedir(directory) }
        var valid: [String] = [], invalid: [String] = []
        errno = 0
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { buffer in Array(buffer.prefix { $0 != 0 }) }
            if let name = String(validating: bytes, as: UTF8.self) {
                if name != "." && name != ".." { valid.append(name) }
            } else {
                invalid.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        if errno != 0 { throw Failure(errorNumber: errno) }
        return (valid, invalid)
    }

    /// The longest file name (in bytes) the file system holding `directory` accepts.
    static func maximumNameLength(in directory: String) -> Int {
        let value = pathconf(directory, Int32(_PC_NAME_MAX))
        return value > 0 ? value : 255
    }

    /// The path made absolute against the working directory, then `.` and `..` removed without
    /// reading the disk. (`URL.standardized` on a relative path drops a leading `..` instead:
    /// `../Generated` became `<cwd>/Generated`.)
    static func absoluteLexical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The path with `.`, `..` and every symbolic link resolved, when it exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// One real file or folder, however many paths lead to it.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}
