/// Device variants of elements: each part of the locator enum (`rawValue`, `query(_:)`,
/// `locator(_:)`) first asks the device, for an element found otherwise on some devices.
extension ElementEnumRenderer {
    /// The statements for every device: each variant's under its condition, in order, then the
    /// element's own.
    func onEveryDevice(_ element: Resolved.Element, _ statements: (Resolved.Element) -> [String]) -> [String] {
        let base = statements(element)
        var branches: [String] = []
        for variant in element.variants {
            let lines = statements(Self.element(element, as: variant))
            // A variant found as the element is elsewhere needs no branch.
            guard lines != base else { continue }
            branches.append("if \(DeviceText.condition(variant.condition)) {")
            branches += lines.map { "    " + $0 }
            branches.append("}")
        }
        // An element whose every statement is its query's first match keeps the short form.
        return branches + base
    }

    /// The parameters read on any device.
    func onEveryDevice(_ element: Resolved.Element, _ parameters: (Resolved.Element) -> Set<String>) -> Set<String> {
        element.variants.reduce(parameters(element)) { $0.union(parameters(Self.element(element, as: $1))) }
    }

    /// The element as a variant finds it.
    private static func element(_ element: Resolved.Element, as variant: Resolved.ElementVariant) -> Resolved.Element {
        var shown = element
        shown.locator = variant.locator
        shown.rawValue = variant.rawValue
        shown.variants = []
        return shown
    }
}

/// The device as generated code asks it: `PagewrightDevice` (in `PagewrightSupport.swift` when
/// some element or action has device variants).
enum DeviceText {
    static func condition(_ condition: DeviceCondition) -> String {
        switch (condition.kind, condition.value) {
        case (.idiom, let idiom): "PagewrightDevice.idiom == .\(idiom)"
        case (.orientation, "landscape"): "PagewrightDevice.isLandscape"
        case (.orientation, _): "!PagewrightDevice.isLandscape"
        case (.horizontalSizeClass, let sizeClass): "PagewrightDevice.horizontalSizeClass == .\(sizeClass)"
        }
    }

    static func support(access a: String) -> [String] {
        """
        /// The device the tests run on, as the device variants of elements and actions (`idiom`,
        /// `orientation`, `horizontalSizeClass` in the specs) ask it: its idiom, detected where
        /// UIKit is (the UI-test runner runs on the device under test) and settable by a test, its
        /// orientation, and the app's size class.
        @MainActor
        \(a)enum PagewrightDevice {
            /// The idioms specs distinguish.
            \(a)enum Idiom: Sendable {
                case phone, pad
            }

            /// Set by a test to take the page objects as on that idiom; nil (the default) detects it.
            \(a)static var idiomOverride: Idiom?

            /// The idiom variants follow: the override, else the device's.
            \(a)static var idiom: Idiom {
                get { idiomOverride ?? detectedIdiom }
                set { idiomOverride = newValue }
            }

            /// The device's idiom (an iPad is `pad`, everything else `phone`).
            \(a)static var detectedIdiom: Idiom {
                #if canImport(UIKit) || !canImport(Darwin)
                return UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone
                #else
                return .phone
                #endif
            }

            /// Whether the device is held in landscape now.
            \(a)static var isLandscape: Bool {
                #if canImport(UIKit) || !canImport(Darwin)
                return XCUIDevice.shared.orientation.isLandscape
                #else
                return false
                #endif
            }

            /// The horizontal size class of the app under test now, as its first window has it:
            /// compact on an iPhone and in an iPad's narrow split view, regular on a full-screen
            /// iPad. Asked of the app each time, as it changes with the window's width, through a
            /// snapshot (`unspecified` while the app shows no window).
            \(a)static var horizontalSizeClass: XCUIElement.SizeClass {
                (try? XCUIApplication().windows.element(boundBy: 0).snapshot())?.horizontalSizeClass ?? .unspecified
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
