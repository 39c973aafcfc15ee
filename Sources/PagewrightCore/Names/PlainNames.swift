/// Names in the plain output style. Every plain type ends in `Screen` (`LoginScreen`,
/// `BaseScreen`, the trait protocol `TabBarUsableScreen`) or, for a trait's element enum, in
/// `ScreenElement`, and every file is in `Plain/` and ends in `.plain.swift`, so plain page
/// objects live in one module beside the factory style's `…PageObject`s and the Screenplay style.
public struct PlainNames: StyleNames {
    public static let folder = "Plain"
    public static let baseType = "BaseScreen"
    public static let supportFile = folder + "/PlainSupport.swift"

    /// Members every plain page object has that the factory style's do not (those are reserved
    /// for every style by `SwiftNames.reservedMembers`).
    public static let reservedMembers: Set<String> = ["waitForScreen", "defaultApplication"]

    /// `Login` → `LoginScreen`.
    public func screenType(_ screen: String) -> String { SwiftNames.type(screen + "Screen") }
    /// `TabBarUsable` → `TabBarUsableScreen`, the protocol plain screens adopt.
    public func traitType(_ trait: String) -> String { SwiftNames.type(trait + "Screen") }
    /// `TabBarUsable` → `TabBarUsableScreenElement` (a protocol cannot nest it).
    public func traitElementType(_ trait: String) -> String { SwiftNames.type(trait + "ScreenElement") }

    public func elementEnum(_ page: Resolved.PageRef) -> String {
        page.kind == .screen ? Namer.elementEnum : traitElementType(page.name)
    }

    /// `LoginScreen` → `loginScreen`: the local a flow keeps a screen in.
    public func local(forType type: String) -> String {
        SwiftNames.parameter(type.first.map { $0.lowercased() + type.dropFirst() } ?? type)
    }

    /// `account/Login.json` → `Plain/Login.plain.swift`.
    public static func file(forSpec relativePath: String) -> String {
        folder + "/" + Namer.baseName(ofSpec: relativePath) + ".plain.swift"
    }
}
