import Foundation
import PagewrightCore

struct CoverageCommand: Command {
    static let help = """
        Usage: pagewright coverage <specs-dir> <log>... [--min <percent>]

        Reads coverage logs written by generated page objects when the environment variable
        PAGEWRIGHT_COVERAGE names a file during a test run, and prints which screens were never
        verified and which actions were never taken, as a table and as percentages.

        --min <percent>   exit 1 when screens and actions together are covered less than this
        """

    var specsDirectory: String
    var logs: [String]
    var minimum: Double?

    init(parsing parser: inout ArgumentParser) throws {
        if let value = try parser.option("--min") {
            guard let number = Double(value), (0...100).contains(number) else {
                throw UsageError(message: "--min takes a percentage from 0 to 100, not '\(value)'")
            }
            minimum = number
        }
        specsDirectory = try parser.positional("a specs folder")
        logs = [try parser.positional("at least one coverage log")]
        while let another = try? parser.positional("") { logs.append(another) }
        try parser.finish(knownOptions: ["--min"])
    }

    func run() -> ExitStatus {
        guard let validated = Output.validate(specsDirectory) else { return .specErrors }
        guard let graph = validated.graph else { return .specErrors }
        var read: [CoverageLog] = []
        for log in logs {
            do {
                read.append(try CoverageLog.read(log, filter: CoverageReport.filter(for: graph)))
            } catch {
                Output.error(error.description)
                return .specErrors
            }
        }
        let warnings = read.flatMap(\.warnings)
        if !warnings.isEmpty { Output.error(warnings.joined(separator: "\n")) }
        guard read.contains(where: { $0.recordCount > 0 }) else {
            Output.error("error: no coverage records in \(logs.count == 1 ? "the log" : "any of the \(logs.count) logs"); nothing to report")
            return .specErrors
        }
        let report = CoverageReport(graph: graph, logs: read)
        Output.standard(report.text)
        if let minimum, report.totalPercent < minimum {
            Output.error("error: coverage \(report.totalPercent.rounded(toPlaces: 1))% is below the minimum of \(minimum)%")
            return .specErrors
        }
        return .success
    }
}

private extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
