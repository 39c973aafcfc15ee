/// The cases of the factory's `Screen` enum, one per screen "where am I" can tell: the screen's
/// name with its first word lowered (`Main` → `main`, `URLScheme` → `urlScheme`), as Swift names
/// cases. Where that is taken (two screens lower to one name: `Protocol` and `protocol`) or is a
/// member a `String`-backed enum has already (`rawValue`, `init`, `Type`), the screen's own name
/// is the case, with `Screen` after it if even that is taken. Keywords are escaped.
struct ScreenCaseNames {
    /// What a raw-value enum declares or Swift reserves after a dot, so no case may be named so.
    static let reserved: Set<String> = ["rawValue", "init", "allCases", "hashValue", "hash", "self", "Type", "Protocol", "init?"]

    private let names: [String: String]

    init(_ screens: [String]) {
        let lowered = Dictionary(grouping: screens, by: Self.lowered)
        var names: [String: String] = [:]
        var taken: Set<String> = []
        for screen in screens.sorted() {
            var name = Self.lowered(screen)
            if lowered[name]?.count ?? 0 > 1 || Self.reserved.contains(name) { name = screen }
            if Self.reserved.contains(name) || taken.contains(name) { name = screen + "Screen" }
            taken.insert(name)
            names[screen] = SwiftNames.member(name)
        }
        self.names = names
    }

    subscript(screen: String) -> String { names[screen] ?? SwiftNames.member(screen) }

    /// A leading run of capitals lowered, but for the one that begins the next word.
    static func lowered(_ screen: String) -> String {
        let characters = Array(screen)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        let count = upper > 1 && upper < characters.count ? upper - 1 : max(min(upper, characters.count), 0)
        return String(characters[..<count]).lowercased() + String(characters[count...])
    }
}
