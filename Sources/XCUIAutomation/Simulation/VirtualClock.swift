import Foundation

/// Simulated time. Nothing in the stand-in sleeps: waits and delays move this clock forward and run
/// whatever the simulated apps scheduled in between, so a 60-second timeout costs microseconds.
/// Not Apple API.
@MainActor
public final class VirtualClock {
    /// Seconds since the device was reset.
    public private(set) var now: TimeInterval = 0

    private struct Event {
        let time: TimeInterval
        let sequence: Int
        let action: @MainActor () -> Void
    }

    private var events: [Event] = []
    private var nextSequence = 0

    public init() {}

    /// Events scheduled but not yet run.
    public var pendingEventCount: Int { events.count }

    /// Runs `action` once the clock reaches `now + delay`. A zero delay still waits for the next
    /// `advance`; callers that mean "now" run the action directly.
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        events.append(Event(time: now + max(0, delay), sequence: nextSequence, action: action))
        nextSequence += 1
    }

    /// Moves time forward, running due events in time order (ties in scheduling order). Events that
    /// a running event schedules inside the window run too.
    public func advance(by interval: TimeInterval) {
        advance(to: now + max(0, interval))
    }

    /// Moves time forward to `target` (never backward), running due events on the way.
    public func advance(to target: TimeInterval) {
        let target = max(now, target)
        while let index = nextDueEventIndex(notAfter: target) {
            let event = events.remove(at: index)
            now = max(now, event.time)
            event.action()
        }
        now = target
    }

    private func nextDueEventIndex(notAfter target: TimeInterval) -> Int? {
        var best: Int?
        for (index, event) in events.enumerated() where event.time <= target {
            if let current = best {
                let other = events[current]
                if (event.time, event.sequence) < (other.time, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        return best
    }
}
