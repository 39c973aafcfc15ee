// XCUIAutomation stand-in for Linux.
//
// Apple's UI-testing API (`XCUIApplication`, `XCUIElement`, `XCUIElementQuery`, …; the framework is
// named XCUIAutomation since Xcode 16.3, whose release notes say the UI-automation API moved out of
// XCTest into it and XCTest re-exports it: developer.apple.com/documentation/xcode-release-notes/
// xcode-16_3-release-notes, 137059728) with Apple's spellings, labels, optionality and isolation,
// and Apple's `@available` (iOS and macOS; docs/xcuitest-availability.tsv, AppleAvailabilityTests),
// implemented over an in-memory simulated device instead of a real app. Generated page objects and
// ordinary UI tests compile against it unchanged and run in milliseconds.
//
// Apple API beyond XCUIApplication/XCUIElement/XCUIElementQuery, for what swift-corelibs-xctest
// lacks: XCTContext/XCTActivity (with `add(_:)`, and XCTestCase as an activity), XCTAttachment,
// UI interruption monitors on XCTestCase, XCUIScreen/XCUIScreenshot/XCUIScreenshotProviding,
// XCUIDevice (and UIKit's UIDeviceOrientation), performAccessibilityAudit with
// XCUIAccessibilityAuditType/XCUIAccessibilityAuditIssue, and UIKit's UIDevice.current
// (userInterfaceIdiom, model, name, systemName) with UIUserInterfaceIdiom, which an iOS UI-test
// target gets through `import XCTest`; performance metrics (XCTMetric, XCTApplicationLaunchMetric,
// measure(metrics:block:)), resetAuthorizationStatus(for:) with XCUIProtectedResource,
// XCUIDevice.location with XCUILocation (and a minimal CLLocation), and XCUIScreenshot.image (a
// minimal UIImage). Each file cites Apple's documentation.
//
// Behaviour modelled on a device: hittability (off screen, under an alert, an overlay or the
// keyboard, app in the background; disabled elements stay hittable; false, without a failure, for
// an element that does not exist), taps that scroll an element into view first, interruption
// monitors run when an interaction is blocked and then XCUITest's built-in handler (the alert's
// cancel or default button; Simulation/Interruptions.swift), hidden, transparent and zero-size
// views absent from the tree (Simulation/Layout.swift), switches valued "1"/"0" and row-wide
// switches that a tap at the centre does not flip, `wait(for:toEqual:timeout:)` and reads that fail
// on a missing element, debugDescription in the debugger's format (Query/ElementDescription.swift states it
// exactly), `containing` matching the element itself as well as its descendants
// (Query/Resolution.swift), an element with several matches that exists and fails only when used
// (XCUIElement.swift), keyboard focus and the software keyboard with its keys
// (Simulation/Keyboard.swift; typeText needs focus), alert buttons side by side or stacked as
// UIKit lays them out, coordinate taps that reach whatever is drawn at the point
// (Simulation/Touches.swift), size classes and idiom from the device model
// (Simulation/DeviceModel.swift: iPhone 15 by default, iPhone 15 Pro Max, iPhone SE, iPad).
//
// Simulation API (not Apple's; UI tests on Linux use it to describe the app; see
// docs/simulating-your-app.md):
// - `SimulatedDevice.current`: installed apps, `model` (idiom, screen, size classes), `clock` (a
//   `VirtualClock`: waits and delays advance it, nothing sleeps), `roundTrips` (every runner-to-app
//   request), `activities` (from `XCTContext.runActivity`), `attachments`,
//   `failureHandler`/`capturingFailures` (failures default to XCTFail), `chaos`/`chaosLog` (seeded
//   perturbation, off by default), `orientation`, `hardwareKeyboardConnected`.
//   A fresh device replaces it before every XCTest test case.
// - `SimulatedApp`: screens of `SimulatedElement` trees, handlers for gestures, alerts (with text
//   fields), delays, launch state, keyboard focus (`focus(_:)`, `avoidsKeyboard`);
//   `device.springboard` is Springboard ("com.apple.springboard") for system alerts
//   (`presentSystemAlert`, `SimulatedElement.permissionAlert`).
// - `SimulatedElement`: the elements, with short builders (`.button`, `.text`, `.textField`,
//   `.textView`, `.link`, `.toggle`, `.list`, `.cell`, `.navigationBar`, `.overlay`, …), automatic
//   layout, scrolling containers (`contentOffset`, `createsRowsLazily`), `keyboard`
//   (`SimulatedKeyboard`), `focusedWhenShown()`, `onTap(focus:)`, `withSizeClasses(…)`.
//
// Isolation: the UI-testing types are `@preconcurrency @MainActor`. Apple's headers apply
// `@MainActor` through a Clang attribute, and the Swift compiler treats imported isolation as
// preconcurrency: no diagnostics in Swift 5 mode, warnings in Swift 6 mode for nonisolated
// synchronous callers (checked with this toolchain against a C module carrying
// `swift_attr("@MainActor")`). A plain `@MainActor` would reject Swift 5 test code Apple accepts.
// Calls without `await` from a nonisolated async context are errors in both, as with Apple's.
//
// Linux XCTest pattern for UI tests (swift-corelibs-xctest, Swift 6.3):
//
//     @MainActor
//     final class LoginUITests: XCTestCase {
//         override func setUp() async throws { … }      // not the synchronous setUp()
//         func testLogin() async throws { … }           // async, so it runs on the main actor
//     }
//
// Synchronous `@MainActor` test methods (class- or method-level) compile but crash the test process
// at launch on Linux: SwiftPM's discovered-test list casts them to nonisolated function types. Async
// test methods, or nonisolated ones wrapping `MainActor.assumeIsolated { … }`, work. Both forms are
// also valid on Apple platforms.
