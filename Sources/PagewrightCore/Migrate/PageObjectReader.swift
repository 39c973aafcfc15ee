/// Turns the outlines of a suite's Swift files into screens and traits: finds the page objects
/// (by shape: a ScreenObject subclass, a robot, an enum of static queries, a class holding
/// `XCUIElement`s), their elements, anchors, actions, checks and getters, and the types several
/// page objects share (a component held as a property, a base class), which become traits.
struct PageObjectReader {
    struct SourceType {
        var declaration: SwiftOutline.TypeDeclaration
        var file: String
        /// `ContactsRobot.ContactsView` for a nested type.
        var qualifiedName: String
    }

    private static let suffixes = ["ScreenObject", "PageObject", "Screen", "Robot", "Page"]

    /// The spec name for a Swift type name and the suffix taken off (`OrdersScreen` → `Orders`).
    static func specName(_ typeName: String) -> (name: String, suffix: String?) {
        let last = typeName.split(separator: ".").last.map(String.init) ?? typeName
        for suffix in suffixes where last.hasSuffix(suffix) && last.count > suffix.count {
            return (String(last.dropLast(suffix.count)), suffix)
        }
        return (last, nil)
    }

    static func isPageObject(_ type: SwiftOutline.TypeDeclaration, pageBases: Set<String>) -> Bool {
        // Type names start with a capital by every style guide; `class of …` in prose is no type.
        guard type.keyword != .extension, type.name.first?.isUppercase == true || specName(type.name).suffix != nil else { return false }
        if type.inherits.contains(where: { $0 == "ScreenObject" || $0 == "BaseScreen" || pageBases.contains($0) }) { return true }
        if type.keyword == .protocol { return false }
        if isStaticHelperClass(type) { return true }
        let looksLikeOne = specName(type.name).suffix != nil || type.name.hasSuffix("Component")
        let holdsElements = type.members.contains { isElementMember($0) }
        return holdsElements && (looksLikeOne || type.members.count > 0)
            || looksLikeOne && type.members.contains { $0.kind == .function }
    }

    /// A getter closure, an `XCUIElement`/`XCUIElementQuery` property, or a property whose value is a query.
    static func isElementMember(_ member: SwiftOutline.Member) -> Bool {
        guard member.kind == .property else { return false }
        let typeWords = Set(member.type.filter { $0.kind == .word }.map(\.text))
        if typeWords.contains("XCUIElement") || typeWords.contains("XCUIElementQuery") { return true }
        let value = member.value + (member.body ?? [])
        let queryWords = Set(value.filter { $0.kind == .word }.map(\.text))
        return queryWords.contains { XCUITestVocabulary.elementTypes.contains(String($0.dropLast())) || $0 == "otherElements" || $0 == "switches" }
            && (queryWords.contains("app") || queryWords.contains("XCUIApplication") || value.first?.kind == .word)
    }

    static func style(of type: SwiftOutline.TypeDeclaration) -> PageObjectStyle {
        if type.inherits.contains("ScreenObject") || type.members.contains(where: { $0.kind == .property && $0.name.hasSuffix("Getter") }) { return .screenObject }
        if type.keyword == .class, isStaticHelperClass(type) { return .staticHelperClass }
        if type.keyword == .enum || type.keyword == .struct && type.members.allSatisfy({ $0.isStatic || $0.kind == .initializer }) { return .staticHelper }
        if type.name.hasSuffix("Robot") || type.members.contains(where: { $0.kind == .function && $0.name == "verify" }) { return .robot }
        return .pageClass
    }

    /// Every type of every file, nested ones with their outer names.
    static func flatten(_ outlines: [(file: String, outline: SwiftOutline)]) -> [SourceType] {
        var result: [SourceType] = []
        func visit(_ type: SwiftOutline.TypeDeclaration, file: String, outer: String?) {
            let qualified = outer.map { "\($0).\(type.name)" } ?? type.name
            result.append(SourceType(declaration: type, file: file, qualifiedName: qualified))
            for nested in type.nested { visit(nested, file: file, outer: qualified) }
        }
        for (file, outline) in outlines {
            for type in outline.types { visit(type, file: file, outer: nil) }
        }
        return result
    }

    /// Whether a nested type holds a robot's assertions (`Verify`, `verify`).
    static func isVerifier(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "verify" || lower.hasSuffix("verify") || lower.hasSuffix("verifier") || lower == "assertions"
    }
}
