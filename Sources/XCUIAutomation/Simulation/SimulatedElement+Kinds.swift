import Foundation

/// Short names for the elements screens are made of, so a screen reads like the UI it simulates:
///
///     app.screen("Settings") {
///         SimulatedElement.navigationBar("Settings")
///         SimulatedElement.list("Settings.list") {
///             SimulatedElement.toggle("Settings.wifi", label: "Wi-Fi", isOn: true)
///             SimulatedElement.cell("Settings.general", label: "General").onTap(show: "General")
///         }
///     }
///
/// Each returns a plain `SimulatedElement`, so `.onTap`, `.on(_:_:)` and the element's properties
/// work on all of them. Not Apple API.
extension SimulatedElement {
    /// A button (UIButton, SwiftUI `Button`).
    public static func button(_ identifier: String = "", label: String = "", enabled: Bool = true, selected: Bool = false) -> SimulatedElement {
        SimulatedElement(.button, id: identifier, label: label, enabled: enabled, selected: selected)
    }

    /// A static text (UILabel, SwiftUI `Text`); XCUITest reads its text as the label.
    public static func text(_ label: String, id identifier: String = "") -> SimulatedElement {
        SimulatedElement(.staticText, id: identifier, label: label)
    }

    /// A text field; an empty one reports its placeholder as its value, as iOS does. While it has
    /// keyboard focus, `keyboard` is on screen.
    public static func textField(
        _ identifier: String, placeholder: String? = nil, text: String? = nil, keyboard: SimulatedKeyboard = .default
    ) -> SimulatedElement {
        SimulatedElement(.textField, id: identifier, value: text, placeholder: placeholder).withKeyboard(keyboard)
    }

    /// A password field; its value reads as bullets.
    public static func secureField(_ identifier: String, placeholder: String? = nil) -> SimulatedElement {
        SimulatedElement(.secureTextField, id: identifier, placeholder: placeholder)
    }

    /// A search field; its keyboard's return key is "Search".
    public static func searchField(_ identifier: String, placeholder: String? = nil) -> SimulatedElement {
        SimulatedElement(.searchField, id: identifier, placeholder: placeholder)
    }

    /// A multi-line text view (UITextView, SwiftUI `TextEditor`); give it `children` for what it
    /// shows inside, such as links. A read-only one (`editable: false`) takes no focus when tapped.
    public static func textView(
        _ identifier: String, label: String = "", text: String? = nil, editable: Bool = true,
        @SimulatedUIBuilder content: () -> [SimulatedElement] = { [] }
    ) -> SimulatedElement {
        let view = SimulatedElement(.textView, id: identifier, label: label, value: text, children: content)
        view.isEditable = editable
        return view
    }

    /// A link (inside a text view or a web view).
    public static func link(_ label: String, id identifier: String = "") -> SimulatedElement {
        SimulatedElement(.link, id: identifier, label: label)
    }

    /// A switch: XCUITest sees a `.switch` whose value is "1" or "0".
    ///
    /// By default it is a SwiftUI `Toggle` in a form or list row as iOS 16 and 17 expose it: one
    /// `.switch` element as wide as the row (identifier, label, value), holding a static text with
    /// the label and, at its trailing edge, the 51×31 switch control (a `.switch` without
    /// identifier, the same value). A tap at the row's centre lands on the label and flips
    /// nothing; a tap on the control (`row.switches.firstMatch`, or a coordinate over it) flips it
    /// and runs the row's tap handlers. (woocommerce/woocommerce-ios#9629: from iOS 16.4 "XCTest will
    /// tap the centre of the parent switch ... which actually means tapping somewhere in the
    /// StaticText", with the element tree it quotes; mozilla-mobile/firefox-ios#35566 taps "the
    /// nested switch control" for the same reason.) Apple does not say which switches take a tap at
    /// their centre, so the default is the one that does not: code that flips it passes on either.
    ///
    /// `spansRow: false` is a UIKit `UISwitch`, only its control: any tap on it flips it before
    /// the element's tap handlers run.
    public static func toggle(
        _ identifier: String, label: String = "", isOn: Bool = false, enabled: Bool = true, spansRow: Bool = true
    ) -> SimulatedElement {
        let toggle = SimulatedElement(.switch, id: identifier, label: label, value: isOn ? "1" : "0", enabled: enabled)
        guard spansRow else { return toggle }
        let control = SimulatedElement(.switch, value: toggle.value, enabled: enabled)
        control.rowSwitch = toggle
        toggle.innerSwitch = control
        toggle.children = [SimulatedElement(.staticText, label: label), control]
        return toggle
    }

