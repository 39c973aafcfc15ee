/// Load stage: bytes of spec files → `SpecProject`, with every syntax and shape problem logged.
public enum SpecLoader {
    /// Far beyond any hand-written spec; it keeps a stray data file from costing minutes.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// `catalogs` is where the string tables the settings name are read from (the disk, relative
    /// to the folder holding `pagewright.json`).
    public static func load(_ files: [SpecFile], catalogs: CatalogSource = .disk) -> (project: SpecProject, log: DiagnosticLog) {
        var log = DiagnosticLog()
        var settingsNode: JSONNode?
        var settingsFile: String?
        var pages: [PageSpec] = []
        var flowFiles: [FlowFileSpec] = []
        var types: [TypeDeclSpec] = []
        var decoder = PageDecoder()
        var lost: Set<String> = []
        for file in files.sorted(by: { $0.relativePath < $1.relativePath }) {
            guard file.size <= maximumFileSize, file.bytes.count <= maximumFileSize else {
                log.error("the file is \(max(file.size, file.bytes.count)) bytes; a spec file may be at most \(maximumFileSize) bytes (16 MiB)", at: .file(file.displayPath))
                continue
            }
            let root: JSONNode
            do {
                root = try JSONReader.parse(file.bytes, file: file.displayPath)
            } catch {
                log.error(error.message, at: error.location)
                if file.isSettings { settingsFile = file.displayPath } else { lost.formUnion(guessedPageNames(file)) }
                continue
            }
            if file.isSettings {
                settingsNode = root
                settingsFile = file.displayPath
            } else if file.relativePath.hasSuffix("/" + SpecFile.settingsFileName) {
                log.warning(.nestedSettings, "settings are read only from the top of the specs folder; this \(SpecFile.settingsFileName) is ignored",
                            at: root.location)
            } else if TypesDecoder.isTypesFile(root) {
                types += decoder.decodeTypesFile(root, relativePath: file.relativePath)
            } else if FlowDecoder.isFlowFile(root) {
                if let flows = decoder.decodeFlows(root, relativePath: file.relativePath) { flowFiles.append(flows) }
            } else if let page = decoder.decode(root, relativePath: file.relativePath) {
                pages.append(page)
            } else {
                lost.formUnion(guessedPageNames(file))
            }
        }
        // Types in the settings come first: they are the project's own, read before any file.
        if let settingsNode, case .object(let object) = settingsNode.value,
           let typesNode = object.members.first(where: { $0.key == "types" })?.value {
            types = decoder.decodeTypes(typesNode, source: SpecFile.settingsFileName) + types
        }
        log.append(contentsOf: decoder.log)
        let settings = SettingsDecoder.decode(settingsNode, file: settingsFile, log: &log)
        var project = SpecProject(settings: settings, pages: pages, flowFiles: flowFiles, types: types)
        project.lostPageNames = lost
        if let localization = settings.localization {
            project.strings = StringTableLoader.load(localization, settingsFile: settingsFile, source: catalogs, log: &log)
        }
        if settings.allowsUnknownKeys { log = log.allowingUnknownKeys() }
        return (project, log)
    }

    /// What a page file that could not be read would have been called: the file's name, and the
    /// first `"screen": "…"` or `"trait": "…"` in its text.
    static func guessedPageNames(_ file: SpecFile) -> Set<String> {
        let fileName = file.relativePath.split(separator: "/").last.map(String.init) ?? file.relativePath
        var names: Set<String> = [fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName]
        let text = String(decoding: file.bytes.prefix(64 * 1024), as: UTF8.self)
        if let match = text.firstMatch(of: /"(?:screen|trait)"\s*:\s*"([^"\\]{1,200})"/) { names.insert(String(match.1)) }
        return names
    }
}

