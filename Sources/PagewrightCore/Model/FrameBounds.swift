extension Resolved {
    /// Bounds on a match's frame (`"frame"` of an element): the runtime walks the matches and
    /// keeps those whose frame lies within all of them (`PagewrightFrameBounds`).
    public struct FrameBounds: Sendable, Equatable {
        public var minX: Double?
        public var maxX: Double?
        public var minY: Double?
        public var maxY: Double?
        public var minWidth: Double?
        public var maxWidth: Double?
        public var minHeight: Double?
        public var maxHeight: Double?

        /// The bounds given, by name, in their documented order.
        public var given: [(name: String, value: Double)] {
            let all: [(String, Double?)] = [("minX", minX), ("maxX", maxX), ("minY", minY), ("maxY", maxY),
                                            ("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight), ("maxHeight", maxHeight)]
            return all.compactMap { name, value in value.map { (name, $0) } }
        }

        init(_ spec: FrameBoundsSpec) {
            minX = spec.value("minX")
            maxX = spec.value("maxX")
            minY = spec.value("minY")
            maxY = spec.value("maxY")
            minWidth = spec.value("minWidth")
            maxWidth = spec.value("maxWidth")
            minHeight = spec.value("minHeight")
            maxHeight = spec.value("maxHeight")
        }
    }
}
