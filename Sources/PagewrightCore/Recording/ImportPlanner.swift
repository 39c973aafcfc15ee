/// Turns a recording into the elements and anchors of a screen's spec.
///
/// - An element with an identifier is found by it, named from it (`Login.submit` → `submitButton`).
/// - A button or text without one is found by its label, when that label is unique on the screen.
/// - Two or more cells side by side are one element with a parameter: their identifiers' varying
///   last part (`VacancyCell.$id`), or their position (`index`); identified elements inside them
///   are found in that element.
/// - Anchors are up to two identifiers that occur once on the screen, the screen's own first
///   (`Login.…` on Login, `Saved.…` on SavedVacancies), outermost first; never a spinner, a
///   text or a cell, which come and go.
/// - With an existing spec, what one of its elements already finds is skipped, its names are
///   not reused, and anchors are proposed only when it has no `verify`.
struct ImportPlanner {
    /// What the spec already has.
    struct Existing {
        var names: Set<String>
        var hasVerify: Bool
        /// Recorded elements (by path) an existing element finds, with that element's name.
        var finds: [[Int]: String]
        /// Existing elements found by a literal identifier, by the key a proposal of the same
        /// element would have (`type, identifier`, or `container, type, identifier` inside a
        /// container): an identifier several recorded elements have is found once, by its first
        /// match, and is not proposed again for the others, so a second import adds nothing.
        var identified: [String: String] = [:]
        /// Existing elements found in the screen by a literal label, by `type, label`: the
        /// element a proposal by that label would find is the one they find, so it is not
        /// proposed again (a second import adds nothing).
        var labelled: [String: String] = [:]
    }

    /// Types that say nothing about the screen: the app and window around it, the keyboard.
    static let transparentTypes: Set<String> = ["application", "window"]
    static let ignoredTypes: Set<String> = ["keyboard", "key"]
    static let labelledTypes: Set<String> = ["button", "staticText", "link"]
    static let repeatedTypes: Set<String> = ["cell", "tableRow", "outlineRow"]
    /// Longer labels are sentences that change with the data; they make poor locators.
    static let longestLabel = 60

    let recording: Recording
    let existing: Existing
    private var elements: [ProposedElement] = []
    private var skipped: [ImportPlan.Skipped] = []
    private var taken: Set<String>
    private var identifierCounts: [String: Int] = [:]
    private var labelCounts: [String: Int] = [:]
    /// Candidates for anchors: (element name, identifier, depth, order).
    private var anchorCandidates: [(name: String, identifier: String, type: String, depth: Int)] = []
    /// The next number `uniqueName` tries after each name.
    private var nextNumber: [String: Int] = [:]
    /// Names tried, for the test that bounds them.
    private(set) var work = 0
    /// Identifiers (with type) already found by a proposed element.
    private var proposedIdentifiers: [String: String] = [:]

    init(recording: Recording, existing: Existing?) {
        self.recording = recording
        self.existing = existing ?? Existing(names: [], hasVerify: false, finds: [:])
        taken = self.existing.names
    }

    mutating func plan() -> ImportPlan {
        count(recording.root)
        visit(recording.root, path: [], depth: 0, container: nil)
        return ImportPlan(screen: recording.screen, elements: elements, anchors: chooseAnchors(), skipped: skipped)
    }

    // MARK: Walking the tree

    private mutating func count(_ element: RecordedElement) {
        guard !Self.ignoredTypes.contains(element.type) else { return }
        if !element.identifier.isEmpty { identifierCounts[element.identifier, default: 0] += 1 }
        if !element.label.isEmpty { labelCounts[element.type + "\u{0}" + element.label, default: 0] += 1 }
        element.children.forEach { count($0) }
    }

    /// `container` is the nearest enclosing element the spec has a name for.
    private mutating func visit(_ element: RecordedElement, path: [Int], depth: Int, container: String?) {
        if Self.ignoredTypes.contains(element.type) {
            skipped.append(.init(what: describe(element), why: "the keyboard belongs to the system, not to the screen"))
            return
        }
        var name: String?
        if !Self.transparentTypes.contains(element.type) { name = propose(element, path: path, depth: depth) }
        let inner = name ?? container
        var handled: Set<Int> = []
        for group in repeatedGroups(element.children) {
            handled.formUnion(group)
            proposeGroup(group, in: element, path: path, container: inner)
        }
        for (index, child) in element.children.enumerated() where !handled.contains(index) {
            visit(child, path: path + [index], depth: depth + 1, container: inner)
        }
    }

