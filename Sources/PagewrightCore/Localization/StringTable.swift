/// One table of an app's localised strings (`Localizable`), read from a String Catalog
/// (`Localizable.xcstrings`) or from the `.strings` files of its `<language>.lproj` folders: every
/// key with its text in each language, and where the key was written.
public struct StringTable: Sendable {
    public enum Format: String, Sendable {
        /// A String Catalog (`.xcstrings`, JSON): every language in one file.
        case catalog
        /// `.strings` files, one per `<language>.lproj` folder.
        case stringsFiles
    }

    /// The table's name, which is the file's base name (`Localizable`).
    public var name: String
    public var format: Format
    /// The path of the catalog, or of the source language's `.strings` file, as diagnostics show it.
    public var path: String
    /// The language the app is written in (the catalog's `sourceLanguage`).
    public var sourceLanguage: String
    /// Every language the table holds text for, the source language included, sorted.
    public var languages: [String]
    /// The keys, sorted, each once.
    public private(set) var entries: [String: StringEntry] = [:]

    public init(name: String, format: Format, path: String, sourceLanguage: String, languages: [String]) {
        self.name = name
        self.format = format
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.languages = languages
    }

    public var keys: [String] { entries.keys.sorted() }

    public subscript(key: String) -> StringEntry? { entries[key] }

    mutating func set(_ entry: StringEntry) { entries[entry.key] = entry }
}

/// A key of a string table and its text in each language that has one.
public struct StringEntry: Sendable {
    public var key: String
    /// Where the key was written (in a `.strings` table, in the source language's file when it
    /// has the key).
    public var location: SourceLocation
    /// By language.
    public var translations: [String: Translation]
    /// The catalog says not to translate it (`shouldTranslate: false`): its source text is every
    /// language's.
    public var doesNotTranslate = false

    public init(key: String, location: SourceLocation, translations: [String: Translation] = [:]) {
        self.key = key
        self.location = location
        self.translations = translations
    }
}

/// What one language says for a key.
public struct Translation: Sendable, Equatable {
    /// The text on every device; nil when the language gives it only per device or per plural.
    public var text: String?
    /// Texts per device (`iphone`, `ipad`, `mac`, `other`, …), from a catalog's `device` variations.
    public var byDevice: [String: String]
    /// The language varies the text by a number (`plural` variations, or substitutions): it is a
    /// format, not one text a label could have.
    public var isPlural: Bool
    public var location: SourceLocation

    public init(text: String?, byDevice: [String: String] = [:], isPlural: Bool = false, location: SourceLocation) {
        self.text = text
        self.byDevice = byDevice
        self.isPlural = isPlural
        self.location = location
    }
}
