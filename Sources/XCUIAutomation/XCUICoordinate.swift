import Foundation

/// A point relative to an element: a normalized offset within its frame plus an absolute offset
/// (https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate). A gesture at a
/// coordinate is a touch at that point of the screen: it reaches whatever is drawn there (a link
/// inside a text view, an alert over the app, a key of the keyboard), not necessarily the element
/// the coordinate was made from, and it neither waits for hittability nor scrolls (public suites
/// fall back to `coordinate(withNormalizedOffset:).tap()` exactly because "a coordinate tap does
/// not consult `isHittable` or try to scroll first", BKimble1/OffRent-Ledger UITestSupport.swift).
@preconcurrency @MainActor
open class XCUICoordinate: NSObject {
    public let referencedElement: XCUIElement
    private let normalizedOffset: CGVector
    private let pointsOffset: CGVector

    @available(*, unavailable, message: "Use XCUIElement.coordinate(withNormalizedOffset:) to create coordinates.")
    public nonisolated override init() {
        fatalError("Use XCUIElement.coordinate(withNormalizedOffset:) to create coordinates.")
    }

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
        super.init()
    }

    private var device: SimulatedDevice { SimulatedDevice.current }

    private func point(in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + frame.width * normalizedOffset.dx + pointsOffset.dx,
                y: frame.minY + frame.height * normalizedOffset.dy + pointsOffset.dy)
    }

    public var screenPoint: CGPoint {
        device.roundTrip(.attribute, "screenPoint of a coordinate of \(referencedElement.path)")
        guard let node = referencedElement.requireNode(for: "get a coordinate of") else { return .zero }
        return point(in: ElementAttributes(node).frame)
    }

    public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
        XCUICoordinate(
            element: referencedElement, normalizedOffset: normalizedOffset,
            pointsOffset: CGVector(dx: pointsOffset.dx + offsetVector.dx, dy: pointsOffset.dy + offsetVector.dy))
    }

    public func tap() { touch("tap", .tap) }
    public func doubleTap() { touch("double tap", .doubleTap) }

    public func press(forDuration duration: TimeInterval) {
        touch("press", .press, duration: duration)
    }

    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
        touch("press and drag", nil, duration: duration)
    }

    public func press(
        forDuration duration: TimeInterval,
        thenDragTo otherCoordinate: XCUICoordinate,
        withVelocity velocity: XCUIGestureVelocity,
        thenHoldForDuration holdDuration: TimeInterval
    ) {
        touch("press and drag", nil, duration: duration + holdDuration)
    }

    /// One round trip: resolve the element, find what lies under the point when the finger comes
    /// down (a press is hit-tested then, not when it lifts, as UIKit assigns a touch to a view at
    /// touch-down), hold for the press's duration, deliver the gesture.
    private func touch(_ verb: String, _ gesture: SimulatedGesture?, duration: TimeInterval = 0) {
        device.roundTrip(.action, "\(verb) a coordinate of \(referencedElement.path)")
        guard let node = referencedElement.requireNode(for: "\(verb) a coordinate of") else { return }
        let point = point(in: ElementAttributes(node).frame)
        let hit = gesture.flatMap { device.responder(at: point, for: $0) }
        device.clock.advance(by: duration)
        guard let gesture, let (app, element) = hit else { return }
        app.touch(element, gesture, duration: duration, at: point)
    }
}

extension XCUIElement {
    /// A point within the element: (0, 0) is its top left corner, (1, 1) its bottom right.
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, pointsOffset: .zero)
    }
}
