import Foundation

/// Appends each screen verified and each action taken to the file that the environment variable
/// PAGEWRIGHT_COVERAGE names, for `pagewright coverage`; does nothing without it. While
/// PAGEWRIGHT_COVERAGE_ORIGIN is set (the generated tour sets it to `tour`), each record ends in a
/// tab and that origin, so the report counts the tour apart from the team's own tests.
public enum PagewrightCoverage {
    /// Opens, appends one line and closes each time: with O_APPEND every line lands whole at the
    /// end even when several test processes share the file, and a log moved away mid-run is
    /// simply started anew.
    public static func record(_ entry: String) {
        guard let variable = getenv("PAGEWRIGHT_COVERAGE") else { return }
        let path = String(cString: variable)
        guard !path.isEmpty else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let origin = getenv("PAGEWRIGHT_COVERAGE_ORIGIN").map { String(cString: $0) } ?? ""
        let bytes = Array((entry + (origin.isEmpty ? "" : "\t" + origin) + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// A screen verified.
    static func screen(_ screen: String) { record("screen\t\(screen)") }
    /// An action taken on a screen (or trait) without a step failing.
    static func action(_ action: String, on screen: String) { record("action\t\(screen)\t\(action)") }
}
