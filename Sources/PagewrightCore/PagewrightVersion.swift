public enum PagewrightVersion {
    public static let current = "0.1.0"
    /// Whether `current` is tagged in Pagewright's repository, so that SwiftPM can resolve it.
    /// CHANGELOG.md and the README say the same (a test keeps them agreeing).
    public static let isReleased = false
    /// What `pagewright --version` prints.
    public static var description: String { isReleased ? current : current + " (unreleased)" }
}
