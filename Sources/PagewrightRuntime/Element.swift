import Foundation

/// A screen's element as its generated `Element` enum states it: the identifier, label or type
/// name it is found by (`rawValue`), what it is (`elementType`) and, for some, the element it is
/// inside. Finding it is the same for every such element, so it is here: a generated enum whose
/// elements are found that simply declares only those facts.
///
/// Apple API used: `descendants(matching:)` (a type query such as `buttons` is
/// `descendants(matching: .button)`: https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider),
/// `matching(identifier:)`, `matching(_:)` with a predicate on `label`, and `firstMatch`.
public protocol PagewrightElement: RawRepresentable, Hashable, PagewrightLocating where RawValue == String {
    /// What the element is: a button, a text field, a cell…
    var elementType: XCUIElement.ElementType { get }
    /// The elements whose `rawValue` is their label, not their identifier (none unless stated).
    static var foundByLabel: Set<Self> { get }
    /// The elements found by their type alone, whose `rawValue` names the type (none unless stated).
    static var foundByType: Set<Self> { get }
    /// The element each element is inside, for those not searched for from the context itself.
    static var containerOf: [Self: Self] { get }
}

extension PagewrightElement {
    public static var foundByLabel: Set<Self> { [] }
    public static var foundByType: Set<Self> { [] }
    public static var containerOf: [Self: Self] { [:] }

    /// Every element of its type with its identifier (or label) under `context` (or under its
    /// container there), before one is picked: the form to count or iterate.
    @MainActor
    public func query(_ context: XCUIElement) -> XCUIElementQuery {
        let root = Self.containerOf[self].map { $0.locator(context) } ?? context
        let ofType = root.descendants(matching: elementType)
        if elementType == .application || Self.foundByType.contains(self) { return ofType }
        if Self.foundByLabel.contains(self) { return ofType.matching(NSPredicate(format: "label == %@", rawValue)) }
        return ofType.matching(identifier: rawValue)
    }

    /// The element itself: the first match of `query(_:)`; an element of type `application` is
    /// the app it is asked of.
    @MainActor
    public func locator(_ context: XCUIElement) -> XCUIElement {
        elementType == .application ? context : query(context).firstMatch
    }

    /// The identifier a snapshot of the app answers for: this element's, when it is found by
    /// identifier from the context itself.
    public var snapshotIdentifier: String? {
        let byIdentifier = elementType != .application && !Self.foundByLabel.contains(self) && !Self.foundByType.contains(self)
            && Self.containerOf[self] == nil
        return byIdentifier ? rawValue : nil
    }
}
