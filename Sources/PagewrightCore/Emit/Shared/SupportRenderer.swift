/// Writes `PagewrightSupport.swift`: the waiting times, the base page object, screen
/// verification and the polling verifier. Everything a UI-test target needs beyond XCTest.
struct SupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, into: &printer)
        printWaitingTimes(into: &printer)
        printer.line()
        let a = context.access
        let o = context.openAccess.isEmpty ? "" : "open "
        printer.lines(Self.verificationTypes(access: a))
        printer.line()
        // The rest is what every output style shares; the base page object only the factory style's.
        if context.settings.styles.contains(.factory) {
            printer.lines(Self.basePageObject(access: a, open: o))
            printer.line()
        }
        printer.lines(Self.verifier)
        printer.line()
        printer.lines(Self.coverage)
        printer.line()
        printer.lines(RecorderRenderer.lines(access: a))
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

    private static func verificationTypes(access a: String) -> [String] {
        """
        /// What proves a screen is showing: anchors that must be present, anchors that must be
        /// absent (spinners), and the waiting time to poll for.
        \(a)struct ScreenVerification {
            /// One anchor. With an `identifier`, a snapshot of the app answers whether it is on
            /// screen, so one request checks every such anchor; otherwise `find` locates it.
            \(a)struct Anchor {
                \(a)let name: String
                \(a)let elementType: XCUIElement.ElementType
                \(a)let identifier: String?
                \(a)let find: @MainActor (XCUIElement) -> XCUIElement

                \(a)init(_ name: String, _ elementType: XCUIElement.ElementType, identifier: String?, find: @escaping @MainActor (XCUIElement) -> XCUIElement) {
                    self.name = name
                    self.elementType = elementType
                    self.identifier = identifier
                    self.find = find
                }

                var description: String { identifier.map { "'\\(name)' (\\"\\($0)\\")" } ?? "'\\(name)'" }
            }

            /// The screen's name in the specs.
            \(a)let screen: String
            \(a)let wait: WaitingTime
            \(a)let present: [Anchor]
            \(a)let absent: [Anchor]

            \(a)init(screen: String, wait: WaitingTime, present: [Anchor], absent: [Anchor]) {
                self.screen = screen
                self.wait = wait
                self.present = present
                self.absent = absent
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func basePageObject(access a: String, open o: String) -> [String] {
        """
        /// The base of every page object: the factory that builds the next one, the application
        /// the screen belongs to, and verification on arrival.
        @MainActor
        \(o.isEmpty ? "" : o)class BasePageObject {
            \(a)let pageObjectsFactory: PageObjectsFactory
            \(a)let application: XCUIApplication

            \(a)required init(pageObjectsFactory: PageObjectsFactory, application: XCUIApplication) {
                self.pageObjectsFactory = pageObjectsFactory
                self.application = application
            }

            /// The anchors of this screen; each generated page object overrides it.
            \(o)class var verification: ScreenVerification {
                ScreenVerification(screen: "\\(self)", wait: .uiInteraction, present: [], absent: [])
            }

            /// Waits until the screen shows (its present anchors exist and its absent ones do
            /// not), polling within its waiting time; otherwise fails the test at `file`/`line`,
            /// naming what was missing and what was on screen.
            @discardableResult
            \(a)func verify(within wait: WaitingTime? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\\(Self.self)", route: pageObjectsFactory.currentRoute)
                let shown = XCTContext.runActivity(named: "verify \\(Self.self)") { _ in
                    verifier.waitUntilShown(in: application, within: wait ?? Self.verification.wait, file: file, line: line)
                }
                if shown { PagewrightCoverage.record("screen\\t\\(Self.verification.screen)") }
                return self
            }

            /// Whether the screen is showing now, without waiting.
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
                let route = pageObjectsFactory.currentRoute.map { " Following the route \\($0)." } ?? ""
                XCTFail("\\(Self.self).\\(action): '\\(name)' did not appear within \\(wait.seconds) s (\\(wait.rawValue)).\\(route) Identifiers on screen: \\(ScreenVerifier.identifiersOnScreen(application))", file: file, line: line)
                return false
            }

            /// Waits until this screen's present anchors are gone (an alert dismissed, a sheet that
            /// closes itself), so that arriving "back" on the screen beneath means something.
            \(a)func waitUntilGone(file: StaticString = #filePath, line: UInt = #line) {
                let verifier = ScreenVerifier(verification: Self.verification, screen: "\\(Self.self)", route: pageObjectsFactory.currentRoute)
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

    private static let verifier: [String] = """
        /// Polls a screen's anchors: one snapshot answers for every anchor with an identifier, and
        /// between snapshots it waits on the first anchor still wrong, so it returns as soon as the
        /// screen settles.
        @MainActor
        struct ScreenVerifier {
            struct Observation {
                var missing: [ScreenVerification.Anchor] = []
                var unexpected: [ScreenVerification.Anchor] = []
                var isShown: Bool { missing.isEmpty && unexpected.isEmpty }
            }

            private struct Key: Hashable {
                var elementType: UInt
                var identifier: String
            }

            let verification: ScreenVerification
            let screen: String
            /// The route being followed, if any, for failure messages.
            let route: String?

            func observe(_ application: XCUIApplication) -> Observation {
                let anchors = verification.present + verification.absent
                var onScreen: Set<Key> = []
                if anchors.contains(where: { $0.identifier != nil }), let snapshot = try? application.snapshot() {
                    collect(snapshot, into: &onScreen)
                }
                func exists(_ anchor: ScreenVerification.Anchor) -> Bool {
                    guard let identifier = anchor.identifier else { return anchor.find(application).exists }
                    return onScreen.contains(Key(elementType: anchor.elementType.rawValue, identifier: identifier))
                }
                var observation = Observation()
                observation.missing = verification.present.filter { !exists($0) }
                observation.unexpected = verification.absent.filter { exists($0) }
                return observation
            }

            /// Whether the screen showed in time; otherwise the test has been failed at `file`/`line`.
            func waitUntilShown(in application: XCUIApplication, within wait: WaitingTime, file: StaticString, line: UInt) -> Bool {
                var remaining = wait.seconds
                for _ in 0..<1_000 {
                    let observation = observe(application)
                    if observation.isShown { return true }
                    if remaining <= 0 {
                        XCTFail(failureMessage(observation, wait: wait, application: application), file: file, line: line)
                        return false
                    }
                    // The screen cannot show before this anchor settles, so wait for it for all the
                    // time left: the wait returns as soon as it settles, then one snapshot looks again.
                    let started = Date()
                    var settled = false
                    if let anchor = observation.missing.first {
                        settled = anchor.find(application).waitForExistence(timeout: remaining)
                    } else if let anchor = observation.unexpected.first {
                        settled = anchor.find(application).waitForNonExistence(timeout: remaining)
                    }
                    // A wait that timed out took all the time left; one that settled took what the clock says.
                    remaining -= settled ? min(remaining, Date().timeIntervalSince(started)) : remaining
                }
                return false
            }

            func waitUntilGone(in application: XCUIApplication, file: StaticString, line: UInt) {
                let wait = verification.wait
                for anchor in verification.present where !anchor.find(application).waitForNonExistence(timeout: wait.seconds) {
                    XCTFail("\\(screen) is still showing after \\(wait.seconds) s (\\(wait.rawValue)): \\(anchor.description) is there", file: file, line: line)
                    return
                }
            }

            private func collect(_ snapshot: any XCUIElementSnapshot, into keys: inout Set<Key>) {
                if !snapshot.identifier.isEmpty {
                    keys.insert(Key(elementType: snapshot.elementType.rawValue, identifier: snapshot.identifier))
                }
                for child in snapshot.children { collect(child, into: &keys) }
            }

            private func failureMessage(_ observation: Observation, wait: WaitingTime, application: XCUIApplication) -> String {
                var parts: [String] = []
                if !observation.missing.isEmpty {
                    parts.append("missing " + observation.missing.map(\\.description).joined(separator: ", "))
                }
                if !observation.unexpected.isEmpty {
                    parts.append("still showing " + observation.unexpected.map(\\.description).joined(separator: ", "))
                }
                let following = route.map { " Following the route \\($0)." } ?? ""
                return "\\(screen) is not showing after \\(wait.seconds) s (\\(wait.rawValue)): \\(parts.joined(separator: "; ")).\\(following) Identifiers on screen: \\(Self.identifiersOnScreen(application))"
            }

            /// The identifiers on screen, sorted and capped, for failure messages.
            static func identifiersOnScreen(_ application: XCUIApplication) -> String {
                var identifiers: Set<String> = []
                if let snapshot = try? application.snapshot() { gatherIdentifiers(snapshot, into: &identifiers) }
                let shown = identifiers.sorted()
                let list = shown.prefix(30).joined(separator: ", ") + (shown.count > 30 ? ", …" : "")
                return list.isEmpty ? "none" : list
            }

            private static func gatherIdentifiers(_ snapshot: any XCUIElementSnapshot, into identifiers: inout Set<String>) {
                if !snapshot.identifier.isEmpty { identifiers.insert(snapshot.identifier) }
                for child in snapshot.children { gatherIdentifiers(child, into: &identifiers) }
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    private static let coverage: [String] = """
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
                let bytes = Array((entry + "\\n").utf8)
                _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
