/// `locator(_:)` of an element picked by the runtime's walk of its matches: the last
/// (`"last": true`) or the n-th within a frame (`"frame"`), one call into `PagewrightMatches`.
extension ElementEnumRenderer {
    /// `return PagewrightMatches.last(of: query(context), within: PagewrightFrameBounds(minX: 0, maxX: 0))`.
    func pickingStatements(_ element: Resolved.Element) -> [String] {
        let locator = element.locator
        let bounds = locator.frame.map { ", within: " + Self.frameBounds($0) } ?? ""
        switch locator.pick {
        case .last:
            return ["return \(RuntimeAPI.matches).last(of: query(context)\(bounds))"]
        case .index(let index):
            return ["return \(RuntimeAPI.matches).element(\(index), of: query(context)\(bounds))"]
        case .indexParameter(let parameter, let isOptional, let isUnsigned):
            let name = SwiftNames.parameter(parameter)
            let index = isOptional ? (isUnsigned ? "\(name).map { Int($0) } ?? 0" : "\(name) ?? 0") : (isUnsigned ? "Int(\(name))" : name)
            return ["return \(RuntimeAPI.matches).element(\(index), of: query(context)\(bounds))"]
        case .first, .all, .unique, .context:
            // Validation leaves `frame` only beside the first match, an index or the last.
            return ["return \(RuntimeAPI.matches).element(0, of: query(context)\(bounds))"]
        }
    }

    /// `0`, `0.5`: a bound as a Swift literal (an integer literal is a `Double` there).
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `PagewrightFrameBounds(minX: 0, maxX: 0)`: the bounds given, in their documented order.
    static func frameBounds(_ bounds: Resolved.FrameBounds) -> String {
        let arguments = bounds.given.map { "\($0.name): \(Self.number($0.value))" }
        return "\(RuntimeAPI.frameBounds)(\(arguments.joined(separator: ", ")))"
    }
}
