import Foundation

/// Counts changes to anything that moves elements (children, frames, scroll offsets, orientation),
/// so an app's layout is recomputed only when it may have changed.
@MainActor
enum LayoutRevision {
    private(set) static var current = 0
    static func bump() { current &+= 1 }
}

/// Where every element of an app is on screen and which elements XCUITest can see, computed in one
/// pass over the app's tree. Not Apple API; the rules are the stand-in's model of UIKit layout:
///
/// - The application and its windows fill the screen. A screen's elements fill the main window
///   between the status bar and the home indicator (the device model's insets: 59 and 34 points on
///   an iPhone 15 in portrait), or the top of the software keyboard when the app avoids it.
/// - An element with a `frame` is there (inside a scrolling container, in content coordinates).
///   Otherwise children stack top to bottom at their preferred heights (21 points for static text,
///   44 for anything else without children, the sum of its children for a container); tab bars,
///   toolbars, navigation bars, segmented controls and pickers place them side by side. When a stack
///   is taller than its container, scrolling containers in it shrink to the space left (they scroll);
///   if that is still not enough, everything is squeezed to fit, since a screen that does not scroll
///   is designed to fit.
/// - Tables, collection views and scroll views lay their rows out at full height from
///   `contentOffset` upwards and show only what lies within their bounds. A collection view (or any
///   container with `createsRowsLazily`) exposes only the rows that intersect its bounds, as
///   UICollectionView and SwiftUI's List create cells only when they come into view.
/// - Alerts are 270 points wide and centred in the window (above the keyboard when it is up): the
///   title and message, then the text fields, then the buttons, 44 points tall. Two buttons sit
///   side by side (135 points each) when both titles fit; otherwise, and with three or more, they
///   are stacked, as UIAlertController lays them out: two buttons share a row (Cancel on the left),
///   more are listed vertically (Cancel at the bottom) (https://enebin.medium.com/swiftui-breif-informations-about-apples-alert-window-policy-98fb57fc11cf);
///   buttons that do not fit the 270-point width go vertical (https://marpies.com/coding-auto-layout/custom-uialert/,
///   rebuilding UIKit's alert), which is why woocommerce/woocommerce-ios's SettingsScreen picks the
///   log-out button by whether the buttons share one x position. The buttons are laid out in the
///   order given: list them as the device shows them.
/// - Every element reports the device's size classes for the orientation, or the nearest
///   `horizontalSizeClass`/`verticalSizeClass` an app set on it or an ancestor.
@MainActor
final class AppLayout {
    struct Info {
        /// The element's frame on screen.
        var frame: CGRect
        /// The part of the frame inside the screen and inside every scrolling container around it.
        var visible: CGRect
        /// The nearest scrolling container around the element.
        var scrollContainer: SimulatedElement?
        /// Position in drawing order (pre-order over exposed elements): later draws on top.
        var index: Int
        /// Index of the last element of this element's subtree.
        var subtreeEnd: Int
        /// For a scrolling container: the height of all its rows.
        var contentHeight: CGFloat = 0
        var horizontalSizeClass: XCUIElement.SizeClass
        var verticalSizeClass: XCUIElement.SizeClass
        /// The element it is placed in (nil for the application).
        weak var parent: SimulatedElement?
    }

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44

    let revision: Int
    let screenSize: CGSize
    private let insets: SimulatedDevice.Model.Insets
    /// Top of the software keyboard's area when it is up.
    private let keyboardTop: CGFloat?
    private let avoidsKeyboard: Bool
    private let keyboardWindow: SimulatedElement
    private(set) var info: [ObjectIdentifier: Info] = [:]
    /// Every placed element in drawing order (what a touch at a point reaches is the last that covers it).
    private var drawingOrder: [SimulatedElement] = []
    private var exposedChildren: [ObjectIdentifier: [SimulatedElement]] = [:]
    /// Elements that take the touches for what lies beneath them (`blocksTouchesBeneath`).
    private(set) var blockers: [SimulatedElement] = []
    private var preferredHeights: [ObjectIdentifier: CGFloat] = [:]
    private var nextIndex = 0

