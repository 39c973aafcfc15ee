/// The suite's text constants, wherever they are declared: a nested enum of identifiers
/// (`enum UID { enum Button { static let newNote = "New note" } }`, named `UID.Button.newNote`)
/// or a top-level `let screenName = "Settings"`. A page object names them by their full name;
/// the file's own `Type.member` short names are read by `RobotTexts`.
enum SuiteConstants {
    static func read(_ outlines: [(file: String, outline: SwiftOutline)]) -> [String: String] {
        var result: [String: String] = [:]
        func text(_ member: SwiftOutline.Member) -> String? {
            guard member.kind == .property, member.body == nil, member.value.count == 1, member.value[0].isString,
                  !member.value[0].isInterpolated else { return nil }
            return member.value[0].text
        }
        func visit(_ type: SwiftOutline.TypeDeclaration, path: String) {
            for member in type.members where member.isStatic {
                if let text = text(member) { result[path + "." + member.name] = result[path + "." + member.name] ?? text }
            }
            for nested in type.nested { visit(nested, path: path + "." + nested.name) }
        }
        // Sorted by file, so a name declared twice always means the first.
        for (_, outline) in outlines.sorted(by: { $0.file < $1.file }) {
            for global in outline.globals { if let text = text(global), result[global.name] == nil { result[global.name] = text } }
            for type in outline.types where type.keyword != .extension { visit(type, path: type.name) }
        }
        return result
    }
}
