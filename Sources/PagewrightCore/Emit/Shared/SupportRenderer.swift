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

        \#(PageBaseText.members(access: a, open: o, style: .factory))
        \#(audit ? AuditText.pageMethod(access: a) : "")}
        """#)
    }

    private static let coverage: [String] = VerificationText.lines(#"""
        /// Appends each screen verified and each action taken to the file that the environment
        /// variable PAGEWRIGHT_COVERAGE names, for `pagewright coverage`; does nothing without it.
        /// While PAGEWRIGHT_COVERAGE_ORIGIN is set (the generated tour sets it to `tour`), each
        /// record ends in a tab and that origin, so the report counts the tour apart.
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
                let origin = getenv("PAGEWRIGHT_COVERAGE_ORIGIN").map { String(cString: $0) } ?? ""
                let bytes = Array((entry + (origin.isEmpty ? "" : "\t" + origin) + "\n").utf8)
                _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            }
        }
        """#)
}
