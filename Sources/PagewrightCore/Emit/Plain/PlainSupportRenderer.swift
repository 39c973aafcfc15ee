/// Writes `Plain/PlainSupport.swift`: `BaseScreen` (named for the style's suffix), the base of every
/// plain page object. The waiting times and the screen verifier it uses are in
/// `PagewrightSupport.swift`, which every style shares.
struct PlainSupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        let options = context.settings.plain
        printer.lines(Self.baseScreen(access: context.access, open: context.openAccess, names: context.names.plain,
                                      verifyOnCreate: options.verifyOnCreate))
        return GeneratedFile(path: PlainNames.supportFile, contents: printer.text)
    }

    private static func baseScreen(access a: String, open o: String, names: PlainNames, verifyOnCreate: Bool) -> [String] {
        let base = names.baseType
        let example = names.screenType("Login")
        let creation = verifyOnCreate ? PlainCreationText.verifying(access: a, open: o, base: base, example: example) : """
            /// The base of every plain page object: the application its screen belongs to, verification
            /// when the test asks for it (`waitForScreen()`: without a factory nothing verifies a screen
            /// on arrival), and the helpers generated actions use. A test creates screens directly:
            /// `\(example)()` (on the app the screen belongs to) or `\(example)(application: app)`.
            @MainActor
            \(o)class \(base) {
                \(a)let application: XCUIApplication

                \(a)required init(application: XCUIApplication) {
                    self.application = application
                }

                /// The screen on the app it belongs to (`defaultApplication`).
                \(a)convenience init() {
                    self.init(application: Self.defaultApplication)
                }
            """
        return creation.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + """

            /// The app under test, or, for a screen of another app, that app by bundle identifier.
            \(o)class var defaultApplication: XCUIApplication { XCUIApplication() }

            /// The anchors of this screen; each generated page object overrides it.
            \(o)class var verification: ScreenVerification {
                ScreenVerification(screen: "\\(self)", wait: .uiInteraction, present: [], absent: [])
            }

            /// Waits until the screen shows (its present anchors exist and its absent ones do not),
            /// polling within its waiting time; otherwise fails the test at `file`/`line`, naming
            /// what was missing and what was on screen.
            @discardableResult
            \(a)func waitForScreen(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\\(Self.self)", route: nil)
                let shown = XCTContext.runActivity(named: "verify \\(Self.self)") { _ in
                    verifier.waitUntilShown(in: application, within: wait ?? Self.verification.wait, file: file, line: line)
                }
                if shown { PagewrightCoverage.record("screen\\t\\(Self.verification.screen)") }
                return self
            }

            /// Whether the screen is showing now, without waiting.
            \(a)var isDisplayed: Bool { Self.isDisplayed(in: application) }

            /// Whether the screen is showing now in `application`, without waiting.
            \(a)class func isDisplayed(in application: XCUIApplication) -> Bool {
                ScreenVerifier(verification: verification, screen: "\\(self)", route: nil).observe(application).isShown
            }

            /// Waits (within `uiInteraction`) for an element an action is about to use; when it
            /// never appears, fails at the test's line naming the action and the element, and
            /// returns false so the action stops there.
            \(a)func require(_ element: XCUIElement, _ name: String, for action: String, file: StaticString, line: UInt) -> Bool {
                let wait = WaitingTime.uiInteraction
                if element.waitForExistence(timeout: wait.seconds) { return true }
                actionFailed = true
                XCTFail("\\(Self.self).\\(action): '\\(name)' did not appear within \\(wait.seconds) s (\\(wait.rawValue)). Identifiers on screen: \\(ScreenVerifier.identifiersOnScreen(application))", file: file, line: line)
                return false
            }

            /// Waits until this screen's present anchors are gone (an alert dismissed, a sheet that
            /// closes itself).
            \(a)func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\\(Self.self)", route: nil)
                XCTContext.runActivity(named: "wait until \\(Self.self) is gone") { _ in
                    verifier.waitUntilGone(in: application, file: file, line: line)
                }
            }

            /// Runs an action's steps as a named step of the test report, and records the action
            /// for `pagewright coverage`.
            \(a)func perform(_ action: String, _ body: () -> Void) {
                actionFailed = false
                activity(action, body)
                if !actionFailed { PagewrightCoverage.record("action\\t\\(Self.verification.screen)\\t\\(action)") }
            }

            /// Set when a step of the current action could not find its element.
            private var actionFailed = false

            /// Runs `body` as a named step, so the test report reads as the journey.
            \(a)func activity(_ name: String, _ body: () -> Void) {
                XCTContext.runActivity(named: "\\(Self.self): \\(name)") { _ in body() }
            }

            /// Deletes the text of a field (XCUITest has no clear).
            \(a)func clearText(in field: XCUIElement) {
                field.tap()
                guard let text = field.value as? String, !text.isEmpty, text != field.placeholderValue else { return }
                field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: text.count))
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
