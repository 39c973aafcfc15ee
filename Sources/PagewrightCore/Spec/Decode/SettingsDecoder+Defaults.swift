/// `defaults` and the launch configuration of apps in `pagewright.json` (issue 14).
extension SettingsDecoder {
    static let appKeys = ["entry", "home", "bundleIdentifier", "launchArguments", "launchEnvironment", "relaunch"]
    static let defaultsKeys = ["wait", "ready", "verify", "failureEvidence", "accessibilityAudit", "unique"]
    static let readyKeys = ["tap", "typeText"]
    static let verifyKeys = ["anchors", "retries"]

    static func decodeDefaults(_ node: JSONNode, log: inout DiagnosticLog) -> DefaultsSpec {
        var defaults = DefaultsSpec()
        guard let reader = ObjectReader(node, what: "'defaults'", known: KeyList(defaultsKeys), log: &log) else { return defaults }
        reader.warnAboutUnknownKeys(log: &log)
        defaults.wait = reader.string("wait", log: &log)
        if let ready = reader["ready"], let readyReader = ObjectReader(ready, what: "'ready'", known: KeyList(readyKeys), log: &log) {
            readyReader.warnAboutUnknownKeys(log: &log)
            if let tap = readiness(readyReader, "tap", log: &log) { defaults.gestureReadiness = tap }
            if let typing = readiness(readyReader, "typeText", log: &log) { defaults.typingReadiness = typing }
        }
        if let verify = reader["verify"], let verifyReader = ObjectReader(verify, what: "'verify'", known: KeyList(verifyKeys), log: &log) {
            verifyReader.warnAboutUnknownKeys(log: &log)
            if let anchors = verifyReader.string("anchors", log: &log) {
                if let check = AnchorCheck(rawValue: anchors.value) {
                    defaults.anchors = check
                } else {
                    log.error("expected \"exists\" or \"hittable\" for 'anchors', found \"\(anchors.value)\"\(Suggestions.didYouMean(anchors.value, in: AnchorCheck.allCases.map(\.rawValue)))",
                              at: anchors.location)
                }
            }
            if let retries = verifyReader.int("retries", log: &log) {
                if retries.value < 0 {
                    log.error("'retries' counts further attempts and cannot be negative", at: retries.location)
                } else {
                    defaults.retries = retries.value
                }
            }
        }
        if let evidence = reader.bool("failureEvidence", log: &log) { defaults.failureEvidence = evidence.value }
        if let audit = reader.bool("accessibilityAudit", log: &log) { defaults.accessibilityAudit = audit.value }
        if let unique = reader.bool("unique", log: &log) { defaults.unique = unique.value }
        return defaults
    }

    private static func readiness(_ reader: ObjectReader, _ key: String, log: inout DiagnosticLog) -> Readiness? {
        guard let text = reader.string(key, log: &log) else { return nil }
        if let readiness = Readiness(rawValue: text.value) { return readiness }
        let names = Readiness.allCases.map(\.rawValue)
        log.error("unknown readiness '\(text.value)' for '\(key)'; expected \(names.joined(separator: ", "))\(Suggestions.didYouMean(text.value, in: names))",
                  at: text.location)
        return nil
    }

    /// `launchArguments` (a list of strings) and `launchEnvironment` (an object of strings).
    static func decodeLaunch(_ reader: ObjectReader, into app: inout AppSpec, log: inout DiagnosticLog) {
        if let arguments = reader["launchArguments"] {
            if case .array = arguments.value {
                app.launchArguments = ObjectReader.stringList(arguments, for: "launchArguments", log: &log)
            } else {
                log.error("expected a list of strings for 'launchArguments', found \(arguments.value.kindDescription)", at: arguments.location)
            }
        }
        for (name, value) in reader.namedMembers("launchEnvironment", log: &log) {
            if let text = ObjectReader.string(value, for: name.value, log: &log) {
                app.launchEnvironment.append(EnvironmentVariable(name: name, value: text.value))
            }
        }
    }
}
