import Foundation
import Testing
@testable import PagewrightCore

/// Coverage logs as they arrive from CI machines: Windows line ends, byte order marks, binary
/// junk, enormous files. Each is counted or reported, never a crash and never a silent zero.
@Suite("Coverage logs")
struct CoverageLogTests {
    private let folder = Scratch.folder("coverage")
    private let records = "screen\tMain\naction\tMain\topenProfileTab\nscreen\tProfile\n"

    private func graph() throws -> NavigationGraph {
        try #require(Pipeline.validate(files: try SpecDirectory.read(RepositoryPaths.specs)).graph)
    }

    @Test func windowsLineEndsCountLikeUnixOnes() throws {
        let unix = CoverageReport(graph: try graph(), logs: [records])
        let windows = CoverageReport(graph: try graph(), logs: [records.replacingOccurrences(of: "\n", with: "\r\n")])
        #expect(unix.reachedScreens == ["Main", "Profile"])
        #expect(windows.reachedScreens == unix.reachedScreens && windows.takenActions == unix.takenActions)
        #expect(CoverageLog.parse(records.replacingOccurrences(of: "\n", with: "\r\n")).unrecognisedLineCount == 0)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let log = CoverageLog.parse("\u{FEFF}" + records)
        #expect(log.screens == ["Main", "Profile"] && log.unrecognisedLineCount == 0)
    }

    @Test func junkLinesAreCountedAndReportedNotDropped() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var bytes = Array("screen\tMain\n".utf8)
        bytes += [0x00, 0xFF, 0xFE, 0x0A]                                // binary
        bytes += Array("screen\tPro".utf8) + [0xC3, 0x28] + [0x0A]       // invalid UTF-8
        bytes += Array("2024-01-01 INFO test started\n".utf8)            // another tool's line
        bytes += Array("action\tMain\topenProfileTab".utf8)              // the last line has no newline
        _ = FileManager.default.createFile(atPath: folder + "/log", contents: Data(bytes))
        let log = try CoverageLog.read(folder + "/log")
        #expect(log.screens == ["Main"])
        #expect(log.actions == [CoverageReport.Action(screen: "Main", name: "openProfileTab")])
        #expect(log.lineCount == 5 && log.unrecognisedLineCount == 3 && log.firstUnrecognisedLine == 2)
        #expect(log.warnings == [#"\#(folder)/log:2: warning: 3 of 5 lines are not coverage records ("screen\t<Screen>" or "action\t<Screen>\t<action>", each perhaps followed by "\t<origin>"), the first is line 2; they were skipped"#])
    }

    @Test func aLogWithoutRecordsIsNeverASilentZero() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/empty.log", contents: Data())
        let run = try ToolRun.run(["coverage", "specs", folder + "/empty.log"])
        #expect(run.status == 1)
        #expect(run.standardError.hasSuffix("""
            \(folder)/empty.log: warning: the log holds no coverage records; was PAGEWRIGHT_COVERAGE set to this file when the UI tests ran?
            error: no coverage records in the log; nothing to report

            """))
        #expect(run.standardOutput.isEmpty)
    }

    /// 4 MB of records read in 1 MiB chunks, and a single 12 MB line (longer than any record).
    @Test func largeLogsAndEndlessLinesAreReadInChunks() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let line = Array("action\tMain\topenProfileTab\r\n".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4_000_000)
        while bytes.count < 4_000_000 { bytes += line }
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 12_000_000) + [0x0A] + Array("screen\tMain\n".utf8)
        _ = FileManager.default.createFile(atPath: folder + "/big.log", contents: Data(bytes))
        let filter = CoverageReport.filter(for: try graph())
        let log = try CoverageLog.read(folder + "/big.log", filter: filter)
        #expect(log.recordCount == 4_000_000 / line.count + (4_000_000 % line.count == 0 ? 0 : 1) + 1)
        #expect(log.screens == ["Main"] && log.actions.count == 1)
        #expect(log.unrecognisedLineCount == 1)
    }

    @Test func aUTF16LogAFolderAndADeviceAreErrorsNamingThePath() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/utf16.log", contents: records.data(using: .utf16LittleEndian).map { Data([0xFF, 0xFE]) + $0 })
        #expect(throws: CoverageLog.ReadError.self) { try CoverageLog.read(folder + "/utf16.log") }
        for path in [folder, "/dev/zero", folder + "/missing.log"] {
            #expect(throws: CoverageLog.ReadError.self, "\(path)") { try CoverageLog.read(path) }
        }
        let run = try ToolRun.run(["coverage", "specs", "/dev/zero"])
        #expect(run.status == 1)
        #expect(run.standardError.hasSuffix("/dev/zero: error: cannot read the coverage log: this is a character device, not a file\n"))
    }

    /// `pagewright coverage specs <(cat log)`: the log arrives through a pipe.
    @Test func aLogFromAPipeIsRead() throws {
        let run = try ToolRun.run([], prefix: ["/bin/bash", "-c", "\"$0\" coverage specs <(printf 'screen\\tMain\\r\\n')"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("| Main | yes |"))
    }

    /// The generated tour marks its records (`\ttour`); they count apart from the team's tests, in
    /// columns and a total of their own, and not toward the percentages `--min` reads.
    @Test func theToursRecordsCountApartFromTheTeamsTests() throws {
        let log = CoverageLog.parse("screen\tMain\nscreen\tMain\ttour\naction\tMain\topenProfileTab\ttour\nscreen\tProfile\ttour\naction\tMain\topenSearchTab\tnightly\n")
        #expect(log.unrecognisedLineCount == 0 && log.recordCount == 5)
        #expect(log.screens == ["Main"] && log.tourScreens == ["Main", "Profile"])
        #expect(log.actions == [CoverageReport.Action(screen: "Main", name: "openSearchTab")])
        #expect(log.tourActions == [CoverageReport.Action(screen: "Main", name: "openProfileTab")])
        let report = CoverageReport(graph: try graph(), logs: [log])
        #expect(report.reachedScreens == ["Main"] && report.hasTour)
        #expect(report.text.hasPrefix("| screen | verified | actions taken | actions not taken | tour: verified | tour: actions taken |\n"))
        #expect(report.text.contains("| Profile | no | 0 of 5 | goToAuthorization, logOutIfLoggedIn, openProfileTab, openSearchTab, waitView | yes | 0 of 5 |"))
        #expect(report.text.contains("Screens verified: 1 of 16 (6.3%)"))
        #expect(report.text.contains("The generated tour (not counted above): screens verified 2 of 16 (12.5%), actions taken 1 of 58 (1.7%)"))
        // Without the tour's records the report is as it always was.
        #expect(!CoverageReport(graph: try graph(), logs: [records]).text.contains("tour"))
        #expect(CoverageLog.parse("screen\tMain\ttour\textra\naction\tMain\n").unrecognisedLineCount == 2)
    }
}
