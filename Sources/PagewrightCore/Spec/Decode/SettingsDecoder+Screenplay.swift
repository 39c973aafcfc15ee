/// `"screenplay": { "taskProtocol": "BagTask" }`: the name the team's Tasks conform to, as an
/// article names its Task protocol.
extension SettingsDecoder {
    static let screenplayKeys = ["taskProtocol"]

    static func decodeScreenplay(_ node: JSONNode, log: inout DiagnosticLog) -> Located<String>? {
        guard let reader = ObjectReader(node, what: "'screenplay'", known: KeyList(screenplayKeys), log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        return reader.string("taskProtocol", log: &log)
    }
}
