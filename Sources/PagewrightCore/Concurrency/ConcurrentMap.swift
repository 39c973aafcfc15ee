import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the cores, results in order: for work whose items are independent and
    /// pure, such as rendering each screen's file from the resolved model (the output is the same
    /// bytes as `map`'s).
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (slots.base + index).initialize(to: transform(self[index]))
            }
            initialized = count
        }
    }
}

/// The results' storage: each iteration initialises only its own index.
private struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
}

extension Array where Element: Sendable {
    /// The array cut into at most `pieces` runs of neighbouring items, in order, for work that
    /// goes to the cores a run at a time: whatever one run builds up as it goes (a log, a cache)
    /// stays with it, and the runs' results joined in order are what one pass would give.
    func runs(_ pieces: Int = 8) -> [ArraySlice<Element>] {
        guard !isEmpty else { return [] }
        let size = (count + pieces - 1) / pieces
        return stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
