import Dispatch

/// Hands the last reference to `value` to a background thread, which frees it there: a large
/// project's index is tens of thousands of small objects, and freeing them one by one on the
/// caller's thread made the end of a run wait for it while the other core sat idle. When the
/// process exits first (the command line writes and exits), nothing is lost.
func releaseLater<T: Sendable>(_ value: consuming T) {
    let last = value
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(last) {} }
}
