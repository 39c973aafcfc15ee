import Foundation

/// Reads the string tables `pagewright.json` names (`"localization": { "catalog": … }`), relative to
/// the specs folder. A path that is not there, not a file, or not readable is an error at the
/// settings' `catalog` value; a malformed catalog is an error at its own line and column. A
/// special file (a FIFO) is refused without being opened, and nothing larger than
/// `maximumFileSize` is read.
enum StringTableLoader {
    /// Far beyond any app's table (a few MiB for thousands of keys in dozens of languages).
    static let maximumFileSize = 64 * 1024 * 1024
    /// At most this many `.lproj` folders are read beside a `.strings` table (Apple ships apps in
    /// about forty languages).
    static let maximumLanguages = 1_000

    static func load(_ spec: LocalizationSpec, settingsFile: String?, source: CatalogSource, log: inout DiagnosticLog) -> AppStrings {
        let base = settingsFile.map(directory(of:)) ?? "."
        var tables: [StringTable] = []
        // No catalog named is an error the settings reported; no key is unknown because of it.
        var incomplete = spec.catalogs.isEmpty
        for catalog in spec.catalogs {
            let path = join(base, catalog.value)
            var tableLog = DiagnosticLog()
            let table: StringTable?
            if catalog.value.hasSuffix(".xcstrings") {
                table = readCatalog(path, named: catalog, source: source, log: &tableLog)
            } else if catalog.value.hasSuffix(".strings") {
                table = readStringsTable(path, named: catalog, sourceLanguage: spec.sourceLanguage, source: source, log: &tableLog)
            } else {
                tableLog.error("expected a String Catalog (a .xcstrings file) or a .strings file inside its source language's .lproj folder, found '\(catalog.value)'",
                               at: catalog.location)
                table = nil
            }
            log.append(contentsOf: tableLog)
            guard let table, !tableLog.hasErrors else {
                incomplete = true
                continue
            }
            if let first = tables.first(where: { $0.name == table.name }) {
                log.error("two tables are named '\(table.name)' (\(first.path) and \(table.path)); a label names its table by that name", at: catalog.location)
                continue
            }
            tables.append(table)
        }
        var languages = Set(tables.flatMap(\.languages))
        if !spec.languages.isEmpty { languages = Set(spec.languages.map(\.value)) }
        return AppStrings(tables: tables, languages: languages.sorted(), isIncomplete: incomplete)
    }

    // MARK: Formats

    private static func readCatalog(_ path: String, named catalog: Located<String>, source: CatalogSource, log: inout DiagnosticLog) -> StringTable? {
        guard let bytes = read(path, named: catalog, source: source, log: &log) else { return nil }
        return StringCatalogReader.read(bytes, path: path, log: &log)
    }

    /// The named `.strings` file is the source language's; the same table in every other
    /// `<language>.lproj` folder beside its folder is read too (`Base.lproj` is the source
    /// language's, never another language).
    private static func readStringsTable(_ path: String, named catalog: Located<String>, sourceLanguage: Located<String>?,
                                         source: CatalogSource, log: inout DiagnosticLog) -> StringTable? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fileName = components.last ?? path
        let folder = components.count >= 2 ? components[components.count - 2] : ""
        guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else {
            log.error("a .strings table is read from its source language's .lproj folder (such as en.lproj/\(fileName)); '\(catalog.value)' is not in one",
                      at: catalog.location)
            return nil
        }
        let folderLanguage = String(folder.dropLast(".lproj".count))
        let language: String
        if let sourceLanguage {
            language = sourceLanguage.value
        } else if folderLanguage == "Base" {
            log.error("'\(catalog.value)' is in Base.lproj, which names no language; add \"sourceLanguage\" (such as \"en\") to 'localization'",
                      at: catalog.location)
            return nil
        } else {
            language = folderLanguage
        }
        guard let sourceBytes = read(path, named: catalog, source: source, log: &log),
              let sourceEntries = StringsFileReader.read(sourceBytes, path: path, log: &log) else { return nil }

