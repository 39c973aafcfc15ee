import Foundation

/// How far the slow checks go. A developer's `swift test` runs a fast sample of them, so the whole
/// suite stays well under a minute on two cores; CI sets PAGEWRIGHT_THOROUGH=1 and runs every case.
enum TestDepth {
    static let isThorough = ProcessInfo.processInfo.environment["PAGEWRIGHT_THOROUGH"] == "1"

    /// Both Swift language modes when thorough; otherwise only `fast` (Swift 6 by default: the
    /// stricter mode; a check whose Swift 6 case the package build already covers passes "5").
    static func languageModes(fast: String = "6") -> [String] {
        isThorough ? ["5", "6"] : [fast]
    }

    /// `thorough` in CI, `fast` for a developer.
    static func choose<Value>(fast: Value, thorough: Value) -> Value {
        isThorough ? thorough : fast
    }
}
