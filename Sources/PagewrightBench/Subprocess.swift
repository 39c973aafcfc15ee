import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one child process cost: wall time, and from `wait4`'s resource usage its peak resident
/// memory and CPU time.
struct Measured {
    var status: Int32
    var seconds: Double
    /// Peak resident set size of the child, in bytes.
    var peakMemory: Int
    var userSeconds: Double
    var systemSeconds: Double
    /// Everything the child wrote to stdout and stderr.
    var output: String
}

enum Subprocess {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments`, its stdout and stderr captured in a file, and waits for
    /// it with `wait4` so that its own peak memory can be read (Foundation's `Process` does not
    /// expose it). The environment is inherited, with `environment` laid over it.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Measured {
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent("pagewright-bench-\(getpid())-\(UUID().uuidString).log").path
        defer { unlink(log) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        let start = monotonicSeconds()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw Failed(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failed(description: "wait4 failed for \(executable): \(String(cString: strerror(errno)))") }
        }
        let seconds = monotonicSeconds() - start
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
        return Measured(status: exitStatus(status), seconds: seconds, peakMemory: peak,
                        userSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
                        systemSeconds: Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
                        output: output)
    }

    /// Like `run`, but throws when the child fails, quoting the end of its output.
    @discardableResult
    static func check(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Measured {
        let result = try run(executable, arguments, environment: environment)
        guard result.status == 0 else {
            let tail = result.output.split(separator: "\n", omittingEmptySubsequences: false).suffix(25).joined(separator: "\n")
            throw Failed(description: "\(([executable] + arguments).joined(separator: " ")) exited with status \(result.status):\n\(tail)")
        }
        return result
    }

    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Finds `name` on PATH.
    static func which(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs `body` and returns its result and how long it took.
func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = monotonicSeconds()
    let value = try body()
    return (value, monotonicSeconds() - start)
}
