import Foundation

/// The status bar, and the scroll to the top a tap on it makes.
///
/// The status bar belongs to Springboard, not to the app (public suites measure it as
/// `XCUIApplication(bundleIdentifier: "com.apple.springboard").statusBars.firstMatch`, finding
/// `app.statusBars` empty), along the top edge of the screen ("A status bar appears along the
/// upper edge of the screen", Human Interface Guidelines, Status bars). Here it is as tall as the
/// screen's top inset, and not there when the inset is none (an iPhone in landscape, which hides
/// its status bar).
///
/// "The scroll-to-top gesture is a tap on the status bar. When a user makes this gesture, the
/// system asks the scroll view closest to the status bar to scroll to the top. If that scroll
/// view has scrollsToTop set to false, … or the content is already at the top, nothing happens"
/// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop); "on iPhone, we
/// execute this gesture only if there's one on-screen scroll view with `scrollsToTop` == YES. If
/// more than one is found, none will be scrolled" (UIScrollView.h). Modelled so: among the
/// scrolling containers of the app in front that are on screen, under the tap's x and with
/// `scrollsToTop`, the one nearest the top scrolls to offset 0; on an iPhone only when it is the
/// only one.
@MainActor
extension SimulatedDevice {
    /// Sizes the status bar for the current model and orientation.
    func placeStatusBar() {
        let height = insets.top
        statusBar.isCollapsed = height <= 0
        statusBar.frame = CGRect(x: 0, y: 0, width: screenSize.width, height: max(height, 0))
    }

    /// What a tap on the status bar does to the app in front.
    func scrollToTop() {
        let app = foregroundApp
        guard app !== springboard, !isCoveredBySystemAlert(app), app.alerts.isEmpty else { return }
        let layout = app.layout
        let x = screenSize.width / 2
        var candidates: [(container: SimulatedElement, top: CGFloat)] = []
        app.window.forEachInSubtree { element in
            guard element.elementType.scrolls, element.scrollsToTop, let box = layout[element]?.visible,
                  !box.isNull, box.width > 0, box.height > 0, box.minX <= x, box.maxX >= x else { return }
            candidates.append((element, box.minY))
        }
        if model.idiom == .phone, candidates.count > 1 { return }
        guard let nearest = candidates.min(by: { $0.top < $1.top })?.container, nearest.contentOffset > 0 else { return }
        nearest.contentOffset = 0
    }
}
