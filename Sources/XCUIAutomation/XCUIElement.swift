import Foundation

/// A user-interface element, found lazily: it stores how to find its element (a query and which of the
/// query's matches), and resolves that against the simulated app each time it is used, as XCUITest
/// does. Apple's spelling, isolation and failure behaviour; backed by `SimulatedDevice.current`.
@preconcurrency @MainActor
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementSnapshotProviding, XCUIElementTypeQueryProvider {
    enum Locator {
        /// An application: nil means the app under test.
        case application(bundleIdentifier: String?)
        case query(XCUIElementQuery, ElementSelection)
    }

    let locator: Locator
    /// How the test wrote this element, e.g. `XCUIApplication().buttons["Login.submit"]`; used in
    /// failure messages and round-trip logs.
    nonisolated let path: String

    @available(*, unavailable, message: "Use XCUIElementQuery to create XCUIElement instances.")
    public nonisolated override init() {
        fatalError("Use XCUIElementQuery to create XCUIElement instances.")
    }

    init(locator: Locator, path: String) {
        self.locator = locator
        self.path = path
        super.init()
    }

    var device: SimulatedDevice { SimulatedDevice.current }

    // MARK: Resolution

    /// Finds the element now, without counting a round trip (callers count).
    func lookup() -> Lookup {
        switch locator {
        case .application(let bundleIdentifier):
            let device = self.device
            guard let identifier = bundleIdentifier ?? device.appUnderTestBundleIdentifier else {
                return .missing("no app under test is installed on the simulated device")
            }
            guard let app = device.app(identifier) else {
                return .missing("application \"\(identifier)\" is not installed on the simulated device")
            }
            guard app.isRunning else { return .missing("application \"\(identifier)\" is not running") }
            return .found(ResolvedNode(element: app.root, app: app))
        case .query(let query, let selection):
            let matches: [ResolvedNode]
            var notFound = "No matches found for \(query.path)"
            switch query.resolve() {
            case .nodes(let nodes, let sourceMissing):
                matches = nodes
                if let sourceMissing { notFound += " (\(sourceMissing))" }
            case .failed(let lookup):
                return lookup
            }
            switch selection {
            case .unique:
                if matches.count > 1 { return .multiple(count: matches.count, query: query.path) }
                return matches.first.map(Lookup.found) ?? .missing(notFound)
            case .first:
                return matches.first.map(Lookup.found) ?? .missing(notFound)
            case .index(let index):
                guard matches.indices.contains(index) else {
                    return .missing(matches.isEmpty ? notFound : "No match at index \(index) (\(matches.count) found) for \(query.path)")
                }
                return .found(matches[index])
            case .node(let id):
                return matches.first { ObjectIdentifier($0.element) == id }.map(Lookup.found)
                    ?? .missing("The element bound by \(path) is no longer matched by \(query.path)")
            }
        }
    }

    /// The app this element belongs to, for context in failure messages.
    var application: XCUIApplication? {
        switch locator {
        case .application: self as? XCUIApplication
        case .query(let query, _): query.source.application
        }
    }

    /// A short picture of what the app shows, appended to "no match" failures so they are readable
    /// without a debugger.
    func screenContext() -> String {
        guard let app = application, case .found(let root) = app.lookup() else { return "" }
        var lines: [String] = []
        let screen = root.app.currentScreen.map { " on screen \"\($0)\"" } ?? ""
        for child in root.exposedChildren {
            child.forEachExposed { node in
                guard lines.count < 12, node.element.elementType != .window else { return }
                let attributes = ElementAttributes(node)
                var line = attributes.elementType.displayName
                if !attributes.identifier.isEmpty { line += " id \"\(attributes.identifier)\"" }
                if !attributes.label.isEmpty { line += " label \"\(attributes.label)\"" }
                lines.append(line)
            }
        }
        if lines.isEmpty { return " App \"\(root.app.bundleIdentifier)\" shows nothing\(screen)." }
        return " App \"\(root.app.bundleIdentifier)\" shows\(screen): " + lines.joined(separator: ", ") + "."
    }

    /// Resolves for an operation that needs the element; reports a failure naming `operation` otherwise.
    /// Several matches fail with XCUITest's words ("Find single matching element. Multiple matching
    /// elements found for …", see `existsWithoutRoundTrip`), plus the count.
    func requireNode(for operation: String) -> ResolvedNode? {
        switch lookup() {
        case .found(let node):
            return node
        case .missing(let reason):
            device.fail("Failed to \(operation) \(path): \(reason).\(screenContext())")
        case .multiple(let count, let query, _):
            device.fail("Failed to \(operation) \(path): Find single matching element. Multiple matching elements found (\(count)) for \(query).")
        }
        return nil
    }

    // MARK: Existence and hittability

    public var exists: Bool {
        device.roundTrip(.query, "exists \(path)")
        return existsWithoutRoundTrip()
    }

    /// Existence does not need a single match: an element whose query matches several elements
    /// exists, without a failure; only using it (an action, an attribute, a snapshot) fails. Evidence:
    /// BKimble1/OffRent-Ledger (OffRentLedgerUITests/UITestSupport.swift) records that on iPadOS 18
    /// "`exists` is true for a query with two matches, and the failure lands on the *tap* instead —
    /// Failed to tap \"Rentals\" Button: Find single matching element. Multiple matching elements
    /// found"; attribute reads fail with "Failed to get matching snapshot: Find single matching
    /// element. Multiple matching elements found for <XCUIElementQuery…>" (CI logs of
    /// lalithsaicharan00/store-reviews); woocommerce/woocommerce-ios asserts
    /// `otherElements.containing(…).element.exists` over nested containers in a suite that passes.
    /// Ambiguity in the element a query starts from still fails here: no source says otherwise.
    func existsWithoutRoundTrip() -> Bool {
        switch lookup() {
        case .found: return true
        case .missing: return false
        case .multiple(_, _, inSource: false): return true
        case .multiple(let count, let query, inSource: true):
            device.fail("Failed to determine existence of \(path): Multiple matching elements found (\(count)) for \(query).")
            return true
        }
    }

    /// Whether a tap at the element's hit point would reach it now (see `ResolvedNode.hittability`).
    /// Apple: it "returns false if the element doesn't exist, is offscreen, or is covered by another
    /// element" (https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable), so
    /// an element that does not resolve is not hittable, without a failure (Xcode 9 recorded "No
    /// matches found" here, openradar 33772300; the current documentation says otherwise). Several
    /// matches still fail, as any use of an ambiguous element does.
    public var isHittable: Bool {
        device.roundTrip(.attribute, "isHittable \(path)")
        switch lookup() {
        case .found(let node):
            return ElementAttributes(node).isHittable
        case .missing:
            return false
        case .multiple(let count, let query, _):
            device.fail("Failed to determine hittability of \(path): Find single matching element. Multiple matching elements found (\(count)) for \(query).")
            return false
        }
    }

    // MARK: Queries from this element

    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(source: self, steps: [.descendants(type)], path: "\(path).descendants(matching: .\(type))")
    }

    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(source: self, steps: [.children(type)], path: "\(path).children(matching: .\(type))")
    }

    /// The element itself, but resolving to the first match where it would otherwise need a unique one.
    public var firstMatch: XCUIElement {
        switch locator {
        case .application: self
        case .query(let query, .unique): XCUIElement(locator: .query(query, .first), path: path + ".firstMatch")
        case .query: self
        }
    }

    /// `descendants(matching:)` under the name the type-query properties use.
    func typeQuery(_ type: XCUIElement.ElementType, _ name: String) -> XCUIElementQuery {
        XCUIElementQuery(source: self, steps: [.descendants(type)], path: "\(path).\(name)")
    }

    // MARK: Descriptions

    public nonisolated override var description: String { path }

    /// The element's attributes and subtree, as a debugger would print them (one round trip).
    public nonisolated override var debugDescription: String {
        guard Thread.isMainThread else { return path }
        return MainActor.assumeIsolated { debugDescriptionOnMainActor() }
    }

    /// Apple does not say what it gives for an element that does not resolve; as for any read, the
    /// stand-in then fails the test (the fidelity rule's harsher reading) and returns the reason. An
    /// application that is not running is described without a failure (failure evidence reads it).
    /// The description is read from a snapshot of the subtree, so a subtree deeper than a snapshot
    /// can carry (`SnapshotDepth`) fails the test too: Apple is silent, and that is the harsher reading.
    private func debugDescriptionOnMainActor() -> String {
        device.roundTrip(.attribute, "debugDescription \(path)")
        switch lookup() {
        case .found(let node):
            let levels = node.exposedDepth()
            if levels > SnapshotDepth.limit {
                let reason = SnapshotDepth.tooDeep(path, levels: levels, pid: node.app.processIdentifier)
                device.fail(reason)
                return reason
            }
            return ElementDescriber(app: node.app).debugDescription(of: node.element, queryChain: queryChain)
        case .missing(let reason):
            if case .query = locator { _ = requireNode(for: "get debugDescription of") }
            return "\(path): \(reason)"
        case .multiple(let count, let query, _):
            _ = requireNode(for: "get debugDescription of")
            return "\(path): \(count) matches for \(query)"
        }
    }

    /// How the element is found, as XCUITest's "Query chain:" lists it.
    var queryChain: [String] {
        switch locator {
        case .application(let bundleIdentifier):
            let identifier = bundleIdentifier ?? device.appUnderTestBundleIdentifier ?? "(app under test)"
            return ["Target Application '\(identifier)'"]
        case .query(let query, _):
            return query.source.queryChain + query.steps.map(\.chainDescription)
        }
    }
}