    /// Proposes `element` on its own, if the spec should find it; returns the name the spec
    /// has for it (new or existing).
    private mutating func propose(_ element: RecordedElement, path: [Int], depth: Int) -> String? {
        if let name = existing.finds[path] {
            if !element.identifier.isEmpty || Self.labelledTypes.contains(element.type) {
                skipped.append(.init(what: describe(element), why: "already found by '\(name)'"))
            }
            if !element.identifier.isEmpty, identifierCounts[element.identifier] == 1 {
                anchorCandidates.append((name, element.identifier, element.type, depth))
            }
            return name
        }
        if !element.identifier.isEmpty {
            let key = element.type + "\u{0}" + element.identifier
            if let name = proposedIdentifiers[key] { return name }
            if let name = existing.identified[key] {
                skipped.append(.init(what: describe(element), why: "already found by '\(name)'"))
                return name
            }
            let name = uniqueName(ElementNaming.name(identifier: element.identifier, type: element.type, screen: recording.screen))
            add(ProposedElement(name: name, type: element.type, finding: .identifier(element.identifier)))
            proposedIdentifiers[key] = name
            let count = identifierCounts[element.identifier] ?? 0
            if count == 1 {
                anchorCandidates.append((name, element.identifier, element.type, depth))
            } else {
                skipped.append(.init(what: describe(element), why: "its identifier occurs \(count) times on the screen; '\(name)' finds the first (give it an \"index\" or an \"in\" to pick another)"))
            }
            return name
        }
        guard Self.labelledTypes.contains(element.type), !element.label.isEmpty else { return nil }
        if let name = existing.labelled[element.type + "\u{0}" + element.label] {
            skipped.append(.init(what: describe(element), why: "already found by '\(name)'"))
            return name
        }
        if labelCounts[element.type + "\u{0}" + element.label, default: 0] > 1 {
            skipped.append(.init(what: describe(element), why: "no identifier, and its label is not unique on the screen"))
            return nil
        }
        if element.label.count > Self.longestLabel {
            skipped.append(.init(what: describe(element), why: "no identifier, and a label this long changes with the data; give it an accessibility identifier"))
            return nil
        }
        let name = uniqueName(ElementNaming.name(label: element.label, type: element.type))
        add(ProposedElement(name: name, type: element.type, finding: .label(element.label)))
        return name
    }

    /// `name`, or `name2`, `name3`, … whichever is not taken. The next number to try is kept per
    /// name, so ten thousand elements that all want one name cost ten thousand tries, not fifty
    /// million (`work` counts them).
    private mutating func uniqueName(_ name: String) -> String {
        work += 1
        guard taken.contains(name) else { return name }
        var number = nextNumber[name, default: 2]
        while taken.contains("\(name)\(number)") {
            work += 1
            number += 1
        }
        nextNumber[name] = number + 1
        return "\(name)\(number)"
    }

    private mutating func add(_ element: ProposedElement) {
        elements.append(element)
        taken.insert(element.name)
    }

    // MARK: Repeated cells

    /// Cells side by side, by child position: all of them when they share an identifier shape
    /// (`VacancyCell.1`, `VacancyCell.4`) or have none; otherwise one group per repeated identifier.
    private func repeatedGroups(_ children: [RecordedElement]) -> [[Int]] {
        var byType: [String: [Int]] = [:]
        var order: [String] = []
        for (index, child) in children.enumerated() where Self.repeatedTypes.contains(child.type) {
            if byType[child.type] == nil { order.append(child.type) }
            byType[child.type, default: []].append(index)
        }
        var groups: [[Int]] = []
        for type in order {
            let cells = byType[type]!
            guard cells.count > 1 else { continue }
            let identifiers = cells.map { children[$0].identifier }
            if identifiers.allSatisfy(\.isEmpty) || Set(identifiers).count == 1 || Self.pattern(identifiers) != nil {
                groups.append(cells)
                continue
            }
            var byIdentifier: [String: [Int]] = [:]
            var identifierOrder: [String] = []
            for cell in cells where !children[cell].identifier.isEmpty {
                if byIdentifier[children[cell].identifier] == nil { identifierOrder.append(children[cell].identifier) }
                byIdentifier[children[cell].identifier, default: []].append(cell)
            }
            groups += identifierOrder.compactMap { byIdentifier[$0]!.count > 1 ? byIdentifier[$0]! : nil }
        }
        return groups.sorted { $0[0] < $1[0] }
    }

