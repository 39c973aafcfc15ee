import Foundation

/// The language the app under test runs in, and a localised text in it: what a spec's
/// `{ "localized": "key" }` becomes. Generated code hands `text(_:source:byDevice:)` the key's
/// text in every language the app ships (the generator's table, from the app's string tables);
/// this picks the one the app shows.
///
/// The app's language is chosen as Bundle's localisation matching chooses it (`LanguageMatching`:
/// locale data, not only dropping subtags, so `en-IN` runs in `en-GB` when the app ships it, `es-MX`
/// in `es-419`, `zh-HK` in `zh-Hant`, `pt-AO` in `pt-PT`; Apple's TN2418), done here rather than
/// with `Bundle.preferredLocalizations(from:forPreferences:)`, because that is the test runner's
/// Foundation (on Linux, swift-corelibs-foundation's, which does not match the way Apple's does)
/// and the languages to match are the app's, not the runner's; when none matches, the source
/// language. (The `-AppleLanguages` launch argument: "Testing your internationalized app", Xcode
/// documentation.)
///
/// The preferred languages are, first, `language` when a test sets it; else the `-AppleLanguages`
/// argument of the last launch through the generated launch (`PagewrightLaunch.launch`, which
/// every style's launch and a factory's launch configuration go through); else the test runner's
/// own (`Locale.preferredLanguages`: the UI-test runner runs on the device under test, so on a
/// device its languages are the device's).
public enum PagewrightLocalization {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var override: String?
    nonisolated(unsafe) private static var launched: [String]?

    /// Set by a test to take the app as running in this language; nil (the default) reads the
    /// launch.
    public static var language: String? {
        get { lock.withLock { override } }
        set { lock.withLock { override = newValue } }
    }

    /// The languages of the last launch's `-AppleLanguages` argument, nil when it had none.
    public static var launchLanguages: [String]? { lock.withLock { launched } }

    /// Records a launch: the languages its arguments ask for (nil: none, the device's then count).
    public static func recordLaunch(arguments: [String]) {
        let languages = appleLanguages(in: arguments)
        lock.withLock { launched = languages }
    }

    /// The languages the app is asked to prefer, most preferred first.
    public static var preferredLanguages: [String] {
        if let language { return [language] }
        return launchLanguages ?? Locale.preferredLanguages
    }

    /// `-AppleLanguages (de, en)`: the argument domain's value, an old-style property list array
    /// (`("de-CH", en)`), or one bare language. The last such argument wins, as a later value
    /// does in the launch's arguments; nil without one.
    public static func appleLanguages(in arguments: [String]) -> [String]? {
        guard let index = arguments.lastIndex(of: "-AppleLanguages"), index + 1 < arguments.count else { return nil }
        var value = arguments[index + 1].trimmingCharacters(in: .whitespacesAndNewlines)
        if value.hasPrefix("("), value.hasSuffix(")") { value = String(value.dropFirst().dropLast()) }
        let languages = value.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.filter { !$0.isEmpty }
        return languages.isEmpty ? nil : languages
    }

    /// The language among `shipped` an app shows for `preferred`, as Bundle matches it
    /// (`LanguageMatching`), else `source`. Case and `_`/`-` do not matter.
    public static func match(_ preferred: [String], shipped: [String], source: String) -> String {
        LanguageMatching.bestMatch(preferred: preferred, shipped: shipped) ?? source
    }

    /// The text of a localised string in the language the app runs in: `texts` holds it in every
    /// language the app ships (a language without a translation holds the source text, which the
    /// app then shows).
    public static func text(_ texts: [String: String], source: String) -> String {
        texts[match(preferredLanguages, shipped: texts.keys.sorted(), source: source)] ?? texts[source] ?? ""
    }

    /// The same, with a String Catalog's per-device texts (`ipad`, `iphone`: language → text)
    /// where they differ; the device is asked, which the main actor owns.
    @MainActor
    public static func text(_ texts: [String: String], source: String, byDevice: [String: [String: String]]) -> String {
        let language = match(preferredLanguages, shipped: texts.keys.sorted(), source: source)
        let device = PagewrightDevice.idiom == .pad ? "ipad" : "iphone"
        return byDevice[device]?[language] ?? texts[language] ?? texts[source] ?? ""
    }
}
