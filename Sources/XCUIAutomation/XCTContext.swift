import Foundation
import XCTest

/// A named step of a test (`XCTActivity` in Apple's XCTest; swift-corelibs-xctest lacks it).
public protocol XCTActivity: NSObjectProtocol {
    var name: String { get }
}

/// Groups test steps into named activities (`XCTContext` in Apple's XCTest; absent on Linux). The
/// stand-in records each activity on `SimulatedDevice.current.activities` and names the open ones in
/// failure messages.
open class XCTContext: NSObject {
    @available(*, unavailable, message: "XCTContext cannot be instantiated; use its class methods.")
    public override init() { fatalError("XCTContext cannot be instantiated") }

    @MainActor @preconcurrency
    open class func runActivity<Result>(
        named name: String,
        block: @MainActor (any XCTActivity) throws -> Result
    ) rethrows -> Result {
        let device = SimulatedDevice.current
        let record = ActivityRecord(name: name, depth: device.openActivities.count, startTime: device.clock.now)
        device.activities.append(record)
        if device.printsActivities { print("▸ " + record.description) }
        device.openActivities.append(name)
        defer { device.openActivities.removeLast() }
        return try block(Activity(name: name))
    }

    private final class Activity: NSObject, XCTActivity {
        let name: String
        init(name: String) { self.name = name }
    }
}
