extension DiagnosticLog {
    /// This log with every warning made an error: what `--warnings-as-errors` (or
    /// `"warningsAsErrors": true` in pagewright.json) asks for, so a CI job can refuse specs that
    /// merely look suspicious, such as a misspelt key. Notes stay notes.
    public func treatingWarningsAsErrors() -> DiagnosticLog {
        var strict = DiagnosticLog()
        for diagnostic in diagnostics {
            var promoted = diagnostic
            if promoted.severity == .warning { promoted.severity = .error }
            strict.append(promoted)
        }
        return strict
    }
}
