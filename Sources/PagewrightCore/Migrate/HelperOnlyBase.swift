/// A suite's base class that holds only helpers (WooCommerce's old `BaseScreen`: a wait, a scroll,
/// `pop()`, and the element each subclass hands to its initializer) is no screen of the app.
/// When nothing derives from it or leads to it, it is left out and reported, not written as a
/// screen a reviewer must delete. A base class whose own properties give elements stays what it
/// was (a trait, when page objects derive from it).
extension PageObjectReader {
    /// Named as a base (`BaseScreen`, `AbstractPage`), or its initializer takes the element that
    /// proves the page is showing, which only a subclass knows.
    static func looksLikeBaseClass(_ type: SwiftOutline.TypeDeclaration) -> Bool {
        guard type.keyword == .class else { return false }
        for prefix in ["Base", "Abstract"] where type.name.hasPrefix(prefix) {
            if type.name.dropFirst(prefix.count).first?.isUppercase == true { return true }
        }
        return type.members.contains { member in
            member.kind == .initializer && member.parameters.contains { $0.type.hasPrefix("XCUIElement") && !$0.type.hasPrefix("XCUIElementQuery") }
        }
    }
}

extension SuiteReader {
    /// Leaves out each helper-only base class no screen derives from or leads to, with its notes,
    /// and says so in one note of its own.
    mutating func leaveOutHelperOnlyBases(_ result: inout [(screen: MigratedScreen, folder: String)], helperOnly: Set<String>, destinations: Set<String>) {
        result.removeAll { screen, _ in
            guard helperOnly.contains(screen.sourceType), !destinations.contains(screen.name) else { return false }
            notes.removeAll { $0.file == screen.file && ($0.subject == screen.sourceType || $0.subject.hasPrefix(screen.sourceType + ".")) }
            notes.append(MigrationNote(kind: .notCarried, file: screen.file, line: screen.line, subject: screen.sourceType,
                                       reason: "a base class holding only helpers (no element of its own), and no page object derives from it or leads to it: no spec is written for it"))
            return true
        }
    }
}
