/// Issue 41's waits and gestures: a `waitFor` that goes on either way (`"optional": true`), a
/// swipe's speed (`"velocity"`), a check that must hold throughout its wait (`"throughout"`) or
/// lets what it reads settle first (`"settle"`), and the actions a screen takes on arrival
/// (`"onArrival"`).
extension PageDecoder {
    /// The longest quiet interval `settle` may ask for: longer, and the check is a sleep.
    static let mostSettleSeconds = 30.0

    /// `"optional": true` on a `waitFor`.
    mutating func decodeGoesOn(_ reader: ObjectReader, into step: inout StepSpec) {
        guard let flag = reader.bool("optional", log: &log), flag.value else { return }
        step.goesOn = flag
    }

    /// `"velocity": "fast"` or `"velocity": 1200` (pixels per second) on a swipe.
    mutating func decodeVelocity(_ reader: ObjectReader, into step: inout StepSpec) {
        guard let node = reader["velocity"] else { return }
        let names = SwipeVelocitySpec.Named.allCases.map(\.rawValue)
        switch node.value {
        case .string(let text):
            guard let named = SwipeVelocitySpec.Named(rawValue: text) else {
                log.error("unknown velocity '\(text)'; a swipe's 'velocity' is \(names.joined(separator: ", ")) or a number of pixels per second\(Suggestions.didYouMean(text, in: names))",
                          at: node.location)
                return
            }
            step.velocity = Located(.named(named), at: node.location)
        case .number(let value, _):
            guard value > 0, value.isFinite else {
                log.error("'velocity' is a speed in pixels per second and must be above 0 (or \(names.joined(separator: ", ")))", at: node.location)
                return
            }
            step.velocity = Located(.perSecond(value), at: node.location)
        default:
            log.error("expected \(names.joined(separator: ", ")) or a number of pixels per second for 'velocity', found \(node.value.kindDescription)",
                      at: node.location)
        }
    }

    /// `"throughout": true` and `"settle": 1.5` on a check.
    mutating func decodeCheckTiming(_ reader: ObjectReader, into check: inout CheckSpec) {
        if let flag = reader.bool("throughout", log: &log), flag.value { check.throughout = flag }
        guard let seconds = reader.number("settle", log: &log) else { return }
        guard seconds.value > 0, seconds.value <= Self.mostSettleSeconds else {
            log.error("'settle' is the seconds what the check reads must stay the same before it is judged, above 0 and at most \(Int(Self.mostSettleSeconds)); for an element that marks the new state, make it the first assertion of an 'assert' list",
                      at: seconds.location)
            return
        }
        check.settle = seconds
    }

    /// `"onArrival": ["closeTourIfShown"]` (or one name) on a screen.
    mutating func decodeOnArrival(_ reader: ObjectReader, into page: inout PageSpec) {
        page.onArrival = reader.stringList("onArrival", log: &log)
    }
}
