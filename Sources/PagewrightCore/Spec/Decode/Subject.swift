/// What an object of a spec is, for messages: "element 'row'", "a step of action 'save'", "the
/// parameters of check 'shown'". Kept as its parts (literals and a name already made), and put
/// together only when a message is written: most objects have nothing to report.
struct Subject: CustomStringConvertible {
    /// Literal text before the kind: "a step of ".
    var prefix: String = ""
    /// "element", "action", or the whole text when there is no name.
    var kind: String
    var name: String?

    init(prefix: String = "", kind: String, name: String?) {
        self.prefix = prefix
        self.kind = kind
        self.name = name
    }

    /// A subject written out already ("the settings", "'verify'").
    init(_ text: String) {
        kind = text
    }

    /// "`prefix``kind` '`name`'", or "`prefix`'`name`'" when `kind` is empty.
    var description: String {
        guard let name else { return prefix + kind }
        return prefix + (kind.isEmpty ? "'\(name)'" : "\(kind) '\(name)'")
    }
}
