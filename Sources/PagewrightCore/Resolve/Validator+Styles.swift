/// The output styles share one module, so the types each selected style declares must all
/// differ: from each other's, from the support every style shares, and from the Swift, Foundation
/// and XCTest types generated code uses. Clashes among the factory style's own types are not
/// this check's business.
extension Validator {
    private struct DeclaredType {
        var name: String
        var style: String
        var origin: String
        var location: SourceLocation
    }

    mutating func checkStyles() {
        let styles = settings.styles
        guard styles.contains(.plain) || styles.contains(.screenplay) else { return }
        checkStyleMembers(styles)
        if checkPageSuffix(styles) { return }
        var byName: [String: [DeclaredType]] = [:]
        for declared in declaredTypes(styles) { byName[declared.name, default: []].append(declared) }
        for name in byName.keys.sorted() {
            let declarations = byName[name]!
            let styled = declarations.filter { $0.style == OutputStyle.plain.rawValue || $0.style == OutputStyle.screenplay.rawValue }
            guard declarations.count > 1, let later = styled.last,
                  let earlier = declarations.first(where: { !($0.style == later.style && $0.origin == later.origin) }) else { continue }
            let owner = switch earlier.style {
            case "Swift": "Swift's '\(name)', which generated code uses"
            case "shared": "'\(name)' of PagewrightSupport.swift"
            default: "the \(earlier.style) style's '\(name)' (\(earlier.origin))"
            }
            let fix = earlier.style == "factory" ? "rename one of them or change 'naming.pageSuffix'" : "rename it"
            log.error("the \(later.style) style's type '\(name)' (\(later.origin)) clashes with \(owner); the styles share one module, so \(fix), or drop a style from 'style'",
                      at: later.location)
        }
    }

    /// A suffix that gives every factory page object the name another style gives the screen.
    private mutating func checkPageSuffix(_ styles: [OutputStyle]) -> Bool {
        guard styles.contains(.factory), let example = index.project.screens.first?.name.value else { return false }
        let suffix = settings.pageSuffix
        let taken: [(OutputStyle, String, String)] = [(.plain, "Screen", "its page objects"), (.screenplay, "", "its questions"),
                                                      (.screenplay, "Elements", "its element enums"), (.screenplay, "Actions", "its action enums")]
        guard let (style, _, what) = taken.first(where: { styles.contains($0.0) && $0.1 == suffix.value }) else { return false }
        log.error("'pageSuffix' \"\(suffix.value)\" gives the factory style's page objects the names the \(style.rawValue) style gives \(what) (\(example + suffix.value)); choose another suffix, or select only one of the two styles",
                  at: suffix.location)
        return true
    }

    /// Members the plain and Screenplay styles add to what they generate from the specs.
    private mutating func checkStyleMembers(_ styles: [OutputStyle]) {
        for page in index.project.pages where index.page(page.name.value)?.relativePath == page.relativePath {
            let members = page.elements.map(\.name) + page.actions.map(\.name) + page.checks.map(\.name) + page.getters.map(\.name)
            if styles.contains(.plain) {
                for name in members where LegacyPlainNames.reservedMembers.contains(name.value) {
                    log.error("'\(name.value)' is a member every plain page object has (\(LegacyPlainNames.baseType)); rename it in the spec, or drop 'plain' from 'style'", at: name.location)
                }
            }
            if styles.contains(.screenplay), page.kind == .trait, !page.requires.isEmpty {
                for element in page.elements where element.name.value == "Screen" {
                    log.error("'Screen' names the enum of the screens adopting trait '\(page.name.value)' in the screenplay style; rename the element, or drop 'screenplay' from 'style'",
                              at: element.name.location)
                }
            }
        }
    }

    private func declaredTypes(_ styles: [OutputStyle]) -> [DeclaredType] {
        let fallback = settings.pageSuffix.location
        var types = LegacyScreenplayNames.platformTypes.sorted().map { DeclaredType(name: $0, style: "Swift", origin: "", location: fallback) }
            + LegacyScreenplayNames.sharedTypes.map { DeclaredType(name: $0, style: "shared", origin: "", location: fallback) }
        let pages = index.project.pages.filter { index.page($0.name.value)?.relativePath == $0.relativePath }
        func add(_ name: String, _ style: OutputStyle, _ origin: String, _ location: SourceLocation) {
            types.append(DeclaredType(name: name, style: style.rawValue, origin: origin, location: location))
        }
        if styles.contains(.factory) {
            add("BasePageObject", .factory, "the base page object", fallback)
            add("PageObjectsFactory", .factory, "the factory", fallback)
            for page in pages {
                let origin = "\(page.kind.rawValue) '\(page.name.value)'"
                switch page.kind {
                case .screen:
                    add(SwiftNames.type(page.name.value + settings.pageSuffix.value), .factory, origin, page.name.location)
                case .trait:
                    add(SwiftNames.type(page.name.value), .factory, origin, page.name.location)
                    add(SwiftNames.type(page.name.value + "Element"), .factory, origin, page.name.location)
                    for action in page.actions {
                        guard case .oneOf? = action.destination else { continue }
                        add(page.name.value + SwiftNames.capitalized(action.name.value) + "Destination", .factory, "action '\(action.name.value)' of \(origin)", action.name.location)
                    }
                }
            }
        }
        if styles.contains(.plain) {
            add(LegacyPlainNames.baseType, .plain, "the base page object", fallback)
            for page in pages {
                let origin = "\(page.kind.rawValue) '\(page.name.value)'"
                switch page.kind {
                case .screen: add(LegacyPlainNames.screenType(page.name.value), .plain, origin, page.name.location)
                case .trait:
                    add(LegacyPlainNames.traitType(page.name.value), .plain, origin, page.name.location)
                    add(LegacyPlainNames.traitElementType(page.name.value), .plain, origin, page.name.location)
                }
            }
        }
        if styles.contains(.screenplay) {
            for name in LegacyScreenplayNames.supportTypes { add(name, .screenplay, "the Screenplay support", fallback) }
            let tasks = LegacyScreenplayNames.taskTypes(index)
            for page in pages {
                let origin = "\(page.kind.rawValue) '\(page.name.value)'"
                add(LegacyScreenplayNames.elementsType(page.name.value), .screenplay, origin, page.name.location)
                add(LegacyScreenplayNames.actionsType(page.name.value), .screenplay, origin, page.name.location)
                if page.kind == .screen { add(LegacyScreenplayNames.questionType(page.name.value), .screenplay, origin, page.name.location) }
                for action in page.actions {
                    if let task = tasks.actions[page.name.value]?[action.name.value] {
                        add(task, .screenplay, "the task of action '\(action.name.value)' of \(origin)", action.name.location)
                    }
                }
            }
            for flow in index.project.flowFiles.flatMap(\.flows) {
                if let task = tasks.flows[flow.start.value]?[flow.name.value] {
                    add(task, .screenplay, "the task of flow '\(flow.name.value)'", flow.name.location)
                }
            }
        }
        return types
    }
}