        let resources = components.count > 2 ? components.dropLast(2).joined(separator: "/") : "."
        var table = StringTable(name: StringCatalogReader.baseName(of: fileName), format: .stringsFiles, path: path,
                                sourceLanguage: language, languages: [])
        var languages: Set<String> = [language]
        for entry in sourceEntries {
            table.set(StringEntry(key: entry.key, location: entry.location,
                                  translations: [language: Translation(text: entry.value, location: entry.location)]))
        }
        let others = lprojFolders(in: resources, source: source, log: &log, at: catalog.location)
        for other in others where other != folder {
            let otherLanguage = String(other.dropLast(".lproj".count))
            guard otherLanguage != "Base", otherLanguage != language else { continue }
            let otherPath = join(resources, other + "/" + fileName)
            guard exists(otherPath, source: source) else { continue }  // that language has other tables only
            guard let bytes = read(otherPath, named: catalog, source: source, log: &log),
                  let entries = StringsFileReader.read(bytes, path: otherPath, log: &log) else { continue }
            languages.insert(otherLanguage)
            for entry in entries {
                var merged = table[entry.key] ?? StringEntry(key: entry.key, location: entry.location)
                merged.translations[otherLanguage] = Translation(text: entry.value, location: entry.location)
                table.set(merged)
            }
        }
        table.languages = languages.sorted()
        return table
    }

    // MARK: Files

    private static func lprojFolders(in folder: String, source: CatalogSource, log: inout DiagnosticLog, at location: SourceLocation) -> [String] {
        var names: [String]
        switch source {
        case .disk:
            do {
                names = try FileSystem.names(inDirectory: folder).valid
            } catch {
                log.error("cannot list '\(folder)' for the table's other languages: \(error.message)", at: location)
                return []
            }
        case .files(let files):
            let prefix = folder == "." ? "" : folder + "/"
            names = files.keys.compactMap { path -> String? in
                guard path.hasPrefix(prefix) else { return nil }
                return path.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
            }
        }
        let folders = Set(names.filter { $0.hasSuffix(".lproj") && $0.count > ".lproj".count && !$0.hasPrefix(".") }).sorted()
        if folders.count > maximumLanguages {
            log.error("'\(folder)' holds \(folders.count) .lproj folders; Pagewright reads at most \(maximumLanguages)", at: location)
            return Array(folders.prefix(maximumLanguages))
        }
        return folders
    }

    private static func exists(_ path: String, source: CatalogSource) -> Bool {
        switch source {
        case .disk: FileSystem.targetKind(atPath: path) != .missing || FileSystem.kind(atPath: path) == .symbolicLink
        case .files(let files): files[path] != nil
        }
    }

    private static func read(_ path: String, named catalog: Located<String>, source: CatalogSource, log: inout DiagnosticLog) -> [UInt8]? {
        switch source {
        case .files(let files):
            guard let bytes = files[path] else {
                log.error("no such file: '\(path)' (the catalog '\(catalog.value)', relative to the specs folder)", at: catalog.location)
                return nil
            }
            guard bytes.count <= maximumFileSize else {
                log.error("'\(path)' is \(bytes.count) bytes; a string table may be at most \(maximumFileSize) bytes (64 MiB)", at: catalog.location)
                return nil
            }
            return bytes
        case .disk:
            switch FileSystem.targetKind(atPath: path) {
            case .regular(let size):
                guard size <= maximumFileSize else {
                    log.error("'\(path)' is \(size) bytes; a string table may be at most \(maximumFileSize) bytes (64 MiB)", at: catalog.location)
                    return nil
                }
                do {
                    return try FileSystem.read(path, limit: maximumFileSize + 1, followLinks: true)
                } catch {
                    log.error("cannot read '\(path)': \(error.errorNumber == EINVAL ? "it is not a regular file" : error.message)", at: catalog.location)
                    return nil
                }
            case .missing:
                let dangling = FileSystem.kind(atPath: path) == .symbolicLink
                log.error(dangling ? "'\(path)' is a symbolic link to something that does not exist"
                                   : "no such file: '\(path)' (the catalog '\(catalog.value)', relative to the specs folder)",
                          at: catalog.location)
            case .directory:
                log.error("'\(path)' is a folder; name the .xcstrings file, or the .strings file in the source language's .lproj folder", at: catalog.location)
            case let other:
                log.error("'\(path)' is \(other.description), not a string table; Pagewright reads only regular files (it was not opened)", at: catalog.location)
            }
            return nil
        }
    }

    /// The folder part of a path as the user named it (`specs` for `specs/pagewright.json`).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base == "." { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }
}
