import Foundation
import XCTest

// Performance metrics of Apple's XCTest (Xcode 11), which swift-corelibs-xctest lacks: it has only
// `measure(block:)` / `measureMetrics(_:automaticallyStartMeasuring:for:)` with wall-clock time.
// Xcode's UI-test template measures the app's launch with them:
//
//     measure(metrics: [XCTApplicationLaunchMetric()]) { XCUIApplication().launch() }
//
// Signatures and availability are Apple's (https://developer.apple.com/documentation/xctest/xctmetric,
// …/xctestcase/measure(metrics:block:)). What is measured is the simulated device's: virtual time
// (`SimulatedDevice.clock`), and an app's `launchDelay` for a launch. Measurements are recorded on
// `SimulatedDevice.performanceMeasurements`; there are no baselines.

/// A point in time a metric's measurements are bounded by
/// (https://developer.apple.com/documentation/xctest/xctperformancemeasurementtimestamp). Here the
/// simulated device's virtual clock.
open class XCTPerformanceMeasurementTimestamp: NSObject, @unchecked Sendable {
    /// Nanoseconds of the virtual clock (Apple: mach absolute time units).
    public let absoluteTime: UInt64
    /// The same instant in nanoseconds.
    public var absoluteTimeNanoSeconds: UInt64 { absoluteTime }
    /// The same instant as a date (the virtual clock's seconds since the reference date).
    public let date: Date

    public init(absoluteTime: UInt64, date: Date) {
        self.absoluteTime = absoluteTime
        self.date = date
        super.init()
    }

    /// Now, on the current simulated device's clock.
    @MainActor
    public convenience override init() {
        let now = SimulatedDevice.current.clock.now
        self.init(absoluteTime: UInt64((now * 1_000_000_000).rounded()), date: Date(timeIntervalSinceReferenceDate: now))
    }

    /// Seconds on the virtual clock.
    var seconds: TimeInterval { date.timeIntervalSinceReferenceDate }
}

/// Whether a larger or a smaller value of a measurement is better
/// (https://developer.apple.com/documentation/xctest/xctperformancemeasurementpolarity).
public enum XCTPerformanceMeasurementPolarity: Int, Sendable {
    case prefersSmaller = -1
    case unspecified = 0
    case prefersLarger = 1
}

/// One value a metric reports for one iteration
/// (https://developer.apple.com/documentation/xctest/xctperformancemeasurement). The
/// `Measurement<Unit>` form (`value`, `init(identifier:displayName:value:)`) is not declared.
open class XCTPerformanceMeasurement: NSObject, @unchecked Sendable {
    public let identifier: String
    public let displayName: String
    public let doubleValue: Double
    public let unitSymbol: String
    public let polarity: XCTPerformanceMeasurementPolarity

    public convenience init(identifier: String, displayName: String, doubleValue: Double, unitSymbol: String) {
        self.init(identifier: identifier, displayName: displayName, doubleValue: doubleValue, unitSymbol: unitSymbol, polarity: .unspecified)
    }

    public init(identifier: String, displayName: String, doubleValue: Double, unitSymbol: String,
                polarity: XCTPerformanceMeasurementPolarity) {
        self.identifier = identifier
        self.displayName = displayName
        self.doubleValue = doubleValue
        self.unitSymbol = unitSymbol
        self.polarity = polarity
        super.init()
    }
}

/// What `measure(metrics:block:)` measures (https://developer.apple.com/documentation/xctest/xctmetric):
/// `protocol XCTMetric : NSCopying, NSObjectProtocol`. XCTest copies each metric for every iteration,
/// calls `willBeginMeasuring()` just before the block and `didStopMeasuring()` just after, then asks
/// for the iteration's measurements. The two callbacks are optional in Objective-C; here they are
/// requirements with empty default implementations.
public protocol XCTMetric: NSCopying, NSObjectProtocol {
    func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                            to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement]
    func willBeginMeasuring()
    func didStopMeasuring()
}

extension XCTMetric {
    public func willBeginMeasuring() {}
    public func didStopMeasuring() {}
}

