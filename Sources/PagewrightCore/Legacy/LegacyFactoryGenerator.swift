/// Writes `PageObjectsFactory`: one `make…` method per screen (verifying the screen before
/// handing it out), `make…(from:)` for screens opened from anywhere, an application per app, and
/// `launch()` for the app under test.
struct LegacyFactoryGenerator {
    let context: LegacyEmitContext

    func generate() -> GeneratedFile {
        var printer = LegacySwiftPrinter()
        LegacyFilePrologue.print(source: context.settings.file.map { _ in SpecFile.settingsFileName } ?? "the specs", into: &printer)
        let access = context.access
        let apps = appProperties()
        printer.documentation("Builds every page object and verifies its screen on arrival, so each step of a test chain starts on the screen it expects.")
        printer.line("@MainActor")
        printer.block("\(access)final class PageObjectsFactory") { p in
            for app in apps {
                p.documentation(app.bundleIdentifier.map { "The app with bundle identifier \($0)." } ?? "The app under test.")
                p.line("\(access)let \(app.property): XCUIApplication")
            }
            p.line()
            p.documentation("A factory over the default applications.")
            p.block("\(access)init()") { p in
                for app in apps {
                    p.line("self.\(app.property) = XCUIApplication(\(app.bundleIdentifier.map { "bundleIdentifier: \(SwiftNames.literal($0))" } ?? ""))")
                }
            }
            p.line()
            p.documentation("A factory over applications the test has configured (launch arguments, environment).")
            let parameters = apps.map { SwiftNames.parameterDeclaration($0.name, type: "XCUIApplication") }.joined(separator: ", ")
            p.block("\(access)init(\(parameters))") { p in
                for app in apps { p.line("self.\(app.property) = \(SwiftNames.parameter(app.name))") }
            }
            printLaunch(into: &p)
            for screen in context.project.screens.sorted(by: { $0.name.value < $1.name.value }) where context.index.screen(screen.name.value)?.relativePath == screen.relativePath {
                p.line()
                printMake(screen, into: &p)
            }
            LegacyRouteGenerator(context: context).print(into: &p)
            p.line()
            p.block("private func verified<Page: BasePageObject>(_ page: Page, within wait: WaitingTime? = nil, file: StaticString, line: UInt) -> Page") { p in
                p.line("page.verify(within: wait, file: file, line: line)")
                p.line("return page")
            }
        }
        return GeneratedFile(path: "PageObjectsFactory.swift", contents: printer.text)
    }

    private struct AppProperty {
        var name: String
        var property: String
        var bundleIdentifier: String?
    }

    private func appProperties() -> [AppProperty] {
        let apps = context.settings.apps
        let underTest = apps.first { $0.bundleIdentifier == nil }
        var result: [AppProperty] = [AppProperty(name: "application", property: "application", bundleIdentifier: nil)]
        for app in apps where app.name.value != underTest?.name.value {
            guard let bundle = app.bundleIdentifier?.value else { continue }
            result.append(AppProperty(name: app.name.value, property: SwiftNames.member(app.name.value), bundleIdentifier: bundle))
        }
        return result
    }

    private func printLaunch(into printer: inout LegacySwiftPrinter) {
        guard let app = context.settings.apps.first(where: { $0.bundleIdentifier == nil }) ?? context.settings.defaultApp,
              let entry = app.entry?.value, let screen = context.index.screen(entry), screen.opensFromAnywhere == nil else { return }
        let type = context.pageType(entry)
        printer.line()
        printer.documentation("Launches the app under test and returns its entry screen, verified within the `appLaunch` waiting time.")
        printer.line("@discardableResult")
        printer.block("\(context.access)func launch(file: StaticString = #filePath, line: UInt = #line) -> \(type)") { p in
            p.line("application.launch()")
            p.line("return verified(\(type)(pageObjectsFactory: self, application: application), within: .appLaunch, file: file, line: line)")
        }
    }

    private func printMake(_ screen: PageSpec, into printer: inout LegacySwiftPrinter) {
        let type = context.pageType(screen.name.value)
        let application = context.applicationProperty(forApp: context.appName(of: screen))
        let method = context.makeMethod(screen.name.value)
        printer.documentation("The \(screen.name.value) screen, verified.")
        if screen.opensFromAnywhere != nil {
            printer.block("\(context.access)func \(method)<Source: BasePageObject>(from source: Source, file: StaticString = #filePath, line: UInt = #line) -> \(type)<Source>") { p in
                p.line("verified(\(type)(source: source, pageObjectsFactory: self, application: \(application)), file: file, line: line)")
            }
        } else {
            printer.block("\(context.access)func \(method)(file: StaticString = #filePath, line: UInt = #line) -> \(type)") { p in
                p.line("verified(\(type)(pageObjectsFactory: self, application: \(application)), file: file, line: line)")
            }
        }
    }
}
