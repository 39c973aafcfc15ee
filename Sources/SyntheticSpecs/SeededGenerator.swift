/// SplitMix64: a tiny, fast generator whose sequence is fixed by its seed on every platform and
/// Swift version. The maker uses only its own helpers below (never the standard library's
/// `random(in:using:)`, whose algorithm is not promised to stay the same), so a seed always
/// gives the same specs, byte for byte. Public for the seeded suites of the tests (the chaos
/// start states), which want the same stream on every platform too.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(_:) needs a positive bound")
        return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// Uniform in 0..<1.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// `count` distinct indices of `0..<size`, in the order drawn.
    mutating func distinct(_ count: Int, of size: Int) -> [Int] {
        var indices = Array(0..<size)
        let wanted = min(count, size)
        for position in 0..<wanted {
            indices.swapAt(position, position + below(size - position))
        }
        return Array(indices.prefix(wanted))
    }
}
