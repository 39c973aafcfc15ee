import Foundation
@testable import PagewrightCore

/// How much of a hand translation `migrate` recovers: the share of its elements, actions,
/// transitions and checks that come out of `migrate` too.
///
/// - An element is recovered when the migrated screen of the same name (or a trait it adopts)
///   has an element of the same type found the same way: the same identifier, label or
///   predicate (parameters compared as `$`, whatever their names), or, for one found by type
///   alone, the same type and collection-ness.
/// - An action, check or getter is recovered when the migrated screen (or a trait it adopts) has
///   a member of that name: the team's names are kept on both sides. `custom` actions count:
///   the hand translation keeps the method, and migrate reports it.
/// - A transition (an action with a `to` screen) is recovered when the migrated action of that
///   name leads to the same screen.
struct MigrationMeasure {
    struct Share: CustomStringConvertible {
        var found = 0
        var total = 0
        var missed: [String] = []
        var percent: Double { total == 0 ? 100 : Double(found) * 100 / Double(total) }
        var description: String { "\(found)/\(total) (\(String(format: "%.0f", percent)) %)" }

        mutating func count(_ hit: Bool, _ what: String) {
            total += 1
            if hit { found += 1 } else { missed.append(what) }
        }
    }

    var elements = Share()
    var actions = Share()
    var transitions = Share()
    var checks = Share()

    /// Specs by screen or trait name: the `screen`/`trait` objects of every JSON file under `folder`.
    static func specs(in folder: String) -> [String: [String: Any]] {
        var result: [String: [String: Any]] = [:]
        guard let paths = FileManager.default.subpaths(atPath: folder) else { return result }
        for path in paths.sorted() where path.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let name = (object["screen"] ?? object["trait"]) as? String else { continue }
            result[name] = object
        }
        return result
    }

    static func specs(_ files: [GeneratedFile]) -> [String: [String: Any]] {
        var result: [String: [String: Any]] = [:]
        for file in files where file.path.hasSuffix(".json") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any],
                  let name = (object["screen"] ?? object["trait"]) as? String else { continue }
            result[name] = object
        }
        return result
    }

    /// `aliases`: hand screens made from a page object of another name (WooCommerce's `OrderForm`
    /// trait and `UnifiedOrderEditing` from `UnifiedOrderScreen`). `withPageObjectOnly`: count only
    /// hand screens that have a migrated counterpart (leaving out screens the translator added
    /// that no page object of the app has, such as system alerts).
    init(hand: [String: [String: Any]], migrated: [String: [String: Any]], aliases: [String: String] = [:], withPageObjectOnly: Bool = false) {
        for (name, spec) in hand.sorted(by: { $0.key < $1.key }) {
            let mine = Self.withTraits(aliases[name] ?? name, migrated)
            if withPageObjectOnly, mine.isEmpty { continue }
            let keys = Set(mine.flatMap { Self.dictionary($0["elements"]).values.map { Self.key(Self.dictionary($0)) } })
            for (elementName, element) in Self.dictionary(spec["elements"]).sorted(by: { $0.key < $1.key }) {
                elements.count(keys.contains(Self.key(Self.dictionary(element))), "\(name).\(elementName)")
            }
            let members = mine.reduce(into: [String: [String: Any]]()) { all, spec in
                for section in ["actions", "checks", "getters"] {
                    for (key, value) in Self.dictionary(spec[section]) { all[key] = Self.dictionary(value) }
                }
            }
            for (actionName, action) in Self.dictionary(spec["actions"]).sorted(by: { $0.key < $1.key }) {
                actions.count(members[actionName] != nil, "\(name).\(actionName)")
                if let to = Self.dictionary(action)["to"] as? String, !to.hasPrefix("$") {
                    transitions.count(members[actionName]?["to"] as? String == to, "\(name).\(actionName) → \(to)")
                }
            }
            for section in ["checks", "getters"] {
                for checkName in Self.dictionary(spec[section]).keys.sorted() {
                    checks.count(members[checkName] != nil, "\(name).\(checkName)")
                }
            }
        }
    }

    private static func withTraits(_ name: String, _ specs: [String: [String: Any]]) -> [[String: Any]] {
        guard let spec = specs[name] else { return [] }
        return [spec] + ((spec["traits"] as? [String]) ?? []).compactMap { specs[$0] }
    }

    private static func dictionary(_ value: Any?) -> [String: Any] { value as? [String: Any] ?? [:] }

    /// How an element is found, with parameter names blurred.
    static func key(_ element: [String: Any]) -> String {
        func blur(_ value: Any?) -> String {
            guard var text = value as? String else {
                // `{ "localized": "Close" }`: the key, told apart from a plain text.
                if let object = value as? [String: Any], let key = object["localized"] as? String { return "localized:" + key }
                if let object = value as? [String: Any] { return blur(object["predicate"] ?? object["id"] ?? object["label"]) }
                return ""
            }
            text = text.replacingOccurrences(of: #"\$\{[^}]*\}"#, with: "$", options: .regularExpression)
            text = text.replacingOccurrences(of: #"\$[A-Za-z_][A-Za-z0-9_.]*"#, with: "$", options: .regularExpression)
            return text.replacingOccurrences(of: "'$'", with: "$")
        }
        let type = element["type"] as? String ?? ""
        let finder = [blur(element["id"]), blur(element["label"]), blur(element["predicate"]), blur(element["containing"])].joined(separator: "|")
        let byTypeAlone = finder == "|||"
        return type + "|" + finder + (byTypeAlone ? "|" + String(element["all"] as? Bool ?? false) : "")
    }
}
