import Foundation

extension FileSystem {
    /// The file's own type and identity from one `lstat` (a link is reported as a link, with the
    /// link's own identity), or nil when nothing is there: listing a folder asks both of every
    /// entry, and each question was a system call of its own.
    static func linkStatus(atPath path: String) -> (kind: Kind, identity: FileIdentity)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return status(of: info)
    }

    /// `linkStatus` of each of `names` in the folder at `path`, asked relative to the open folder
    /// (`fstatat`), so the kernel looks up one name, not every folder on the way again: a specs
    /// folder of a thousand files is listed on one core before anything else can start. Nil for
    /// a name that is gone.
    static func linkStatuses(of names: [String], inDirectory path: String) throws(Failure) -> [(kind: Kind, identity: FileIdentity)?] {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw Failure(errorNumber: errno) }
        defer { close(folder) }
        return names.map { name in
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            return status(of: info)
        }
    }

    private static func status(of info: stat) -> (kind: Kind, identity: FileIdentity) {
        (kind(of: info), FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}
