import Foundation

/// Standard output and error, written with write(2) so that a closed, full or broken stream is
/// a failure the exit status reports, never a crash (`FileHandle.write` traps on any error, and
/// SIGPIPE would kill the process).
///
/// What a lost write means: the commands whose product is standard output (`graph`, `coverage`,
/// help) did not deliver it, so a run that would have succeeded exits 1, saying why on standard
/// error if it can. Standard error carries diagnostics and summaries; losing it does not change
/// the status, which already tells whether the specs had errors or the files were written.
enum StandardStreams {
    private final class State: @unchecked Sendable {
        // Guarded by `lock`; the tool is single-threaded, the lock keeps it honest.
        private let lock = NSLock()
        private var failures: [Int32: Int32] = [:]  // descriptor → errno of its first failed write
        private var closed: Set<Int32> = []  // closed when the tool started

        func markClosed(_ descriptor: Int32) { lock.withLock { _ = closed.insert(descriptor) } }
        func wasClosed(_ descriptor: Int32) -> Bool { lock.withLock { closed.contains(descriptor) } }

        func failure(of descriptor: Int32) -> Int32? { lock.withLock { failures[descriptor] } }
        func record(_ error: Int32, for descriptor: Int32) { lock.withLock { if failures[descriptor] == nil { failures[descriptor] = error } } }
    }

    private static let state = State()

    /// Call first. Ignores SIGPIPE, and puts `/dev/null` on any of descriptors 0, 1, 2 that is
    /// closed, so that no file the tool opens later takes that number and receives its output.
    /// Writing to a stream that was closed then counts as a failed write.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            state.markClosed(descriptor)
        }
    }

    static func writeOutput(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }

    private static func write(_ text: String, to descriptor: Int32) {
        guard state.failure(of: descriptor) == nil else { return }
        guard !state.wasClosed(descriptor) else { return state.record(EBADF, for: descriptor) }
        var bytes = Array(text.utf8)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if result < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                state.record(errno, for: descriptor)
                return
            }
            written += result
        }
    }

    /// The exit status to use: `status`, or 1 when standard output lost a write and the run
    /// would otherwise have reported success.
    static func finish(_ status: Int32) -> Int32 {
        guard let error = state.failure(of: STDOUT_FILENO) else { return status }
        if status == 0 {
            writeError("error: cannot write to standard output: \(String(cString: strerror(error)))")
            return 1
        }
        return status
    }
}
