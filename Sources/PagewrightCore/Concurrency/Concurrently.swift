import Dispatch

/// Two independent, pure computations at once (on two cores when there are), for stages that
/// only read what they are given: the results are what running one after the other gives.
func concurrently<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let results = PairSlots<A, B>()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { results.first = first() } else { results.second = second() }
    }
    return (results.first!, results.second!)
}

/// Each iteration writes only its own slot, and both are read after both are done.
private final class PairSlots<A, B>: @unchecked Sendable {
    var first: A?
    var second: B?
}
