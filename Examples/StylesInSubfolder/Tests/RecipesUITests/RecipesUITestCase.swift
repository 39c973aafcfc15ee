import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What every Recipes UI test shares. A `@MainActor` class with `async` test methods: the form
/// swift-corelibs-xctest runs on Linux (synchronous main-actor test methods crash its test
/// discovery), and a valid one on Apple platforms.
@MainActor
class RecipesUITestCase: XCTestCase {
    #if !canImport(Darwin)
    private(set) var simulatedApp: SimulatedRecipesApp!
    #endif

    override func setUp() async throws {
        continueAfterFailure = false
        #if !canImport(Darwin)
        simulatedApp = SimulatedRecipesApp.install()
        #endif
    }
}
