/// One problem found in the specs, located at `file:line:column`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// Every warning's kind (kept when `--warnings-as-errors` makes it an error), so the user knows
    /// what `"disabledWarnings"` would turn off; errors and notes have none.
    public var name: WarningName?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, name: WarningName? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.name = name
    }

    /// The format Xcode and SwiftPM turn into inline annotations on the spec line: always one
    /// line, whatever the spec's values in it hold (`VisibleText`), with the warning's name at the
    /// end as compilers print theirs: `…: warning: … [dead-end]`.
    public var description: String {
        "\(VisibleText.escaped(location.description)): \(severity.rawValue): \(VisibleText.escaped(message))" + (name.map { " [\($0.rawValue)]" } ?? "")
    }
}

/// Collects every diagnostic of a run, so one run reports all problems rather than the first.
public struct DiagnosticLog: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    public mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
    }

    /// Every warning is of a named kind, which the user can turn off.
    public mutating func warning(_ name: WarningName, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, at: location, name: name))
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: DiagnosticLog) {
        diagnostics += other.diagnostics
        unknownKeys.merge(other.unknownKeys) { first, _ in first }
    }

    /// The reports of keys Pagewright does not know, or that do nothing where they stand, with
    /// the kind of warning each becomes when the project opts out.
    private(set) var unknownKeys: [Diagnostic: WarningName] = [:]

    /// A key Pagewright does not know (`unknownKey`), or one that does nothing where it stands
    /// (`ignoredKey`): an error, since an ignored key silently changes what a spec means (a
    /// misspelt `"idd"` leaves an element found by its type alone), unless the project opts out
    /// (`allowingUnknownKeys()`).
    public mutating func unknownKey(_ name: WarningName, _ message: String, at location: SourceLocation) {
        let diagnostic = Diagnostic(.error, message, at: location)
        diagnostics.append(diagnostic)
        unknownKeys[diagnostic] = name
    }

    /// This log with its unknown keys as warnings of their kind that say the key is ignored: what
    /// `"unknownKeys": "warning"` in pagewright.json asks for (and `disabledWarnings` may then
    /// turn off).
    public func allowingUnknownKeys() -> DiagnosticLog {
        var relaxed = DiagnosticLog()
        for diagnostic in diagnostics {
            var copy = diagnostic
            if let name = unknownKeys[diagnostic] {
                copy.severity = .warning
                copy.name = name
                copy.message += "; it is ignored"
            }
            relaxed.append(copy)
        }
        return relaxed
    }

    /// Sorted by position, errors before warnings at one position: stable output for tests and
    /// for users reading the list top to bottom alongside their files.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            if a.element.location != b.element.location { return a.element.location < b.element.location }
            if a.element.severity != b.element.severity { return a.element.severity < b.element.severity }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// "2 errors, 1 warning" / "no problems".
    public var summary: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let errors = errorCount, warnings = warningCount
        if errors == 0 && warnings == 0 { return "no problems" }
        return [errors > 0 ? plural(errors, "error") : nil, warnings > 0 ? plural(warnings, "warning") : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
