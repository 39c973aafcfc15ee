/// `"plain": { "suffix": "Page", "verifyOnCreate": true, "returnsNextScreen": true }`.
extension SettingsDecoder {
    static let plainKeys = ["suffix", "verifyOnCreate", "returnsNextScreen"]

    static func decodePlain(_ node: JSONNode, log: inout DiagnosticLog) -> PlainOptionsSpec {
        var options = PlainOptionsSpec()
        guard let reader = ObjectReader(node, what: "'plain'", known: KeyList(plainKeys), log: &log) else { return options }
        reader.warnAboutUnknownKeys(log: &log)
        options.suffix = reader.string("suffix", log: &log)
        options.verifyOnCreate = reader.bool("verifyOnCreate", log: &log)?.value ?? false
        options.returnsNextScreen = reader.bool("returnsNextScreen", log: &log)?.value ?? false
        return options
    }
}

/// `"tour": { "generate": true, "testCase": "AppUITestCase", "maxSteps": 15, "imports": ["AppPages"] }`.
extension SettingsDecoder {
    static let tourKeys = ["generate", "testCase", "maxSteps", "imports"]

    static func decodeTour(_ node: JSONNode, log: inout DiagnosticLog) -> TourOptionsSpec {
        var options = TourOptionsSpec()
        guard let reader = ObjectReader(node, what: "'tour'", known: KeyList(tourKeys), log: &log) else { return options }
        reader.warnAboutUnknownKeys(log: &log)
        options.generate = reader.bool("generate", log: &log)
        options.testCase = reader.string("testCase", log: &log)
        options.maxSteps = reader.int("maxSteps", log: &log)
        options.imports = reader.stringList("imports", log: &log)
        return options
    }
}
