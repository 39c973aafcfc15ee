/// Collects one screen's elements while its page object is read: a query read from the code is
/// registered once (the same query twice is one element), containers first, each under the
/// team's name when the code names it, else a name made from its identifier or type.
struct ScreenBuilder {
    var screen: MigratedScreen
    /// Names the code uses for elements (a property, a getter) → the element's name in the spec.
    var aliases: [String: String] = [:]
    var notes: [MigrationNote] = []

    init(screen: MigratedScreen) { self.screen = screen }

    /// Registers the chain's elements and returns the last one's name. `parameterTypes` gives the
    /// Swift types of the parameters the chain uses.
    mutating func register(_ segments: [ElementQueryReader.Segment], under preferred: String?, container: String? = nil,
                           containerIsCollection: Bool = false, parameterTypes: [String: String]) -> String {
        var container = container
        var containerIsCollection = containerIsCollection
        var name = ""
        var chainParameters = Set(container.flatMap { screen.element(named: $0) }.map { MethodReader.parameters(of: $0.name, in: screen) } ?? [])
        for (position, segment) in segments.enumerated() {
            let isLast = position == segments.count - 1
            var element = MigratedElement(name: "", type: segment.type)
            element.id = segment.id
            element.label = segment.label
            element.predicate = segment.predicate
            element.containingPredicate = segment.containingPredicate
            element.index = segment.index
            element.indexParameter = segment.indexParameter
            element.firstMatch = segment.firstMatch
            element.all = segment.all
            element.container = container
            element.containerIsCollection = containerIsCollection
            var parameterNames = segment.parameters
            if let index = segment.indexParameter { parameterNames.removeAll { $0 == index } }
            // A parameter a container already has is the container's (`cell(id.row(name)).onChild(staticText(name))`).
            parameterNames.removeAll { chainParameters.contains($0) }
            chainParameters.formUnion(parameterNames)
            element.parameters = parameterNames.reduce(into: [(name: String, type: String)]()) { list, parameter in
                if !list.contains(where: { $0.name == parameter }) { list.append((parameter, parameterTypes[parameter] ?? "String")) }
            }
            if let index = segment.indexParameter { element.parameters.append((index, parameterTypes[index] ?? "Int")) }
            name = add(element, preferred: isLast ? preferred : nil)
            container = name
            containerIsCollection = segment.all
        }
        return name
    }

    /// The element's name: an existing element with the same query, or the new element under
    /// `preferred` (or a made-up name, unique on the screen).
    mutating func add(_ element: MigratedElement, preferred: String?) -> String {
        let signature = element.signature
        if let existingName = bySignature[signature], let existing = screen.element(named: existingName) {
            if let preferred, preferred != existing.name, screen.element(named: preferred) == nil {
                // A second name for the same query: the code's own name wins over a made-up one.
                if existing.name.hasPrefix("_") == false, madeUpNames.contains(existing.name) {
                    rename(existing.name, to: preferred)
                    madeUpNames.remove(existing.name)
                    return preferred
                }
                alias(preferred, to: existing.name)
            }
            return existing.name
        }
        var element = element
        let base = preferred ?? madeUpName(for: element)
        var candidate = base
        var counter = 2
        while takenNames.contains(candidate) || screen.memberNames.contains(candidate) || XCUITestVocabulary.memberNames.contains(candidate) {
            candidate = base + String(counter)
            counter += 1
        }
        if preferred == nil { madeUpNames.insert(candidate) }
        if let preferred, candidate != preferred {
            // The suite's own name cannot be kept: said, so a reviewer finds the element again.
            let why = XCUITestVocabulary.memberNames.contains(preferred) ? "a member every XCUIElement has" : "taken on this screen"
            notes.append(MigrationNote(kind: .guess, file: screen.file, line: screen.line, subject: "\(screen.sourceType).\(preferred)",
                                       reason: "the element's name '\(preferred)' is \(why), so it is '\(candidate)'"))
        }
        element.name = candidate
        screen.elements.append(element)
        bySignature[signature] = candidate
        takenNames.insert(candidate)
        known[candidate] = candidate
        return candidate
    }

    private var madeUpNames: Set<String> = []
    /// Indexes kept beside `screen.elements`, so registering stays linear in a page object of
    /// thousands of elements.
    private var bySignature: [String: String] = [:]
    private var takenNames: Set<String> = []
    /// Every name the code may use for an element (the elements' own and `aliases`).
    private(set) var known: [String: String] = [:]

    mutating func alias(_ name: String, to element: String) {
        aliases[name] = element
        known[name] = element
    }

    func isMadeUp(_ name: String) -> Bool { madeUpNames.contains(name) }

    private mutating func rename(_ old: String, to new: String) {
        for (key, value) in bySignature where value == old { bySignature[key] = new }
        takenNames.insert(new)
        known[new] = new
        for (key, value) in known where value == old { known[key] = new }
        for index in screen.elements.indices {
            if screen.elements[index].name == old { screen.elements[index].name = new }
            if screen.elements[index].container == old { screen.elements[index].container = new }
        }
        for (key, value) in aliases where value == old { aliases[key] = new }
    }

    private func madeUpName(for element: MigratedElement) -> String {
        let stripped = screen.name
        if let id = element.id, !id.contains("$") {
            var name = ElementNaming.name(identifier: id, type: element.type, screen: stripped)
            if element.all { name += "s" }
            return name
        }
        // A label: its text, or its localised key (`closeButton` for `{ "localized": "Close" }`).
        if let label = element.label, let text = LocalizedTexts.wholeKey(label) ?? (label.contains("$") ? nil : label), text.contains(where: \.isLetter) {
            return ElementNaming.name(label: text, type: element.type)
        }
        let typeName = ElementNaming.name(words: [], type: element.type)
        let base: String = switch element.type {
        case "tabBar", "navigationBar", "table", "cell", "collectionView", "scrollView", "alert", "toolbar", "textField", "searchField":
            element.type
        case "switch":
            "toggleSwitch"
        default:
            typeName
        }
        return element.all ? base + "s" : base
    }
}
