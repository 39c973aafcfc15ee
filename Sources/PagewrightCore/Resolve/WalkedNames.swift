/// The names a walk along `in` containers has met, each with its place in the walk: searched along
/// the list while it is short (most walks are a step or two, and a set or table for each would cost
/// an allocation and a hash per name), hashed once it grows, so a long chain stays linear.
struct WalkedNames {
    private(set) var names: [String] = []
    /// Each name's place, made when the list passes `shortLength`.
    private var places: [String: Int]?
    static let shortLength = 16

    init() {}

    var count: Int { names.count }

    /// The place of `name` in the walk (the first, if it was met twice), or nil.
    func place(of name: String) -> Int? {
        if let places { return places[name] }
        return names.firstIndex(of: name)
    }

    func contains(_ name: String) -> Bool { place(of: name) != nil }

    mutating func append(_ name: String) {
        if places == nil && names.count == Self.shortLength {
            var table: [String: Int] = [:]
            table.reserveCapacity(names.count * 2)
            for (place, name) in names.enumerated() where table[name] == nil { table[name] = place }
            places = table
        }
        if places != nil && places![name] == nil { places![name] = names.count }
        names.append(name)
    }

    /// Appends `name` unless it was met already; whether it was appended.
    mutating func insert(_ name: String) -> Bool {
        if contains(name) { return false }
        append(name)
        return true
    }
}
