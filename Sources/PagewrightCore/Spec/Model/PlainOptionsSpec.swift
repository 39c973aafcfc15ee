/// `"plain"` in `pagewright.json`: options of the plain output style, for teams whose page
/// objects verify themselves when created and whose leaving actions return the next screen (the
/// "without a factory" pages of articles 001 and 002). Every option left out keeps the plain
/// style as it is without them.
public struct PlainOptionsSpec: Sendable {
    /// Appended to screen names (`Login` → `LoginPage`), to the base class (`BasePage`) and to
    /// trait protocols; `Screen` by default.
    public var suffix: Located<String>?
    /// Creating a page object waits until its screen shows, failing at the creating line.
    public var verifyOnCreate = false
    /// An action that leaves returns the next screen's page object, verified.
    public var returnsNextScreen = false

    public init() {}

    public static let defaultSuffix = "Screen"
}