    /// How far short of its target a drag of a slider's thumb stops, as a share of the track:
    /// devices stop about two hundredths short (appium/appium#13980: 98 % for 1).
    public static let sliderShortfall: CGFloat = 0.02

    /// Where `adjust(toNormalizedSliderPosition:)` leaves a slider at `start` asked for `target`:
    /// short of the target by `sliderShortfall` on the side it came from, never past where it
    /// started (a move smaller than that leaves it where it was). Deterministic, and never exact
    /// unless the slider is already there.
    static func sliderLanding(from start: CGFloat, towards target: CGFloat) -> CGFloat {
        let distance = target - start
        let shortfall = min(sliderShortfall, abs(distance))
        return target - (distance < 0 ? -shortfall : shortfall)
    }

    /// A slider at `position` (0...1); its value reads as a percentage ("50%"), as UISlider reports it
    /// (public Appium and XCUITest suites assert "50%" / "100%" on sliders and progress indicators).
    public static func slider(_ identifier: String, label: String = "", position: CGFloat = 0) -> SimulatedElement {
        let clamped = min(max(position, 0), 1)
        let slider = SimulatedElement(.slider, id: identifier, label: label, value: "\(Int((clamped * 100).rounded()))%")
        slider.normalizedSliderPosition = clamped
        return slider
    }

    /// An image; give it a label unless it is decorative.
    public static func image(_ identifier: String = "", label: String = "") -> SimulatedElement {
        SimulatedElement(.image, id: identifier, label: label)
    }

    /// An activity indicator ("In progress", as UIActivityIndicatorView labels itself).
    public static func spinner(_ identifier: String = "", label: String = "In progress") -> SimulatedElement {
        SimulatedElement(.activityIndicator, id: identifier, label: label)
    }

    /// A navigation bar with its title (XCUITest finds it by the title: `app.navigationBars["Settings"]`)
    /// and optional items such as a back button.
    public static func navigationBar(
        _ title: String, id identifier: String? = nil,
        @SimulatedUIBuilder items: () -> [SimulatedElement] = { [] }
    ) -> SimulatedElement {
        SimulatedElement(.navigationBar, id: identifier ?? title) {
            items()
            SimulatedElement(.staticText, label: title)
        }
    }

    /// A container (a plain view, `.other` to XCUITest) holding `content`.
    public static func group(
        _ identifier: String = "", label: String = "",
        @SimulatedUIBuilder content: () -> [SimulatedElement] = { [] }
    ) -> SimulatedElement {
        SimulatedElement(.other, id: identifier, label: label, children: content)
    }

    /// A table or list row holding `content`.
    public static func cell(
        _ identifier: String = "", label: String = "",
        @SimulatedUIBuilder content: () -> [SimulatedElement] = { [] }
    ) -> SimulatedElement {
        SimulatedElement(.cell, id: identifier, label: label, children: content)
    }

    /// How a list is built, which decides what XCUITest sees of rows out of view.
    public enum ListStyle: Sendable {
        /// A UITableView: every row exists for queries; those out of view are not hittable.
        case table
        /// A UICollectionView, SwiftUI `List` or lazy stack: only rows in view exist; the others
        /// are created as they scroll in.
        case collectionView
    }

    /// A scrolling list of `rows`. Rows keep their preferred height (44 points for a plain row), so
    /// a long list runs past the screen: swipe up on it (or tap a row, for a table) to bring rows
    /// into view.
    public static func list(
        _ identifier: String, style: ListStyle = .table,
        @SimulatedUIBuilder rows: () -> [SimulatedElement]
    ) -> SimulatedElement {
        SimulatedElement(style == .table ? .table : .collectionView, id: identifier, children: rows)
    }

    /// A scroll view holding `content`, scrolled as a whole.
    public static func scrollView(
        _ identifier: String = "",
        @SimulatedUIBuilder content: () -> [SimulatedElement]
    ) -> SimulatedElement {
        SimulatedElement(.scrollView, id: identifier, children: content)
    }

    /// An overlay (a dimming view, a toast, a HUD) that takes the touches meant for what lies beneath
    /// it, so those elements are not hittable while it is up. Without a frame it covers its container
    /// (the whole screen, at the top of a screen's builder) instead of taking a place in the stack.
    public static func overlay(_ identifier: String = "", label: String = "", frame: CGRect? = nil) -> SimulatedElement {
        let overlay = SimulatedElement(.other, id: identifier, label: label, frame: frame)
        overlay.blocksTouchesBeneath = true
        return overlay
    }

    /// Declares accessibility defects the audit reports on this element (`performAccessibilityAudit`).
    @discardableResult
    public func withAccessibilityDefects(_ defects: XCUIAccessibilityAuditType) -> SimulatedElement {
        accessibilityDefects.formUnion(defects)
        return self
    }
}
