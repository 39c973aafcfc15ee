import Foundation

/// One coverage log, read line by line in fixed-size chunks, so its size costs time, never memory.
///
/// A record is `screen\t<Screen>` or `action\t<Screen>\t<action>` (what generated page objects
/// append), followed by `\t<origin>` while `PAGEWRIGHT_COVERAGE_ORIGIN` was set: `tour` for the
/// generated tour, whose records are kept apart. Lines may end in LF or CRLF; a UTF-8 byte order mark is skipped; a blank line is
/// nothing. Every other line (binary junk, invalid UTF-8, a line longer than any record, text
/// from another tool) is counted as unrecognised and reported, never silently dropped.
public struct CoverageLog: Sendable {
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { VisibleText.escaped("\(path): error: \(reason)") }
    }

    public var path: String
    /// Screens and actions the team's tests recorded (only those `relevant` admitted, when it was given).
    public var screens: Set<String> = []
    public var actions: Set<CoverageReport.Action> = []
    /// Those the generated tour recorded (origin `tour`).
    public var tourScreens: Set<String> = []
    public var tourActions: Set<CoverageReport.Action> = []

    /// The origin of the generated tour's records.
    public static let tourOrigin = "tour"
    public var recordCount = 0
    /// Records of screens or actions the specs do not declare (an older log, or other specs).
    public var foreignRecordCount = 0
    public var unrecognisedLineCount = 0
    public var firstUnrecognisedLine: Int?
    public var lineCount = 0

    /// No record is longer than this: screen and action names are identifiers.
    static let maximumLineLength = 64 * 1024

    /// Keeps only screens and actions for which `relevant` says yes, so a log of any size holds
    /// at most what the specs declare in memory.
    public struct Filter: Sendable {
        var screens: Set<String>
        var actions: Set<CoverageReport.Action>

        public init(screens: Set<String>, actions: Set<CoverageReport.Action>) {
            self.screens = screens
            self.actions = actions
        }
    }

    public init(path: String) { self.path = path }

    /// Reads the log at `path`: a regular file or a pipe (`<(…)`), not a folder or a device.
    public static func read(_ path: String, filter: Filter? = nil) throws(ReadError) -> CoverageLog {
        switch FileSystem.targetKind(atPath: path) {
        case .regular, .fifo, .socket: break
        case .missing: throw ReadError(path: path, reason: "cannot read the coverage log: no such file")
        case let other: throw ReadError(path: path, reason: "cannot read the coverage log: this is \(other.description), not a file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ReadError(path: path, reason: "cannot read the coverage log: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var parser = Parser(log: CoverageLog(path: path), filter: filter)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = Foundation.read(descriptor, chunk.baseAddress, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: "cannot read the coverage log: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            if parser.log.lineCount == 0 && parser.pending.isEmpty && parser.isAtStart, let problem = encodingProblem(UnsafeRawBufferPointer(rebasing: chunk[..<count])) {
                throw ReadError(path: path, reason: problem)
            }
            parser.feed(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        }
        parser.finish()
        return parser.log
    }

    /// Parses a whole log held in memory.
    public static func parse(_ text: String, path: String = "log", filter: Filter? = nil) -> CoverageLog {
        var parser = Parser(log: CoverageLog(path: path), filter: filter)
        Array(text.utf8).withUnsafeBytes { parser.feed($0) }
        parser.finish()
        return parser.log
    }

    /// Logs are UTF-8; a UTF-16 or UTF-32 byte order mark says the file was converted by some tool.
    private static func encodingProblem(_ bytes: UnsafeRawBufferPointer) -> String? {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0, 0, 0xFE, 0xFF]) {
            return "the coverage log is UTF-16 or UTF-32 (it starts with such a byte order mark); coverage logs are UTF-8: convert it (iconv -t UTF-8) or use the file the tests wrote"
        }
        return nil
    }

    private struct Parser {
        var log: CoverageLog
        let filter: Filter?
        var pending: [UInt8] = []
        var overlong = false
        var isAtStart = true

        init(log: CoverageLog, filter: Filter?) {
            self.log = log
            self.filter = filter
        }

        mutating func feed(_ bytes: UnsafeRawBufferPointer) {
            var start = bytes.startIndex
            if isAtStart {
                isAtStart = false
                if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start += 3 }
            }
            // memchr: a log may be gigabytes, and this loop is the whole cost of reading it.
            while start < bytes.endIndex, let found = memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), bytes.endIndex - start) {
                let newline = bytes.baseAddress!.distance(to: UnsafeRawPointer(found))
                append(bytes[start..<newline])
                endLine()
                start = newline + 1
            }
            append(bytes[start...])
        }

        private mutating func append(_ bytes: Slice<UnsafeRawBufferPointer>) {
            guard !overlong else { return }
            if pending.count + bytes.count > CoverageLog.maximumLineLength {
                overlong = true
                pending.removeAll()
            } else {
                pending.append(contentsOf: bytes)
            }
        }

        mutating func finish() {
            if !pending.isEmpty || overlong { endLine() }
        }

        private mutating func endLine() {
            log.lineCount += 1
            defer {
                pending.removeAll(keepingCapacity: true)
                overlong = false
            }
            if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
            guard !overlong else { return unrecognised() }
            if pending.isEmpty { return }
            guard let line = String(validating: pending, as: UTF8.self) else { return unrecognised() }
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            // An origin follows the record's own fields; only the tour's is told apart.
            let arity = fields.first == "screen" ? 2 : 3
            var byTour = false
            if fields.count == arity + 1, let origin = fields.last, !origin.isEmpty {
                byTour = origin == CoverageLog.tourOrigin
                fields.removeLast()
            }
            if fields.count == 2, fields[0] == "screen", !fields[1].isEmpty {
                log.recordCount += 1
                if filter.map({ $0.screens.contains(fields[1]) }) ?? true {
                    if byTour { log.tourScreens.insert(fields[1]) } else { log.screens.insert(fields[1]) }
                } else {
                    log.foreignRecordCount += 1
                }
            } else if fields.count == 3, fields[0] == "action", !fields[1].isEmpty, !fields[2].isEmpty {
                log.recordCount += 1
                let action = CoverageReport.Action(screen: fields[1], name: fields[2])
                if filter.map({ $0.actions.contains(action) }) ?? true {
                    if byTour { log.tourActions.insert(action) } else { log.actions.insert(action) }
                } else {
                    log.foreignRecordCount += 1
                }
            } else {
                unrecognised()
            }
        }

        private mutating func unrecognised() {
            log.unrecognisedLineCount += 1
            if log.firstUnrecognisedLine == nil { log.firstUnrecognisedLine = log.lineCount }
        }
    }

    /// Warnings for the user: lines that are not records, a log with no records at all.
    public var warnings: [String] {
        var warnings: [String] = []
        if let first = firstUnrecognisedLine {
            warnings.append("\(path):\(first): warning: \(unrecognisedLineCount) of \(lineCount) lines are not coverage records (\"screen\\t<Screen>\" or \"action\\t<Screen>\\t<action>\", each perhaps followed by \"\\t<origin>\"), the first is line \(first); they were skipped")
        }
        if recordCount == 0 {
            warnings.append("\(path): warning: the log holds no coverage records; was PAGEWRIGHT_COVERAGE set to this file when the UI tests ran?")
        } else if foreignRecordCount > 0 {
            warnings.append("\(path): warning: \(foreignRecordCount) of \(recordCount) records name screens or actions the specs do not declare (an older log?); they were not counted")
        }
        return warnings
    }
}
