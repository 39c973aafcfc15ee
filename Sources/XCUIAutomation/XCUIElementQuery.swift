import Foundation

/// A lazily evaluated description of a set of elements: a source element plus narrowing steps.
/// Nothing is looked up until the query (or an element taken from it) is used. Like Apple's, it is
/// not a Sequence: use `count`, `element(boundBy:)` or `allElementsBoundByIndex`.
@preconcurrency @MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    let source: XCUIElement
    let steps: [QueryStep]
    nonisolated let path: String

    @available(*, unavailable, message: "Use XCUIElementQuery instances returned by XCUIElement and XCUIElementQuery.")
    public nonisolated override init() {
        fatalError("Use XCUIElementQuery instances returned by XCUIElement and XCUIElementQuery.")
    }

    init(source: XCUIElement, steps: [QueryStep], path: String) {
        self.source = source
        self.steps = steps
        self.path = path
        super.init()
    }

    var device: SimulatedDevice { SimulatedDevice.current }

    enum Resolution {
        /// The matches; when there are none because the source itself is missing, why.
        case nodes([ResolvedNode], sourceMissing: String? = nil)
        /// The source element could not be resolved unambiguously.
        case failed(Lookup)
    }

    /// Evaluates the query against the current app state (no round trip counted).
    func resolve() -> Resolution {
        switch source.lookup() {
        case .found(let root):
            return .nodes(steps.reduce([root]) { apply($1, to: $0) })
        case .missing(let reason):
            return .nodes([], sourceMissing: reason)  // descendants of nothing: no matches, not a failure in itself
        case .multiple(let count, let query, _):
            return .failed(.multiple(count: count, query: query, inSource: true))
        }
    }

    private func adding(_ step: QueryStep, _ suffix: String) -> XCUIElementQuery {
        XCUIElementQuery(source: source, steps: steps + [step], path: path + suffix)
    }

    private func element(_ selection: ElementSelection, of query: XCUIElementQuery, _ suffix: String) -> XCUIElement {
        XCUIElement(locator: .query(query, selection), path: path + suffix)
    }

    // MARK: Elements

    /// The single element whose identifier, title, label, value or placeholderValue is `key`.
    public subscript(key: String) -> XCUIElement {
        element(.unique, of: matching(identifier: key), "[\(quoted(key))]")
    }

    /// The query's only match; using it fails the test when there are none or several.
    public var element: XCUIElement {
        element(.unique, of: self, ".element")
    }

    public var firstMatch: XCUIElement {
        element(.first, of: self, ".firstMatch")
    }

    public func element(boundBy index: Int) -> XCUIElement {
        element(.index(index), of: self, ".element(boundBy: \(index))")
    }

    public func element(matching predicate: NSPredicate) -> XCUIElement {
        element(.unique, of: matching(predicate), ".element(matching: \(describe(predicate)))")
    }

    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        element(
            .unique, of: matching(elementType, identifier: identifier),
            ".element(matching: .\(elementType), identifier: \(identifier.map(quoted) ?? "nil"))")
    }

    /// Number of matches now (one round trip).
    public var count: Int {
        device.roundTrip(.query, "count \(path)")
        return matchesReportingAmbiguity().count
    }

    /// One element per current match, bound by index (one round trip to learn the count).
    public var allElementsBoundByIndex: [XCUIElement] {
        device.roundTrip(.query, "allElementsBoundByIndex \(path)")
        return matchesReportingAmbiguity().indices.map { element(boundBy: $0) }
    }

    /// One element per current match, each bound to that particular element (one round trip).
    public var allElementsBoundByAccessibilityElement: [XCUIElement] {
        device.roundTrip(.query, "allElementsBoundByAccessibilityElement \(path)")
        return matchesReportingAmbiguity().enumerated().map { index, node in
            element(.node(ObjectIdentifier(node.element)), of: self, ".allElementsBoundByAccessibilityElement[\(index)]")
        }
    }

    private func matchesReportingAmbiguity() -> [ResolvedNode] {
        switch resolve() {
        case .nodes(let nodes, _):
            return nodes
        case .failed(.multiple(let count, let query, _)):
            device.fail("Failed to evaluate \(path): Multiple matching elements found (\(count)) for \(query).")
            return []
        case .failed:
            return []
        }
    }

    // MARK: Narrowing

    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        adding(.descendants(type), ".descendants(matching: .\(type))")
    }

    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        adding(.children(type), ".children(matching: .\(type))")
    }

    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        adding(.matching(.predicate(predicate)), ".matching(\(describe(predicate)))")
    }

    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        adding(
            .matching(.typeAndKey(elementType, identifier)),
            ".matching(.\(elementType), identifier: \(identifier.map(quoted) ?? "nil"))")
    }

    public func matching(identifier: String) -> XCUIElementQuery {
        adding(.matching(.typeAndKey(.any, identifier)), ".matching(identifier: \(quoted(identifier)))")
    }

    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        adding(.containing(.predicate(predicate)), ".containing(\(describe(predicate)))")
    }

    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        adding(
            .containing(.typeAndKey(elementType, identifier)),
            ".containing(.\(elementType), identifier: \(identifier.map(quoted) ?? "nil"))")
    }

    /// `descendants(matching:)` under the name the type-query properties use.
    func typeQuery(_ type: XCUIElement.ElementType, _ name: String) -> XCUIElementQuery {
        adding(.descendants(type), ".\(name)")
    }

    // MARK: Descriptions

    public nonisolated override var description: String { path }

    /// The current matches (one round trip).
    public nonisolated override var debugDescription: String {
        guard Thread.isMainThread else { return path }
        return MainActor.assumeIsolated { debugDescriptionOnMainActor() }
    }

    private func debugDescriptionOnMainActor() -> String {
        device.roundTrip(.query, "debugDescription \(path)")
        let nodes = matchesReportingAmbiguity()
        var lines = ["\(path): \(nodes.count) match\(nodes.count == 1 ? "" : "es")"]
        var describers: [ObjectIdentifier: ElementDescriber] = [:]
        for node in nodes {
            let describer = describers[ObjectIdentifier(node.app)] ?? ElementDescriber(app: node.app)
            describers[ObjectIdentifier(node.app)] = describer
            lines.append("  " + describer.line(node.element))
        }
        return lines.joined(separator: "\n")
    }
}

func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
