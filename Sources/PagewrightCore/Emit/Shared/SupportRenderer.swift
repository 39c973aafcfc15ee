/// Writes `PagewrightSupport.swift`: the waiting times, screen verification and the polling
/// verifier, the polling primitive every wait goes through, failure reporting with evidence,
/// readiness waits and polling checks, the declared interruptions, launch configuration, and the
/// base page object (factory style only). Everything a UI-test target needs beyond XCTest.
struct SupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        printWaitingTimes(into: &printer)
        printer.line()
        let a = context.access
        let o = context.openAccess.isEmpty ? "" : "open "
        let blocks: [[String]] = [
            WaitingText.readiness(access: a),
            VerificationText.types(access: a),
            context.settings.styles.contains(.factory) ? Self.basePageObject(access: a, open: o, audit: context.settings.accessibilityAudit) : [],
            VerificationText.verifier,
            WaitingText.poll(access: a),
            WaitingText.report(access: a, evidence: context.settings.failureEvidence),
            WaitingText.steps(access: a),
            WaitingText.checks(access: a),
            context.settings.accessibilityAudit ? AuditText.audit(access: a) : [],
            InterruptionsRenderer(context: context).lines(),
            LaunchRenderer(context: context).lines(),
            Self.coverage,
            RecorderRenderer.lines(access: a),
            context.settings.deviceVariants ? DeviceText.support(access: a) : [],
        ]
        for block in blocks where !block.isEmpty {
            printer.lines(block)
            printer.line()
        }
        printer.trimTrailingBlankLine()
        return GeneratedFile(path: Namer.supportFile, contents: printer.text)
    }

    private func printWaitingTimes(into printer: inout SwiftPrinter) {
        let waits = context.settings.waits
        printer.documentation("How long to wait for the app, by name (`waits` in pagewright.json). A screen names the waiting time its verification polls for.")
        printer.block("\(context.access)enum WaitingTime: String, Sendable, CaseIterable") { p in
            for wait in waits { p.line("case \(Namer.waitCase(wait.name))") }
            p.line()
            p.documentation("The waiting time in seconds.")
            p.block("\(context.access)var seconds: TimeInterval") { p in
                p.line("switch self {")
                for wait in waits {
                    p.line("case .\(Namer.waitCase(wait.name)): return \(wait.seconds)")
                }
                p.line("}")
            }
        }
    }

    private static func basePageObject(access a: String, open o: String, audit: Bool) -> [String] {
        VerificationText.lines(#"""
        /// The base of every page object: the factory that builds the next one, the application
        /// the screen belongs to, verification on arrival, and what generated actions wait for.
        @MainActor
        \#(o.isEmpty ? "" : o)class BasePageObject {
            \#(a)let pageObjectsFactory: PageObjectsFactory
            \#(a)let application: XCUIApplication

            \#(a)required init(pageObjectsFactory: PageObjectsFactory, application: XCUIApplication) {
                self.pageObjectsFactory = pageObjectsFactory
                self.application = application
            }

            /// The anchors of this screen; each generated page object overrides it.
            \#(o)class var verification: ScreenVerification {
                ScreenVerification(screen: "\(self)", wait: .uiInteraction, present: [], absent: [])
            }

            /// Waits until the screen shows (its present anchors exist, or are hittable, and its
            /// absent ones do not), polling within its waiting time; otherwise fails the test at
            /// `file`/`line`, naming what was missing and what was on screen.
            @discardableResult
            \#(a)func verify(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: pageObjectsFactory.currentRoute)
                let shown = PagewrightReport.run("verify \(Self.self)") {
                    verifier.waitUntilShown(in: application, within: wait ?? Self.verification.wait, file: file, line: line)
                }
                if shown { PagewrightCoverage.record("screen\t\(Self.verification.screen)") }
                return self
            }

            /// Waits until the whole screen is there: its anchors and every `loaded` element.
            @discardableResult
            \#(a)func verifyLoaded(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: pageObjectsFactory.currentRoute, includesLoaded: true)
                _ = PagewrightReport.run("verify \(Self.self) is loaded") {
                    verifier.waitUntilShown(in: application, within: wait ?? Self.verification.wait, file: file, line: line)
                }
                return self
            }

            /// Whether the screen is showing now, without waiting.
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
                let route = pageObjectsFactory.currentRoute.map { " Following the route \($0)." } ?? ""
                if PagewrightSteps.ready(element, name, readiness, within: wait, firstOf: query, onlyOf: unique, in: application,
                                         step: "\(Self.self).\(action)", note: route, file: file, line: line) { return true }
                actionFailed = true
                return false
            }

            /// Waits until this screen's present anchors are gone (an alert dismissed, a sheet that
            /// closes itself), so that arriving "back" on the screen beneath means something.
            \#(a)func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\(Self.self)", route: pageObjectsFactory.currentRoute)
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

    private static let coverage: [String] = VerificationText.lines(#"""
        /// Appends each screen verified and each action taken to the file that the environment
        /// variable PAGEWRIGHT_COVERAGE names, for `pagewright coverage`; does nothing without it.
        enum PagewrightCoverage {
            /// Opens, appends one line and closes each time: with O_APPEND every line lands whole at
            /// the end even when several test processes share the file, and a log moved away
            /// mid-run is simply started anew.
            static func record(_ entry: String) {
                guard let variable = getenv("PAGEWRIGHT_COVERAGE") else { return }
                let path = String(cString: variable)
                guard !path.isEmpty else { return }
                let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
                guard descriptor >= 0 else { return }
                defer { close(descriptor) }
                let bytes = Array((entry + "\n").utf8)
                _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            }
        }
        """#)
}
