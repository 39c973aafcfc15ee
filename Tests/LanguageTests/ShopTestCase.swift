import Foundation
import XCTest
import LanguagePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What the shop's UI tests share: the simulated shop installed before each test, and a recorder
/// for tests that expect a generated check to fail.
///
/// Async test methods on a @MainActor class: synchronous @MainActor test methods crash at launch
/// on Linux (see the XCUIAutomation module overview).
@MainActor
class ShopTestCase: XCTestCase {
    /// One XCTest failure as the test would have reported it.
    struct RecordedFailure: CustomStringConvertible {
        let message: String
        let line: Int
        var description: String { "line \(line): \(message)" }
    }

    private(set) var shop: SimulatedShop!

    override func setUp() async throws {
        shop = SimulatedShop.install()
    }

    /// Replaces the shop with one built with `options` (a search field covered, another placeholder).
    func reinstall(_ options: SimulatedShop.Options) {
        shop = SimulatedShop.install(options: options)
    }

    /// The shop launched, through the factory: its entry page object, verified.
    func launchedShop() -> ShopPageObject {
        PageObjectsFactory().launch()
    }

    /// Runs `body`, collecting the XCTest failures it raises instead of failing the test (Linux
    /// XCTest has no `XCTExpectFailure`, so `recordFailure` is intercepted).
    func recordingFailures(_ body: () -> Void) -> [RecordedFailure] {
        let outer = Recording.failures
        Recording.failures = []
        body()
        let failures = Recording.failures ?? []
        Recording.failures = outer
        return failures
    }

    nonisolated override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        // XCTest reports failures on the main thread, where these tests run.
        let recorded = MainActor.assumeIsolated { () -> Bool in
            guard Recording.failures != nil else { return false }
            Recording.failures?.append(RecordedFailure(message: description, line: lineNumber))
            return true
        }
        if !recorded {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}

/// Failures collected by `ShopTestCase.recordingFailures`; nil when not collecting.
@MainActor
private enum Recording {
    static var failures: [ShopTestCase.RecordedFailure]?
}
