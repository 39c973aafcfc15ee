/// A seeded maker of the smallest projects: one to three screens, with or without a settings
/// file, with or without an entry screen, any mix of styles, access levels and page suffixes,
/// and names that sometimes clash with what generated code declares. Each either generates code
/// that compiles or is refused with a located error.
struct TinySpecs {
    var random: RandomSpecs.Generator

    init(seed: UInt64) { random = RandomSpecs.Generator(state: seed &* 0x2545_F491_4F6C_DD1D) }

    static let screenNames = ["A", "Main", "Login", "Profile", "Alert", "B2", "Settings"]
    /// Names that clash with what generated code declares or uses, in some styles or with some suffixes.
    static let clashingNames = ["Base", "Date", "close", "WaitingTime", "XCUIElement"]

    private mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// Relative path → JSON text.
    mutating func make() -> [String: String] {
        var names: [String] = []
        for _ in 0..<(1 + Int(random.next() % 3)) {
            let name = chance(15) ? pick(Self.clashingNames) : pick(Self.screenNames)
            if !names.contains(name) { names.append(name) }
        }
        var files: [String: String] = [:]
        let alert = names.count > 1 && chance(30) ? names.last : nil
        let trait = chance(30)
        for (index, name) in names.enumerated() {
            files["\(name).json"] = screen(name, index: index, names: names, alert: alert, trait: trait)
        }
        if trait {
            files["Usable.json"] = #"{ "trait": "Usable", "requires": ["v"], "elements": { "t": { "type": "button", "id": "usable.t" } }, "actions": { "tapT": { "tap": "t" } }, "checks": { "vShown": { "exists": "v" } } }"#
        }
        if chance(25), names.count > 1, names[0] != alert {
            files["Flows.json"] = #"{ "flows": { "walk": { "from": "\#(names[0])", "steps": ["go"] } } }"#
        }
        if let settings = settings(entry: names[0] == alert ? nil : names[0]) { files["pagewright.json"] = settings }
        return files
    }

    private mutating func settings(entry: String?) -> String? {
        guard chance(75) else { return nil }
        var parts: [String] = []
        switch random.next() % 4 {
        case 0: break
        case 1: parts.append(#""apps": { "main": {} }"#)
        case 2: parts.append(#""apps": { "main": { "entry": "\#(entry ?? "A")" } }"#)
        default: parts.append(#""apps": { "main": {\#(entry.map { #" "entry": "\#($0)" "# } ?? "")}, "springboard": { "bundleIdentifier": "com.apple.springboard" } }"#)
        }
        if chance(50) {
            let styles = ["factory", "plain", "screenplay"].filter { _ in chance(60) }
            parts.append(#""style": [\#(styles.map { "\"\($0)\"" }.joined(separator: ", "))]"#)
        }
        if chance(50) { parts.append(#""accessLevel": "\#(pick(["public", "internal"]))""#) }
        if chance(40) { parts.append(#""naming": { "pageSuffix": "\#(pick(["", "Page", "PageObject"]))" }"#) }
        if chance(30) { parts.append(#""waits": { "quick": 1 }"#) }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    private mutating func screen(_ name: String, index: Int, names: [String], alert: String?, trait: Bool) -> String {
        var elements = [#""v": { "type": "other", "id": "\#(name).v" }"#]
        var actions: [String] = []
        if chance(60) {
            elements.append(#""b": { "type": "button", "label": "Go" }"#)
            if names.count > 1 {
                let next = names[(index + 1) % names.count]
                actions.append(#""go": { "tap": "b", "to": "\#(next)" }"#)
            }
            if chance(40) { actions.append(#""stay": { "tap": "b" }"#) }
        }
        var header = #""screen": "\#(name)", "verify": { "present": ["v"] }"#
        if name == alert {
            header += #", "opensFrom": "anywhere""#
            actions = [#""close": { "tap": "v", "to": "$source" }"#]
        }
        if trait, chance(60) { header += #", "traits": ["Usable"]"# }
        var extras = ""
        if chance(40) { extras += #", "checks": { "shown": { "exists": "v" } }"# }
        if chance(30) { extras += #", "getters": { "text": { "label": "v" } }"# }
        return "{ \(header), \"elements\": { \(elements.joined(separator: ", ")) }, \"actions\": { \(actions.joined(separator: ", ")) }\(extras) }"
    }
}
