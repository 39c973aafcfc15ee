import Foundation
import XCTest

/// Type-checks small samples with `swiftc` against the built XCUIAutomation module: code Apple's SDK
/// rejects must not compile here, and code it accepts must compile with the same diagnostics.
/// All samples run concurrently; each takes well under a second.
final class CompileCheckTests: XCTestCase {
    /// Must not compile: each line marked `// error: <text>` must get an error containing <text>.
    private static let rejected = """
        import Foundation
        import XCTest
        import XCUIAutomation

        func offTheMainActor(_ button: XCUIElement) async {
            button.tap() // error: main actor-isolated instance method 'tap()'
        }
        @MainActor func wrongLabel(_ button: XCUIElement) -> Bool {
            button.waitForExistence(timeOut: 5) // error: incorrect argument label
        }
        @MainActor func elementsComeFromQueries() {
            _ = XCUIElement() // error: 'init()' is unavailable: Use XCUIElementQuery to create XCUIElement instances.
        }
        @MainActor func queriesAreNotSequences(_ app: XCUIApplication) {
            for _ in app.buttons {} // error: requires 'XCUIElementQuery' to conform to 'Sequence'
        }
        @MainActor func noClearText(_ field: XCUIElement) {
            field.clearText() // error: has no member 'clearText'
        }
        @MainActor func identifierHasNoDefault(_ app: XCUIApplication) {
            _ = app.buttons.containing(.button) // error: no member 'button'
        }
        @MainActor func queriesComeFromElements() {
            _ = XCUIElementQuery() // error: 'init()' is unavailable
        }
        @MainActor func elementTypeIsNotCaseIterable() {
            _ = XCUIElement.ElementType.allCases // error: has no member 'allCases'
        }
        @MainActor func onlySnapshotThrows(_ element: XCUIElement) {
            _ = element.snapshot() // error: call can throw, but it is not marked with 'try'
        }
        @MainActor func screenshotsComeFromProviders() {
            _ = XCUIScreenshot() // error: 'init()' is unavailable
        }
        @MainActor func screensComeFromMain() {
            _ = XCUIScreen() // error: 'init()' is unavailable
        }
        func auditIssuesComeFromAudits() {
            _ = XCUIAccessibilityAuditIssue() // error: 'init()' is unavailable
        }
        @MainActor func auditsThrow(_ app: XCUIApplication) {
            app.performAccessibilityAudit() // error: call can throw, but it is not marked with 'try'
        }
        @MainActor func auditsAreOnApplications(_ element: XCUIElement) throws {
            try element.performAccessibilityAudit() // error: has no member 'performAccessibilityAudit'
        }
        func lifetimesAreApples(_ attachment: XCTAttachment) {
            attachment.lifetime = .keepForever // error: has no member 'keepForever'
        }
        @MainActor func noPowerButton() {
            XCUIDevice.shared.press(.power) // error: has no member 'power'
        }
        func monitorsAnswerWhetherTheyHandled(_ test: XCTestCase) {
            test.addUIInterruptionMonitor(withDescription: "Alerts") { _ in } // error: cannot convert value of type '()' to closure result type 'Bool'
        }
        func screenshotDataOffTheMainActor(_ shot: XCUIScreenshot) async -> Data {
            shot.pngRepresentation // error: main actor-isolated property 'pngRepresentation' cannot be accessed from outside of the actor
        }
        """

    /// Compiles with Apple's warnings: unused waitForExistence result; nonisolated synchronous use of
    /// main-actor API (a warning in Swift 6 mode, silent in Swift 5, as for Clang-imported @MainActor).
    private static let warned = """
        import XCTest
        import XCUIAutomation

        @MainActor func unusedResults(_ element: XCUIElement) {
            element.waitForExistence(timeout: 1)
            element.waitForNonExistence(timeout: 1)
        }
        func nonisolatedSynchronous(_ element: XCUIElement) {
            element.tap()
        }
        """

