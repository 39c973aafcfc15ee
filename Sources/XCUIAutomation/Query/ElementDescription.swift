import Foundation

/// Element descriptions in XCUITest's own format: the lines a debugger prints for `po app` /
/// `app.debugDescription` and the element descriptions in XCUITest's failure messages.
///
/// The format (matched against public dumps, e.g. an lldb `po app` transcript in a public UI-test
/// demo, WebDriverAgent's description-format page source, and failure messages quoted in Appium
/// issues such as appium/appium#16913):
///
///     Attributes: Application, pid: 4242, label: 'Shop'
///     Element subtree:
///      →Application, 0x600000001e0, pid: 4242, label: 'Shop'
///         Window (Main), 0x600000003c0, {{0.0, 0.0}, {393.0, 852.0}}
///           Other, 0x600000005a0, {{0.0, 47.0}, {393.0, 771.0}}, identifier: 'Login.view'
///             TextField, 0x60000000780, {{0.0, 47.0}, {393.0, 44.0}}, identifier: 'Login.email', placeholderValue: 'Email', value: Email
///             Button, 0x60000000960, {{0.0, 91.0}, {393.0, 44.0}}, identifier: 'Login.submit', label: 'Sign In', Disabled
///     Path to element:
///      →Application, 0x600000001e0, pid: 4242, label: 'Shop'
///     Query chain:
///      →Find: Target Application 'com.example.shop'
///
/// - `Attributes:` then the described element's line without its address.
/// - `Element subtree:` then one line per element of the subtree, pre-order: the described element
///   first as ` →` + line; each level below indented by two more spaces, starting at four.
/// - `Path to element:` then the ancestors from the application down to the element, ` →` for the
///   first and then `  ↳`, `   ↳`, … (one more space per level).
/// - `Query chain:` then how the element was found: ` →Find: Target Application '<bundle id>'`
///   and one `↪︎Find: …` line per query step. Parsers should not rely on this part.
///
/// An element line is, in this order, each part present only when it applies:
/// `<Type>` (`Window (Main)` for the main window), `, 0x<address>`, `, pid: <pid>` (application),
/// `, {{<x>, <y>}, {<width>, <height>}}` (not for the application; one decimal),
/// `, identifier: '<id>'`, `, label: '<label>'`, `, title: '<title>'`,
/// `, placeholderValue: '<placeholder>'`, `, value: <value>` (unquoted), `, Selected`, `, Disabled`.
/// Addresses are fake and deterministic: 0x600000000000 + 0x1e0 × (1 + pre-order index of the
/// element in its app's tree).
@MainActor
struct ElementDescriber {
    let app: SimulatedApp
    private var indexes: [ObjectIdentifier: Int] = [:]
    private var parents: [ObjectIdentifier: SimulatedElement] = [:]

    init(app: SimulatedApp) {
        self.app = app
        let layout = app.layout
        var next = 0
        var indexes: [ObjectIdentifier: Int] = [:]
        var parents: [ObjectIdentifier: SimulatedElement] = [:]
        func walk(_ element: SimulatedElement) {
            indexes[ObjectIdentifier(element)] = next
            next += 1
            for child in layout.children(of: element) {
                parents[ObjectIdentifier(child)] = element
                walk(child)
            }
        }
        walk(app.root)
        self.indexes = indexes
        self.parents = parents
    }

    func address(of element: SimulatedElement) -> String {
        let index = UInt64(indexes[ObjectIdentifier(element)] ?? 0)
        return "0x" + String(0x6000_0000_0000 + 0x1e0 * (index + 1), radix: 16)
    }

    /// The element's line; `withAddress: false` gives the form used after `Attributes:` and in
    /// failure messages.
    func line(_ element: SimulatedElement, withAddress: Bool = true) -> String {
        let attributes = ElementAttributes(ResolvedNode(element: element, app: app))
        var parts = [element.isMainWindow ? "Window (Main)" : attributes.elementType.displayName]
        if withAddress { parts.append(address(of: element)) }
        if element === app.root {
            parts.append("pid: \(app.processIdentifier)")
        } else {
            parts.append(Self.format(attributes.frame))
        }
        if !attributes.identifier.isEmpty { parts.append("identifier: '\(attributes.identifier)'") }
        if !attributes.label.isEmpty { parts.append("label: '\(attributes.label)'") }
        if !attributes.title.isEmpty { parts.append("title: '\(attributes.title)'") }
        if let placeholder = attributes.placeholderValue { parts.append("placeholderValue: '\(placeholder)'") }
        if let value = attributes.value, !value.isEmpty { parts.append("value: \(value)") }
        if attributes.isSelected { parts.append("Selected") }
        if !attributes.isEnabled { parts.append("Disabled") }
        return parts.joined(separator: ", ")
    }

    /// `{{x, y}, {width, height}}` with one decimal, as Foundation's NSStringFromCGRect prints it.
    static func format(_ frame: CGRect) -> String {
        func number(_ value: CGFloat) -> String { String(format: "%.1f", Double(value)) }
        return "{{\(number(frame.minX)), \(number(frame.minY))}, {\(number(frame.width)), \(number(frame.height))}}"
    }

    /// The full debug description of `element`, reached through `queryChain`.
    func debugDescription(of element: SimulatedElement, queryChain: [String]) -> String {
        var lines = ["Attributes: " + line(element, withAddress: false), "Element subtree:"]
        let layout = app.layout
        func subtree(_ node: SimulatedElement, depth: Int) {
            let prefix = depth == 0 ? " →" : String(repeating: " ", count: 2 + 2 * depth)
            lines.append(prefix + line(node))
            for child in layout.children(of: node) { subtree(child, depth: depth + 1) }
        }
        subtree(element, depth: 0)
        lines.append("Path to element:")
        var path: [SimulatedElement] = [element]
        while let parent = parents[ObjectIdentifier(path[0])] { path.insert(parent, at: 0) }
        for (depth, node) in path.enumerated() {
            lines.append((depth == 0 ? " →" : String(repeating: " ", count: depth + 1) + "↳") + line(node))
        }
        lines.append("Query chain:")
        for (depth, step) in queryChain.enumerated() {
            lines.append((depth == 0 ? " →" : String(repeating: " ", count: depth + 1) + "↪︎") + "Find: " + step)
        }
        return lines.joined(separator: "\n")
    }
}
