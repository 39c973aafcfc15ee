/// Names in the plain output style. Every plain type ends in its suffix, `Screen` unless
/// `plain.suffix` says otherwise (`LoginScreen`, `BaseScreen`, the trait protocol
/// `TabBarUsableScreen`) or, for a trait's element enum, in `ScreenElement`, and every file is in
/// `Plain/` and ends in `.plain.swift`, so plain page objects live in one module beside the
/// factory style's `…PageObject`s and the Screenplay style.
public struct PlainNames: StyleNames {
    public static let folder = "Plain"
    public static let supportFile = folder + "/PlainSupport.swift"

    /// `Screen`, or the `plain.suffix` setting.
    public let suffix: String

    public init(suffix: String = PlainOptionsSpec.defaultSuffix) {
        self.suffix = suffix
    }

    /// `BaseScreen` (`BasePage` with the suffix `Page`).
    public var baseType: String { SwiftNames.type("Base" + suffix) }

    /// `ScreenNavigator` (`PageNavigator` with the suffix `Page`): navigation from wherever the
    /// app is, in the support file.
    public var navigatorType: String { SwiftNames.type(suffix + "Navigator") }

    /// Members every plain page object has that the factory style's do not (those are reserved
    /// for every style by `SwiftNames.reservedMembers`).
    public static let reservedMembers: Set<String> = ["waitForScreen", "defaultApplication"]

    /// `Login` → `LoginScreenCustomActions`: the protocol of the screen's custom actions.
    public func customActionsType(_ screen: String) -> String { SwiftNames.type(screen + suffix + "CustomActions") }

    /// `Login` → `LoginScreen`.
    public func screenType(_ screen: String) -> String { SwiftNames.type(screen + suffix) }
    /// `TabBarUsable` → `TabBarUsableScreen`, the protocol plain screens adopt.
    public func traitType(_ trait: String) -> String { SwiftNames.type(trait + suffix) }
    /// `TabBarUsable` → `TabBarUsableScreenElement` (a protocol cannot nest it).
    public func traitElementType(_ trait: String) -> String { SwiftNames.type(trait + suffix + "Element") }

    /// The value a trait's multi-destination action returns in the plain style with
    /// `returnsNextScreen` (a screen's is nested in its class, `RespondDestination`):
    /// `TabBarUsableScreenOpenDestination`.
    public func traitDestinationType(_ action: String, of trait: String) -> String {
        SwiftNames.type(trait + suffix + SwiftNames.capitalized(action) + "Destination")
    }

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
