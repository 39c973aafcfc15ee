/// Reads a String Catalog (`.xcstrings`): JSON with the catalog's `sourceLanguage`, and under
/// `strings` each key's `localizations` by language, each a `stringUnit` (`state`, `value`) or
/// `variations` (`plural`, `device`, …) of them, possibly with `substitutions`.
///
/// Apple does not document the format (Xcode writes it; an Apple engineer called it private on the
/// developer forums, thread 732120); these are its facts as Xcode 15 and later write them and as
/// translation tools read them (Lokalise, Localazy, Smartling). Members the reader does not use
/// (`comment`, `extractionState`, `version`, a unit's `state`) are ignored, so a newer Xcode's
/// additions do not break it; a member of the wrong kind is an error at its position.
enum StringCatalogReader {
    static func read(_ bytes: [UInt8], path: String, log: inout DiagnosticLog) -> StringTable? {
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes, file: path)
        } catch {
            log.error("this String Catalog is not valid JSON: \(error.message)", at: error.location)
            return nil
        }
        guard let catalog = members(root, what: "a String Catalog", log: &log) else { return nil }
        guard let sourceNode = catalog["sourceLanguage"] else {
            log.error("a String Catalog names its 'sourceLanguage' (such as \"en\"); this one has none", at: root.location)
            return nil
        }
        guard let source = string(sourceNode, what: "'sourceLanguage'", log: &log) else { return nil }
        guard !source.isEmpty else {
            log.error("'sourceLanguage' is empty; expected a language such as \"en\"", at: sourceNode.location)
            return nil
        }
        guard let stringsNode = catalog["strings"] else {
            log.error("a String Catalog holds its keys under 'strings'; this one has none", at: root.location)
            return nil
        }
        guard let strings = orderedMembers(stringsNode, what: "'strings'", log: &log) else { return nil }

        var table = StringTable(name: baseName(of: path), format: .catalog, path: path, sourceLanguage: source, languages: [])
        var languages: Set<String> = [source]
        for member in strings {
            guard let entry = readEntry(member, sourceLanguage: source, log: &log) else { continue }
            languages.formUnion(entry.translations.keys)
            table.set(entry)
        }
        table.languages = languages.sorted()
        return table
    }

    /// One key. Without a source-language unit the key itself is the source text (what Xcode
    /// shows and compiles for a key extracted from code); with `shouldTranslate: false` its text is
    /// the same in every language.
    private static func readEntry(_ member: JSONObject.Member, sourceLanguage: String, log: inout DiagnosticLog) -> StringEntry? {
        guard let fields = members(member.value, what: "the key '\(member.key)'", log: &log) else { return nil }
        var entry = StringEntry(key: member.key, location: member.keyLocation)
        if let localizations = fields["localizations"],
           let languages = orderedMembers(localizations, what: "'localizations' of '\(member.key)'", log: &log) {
            for language in languages {
                guard !language.key.isEmpty else {
                    log.error("an empty language code in the localizations of '\(member.key)'", at: language.keyLocation)
                    continue
                }
                if let translation = readLocalization(language.value, key: member.key, language: language.key, log: &log) {
                    entry.translations[language.key] = translation
                }
            }
        }
        if entry.translations[sourceLanguage] == nil {
            entry.translations[sourceLanguage] = Translation(text: member.key, location: member.keyLocation)
        }
        if let node = fields["shouldTranslate"] {
            guard case .bool(let shouldTranslate) = node.value else {
                log.error("expected true or false for 'shouldTranslate' of '\(member.key)', found \(node.value.kindDescription)", at: node.location)
                return entry
            }
            if !shouldTranslate { entry.doesNotTranslate = true }
        }
        return entry
    }

    /// A language's `stringUnit`, or its `variations`; `substitutions` make it a format.
    private static func readLocalization(_ node: JSONNode, key: String, language: String, log: inout DiagnosticLog) -> Translation? {
        guard let fields = members(node, what: "the '\(language)' localization of '\(key)'", log: &log) else { return nil }
        var translation = Translation(text: nil, location: node.location)
        if let unit = fields["stringUnit"] {
            guard let value = unitValue(unit, key: key, language: language, log: &log) else { return nil }
            translation.text = value
        }
        if let variations = fields["variations"] {
            guard let kinds = orderedMembers(variations, what: "the variations of '\(key)' in '\(language)'", log: &log) else { return nil }
            for kind in kinds {
                switch kind.key {
                case "device":
                    guard let devices = orderedMembers(kind.value, what: "the device variations of '\(key)' in '\(language)'", log: &log) else { return nil }
                    for device in devices {
                        guard let deviceFields = members(device.value, what: "the '\(device.key)' variation of '\(key)' in '\(language)'", log: &log) else { return nil }
                        if let unit = deviceFields["stringUnit"] {
                            guard let value = unitValue(unit, key: key, language: language, log: &log) else { return nil }
                            translation.byDevice[device.key] = value
                        } else if deviceFields["variations"] != nil {
                            translation.isPlural = true  // a device's text that varies again (by plural)
                        }
                    }
                default:
                    // `plural` (and any kind a later Xcode adds) varies by something a label
                    // cannot know in advance.
                    translation.isPlural = true
                }
            }
        }
        if fields["substitutions"] != nil { translation.isPlural = true }
        if translation.text == nil, let other = translation.byDevice["other"], !translation.isPlural, translation.byDevice.count == 1 {
            translation.text = other
        }
        guard translation.text != nil || !translation.byDevice.isEmpty || translation.isPlural else {
            log.error("the '\(language)' localization of '\(key)' has neither a 'stringUnit' nor 'variations'", at: node.location)
            return nil
        }
        return translation
    }

    private static func unitValue(_ node: JSONNode, key: String, language: String, log: inout DiagnosticLog) -> String? {
        guard let unit = members(node, what: "a 'stringUnit' of '\(key)' in '\(language)'", log: &log) else { return nil }
        guard let valueNode = unit["value"] else {
            log.error("this 'stringUnit' of '\(key)' in '\(language)' has no 'value'", at: node.location)
            return nil
        }
        return string(valueNode, what: "'value'", log: &log)
    }

    // MARK: JSON helpers

    /// An object's members by key; a repeated key is an error (the catalog would mean two things).
    private static func members(_ node: JSONNode, what: String, log: inout DiagnosticLog) -> [String: JSONNode]? {
        guard let list = orderedMembers(node, what: what, log: &log) else { return nil }
        var map: [String: JSONNode] = [:]
        for member in list { map[member.key] = member.value }
        return map
    }

    private static func orderedMembers(_ node: JSONNode, what: String, log: inout DiagnosticLog) -> [JSONObject.Member]? {
        guard case .object(let object) = node.value else {
            log.error("expected an object for \(what), found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        var seen: [String: SourceLocation] = [:]
        var unique: [JSONObject.Member] = []
        for member in object.members {
            if let first = seen[member.key] {
                log.error("duplicate key '\(member.key)' in \(what); the first is at line \(first.line), column \(first.column)", at: member.keyLocation)
                continue
            }
            seen[member.key] = member.keyLocation
            unique.append(member)
        }
        return unique
    }

    private static func string(_ node: JSONNode, what: String, log: inout DiagnosticLog) -> String? {
        guard case .string(let value) = node.value else {
            log.error("expected a string for \(what), found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return value
    }

    /// `Localizable` for `…/Localizable.xcstrings` or `…/en.lproj/Localizable.strings`.
    static func baseName(of path: String) -> String {
        let file = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
