import Foundation

/// The kinds of accessibility audit (`XCUIAccessibilityAuditType`, `NS_OPTIONS(uint64_t, …)` in
/// XCUIAccessibilityAuditTypes.h; Xcode 15 / iOS 17): bit values as Apple's header declares them
/// (https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype).
/// `action` and `parentChild` are macOS audits; the stand-in declares them as the header does for
/// every platform, and never reports them for the simulated iOS apps.
@available(iOS 17.0, macOS 14.0, *)
public struct XCUIAccessibilityAuditType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let contrast = XCUIAccessibilityAuditType(rawValue: 1 << 0)
    public static let elementDetection = XCUIAccessibilityAuditType(rawValue: 1 << 1)
    public static let hitRegion = XCUIAccessibilityAuditType(rawValue: 1 << 2)
    public static let sufficientElementDescription = XCUIAccessibilityAuditType(rawValue: 1 << 3)
    @available(macOS, unavailable)
    public static let dynamicType = XCUIAccessibilityAuditType(rawValue: 1 << 16)
    @available(macOS, unavailable)
    public static let textClipped = XCUIAccessibilityAuditType(rawValue: 1 << 17)
    @available(macOS, unavailable)
    public static let trait = XCUIAccessibilityAuditType(rawValue: 1 << 18)
    @available(iOS, unavailable)
    public static let action = XCUIAccessibilityAuditType(rawValue: 1 << 32)
    @available(iOS, unavailable)
    public static let parentChild = XCUIAccessibilityAuditType(rawValue: 1 << 33)
    public static let all = XCUIAccessibilityAuditType(rawValue: ~0)
}

/// An issue an accessibility audit found (https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue):
/// `element`, `compactDescription`, `detailedDescription`, `auditType`; `init` is unavailable
/// (`NS_UNAVAILABLE` in Apple's header). Not main-actor isolated, like Apple's.
@available(iOS 17.0, macOS 14.0, *)
open class XCUIAccessibilityAuditIssue: NSObject {
    /// The element associated with the issue.
    public let element: XCUIElement?
    /// A short description about the issue.
    public let compactDescription: String
    /// A longer description of the issue with more details about the failure.
    public let detailedDescription: String
    /// The type of audit which generated the issue.
    public let auditType: XCUIAccessibilityAuditType

    @available(*, unavailable, message: "Accessibility audit issues come from XCUIApplication.performAccessibilityAudit(for:_:).")
    public override init() { fatalError("XCUIAccessibilityAuditIssue cannot be created directly") }

    init(element: XCUIElement?, compactDescription: String, detailedDescription: String, auditType: XCUIAccessibilityAuditType) {
        self.element = element
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.auditType = auditType
        super.init()
    }

    open override var description: String { "\(compactDescription): \(detailedDescription)" }
}

/// Why an audit could not run (Apple's method throws the `NSError` its Objective-C form reports).
struct AccessibilityAuditError: Error, CustomStringConvertible, LocalizedError {
    let description: String
    var errorDescription: String? { description }
}

