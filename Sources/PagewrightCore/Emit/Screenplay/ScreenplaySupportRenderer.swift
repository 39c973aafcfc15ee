/// Writes `Screenplay/ScreenplaySupport.swift`: the `Performable` (Task) and `Question`
/// protocols, the `Actor`, the `Launch` task and what the generated Actions share. The waiting
/// times and the screen verifier are in `PagewrightSupport.swift`, which every style shares.
struct ScreenplaySupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        let a = context.access
        printer.lines(Self.protocolsAndActor(access: a))
        printer.line()
        printLaunch(into: &printer)
        printer.line()
        printer.lines(Self.interactions)
        return GeneratedFile(path: ScreenplayNames.supportFile, contents: printer.text)
    }

    /// `Launch.theApp()`: launches the app under test and waits for its entry screen.
    private func printLaunch(into printer: inout SwiftPrinter) {
        let a = context.access
        let entry = context.settings.launchScreen
        printer.documentation("Launches the app under test (afresh)" + (entry.map { " and waits for its entry screen, \($0), within `appLaunch`" } ?? "") + ": `ada.has(Launch.theApp())`.")
        printer.line("@MainActor")
        printer.block("\(a)struct Launch: Performable") { p in
            p.line("private let body: @MainActor () -> Void")
            p.line()
            p.block("private init(_ body: @escaping @MainActor () -> Void)") { p in p.line("self.body = body") }
            p.line()
            p.documentation("With launch arguments and environment (`[\"-loggedIn\"]`), as `XCUIApplication` passes them.")
            p.block("\(a)static func theApp(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> Launch") { p in
                p.closure("Launch {") { p in
                    p.line("let application = XCUIApplication()")
                    p.line("application.launchArguments = arguments")
                    p.line("application.launchEnvironment = environment")
                    p.line("application.launch()")
                    if let entry {
                        p.line("\(context.screenplayNames.actionsType(entry)).verify(within: .appLaunch, file: file, line: line)")
                    }
                }
            }
            p.line()
            p.line("\(a)func perform() { body() }")
        }
    }

    private static func protocolsAndActor(access a: String) -> [String] {
        """
        /// A Screenplay Task: what an actor does, in one line of the test. The generated Tasks are
        /// built by sentence-like factories (`RemoveSavedVacancy.inPosition(3)`); a hand-written one
        /// performs generated Tasks or Actions.
        @MainActor
        \(a)protocol Performable {
            /// Does the task, failing the test at the line that made it when the app does not follow.
            func perform()
        }

        /// A Screenplay Question: what an actor checks. Asking asserts: a wrong answer fails the test
        /// at the line that made the question (`SavedVacancies.savedCount(is: 2)`).
        @MainActor
        \(a)protocol Question {
            func ask()
        }

        /// Someone using the app: sets the scene (`has`), acts (`attemptsTo`) and checks (`sees`).
        /// Each task and question is a named step of the test report.
        @MainActor
        \(a)final class Actor {
            \(a)let name: String

            \(a)init(called name: String) {
                self.name = name
            }

            /// Performs tasks that set the scene of the test.
            \(a)func has(_ tasks: any Performable...) {
                for task in tasks { perform(task, "has") }
            }

            /// Performs tasks that lead to what the test is about.
            \(a)func attemptsTo(_ tasks: any Performable...) {
                for task in tasks { perform(task, "attempts to") }
            }

            /// Asks questions about what the app shows; a wrong answer fails the test.
            \(a)func sees(_ questions: any Question...) {
                for question in questions {
                    XCTContext.runActivity(named: "\\(name) sees \\(type(of: question))") { _ in question.ask() }
                }
            }

            private func perform(_ task: any Performable, _ verb: String) {
                XCTContext.runActivity(named: "\\(name) \\(verb) \\(type(of: task))") { _ in task.perform() }
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static let interactions: [String] = """
        /// What every generated `…Actions` enum has: its screen's verification and application.
        @MainActor
        protocol ScreenplayInteractions {
            static var verification: ScreenVerification { get }
            static var application: XCUIApplication { get }
        }

        /// Whether a step of the action being performed could not find its element.
        @MainActor
        enum ScreenplayActionState {
            static var failed = false
        }

        extension ScreenplayInteractions {
            /// Runs an action's steps as a named step of the test report, and records the action for
            /// `pagewright coverage`.
            static func perform(_ action: String, _ body: () -> Void) {
                ScreenplayActionState.failed = false
                activity(action, body)
                if !ScreenplayActionState.failed { PagewrightCoverage.record("action\\t\\(verification.screen)\\t\\(action)") }
            }

            /// Runs `body` as a named step, so the test report reads as the journey.
            static func activity(_ name: String, _ body: () -> Void) {
                XCTContext.runActivity(named: "\\(Self.self): \\(name)") { _ in body() }
            }

            /// Waits (within `uiInteraction`) for an element an action is about to use; when it never
            /// appears, fails at the test's line naming the action and the element, and returns false
            /// so the action stops there.
            static func require(_ element: XCUIElement, _ name: String, for action: String, file: StaticString, line: UInt) -> Bool {
                let wait = WaitingTime.uiInteraction
                if element.waitForExistence(timeout: wait.seconds) { return true }
                ScreenplayActionState.failed = true
                XCTFail("\\(Self.self).\\(action): '\\(name)' did not appear within \\(wait.seconds) s (\\(wait.rawValue)). Identifiers on screen: \\(ScreenVerifier.identifiersOnScreen(application))", file: file, line: line)
                return false
            }

            /// Deletes the text of a field (XCUITest has no clear).
            static func clearText(in field: XCUIElement) {
                field.tap()
                guard let text = field.value as? String, !text.isEmpty, text != field.placeholderValue else { return }
                field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: text.count))
            }

            /// Waits until the screen's present anchors are gone (an alert dismissed, a sheet that
            /// closes itself).
            static func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
                let verifier = ScreenVerifier(verification: verification, screen: verification.screen, route: nil)
                XCTContext.runActivity(named: "wait until \\(verification.screen) is gone") { _ in
                    verifier.waitUntilGone(in: application, file: file, line: line)
                }
            }

            /// Waits until the screen shows, within its waiting time (or `wait`); otherwise fails the
            /// test at `file`/`line`, naming what was missing and what was on screen.
            @discardableResult
            static func verify(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Bool {
                let verifier = ScreenVerifier(verification: verification, screen: verification.screen, route: nil)
                let shown = XCTContext.runActivity(named: "verify \\(verification.screen)") { _ in
                    verifier.waitUntilShown(in: application, within: wait ?? verification.wait, file: file, line: line)
                }
                if shown { PagewrightCoverage.record("screen\\t\\(verification.screen)") }
                return shown
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
