/// A screen whose identity is a runtime value (a tag's list, titled with the tag): the screen's
/// `"params"` and the `"screenArgs"` an action that goes there makes it with.
extension PageDecoder {
    /// `"params": { "tag": "String" }` on a screen.
    mutating func decodeScreenParams(_ reader: ObjectReader, into page: inout PageSpec) {
        guard let node = reader["params"] else { return }
        page.params = decodeParams(node, ownerKind: "screen", ownerName: page.name.value, allowMatch: false)
    }

    /// `"screenArgs": { "tag": "$name" }` on an action: written like a step's `args`.
    mutating func decodeScreenArgs(_ reader: ObjectReader, into action: inout ActionSpec) {
        guard let node = reader["screenArgs"] else { return }
        action.screenArgsLocation = node.location
        action.screenArgs = decodeArguments(node)
    }
}
