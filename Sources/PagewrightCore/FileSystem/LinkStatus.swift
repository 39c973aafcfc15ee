import Foundation

extension FileSystem {
    /// The file's own type and identity from one `lstat` (a link is reported as a link, with the
    /// link's own identity), or nil when nothing is there: listing a folder asks both of every
    /// entry, and each question was a system call of its own.
    static func linkStatus(atPath path: String) -> (kind: Kind, identity: FileIdentity)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (kind(of: info), FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}
