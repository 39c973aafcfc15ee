import Foundation

/// A plain-text table with right-aligned numbers, printed as Markdown so BENCHMARKS.md can take
/// it as is.
struct Table {
    var headers: [String]
    var rows: [[String]] = []

    init(_ headers: [String]) {
        self.headers = headers
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    var text: String {
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell -> String in
                let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return column == 0 ? cell + pad : pad + cell
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.enumerated().map { column, width in
            column == 0 ? " " + String(repeating: "-", count: width) + " " : " " + String(repeating: "-", count: width - 1) + ": "
        }.joined(separator: "|") + "|"
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }

    func print() { PagewrightBench.print(text) }
}

/// Printing goes straight to the file descriptor, unbuffered, so that progress on stderr and
/// figures on stdout interleave in order when both are piped to a file.
func print<S: StringProtocol>(_ text: S) {
    FileHandle.standardOutput.write(Data((String(text) + "\n").utf8))
}

func print() { print("") }

enum Format {
    static func seconds(_ value: Double) -> String {
        if value < 0.01 { return String(format: "%.4f", value) }
        if value < 10 { return String(format: "%.3f", value) }
        return String(format: "%.1f", value)
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }

    static func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

    static func fixed(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

    static func count(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out += "," }
            out.append(character)
        }
        return out
    }
}

/// The machine the figures were taken on.
enum Machine {
    static func describe(swift: String?) -> [String] {
        var lines: [String] = []
        lines.append("CPU: \(cpuModel() ?? "unknown") × \(ProcessInfo.processInfo.activeProcessorCount) (nproc)")
        lines.append("Memory: \(Format.count(Int(ProcessInfo.processInfo.physicalMemory / 1_048_576))) MB")
        lines.append("OS: \(osName())")
        if let load = loadAverage() { lines.append("Load average when the run started (1, 5, 15 min): \(load)") }
        if let swift, let version = try? Subprocess.run(swift, ["--version"]).output
            .split(separator: "\n").first(where: { $0.contains("Swift version") }) {
            lines.append("Toolchain: \(version.trimmingCharacters(in: .whitespaces))")
        }
        return lines
    }

    private static func cpuModel() -> String? {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    /// The machine may be shared: other builds on it slow wall times, not the counts.
    static func loadAverage() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").prefix(3).joined(separator: ", ")
    }

    private static func osName() -> String {
        if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) {
            for line in release.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
                return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return ProcessInfo.processInfo.operatingSystemVersionString
    }
}

/// One target of the issue, met or not, with the figure that decides it.
struct Verdict {
    var target: String
    var figure: String
    /// Nil when the figure was not measured in this run.
    var met: Bool?
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
