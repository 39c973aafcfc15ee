import Foundation

/// An advisory lock (`flock`) on an output folder, so two runs writing one folder never interleave.
///
/// The lock is taken on the folder itself (an open descriptor of the directory), not on a file:
/// nothing is created for it, so a run killed while holding it leaves nothing behind (the kernel
/// drops the lock with the process), not even in a folder people commit. Earlier versions kept a
/// `.pagewright.lock` file inside the folder; one a killed run of theirs left (holding exactly
/// their fixed line, or nothing) is removed under the lock.
struct OutputLock {
    /// The file earlier versions locked, and the one line they wrote into it.
    static let legacyFileName = ".pagewright.lock"
    static let legacyContents = Array("Pagewright holds this lock while it writes this folder and removes it when done.\n".utf8)

    private let descriptor: Int32
    let path: String

    /// Waits up to `timeout` seconds for a run already writing the folder to finish.
    static func acquire(in directory: String, timeout: Double) throws(OutputError) -> OutputLock {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            // The folder named by `--output` may be a link to a folder (`OutputTarget.checkFolder`).
            let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw OutputError(path: directory, reason: "cannot open the output folder to lock it: \(String(cString: strerror(errno)))")
            }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let error = errno
                guard error == EWOULDBLOCK || error == EINTR else {
                    close(descriptor)
                    throw OutputError(path: directory, reason: "cannot lock the output folder: \(String(cString: strerror(error)))")
                }
                guard Date() < deadline else {
                    close(descriptor)
                    throw OutputError(path: directory, reason: "another Pagewright run is writing this folder and did not finish within \(formatted(timeout)) s; run again when it has finished")
                }
                usleep(20_000)
            }
            // A folder replaced at the path while this run waited is not the one locked: lock again.
            var held = stat(), current = stat()
            guard fstat(descriptor, &held) == 0, stat(directory, &current) == 0,
                  held.st_dev == current.st_dev, held.st_ino == current.st_ino else {
                close(descriptor)
                continue
            }
            return OutputLock(descriptor: descriptor, path: directory)
        }
    }

    /// Unlocks: a waiting run then takes the lock.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Removes a lock file an earlier version's killed run left in `directory`: a regular file
    /// (not a link) holding exactly that version's line, or nothing. Anything else of that name is
    /// someone's own file and stays.
    static func removeLegacyFile(in directory: String) {
        let path = OutputPlan.displayPath(directory, legacyFileName)
        guard case .regular = FileSystem.kind(atPath: path), isLegacy(try? FileSystem.read(path, limit: legacyContents.count + 1)) else { return }
        unlink(path)
    }

    static func isLegacy(_ bytes: [UInt8]?) -> Bool {
        guard let bytes else { return false }
        return bytes.isEmpty || bytes == legacyContents
    }

    private static func formatted(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
