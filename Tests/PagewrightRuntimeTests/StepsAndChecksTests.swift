import Foundation
import XCTest
@testable import PagewrightRuntime
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What a step waits for, and checks that poll, tested against the stand-in.
final class StepsAndChecksTests: RuntimeTestCase {
    func testAStepWaitsUntilItsElementIsReadyAndSaysWhyItNeverWas() async throws {
        let home = HomePage(application: launched())
        var ready = true
        XCTAssertEqual(recordingFailures { ready = home.ready(home.next, "next", .hittable, within: .uiInteraction, for: "go", file: #filePath, line: #line) }.count, 0)
        XCTAssertTrue(ready)

        let failures = recordingFailures {
            ready = home.ready(home.disabled, "disabled", .enabled, within: .short, for: "press", file: #filePath, line: #line)
        }
        XCTAssertFalse(ready)
        XCTAssertTrue(failures.first?.message.hasPrefix("HomePage.press: 'disabled' exists but is not enabled after 1.0 s (short).") == true, "\(failures)")

        let missing = recordingFailures {
            _ = home.ready(home.application.buttons["Nowhere"], "nowhere", .exists, within: .short, for: "press", file: #filePath, line: #line)
        }
        XCTAssertTrue(missing.first?.message.hasPrefix("HomePage.press: 'nowhere' did not appear within 1.0 s (short). Identifiers on screen: Home.disabled, Home.field") == true, "\(missing)")
    }

    func testAnElementCoveredByAnAlertIsNotReadyAndTheAlertIsNamed() async throws {
        let home = HomePage(application: launched())
        device.presentSystemAlert(.alert("Software Update", message: "Later?", buttons: ["Later"]))
        let failures = recordingFailures {
            _ = home.ready(home.next, "next", .hittable, within: .short, for: "go", file: #filePath, line: #line)
        }
        XCTAssertTrue(failures.first?.message.hasPrefix("HomePage.go: 'next' is not hittable after 1.0 s (short): it is covered by the alert 'Software Update'.") == true, "\(failures)")
    }

    /// An alert no spec declares that stays in front fails a step of any readiness, named with
    /// what XCUITest's built-in handler would tap; nothing taps it.
    func testAnUndeclaredAlertFailsAStepOfAnyReadinessNamingWhatTheBuiltInHandlerWouldTap() async throws {
        let home = HomePage(application: launched())
        app.present(.alert("Rate Runtime", message: "Enjoying it?", buttons: ["Not Now", "Rate"]))
        for readiness in [Readiness.exists, .enabled, .hittable] {
            let failures = recordingFailures {
                XCTAssertFalse(home.ready(home.field, "field", readiness, within: .short, for: "type", file: #filePath, line: #line))
            }
            let message = failures.first?.message ?? ""
            XCTAssertTrue(message.hasPrefix("HomePage.type: 'field' is ") && message.contains("covered by the alert 'Rate Runtime'. No interruption in the specs "
                + "matches it, so on a device XCUITest's built-in interruption handler would answer it, tapping its cancel button, else its default one (of 'Not Now', 'Rate')."),
                          "\(readiness): \(failures)")
        }
        XCTAssertEqual(device.handledInterruptions, [])
    }

    /// A declared interruption in front of an element is dismissed as its spec says before a step
    /// that waits only for existence, so the built-in handler never answers it.
    func testADeclaredInterruptionIsDismissedBeforeAStepThatWaitsOnlyForExistence() async throws {
        var answer: String?
        let home = HomePage(application: launched())
        device.presentSystemAlert(.permissionAlert(.notifications, appName: "Runtime") { button, _ in answer = button })
        let failures = recordingFailures {
            XCTAssertTrue(home.ready(home.field, "field", .exists, within: .short, for: "type", file: #filePath, line: #line))
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(answer, "Allow")
        XCTAssertEqual(device.handledInterruptions, [])
    }

    /// Reads go through one snapshot: an element that is not there reads as "" and not enabled,
    /// with no failure.
    func testReadsOfAnElementThatIsNotThereAreEmpty() async throws {
        let application = launched()
        let missing = application.staticTexts["Nowhere"]
        let failures = recordingFailures {
            XCTAssertEqual(PagewrightCheck.read(.label, of: application.staticTexts["Home.title"]), "Welcome")
            XCTAssertEqual(PagewrightCheck.read(.placeholderValue, of: application.textFields["Home.field"]), "Name")
            XCTAssertEqual(PagewrightCheck.read(.label, of: missing), "")
            XCTAssertFalse(PagewrightCheck.isEnabled(missing))
            XCTAssertFalse(PagewrightCheck.isSelected(missing))
            XCTAssertFalse(PagewrightCheck.isEnabled(application.buttons["Home.disabled"]))
            XCTAssertTrue(PagewrightCheck.isEnabled(application.buttons["Home.next"]))
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(device.failures.map(\.message), [])
    }

    /// A switch as wide as its row flips when its control is tapped, not its centre.
    func testTapSwitchFlipsASwitchThatSpansItsRow() async throws {
        app.screen("Settings") {
            SimulatedElement.toggle("Settings.wifi", label: "Wi-Fi", spansRow: true)
            SimulatedElement.toggle("Settings.plain", label: "Plain", spansRow: false)
        }
        let application = launched()
        app.show("Settings")
        let wifi = application.switches["Settings.wifi"]
        let plain = application.switches["Settings.plain"]
        PagewrightStepping<TestSettings>.tapSwitch(wifi)
        PagewrightStepping<TestSettings>.tapSwitch(plain)
        XCTAssertEqual(wifi.value as? String, "1")
        XCTAssertEqual(plain.value as? String, "1")
    }

    /// A spec's slider position, a `Double`, reaches XCUITest as the `CGFloat` it takes; the
    /// slider stops a little short of it, as on a device.
    func testAdjustSliderMovesTheSliderToTheSpecsPosition() async throws {
        app.screen("Filters") {
            SimulatedElement.slider("Filters.salary", label: "Salary")
            SimulatedElement.slider("Filters.age", label: "Age")
        }
        let application = launched()
        app.show("Filters")
        let salary = application.sliders["Filters.salary"]
        let age = application.sliders["Filters.age"]
        PagewrightStepping<TestSettings>.adjustSlider(salary, to: 0.25)
        PagewrightStepping<TestSettings>.adjustSlider(age, to: 1)
        XCTAssertEqual(salary.normalizedSliderPosition, 0.23, accuracy: 1e-9)
        XCTAssertEqual(age.normalizedSliderPosition, 0.98, accuracy: 1e-9)
        XCTAssertEqual(salary.value as? String, "23%")
    }

    /// After a slider step a check of its value allows for where `adjust` stops (a best effort,
    /// 98 % for 1 on a device): "25%" holds for a slider showing "23%", and "30%" does not, saying
    /// so. Other values are still compared exactly.
    func testASlidersValueCheckAllowsForWhereAdjustStops() async throws {
        app.screen("Filters") {
            SimulatedElement.slider("Filters.salary", label: "Salary", position: 0.23)
            SimulatedElement.text("23%", id: "Filters.caption")
        }
        let application = launched()
        app.show("Filters")
        let page = HomePage(application: application)
        let salary = application.sliders["Filters.salary"]
        let caption = application.staticTexts["Filters.caption"]
        let failures = recordingFailures {
            page.expect(salary, "salary", .equals(.value, "25%"), within: .short, check: "near", file: #filePath, line: 1)
            page.expect(salary, "salary", .equals(.value, "21%"), within: .short, check: "near below", file: #filePath, line: 2)
            page.expect(salary, "salary", .equals(.value, "30%"), within: .short, check: "far", file: #filePath, line: 3)
            page.expect(caption, "caption", .equals(.label, "25%"), within: .short, check: "text", file: #filePath, line: 4)
        }
        XCTAssertEqual(failures.map(\.line), [3, 4])
        XCTAssertEqual(failures.first?.message,
                       "far: value of 'salary' is \"23%\", expected \"30%\" (within 3 percentage points: adjust(toNormalizedSliderPosition:) is a best effort) after 1.0 s (short).")
    }

    func testAnActionWhoseStepFailedIsNotRecordedForCoverage() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-coverage-\(UUID().uuidString)").path
        setenv("PAGEWRIGHT_COVERAGE", log, 1)
        defer { unsetenv("PAGEWRIGHT_COVERAGE"); try? FileManager.default.removeItem(atPath: log) }
        let home = HomePage(application: launched())
        _ = recordingFailures {
            home.perform("press") {
                _ = home.ready(home.disabled, "disabled", .enabled, within: .short, for: "press", file: #filePath, line: #line)
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: log))
    }

    func testChecksPollAndSayWhatTheySawLast() async throws {
        let home = HomePage(application: launched())
        let title = home.application.staticTexts["Home.title"]
        var failures = recordingFailures {
            home.expect(title, "title", .equals(.label, "Welcome"), within: .short, check: "HomePage.greets", file: #filePath, line: #line)
            home.expect(title, "title", .contains(.label, "come"), within: .short, check: "HomePage.greets", file: #filePath, line: #line)
            home.expectCount(home.rows, "rows", equals: 3, within: .short, check: "HomePage.lists", file: #filePath, line: #line)
            home.expectCount(home.rows, "rows", equals: 2, atLeast: true, within: .short, check: "HomePage.lists", file: #filePath, line: #line)
        }
        XCTAssertEqual(failures.map(\.message), [])

        failures = recordingFailures {
            home.expect(title, "title", .equals(.label, "Goodbye"), within: .short, check: "HomePage.greets", file: #filePath, line: #line)
            home.expect(title, "title", .contains(.label, "bye"), within: .short, check: "HomePage.greets", file: #filePath, line: #line)
            home.expectCount(home.rows, "rows", equals: 4, within: .short, check: "HomePage.lists", file: #filePath, line: #line)
            home.expect(home.disabled, "disabled", .isEnabled(true), within: .short, check: "HomePage.on", file: #filePath, line: #line)
        }
        XCTAssertEqual(failures.map(\.message), [
            "HomePage.greets: label of 'title' is \"Welcome\", expected \"Goodbye\" after 1.0 s (short).",
            "HomePage.greets: label of 'title' is \"Welcome\", which does not contain \"bye\" after 1.0 s (short).",
            "HomePage.lists: the number of 'rows' is 3, expected 4, after 1.0 s (short).",
            "HomePage.on: 'disabled' isEnabled is not true after 1.0 s (short).",
        ])
    }

    func testAFailureAttachesEvidenceUnlessTheSettingsOrTheTestSaySo() async throws {
        let application = launched()
        let title = application.staticTexts["Home.title"]
        _ = recordingFailures {
            HomePage(application: application).expect(title, "title", .notExists, within: .short, check: "c", file: #filePath, line: #line)
        }
        XCTAssertEqual(device.attachments.map(\.name), ["Element tree", "Screenshot"])

        _ = recordingFailures {
            QuietPage(application: application).expect(title, "title", .notExists, within: .short, check: "c", file: #filePath, line: #line)
        }
        XCTAssertEqual(device.attachments.count, 2, "a project whose settings switch evidence off attaches none")

        PagewrightReport.attachesEvidence = false
        defer { PagewrightReport.attachesEvidence = true }
        _ = recordingFailures {
            HomePage(application: application).expect(title, "title", .notExists, within: .short, check: "c", file: #filePath, line: #line)
        }
        XCTAssertEqual(device.attachments.count, 2, "nor does a run that switches it off")
    }

    func testLaunchAppliesTheSettingsThenTheTestsOwnThenTheCallsArguments() async throws {
        let application = XCUIApplication()
        application.launchArguments = ["-own"]
        application.launchEnvironment = ["KEPT": "test", "OWN": "1"]
        PagewrightLaunching<TestSettings>.launch(application, app: "main", arguments: ["-call"], environment: ["MODE": "call"])
        XCTAssertEqual(app.launchArguments, ["-configured", "-own", "-call"])
        XCTAssertEqual(app.launchEnvironment, ["MODE": "call", "KEPT": "test", "OWN": "1"])
        XCTAssertEqual(application.launchArguments, ["-own"], "the application keeps what the test set")
    }

    func testClearTextDeletesWhatAFieldHolds() async throws {
        let home = HomePage(application: launched())
        home.field.tap()
        home.field.typeText("Ada")
        home.clearText(in: home.field)
        XCTAssertEqual(home.field.value as? String, "Name", "only the placeholder is left")
    }
}

private final class QuietPage: PagewrightPageObject<QuietSettings> {}
