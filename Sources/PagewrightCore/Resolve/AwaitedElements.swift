/// What earlier steps of an action have waited for each element to be (`resolveSteps`): an
/// action uses a handful of elements, so a list searched with `==` is cheaper than hashing each
/// step's element use (its target's names and arguments) for a dictionary.
struct AwaitedElements {
    private var entries: [(use: Resolved.ElementUse, readiness: Readiness)] = []

    subscript(use: Resolved.ElementUse) -> Readiness? {
        get { entries.first { $0.use == use }?.readiness }
        set {
            if let position = entries.firstIndex(where: { $0.use == use }) {
                if let newValue { entries[position].readiness = newValue } else { entries.remove(at: position) }
            } else if let newValue {
                entries.append((use, newValue))
            }
        }
    }
}
