/// A seeded maker of random but valid spec folders, for property tests: different shapes every
/// seed (parameters, containers, collections, traits, alerts, sections, several destinations,
/// flows), the same bytes for the same seed.
struct RandomSpecs {
    /// SplitMix64: tiny, fast, and the same on every platform.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let names = ["view", "title", "default", "in", "label", "count", "value", "row", "cell", "café", "name", "item", "button", "source", "self"]
    static let types = ["button", "staticText", "cell", "other", "textField", "image", "switch", "table"]

    var random: Generator

    init(seed: UInt64) { random = Generator(state: seed) }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// Relative path → JSON text.
    mutating func make() -> [String: String] {
        let screenCount = 3 + Int(random.next() % 6)
        let screens = (0..<screenCount).map { "Screen\($0)" }
        var files: [String: String] = ["pagewright.json": #"{ "apps": { "main": { "entry": "Screen0" } }, "accessLevel": "public" }"#]
        let traitCount = Int(random.next() % 3)
        var traits: [String] = []
        for t in 0..<traitCount {
            let name = "Trait\(t)"
            traits.append(name)
            files["\(name).json"] = """
                { "trait": "\(name)", "requires": ["anchor"],
                  "elements": { "tbutton\(t)": { "type": "button", "id": "T\(t).button" } },
                  "actions": { "home\(t)": { "tap": "tbutton\(t)", "to": "Screen0" }, "waitAnchor\(t)": { "waitFor": "anchor" } },
                  "checks": { "anchorShown\(t)": { "exists": "anchor" } } }
                """
        }
        let alert = chance(60) ? "Alert" : nil
        if let alert {
            files["Alert.json"] = """
                { "screen": "\(alert)", "opensFrom": "anywhere", "verify": { "present": ["anchor"] },
                  "elements": { "anchor": { "type": "alert", "id": "Alert" }, "ok": { "type": "button", "label": "OK", "in": "anchor" } },
                  "actions": { "dismiss": { "tap": "ok", "to": "$source" } } }
                """
        }
        for (index, screen) in screens.enumerated() {
            files["\(screen).json"] = makeScreen(screen, index: index, screens: screens, traits: traits, alert: alert)
        }
        if screenCount > 3 {
            files["Section.json"] = """
                { "screen": "Section", "sectionOf": "Screen1", "verify": { "present": ["anchor"] },
                  "elements": { "anchor": { "type": "table", "id": "Section.table" } } }
                """
        }
        files["Flows.json"] = """
            { "flows": { "walk": { "from": "Screen0", "steps": ["next", "next"] } } }
            """
        return files
    }

    private mutating func makeScreen(_ screen: String, index: Int, screens: [String], traits: [String], alert: String?) -> String {
        var elements = ["\"anchor\": { \"type\": \"other\", \"id\": \"\(screen).anchor\" }"]
        var parameterised: [(name: String, param: String)] = []
        var plain: [String] = ["anchor"]
        var used: Set<String> = ["anchor"]
        for e in 0..<(1 + Int(random.next() % 6)) {
            var name = pick(Self.names)
            if !used.insert(name).inserted { name += "\(e)" ; used.insert(name) }
            let type = pick(Self.types)
            switch random.next() % 5 {
            case 0:
                elements.append("\"\(name)\": { \"type\": \"\(type)\", \"id\": \"\(screen).\(name).$p\", \"params\": { \"p\": \"String\" } }")
                parameterised.append((name, "p"))
            case 1:
                elements.append("\"\(name)\": { \"type\": \"\(type)\", \"params\": { \"position\": { \"type\": \"Int\", \"match\": [\"index\"] } }, \"in\": \"anchor\" }")
                parameterised.append((name, "position"))
            case 2:
                elements.append("\"\(name)\": { \"type\": \"\(type)\", \"label\": \"\(name) \\\"quoted\\\" \\\\ */\", \"params\": { \"t\": { \"type\": \"String\", \"optional\": true, \"match\": [\"value\"] } } }")
                plain.append(name)
            case 3:
                elements.append("\"\(name)\": { \"type\": \"\(type)\", \"predicate\": \"label BEGINSWITH 'x%'\", \"in\": \"anchor\" }")
                plain.append(name)
            default:
                elements.append("\"\(name)\": { \"type\": \"\(type)\", \"id\": \"\(screen).\(name)\" }")
                plain.append(name)
            }
        }
        elements.append("\"items\": { \"type\": \"cell\", \"all\": true, \"in\": \"anchor\" }")
        let next = screens[(index + 1) % screens.count]
        var actions = ["\"next\": { \"tap\": \"\(pick(plain))\", \"to\": \"\(next)\" }"]
        for (a, element) in parameterised.enumerated() {
            actions.append("\"use\(a)\": { \"params\": { \"\(element.param)\": \"\(element.param == "p" ? "String" : "Int")\" }, \"steps\": [{ \"tap\": \"\(element.name)\" }, { \"swipe\": \"\(element.name)\", \"direction\": \"left\" }] }")
        }
        if let alert, chance(70) { actions.append("\"alert\": { \"tap\": \"anchor\", \"to\": \"\(alert)\" }") }
        if next != screens[0], chance(50) { actions.append("\"branch\": { \"tap\": \"anchor\", \"to\": [\"\(next)\", \"\(screens[0])\"], \"route\": \"\(next)\" }") }
        if chance(40) { actions.append("\"type\": { \"params\": { \"text\": \"String\" }, \"typeText\": \"say \\\"$text\\\"\", \"into\": \"anchor\" }") }
        if chance(30) { actions.append("\"auto\": { \"steps\": [], \"to\": \"\(screens[0])\" }") }
        let adopted = traits.filter { _ in chance(60) }.map { "\"\($0)\"" }
        return """
            { "screen": "\(screen)", "verify": { "present": ["anchor"] }, "traits": [\(adopted.joined(separator: ", "))],
              "elements": { \(elements.joined(separator: ", ")) },
              "actions": { \(actions.joined(separator: ", ")) },
              "checks": { "counted": { "params": { "n": "Int" }, "count": "items", "equals": "$n" }, "there": { "exists": "anchor" } },
              "getters": { "text": { "label": "anchor" }, "many": { "count": "items" } } }
            """
    }
}
