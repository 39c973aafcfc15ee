import Foundation

@MainActor
extension SimulatedApp {
    /// How far a swipe scrolls, as a share of the scrolled view's height. Apple documents no distance.
    /// The model: XCUITest drags across part of the element and the content keeps moving a little
    /// after the finger lifts, so a swipe at the default speed moves about 0.8 of a view; `.slow`
    /// (500 points/s) half a view, `.fast` (2500 points/s) one and a half, other speeds on the line
    /// through those two (0.2 to 3 views). A row therefore passes through view on the way at the default and
    /// slow speeds, while a fast fling may carry a short row past it.
    static func swipeDistance(for velocity: XCUIGestureVelocity, viewHeight: CGFloat) -> CGFloat {
        let share: CGFloat
        switch velocity.rawValue {
        case ...0: share = 0.8
        default: share = min(max(0.5 + (velocity.rawValue - 500) / 2000, 0.2), 3)
        }
        return viewHeight * share
    }

    /// Scrolls the container a vertical swipe on `element` starts in: swiping up moves the content
    /// up (shows what is below), down the reverse. Horizontal swipes do not scroll (lists here are
    /// vertical). The offset stays within the content. A swipe on the application starts at the
    /// middle of the screen ("`XCUIApplication.swipeUp()` swipes at the centre of the window",
    /// BKimble1/OffRent-Ledger UITestSupport.swift): it scrolls the scroll view drawn frontmost
    /// there, and nothing when an alert's dimmed surroundings, the keyboard or an overlay take the
    /// touch.
    func scroll(by gesture: SimulatedGesture, startingAt element: SimulatedElement, velocity: XCUIGestureVelocity) {
        guard gesture == .swipeUp || gesture == .swipeDown else { return }
        let layout = self.layout
        let container: SimulatedElement?
        if element.elementType.scrolls {
            container = element
        } else if element === root {
            let centre = CGPoint(x: layout.screenSize.width / 2, y: layout.screenSize.height / 2)
            let hit = layout.element(at: centre)
            let blocked = hit.map { hit in alerts.last.map { !$0.contains(hit) } ?? false } ?? true
            container = blocked ? nil : hit.flatMap { $0.elementType.scrolls ? $0 : layout[$0]?.scrollContainer }
        } else {
            container = layout[element]?.scrollContainer
        }
        guard let container, let view = layout[container]?.frame else { return }
        let distance = Self.swipeDistance(for: velocity, viewHeight: view.height)
        let target = container.contentOffset + (gesture == .swipeUp ? distance : -distance)
        let clamped = min(max(target, 0), layout.maximumOffset(of: container))
        if clamped != container.contentOffset { container.contentOffset = clamped }
    }
}
