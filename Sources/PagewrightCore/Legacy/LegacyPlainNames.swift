/// Names in the plain output style. Every plain type ends in `Screen` (`LoginScreen`,
/// `BaseScreen`, the trait protocol `TabBarUsableScreen`) or, for a trait's element enum, in
/// `ScreenElement`, and every file is in `Plain/` and ends in `.plain.swift`, so plain page
/// objects live in one module beside the factory style's `…PageObject`s and the Screenplay style.
enum LegacyPlainNames {
    static let folder = "Plain"
    static let baseType = "BaseScreen"
    static let supportPath = folder + "/PlainSupport.swift"

    /// `Login` → `LoginScreen`.
    static func screenType(_ screen: String) -> String { SwiftNames.type(screen + "Screen") }
    /// `TabBarUsable` → `TabBarUsableScreen`, the protocol plain screens adopt.
    static func traitType(_ trait: String) -> String { SwiftNames.type(trait + "Screen") }
    /// `TabBarUsable` → `TabBarUsableScreenElement` (a protocol cannot nest it).
    static func traitElementType(_ trait: String) -> String { SwiftNames.type(trait + "ScreenElement") }

    /// `account/Login.json` → `Plain/Login.plain.swift`: predictable from the spec's name, and
    /// never the name of another style's file (Swift rejects two files of one name in a module).
    static func outputPath(forSpec relativePath: String) -> String {
        folder + "/" + LegacyStyleFileNames.baseName(ofSpec: relativePath) + ".plain.swift"
    }

    /// Members every plain page object has that the factory style's do not (those are reserved
    /// for every style by `SwiftNames.reservedMembers`).
    static let reservedMembers: Set<String> = ["waitForScreen", "defaultApplication"]
}

/// File names shared by the output styles.
enum LegacyStyleFileNames {
    /// `account/Login.json` → `Login`.
    static func baseName(ofSpec relativePath: String) -> String {
        let file = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return file.hasSuffix(".json") ? String(file.dropLast(".json".count)) : file
    }
}
