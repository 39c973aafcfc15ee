/// An element's `last` and `frame` (see `PickingSpec`).
extension PageDecoder {
    static let frameKeysList = KeyList(FrameBoundsSpec.keys)

    /// `"last": true` and `"frame": { "minX": 0, … }` of the element `reader` reads; nil when it
    /// has neither.
    mutating func decodePicking(_ reader: ObjectReader) -> PickingSpec? {
        let last = reader.bool("last", log: &log)
        var frame: FrameBoundsSpec?
        if let node = reader["frame"] {
            frame = decodeFrameBounds(node)
        }
        guard last != nil || frame != nil else { return nil }
        return PickingSpec(last: last, frame: frame)
    }

    /// `{ "minX": 0, "maxX": 0, "minHeight": 1 }`: numbers, each bound at most once, at least one.
    private mutating func decodeFrameBounds(_ node: JSONNode) -> FrameBoundsSpec? {
        guard let reader = ObjectReader(node, what: "'frame'", known: Self.frameKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        var bounds: [(key: Located<String>, value: Double)] = []
        for key in FrameBoundsSpec.keys {
            guard let value = reader.number(key, log: &log) else { continue }
            bounds.append((Located(key, at: reader.keyLocation(key)!), value.value))
        }
        if bounds.isEmpty {
            // Keys it does not know are reported already: one cause, one error.
            if reader.members.isEmpty {
                log.error("'frame' bounds no side of the frame; give one or more of \(FrameBoundsSpec.keys.joined(separator: ", "))", at: node.location)
            }
            return nil
        }
        return FrameBoundsSpec(bounds: bounds, location: node.location)
    }
}
