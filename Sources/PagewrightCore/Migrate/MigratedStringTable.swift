/// The string table `migrate` writes beside the specs when they name localised texts, so they
/// validate as written: a String Catalog holding only the keys the specs use, each without a
/// text, which a catalog reads as its key (as `NSLocalizedString` falls back to its key). Its
/// comments say which keys the sources define and which are placeholders for definitions that
/// were not read. The app's own tables are what `pagewright.json` should name in the end.
enum MigratedStringTable {
    static let fileName = "Localizable.xcstrings"

    /// Every localised key the screens name, in their order, once each.
    static func keys(in screens: [MigratedScreen]) -> [String] {
        var texts: [String] = []
        for screen in screens {
            for element in screen.elements { texts += [element.id ?? "", element.label ?? ""] }
            for action in screen.actions {
                for step in action.steps { texts += [step.argument ?? ""] + step.args.map(\.value) }
            }
            for check in screen.checks {
                for assertion in check.assertions { texts += [assertion.equals ?? "", assertion.contains ?? ""] + assertion.args.map(\.value) }
            }
        }
        var seen: Set<String> = []
        return texts.flatMap(LocalizedTexts.keys(in:)).filter { seen.insert($0).inserted }
    }

    /// The catalog's JSON, keys sorted: the same keys always give the same bytes.
    static func text(keys: [String], defined: Set<String>) -> String {
        let entries = keys.sorted().map { key in
            let comment = defined.contains(key)
                ? "The key of NSLocalizedString in the sources migrate read."
                : "A placeholder: the sources name this text, but its definition was not among them. Replace it with the app's key."
            return "    \(JSONString.quoted(key)): { \"comment\": \(JSONString.quoted(comment)) }"
        }
        return "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\": \"1.0\"\n}\n"
    }
}
