extension DiagnosticLog {
    /// This log without the warnings the project turns off: the kinds `pagewright.json`'s
    /// `disabledWarnings` names, wherever they are, and those a screen's or trait's own
    /// `disabledWarnings` names, in that spec's file. Errors and notes always stay. A name that is
    /// not a kind of warning turns nothing off (the validator reports it).
    public func withoutDisabledWarnings(of project: SpecProject) -> DiagnosticLog {
        let everywhere = Set(project.settings.disabledWarnings.compactMap { WarningName(rawValue: $0.value) })
        var byFile: [String: Set<WarningName>] = [:]
        for page in project.pages where !page.disabledWarnings.isEmpty {
            byFile[page.name.location.file, default: []].formUnion(page.disabledWarnings.compactMap { WarningName(rawValue: $0.value) })
        }
        guard !everywhere.isEmpty || !byFile.isEmpty else { return self }
        var kept = DiagnosticLog()
        for diagnostic in diagnostics {
            if diagnostic.severity == .warning, let name = diagnostic.name,
               everywhere.contains(name) || byFile[diagnostic.location.file]?.contains(name) == true {
                continue
            }
            kept.append(diagnostic)
        }
        return kept
    }
}
