/// `pagewright drift`: the specs against recordings of the running app. For every recorded
/// screen, each element of the screen (its own and its traits') whose locator finds nothing in
/// any recording of the screen is a warning at the element's `file:line:column`; identifiers the
/// recordings hold that no element finds and no spec mentions are listed as not covered.
///
/// A parameterised element counts as found when it finds something for some value. Elements a
/// screen's `verify` expects to be absent (spinners) are not looked for. A section (`sectionOf`)
/// without recordings of its own is checked against its container's.
public struct DriftReport: Sendable {
    /// Warnings at spec positions; notes for what could not be checked.
    public var diagnostics: DiagnosticLog
    public struct Uncovered: Sendable, Equatable {
        public var identifier: String
        /// The element as recorded: `button 'Log In'`.
        public var element: String
        public var file: String

        public init(identifier: String, element: String, file: String) {
            self.identifier = identifier
            self.element = element
            self.file = file
        }
    }
    public var uncovered: [Uncovered]
    /// Screens that had recordings, in project order.
    public var screensChecked: [String]
    public var elementsChecked: Int

    public var summary: String {
        let missing = diagnostics.warningCount
        return "drift: \(screensChecked.count) recorded screen\(screensChecked.count == 1 ? "" : "s"), \(elementsChecked) element\(elementsChecked == 1 ? "" : "s") checked, "
            + "\(missing) find\(missing == 1 ? "s" : "") nothing, \(uncovered.count) identifier\(uncovered.count == 1 ? "" : "s") not covered"
    }
}

public enum DriftCheck {
    static let skippedTypes: Set<String> = ["keyboard", "key"]

    /// `model` is the validated project's resolved model: locators mean here what they mean in
    /// the generated code.
    public static func check(_ model: Resolved.Project, recordings: [RecordingFolder.Entry]) -> DriftReport {
        var log = DiagnosticLog()
        var byScreen: [String: [RecordingFolder.Entry]] = [:]
        for entry in recordings { byScreen[entry.recording.screen, default: []].append(entry) }
        let screens = model.screens
        for (name, entries) in byScreen.sorted(by: { $0.key < $1.key }) where model.screen(name) == nil {
            for entry in entries {
                log.warning(.unknownRecordedScreen, "the recording is of screen '\(name)', which no spec describes\(Suggestions.didYouMean(name, in: screens.map(\.name)))",
                            at: .file(entry.file))
            }
        }
        var checked: [String] = []
        var elementCount = 0
        var mentioned: [TextPattern] = []
        let indexes = Dictionary(recordings.map { ($0.file, RecordingIndex($0.recording.root)) }, uniquingKeysWith: { first, _ in first })
        // Positions some element finds, by recording file: what is covered.
        var found: [String: Set<Int>] = [:]
        for screen in screens {
            let queries = ElementQueries(screen: screen, model: model)
            mentioned += queries.entries.flatMap(\.identifiers)
            let entries = byScreen[screen.name] ?? screen.container.flatMap { byScreen[$0] } ?? []
            guard !entries.isEmpty else { continue }
            checked.append(screen.name)
            let absent = Set(screen.verification.absent.map(\.name))
            let files = entries.map(\.file).joined(separator: ", ")
            for query in queries.entries {
                var finds = false
                var unknown: String?
                for entry in entries {
                    switch indexes[entry.file]!.evaluate(query.query) {
                    case .found(let positions):
                        finds = finds || !positions.isEmpty
                        found[entry.file, default: []].formUnion(positions)
                    case .unknown(let reason):
                        unknown = reason
                    }
                }
                // Elements the screen's verify expects gone (spinners) are not looked for.
                guard !absent.contains(query.name) else { continue }
                elementCount += 1
                if finds { continue }
                if let unknown {
                    log.append(Diagnostic(.note, "'\(query.name)' on \(screen.name) was not checked: \(unknown)", at: query.location))
                    continue
                }
                let owner = query.isFromTrait ? " (of a trait of \(screen.name))" : ""
                log.warning(.notInRecording, "'\(query.name)'\(owner) finds nothing in the recording\(entries.count == 1 ? "" : "s") of \(screen.name) (\(files))",
                            at: query.location)
            }
        }
        var uncovered: [DriftReport.Uncovered] = []
        for entry in recordings {
            let index = indexes[entry.file]!
            let covered = found[entry.file] ?? []
            var seen: Set<String> = []
            var position = 0
            while position < index.nodes.count {
                let node = index.nodes[position]
                if skippedTypes.contains(node.element.type) {
                    position = node.end
                    continue
                }
                defer { position += 1 }
                let identifier = node.element.identifier
                guard !identifier.isEmpty, !covered.contains(position), !mentioned.contains(where: { $0.matches(identifier) }),
                      seen.insert(identifier).inserted else { continue }
                let label = node.element.label.isEmpty ? "" : " '\(node.element.label)'"
                uncovered.append(.init(identifier: identifier, element: node.element.type + label, file: entry.file))
            }
        }
        return DriftReport(diagnostics: log, uncovered: uncovered, screensChecked: checked, elementsChecked: elementCount)
    }
}