extension XCUIApplication {
    /// Audits the app's current screen (https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/performaccessibilityaudit(for:_:)),
    /// declared as Apple declares it: `@MainActor @nonobjc @preconcurrency func performAccessibilityAudit(
    /// for auditTypes: XCUIAccessibilityAuditType = .all, _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil) throws`.
    ///
    /// Each issue goes to `issueHandler`; returning true handles it ("return YES to handle it
    /// yourself", Apple's header), false (or no handler) records it as a test failure. An error the
    /// handler throws ends the audit and is rethrown. The audit throws when the app is not running.
    ///
    /// The simulated issues, checked on every element the app shows that XCUITest can see:
    /// - `sufficientElementDescription`: a button, link, image, switch, slider or cell with neither
    ///   a label nor a title ("Element has no description");
    /// - `hitRegion`: a button, link, switch, slider, text field or cell smaller than 44×44 points,
    ///   Apple's minimum touch target ("Hit region is too small");
    /// - `textClipped`: a static text, button or link whose label does not fit its frame at the
    ///   device's text size (`SimulatedDevice.contentSizeCategory`, Large by default), by the
    ///   stand-in's estimate (`TextFit`: a width from the label's length and the body style's size);
    /// - `dynamicType`: such a text in a frame the app fixed (`SimulatedElement.frame`) that fits now
    ///   but not at the largest text size (Accessibility XXXL, 53 points): on a device the font grows
    ///   and the frame does not. (Apple's pages do not say how the device measures either; the
    ///   estimate errs towards reporting, so an audit that passes here is no surprise there.)
    /// - any kind the app declares on an element with `SimulatedElement.accessibilityDefects`
    ///   (contrast, dynamic type, clipped text, traits, element detection), so a simulated app can
    ///   exhibit them. Compact descriptions are the stand-in's wording, modelled on Xcode's.
    /// One round trip.
    @available(iOS 17.0, macOS 14.0, *)
    @preconcurrency @MainActor
    public func performAccessibilityAudit(
        for auditTypes: XCUIAccessibilityAuditType = .all,
        _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws {
        device.roundTrip(.snapshot, "performAccessibilityAudit \(path)")
        guard case .found(let root) = lookup() else {
            throw AccessibilityAuditError(description: "Failed to perform accessibility audit of \(path): the application is not running.")
        }
        for issue in auditIssues(below: root, types: auditTypes) {
            if let issueHandler, try issueHandler(issue) { continue }
            device.fail("Accessibility audit of \(path) found an issue: \(issue.compactDescription). \(issue.detailedDescription)")
        }
    }

    private func auditIssues(below root: ResolvedNode, types: XCUIAccessibilityAuditType) -> [XCUIAccessibilityAuditIssue] {
        let describer = ElementDescriber(app: root.app)
        var issues: [XCUIAccessibilityAuditIssue] = []
        var nodes: [ResolvedNode] = []
        root.forEachExposed { nodes.append($0) }
        // Texts in bars keep one line (UIKit's bars do not grow with their text).
        var inBar = Set<ObjectIdentifier>()
        for node in nodes where node.element.elementType.arrangesSideBySide {
            for child in node.element.children { inBar.insert(ObjectIdentifier(child)) }
        }
        let category = root.app.hostDevice.contentSizeCategory
        let largest = SimulatedContentSizeCategory.accessibilityExtraExtraExtraLarge
        for node in nodes {
            let element = node.element
            // The software keyboard is the system's, not the app's.
            guard element !== root.app.root, element.elementType != .window, !root.app.layout.isKeyboard(element) else { continue }
            let attributes = ElementAttributes(node)
            let described = describer.line(element, withAddress: false)
            func report(_ type: XCUIAccessibilityAuditType, _ compact: String, _ detail: String) {
                guard types.contains(type) else { return }
                issues.append(XCUIAccessibilityAuditIssue(
                    element: XCUIElement.bound(to: element, in: root.app), compactDescription: compact,
                    detailedDescription: "\(detail) Element: \(described)", auditType: type))
            }
            let type = element.elementType
            if type.needsDescription, attributes.label.isEmpty, attributes.title.isEmpty {
                report(.sufficientElementDescription, "Element has no description",
                       "The element has no label, so assistive technologies cannot describe it.")
            }
            if type.isTouchTarget, attributes.frame.width < 44 || attributes.frame.height < 44 {
                report(.hitRegion, "Hit region is too small",
                       "The element's hit region is \(ElementDescriber.format(attributes.frame)), smaller than 44×44 points.")
            }
            // What is drawn: the label's text against its frame (`TextFit`), at the device's text
            // size (clipped now) and at the largest one (a frame the app fixed does not grow with
            // Dynamic Type). Bars are UIKit's and keep their size, so only the first applies to them.
            if type.drawsLabel, !attributes.label.isEmpty, attributes.frame.width > 0, attributes.frame.height > 0 {
                let text = attributes.label, frame = attributes.frame
                let fixed = element.frame != nil, barItem = inBar.contains(ObjectIdentifier(element))
                func fits(_ size: SimulatedContentSizeCategory) -> Bool {
                    let points = size.bodyPointSize
                    let lines: Int? = barItem ? 1 : fixed ? TextFit.lines(in: frame, pointSize: points) : nil
                    return TextFit.fits(text, in: frame, pointSize: points, maxLines: lines)
                }
                let needed = Int(TextFit.width(of: text, pointSize: category.bodyPointSize).rounded(.up))
                if !fits(category) {
                    report(.textClipped, "Text clipped",
                           "The text \(quoted(text)) needs about \(needed) points at the \(Int(category.bodyPointSize))-point body size of the device's text size (\(category)) and is cut off by its \(ElementDescriber.format(frame)) frame.")
                } else if fixed, !barItem, !fits(largest) {
                    report(.dynamicType, "Dynamic Type font sizes are unsupported",
                           "The text \(quoted(text)) fits its fixed \(ElementDescriber.format(frame)) frame at the device's text size but not at the largest (\(largest), \(Int(largest.bodyPointSize)) points): the frame does not grow with the text.")
                }
            }
            let declared = element.accessibilityDefects
            if declared.contains(.contrast) {
                report(.contrast, "Contrast failed", "The text's colour contrast with its background is below the recommended ratio.")
            }
            if declared.contains(.dynamicType) {
                report(.dynamicType, "Dynamic Type font sizes are unsupported", "The text does not scale with the user's preferred text size.")
            }
            if declared.contains(.textClipped) {
                report(.textClipped, "Text clipped", "The text is cut off by its container.")
            }
            if declared.contains(.trait) {
                report(.trait, "Traits are inaccurate", "The element's accessibility traits do not match what it does.")
            }
            if declared.contains(.elementDetection) {
                report(.elementDetection, "Potentially inaccessible text", "Text on screen is not exposed to assistive technologies.")
            }
        }
        return issues
    }
}

extension XCUIElement.ElementType {
    /// Elements an assistive technology must be able to name.
    var needsDescription: Bool {
        switch self {
        case .button, .link, .image, .switch, .toggle, .slider, .cell: true
        default: false
        }
    }

    /// Elements that draw their label as text.
    var drawsLabel: Bool {
        switch self {
        case .staticText, .button, .link: true
        default: false
        }
    }

    /// Elements people touch, which need a 44×44 point target.
    var isTouchTarget: Bool {
        switch self {
        case .button, .link, .switch, .toggle, .slider, .textField, .secureTextField, .searchField, .cell: true
        default: false
        }
    }
}
