/// `MIGRATION.md`: what `migrate` made, everything it could not carry and every guess it made,
/// each at its `file:line`, and what `validate` says of the specs, so a reviewer can finish the
/// job. The same suite gives the same bytes (no dates, no absolute paths).
enum MigrationReport {
    static func text(screens: [MigratedScreen], notes: [MigrationNote], validation: DiagnosticLog, sourceFileCount: Int) -> String {
        var lines: [String] = []
        let notCarried = notes.filter { $0.kind == .notCarried }
        let guesses = notes.filter { $0.kind == .guess }
        lines.append("# Migration report")
        lines.append("")
        lines.append("`pagewright migrate` read \(count(sourceFileCount, "Swift file")) and wrote \(count(screens.count { !$0.isTrait }, "screen")) and "
                     + "\(count(screens.count(where: \.isTrait), "trait")): \(count(screens.reduce(0) { $0 + $1.elements.count }, "element")), "
                     + "\(count(screens.reduce(0) { $0 + $1.actions.count }, "action")) "
                     + "(\(screens.reduce(0) { $0 + $1.actions.count { $0.destination != nil } }) leading to another screen), "
                     + "\(count(screens.reduce(0) { $0 + $1.checks.count }, "check")) and \(count(screens.reduce(0) { $0 + $1.getters.count }, "getter")). "
                     + "\(count(notCarried.count, "thing")) could not be carried and \(count(guesses.count, "guess", plural: "guesses")) need a reviewer's eye.")
        lines.append("")
        lines.append("## Page objects")
        lines.append("")
        lines.append("| page object | style | spec | elements | actions | checks | getters |")
        lines.append("| --- | --- | --- | --- | --- | --- | --- |")
        for screen in screens {
            lines.append("| \(cell(screen.sourceType)) (`\(cell(screen.file)):\(screen.line)`) | \(screen.style.rawValue) | \(screen.isTrait ? "trait" : "screen") \(cell(screen.name)) | "
                         + "\(screen.elements.count) | \(screen.actions.count) | \(screen.checks.count) | \(screen.getters.count) |")
        }
        lines.append("")
        lines.append("## Not carried")
        lines.append("")
        lines += notCarried.isEmpty ? ["Nothing."] : notCarried.map(line)
        lines.append("")
        lines.append("## Guesses")
        lines.append("")
        lines += guesses.isEmpty ? ["None."] : guesses.map(line)
        lines.append("")
        lines.append("## Validation")
        lines.append("")
        if validation.diagnostics.isEmpty {
            lines.append("`validate` finds no problem in the specs.")
        } else {
            lines.append("`validate` finds \(count(validation.errorCount, "error")) and \(count(validation.warningCount, "warning")):")
            lines.append("")
            for diagnostic in validation.diagnostics { lines.append("- `\(VisibleText.escaped(diagnostic.description).replacingOccurrences(of: "`", with: "'"))`") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ note: MigrationNote) -> String {
        "- `\(cell(note.file)):\(note.line)` \(cell(note.subject)): \(VisibleText.escaped(note.reason).replacingOccurrences(of: "\n", with: " "))"
    }

    /// Text for a Markdown table cell or a code span: no pipes, backquotes or line breaks.
    static func cell(_ text: String) -> String {
        VisibleText.escaped(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "\n", with: " ")
    }

    private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
}
