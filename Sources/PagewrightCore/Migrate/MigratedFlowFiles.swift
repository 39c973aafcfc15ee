/// The flows files migrate writes: one per helper type, beside the screens' specs, holding only
/// the flows that validate against those specs (one that does not is reported, not written).
enum MigratedFlowFiles {
    static func files(_ groups: [(path: String, flows: [MigratedFlow])], specs: [SpecFile], usedPaths: inout Set<String>,
                      catalogs: CatalogSource, notes: inout [MigrationNote]) -> (files: [GeneratedFile], written: [(path: String, flow: MigratedFlow)]) {
        var files: [GeneratedFile] = []
        var written: [(path: String, flow: MigratedFlow)] = []
        for group in groups {
            var path = group.path
            var counter = 2
            while usedPaths.contains(path.lowercased()) {
                path = String(group.path.dropLast(".json".count)) + "\(counter).json"
                counter += 1
            }
            // Each flow on its own first: a flow the specs do not bear out is left for the reviewer.
            var kept: [MigratedFlow] = []
            for flow in group.flows {
                let file = SpecFile(relativePath: path, displayPath: path, bytes: Array(MigratedFlowText.text(for: [flow]).utf8))
                let log = Pipeline.validate(files: specs + [file], catalogs: catalogs).log
                if let error = log.sorted.first(where: { $0.severity == .error && $0.location.file == path }) {
                    notes.append(MigrationNote(kind: .notCarried, file: flow.file, line: flow.line, subject: flow.subject,
                                               reason: "the flow it makes does not validate (\(error.message)): it is not written"))
                } else {
                    kept.append(flow)
                }
            }
            guard !kept.isEmpty else { continue }
            usedPaths.insert(path.lowercased())
            files.append(GeneratedFile(path: path, contents: MigratedFlowText.text(for: kept)))
            written += kept.map { (path, $0) }
        }
        return (files, written)
    }
}
