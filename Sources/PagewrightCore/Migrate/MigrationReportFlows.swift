extension MigrationReport {
    /// The flows written, as a table after the page objects' (none: the report is as before).
    static func addingFlows(_ flows: [(path: String, flow: MigratedFlow)], to report: String) -> String {
        guard !flows.isEmpty, let notCarried = report.range(of: "\n## Not carried\n") else { return report }
        var lines = ["", "## Flows", "", "| flow | from | spec | steps | parameters |", "| --- | --- | --- | --- | --- |"]
        for (path, flow) in flows {
            let parameters = flow.parameters.map { $0.defaultValue == nil ? $0.name : $0.name + " (a constant's value by default)" }
            lines.append("| \(cell(flow.subject)) (`\(cell(flow.file)):\(flow.line)`) | \(cell(flow.start)) | \(cell(path)) | \(flow.steps.count) | "
                         + "\(parameters.isEmpty ? "none" : cell(parameters.joined(separator: ", "))) |")
        }
        var text = report
        text.insert(contentsOf: lines.joined(separator: "\n") + "\n", at: notCarried.lowerBound)
        return text
    }
}