    init(app: SimulatedApp, screenSize: CGSize) {
        revision = LayoutRevision.current
        self.screenSize = screenSize
        let device = app.hostDevice
        insets = device.insets
        keyboardTop = app.isKeyboardShown ? screenSize.height - device.keyboardHeight : nil
        avoidsKeyboard = app.avoidsKeyboard
        keyboardWindow = app.keyboardWindow
        let screen = CGRect(origin: .zero, size: screenSize)
        let classes = device.sizeClasses
        place(app.root, frame: screen, clip: screen, scrollContainer: nil, parent: nil,
              sizeClasses: (classes.horizontal, classes.vertical))
    }

    /// The children XCUITest sees: all of them, except for rows a lazy container has not created.
    func children(of element: SimulatedElement) -> [SimulatedElement] {
        exposedChildren[ObjectIdentifier(element)] ?? element.children
    }

    subscript(element: SimulatedElement) -> Info? { info[ObjectIdentifier(element)] }

    // MARK: Placing

    private func place(
        _ element: SimulatedElement, frame: CGRect, clip: CGRect, scrollContainer: SimulatedElement?,
        parent: SimulatedElement?, sizeClasses inherited: (XCUIElement.SizeClass, XCUIElement.SizeClass)
    ) {
        let index = nextIndex
        nextIndex += 1
        let id = ObjectIdentifier(element)
        let sizeClasses = (element.horizontalSizeClass ?? inherited.0, element.verticalSizeClass ?? inherited.1)
        info[id] = Info(frame: frame, visible: frame.intersection(clip), scrollContainer: scrollContainer,
                        index: index, subtreeEnd: index, horizontalSizeClass: sizeClasses.0,
                        verticalSizeClass: sizeClasses.1, parent: parent)
        drawingOrder.append(element)
        if element.blocksTouchesBeneath { blockers.append(element) }

        var placed: [(SimulatedElement, CGRect)]
        var childClip = clip
        var childScrollContainer = scrollContainer
        if element.elementType.scrolls {
            let (rows, contentHeight) = scrolledRows(of: element, in: frame)
            info[id]?.contentHeight = contentHeight
            childClip = clip.intersection(frame)
            childScrollContainer = element
            placed = element.createsRowsLazily ? rows.filter { $0.1.intersects(frame) } : rows
        } else if element.elementType == .application {
            placed = element.children.map { ($0, $0.frame ?? frame) }  // windows fill the screen
        } else if element.isMainWindow {
            placed = windowContent(of: element, in: frame)
        } else if element.elementType == .alert {
            placed = alertContent(of: element, in: frame)
        } else if let control = element.innerSwitch {
            placed = switchRowContent(of: element, control: control, in: frame)
        } else {
            placed = stacked(element.children, in: frame, horizontally: element.elementType.arrangesSideBySide)
        }
        placed = placed.filter { Self.isExposed($0.0, frame: $0.1) }
        exposedChildren[id] = placed.map(\.0)
        for (child, childFrame) in placed {
            place(child, frame: childFrame, clip: childClip, scrollContainer: childScrollContainer,
                  parent: element, sizeClasses: sizeClasses)
        }
        info[id]?.subtreeEnd = nextIndex - 1
    }

