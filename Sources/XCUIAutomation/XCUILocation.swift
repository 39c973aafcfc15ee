import Foundation

// Core Location's types, which `XCUILocation` wraps. Linux has no Core Location, and the stand-in is
// built only where Apple's frameworks are not, so it declares the few members a UI test uses to make
// a location, with Core Location's names and meanings
// (https://developer.apple.com/documentation/corelocation/cllocation). A test file that builds a
// location imports CoreLocation on Apple platforms and gets these from the stand-in elsewhere:
//
//     #if canImport(CoreLocation)
//     import CoreLocation
//     #endif

/// Degrees of latitude or longitude (`CLLocationDegrees`).
public typealias CLLocationDegrees = Double
/// Metres (`CLLocationDistance`).
public typealias CLLocationDistance = Double
/// Metres of accuracy (`CLLocationAccuracy`); negative means invalid.
public typealias CLLocationAccuracy = Double
/// Degrees clockwise from true north (`CLLocationDirection`); negative means invalid.
public typealias CLLocationDirection = Double
/// Metres per second (`CLLocationSpeed`); negative means invalid.
public typealias CLLocationSpeed = Double

/// A latitude and longitude (`CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Sendable, Equatable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() { self.init(latitude: 0, longitude: 0) }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A location (`CLLocation`): the initialisers and properties a test sets; no distance or geocoding.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    /// A location at a latitude and longitude; altitude 0, accuracy 0, course and speed invalid (-1),
    /// timestamp now, as Core Location's `init(latitude:longitude:)` makes it.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date())
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    open override var description: String {
        "<\(String(format: "%+.8f", coordinate.latitude)),\(String(format: "%+.8f", coordinate.longitude))> +/- \(horizontalAccuracy)m"
    }
}

/// "A proxy that simulates a device's location in terms of its longitude, latitude, and course
/// information" (https://developer.apple.com/documentation/xcuiautomation/xcuilocation):
/// `@MainActor class XCUILocation` with `init(location: CLLocation)`, `location` and `debugDescription`.
@preconcurrency @MainActor
open class XCUILocation: NSObject {
    /// The location this proxy simulates for the device (`@NSCopying var location: CLLocation { get }`).
    public let location: CLLocation

    public init(location: CLLocation) {
        self.location = location
        super.init()
    }

    public nonisolated override var debugDescription: String { "XCUILocation \(location)" }
}

extension XCUIDevice {
    /// "The proxy location a test uses to simulate longitude, latitude, and course information for
    /// the device"; without one the device's own location applies
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuidevice/location; iOS 16.4,
    /// macOS 13.3). The simulated device has no location of its own: nil until a test sets one.
    /// Setting it tells the simulation (`SimulatedDevice.onLocationChange`), as Core Location tells
    /// apps that track the location. One round trip.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public var location: XCUILocation? {
        get {
            let device = SimulatedDevice.current
            device.roundTrip(.application, "location")
            return device.location
        }
        set {
            let device = SimulatedDevice.current
            device.roundTrip(.application, "set location \(newValue.map { "\($0.location)" } ?? "nil")")
            device.location = newValue
            device.onLocationChange?(device, newValue)
        }
    }
}
