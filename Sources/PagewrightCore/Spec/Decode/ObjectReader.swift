/// Reads one JSON object of a spec: hands out members by key, reports duplicate keys, and at the
/// end warns about keys nobody asked for, suggesting the closest known key.
///
/// The decoders look members up by `SpecKey`, a number fixed when they are compiled: the reader
/// numbered every key it knew as it read the bytes (`JSONObject.Member.keyWord`), so a look-up is
/// a scan of small integers, not a comparison of strings. Other keys (chosen at run time, or of
/// the settings, read once) are still looked up by text.
struct ObjectReader {
    let location: SourceLocation
    /// What the object is, for messages: "element 'loginField'", "the settings". Made only when
    /// a message needs it: most objects have nothing to report. `prefix` and `subject` are
    /// literals, so holding them costs nothing.
    var what: String { subject.description }
    private let subject: Subject
    private let known: KeyList
    /// The members, first of each key, in written order: the object's own array (shared, not
    /// copied) unless a key is repeated or spelled otherwise than its word. Most objects have a
    /// handful of keys, which a look along the list finds sooner than hashing; a table by key is
    /// made only for big ones (`largeObject` members or more).
    private(set) var members: [JSONObject.Member]
    private var entryByKey: [String: Int]?
    private static let largeObject = 16
    /// Beyond this many members, repeated keys are looked for with a table, not pair by pair.
    private static let largestScanned = 64
    var orderedKeys: [String] { members.map(\.key) }

    /// Nil (after logging an error) when `node` is not an object.
    init?(_ node: JSONNode, what: String, known: KeyList, log: inout DiagnosticLog) {
        self.init(node, subject: Subject(what), known: known, log: &log)
    }

    init?(_ node: JSONNode, subject: Subject, known: KeyList, log: inout DiagnosticLog) {
        self.init(node, subject: subject, known: known, byKey: true, log: &log)
    }

    /// An object named in messages as "`kind` '`name`'" (element 'loginField'), or "'`name`'"
    /// when `kind` is empty; `prefix` goes before it ("the parameters of ").
    init?(_ node: JSONNode, prefix: String = "", kind: String, name: String, known: KeyList, log: inout DiagnosticLog) {
        self.init(node, subject: Subject(prefix: prefix, kind: kind, name: name), known: known, log: &log)
    }

