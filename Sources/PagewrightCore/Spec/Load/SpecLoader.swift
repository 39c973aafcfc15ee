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
        // Each file is parsed and decoded on its own, so the files are spread over the cores; the
        // results are taken in path order below, so the project and every diagnostic come out in
        // the same order as one file after another.
        let read = files.sorted(by: { $0.relativePath < $1.relativePath }).concurrentMap { Self.read($0) }
        for file in read {
            log.append(contentsOf: file.log)
            decoder.log.append(contentsOf: file.decoderLog)
            lost.formUnion(file.lost)
            switch file.content {
            case .settings(let root, let path):
                settingsNode = root
                settingsFile = path
            case .unreadableSettings(let path):
                settingsFile = path
            case .types(let declared): types += declared
            case .flows(let flows): flowFiles.append(flows)
            case .page(let page): pages.append(page)
            case .none: break
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

    /// One file read on its own: what it holds, what reading it logged (syntax and size errors),
    /// and what decoding it logged, kept apart as the loader reports them.
    private struct ReadFile: Sendable {
        enum Content: Sendable {
            case none
            case settings(JSONNode, path: String)
            case unreadableSettings(path: String)
            case types([TypeDeclSpec])
            case flows(FlowFileSpec)
            case page(PageSpec)
        }
        var content: Content = .none
        var log = DiagnosticLog()
        var decoderLog = DiagnosticLog()
        var lost: Set<String> = []
    }

    /// Parses and decodes one file with a decoder of its own (a decoder keeps nothing between
    /// files but its log).
    private static func read(_ file: SpecFile) -> ReadFile {
        var result = ReadFile()
        guard file.size <= maximumFileSize, file.bytes.count <= maximumFileSize else {
            result.log.error("the file is \(max(file.size, file.bytes.count)) bytes; a spec file may be at most \(maximumFileSize) bytes (16 MiB)", at: .file(file.displayPath))
            return result
        }
        let root: JSONNode
        do {
            root = try JSONReader.parse(file.bytes, file: file.displayPath, words: SpecWords.table)
        } catch {
            result.log.error(error.message, at: error.location)
            if file.isSettings { result.content = .unreadableSettings(path: file.displayPath) } else { result.lost = guessedPageNames(file) }
            return result
        }
        var decoder = PageDecoder()
        if file.isSettings {
            result.content = .settings(root, path: file.displayPath)
        } else if file.relativePath.hasSuffix("/" + SpecFile.settingsFileName) {
            result.log.warning(.nestedSettings, "settings are read only from the top of the specs folder; this \(SpecFile.settingsFileName) is ignored",
                               at: root.location)
        } else if TypesDecoder.isTypesFile(root) {
            result.content = .types(decoder.decodeTypesFile(root, relativePath: file.relativePath))
        } else if FlowDecoder.isFlowFile(root) {
            if let flows = decoder.decodeFlows(root, relativePath: file.relativePath) { result.content = .flows(flows) }
        } else if let page = decoder.decode(root, relativePath: file.relativePath) {
            result.content = .page(page)
        } else {
            result.lost = guessedPageNames(file)
        }
        result.decoderLog = decoder.log
        return result
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

