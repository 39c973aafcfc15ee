import Foundation

extension FileSystem {
    /// Moves the file at `source` to `destination`, which must not exist: a file that appeared
    /// there since the plan was made is never replaced. Returns 0, or the error number (`EEXIST`
    /// when something is at `destination`; `source` is then left where it was).
    ///
    /// On Linux one `renameat2(RENAME_NOREPLACE)` does it, atomically. Where that call is missing
    /// (a kernel before 3.15, a file system that does not offer it, other systems) the move is a
    /// `link(2)` that fails on an existing name, then an `unlink(2)` of the source: twice the
    /// system calls, at the end of a run where only one core works.
    static func moveExclusively(_ source: String, to destination: String) -> Int32 {
        #if os(Linux)
        if let renameWithFlags = renameAt2 {
            if renameWithFlags(AT_FDCWD, source, AT_FDCWD, destination, renameNoReplace) == 0 { return 0 }
            let error = errno
            // EINVAL: the file system does not offer the flag; ENOSYS: the kernel lacks the call.
            guard error == EINVAL || error == ENOSYS || error == EOPNOTSUPP else { return error }
        }
        #endif
        return linkThenUnlink(source, to: destination)
    }

    /// The portable form of `moveExclusively`. File systems without hard links fall back to
    /// rename(2), which replaces: they have no way to refuse an existing name.
    static func linkThenUnlink(_ source: String, to destination: String) -> Int32 {
        if link(source, destination) == 0 {
            unlink(source)
            return 0
        }
        guard errno != EEXIST else { return EEXIST }
        return rename(source, destination) == 0 ? 0 : errno
    }

    #if os(Linux)
    /// `RENAME_NOREPLACE` from <linux/fs.h>: fail with EEXIST rather than replace.
    private static let renameNoReplace: UInt32 = 1

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc has exported `renameat2` since 2.28, but declares it only for `_GNU_SOURCE`, which the
    /// Swift overlay does not set: the function is looked up by name once, and is nil on a C
    /// library without it.
    private static let renameAt2: RenameAt2? = {
        guard let handle = dlopen(nil, RTLD_LAZY), let symbol = dlsym(handle, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    #endif
}