    /// A screen between the status bar and the home indicator (or the keyboard, when the app avoids
    /// it); alerts centred over the part of the screen the keyboard leaves.
    private func windowContent(of window: SimulatedElement, in frame: CGRect) -> [(SimulatedElement, CGRect)] {
        var bottom = frame.maxY - insets.bottom
        if let keyboardTop, avoidsKeyboard { bottom = min(bottom, keyboardTop) }
        let top = frame.minY + insets.top
        let content = CGRect(x: frame.minX, y: top, width: frame.width, height: max(0, bottom - top))
        let screen = window.children.filter { $0.elementType != .alert }
        var result = stacked(screen, in: content, horizontally: false)
        let open = CGRect(x: frame.minX, y: frame.minY, width: frame.width,
                          height: (keyboardTop ?? frame.maxY) - frame.minY)
        for alert in window.children where alert.elementType == .alert {
            if let explicit = alert.frame {
                result.append((alert, explicit))
                continue
            }
            let height = min(preferredHeight(alert), open.height)
            let width = min(Self.alertWidth, frame.width)
            result.append((alert, CGRect(x: open.midX - width / 2, y: open.midY - height / 2, width: width, height: height)))
        }
        return result
    }

    /// A switch spanning a row: its label from the leading margin, the 51×31 control at the trailing
    /// margin (16 points), centred vertically, as in the element tree woocommerce/woocommerce-ios#9629
    /// quotes (a 390-point row: the text at x 16, the switch at x 325, 51×31).
    private func switchRowContent(of row: SimulatedElement, control: SimulatedElement, in frame: CGRect) -> [(SimulatedElement, CGRect)] {
        let controlFrame = CGRect(x: frame.maxX - 16 - 51, y: frame.midY - 15.5, width: 51, height: 31)
        return row.children.map { child in
            if let explicit = child.frame { return (child, explicit) }
            if child === control { return (child, controlFrame) }
            let width = max(0, controlFrame.minX - 16 - (frame.minX + 16))
            return (child, CGRect(x: frame.minX + 16, y: frame.midY - 10.5, width: width, height: 21))
        }
    }

