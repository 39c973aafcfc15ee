import PagewrightCore

/// Builds a specs folder in memory: file name → JSON text. Locations in diagnostics read
/// `specs/<name>:line:column`, with lines counted inside each text.
func specFiles(_ files: [String: String]) -> [SpecFile] {
    files.map { SpecFile(relativePath: $0.key, displayPath: "specs/\($0.key)", bytes: Array($0.value.utf8)) }
}

/// Validates in-memory specs and returns every diagnostic as the CLI prints it, sorted.
func diagnostics(_ files: [String: String]) -> [String] {
    Pipeline.validate(files: specFiles(files)).log.sorted.map(\.description)
}

/// Settings with one app whose entry is `entry`, so reachability has a start.
func settings(entry: String = "Main") -> String {
    """
    { "apps": { "main": { "entry": "\(entry)" } } }
    """
}

/// A minimal valid screen, for tests that need a second screen to point at.
func screen(_ name: String, extra: String = "") -> String {
    """
    {
      "screen": "\(name)",
      "verify": { "present": ["view"] },
      "elements": { "view": { "type": "other", "id": "\(name).view" } }\(extra.isEmpty ? "" : ",\n  " + extra)
    }
    """
}
