import Foundation

/// Waiting polls the app every `SimulatedDevice.pollInterval` of virtual time (one round trip per
/// poll) until the condition holds or the timeout has passed; nothing sleeps.
extension XCUIElement {
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        poll(timeout: timeout) {
            device.roundTrip(.query, "waitForExistence poll \(path)")
            return existsWithoutRoundTrip()
        }
    }

    @discardableResult
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        poll(timeout: timeout) {
            device.roundTrip(.query, "waitForNonExistence poll \(path)")
            return !existsWithoutRoundTrip()
        }
    }

    /// Waits until the attribute at `keyPath` equals `expectedValue`. Apple documents only that it
    /// "returns false if the timeout expires before the observed property equals the expected value"
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/wait(for:toequal:timeout:)),
    /// not what it does while the element does not exist. Where Apple is silent the stand-in takes
    /// the reading that fails a test: like an attribute read, a poll that finds no element (or
    /// several) fails the test ("No matches found") and the wait returns false at once, whatever the
    /// key path, `\.exists` and `\.isHittable` included. Establish existence first
    /// (`waitForExistence(timeout:)`), or wait for it to go with `waitForNonExistence(timeout:)`.
    public func wait<V: Equatable>(
        for keyPath: KeyPath<XCUIElement, V>,
        toEqual expectedValue: V,
        timeout: TimeInterval
    ) -> Bool {
        var missing = false
        let held = poll(timeout: timeout) {
            device.roundTrip(.query, "wait(for:toEqual:) poll \(path)")
            guard requireNode(for: "wait for a property of") != nil else {
                missing = true
                return true  // stops polling; the failure is reported
            }
            return device.withoutRoundTrips { self[keyPath: keyPath] == expectedValue }
        }
        return held && !missing
    }

    /// Checks `condition` at once and then after each poll interval until it holds or `timeout`
    /// virtual seconds have passed.
    func poll(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let clock = device.clock
        let interval = max(device.pollInterval, 0.001)
        let start = clock.now
        let deadline = start + max(0, timeout)
        var polls = 0
        while true {
            if condition() { return true }
            if clock.now >= deadline { return false }
            polls += 1
            // Poll times are computed from the start, so rounding never adds a stray extra poll.
            clock.advance(to: min(start + Double(polls) * interval, deadline))
        }
    }
}
