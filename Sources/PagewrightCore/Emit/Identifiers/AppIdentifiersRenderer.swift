/// The app's side of the specs: `AccessibilityIdentifiers.swift`, for the *app* target. Every
/// identifier an element is found by, grouped per screen and trait, as a constant — or, with
/// parameters, a function — so the app sets `accessibilityIdentifier` from the source the UI
/// tests find elements with. Renaming or removing an element in a spec is then a compile error
/// in the app instead of a failing UI test, and changing an identifier changes both sides.
///
/// Plain Swift with no imports (no XCTest, no UIKit; Foundation only when an identifier transforms
/// a parameter, `${title|underscored}`, or holds a localised text, which the app's bundle looks up
/// with `NSLocalizedString`): it compiles in any target. Parameters are
/// filled in exactly as the page objects' `rawValue` fills them (`SwiftValues.text`). Swift's
/// types are written `Swift.String`, and every constant's type is written out, so a screen named
/// `String` or `Int` (an enum of this file) changes nothing they mean; the module name `Swift`
/// and the names the table says a literal may look up are refused instead
/// (`NameCollisions.checkIdentifiersFile`).
public struct AppIdentifiersRenderer {
    public static let fileName = "AccessibilityIdentifiers.swift"
    public static let typeName = "AccessibilityIdentifiers"

    let model: Resolved.Project

    public init(model: Resolved.Project) {
        self.model = model
    }

    public func render() -> GeneratedFile {
        var printer = SwiftPrinter()
        // `GeneratedFile.identifiersHeader(source:)`, line by line: its two lines and a blank one.
        printer.line(GeneratedFile.headerFirstLine(source: model.settings.source))
        printer.line(GeneratedFile.identifiersSecondLine)
        printer.line()
        let access = model.settings.accessLevel == .public ? "public " : ""
        // Transforms are Foundation calls (`replacingOccurrences(of:with:)`).
        if usesTransforms {
            printer.line("import Foundation")
            printer.line()
        }
        let howToSet = example.map { ":\n`\($0)`." } ?? " as each view's `accessibilityIdentifier`."
        printer.documentation("""
            The accessibility identifiers the UI tests find elements by, for the app to set\(howToSet)
            One source for both sides, so a spec change that renames or removes an element is a
            compile error here.
            """)
        printer.block("\(access)enum \(Self.typeName)") { p in
            var first = true
            for page in model.screens.map(\.page) + model.traits.map(\.page) {
                let elements = page.elements.compactMap { element -> (Resolved.Element, Resolved.Text)? in
                    guard case .identifier(let text) = element.locator.matching else { return nil }
                    return (element, text)
                }
                guard !elements.isEmpty else { continue }
                if !first { p.line() }
                first = false
                p.documentation(page.summary ?? (page.kind == .trait ? "The \(page.name) trait." : "The \(page.name) screen."))
                p.block("\(access)enum \(SwiftNames.type(page.name))") { p in
                    for (element, text) in elements { member(element, text, access: access, into: &p) }
                }
            }
        }
        return GeneratedFile(path: Self.fileName, contents: printer.text)
    }

    /// How the app sets the first fixed identifier of the reader's own specs
    /// (`refreshButton.accessibilityIdentifier = AccessibilityIdentifiers.Home.refreshButton`), so the
    /// file's comment shows a line of their app rather than someone else's; nil when none is fixed.
    private var example: String? {
        for page in model.screens.map(\.page) + model.traits.map(\.page) {
            for element in page.elements {
                guard case .identifier(let text) = element.locator.matching, text.literal != nil else { continue }
                let member = SwiftNames.member(element.name)
                return "\(member).accessibilityIdentifier = \(Self.typeName).\(SwiftNames.type(page.name)).\(member)"
            }
        }
        return nil
    }

    /// Whether an identifier transforms a parameter, or holds a localised text (`NSLocalizedString`).
    private var usesTransforms: Bool {
        (model.screens.map(\.page) + model.traits.map(\.page)).contains { page in
            page.elements.contains { element in
                guard case .identifier(let text) = element.locator.matching else { return false }
                return !text.localizedTexts.isEmpty || text.parts.contains { part in
                    if case .parameter(_, _, _, let transforms) = part { return !transforms.isEmpty }
                    return false
                }
            }
        }
    }

    /// The parameter the file's function takes for `$parameter.path` (`$user.login` → `userLogin`).
    static func parameterName(_ parameter: String, path: [String]) -> String {
        ([parameter] + path.map(SwiftNames.capitalized)).joined()
    }

    private func member(_ element: Resolved.Element, _ text: Resolved.Text, access: String, into printer: inout SwiftPrinter) {
        printer.documentation(element.summary)
        let name = SwiftNames.member(element.name)
        if let literal = text.literal {
            printer.line("\(access)static let \(name): Swift.String = \(SwiftNames.literal(literal))")
            return
        }
        // This file knows no declared types: an enum is taken as the text it stands for, and a
        // record's field as a parameter of its own (`$user.login` → `userLogin`).
        var declared: [String] = []
        let local = Resolved.Text(parts: text.parts.map { part in
            guard case .parameter(let parameter, let path, let type, let transforms) = part else { return part }
            let name = Self.parameterName(parameter, path: path)
            let plain: Resolved.ValueType
            switch type {
            case .enumeration, .list, .record: plain = .string
            default: plain = type
            }
            if !declared.contains(name) { declared.append(name) }
            return .parameter(name, path: [], type: plain, transforms: transforms)
        })
        let types = Dictionary(local.parts.compactMap { part -> (String, Resolved.ValueType)? in
            guard case .parameter(let name, _, let type, _) = part else { return nil }
            return (name, type)
        }, uniquingKeysWith: { first, _ in first })
        let parameters = declared.map { SwiftNames.parameterDeclaration($0, type: "Swift." + SwiftValues.type(types[$0] ?? .string)) }
        printer.line("\(access)static func \(name)(\(parameters.joined(separator: ", "))) -> Swift.String { \(SwiftValues.text(local, localized: LocalizedTextRenderer.inApp)) }")
    }
}