    /// An ordinary UI test and page object: must compile without any diagnostic in Swift 6 mode.
    private static let accepted = """
        import Foundation
        import XCTest
        #if canImport(XCUIAutomation)
        import XCUIAutomation
        #endif

        @MainActor
        final class LoginPage {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }
            var email: XCUIElement { app.textFields["Login.email"] }
            var rows: XCUIElementQuery { app.tables.cells.matching(identifier: "Row") }

            @discardableResult
            func logIn(as user: String) -> Self {
                XCTContext.runActivity(named: "Log in as \\(user)") { _ in
                    email.tap()
                    email.typeText(user + XCUIKeyboardKey.return.rawValue)
                    app.buttons.element(matching: .button, identifier: "Login.submit").tap()
                }
                return self
            }
        }

        @MainActor
        final class LoginUITests: XCTestCase {
            override func setUp() async throws {
                continueAfterFailure = false
            }

            func testLogin() async throws {
                let app = XCUIApplication()
                app.launchArguments += ["-uitesting"]
                app.launchEnvironment["LOCALE"] = "en"
                app.launch()
                let page = LoginPage(app: app).logIn(as: "ada")
                XCTAssertTrue(page.rows.firstMatch.waitForExistence(timeout: 5))
                page.rows.element(boundBy: 0).swipeLeft()
                app.cells.containing(.staticText, identifier: nil).element.buttons["Delete"].tap()
                let label = app.staticTexts.element(matching: NSPredicate(format: "label CONTAINS[c] %@", "welcome")).label
                XCTAssertFalse(label.isEmpty)
                XCTAssertEqual(app.state, .runningForeground)
                let either = NSCompoundPredicate(orPredicateWithSubpredicates: [
                    NSPredicate(format: "elementType == %lu", XCUIElement.ElementType.button.rawValue),
                    NSPredicate(format: "identifier IN %@", argumentArray: [["a", "b"]]),
                ])
                XCTAssertGreaterThan(app.descendants(matching: .any).matching(either).count, 0)
                app.sliders.element.adjust(toNormalizedSliderPosition: 0.5)
                app.pickerWheels.element.adjust(toPickerWheelValue: "L")
                app.images.firstMatch.press(forDuration: 1.5)
                let snapshot = try app.otherElements["Card"].snapshot()
                XCTAssertEqual(snapshot.children.count, 2)
                app.cells.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).withOffset(.zero).tap()
                let sendable: any Sendable = app.buttons["Go"]
                let elements: Set<XCUIElement> = [app, app.buttons["Go"]]
                XCTAssertEqual(elements.count, 2)
                _ = sendable
                app.activityIndicators["Spinner"].waitForNonExistence(timeout: 10)
                let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                springboard.alerts.buttons["Allow"].tap()
                XCTAssertTrue(app.wait(for: .runningForeground, timeout: 5))
                XCTAssertTrue(app.switches["Remember"].wait(for: \\.isSelected, toEqual: true, timeout: 2))
            }

            func testMonitorsAttachmentsScreenshotsDeviceAndAudits() async throws {
                let app = XCUIApplication()
                var handled = 0
                addUIInterruptionMonitor(withDescription: "Permission alerts") { alert in
                    handled += 1
                    alert.buttons["Allow"].tap()
                    return true
                }
                let token = addUIInterruptionMonitor(withDescription: "Unused") { _ in false }
                removeUIInterruptionMonitor(token)
                app.launch()
                app.tap()
                let attachment = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
                attachment.lifetime = .keepAlways
                attachment.name = "After launch"
                add(attachment)
                XCTContext.runActivity(named: "Inspect") { activity in
                    activity.add(XCTAttachment(string: app.debugDescription))
                    handled += 1  // the block is not @Sendable: it may capture and change local state
                }
                let png: Data = app.buttons["Go"].screenshot().pngRepresentation
                XCTAssertFalse(png.isEmpty)
                let provider: any XCUIScreenshotProviding = app
                _ = provider.screenshot()
                XCUIDevice.shared.orientation = .landscapeLeft
                XCTAssertTrue(XCUIDevice.shared.orientation.isLandscape)
                XCUIDevice.shared.press(.home)
                try app.performAccessibilityAudit()
                try app.performAccessibilityAudit(for: [.contrast, .hitRegion]) { issue in
                    issue.auditType == .contrast && issue.element?.identifier == "Logo"
                }
                XCTAssertEqual(handled, 2)
                XCTAssertEqual(app.switches["Remember"].value as? String, "1")
            }
        }
        """

    /// Swift 5 test code written before concurrency checking: nonisolated test methods driving the UI.
    private static let swift5Accepted = """
        import XCTest
        import XCUIAutomation

        class LegacyUITests: XCTestCase {
            let app = XCUIApplication()

            override func setUp() {
                super.setUp()
                app.launch()
            }

            func testTap() {
                app.buttons["Go"].tap()
                XCTAssertTrue(app.staticTexts["Done"].waitForExistence(timeout: 3))
            }

            func testMonitorAndDevice() {
                addUIInterruptionMonitor(withDescription: "Alerts") { alert in
                    alert.buttons["OK"].tap()
                    return true
                }
                XCUIDevice.shared.orientation = .portrait
                add(XCTAttachment(screenshot: app.screenshot()))
            }
        }
        """