    /// `(prefix, isInteger)` when every identifier is the same prefix (ending in `.`, `-` or
    /// `_`) followed by a different last part.
    static func pattern(_ identifiers: [String]) -> (prefix: String, isInteger: Bool)? {
        guard identifiers.allSatisfy({ !$0.isEmpty }), Set(identifiers).count == identifiers.count else { return nil }
        let prefixes = identifiers.map { identifier -> Substring in
            guard let separator = identifier.lastIndex(where: { ".-_".contains($0) }) else { return "" }
            return identifier[...separator]
        }
        guard let prefix = prefixes.first, !prefix.isEmpty, prefixes.allSatisfy({ $0 == prefix }) else { return nil }
        let tails = identifiers.map { $0.dropFirst(prefix.count) }
        guard tails.allSatisfy({ !$0.isEmpty }) else { return nil }
        let isInteger = tails.allSatisfy { tail in tail.allSatisfy { $0.isASCII && $0.isNumber } }
        return (String(prefix), isInteger)
    }

    private mutating func proposeGroup(_ cells: [Int], in parent: RecordedElement, path: [Int], container: String?) {
        let first = parent.children[cells[0]]
        let type = first.type
        let finds = existing.finds
        if let name = cells.compactMap({ finds[path + [$0]] }).first {
            skipped.append(.init(what: "\(cells.count) \(type)s in \(describe(parent))", why: "already found by '\(name)'"))
            for cell in cells { visitInside(parent.children[cell], path: path + [cell], group: name) }
            return
        }
        let identifiers = cells.map { parent.children[$0].identifier }
        let finding: ProposedElement.Finding
        var indexParameter: String?
        let baseWords: [String]
        if let (prefix, isInteger) = Self.pattern(identifiers) {
            finding = .identifierPattern(prefix: prefix, parameter: "id", isInteger: isInteger)
            baseWords = ElementNaming.words(String(prefix))
        } else if let identifier = identifiers.first, !identifier.isEmpty {
            finding = .identifier(identifier)
            indexParameter = "index"
            baseWords = ElementNaming.words(identifier)
        } else {
            finding = .typeOnly
            indexParameter = "index"
            baseWords = parent.identifier.isEmpty ? [] : ElementNaming.words(parent.identifier)
        }
        let words = ElementNaming.withoutScreen(baseWords, screen: recording.screen)
        let name = uniqueName(ElementNaming.name(words: words, type: type))
        add(ProposedElement(name: name, type: type, finding: finding, container: container, indexParameter: indexParameter))
        for cell in cells { visitInside(parent.children[cell], path: path + [cell], group: name) }
    }

    /// Identified elements inside repeated cells: found inside the group's element, once for all
    /// cells (their labels differ from cell to cell, so labelled ones are left out).
    private mutating func visitInside(_ cell: RecordedElement, path: [Int], group: String) {
        for (index, child) in cell.children.enumerated() {
            let childPath = path + [index]
            if !child.identifier.isEmpty, !Self.ignoredTypes.contains(child.type) {
                let key = "\(group)\u{0}\(child.type)\u{0}\(child.identifier)"
                if existing.finds[childPath] == nil, proposedIdentifiers[key] == nil, existing.identified[key] == nil {
                    let name = uniqueName(ElementNaming.name(identifier: child.identifier, type: child.type, screen: recording.screen))
                    add(ProposedElement(name: name, type: child.type, finding: .identifier(child.identifier), container: group))
                    proposedIdentifiers[key] = name
                }
            }
            visitInside(child, path: childPath, group: group)
        }
    }

    // MARK: Anchors

    private func chooseAnchors() -> [String] {
        guard !existing.hasVerify else { return [] }
        let unsteady: Set<String> = ["activityIndicator", "progressIndicator", "staticText", "cell"]
        // The screen's own identifiers start with (part of) its name: `Login.…`, `Saved.…` on
        // SavedVacancies; shared ones (`TabBar`) prove less.
        let isOwn = { (identifier: String) -> Bool in
            ElementNaming.words(identifier).first.map { ElementNaming.isScreenWord($0, screen: self.recording.screen) } ?? false
        }
        let candidates = anchorCandidates.enumerated().filter { !unsteady.contains($0.element.type) }.sorted { a, b in
            let aOwn = isOwn(a.element.identifier)
            let bOwn = isOwn(b.element.identifier)
            if aOwn != bOwn { return aOwn }
            if a.element.depth != b.element.depth { return a.element.depth < b.element.depth }
            return a.offset < b.offset
        }
        var names: [String] = []
        for candidate in candidates where !names.contains(candidate.element.name) {
            names.append(candidate.element.name)
            if names.count == 2 { break }
        }
        if names.isEmpty, let text = anchorCandidates.first(where: { $0.type == "staticText" }) { names.append(text.name) }
        return names
    }

    private func describe(_ element: RecordedElement) -> String {
        if !element.identifier.isEmpty { return "\(element.type) '\(element.identifier)'" }
        if !element.label.isEmpty { return "\(element.type) labelled '\(element.label)'" }
        return element.type
    }
}
