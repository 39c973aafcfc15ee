/// `pagewright drift`: the specs against recordings of the running app. For every recorded
/// screen, each element of the screen (its own and its traits') whose locator finds nothing in
/// any recording of the screen is a warning at the element's `file:line:column`; identifiers the
/// recordings hold that no spec mentions are listed as not covered.
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
    }
    public var uncovered: [Uncovered]
    /// Screens that had recordings, in project order.
    public var screensChecked: [String]
    public var elementsChecked: Int

    public var summary: String {
        let missing = diagnostics.warningCount
        return "drift: \(screensChecked.count) recorded screen\(screensChecked.count == 1 ? "" : "s"), \(elementsChecked) elements checked, "
            + "\(missing) find\(missing == 1 ? "s" : "") nothing, \(uncovered.count) identifier\(uncovered.count == 1 ? "" : "s") not covered"
    }
}

public enum DriftCheck {
    static let skippedTypes: Set<String> = ["keyboard", "key"]

    public static func check(_ project: SpecProject, recordings: [RecordingFolder.Entry]) -> DriftReport {
        var log = DiagnosticLog()
        var byScreen: [String: [RecordingFolder.Entry]] = [:]
        for entry in recordings { byScreen[entry.recording.screen, default: []].append(entry) }
        let screens = project.screens
        for (name, entries) in byScreen.sorted(by: { $0.key < $1.key }) where !screens.contains(where: { $0.name.value == name }) {
            for entry in entries {
                log.warning("the recording is of screen '\(name)', which no spec describes\(Suggestions.didYouMean(name, in: screens.map(\.name.value)))",
                            at: .file(entry.file))
            }
        }
        var checked: [String] = []
        var elementCount = 0
        var mentioned: [TextPattern] = []
        for screen in screens {
            let queries = SpecQueries(screen: screen, project: project)
            mentioned += queries.entries.flatMap(\.identifiers)
            let entries = byScreen[screen.name.value] ?? screen.sectionOf.flatMap { byScreen[$0.value] } ?? []
            guard !entries.isEmpty else { continue }
            checked.append(screen.name.value)
            let absent = Set(screen.verify?.absent.map(\.value) ?? [])
            let indexes = entries.map { RecordingIndex($0.recording.root) }
            let files = entries.map(\.file).joined(separator: ", ")
            for entry in queries.entries where !absent.contains(entry.name) {
                elementCount += 1
                var found = false
                var unknown: String?
                for index in indexes {
                    switch index.evaluate(entry.query) {
                    case .found(let positions): found = found || !positions.isEmpty
                    case .unknown(let reason): unknown = reason
                    }
                }
                if found { continue }
                if let unknown {
                    log.append(Diagnostic(.note, "'\(entry.name)' on \(screen.name.value) was not checked: \(unknown)", at: entry.location))
                    continue
                }
                let owner = screen.element(named: entry.name) == nil ? " (of a trait of \(screen.name.value))" : ""
                log.warning("'\(entry.name)'\(owner) finds nothing in the recording\(entries.count == 1 ? "" : "s") of \(screen.name.value) (\(files))",
                            at: entry.location)
            }
        }
        var uncovered: [DriftReport.Uncovered] = []
        for entry in recordings {
            var seen: Set<String> = []
            for element in entry.recording.allElements(skipping: skippedTypes) where !element.identifier.isEmpty {
                guard seen.insert(element.identifier).inserted, !mentioned.contains(where: { $0.matches(element.identifier) }) else { continue }
                let label = element.label.isEmpty ? "" : " '\(element.label)'"
                uncovered.append(.init(identifier: element.identifier, element: element.type + label, file: entry.file))
            }
        }
        return DriftReport(diagnostics: log, uncovered: uncovered, screensChecked: checked, elementsChecked: elementCount)
    }
}

extension Recording {
    /// Every element, depth first, leaving out the subtrees of elements of `types`.
    func allElements(skipping types: Set<String>) -> [RecordedElement] {
        var result: [RecordedElement] = []
        func visit(_ element: RecordedElement) {
            guard !types.contains(element.type) else { return }
            result.append(element)
            element.children.forEach(visit)
        }
        visit(root)
        return result
    }
}
