/// The members every page-object base class has, in the factory style (`BasePageObject`) and
/// the plain one (`BaseScreen`): verification, readiness of a step's element, waiting until a
/// screen is gone, activities and coverage. One text, so the two styles cannot drift apart; they
/// differ in the verifying method's name and in whether a factory knows the route being followed.
enum PageBaseText {
    enum Style {
        /// `verify()`, reporting the factory's current route on failure.
        case factory
        /// `waitForScreen()`, no route; an instance `isDisplayed` as well, as a test creates the screen.
        case plain
    }

    static func members(access a: String, open o: String, style: Style) -> String {
        let factory = style == .factory
        let verify = factory ? "verify" : "waitForScreen"
        let route = factory ? "pageObjectsFactory.currentRoute" : "nil"
        // Lines that only one style has, each with its own indentation and line end.
        let instanceDisplayed = factory ? "" : """
                /// Whether the screen is showing now, without waiting.
                \(a)var isDisplayed: Bool { Self.isDisplayed(in: application) }


            """
        let routeNote = factory ? #"        let route = pageObjectsFactory.currentRoute.map { " Following the route \($0)." } ?? ""\#n"# : ""
        let noteArgument = factory ? "note: route, " : ""
        return #"""
            /// The anchors of this screen; each generated page object overrides it.
            \#(o)class var verification: ScreenVerification {
                ScreenVerification(screen: "\(self)", wait: .uiInteraction, present: [], absent: [])
            }

            /// Waits until the screen shows (its present anchors exist, or are hittable, and its
            /// absent ones do not), polling within its waiting time; otherwise fails the test at
            /// `file`/`line`, naming what was missing and what was on screen.
            @discardableResult
            \#(a)func \#(verify)(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: \#(route))
                let shown = PagewrightReport.run("verify \(Self.self)") {
                    verifier.waitUntilShown(in: application, within: wait ?? Self.verification.wait, file: file, line: line)
                }
                if shown { PagewrightCoverage.record("screen\t\(Self.verification.screen)") }
                return self
            }

            /// Waits until the whole screen is there: its anchors and every `loaded` element.
            @discardableResult
            \#(a)func verifyLoaded(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: \#(route), includesLoaded: true)
                _ = PagewrightReport.run("verify \(Self.self) is loaded") {
                    verifier.waitUntilShown(in: application, within: wait ?? Self.verification.wait, file: file, line: line)
                }
                return self
            }

        \#(instanceDisplayed)    /// Whether the screen is showing now\#(factory ? "" : " in `application`"), without waiting.
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
        \#(routeNote)        if PagewrightSteps.ready(element, name, readiness, within: wait, firstOf: query, onlyOf: unique, in: application,
                                         step: "\(Self.self).\(action)", \#(noteArgument)file: file, line: line) { return true }
                actionFailed = true
                return false
            }

            /// Waits until this screen's present anchors are gone (an alert dismissed, a sheet that
            /// closes itself), so that arriving "back" on the screen beneath means something.
            \#(a)func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: \#(route))
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
        """#
    }
}