/// Why a metric could not report (a test failure in `measure`).
struct MetricError: Error, CustomStringConvertible {
    let description: String
}

/// Elapsed time of the block (https://developer.apple.com/documentation/xctest/xctclockmetric),
/// the default metric of `measure(options:block:)`: virtual seconds here.
@available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
open class XCTClockMetric: NSObject, XCTMetric {
    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any { XCTClockMetric() }

    public func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                                   to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
        [XCTPerformanceMeasurement(identifier: "XCTClockMetric.time", displayName: "Clock Monotonic Time",
                                   doubleValue: endTime.seconds - startTime.seconds, unitSymbol: "s", polarity: .prefersSmaller)]
    }
}

/// The launch duration of the app under test (https://developer.apple.com/documentation/xctest/xctapplicationlaunchmetric):
/// "the time for an app to display its first frame to screen and complete all extended launch
/// tasks". The simulated app is ready, and responsive, when its `launchDelay` has passed, so
/// `waitUntilResponsive` changes nothing here. An iteration in which the app under test did not
/// launch has nothing to report: the stand-in fails the test (Apple does not say; the harsher reading).
@available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
open class XCTApplicationLaunchMetric: NSObject, XCTMetric {
    /// Whether the measurement runs until the app's main thread is responsive after its first frame.
    public let waitUntilResponsive: Bool
    /// Launches recorded before this iteration began.
    private var launchesBefore = 0

    public override convenience init() {
        self.init(waitUntilResponsive: false)
    }

    @available(iOS 14.0, tvOS 14.0, macOS 11.0, watchOS 7.0, *)
    public init(waitUntilResponsive: Bool) {
        self.waitUntilResponsive = waitUntilResponsive
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { XCTApplicationLaunchMetric(waitUntilResponsive: waitUntilResponsive) }

    public func willBeginMeasuring() {
        launchesBefore = MainActor.assumeIsolated { SimulatedDevice.current.launches.count }
    }

    public func reportMeasurements(from startTime: XCTPerformanceMeasurementTimestamp,
                                   to endTime: XCTPerformanceMeasurementTimestamp) throws -> [XCTPerformanceMeasurement] {
        let before = launchesBefore
        let launch = MainActor.assumeIsolated { () -> LaunchRecord? in
            let device = SimulatedDevice.current
            return device.launches.dropFirst(before)
                .first { $0.bundleIdentifier == device.appUnderTestBundleIdentifier }
        }
        guard let launch else {
            throw MetricError(description: "XCTApplicationLaunchMetric measured no launch of the app under test: the measured block must launch it (XCUIApplication().launch()).")
        }
        return [XCTPerformanceMeasurement(identifier: "XCTApplicationLaunchMetric.duration", displayName: "Duration (AppLaunch)",
                                          doubleValue: launch.duration, unitSymbol: "s", polarity: .prefersSmaller)]
    }
}

/// Options for `measure(metrics:options:block:)` (https://developer.apple.com/documentation/xctest/xctmeasureoptions).
/// Manual start and stop (`invocationOptions`) are not declared.
open class XCTMeasureOptions: NSObject {
    /// "A performance test runs its block iterationCount+1 times, ignoring the first iteration"
    /// (https://developer.apple.com/documentation/xctest/xctmeasureoptions/iterationcount). Five by
    /// default, Apple's default.
    open var iterationCount: Int = 5

    public override init() { super.init() }

    /// The default options.
    open class var `default`: XCTMeasureOptions { XCTMeasureOptions() }
}

/// The measurements of one `measure` call, for tests of the simulation. Not Apple API.
public struct RecordedPerformanceMeasurement: Sendable, CustomStringConvertible {
    /// The test that measured.
    public let testName: String
    public let identifier: String
    public let displayName: String
    public let unitSymbol: String
    /// One value per recorded iteration (the first, warm-up iteration is not recorded).
    public let values: [Double]
    /// How many times the block ran.
    public let blockRuns: Int

    public var average: Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }

    public var description: String {
        "\(testName) measured [\(displayName), \(unitSymbol)] average: \(String(format: "%.3f", average)), values: [\(values.map { String(format: "%.6f", $0) }.joined(separator: ", "))]"
    }
}

