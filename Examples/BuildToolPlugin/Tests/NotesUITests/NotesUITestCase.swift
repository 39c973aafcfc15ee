import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What every Notes UI test shares. A `@MainActor` class with `async` test methods: the form
/// swift-corelibs-xctest runs on Linux (synchronous main-actor test methods crash its test
/// discovery), and a valid one on Apple platforms.
@MainActor
class NotesUITestCase: XCTestCase {
    override func setUp() async throws {
        continueAfterFailure = false
        #if !canImport(Darwin)
        SimulatedNotesApp.install()
        #endif
    }
}
