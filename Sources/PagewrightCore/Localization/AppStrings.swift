/// The app's localised strings as the settings name them: its string tables and the languages it
/// ships. Read once, at load time, so validation and resolution look keys up without touching
/// the disk.
public struct AppStrings: Sendable {
    public var tables: [StringTable]
    /// The languages the app ships, sorted: the settings' `languages`, else every language a table
    /// has text for.
    public var languages: [String]
    /// A catalog the settings name could not be read: its error is reported, and no key is
    /// reported unknown because of it (one root cause, one error).
    public var isIncomplete: Bool

    public init(tables: [StringTable], languages: [String], isIncomplete: Bool) {
        self.tables = tables
        self.languages = languages
        self.isIncomplete = isIncomplete
    }

    public func table(named name: String) -> StringTable? { tables.first { $0.name == name } }

    /// The tables that hold `key`, in the order the settings list them.
    public func tables(holding key: String) -> [StringTable] { tables.filter { $0[key] != nil } }
}

/// Where catalog files are read from: the disk, or (for tests and tools that hold files in
/// memory) a set of files by path.
public enum CatalogSource: Sendable {
    case disk
    case files([String: [UInt8]])
}
