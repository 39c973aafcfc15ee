import Foundation

/// How a check compares a slider's value with the one a spec expects.
///
/// `adjust(toNormalizedSliderPosition:)` "is a best effort to move the indicator to the desired
/// position; absolute fidelity isn't guaranteed"
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/adjust(tonormalizedsliderposition:)):
/// asked for 1 a device's slider showed 98 %, asked for 0 it showed 1 % (appium/appium#13980).
/// So after a slider step a check of "40%" would fail on a device that stopped at "38%". A
/// slider's value is a percentage ("40%", as UISlider reports it), and a check of one holds when
/// the two are within `tolerance` percentage points; any other value is compared exactly.
enum SliderValues {
    /// Percentage points a slider's value may be from the expected one: the misses reported are
    /// one and two points, and a point to spare.
    static let tolerance = 3.0

    /// Whether a slider showing `shown` shows `expected`, as far as `adjust` can place it.
    static func matches(_ shown: String, _ expected: String) -> Bool {
        guard let shownPercent = percent(shown), let expectedPercent = percent(expected) else { return shown == expected }
        return abs(shownPercent - expectedPercent) <= tolerance
    }

    /// What a failure adds to the values it names, for a slider checked with the tolerance.
    static func note(_ shown: String, _ expected: String) -> String {
        percent(shown) != nil && percent(expected) != nil
            ? " (within \(Int(tolerance)) percentage points: adjust(toNormalizedSliderPosition:) is a best effort)" : ""
    }

    /// The number of a percentage ("40%", "40 %" as some languages write it), or nil.
    static func percent(_ text: String) -> Double? {
        let digits = text.filter { !$0.isWhitespace }
        guard digits.hasSuffix("%") else { return nil }
        return Double(digits.dropLast())
    }
}
