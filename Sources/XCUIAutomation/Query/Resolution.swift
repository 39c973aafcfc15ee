import Foundation

/// An element of a simulated app together with the app that shows it.
@MainActor
struct ResolvedNode {
    let element: SimulatedElement
    let app: SimulatedApp
}

/// The outcome of resolving an `XCUIElement` against the current app state.
@MainActor
enum Lookup {
    case found(ResolvedNode)
    /// No match; the text says what was searched for.
    case missing(String)
    /// The element's query matched several elements where it needed exactly one; `inSource` when
    /// it was the element the query starts from that was ambiguous.
    case multiple(count: Int, query: String, inSource: Bool = false)

    var node: ResolvedNode? {
        if case .found(let node) = self { return node }
        return nil
    }
}

/// How an `XCUIElementQuery` narrows its input, one step at a time.
@MainActor
enum QueryStep {
    case descendants(XCUIElement.ElementType)
    case children(XCUIElement.ElementType)
    case matching(NodeFilter)
    case containing(NodeFilter)
}

extension QueryStep {
    /// The step as XCUITest's "Query chain:" describes it.
    var chainDescription: String {
        switch self {
        case .descendants(let type): "Descendants matching type \(type.displayName)"
        case .children(let type): "Children matching type \(type.displayName)"
        case .matching(let filter): "Elements matching " + filter.chainDescription
        case .containing(let filter): "Elements containing elements matching " + filter.chainDescription
        }
    }
}

extension NodeFilter {
    var chainDescription: String {
        switch self {
        case .typeAndKey(let type, let key?):
            type == .any ? "predicate '\"\(key)\" IN identifiers'" : "type \(type.displayName) with identifier '\(key)'"
        case .typeAndKey(let type, nil):
            "type \(type.displayName)"
        case .predicate(let predicate):
            "predicate '\(describe(predicate))'"
        }
    }
}

/// A test applied to one element.
@MainActor
enum NodeFilter {
    /// Type (`.any` passes all) and, if given, a key compared like XCUITest compares identifiers:
    /// against identifier, title, label, value and placeholderValue.
    case typeAndKey(XCUIElement.ElementType, String?)
    case predicate(NSPredicate)

    func accepts(_ node: ResolvedNode) -> Bool {
        switch self {
        case .typeAndKey(let type, let key):
            guard type == .any || node.element.elementType == type else { return false }
            guard let key else { return true }
            let attributes = ElementAttributes(node)
            return attributes.identifier == key || attributes.title == key || attributes.label == key
                || attributes.value == key || attributes.placeholderValue == key
        case .predicate(let predicate):
            return predicate.evaluate(with: ElementSnapshot(node, deep: false))
        }
    }
}

/// Which of its query's matches an element stands for.
@MainActor
enum ElementSelection {
    /// Exactly one match (`query.element`, `query["key"]`, `element(matching:)`).
    case unique
    case first
    case index(Int)
    /// A particular element, as `allElementsBoundByAccessibilityElement` binds them.
    case node(ObjectIdentifier)
}

@MainActor
extension ResolvedNode {
    /// The children XCUITest sees (rows a lazy list has not created are not among them).
    var exposedChildren: [ResolvedNode] {
        app.layout.children(of: element).map { ResolvedNode(element: $0, app: app) }
    }

    /// Pre-order walk of what XCUITest sees below and including this node.
    func forEachExposed(_ body: (ResolvedNode) -> Void) {
        let layout = app.layout
        func walk(_ element: SimulatedElement) {
            body(ResolvedNode(element: element, app: app))
            for child in layout.children(of: element) { walk(child) }
        }
        walk(element)
    }

    func descendants(matching type: XCUIElement.ElementType, into result: inout [ResolvedNode]) {
        for child in exposedChildren {
            child.forEachExposed { candidate in
                if type == .any || candidate.element.elementType == type { result.append(candidate) }
            }
        }
    }

    /// Whether this element or anything below it passes `filter`: what `containing` asks. Apple's
    /// page says "elements containing a descendant" that matches
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/containing(_:)),
    /// but on a device the element itself counts too. Evidence: woocommerce/woocommerce-ios
    /// counts leaf texts with `staticTexts.containing(NSPredicate(format: "label CONTAINS[c] %@", …)).count`
    /// and expects 1 or 2 (`getStaticTextVisibilityCount`, SingleOrderScreen: "Expects 2 instances of
    /// order.number - one in Header and one in Summary"), 19 uses on leaves in a suite that passes
    /// on iPhone and iPad CI; jerryfane/herdrup#266 reports `staticTexts.containing(label CONTAINS[c] …)`
    /// matching a leaf Text in a passing suite; XCTest's private `XCTContainingTransformerIterator`
    /// keeps a `_hasCheckedInput` flag (the input element is checked as well as its subtree).
    func containsMatch(where filter: NodeFilter) -> Bool {
        var found = false
        forEachExposed { candidate in
            if !found, filter.accepts(candidate) { found = true }
        }
        return found
    }
}

@MainActor
func apply(_ step: QueryStep, to input: [ResolvedNode]) -> [ResolvedNode] {
    switch step {
    case .descendants(let type):
        var result: [ResolvedNode] = []
        for node in input { node.descendants(matching: type, into: &result) }
        return unique(result)
    case .children(let type):
        let result = input.flatMap { node in
            node.exposedChildren.filter { type == .any || $0.element.elementType == type }
        }
        return unique(result)
    case .matching(let filter):
        return input.filter { filter.accepts($0) }
    case .containing(let filter):
        return input.filter { $0.containsMatch(where: filter) }
    }
}

/// Drops repeats (nested inputs reach the same descendants), keeping document order.
@MainActor
private func unique(_ nodes: [ResolvedNode]) -> [ResolvedNode] {
    var seen = Set<ObjectIdentifier>()
    return nodes.filter { seen.insert(ObjectIdentifier($0.element)).inserted }
}