/// A launch of an app on the simulated device (what `XCTApplicationLaunchMetric` reads). Not Apple API.
public struct LaunchRecord: Sendable, Equatable {
    public let bundleIdentifier: String
    /// Virtual time at which the app was ready.
    public let readyAt: TimeInterval
    /// Virtual seconds the launch took (the app's `launchDelay`).
    public let duration: TimeInterval
}

extension XCTestCase {
    /// Records `metrics` for `block` (https://developer.apple.com/documentation/xctest/xctestcase/measure(metrics:block:)),
    /// with the default options: five recorded iterations after one ignored.
    @available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
    public func measure(metrics: [any XCTMetric], file: StaticString = #filePath, line: UInt = #line, block: () -> Void) {
        measure(metrics: metrics, options: XCTMeasureOptions.default, file: file, line: line, block: block)
    }

    /// Records the clock metric for `block` with `options`
    /// (https://developer.apple.com/documentation/xctest/xctestcase/measure(options:block:)).
    @available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
    public func measure(options: XCTMeasureOptions, file: StaticString = #filePath, line: UInt = #line, block: () -> Void) {
        measure(metrics: [XCTClockMetric()], options: options, file: file, line: line, block: block)
    }

    /// Records `metrics` for `block` with `options`
    /// (https://developer.apple.com/documentation/xctest/xctestcase/measure(metrics:options:block:)):
    /// the block runs `iterationCount + 1` times and the first run is not recorded. A test records
    /// one set of metrics: a second call fails, as Apple's XCTest and swift-corelibs-xctest fail
    /// it ("Can only record one set of metrics per test method."). A metric that cannot report
    /// fails the test. Call it on the main thread, where XCTest runs tests.
    @available(iOS 13.0, tvOS 13.0, watchOS 7.0, *)
    public func measure(metrics: [any XCTMetric], options: XCTMeasureOptions, file: StaticString = #filePath,
                        line: UInt = #line, block: () -> Void) {
        let testName = name
        let device = MainActor.assumeIsolated { SimulatedDevice.current }
        let alreadyMeasured = MainActor.assumeIsolated { device.performanceMeasurements.contains { $0.testName == testName } }
        guard !alreadyMeasured else {
            MainActor.assumeIsolated { device.fail("Can only record one set of metrics per test method.", file: file, line: line) }
            return
        }
        let iterations = max(1, options.iterationCount)
        var values = Array(repeating: [Double](), count: metrics.count)
        var described: [(identifier: String, displayName: String, unit: String)?] = Array(repeating: nil, count: metrics.count)
        for iteration in 0...iterations {
            let copies = metrics.map { ($0.copy(with: nil) as? any XCTMetric) ?? $0 }
            copies.forEach { $0.willBeginMeasuring() }
            let start = MainActor.assumeIsolated { XCTPerformanceMeasurementTimestamp() }
            block()
            let end = MainActor.assumeIsolated { XCTPerformanceMeasurementTimestamp() }
            copies.forEach { $0.didStopMeasuring() }
            guard iteration > 0 else { continue }  // the warm-up run
            for (index, metric) in copies.enumerated() {
                do {
                    for measurement in try metric.reportMeasurements(from: start, to: end) {
                        values[index].append(measurement.doubleValue)
                        described[index] = (measurement.identifier, measurement.displayName, measurement.unitSymbol)
                    }
                } catch {
                    let message = "Failed to measure \(type(of: metric)) in iteration \(iteration) of \(iterations): \(error)"
                    MainActor.assumeIsolated { device.fail(message, file: file, line: line) }
                    return
                }
            }
        }
        let records = described.enumerated().compactMap { index, metric in
            metric.map {
                RecordedPerformanceMeasurement(testName: testName, identifier: $0.identifier, displayName: $0.displayName,
                                               unitSymbol: $0.unit, values: values[index], blockRuns: iterations + 1)
            }
        }
        MainActor.assumeIsolated {
            device.performanceMeasurements += records
            for record in records { print(record) }
        }
    }
}
