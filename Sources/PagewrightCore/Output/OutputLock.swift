import Foundation

/// An advisory lock (`flock`) on an output folder, so two runs writing one folder never interleave.
///
/// The lock file lives inside the output folder (`.pagewright.lock`): beside it would put a file
/// in a folder Pagewright was not asked to write. It holds one fixed line, so it is recognised as
/// Pagewright's like every other file it writes; a file of that name holding anything else is
/// refused. The holder removes it before unlocking; a run killed while holding it leaves it
/// behind unlocked (the kernel drops the lock with the process) and the next run reuses it.
struct OutputLock {
    static let fileName = ".pagewright.lock"
    static let contents = Array("Pagewright holds this lock while it writes this folder and removes it when done.\n".utf8)

    private let descriptor: Int32
    let path: String

    /// Waits up to `timeout` seconds for a run already writing the folder to finish.
    static func acquire(in directory: String, timeout: Double) throws(OutputError) -> OutputLock {
        let path = OutputPlan.displayPath(directory, fileName)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            switch FileSystem.kind(atPath: path) {
            case .missing, .regular: break
            case let other:
                throw OutputError(path: path, reason: "this is \(other.description); Pagewright keeps its lock file under this name: move it out of the output folder")
            }
            let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw OutputError(path: path, reason: "cannot open the lock file: \(String(cString: strerror(errno)))")
            }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let error = errno
                guard error == EWOULDBLOCK || error == EINTR else {
                    close(descriptor)
                    throw OutputError(path: path, reason: "cannot lock the output folder: \(String(cString: strerror(error)))")
                }
                guard Date() < deadline else {
                    close(descriptor)
                    throw OutputError(path: directory, reason: "another Pagewright run is writing this folder (it holds '\(fileName)') and did not finish within \(formatted(timeout)) s; run again when it has finished")
                }
                usleep(20_000)
            }
            // The holder removes the file before unlocking; a lock won on a file no longer at the
            // path protects nothing, so go round again and lock the file that is there now.
            var held = stat(), current = stat()
            guard fstat(descriptor, &held) == 0, lstat(path, &current) == 0,
                  held.st_dev == current.st_dev, held.st_ino == current.st_ino else {
                close(descriptor)
                continue
            }
            guard case .regular = FileSystem.kind(of: held) else {
                close(descriptor)
                throw OutputError(path: path, reason: "Pagewright keeps its lock file under this name, and this is not a regular file: move it out of the output folder")
            }
            var existing = [UInt8](repeating: 0, count: contents.count + 1)
            let count = existing.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
            guard count == 0 || (count == contents.count && Array(existing.prefix(count)) == contents) else {
                close(descriptor)
                throw OutputError(path: path, reason: "this file was not written by Pagewright, which keeps its lock file under this name; move it out of the output folder")
            }
            if count == 0 {
                _ = contents.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            }
            return OutputLock(descriptor: descriptor, path: path)
        }
    }

    /// Removes the lock file, then unlocks: a waiting run then finds the file gone and starts over.
    func release() {
        unlink(path)
        close(descriptor)
    }

    private static func formatted(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