    func testApplesRulesHoldForSamples() throws {
        let toolchain = try Toolchain.locate()
        let jobs = [
            ("rejected", Self.rejected, "6"), ("warned", Self.warned, "6"), ("warned5", Self.warned, "5"),
            ("accepted", Self.accepted, "6"), ("swift5", Self.swift5Accepted, "5"),
        ]
        let results = try toolchain.typecheck(jobs.map { (name: $0.0, source: $0.1, swiftVersion: $0.2) })

        // Every marked line gets its error, and nothing else is an error.
        let rejected = results["rejected"]!
        let expected = Self.rejected.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .compactMap { index, line -> (Int, String)? in
                guard let range = line.range(of: "// error: ") else { return nil }
                return (index + 1, String(line[range.upperBound...]))
            }
        XCTAssertEqual(expected.count, 18)
        for (line, text) in expected {
            XCTAssertTrue(rejected.errors.contains { $0.line == line && $0.text.contains(text) },
                          "line \(line): expected error containing \"\(text)\"; got \(rejected.errors)")
        }
        XCTAssertEqual(Set(rejected.errors.map(\.line)), Set(expected.map(\.0)), "\(rejected.errors)")

        let warned6 = results["warned"]!
        XCTAssertEqual(warned6.errors, [])
        XCTAssertEqual(warned6.warnings.map(\.line), [5, 9], "\(warned6.warnings)")
        XCTAssertTrue(warned6.warnings.first?.text.contains("result of call to 'waitForExistence(timeout:)' is unused") == true)
        XCTAssertTrue(warned6.warnings.last?.text.contains("main actor-isolated instance method 'tap()'") == true)

        let warned5 = results["warned5"]!
        XCTAssertEqual(warned5.errors, [])
        XCTAssertEqual(warned5.warnings.map(\.line), [5], "Swift 5 mode is silent about isolation: \(warned5.warnings)")

        XCTAssertEqual(results["accepted"]!.errors + results["accepted"]!.warnings, [])
        XCTAssertEqual(results["swift5"]!.errors + results["swift5"]!.warnings, [])
    }
}

/// The compiler that built this test bundle and the directory holding XCUIAutomation.swiftmodule.
private struct Toolchain {
    struct Diagnostic: Equatable, CustomStringConvertible {
        let line: Int
        let text: String
        var description: String { "\(line): \(text)" }
    }

    struct Result {
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
    }

    let swiftc: URL
    let modules: URL

    static func locate() throws -> Toolchain {
        // The test bundle sits in the build products directory; SwiftPM puts modules in Modules/.
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        var productDirectory = executable.deletingLastPathComponent()
        if productDirectory.lastPathComponent.hasSuffix(".xctest") { productDirectory.deleteLastPathComponent() }
        let candidates = [productDirectory.appendingPathComponent("Modules"), productDirectory]
        guard let modules = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("XCUIAutomation.swiftmodule").path)
        }) else {
            throw XCTSkip("XCUIAutomation.swiftmodule not found next to the test bundle (looked in \(candidates.map(\.path)))")
        }
        guard let swiftc = findSwiftc() else {
            throw XCTSkip("swiftc not found on PATH or next to the loaded libXCTest.so")
        }
        return Toolchain(swiftc: swiftc, modules: modules)
    }

    /// PATH first; otherwise the toolchain that provided the XCTest library this process loaded.
    private static func findSwiftc() -> URL? {
        let fileManager = FileManager.default
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
            let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libXCTest.so") }),
            let start = line.firstIndex(of: "/")
        else { return nil }
        // <toolchain>/usr/lib/swift/linux/libXCTest.so → <toolchain>/usr/bin/swiftc
        let bin = URL(fileURLWithPath: String(line[start...]))
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("bin/swiftc")
        return fileManager.isExecutableFile(atPath: bin.path) ? bin : nil
    }

    /// Type-checks every sample concurrently and parses `file:line:col: error|warning: text`.
    func typecheck(_ samples: [(name: String, source: String, swiftVersion: String)]) throws -> [String: Result] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("xcuiautomation-compile-checks-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var running: [(name: String, process: Process, output: URL)] = []
        for sample in samples {
            let file = directory.appendingPathComponent("\(sample.name).swift")
            try sample.source.write(to: file, atomically: true, encoding: .utf8)
            let output = directory.appendingPathComponent("\(sample.name).log")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            let process = Process()
            process.executableURL = swiftc
            process.arguments = [
                "-typecheck", "-swift-version", sample.swiftVersion, "-I", modules.path,
                // A shared cache (safe for concurrent compilers) makes later runs faster.
                "-module-cache-path", FileManager.default.temporaryDirectory
                    .appendingPathComponent("xcuiautomation-compile-checks-module-cache").path,
                file.path,
            ]
            let handle = try FileHandle(forWritingTo: output)
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            running.append((sample.name, process, output))
        }
        var results: [String: Result] = [:]
        for job in running {
            job.process.waitUntilExit()
            let log = try String(contentsOf: job.output, encoding: .utf8)
            var result = Result()
            for line in log.split(separator: "\n") where line.hasPrefix(directory.path) || line.contains("\(job.name).swift:") {
                let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
                guard parts.count == 5, let number = Int(parts[1]) else { continue }
                let text = parts[4].trimmingCharacters(in: .whitespaces)
                switch parts[3].trimmingCharacters(in: .whitespaces) {
                case "error": result.errors.append(Diagnostic(line: number, text: text))
                case "warning": result.warnings.append(Diagnostic(line: number, text: text))
                default: break
                }
            }
            if job.process.terminationStatus != 0, result.errors.isEmpty {
                XCTFail("swiftc failed on \(job.name) without a parsable error:\n\(log)")
            }
            results[job.name] = result
        }
        return results
    }
}
