/// The names of the locals a flow's generated body declares (the page object or screen where a
/// branch joins, a loop's item), none the same as a parameter or another local.
struct FlowLocals {
    private(set) var taken: Set<String>

    init(parameters: [Resolved.Parameter]) {
        taken = Set(parameters.map { SwiftNames.parameter($0.name) })
    }

    /// `productPage` for ProductPage, `productPage_` when that is taken.
    mutating func local(forScreen screen: String) -> String {
        claim(SwiftNames.parameter(screen.first.map { $0.lowercased() + screen.dropFirst() } ?? screen))
    }

    /// The loop's item under its own name (a loop's name differs from the flow's parameters).
    mutating func local(forItem name: String) -> String {
        claim(SwiftNames.parameter(name))
    }

    private mutating func claim(_ base: String) -> String {
        var name = base
        while !taken.insert(name).inserted { name = name.hasSuffix("`") ? String(name.dropLast()) + "_`" : name + "_" }
        return name
    }
}

extension Resolved.Flow {
    /// Whether the flow branches or loops: its body is then statements, not one chain of calls.
    var hasConstructs: Bool { Self.hasConstructs(steps) }

    private static func hasConstructs(_ steps: [Resolved.FlowStep]) -> Bool {
        steps.contains { step in
            switch step.kind {
            case .action, .section: false
            case .branch, .loop: true
            }
        }
    }

    /// The key the runtime records a once flow under: the same in every style, so a suite that
    /// mixes styles runs it once.
    var onceKey: String { "flow \(name.value) from \(start)" }
}

/// Indents generated lines one level, for the body of a block the flow writes itself.
func indentedLines(_ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? $0 : "    " + $0 }
}

extension Resolved.FlowBranch {
    /// The branch as an `if`: its opening line, the steps under it and those under `else` (none
    /// to write when empty). A branch whose `then` takes no step asks the opposite, so no empty
    /// block is written.
    func opening(_ elements: ElementExpressions) -> (line: String, first: [Resolved.FlowStep], second: [Resolved.FlowStep]) {
        let test = elements.condition(condition, waiting: condition.wait != nil)
        return then.isEmpty ? ("if !(\(test)) {", otherwise, []) : ("if \(test) {", then, otherwise)
    }
}
