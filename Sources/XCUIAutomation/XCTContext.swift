import Foundation
import XCTest

/// A named step of a test (`XCTActivity` in Apple's XCTest; swift-corelibs-xctest lacks it):
/// `protocol XCTActivity : NSObjectProtocol` with `name` and `add(_:)`
/// (https://developer.apple.com/documentation/xctest/xctactivity,
/// https://developer.apple.com/documentation/xctest/xctactivity/add(_:)). Not main-actor isolated:
/// attachments "can be added from any thread" per Apple's header.
public protocol XCTActivity: NSObjectProtocol {
    /// A human-readable name for the activity.
    var name: String { get }
    /// Associates a file, image, or other attachment with the activity.
    func add(_ attachment: XCTAttachment)
}

/// Groups test steps into named activities (`XCTContext` in Apple's XCTest; absent on Linux). The
/// stand-in records each activity on `SimulatedDevice.current.activities` and names the open ones in
/// failure messages.
open class XCTContext: NSObject {
    @available(*, unavailable, message: "XCTContext cannot be instantiated; use its class methods.")
    public override init() { fatalError("XCTContext cannot be instantiated") }

    /// Apple's declaration, exactly
    /// (https://developer.apple.com/documentation/xctest/xctcontext/runactivity(named:block:)):
    /// `@MainActor @preconcurrency class func runActivity<Result>(named name: String,
    /// block: @MainActor (any XCTActivity) throws -> Result) rethrows -> Result`. The block is not
    /// `@Sendable` and not escaping, so it may capture and mutate the caller's local state.
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
        return try block(Activity(name: name, path: device.openActivities))
    }

    private final class Activity: NSObject, XCTActivity {
        let name: String
        /// The activity and those it runs in, outermost first.
        let path: [String]

        init(name: String, path: [String]) {
            self.name = name
            self.path = path
        }

        func add(_ attachment: XCTAttachment) {
            recordAttachment(attachment, activityPath: path)
        }
    }
}

/// An `XCTestCase` is an activity (attachments added to it belong to the test as a whole), as in
/// Apple's XCTest, where XCTestCase is an NSObject that adopts XCTActivity. swift-corelibs-xctest's
/// XCTestCase is no NSObject, so the stand-in supplies NSObjectProtocol's requirements too.
extension XCTestCase: @retroactive NSObjectProtocol {
    public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    public var hash: Int { ObjectIdentifier(self).hashValue }
    public func `self`() -> Self { self }
    public func isProxy() -> Bool { false }
    public var description: String { name }
}

extension XCTestCase: XCTActivity {
    public func add(_ attachment: XCTAttachment) {
        recordAttachment(attachment, activityPath: [name])
    }
}

/// Stores an attachment on the current simulated device (XCTest's callers run on the main thread).
private func recordAttachment(_ attachment: XCTAttachment, activityPath: [String]) {
    let recorded = RecordedAttachment(attachment, activityPath: activityPath)
    onMainActor { SimulatedDevice.current.attachments.append(recorded) }
}
