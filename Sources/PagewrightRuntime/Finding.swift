import Foundation

/// What every generated `Element` enum offers, whichever form it takes: the identifier, label,
/// predicate or type name it is found by (`rawValue`), what it is, the identifier a snapshot of
/// the app answers for, and the query and element it is found as from a context (the application,
/// another app such as Springboard, or a container element). The runtime's steps, checks and
/// verification anchors take any of them.
public protocol PagewrightLocating: Sendable {
    /// The identifier, label or predicate the element is found by, with its parameters filled in.
    var rawValue: String { get }
    /// What the element is: a button, a text field, a cell…
    var elementType: XCUIElement.ElementType { get }
    /// The identifier a snapshot of the app answers for, when the element is found by it from the
    /// context itself; nil otherwise.
    var snapshotIdentifier: String? { get }
    /// Every element that matches, before one is picked: the form to count or iterate.
    @MainActor func query(_ context: XCUIElement) -> XCUIElementQuery
    /// The element itself.
    @MainActor func locator(_ context: XCUIElement) -> XCUIElement
}

/// An `Element` enum whose elements need more than `PagewrightElement` states (parameters, a
/// predicate, filters, an index, a container in another page): each case says how it is found in
/// one `PagewrightFinding`, and finding it is the runtime's.
public protocol PagewrightDescribedElement: PagewrightLocating {
    /// How this element is found.
    var found: PagewrightFinding { get }
}

extension PagewrightDescribedElement {
    public var rawValue: String { found.rawValue }
    public var elementType: XCUIElement.ElementType { found.elementType }
    public var snapshotIdentifier: String? { found.snapshotIdentifier }
    @MainActor public func query(_ context: XCUIElement) -> XCUIElementQuery { found.query(context) }
    @MainActor public func locator(_ context: XCUIElement) -> XCUIElement { found.locator(context) }
}

/// How one element is found: its type, what it is matched by, where the search starts, what
/// narrows it and which match is the element. Built the way a test author reads a locator
/// (`.identifier(.cell, "Saved.cell").inside(Element.list).at(position)`); `query(_:)` and
/// `locator(_:)` make exactly the XCUITest calls such a locator names.
///
/// Apple API used: the type queries (`descendants(matching:)`, `children(matching:)`:
/// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider),
/// `matching(identifier:)`, `matching(_:)`, `containing(_:identifier:)`, `containing(_:)`,
/// `firstMatch`, `element` and `element(boundBy:)` of `XCUIElementQuery`
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielementquery).
public struct PagewrightFinding {
    /// What the element is.
    public let elementType: XCUIElement.ElementType
    /// The identifier, label, predicate or type name it is found by.
    public private(set) var rawValue: String

    private enum Match {
        case identifier, predicate(NSPredicate), type, application

        var isApplication: Bool {
            if case .application = self { return true }
            return false
        }
    }
    private enum Root { case context, element(any PagewrightLocating), every(any PagewrightLocating) }
    private enum Refinement { case matching(NSPredicate), containing(XCUIElement.ElementType, String?), containingPredicate(NSPredicate) }
    private enum Pick { case first, only, index(Int) }

    private let match: Match
    private var root = Root.context
    private var direct = false
    private var refinements: [Refinement] = []
    private var pick = Pick.first

    private init(_ elementType: XCUIElement.ElementType, _ rawValue: String, _ match: Match) {
        self.elementType = elementType
        self.rawValue = rawValue
        self.match = match
    }

    /// An element of `type` with the accessibility identifier `identifier`.
    public static func identifier(_ type: XCUIElement.ElementType, _ identifier: String) -> Self { Self(type, identifier, .identifier) }

    /// An element of `type` whose label is `label`.
    public static func label(_ type: XCUIElement.ElementType, _ label: String) -> Self {
        Self(type, label, .predicate(NSPredicate(format: "label == %@", label)))
    }

    /// An element of `type` that `predicate` matches; `rawValue` says what it looks for.
    public static func predicate(_ type: XCUIElement.ElementType, _ rawValue: String, _ predicate: NSPredicate) -> Self {
        Self(type, rawValue, .predicate(predicate))
    }

