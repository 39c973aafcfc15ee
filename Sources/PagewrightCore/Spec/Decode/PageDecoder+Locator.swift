/// How an element is found: `id`, `label` (a text, or `{ "localized": "key" }` for the app's
/// localised string) or `predicate`, shared by elements and their device variants.
extension PageDecoder {
    static let localizedKeys = ["localized", "table"]

    /// The locator written under `key` (one of `id`, `label`, `predicate`); nil after an error.
    mutating func decodeLocator(_ key: String, in reader: ObjectReader) -> ElementSpec.Locator? {
        guard let node = reader[key] else { return nil }
        if key == "label", case .object = node.value {
            return decodeLocalizedKey(node).map { .localizedLabel($0) }
        }
        guard case .string(let text) = node.value else {
            let alternative = key == "label" ? " or { \"localized\": \"key\" } for a text of the app's string tables" : ""
            log.error("expected a string\(alternative) for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        let template = TemplateParser.parse(text, at: node.location)
        switch key {
        case "id": return .identifier(template)
        case "label": return .label(template)
        default: return .predicate(template)
        }
    }

    /// An expected text (`equals`, `contains`): a template, or `{ "localized": "key" }` for the
    /// app's text in the language it was launched in.
    mutating func expectedText(_ key: String, in reader: ObjectReader) -> Template? {
        if let node = reader[key], case .object = node.value {
            return decodeLocalizedKey(node).map { Template(parts: [.localized($0)], location: node.location) }
        }
        return reader.string(key, log: &log).map { TemplateParser.parse($0.value, at: $0.location) }
    }

    mutating func decodeLocalizedKey(_ node: JSONNode) -> ElementSpec.LocalizedKey? {
        guard let reader = ObjectReader(node, what: "a localised label", known: Self.localizedKeysList, log: &log) else { return nil }
        // Without 'localized' the object is not a localised label at all: one error saying what
        // one looks like, not one more for each key it holds instead.
        guard reader.has(.localized) else {
            log.error("a label written as an object names its key in the app's string tables: { \"localized\": \"general.save\" }", at: node.location)
            return nil
        }
        reader.warnAboutUnknownKeys(log: &log)
        guard let key = reader.string(.localized, log: &log) else { return nil }
        guard !key.value.isEmpty else {
            log.error("the localised key is empty", at: key.location)
            return nil
        }
        return ElementSpec.LocalizedKey(key: key, table: reader.string(.table, log: &log), location: node.location)
    }
}
