import Foundation

/// A screen marked as an interruption (`"interruption"` in the specs: a permission alert, a
/// "save password" prompt): the app that shows it, what proves it is showing, and how to dismiss
/// it (its dismissing action's steps, without waits: the screen is showing when they run).
public struct PagewrightInterruption<Settings: PagewrightProject> {
    public let screen: String
    public let application: @MainActor () -> XCUIApplication
    public let verification: PagewrightVerification<Settings.Wait>
    public let dismiss: @MainActor (XCUIApplication) -> Void

    public init(screen: String, application: @escaping @MainActor () -> XCUIApplication,
                verification: PagewrightVerification<Settings.Wait>, dismiss: @escaping @MainActor (XCUIApplication) -> Void) {
        self.screen = screen
        self.application = application
        self.verification = verification
        self.dismiss = dismiss
    }
}

/// Screens that may come up over any other, handled wherever they appear: by UI interruption
/// monitors (`monitor(in:)`; the factory style's factory installs them when given the test
/// case), and by verification and readiness waits, which dismiss one that is in the way. A
/// generated module names it for its own settings: `PagewrightInterruptions`.
///
/// Apple's `addUIInterruptionMonitor(withDescription:handler:)`
/// (https://developer.apple.com/documentation/xctest/xctestcase/adduiinterruptionmonitor(withdescription:handler:))
/// runs the monitors, newest first, when an interaction is blocked; its handler is neither
/// `@Sendable` nor isolated, so one written on the main actor stays there.
@MainActor
public enum PagewrightInterruptionHandling<Settings: PagewrightProject> {
    public typealias Interruption = PagewrightInterruption<Settings>

    /// Every screen marked as an interruption, in spec order.
    public static var all: [Interruption] { Settings.interruptions }

    /// Installs a UI interruption monitor on `testCase` for each interruption: when one blocks an
    /// interaction, XCUITest hands the monitors the interrupting element, and the one whose
    /// screen is showing dismisses it.
    public static func monitor(in testCase: XCTestCase) {
        for interruption in all {
            testCase.addUIInterruptionMonitor(withDescription: interruption.screen) { _ in
                dismissIfShowing(interruption)
            }
        }
    }

    /// Dismisses the first interruption that is showing (other than `screen`, the one being
    /// waited for); returns its name, or nil when none is.
    public static func dismissShowing(except screen: String? = nil) -> String? {
        for interruption in all where interruption.screen != screen && dismissIfShowing(interruption) {
            return interruption.screen
        }
        return nil
    }

    private static func dismissIfShowing(_ interruption: Interruption) -> Bool {
        let application = interruption.application()
        let verifier = ScreenVerifier<Settings>(verification: interruption.verification, screen: interruption.screen, route: nil)
        guard verifier.observe(application).isShown else { return false }
        PagewrightReport.run("dismiss \(interruption.screen)") {
            interruption.dismiss(application)
            // Gone before anything looks again, so that nothing taps it twice.
            if let anchor = interruption.verification.present.first {
                _ = anchor.find(application).waitForNonExistence(timeout: interruption.verification.wait.seconds)
            }
        }
        return true
    }
}
