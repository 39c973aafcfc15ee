import Foundation
import XCTest

/// UI interruption monitors (`XCTestCase+UIInterruptions.h` in Apple's XCTest; absent from
/// swift-corelibs-xctest). Signatures as Apple documents them:
/// https://developer.apple.com/documentation/xctest/xctestcase/adduiinterruptionmonitor(withdescription:handler:)
/// https://developer.apple.com/documentation/xctest/xctestcase/removeuiinterruptionmonitor(_:)
/// Neither method nor the handler is main-actor isolated in Apple's declaration; a handler written
/// in a @MainActor test inherits the test's isolation. The result is discardable, as for any
/// Objective-C method not marked warn-unused (tests routinely ignore the token).
///
/// Monitors belong to the test case (they outlive `SimulatedDevice.reset()` within a test and end
/// with it) and run when an interaction is blocked by an interrupting element (see
/// `SimulatedDevice.handleInterruptions`).
extension XCTestCase {
    @discardableResult
    public func addUIInterruptionMonitor(
        withDescription handlerDescription: String,
        handler: @escaping (XCUIElement) -> Bool
    ) -> any NSObjectProtocol {
        let monitor = InterruptionMonitor(description: handlerDescription, handler: handler)
        let test = ObjectIdentifier(self)
        onMainActor { InterruptionMonitorRegistry.add(monitor, for: test) }
        return monitor
    }

    public func removeUIInterruptionMonitor(_ monitor: any NSObjectProtocol) {
        let token = ObjectIdentifier(monitor)
        let test = ObjectIdentifier(self)
        onMainActor { InterruptionMonitorRegistry.remove(token, for: test) }
    }
}

/// Runs `body` on the main actor from XCTest's nonisolated API: at once on the main thread, where
/// XCTest runs tests; from another thread (Apple allows these calls from any thread) as soon as the
/// main thread is free.
func onMainActor(_ body: @escaping @Sendable @MainActor () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }
}
