/// Writes `PagewrightSupport.swift`: what the runtime needs to know of this project and nothing it
/// can know itself — the runtime version the code is written for, the waiting times, the settings
/// (default wait, interruptions, launch configuration, failure evidence), the module's names for
/// the runtime's generic types, and (factory style) the base page object typed with the module's
/// factory. The behaviour is `PagewrightRuntime`'s.
struct SupportRenderer {
    let context: RenderContext

    func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        FilePrologue.print(source: context.settings.source, reexporting: true, into: &printer)
        printVersionCheck(into: &printer)
        printer.line()
        printWaitingTimes(into: &printer)
        printer.line()
        printSettings(into: &printer)
        printer.line()
        let a = context.access
        printer.documentation("What proves a screen is showing, with this project's waiting times.")
        printer.line("\(a)typealias \(RuntimeAPI.verificationAlias) = \(RuntimeAPI.verification)<\(RuntimeAPI.waitingTimeType)>")
        printer.documentation("The screens that may come up over any other, monitored (`monitor(in:)`) and dismissed where they are in the way.")
        printer.line("\(a)typealias \(RuntimeAPI.interruptionsAlias) = \(RuntimeAPI.interruptionHandling)<\(RuntimeAPI.settingsType)>")
        printer.documentation("Launching with the launch arguments and environment of pagewright.json, then a test's own.")
        printer.line("\(a)typealias \(RuntimeAPI.launchAlias) = \(RuntimeAPI.launching)<\(RuntimeAPI.settingsType)>")
        printer.documentation("What a step waits for before it acts, with this project's waiting times and interruptions.")
        printer.line("\(a)typealias \(RuntimeAPI.steps) = \(RuntimeAPI.stepping)<\(RuntimeAPI.settingsType)>")
        if context.settings.styles.contains(.factory) {
            printer.line()
            printBasePageObject(into: &printer)
        }
        return GeneratedFile(path: Namer.supportFile, contents: printer.text)
    }

    /// The runtime version this code is written for: a runtime that no longer serves it says to
    /// regenerate; one that does not know it yet, this file's own member says to update the package.
    private func printVersionCheck(into printer: inout SwiftPrinter) {
        let member = RuntimeAPI.versionMember(RuntimeAPI.version)
        printer.documentation("Generated for \(RuntimeAPI.module) \(RuntimeAPI.version). A runtime of another version stops the build here, saying what to do.")
        printer.block("extension \(RuntimeAPI.versionCheckProtocol)") { p in
            p.line("@available(*, unavailable, message: \"This code was generated for \(RuntimeAPI.module) \(RuntimeAPI.version), which the pagewright package in use does not have: update the package, or regenerate the page objects with its pagewright\")")
            p.line("fileprivate static func \(member)() {}")
        }
        printer.line()
        printer.block("private enum \(RuntimeAPI.module)Check: \(RuntimeAPI.versionCheckConformance)") { p in
            p.line("static func check() { \(member)() }")
        }
    }

    private func printWaitingTimes(into printer: inout SwiftPrinter) {
        let waits = context.settings.waits
        printer.documentation("How long to wait for the app, by name (`waits` in pagewright.json). A screen names the waiting time its verification polls for.")
        // The runtime's `rawValue` is the case's name.
        printer.block("\(context.access)enum \(RuntimeAPI.waitingTimeType): Sendable, CaseIterable, \(RuntimeAPI.waitingTimeProtocol)") { p in
            for wait in waits { p.line("case \(Namer.waitCase(wait.name))") }
            p.line()
            p.documentation("The waiting time in seconds.")
            p.block("\(context.access)var seconds: TimeInterval") { p in
                p.line("switch self {")
                for wait in waits {
                    p.line("case .\(Namer.waitCase(wait.name)): \(wait.seconds)")
                }
                p.line("}")
            }
        }
    }

    /// What the runtime reads of `pagewright.json`; what the settings leave at the runtime's
    /// defaults (no interruptions, no launch configuration, evidence on) is left out.
    private func printSettings(into printer: inout SwiftPrinter) {
        let a = context.access
        printer.documentation("What pagewright.json says, as the runtime reads it.")
        printer.block("\(a)enum \(RuntimeAPI.settingsType): \(RuntimeAPI.project)") { p in
            p.line("\(a)static let defaultWait = \(RuntimeAPI.waitingTimeType).\(Namer.waitCase(context.settings.defaultWait))")
            InterruptionsRenderer(context: context).print(into: &p)
            LaunchRenderer(context: context).print(into: &p)
            if !context.settings.failureEvidence {
                p.line("\(a)static let failureEvidence = false")
            }
        }
    }

    private func printBasePageObject(into printer: inout SwiftPrinter) {
        let a = context.access, open = context.openAccess.isEmpty ? "" : "open "
        let factory = FactoryNames.factoryType
        printer.documentation("The base of every page object: the factory that builds the next one. What page objects do is `\(RuntimeAPI.pageObjectBase)`'s.")
        printer.line("@MainActor")
        printer.block("\(open)class \(FactoryNames.baseType): \(RuntimeAPI.pageObjectBase)<\(RuntimeAPI.settingsType)>") { p in
            p.line("\(a)let pageObjectsFactory: \(factory)")
            p.line()
            p.block("\(a)required init(pageObjectsFactory: \(factory), application: XCUIApplication)") { p in
                p.line("self.pageObjectsFactory = pageObjectsFactory")
                p.line("super.init(application: application)")
            }
            p.line()
            p.line("override \(open.isEmpty ? "" : "open ")var followedRoute: String? { pageObjectsFactory.currentRoute }")
            if let testCase = context.settings.testCase {
                p.line()
                p.documentation("The running test the factory was made for: what the test knows, for the team's own code on the pages.")
                p.line("\(a)var testCase: \(testCase) { pageObjectsFactory.testCase }")
            }
        }
    }
}