    /// `byKey: false` for an object that is only gone through in order (a table of elements by
    /// name): no table by key is made for it, however big.
    private init?(_ node: JSONNode, subject: Subject, known: KeyList, byKey: Bool, log: inout DiagnosticLog) {
        self.subject = subject
        guard case .object(let object) = node.value else {
            log.error("expected an object for \(subject), found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        self.location = node.location
        self.known = known
        members = object.members
        Self.numberOtherSpellings(&members)
        if members.count >= Self.largeObject && (byKey || members.count > Self.largestScanned) {
            var table: [String: Int] = [:]
            table.reserveCapacity(members.count)
            for (index, member) in members.enumerated() where table.updateValue(index, forKey: member.key) != nil {
                table = [:]
                break
            }
            if table.count == members.count { entryByKey = table; return }
        } else if !Self.hasRepeatedKey(members) {
            return
        }
        // A key written twice: each repeat is reported and left out.
        let written = members
        members = []
        entryByKey = nil
        for member in written {
            // `==` here, not `sameKey`: a later key may be a canonical equivalent of another length.
            let firstIndex = entryByKey.map { $0[member.key] } ?? members.firstIndex { $0.key == member.key }
            if let first = firstIndex.map({ members[$0] }) {
                log.error("duplicate key '\(member.key)' in \(what); the first is at line \(first.keyLocation.line), column \(first.keyLocation.column)",
                          at: member.keyLocation)
                continue
            }
            members.append(member)
            if entryByKey != nil {
                entryByKey?[member.key] = members.count - 1
            } else if members.count >= Self.largeObject {
                entryByKey = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) })
            }
        }
    }

    /// Gives a key the number of the word it equals when the reader could not number it from its
    /// bytes: a key written with an escape (`"sum\u006dary"`) or with other scalars that are
    /// canonically equivalent to a word (`==` on `String`: "\u{212A}" == "K"). Both are rare, and
    /// only then is the shared array copied. An ASCII key without escapes that has no number is no
    /// word at all: the reader looked it up (`JSONObject.Member.keyIsASCII`).
    private static func numberOtherSpellings(_ members: inout [JSONObject.Member]) {
        // Looked for before anything is written: the loop below, which may write, makes the
        // shared array unique when it starts, and so copied every object's members (10,928
        // copies at 250 screens, 1.3 % of a run's instructions) to change none of them.
        guard let first = members.firstIndex(where: { $0.keyWord < 0 && !$0.keyIsASCII }) else { return }
        for index in first..<members.count where members[index].keyWord < 0 && !members[index].keyIsASCII {
            let key = members[index].key
            if let number = SpecWords.table.words.firstIndex(where: { $0 == key }) { members[index].keyWord = Int16(number) }
        }
    }

    // The loops below go by index and touch only keys: `for member in members` would copy each
    // member, retaining and releasing its key, its value and both locations' paths.
    private static func hasRepeatedKey(_ members: [JSONObject.Member]) -> Bool {
        guard members.count > 1 else { return false }
        for later in 1..<members.count {
            // Two keys numbered as words are the same key when they are the same word.
            for earlier in 0..<later where members[earlier].keyWord >= 0 && members[later].keyWord >= 0
                ? members[earlier].keyWord == members[later].keyWord
                : members[earlier].keyIsASCII && members[later].keyIsASCII
                ? sameKey(members[earlier], members[later].key) : members[earlier].key == members[later].key {
                return true
            }
        }
        return false
    }

    /// Whether the member's key is `key`, which is ASCII or a key of this object. Keys are short:
    /// comparing lengths first skips most of the work of `==` for ASCII keys that differ (a key
    /// with other scalars may equal one of another length: "\u{212A}" == "K").
    @inline(__always)
    static func sameKey(_ member: JSONObject.Member, _ key: String) -> Bool {
        (!member.keyIsASCII || member.key.utf8.count == key.utf8.count) && member.key == key
    }

    private func index(_ key: String) -> Int? {
        if let entryByKey { return entryByKey[key] }
        return members.firstIndex { Self.sameKey($0, key) }
    }

    /// The member whose key is `key`: every member that equals a word carries its number.
    @inline(__always)
    private func index(_ key: SpecKey) -> Int? {
        let word = key.rawValue
        var index = 0
        while index < members.count {
            if members[index].keyWord == word { return index }
            index += 1
        }
        return nil
    }

    subscript(key: String) -> JSONNode? { index(key).map { members[$0].value } }
    func keyLocation(_ key: String) -> SourceLocation? { index(key).map { members[$0].keyLocation } }
    func has(_ key: String) -> Bool { index(key) != nil }

    subscript(key: SpecKey) -> JSONNode? { index(key).map { members[$0].value } }
    func keyLocation(_ key: SpecKey) -> SourceLocation? { index(key).map { members[$0].keyLocation } }
    func has(_ key: SpecKey) -> Bool { index(key) != nil }

    /// Present keys out of `keys`, in the order they were written.
    func present(_ keys: [String]) -> [String] {
        var result: [String] = []
        for index in members.indices where isOneOf(index, keys) { result.append(members[index].key) }
        return result
    }

    /// Present keys out of `keys`, in the order they were written.
    func present(_ keys: KeyList) -> [String] {
        var result: [String] = []
        for index in members.indices where keys.contains(members[index]) { result.append(members[index].key) }
        return result
    }

    /// The first two keys of `keys` present, in written order: which one an object names, and
    /// whether it names two (an error), without a list made for each object.
    func firstTwo(_ keys: KeyList) -> (first: String?, second: String?) {
        var first: String?
        for index in members.indices where keys.contains(members[index]) {
            guard let found = first else {
                first = members[index].key
                continue
            }
            return (found, members[index].key)
        }
        return (first, nil)
    }

    /// The first key of `keys` present, in the order they were written (`present(keys).first`).
    func firstPresent(_ keys: [String]) -> String? {
        members.indices.first { isOneOf($0, keys) }.map { members[$0].key }
    }

    /// Whether the key of the member at `index` is one of `keys`.
    @inline(__always)
    private func isOneOf(_ index: Int, _ keys: [String]) -> Bool {
        keys.contains { Self.sameKey(members[index], $0) }
    }

    /// Reports every key that is not known (an error unless the project opts out: see
    /// `DiagnosticLog.unknownKey`), with a suggestion when one is close. Returns the known keys
    /// suggested: what the object was probably meant to hold, so that what follows only from
    /// their absence is not reported too.
    @discardableResult
    func warnAboutUnknownKeys(log: inout DiagnosticLog) -> Set<String> {
        var suggested: Set<String> = []
        for index in members.indices where !known.contains(members[index]) && members[index].key != "$schema" {
            let member = members[index]
            let key = member.key
            let closest = Suggestions.closest(to: key, in: known.keys)
            if let closest, !has(closest) { suggested.insert(closest) }
            log.unknownKey(.unknownKey, "unknown key '\(key)' in \(what)\(closest.map { "; did you mean '\($0)'?" } ?? "")",
                           at: member.keyLocation)
        }
        return suggested
    }

    // MARK: Typed members

    func string(_ key: SpecKey, log: inout DiagnosticLog) -> Located<String>? {
        guard let node = self[key] else { return nil }
        return Self.string(node, for: key.text, log: &log)
    }

    func bool(_ key: SpecKey, log: inout DiagnosticLog) -> Located<Bool>? {
        guard let node = self[key] else { return nil }
        return Self.bool(node, for: key.text, log: &log)
    }

    func int(_ key: SpecKey, log: inout DiagnosticLog) -> Located<Int>? {
        guard let node = self[key] else { return nil }
        return Self.int(node, for: key.text, log: &log)
    }

    func number(_ key: SpecKey, log: inout DiagnosticLog) -> Located<Double>? {
        guard let node = self[key] else { return nil }
        return Self.number(node, for: key.text, log: &log)
    }

    /// A list of strings; a single string is accepted as a list of one.
    func stringList(_ key: SpecKey, log: inout DiagnosticLog) -> [Located<String>] {
        guard let node = self[key] else { return [] }
        return Self.stringList(node, for: key.text, log: &log)
    }

    /// The members of an object whose keys are names (elements, actions, …), in written order:
    /// the object's own array, not a copy of each member.
    func namedMembers(_ key: SpecKey, log: inout DiagnosticLog) -> [JSONObject.Member] {
        guard let node = self[key] else { return [] }
        guard let map = ObjectReader(node, subject: Subject(kind: "", name: key.text), known: .empty, byKey: false, log: &log) else { return [] }
        return map.members
    }

    func string(_ key: String, log: inout DiagnosticLog) -> Located<String>? {
        guard let node = self[key] else { return nil }
        return Self.string(node, for: key, log: &log)
    }

    func bool(_ key: String, log: inout DiagnosticLog) -> Located<Bool>? {
        guard let node = self[key] else { return nil }
        return Self.bool(node, for: key, log: &log)
    }

    func int(_ key: String, log: inout DiagnosticLog) -> Located<Int>? {
        guard let node = self[key] else { return nil }
        return Self.int(node, for: key, log: &log)
    }

    func number(_ key: String, log: inout DiagnosticLog) -> Located<Double>? {
        guard let node = self[key] else { return nil }
        return Self.number(node, for: key, log: &log)
    }

    /// A list of strings; a single string is accepted as a list of one.
    func stringList(_ key: String, log: inout DiagnosticLog) -> [Located<String>] {
        guard let node = self[key] else { return [] }
        return Self.stringList(node, for: key, log: &log)
    }

    /// The members of an object whose keys are names (elements, actions, …), in written order.
    func namedMembers(_ key: String, log: inout DiagnosticLog) -> [(name: Located<String>, node: JSONNode)] {
        guard let node = self[key] else { return [] }
        guard let map = ObjectReader(node, subject: Subject(kind: "", name: key), known: .empty, byKey: false, log: &log) else { return [] }
        return map.members.map { (Located($0.key, at: $0.keyLocation), $0.value) }
    }

    // MARK: Typed nodes

    static func bool(_ node: JSONNode, for key: String, log: inout DiagnosticLog) -> Located<Bool>? {
        guard case .bool(let value) = node.value else {
            log.error("expected true or false for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    static func number(_ node: JSONNode, for key: String, log: inout DiagnosticLog) -> Located<Double>? {
        guard case .number(let value, _) = node.value else {
            log.error("expected a number for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

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
