/// `last` and `frame` of an element: what they cannot be combined with, and bounds that
/// contradict each other.
extension Validator {
    mutating func checkPicking(_ element: ElementSpec) {
        guard let picking = element.picking else { return }
        let name = element.name.value
        if let last = picking.last, last.value {
            if element.all {
                log.error("element '\(name)' is a collection ('all') and cannot also take the last match", at: last.location)
            } else if element.index != nil || element.params.contains(where: { $0.match.contains { $0.value == .index } }) {
                log.error("element '\(name)' picks the n-th match ('index') and cannot also take the last; keep one of them",
                          at: last.location)
            } else if let unique = element.unique, unique.value {
                log.error("element '\(name)' takes the last match and cannot also be 'unique', which demands exactly one", at: unique.location)
            }
        }
        if let frame = picking.frame {
            if element.all {
                log.error("'frame' cannot narrow a collection ('all'): no XCUITest query compares frames, so only one element can be found by walking the matches",
                          at: frame.location)
            } else if let unique = element.unique, unique.value {
                log.error("element '\(name)' is narrowed by its 'frame', which walks the matches, and cannot also be 'unique'", at: unique.location)
            }
            for (lower, upper) in [("minX", "maxX"), ("minY", "maxY"), ("minWidth", "maxWidth"), ("minHeight", "maxHeight")] {
                guard let low = frame.value(lower), let high = frame.value(upper), low > high,
                      let key = frame.bounds.first(where: { $0.key.value == upper })?.key else { continue }
                log.error("'\(upper)' \(Self.number(high)) is below '\(lower)' \(Self.number(low)); no frame lies within both", at: key.location)
            }
            for bound in frame.bounds where bound.key.value.hasSuffix("Width") || bound.key.value.hasSuffix("Height") {
                if bound.value < 0 { log.error("'\(bound.key.value)' cannot be negative: a frame's size is never below 0", at: bound.key.location) }
            }
        }
        if picking.takesLast || picking.frame != nil {
            let key = picking.frame != nil ? "frame" : "last"
            let location = picking.frame?.location ?? picking.last!.location
            if let first = element.notContaining.first {
                log.error("'\(key)' and 'notContaining' both walk the matches; element '\(name)' cannot have both", at: first.location)
            } else if element.type.value == "application" {
                log.error("element '\(name)' is of type 'application': it is the app itself, so it takes no '\(key)'", at: location)
            }
        }
    }

    /// `0`, `0.5`: a bound as it was written.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