    /// An element found by its type alone (`rawValue` names the type).
    public static func type(_ type: XCUIElement.ElementType, _ rawValue: String) -> Self { Self(type, rawValue, .type) }

    /// The application (or other app) it is asked of.
    public static var application: Self { Self(.application, "application", .application) }

    /// The same element with another `rawValue`: one the spec wrote to say what the element is.
    public func named(_ rawValue: String) -> Self { with { $0.rawValue = rawValue } }

    /// Searched for inside `container`'s element rather than from the context.
    public func inside(_ container: some PagewrightLocating) -> Self { with { $0.root = .element(container) } }

    /// Searched for inside every match of `container`'s query.
    public func insideEvery(_ container: some PagewrightLocating) -> Self { with { $0.root = .every(container) } }

    /// Only the search root's children, not every descendant.
    public var children: Self { with { $0.direct = true } }

    /// Narrowed by `format` with `value` for each `%@` in it; not narrowed when `value` is nil.
    public func matching(_ format: String, _ value: String?) -> Self {
        guard let value else { return self }
        let count = format.components(separatedBy: "%@").count - 1
        return with { $0.refinements.append(.matching(NSPredicate(format: format, argumentArray: Array(repeating: value, count: count)))) }
    }

    /// Narrowed to a switch (or other element) whose `value` is "1" when `on`, "0" when not; not
    /// narrowed when `on` is nil. A switch reports its value as "1" or "0".
    public func matching(_ format: String, switchedOn on: Bool?) -> Self { matching(format, on.map { $0 ? "1" : "0" }) }

    /// Narrowed to the elements with a descendant of `type` with `identifier` (any, when nil).
    public func containing(_ type: XCUIElement.ElementType, identifier: String?) -> Self {
        with { $0.refinements.append(.containing(type, identifier)) }
    }

    /// Narrowed to the elements with a descendant that `predicate` matches.
    public func containing(_ predicate: NSPredicate) -> Self { with { $0.refinements.append(.containingPredicate(predicate)) } }

    /// The only match (`element`); a step or check on it fails when there are more.
    public var only: Self { with { $0.pick = .only } }

    /// The match at `index` (the first when it is nil).
    public func at(_ index: Int?) -> Self { with { $0.pick = index.map(Pick.index) ?? .first } }

    /// The identifier a snapshot of the app answers for: the element's, when it is found by
    /// identifier from the context itself and narrowed no further.
    public var snapshotIdentifier: String? {
        guard case .identifier = match, case .context = root, !direct, refinements.isEmpty else { return nil }
        return rawValue
    }

    /// Every element that matches, before one is picked.
    @MainActor
    public func query(_ context: XCUIElement) -> XCUIElementQuery {
        var query: XCUIElementQuery
        let type = match.isApplication ? XCUIElement.ElementType.application : elementType
        switch root {
        case .context: query = direct ? context.children(matching: type) : context.descendants(matching: type)
        case .element(let container):
            let element = container.locator(context)
            query = direct ? element.children(matching: type) : element.descendants(matching: type)
        case .every(let container):
            let every = container.query(context)
            query = direct ? every.children(matching: type) : every.descendants(matching: type)
        }
        switch match {
        case .identifier: query = query.matching(identifier: rawValue)
        case .predicate(let predicate): query = query.matching(predicate)
        case .type, .application: break
        }
        for refinement in refinements {
            switch refinement {
            case .matching(let predicate): query = query.matching(predicate)
            case .containing(let type, let identifier): query = query.containing(type, identifier: identifier)
            case .containingPredicate(let predicate): query = query.containing(predicate)
            }
        }
        return query
    }

    /// The element itself: the query's first match, its only match, or the match at an index; the
    /// application is the app it is asked of.
    @MainActor
    public func locator(_ context: XCUIElement) -> XCUIElement {
        if match.isApplication { return context }
        switch pick {
        case .first: return query(context).firstMatch
        case .only: return query(context).element
        case .index(let index): return query(context).element(boundBy: index)
        }
    }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
