// XCUIAutomation stand-in for Linux.
//
// Apple's UI-testing API (`XCUIApplication`, `XCUIElement`, `XCUIElementQuery`, …; the framework is
// named XCUIAutomation since Xcode 16.3) with Apple's spellings, labels, optionality and isolation,
// implemented over an in-memory simulated device instead of a real app. Generated page objects and
// ordinary UI tests compile against it unchanged and run in milliseconds.
//
// Simulation API (not Apple's; only tests and benchmarks use it):
// - `SimulatedDevice.current`: installed apps, `clock` (a `VirtualClock`: waits and delays advance
//   it, nothing sleeps), `roundTrips` (every runner-to-app request), `activities` (from
//   `XCTContext.runActivity`), `failureHandler`/`capturingFailures` (failures default to XCTFail).
//   A fresh device replaces it before every XCTest test case.
// - `SimulatedApp`: screens of `SimulatedElement` trees, handlers for gestures, alerts, launch
//   state; `device.springboard` is Springboard ("com.apple.springboard") for system alerts.
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
