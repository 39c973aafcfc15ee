extension NavigationGraph {
    /// The screens in groups that all lead to one another over the graph's edges (its strongly
    /// connected components); every screen is in exactly one group, a screen that leads to none
    /// of the others and back alone. Each group is sorted by name, the groups by their first name.
    /// Tarjan's algorithm without recursion, so a chain of thousands of screens cannot overflow
    /// the stack (worked out over the screens' numbers: `Numbers.nodeGroups()`).
    public func screenGroups() -> [[String]] {
        numbers().nodeGroups().map { group in group.map { nodes[$0].name } }
    }
}
