/// Names in the factory style (at the output folder's root): `LoginPageObject` (`pageSuffix`),
/// the trait protocol `TabBarUsable` with its enum `TabBarUsableElement`, `PageObjectsFactory`
/// with `makeLoginPageObject`, `open<Screen>()` routes, `as<Screen>()` on a `…Destination`.
public struct FactoryNames: StyleNames {
    public let pageSuffix: String

    public static let baseType = "BasePageObject"
    public static let factoryType = "PageObjectsFactory"
    public static let factoryFile = "PageObjectsFactory.swift"

    /// `Login` → `LoginPageObject`.
    public func pageType(_ screen: String) -> String { SwiftNames.type(screen + pageSuffix) }
    public func traitType(_ trait: String) -> String { SwiftNames.type(trait) }
    /// `TabBarUsable` → `TabBarUsableElement`.
    public func traitElementType(_ trait: String) -> String { SwiftNames.type(trait + "Element") }

    public func elementEnum(_ page: Resolved.PageRef) -> String {
        page.kind == .screen ? Namer.elementEnum : traitElementType(page.name)
    }

    /// `Login` → `LoginCustomActions`: the protocol of the screen's custom actions, which the
    /// team implements.
    public func customActionsType(_ screen: String) -> String { SwiftNames.type(screen + "CustomActions") }

    /// `makeLoginPageObject` (made of the spec's name, not of the type's Swift spelling, which
    /// may be in backticks: `` `Any` `` with an empty suffix gives `makeAny`).
    public func makeMethod(_ screen: String) -> String { SwiftNames.member("make" + screen + pageSuffix) }
    /// `launchSafari`: launches an app other than the app under test.
    public func launchMethod(_ app: Resolved.App) -> String { "launch" + SwiftNames.capitalized(app.name) }
    /// `openLogin`.
    public func routeMethod(_ screen: String) -> String { "open" + SwiftNames.capitalized(screen) }
    /// `asPhotoDetail`: continue as one of several destinations.
    public func choiceMethod(_ screen: String) -> String { "as" + SwiftNames.capitalized(screen) }

    /// The value a multi-destination action returns: `TapResponseButtonDestination`, on a trait
    /// prefixed with the trait's name (it is not nested in a type).
    public func destinationType(_ action: String, of owner: Resolved.PageRef) -> String {
        let base = SwiftNames.capitalized(action) + "Destination"
        return owner.kind == .trait ? owner.name + base : base
    }

    /// The factory's property holding an app: `application` for the app under test.
    public func applicationProperty(_ app: Resolved.App) -> String {
        app.bundleIdentifier == nil ? "application" : SwiftNames.member(app.name)
    }

    /// `account/Login.json` → `Login.pagewright.swift`: predictable from the spec's name (build
    /// tools declare outputs from input names alone), and never `main.swift`, which SwiftPM would
    /// take for a program's entry point.
    public static func file(forSpec relativePath: String) -> String {
        String(Namer.lastComponent(relativePath).dropLast(".json".count)) + ".pagewright.swift"
    }
}
