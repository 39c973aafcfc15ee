// Where the plugins look for specs and where their outputs go. Plain Foundation, no
// PackagePlugin, so the same file (linked into each plugin folder) is also compiled into the
// tests that check the plugins never write outside their output folder.
import Foundation

enum PluginPaths {
    static let settingsFileName = "pagewright.json"
    static let outputFolderName = "Generated"
    /// The Markdown picture of the navigation graph the tool writes beside the Swift files.
    static let graphFileName = "NavigationGraph.md"

    /// Folders under `directory` that hold a `pagewright.json`: each is one specs folder.
    static func specsFolders(in directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var candidates: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent == settingsFileName {
            candidates.append(url.deletingLastPathComponent().standardizedFileURL)
        }
        // A pagewright.json inside a specs folder is not a specs folder of its own.
        let folders = candidates.filter { folder in !candidates.contains { folder.path.hasPrefix($0.path + "/") } }
        return folders.sorted { $0.path < $1.path }
    }

    /// Every spec file the tool reads in `folder` (the settings file included), sorted.
    static func specFiles(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "json" { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }

    /// The string tables the settings name under `"localization": { "catalog": … }` (a path or a
    /// list, relative to the specs folder), so that editing one regenerates: a `.xcstrings` file,
    /// or a `.strings` file with the same table in every `.lproj` folder beside its own. Files
    /// that are not there are left out; the tool reports them.
    static func catalogFiles(settings: URL) -> [URL] {
        guard let data = FileManager.default.contents(atPath: settings.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let localization = object["localization"] as? [String: Any] else { return [] }
        let paths = (localization["catalog"] as? [String]) ?? (localization["catalog"] as? String).map { [$0] } ?? []
        let folder = settings.deletingLastPathComponent()
        var files: [URL] = []
        for path in paths where !path.isEmpty {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            if url.pathExtension == "strings", url.deletingLastPathComponent().pathExtension == "lproj" {
                let resources = url.deletingLastPathComponent().deletingLastPathComponent()
                let languages = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
                for language in languages.sorted() where language.hasSuffix(".lproj") {
                    let table = resources.appendingPathComponent(language).appendingPathComponent(url.lastPathComponent)
                    if FileManager.default.fileExists(atPath: table.path) { files.append(table.standardizedFileURL) }
                }
            } else if FileManager.default.fileExists(atPath: url.path) {
                files.append(url.standardizedFileURL)
            }
        }
        return files
    }

    /// The checked-in output folder for a specs folder: `Generated` beside it.
    static func outputFolder(forSpecs specs: URL) -> URL {
        specs.standardizedFileURL.deletingLastPathComponent().appendingPathComponent(outputFolderName)
    }

    /// The files `pagewright generate` writes for these specs, derived from their names, the
    /// settings' `style` list and which files declare `types` (the tool's rule:
    /// `PagewrightSupport.swift` for every style, and `PagewrightTypes.swift` when types are
    /// declared; for the factory style `<spec base name>.pagewright.swift` and the factory; for the
    /// plain and Screenplay styles `Plain/<base>.plain.swift`, `Screenplay/<base>.screenplay.swift`
    /// and each one's support file; a types file has no file of its own).
    static func outputFiles(forSpecs specs: [URL], in output: URL) -> [URL] {
        let settings = specs.first { $0.lastPathComponent == settingsFileName }
        let read = specs.filter { $0.lastPathComponent != settingsFileName }.map { ($0, types(in: $0)) }
        let bases = read.filter { !$0.1.isTypesFile }.map { $0.0.deletingPathExtension().lastPathComponent }
        let styles = styles(settings: settings)
        var files: [URL] = []
        if read.contains(where: { $0.1.isTypesFile && $0.1.declares }) || settings.map({ types(in: $0).declares }) == true {
            files.append(output.appendingPathComponent("PagewrightTypes.swift"))
        }
        if styles.contains("factory") {
            files += [output.appendingPathComponent("PageObjectsFactory.swift"), output.appendingPathComponent("PagewrightSupport.swift")]
            files += bases.map { output.appendingPathComponent($0 + ".pagewright.swift") }
        } else {
            files.append(output.appendingPathComponent("PagewrightSupport.swift"))
        }
        for (style, folder, support) in [("plain", "Plain", "PlainSupport.swift"), ("screenplay", "Screenplay", "ScreenplaySupport.swift")] where styles.contains(style) {
            let directory = output.appendingPathComponent(folder)
            files.append(directory.appendingPathComponent(support))
            files += bases.map { directory.appendingPathComponent("\($0).\(style).swift") }
        }
        // The tour, one file per style, when the settings have `generate` write it.
        if generatesTour(settings: settings) {
            let tours = ["factory": "PagewrightTour.swift", "plain": "PagewrightPlainTour.swift", "screenplay": "PagewrightScreenplayTour.swift"]
            files += styles.sorted().compactMap { tours[$0] }.map { output.appendingPathComponent($0) }
        }
        return files
    }

    /// Whether the settings say `"tour": { "generate": true }`.
    static func generatesTour(settings: URL?) -> Bool {
        guard let settings, let data = FileManager.default.contents(atPath: settings.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tour = object["tour"] as? [String: Any] else { return false }
        return tour["generate"] as? Bool == true
    }

    /// Whether a spec file is a types file (a `types` key, and no `screen`, `trait` or `flows`),
    /// and whether it (or the settings file) declares any type. An unreadable file is neither;
    /// the tool reports it and writes nothing.
    static func types(in file: URL) -> (isTypesFile: Bool, declares: Bool) {
        guard let data = FileManager.default.contents(atPath: file.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["types"] != nil else { return (false, false) }
        let isTypesFile = object["screen"] == nil && object["trait"] == nil && object["flows"] == nil
        return (isTypesFile, (object["types"] as? [String: Any])?.isEmpty == false)
    }

    /// The `style` of a settings file: a name or a list of names; `factory` when there is none
    /// (or the file cannot be read, which the tool then reports).
    static func styles(settings: URL?) -> Set<String> {
        guard let settings, let data = FileManager.default.contents(atPath: settings.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return ["factory"] }
        let listed = (object["style"] as? [String]) ?? (object["style"] as? String).map { [$0] } ?? []
        let known = Set(listed).intersection(["factory", "plain", "screenplay"])
        return known.isEmpty ? ["factory"] : known
    }
}
