/// `"plain": { "suffix": "Page", "verifyOnCreate": true, "returnsNextScreen": true }`.
extension SettingsDecoder {
    static let plainKeys = ["suffix", "verifyOnCreate", "returnsNextScreen"]

    static func decodePlain(_ node: JSONNode, log: inout DiagnosticLog) -> PlainOptionsSpec {
        var options = PlainOptionsSpec()
        guard let reader = ObjectReader(node, what: "'plain'", known: plainKeys, log: &log) else { return options }
        reader.warnAboutUnknownKeys(log: &log)
        options.suffix = reader.string("suffix", log: &log)
        options.verifyOnCreate = reader.bool("verifyOnCreate", log: &log)?.value ?? false
        options.returnsNextScreen = reader.bool("returnsNextScreen", log: &log)?.value ?? false
        return options
    }
}
