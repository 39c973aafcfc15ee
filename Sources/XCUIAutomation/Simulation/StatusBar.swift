import Foundation

/// The status bar, and the scroll to the top a tap on it makes.
///
/// The status bar belongs to Springboard, not to the app: "Since iOS 13 the status bar is no
/// longer part of the application, it's part of the SpringBoard" (appium/WebDriverAgent,
/// WebDriverAgentLib/Utilities/FBScreen.m, which reads it as Springboard's
/// `statusBars.firstMatch`; calabash/DeviceAgent.iOS#321 drops the app's own status bar from its
/// tests for iOS 13). It lies along the top edge of the screen ("A status bar appears along the
/// upper edge of the screen", Human Interface Guidelines, Status bars). Here it is as tall as the
/// screen's top inset, and not there when the inset is none (an iPhone in landscape, which hides
/// its status bar).
///
/// "The scroll-to-top gesture is a tap on the status bar. When a user makes this gesture, the
/// system asks the scroll view closest to the status bar to scroll to the top. If that scroll
/// view has scrollsToTop set to false, … or the content is already at the top, nothing happens"
/// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop); "on iPhone, we
/// execute this gesture only if there's one on-screen scroll view with `scrollsToTop` == YES. If
/// more than one is found, none will be scrolled" (UIScrollView.h). So every on-screen scrolling
/// container of the app in front with `scrollsToTop` counts, wherever it is across the screen
/// (an earlier reading kept only those under the tap's x, which no source gives): on an iPhone
/// it scrolls only when it is the only one. Elsewhere the one nearest the top scrolls; when
/// several are equally near, Apple does not say which is "closest", and none scrolls (the
/// reading that fails a test).
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
        var candidates: [(container: SimulatedElement, top: CGFloat)] = []
        app.window.forEachInSubtree { element in
            guard element.elementType.scrolls, element.scrollsToTop, let box = layout[element]?.visible,
                  !box.isNull, box.width > 0, box.height > 0 else { return }
            candidates.append((element, box.minY))
        }
        if model.idiom == .phone, candidates.count > 1 { return }
        guard let top = candidates.map(\.top).min() else { return }
        let nearest = candidates.filter { $0.top == top }
        guard nearest.count == 1, nearest[0].container.contentOffset > 0 else { return }
        nearest[0].container.contentOffset = 0
    }
}