    /// An alert's texts and fields stacked, then its buttons: side by side when there are two and
    /// both fit, stacked otherwise.
    private func alertContent(of alert: SimulatedElement, in frame: CGRect) -> [(SimulatedElement, CGRect)] {
        let buttons = alert.children.filter { $0.elementType == .button && $0.frame == nil }
        let others = alert.children.filter { !($0.elementType == .button && $0.frame == nil) }
        let buttonsHeight = alertButtonsHeight(alert)
        let body = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - buttonsHeight))
        var result = stacked(others, in: body, horizontally: false)
        let top = body.maxY
        if buttons.count == 2, !alertStacksButtons(alert) {
            let half = frame.width / 2
            result.append((buttons[0], CGRect(x: frame.minX, y: top, width: half, height: Self.alertButtonHeight)))
            result.append((buttons[1], CGRect(x: frame.minX + half, y: top, width: half, height: Self.alertButtonHeight)))
        } else {
            for (index, button) in buttons.enumerated() {
                result.append((button, CGRect(x: frame.minX, y: top + CGFloat(index) * Self.alertButtonHeight,
                                               width: frame.width, height: Self.alertButtonHeight)))
            }
        }
        return result
    }

    /// Whether an alert's two buttons go one above the other: when the app says so, or when a title
    /// would not fit in half the alert. The fit is estimated: 17-point text at about 8.5 points a
    /// character, within 135 points less 8 on each side, so titles up to 14 characters fit.
    private func alertStacksButtons(_ alert: SimulatedElement) -> Bool {
        if let stacks = alert.stacksButtons { return stacks }
        let buttons = alert.children.filter { $0.elementType == .button && $0.frame == nil }
        return buttons.contains { $0.label.count > 14 }
    }

    private func alertButtonsHeight(_ alert: SimulatedElement) -> CGFloat {
        let count = alert.children.filter { $0.elementType == .button && $0.frame == nil }.count
        guard count > 0 else { return 0 }
        return count == 2 && !alertStacksButtons(alert) ? Self.alertButtonHeight : CGFloat(count) * Self.alertButtonHeight
    }

    /// Rows of a scrolling container at full height, moved up by its content offset.
    private func scrolledRows(of container: SimulatedElement, in frame: CGRect) -> ([(SimulatedElement, CGRect)], CGFloat) {
        var y = frame.minY - container.contentOffset
        var contentHeight: CGFloat = 0
        var rows: [(SimulatedElement, CGRect)] = []
        for child in container.children {
            if let explicit = child.frame {
                let moved = explicit.offsetBy(dx: frame.minX, dy: frame.minY - container.contentOffset)
                rows.append((child, moved))
                contentHeight = max(contentHeight, explicit.maxY)
                continue
            }
            let height = preferredHeight(child)
            rows.append((child, CGRect(x: frame.minX, y: y, width: frame.width, height: height)))
            y += height
            contentHeight = max(contentHeight, y - (frame.minY - container.contentOffset))
        }
        return (rows, contentHeight)
    }

    /// Children one after another: fixed ones at their preferred size, scrolling ones sharing what is
    /// left, everything squeezed if even the fixed ones do not fit.
    private func stacked(_ children: [SimulatedElement], in frame: CGRect, horizontally: Bool) -> [(SimulatedElement, CGRect)] {
        // An overlay without a frame covers its container instead of taking a place in the stack.
        let children = children.map { child in (child, child.frame ?? (child.blocksTouchesBeneath ? frame : nil)) }
        let automatic = children.filter { $0.1 == nil }.map(\.0)
        if horizontally {
            let sharing = automatic.filter { !$0.isCollapsed }
            let width = sharing.isEmpty ? 0 : frame.width / CGFloat(sharing.count)
            var x = frame.minX
            return children.map { child, fixedFrame in
                if let fixedFrame { return (child, fixedFrame) }
                let own = child.isCollapsed ? 0 : width
                defer { x += own }
                return (child, CGRect(x: x, y: frame.minY, width: own, height: frame.height))
            }
        }
        var heights: [ObjectIdentifier: CGFloat] = [:]
        let flexible = automatic.filter { containsScrolling($0) }
        let fixed = automatic.filter { !containsScrolling($0) }
        let fixedTotal = fixed.reduce(0) { $0 + preferredHeight($1) }
        let flexibleTotal = flexible.reduce(0) { $0 + preferredHeight($1) }
        let available = frame.height
        let fixedScale: CGFloat = fixedTotal > available && fixedTotal > 0 ? available / fixedTotal : 1
        let left = max(0, available - fixedTotal * fixedScale)
        let flexibleScale: CGFloat = flexibleTotal > left && flexibleTotal > 0 ? left / flexibleTotal : 1
        for child in fixed { heights[ObjectIdentifier(child)] = preferredHeight(child) * fixedScale }
        for child in flexible { heights[ObjectIdentifier(child)] = preferredHeight(child) * flexibleScale }
        var y = frame.minY
        return children.map { child, fixedFrame in
            if let fixedFrame { return (child, fixedFrame) }
            let height = heights[ObjectIdentifier(child)] ?? 0
            defer { y += height }
            return (child, CGRect(x: frame.minX, y: y, width: frame.width, height: height))
        }
    }

    /// Whether XCUITest sees `element`, laid out at `frame`. Since iOS 10 a hidden view, one with an
    /// alpha of 0 and one with a zero-size frame are "completely omitted from the accessibility tree
    /// exposed to the test" (https://www.matrixprojects.net/p/whats-new-with-ui-testing-in-ios10/,
    /// "Hidden elements no longer exist"), and so is everything inside them: for a query, a
    /// snapshot and `debugDescription` they do not exist. (On iOS 9 they existed, not hittable.)
    static func isExposed(_ element: SimulatedElement, frame: CGRect) -> Bool {
        !element.isHidden && element.alpha > 0 && !element.isCollapsed && frame.width > 0 && frame.height > 0
    }

    private func containsScrolling(_ element: SimulatedElement) -> Bool {
        element.elementType.scrolls || element.children.contains { $0.frame == nil && !$0.blocksTouchesBeneath && containsScrolling($0) }
    }

    /// The height an element asks for: its frame's, a leaf's standard height, or its content's.
    func preferredHeight(_ element: SimulatedElement) -> CGFloat {
        if element.isCollapsed { return 0 }
        if let explicit = element.frame { return explicit.height }
        if element.innerSwitch != nil { return 44 }
        let id = ObjectIdentifier(element)
        if let known = preferredHeights[id] { return known }
        let automatic = element.children.filter { $0.frame == nil && !$0.blocksTouchesBeneath }
        let height: CGFloat
        if element.elementType == .alert {
            let body = automatic.filter { $0.elementType != .button }
            height = body.reduce(0) { $0 + preferredHeight($1) } + alertButtonsHeight(element)
        } else if automatic.isEmpty {
            height = element.elementType == .staticText ? 21 : 44
        } else if element.elementType.arrangesSideBySide {
            height = max(element.elementType == .tabBar ? 49 : 44, automatic.map(preferredHeight).max() ?? 0)
        } else {
            height = automatic.reduce(0) { $0 + preferredHeight($1) }
        }
        preferredHeights[id] = height
        return height
    }

    // MARK: Hittability and scrolling

    enum Reach {
        /// A touch at `point` reaches the element.
        case hittable(CGPoint)
        /// Nothing of it is on screen; a scrolling container may bring it into view.
        case offscreen(scrollContainer: SimulatedElement?)
        /// An overlay drawn above it takes the touch.
        case covered(by: SimulatedElement)
    }

    /// Whether a touch at the element's hit point (the centre of its visible part) would reach it.
    func reach(_ element: SimulatedElement) -> Reach {
        guard let info = self[element] else { return .offscreen(scrollContainer: nil) }
        let visible = info.visible
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            return .offscreen(scrollContainer: info.scrollContainer)
        }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        for blocker in blockers {
            guard let other = self[blocker], other.index > info.subtreeEnd, other.frame.contains(point) else { continue }
            return .covered(by: blocker)
        }
        return .hittable(point)
    }

    /// The content offset that brings `element` fully (or, if taller than the view, its top) into
    /// the view of its nearest scrolling container, or nil when scrolling would not change anything.
    func offsetRevealing(_ element: SimulatedElement) -> (container: SimulatedElement, offset: CGFloat)? {
        guard let info = self[element], let container = info.scrollContainer, let box = self[container] else { return nil }
        let view = box.frame
        var delta: CGFloat = 0
        if info.frame.minY < view.minY {
            delta = info.frame.minY - view.minY
        } else if info.frame.maxY > view.maxY {
            delta = min(info.frame.maxY - view.maxY, info.frame.minY - view.minY)
        }
        let maximum = max(0, box.contentHeight - view.height)
        let offset = min(max(container.contentOffset + delta, 0), maximum)
        return offset == container.contentOffset ? nil : (container, offset)
    }

    /// The largest offset a scrolling container can have.
    func maximumOffset(of container: SimulatedElement) -> CGFloat {
        guard let box = self[container] else { return 0 }
        return max(0, box.contentHeight - box.frame.height)
    }

    /// The element a touch at `point` lands on: the last drawn whose visible part holds the point
    /// (windows and the application only hold things, they are not touched themselves).
    func element(at point: CGPoint) -> SimulatedElement? {
        drawingOrder.last { element in
            guard element.elementType != .window, element.elementType != .application,
                  let visible = self[element]?.visible, !visible.isNull else { return false }
            return visible.contains(point)
        }
    }

    /// Whether `element` is part of the software keyboard (which is drawn above the app's alerts).
    func isKeyboard(_ element: SimulatedElement) -> Bool {
        guard let window = self[keyboardWindow], let own = self[element] else { return false }
        return own.index >= window.index && own.index <= window.subtreeEnd
    }
}

extension XCUIElement.ElementType {
    /// Containers whose rows scroll.
    var scrolls: Bool {
        switch self {
        case .table, .collectionView, .scrollView: true
        default: false
        }
    }

    /// Containers that place their children side by side.
    var arrangesSideBySide: Bool {
        switch self {
        case .tabBar, .toolbar, .navigationBar, .segmentedControl, .picker: true
        default: false
        }
    }
}
