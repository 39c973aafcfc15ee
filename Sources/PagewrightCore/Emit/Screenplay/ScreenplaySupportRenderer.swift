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

    /// `Launch.theApp()`: launches the app under test and waits for its entry screen; and a
    /// launch for every other app with an entry screen (`Launch.safari()`).
    private func printLaunch(into printer: inout SwiftPrinter) {
        let a = context.access
        let entry = context.settings.launchScreen
        let underTest = context.settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? context.settings.apps.first
        printer.documentation("Launches the app under test (afresh)" + (entry.map { " and waits for its entry screen, \($0), within `appLaunch`" } ?? "") + ": `ada.has(Launch.theApp())`.")
        printer.line("@MainActor")
        printer.block("\(a)struct Launch: Performable") { p in
            p.line("private let body: @MainActor () -> Void")
            p.line()
            p.block("private init(_ body: @escaping @MainActor () -> Void)") { p in p.line("self.body = body") }
            p.line()
            p.documentation("With the launch arguments and environment of pagewright.json, then `arguments` and `environment` (`[\"-loggedIn\"]`).")
            p.block("\(a)static func theApp(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> Launch") { p in
                p.closure("Launch {") { p in
                    p.line("PagewrightLaunch.launch(XCUIApplication(), app: \(SwiftNames.literal(underTest?.name ?? Settings.defaultAppName)), arguments: arguments, environment: environment)")
                    if let entry {
                        p.line("\(context.screenplayNames.actionsType(entry)).verify(within: .appLaunch, file: file, line: line)")
                    }
                }
            }
            for app in context.settings.apps {
                guard let bundle = app.bundleIdentifier, let entry = app.entry, context.model.screen(entry) != nil else { continue }
                p.line()
                p.documentation("Launches app \(app.name) (\(bundle)) and waits for its entry screen, \(entry), within `appLaunch`.")
                let member = ScreenplayNames.launchMember(app)
                p.block("\(a)static func \(member)(arguments: [String] = [], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> Launch") { p in
                    p.closure("Launch {") { p in
                        p.line("PagewrightLaunch.launch(XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle))), app: \(SwiftNames.literal(app.name)), arguments: arguments, environment: environment)")
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
                    PagewrightReport.run("\\(name) sees \\(type(of: question))") { question.ask() }
                }
            }

            private func perform(_ task: any Performable, _ verb: String) {
                PagewrightReport.run("\\(name) \\(verb) \\(type(of: task))") { task.perform() }
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static let interactions: [String] = VerificationText.lines(#"""
        /// What every generated `…Actions` enum has: its screen's verification and application.
        @MainActor
        protocol ScreenplayInteractions {
            static var verification: ScreenVerification { get }
            static var application: XCUIApplication { get }
        }

        /// Whether a step of the action being performed found its element not ready.
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
                if !ScreenplayActionState.failed { PagewrightCoverage.record("action\t\(verification.screen)\t\(action)") }
            }

            /// Runs `body` as a named step, so the test report reads as the journey.
            static func activity(_ name: String, _ body: () -> Void) {
                PagewrightReport.run("\(Self.self): \(name)", body)
            }

            /// Waits until an element an action is about to use is ready for its step; when it never
            /// is, fails at the test's line naming the action, the element and why, and returns false
            /// so the action stops there.
            static func ready(_ element: XCUIElement, _ name: String, _ readiness: Readiness, within wait: WaitingTime,
                              firstOf query: XCUIElementQuery? = nil, onlyOf unique: XCUIElementQuery? = nil,
                              for action: String, file: StaticString, line: UInt) -> Bool {
                if PagewrightSteps.ready(element, name, readiness, within: wait, firstOf: query, onlyOf: unique, in: application,
                                         step: "\(Self.self).\(action)", file: file, line: line) { return true }
                ScreenplayActionState.failed = true
                return false
            }

            /// Deletes the text of a field (XCUITest has no clear).
            static func clearText(in field: XCUIElement) {
                PagewrightSteps.clearText(in: field)
            }

            /// Waits until the screen's present anchors are gone (an alert dismissed, a sheet that
            /// closes itself).
            static func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
                let verifier = ScreenVerifier(verification: verification, screen: verification.screen, route: nil)
                PagewrightReport.run("wait until \(verification.screen) is gone") {
                    verifier.waitUntilGone(in: application, file: file, line: line)
                }
            }

            /// Waits until the screen shows, within its waiting time (or `wait`); otherwise fails the
            /// test at `file`/`line`, naming what was missing and what was on screen.
            @discardableResult
            static func verify(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Bool {
                let verifier = ScreenVerifier(verification: verification, screen: verification.screen, route: nil)
                let shown = PagewrightReport.run("verify \(verification.screen)") {
                    verifier.waitUntilShown(in: application, within: wait ?? verification.wait, file: file, line: line)
                }
                if shown { PagewrightCoverage.record("screen\t\(verification.screen)") }
                return shown
            }

            /// Waits until the whole screen is there: its anchors and every `loaded` element.
            @discardableResult
            static func verifyLoaded(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Bool {
                let verifier = ScreenVerifier(verification: verification, screen: verification.screen, route: nil, includesLoaded: true)
                return PagewrightReport.run("verify \(verification.screen) is loaded") {
                    verifier.waitUntilShown(in: application, within: wait ?? verification.wait, file: file, line: line)
                }
            }

            /// Whether the whole screen (anchors and `loaded` elements) is there now, without waiting.
            static var isLoaded: Bool {
                ScreenVerifier(verification: verification, screen: verification.screen, route: nil, includesLoaded: true).observe(application).isShown
            }
        }
        """#)
}
