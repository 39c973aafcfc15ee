/// The start of the plain base class when page objects verify themselves on creation
/// (`plain.verifyOnCreate`), as the pages of articles 001 and 002 await themselves in `init`:
/// creating a page object is the checkpoint that its screen shows.
enum PlainCreationText {
    static func verifying(access a: String, open o: String, base: String, example: String) -> String {
        """
        /// The base of every plain page object: the application its screen belongs to, and the
        /// helpers generated actions use. Creating a page object waits until its screen shows
        /// (`\(example)()` on the app the screen belongs to, or `\(example)(application: app)`),
        /// failing the test at the line that created it otherwise, so a test never holds a page
        /// object whose screen is not there. `PagewrightInterruptions.monitor(in: self)` in a test's
        /// `setUp` handles interruptions with UI interruption monitors.
        @MainActor
        \(o)class \(base) {
            \(a)let application: XCUIApplication

            /// The page object of the screen on `application`, once the screen shows.
            \(a)required init(application: XCUIApplication, file: StaticString = #filePath, line: UInt = #line) {
                self.application = application
                waitForScreen(file: file, line: line)
            }

            /// The page object of the screen on the app it belongs to (`defaultApplication`), once the
            /// screen shows.
            \(a)convenience init(file: StaticString = #filePath, line: UInt = #line) {
                self.init(application: Self.defaultApplication, file: file, line: line)
            }

            /// Whether the screen is showing now, asked of the class: without creating a page object,
            /// and so without waiting for the screen.
            \(a)class var exists: Bool { isDisplayed(in: defaultApplication) }
        """
    }
}
