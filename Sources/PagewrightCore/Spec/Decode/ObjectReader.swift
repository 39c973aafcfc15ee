/// Reads one JSON object of a spec: hands out members by key, reports duplicate keys, and at the
/// end warns about keys nobody asked for, suggesting the closest known key.
struct ObjectReader {
    let location: SourceLocation
    /// What the object is, for messages: "element 'loginField'", "the settings".
    let what: String
    private let known: [String]
    /// The members, first of each key, in written order. Most objects have a handful of keys,
    /// which a look along the list finds sooner than hashing; a table by key is made only for
    /// big ones (`largeObject` members or more).
    private var entries: [JSONObject.Member] = []
    private var entryByKey: [String: Int]?
    private static let largeObject = 16
    private(set) var orderedKeys: [String] = []

    /// Nil (after logging an error) when `node` is not an object.
    init?(_ node: JSONNode, what: String, known: [String], log: inout DiagnosticLog) {
        guard case .object(let object) = node.value else {
            log.error("expected an object for \(what), found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        self.location = node.location
        self.what = what
        self.known = known
        entries.reserveCapacity(object.members.count)
        for member in object.members {
            if let first = self.member(member.key) {
                log.error("duplicate key '\(member.key)' in \(what); the first is at line \(first.keyLocation.line), column \(first.keyLocation.column)",
                          at: member.keyLocation)
                continue
            }
            entries.append(member)
            orderedKeys.append(member.key)
            if entryByKey != nil {
                entryByKey?[member.key] = entries.count - 1
            } else if entries.count >= Self.largeObject {
                entryByKey = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
            }
        }
    }

    private func member(_ key: String) -> JSONObject.Member? {
        if let entryByKey { return entryByKey[key].map { entries[$0] } }
        return entries.first { $0.key == key }
    }

    subscript(key: String) -> JSONNode? { member(key)?.value }
    func keyLocation(_ key: String) -> SourceLocation? { member(key)?.keyLocation }
    func has(_ key: String) -> Bool { member(key) != nil }

    /// Present keys out of `keys`, in the order they were written.
    func present(_ keys: [String]) -> [String] { orderedKeys.filter { keys.contains($0) } }

    /// Reports every key that is not known (an error unless the project opts out: see
    /// `DiagnosticLog.unknownKey`), with a suggestion when one is close. Returns the known keys
    /// suggested: what the object was probably meant to hold, so that what follows only from
    /// their absence is not reported too.
    @discardableResult
    func warnAboutUnknownKeys(log: inout DiagnosticLog) -> Set<String> {
        var suggested: Set<String> = []
        for key in orderedKeys where !known.contains(key) && key != "$schema" {
            let closest = Suggestions.closest(to: key, in: known)
            if let closest, !has(closest) { suggested.insert(closest) }
            log.unknownKey(.unknownKey, "unknown key '\(key)' in \(what)\(closest.map { "; did you mean '\($0)'?" } ?? "")",
                           at: member(key)!.keyLocation)
        }
        return suggested
    }

    // MARK: Typed members

    func string(_ key: String, log: inout DiagnosticLog) -> Located<String>? {
        guard let node = self[key] else { return nil }
        return Self.string(node, for: key, log: &log)
    }

    func bool(_ key: String, log: inout DiagnosticLog) -> Located<Bool>? {
        guard let node = self[key] else { return nil }
        guard case .bool(let value) = node.value else {
            log.error("expected true or false for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    func int(_ key: String, log: inout DiagnosticLog) -> Located<Int>? {
        guard let node = self[key] else { return nil }
        return Self.int(node, for: key, log: &log)
    }

    func number(_ key: String, log: inout DiagnosticLog) -> Located<Double>? {
        guard let node = self[key] else { return nil }
        guard case .number(let value, _) = node.value else {
            log.error("expected a number for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    /// A list of strings; a single string is accepted as a list of one.
    func stringList(_ key: String, log: inout DiagnosticLog) -> [Located<String>] {
        guard let node = self[key] else { return [] }
        return Self.stringList(node, for: key, log: &log)
    }

    /// The members of an object whose keys are names (elements, actions, …), in written order.
    func namedMembers(_ key: String, log: inout DiagnosticLog) -> [(name: Located<String>, node: JSONNode)] {
        guard let node = self[key] else { return [] }
        guard let map = ObjectReader(node, what: "'\(key)'", known: [], log: &log) else { return [] }
        return map.orderedKeys.map { name in
            (Located(name, at: map.keyLocation(name)!), map[name]!)
        }
    }

    // MARK: Typed nodes

    static func string(_ node: JSONNode, for key: String, log: inout DiagnosticLog) -> Located<String>? {
        guard case .string(let value) = node.value else {
            log.error("expected a string for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    static func int(_ node: JSONNode, for key: String, log: inout DiagnosticLog) -> Located<Int>? {
        guard case .number(let value, let isInteger) = node.value, isInteger, let int = Int(exactly: value) else {
            if case .number(_, true) = node.value {
                log.error("expected an integer for '\(key)', found one too large to be used", at: node.location)
            } else {
                log.error("expected an integer for '\(key)', found \(node.value.kindDescription)", at: node.location)
            }
            return nil
        }
        return Located(int, at: node.location)
    }

    static func stringList(_ node: JSONNode, for key: String, log: inout DiagnosticLog) -> [Located<String>] {
        switch node.value {
        case .string(let value):
            return [Located(value, at: node.location)]
        case .array(let elements):
            return elements.compactMap { string($0, for: key, log: &log) }
        default:
            log.error("expected a list of strings for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return []
        }
    }
}
