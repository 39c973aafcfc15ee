// The team's own Swift for the custom action `sign` of Specs/Pay.json (`"custom": true`). It lives
// in a file of the target that compiles the generated page objects (in a project, usually the
// UI-test target; here the page-object library the tests use), never inside the plugin's output
// or a checked-in Generated/ folder, which generation rewrites. The generated `sign()` waits for
// the signature pad, calls `signSteps`, then verifies Receipt, records the activity and counts
// the transition. `PayCustomActions` (and its plain and Screenplay forms) make the compiler demand
// these methods, and a conformance's methods must be in the module that declares it: that is why
// this file sits beside the specs and not in the test target.
import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What a spec cannot say: a signature drawn as a zigzag of strokes whose points are computed.
@MainActor
enum Signature {
    /// Three strokes across `pad`, left to right, alternately high and low. A stroke at a point
    /// reaches whatever is drawn there, so each first waits (up to 5 s) until a touch would reach
    /// the pad: an alert the app puts up meanwhile would take it.
    static func draw(on pad: XCUIElement) {
        for stroke in 0..<3 {
            var pauses = 0
            while !pad.isHittable, pauses < 25 {
                _ = pad.waitForNonExistence(timeout: 0.2)
                pauses += 1
            }
            let point = CGVector(dx: 0.2 + 0.3 * Double(stroke), dy: stroke.isMultiple(of: 2) ? 0.3 : 0.7)
            pad.coordinate(withNormalizedOffset: point).press(forDuration: 0.1)
        }
    }
}

extension PayPageObject {
    public func signSteps(file: StaticString, line: UInt) {
        Signature.draw(on: signaturePad)
    }
}

extension PayPage {
    public func signSteps(file: StaticString, line: UInt) {
        Signature.draw(on: signaturePad)
    }
}

extension PayActions {
    public static func signSteps(file: StaticString, line: UInt) {
        Signature.draw(on: PayElements.signaturePad)
    }
}
