import Foundation
import XCTest
import XCUIAutomation

/// The accessibility audit measures what is drawn: a label against its frame (`TextFit`).
@MainActor
final class TextAuditTests: XCTestCase {
    private func issues(_ ui: XCUIApplication, _ types: XCUIAccessibilityAuditType) throws -> [String] {
        var seen: [String] = []
        try ui.performAccessibilityAudit(for: types) { issue in
            seen.append("\(issue.compactDescription): \(issue.element?.identifier ?? "-")")
            return true
        }
        return seen
    }

    func testTextThatDoesNotFitItsFrameIsClipped() async throws {
        let (_, _, ui) = launchSimulatedApp {
            // 23 characters at 17 points need about 215 points; the app gave 120 by 44 (two lines of 20.4).
            SimulatedElement(.button, id: "Narrow", label: "Find vacancies near you",
                             frame: CGRect(x: 16, y: 100, width: 120, height: 44))
            // Laid out automatically across the screen: it wraps and grows, as a self-sizing label does.
            SimulatedElement.text("Vacancies from employers in your area, updated every hour, sorted by distance", id: "Long")
            SimulatedElement(.tabBar, id: "Bar") {
                for name in ["Search", "Saved", "Applications in progress", "Profile"] {
                    SimulatedElement.button("Tab.\(name)", label: name)
                }
            }
        }
        XCTAssertEqual(try issues(ui, .textClipped), [
            "Text clipped: Narrow",
            "Text clipped: Tab.Applications in progress",
        ], "a tab is a quarter of 393 points and one line; 24 characters need about 224")
    }

    func testAFixedFrameThatFitsNowButNotAtTheLargestTextSizeDoesNotSupportDynamicType() async throws {
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.button, id: "Fixed", label: "Apply", frame: CGRect(x: 16, y: 100, width: 120, height: 44))
            SimulatedElement.button("Auto", label: "Apply now")
        }
        XCTAssertEqual(try issues(ui, [.textClipped, .dynamicType]), ["Dynamic Type font sizes are unsupported: Fixed"],
                       "5 characters at 53 points need about 146 points: clipped in 120; the automatic one grows")

        device.contentSizeCategory = .extraExtraExtraLarge
        XCTAssertEqual(SimulatedContentSizeCategory.extraExtraExtraLarge.bodyPointSize, 23)
        let (_, _, wide) = launchSimulatedApp {
            SimulatedElement(.button, id: "Fixed", label: "Apply for this job", frame: CGRect(x: 16, y: 100, width: 200, height: 44))
        }
        SimulatedDevice.current.contentSizeCategory = .large
        XCTAssertEqual(try issues(wide, .textClipped), [], "18 characters need about 168 points at 17")
        SimulatedDevice.current.contentSizeCategory = .extraExtraExtraLarge
        XCTAssertEqual(try issues(wide, .textClipped), ["Text clipped: Fixed"], "and about 228 at 23, on one line of 27.6 in 44")
    }

    func testTheIssueSaysWhatWasMeasured() async throws {
        let (device, _, ui) = launchSimulatedApp {
            SimulatedElement(.staticText, id: "Price", label: "£1,250 per month", frame: CGRect(x: 16, y: 100, width: 60, height: 21))
        }
        let failures = try device.capturingFailures { try ui.performAccessibilityAudit(for: .textClipped) }
        XCTAssertEqual(failures.messages, [
            "Accessibility audit of XCUIApplication() found an issue: Text clipped. The text \"£1,250 per month\" needs about 150 points at the 17-point body size of the device's text size (large) and is cut off by its {{16.0, 100.0}, {60.0, 21.0}} frame. Element: StaticText, {{16.0, 100.0}, {60.0, 21.0}}, identifier: 'Price', label: '£1,250 per month'",
        ])
    }
}
