/// Turns `pagewright.json` into `Settings`, filling in defaults for everything left out.
enum SettingsDecoder {
    static let keys = ["apps", "waits", "naming", "accessLevel", "style", "warningsAsErrors", "unknownKeys", "disabledWarnings", "types", "defaults",
                       "plain", "localization", "tour", "testCase", "screenplay"]
    static let namingKeys = ["pageSuffix", "constants"]

    static func decode(_ node: JSONNode?, file: String?, log: inout DiagnosticLog) -> Settings {
        let fallbackLocation = SourceLocation.file(file ?? "pagewright.json")
        var settings = Settings(
            apps: [AppSpec(name: Located(Settings.defaultAppName, at: fallbackLocation), entry: nil, bundleIdentifier: nil)],
            waits: Settings.defaultWaits.map { WaitSpec(name: Located($0.name, at: fallbackLocation), seconds: $0.seconds) },
            pageSuffix: Located("PageObject", at: fallbackLocation),
            accessLevel: .internal,
            styles: [.factory],
            file: file)
        guard let node, let reader = ObjectReader(node, what: "the settings", known: KeyList(keys), log: &log) else { return settings }
        reader.warnAboutUnknownKeys(log: &log)

        if reader.has("apps") {
            let apps = reader.namedMembers("apps", log: &log).compactMap { decodeApp(name: $0.name, node: $0.node, log: &log) }
            settings.apps = apps.sorted { $0.name.value < $1.name.value }
            if apps.isEmpty, let location = reader["apps"]?.location {
                log.error("'apps' must name at least one app", at: location)
            }
        }

        var waits: [String: WaitSpec] = [:]
        for wait in settings.waits { waits[wait.name.value] = wait }
        for (name, valueNode) in reader.namedMembers("waits", log: &log) {
            guard case .number(let seconds, _) = valueNode.value else {
                log.error("expected a number of seconds for the waiting time '\(name.value)', found \(valueNode.value.kindDescription)", at: valueNode.location)
                continue
            }
            guard seconds > 0 else {
                log.error("the waiting time '\(name.value)' must be more than 0 seconds (a condition that looks without waiting says \"within\": \"\(Validator.noWait)\")", at: valueNode.location)
                continue
            }
            guard name.value != Validator.noWait else {
                log.error("'\(Validator.noWait)' is not a waiting time to declare: a condition's \"within\": \"\(Validator.noWait)\" looks without waiting; give this one another name", at: name.location)
                continue
            }
            waits[name.value] = WaitSpec(name: name, seconds: seconds)
        }
        settings.waits = waits.values.sorted { $0.name.value < $1.name.value }

        if let naming = reader["naming"], let namingReader = ObjectReader(naming, what: "'naming'", known: KeyList(namingKeys), log: &log) {
            namingReader.warnAboutUnknownKeys(log: &log)
            if let suffix = namingReader.string("pageSuffix", log: &log) { settings.pageSuffix = suffix }
            if let constants = namingReader.string("constants", log: &log) {
                if let style = ConstantsStyle(rawValue: constants.value) {
                    settings.constantsStyle = style
                } else {
                    let names = ConstantsStyle.allCases.map(\.rawValue)
                    log.error("expected \(names.map { "\"\($0)\"" }.joined(separator: " or ")) for 'constants', found \"\(constants.value)\"\(Suggestions.didYouMean(constants.value, in: names))",
                              at: constants.location)
                }
            }
        }

        if let access = reader.string("accessLevel", log: &log) {
            if let level = AccessLevel(rawValue: access.value) {
                settings.accessLevel = level
            } else {
                log.error("expected \"internal\" or \"public\" for 'accessLevel', found \"\(access.value)\"", at: access.location)
            }
        }

        if reader.has("style") {
            var styles: [OutputStyle] = []
            for style in reader.stringList("style", log: &log) {
                guard let known = OutputStyle(rawValue: style.value) else {
                    let names = OutputStyle.allCases.map(\.rawValue)
                    log.error("unknown style '\(style.value)'; expected one of \(names.joined(separator: ", "))\(Suggestions.didYouMean(style.value, in: names))", at: style.location)
                    continue
                }
                if !styles.contains(known) { styles.append(known) }
            }
            if !styles.isEmpty { settings.styles = styles }
        }
        if let strict = reader.bool("warningsAsErrors", log: &log) { settings.warningsAsErrors = strict.value }
        if let unknownKeys = reader.string("unknownKeys", log: &log) {
            switch unknownKeys.value {
            case "error": settings.allowsUnknownKeys = false
            case "warning": settings.allowsUnknownKeys = true
            default:
                log.error("expected \"error\" or \"warning\" for 'unknownKeys', found \"\(unknownKeys.value)\"\(Suggestions.didYouMean(unknownKeys.value, in: ["error", "warning"]))",
                          at: unknownKeys.location)
            }
        }
        settings.disabledWarnings = reader.stringList("disabledWarnings", log: &log)
        if let defaults = reader["defaults"] { settings.defaults = decodeDefaults(defaults, log: &log) }
        if let plain = reader["plain"] { settings.plain = decodePlain(plain, log: &log) }
        if let tour = reader["tour"] { settings.tour = decodeTour(tour, log: &log) }
        settings.testCase = reader.string("testCase", log: &log)
        if let screenplay = reader["screenplay"] { settings.screenplayTaskProtocol = decodeScreenplay(screenplay, log: &log) }
        if let localization = reader["localization"] { settings.localization = decodeLocalization(localization, log: &log) }
        return settings
    }

    private static func decodeApp(name: Located<String>, node: JSONNode, log: inout DiagnosticLog) -> AppSpec? {
        guard let reader = ObjectReader(node, what: "app '\(name.value)'", known: KeyList(appKeys), log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        var entries: [Located<String>] = []
        if let node = reader["entry"] {
            // One screen, or the screens the app may open on (what it has persisted decides).
            if case .array(let list) = node.value {
                entries = list.compactMap { ObjectReader.string($0, for: "entry", log: &log) }
                if entries.isEmpty { log.error("a list in 'entry' names the screens the app may open on and needs at least one", at: node.location) }
            } else if case .string(let entry) = node.value {
                entries = [Located(entry, at: node.location)]
            } else {
                log.error("expected a screen name or a list of screens for 'entry', found \(node.value.kindDescription)", at: node.location)
            }
        }
        var app = AppSpec(name: name,
                          entry: entries.first,
                          bundleIdentifier: reader.string("bundleIdentifier", log: &log))
        app.entries = entries
        app.home = reader.string("home", log: &log)
        app.relaunch = reader.bool("relaunch", log: &log)
        decodeLaunch(reader, into: &app, log: &log)
        return app
    }
}
