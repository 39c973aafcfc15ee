import Foundation

/// Work started on another thread while the caller goes on with its own, and waited for where its
/// result is needed: for a short serial stretch (the factory's routes, say) that needs none of
/// what the caller is busy with, so that it no longer runs alone on one core after the caller's
/// parallel work. The result is taken once.
///
/// The work gets a thread of its own rather than a global dispatch queue: the caller blocks in
/// `value()`, and if it were itself one of the queue's threads (a pipeline run from inside
/// `concurrentMap`, or on a one-core machine), the work could wait behind it for a free thread.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    // Written once by the worker before `done` is signalled and read once after waiting for it:
    // the semaphore orders the two accesses, which is why the class may be `@unchecked Sendable`.
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        Thread {
            self.result = work()
            self.done.signal()
        }.start()
    }

    /// The work's result, once it has finished. Called once.
    func value() -> Value {
        done.wait()
        return result.take()!
    }
}
