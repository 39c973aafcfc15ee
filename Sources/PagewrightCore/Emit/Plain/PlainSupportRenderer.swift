/// Writes `Plain/PlainSupport.swift`: `BaseScreen` (named for the style's suffix), the base of
/// every plain page object. The waiting times, the verifier and the waits and checks every style
/// shares are in `PagewrightSupport.swift`.
struct PlainSupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        let names = context.names.plain
        var lines = Self.baseScreen(access: context.access, open: context.openAccess, audit: context.settings.accessibilityAudit,
                                    base: names.baseType, example: names.screenType("Login"))
        // Page objects that verify themselves (`plain.verifyOnCreate`) start otherwise: the class
        // declaration and the initializers are theirs.
        if context.settings.plain.verifyOnCreate, let end = lines.firstIndex(where: { $0.contains("convenience init() {") }) {
            lines.replaceSubrange(0...(end + 2), with: PlainCreationText.verifying(access: context.access, open: context.openAccess,
                                                                                   base: names.baseType, example: names.screenType("Login"))
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        printer.lines(lines)
        return GeneratedFile(path: PlainNames.supportFile, contents: printer.text)
    }

    private static func baseScreen(access a: String, open o: String, audit: Bool, base: String, example: String) -> [String] {
        VerificationText.lines(#"""
        /// The base of every plain page object: the application its screen belongs to, verification
        /// when the test asks for it (`waitForScreen()`: without a factory nothing verifies a screen
        /// on arrival), and the helpers generated actions use. A test creates screens directly:
        /// `\#(example)()` (on the app the screen belongs to) or `\#(example)(application: app)`.
        /// `PagewrightInterruptions.monitor(in: self)` in a test's `setUp` handles interruptions with
        /// UI interruption monitors.
        @MainActor
        \#(o)class \#(base) {
            \#(a)let application: XCUIApplication

            \#(a)required init(application: XCUIApplication) {
                self.application = application
            }

            /// The screen on the app it belongs to (`defaultApplication`).
            \#(a)convenience init() {
                self.init(application: Self.defaultApplication)
            }

            /// The app under test, or, for a screen of another app, that app by bundle identifier.
            \#(o)class var defaultApplication: XCUIApplication { XCUIApplication() }

            /// The anchors of this screen; each generated page object overrides it.
            \#(o)class var verification: ScreenVerification {
                ScreenVerification(screen: "\(self)", wait: .uiInteraction, present: [], absent: [])
            }

            /// Waits until the screen shows (its present anchors exist, or are hittable, and its
            /// absent ones do not), polling within its waiting time; otherwise fails the test at
            /// `file`/`line`, naming what was missing and what was on screen.
            @discardableResult
            \#(a)func waitForScreen(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: nil)
                let shown = PagewrightReport.run("verify \(Self.self)") {
                    verifier.waitUntilShown(in: application, within: wait ?? Self.verification.wait, file: file, line: line)
                }
                if shown { PagewrightCoverage.record("screen\t\(Self.verification.screen)") }
                return self
            }

            /// Waits until the whole screen is there: its anchors and every `loaded` element.
            @discardableResult
            \#(a)func verifyLoaded(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: nil, includesLoaded: true)
                _ = PagewrightReport.run("verify \(Self.self) is loaded") {
                    verifier.waitUntilShown(in: application, within: wait ?? Self.verification.wait, file: file, line: line)
                }
                return self
            }

            /// Whether the screen is showing now, without waiting.
            \#(a)var isDisplayed: Bool { Self.isDisplayed(in: application) }

            /// Whether the screen is showing now in `application`, without waiting.
            \#(a)class func isDisplayed(in application: XCUIApplication) -> Bool {
                ScreenVerifier(verification: verification, screen: "\(self)", route: nil).observe(application).isShown
            }

            /// Whether the whole screen (anchors and `loaded` elements) is there now, without waiting.
            \#(a)var isLoaded: Bool {
                ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: nil, includesLoaded: true).observe(application).isShown
            }

            /// Waits until an element an action is about to use is ready for its step; when it
            /// never is, fails at the test's line naming the action, the element and why, and
            /// returns false so the action stops there.
            \#(a)func ready(_ element: XCUIElement, _ name: String, _ readiness: Readiness, within wait: WaitingTime,
                           firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil,
                           for action: String, file: StaticString, line: UInt) -> Bool {
                if PagewrightSteps.ready(element, name, readiness, within: wait, firstOf: query, onlyOf: unique, in: application,
                                         step: "\(Self.self).\(action)", file: file, line: line) { return true }
                actionFailed = true
                return false
            }

            /// Waits until this screen's present anchors are gone (an alert dismissed, a sheet that
            /// closes itself).
            \#(a)func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: nil)
                PagewrightReport.run("wait until \(Self.self) is gone") {
                    verifier.waitUntilGone(in: application, file: file, line: line)
                }
            }

            /// Runs an action's steps as a named step of the test report, and records the action
            /// for `pagewright coverage`.
            \#(a)func perform(_ action: String, _ body: () -> Void) {
                actionFailed = false
                activity(action, body)
                if !actionFailed { PagewrightCoverage.record("action\t\(Self.verification.screen)\t\(action)") }
            }

            /// Set when a step of the current action found its element not ready.
            private var actionFailed = false

            /// Runs `body` as a named step, so the test report reads as the journey.
            \#(a)func activity(_ name: String, _ body: () -> Void) {
                PagewrightReport.run("\(Self.self): \(name)", body)
            }

            /// Deletes the text of a field (XCUITest has no clear).
            \#(a)func clearText(in field: XCUIElement) {
                PagewrightSteps.clearText(in: field)
            }
        \#(audit ? AuditText.pageMethod(access: a) : "")}
        """#)
    }
}
