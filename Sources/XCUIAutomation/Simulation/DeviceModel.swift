import Foundation

extension SimulatedDevice {
    /// The kind of device a test runs on: its idiom, screen, the parts of the screen the system keeps
    /// (status bar, home indicator), its size classes and its software keyboard's height, in each
    /// orientation. Not Apple API. Set `SimulatedDevice.current.model` before launching (or
    /// `SimulatedDevice.reset(model:)`), and run a journey on `.iPhone15` and `.iPad10` to test
    /// both branches of page objects that differ by idiom or size class.
    public struct Model: Sendable, Equatable, CustomStringConvertible {
        /// What the system keeps at the top and bottom of the screen, in points.
        public struct Insets: Sendable, Equatable {
            public var top: CGFloat
            public var bottom: CGFloat
            public init(top: CGFloat, bottom: CGFloat) {
                self.top = top
                self.bottom = bottom
            }
        }

        /// The size classes every element of an app reports (unless the app overrides them).
        public struct SizeClasses: Sendable, Equatable {
            public var horizontal: XCUIElement.SizeClass
            public var vertical: XCUIElement.SizeClass
            public init(horizontal: XCUIElement.SizeClass, vertical: XCUIElement.SizeClass) {
                self.horizontal = horizontal
                self.vertical = vertical
            }
        }

        public var name: String
        public var idiom: UIUserInterfaceIdiom
        /// The screen in points, portrait.
        public var portraitSize: CGSize
        public var portraitInsets: Insets
        public var landscapeInsets: Insets
        public var portraitSizeClasses: SizeClasses
        public var landscapeSizeClasses: SizeClasses
        /// Height of the software keyboard's area (keys and the strip below them), portrait and landscape.
        public var portraitKeyboardHeight: CGFloat
        public var landscapeKeyboardHeight: CGFloat

        public init(
            name: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize,
            portraitInsets: Insets, landscapeInsets: Insets,
            portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses,
            portraitKeyboardHeight: CGFloat, landscapeKeyboardHeight: CGFloat
        ) {
            self.name = name
            self.idiom = idiom
            self.portraitSize = portraitSize
            self.portraitInsets = portraitInsets
            self.landscapeInsets = landscapeInsets
            self.portraitSizeClasses = portraitSizeClasses
            self.landscapeSizeClasses = landscapeSizeClasses
            self.portraitKeyboardHeight = portraitKeyboardHeight
            self.landscapeKeyboardHeight = landscapeKeyboardHeight
        }

        public var description: String { name }

        // Sizes and insets: Dynamic Island iPhones report safe-area insets (59, 34) in portrait and
        // (0, 21) top/bottom in landscape (http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation);
        // iPads without a home button keep 24 points for the status bar and 20 for the home indicator
        // (https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20).
        // Size classes as Apple's HIG tabulates them (https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes):
        // iPhone portrait compact × regular, landscape compact × compact except the largest iPhones
        // (regular × compact); iPad regular × regular full screen in both orientations.
        // Keyboard: 291 points on a 390 × 844 iPhone in a public XCUITest element dump (a Keyboard of
        // 233 points at y 553 plus the emoji/dictation strip); the other heights are estimates.

        /// iPhone 15 (and 14 Pro, 15 Pro, 16): 393 × 852 points.
        public static let iPhone15 = Model(
            name: "iPhone 15", idiom: .phone, portraitSize: CGSize(width: 393, height: 852),
            portraitInsets: Insets(top: 59, bottom: 34), landscapeInsets: Insets(top: 0, bottom: 21),
            portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: .compact, vertical: .compact),
            portraitKeyboardHeight: 291, landscapeKeyboardHeight: 209)

        /// iPhone 15 Pro Max (and 15 Plus): 430 × 932 points; regular width in landscape.
        public static let iPhone15ProMax = Model(
            name: "iPhone 15 Pro Max", idiom: .phone, portraitSize: CGSize(width: 430, height: 932),
            portraitInsets: Insets(top: 59, bottom: 34), landscapeInsets: Insets(top: 0, bottom: 21),
            portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: .regular, vertical: .compact),
            portraitKeyboardHeight: 301, landscapeKeyboardHeight: 209)

        /// iPhone SE (3rd generation): 375 × 667 points, a home button and a 20-point status bar.
        public static let iPhoneSE = Model(
            name: "iPhone SE (3rd generation)", idiom: .phone, portraitSize: CGSize(width: 375, height: 667),
            portraitInsets: Insets(top: 20, bottom: 0), landscapeInsets: Insets(top: 0, bottom: 0),
            portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: .compact, vertical: .compact),
            portraitKeyboardHeight: 260, landscapeKeyboardHeight: 200)

        /// iPad (10th generation): 820 × 1180 points.
        public static let iPad10 = Model(
            name: "iPad (10th generation)", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180),
            portraitInsets: Insets(top: 24, bottom: 20), landscapeInsets: Insets(top: 24, bottom: 20),
            portraitSizeClasses: SizeClasses(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: .regular, vertical: .regular),
            portraitKeyboardHeight: 313, landscapeKeyboardHeight: 398)
    }
}
