/// Every name the generated code declares, per output style: types, members, enum cases, files.
/// Built once from the resolved model (some names depend on the whole project: a Screenplay Task
/// takes its page's name where several actions share one), then asked by every renderer, and by
/// the check that no two generated names collide (`NameCollisions`).
///
/// Spec names become Swift through `SwiftNames` (keywords, reserved members, literals); the
/// style namers add what each style builds around them.
public struct Namer: Sendable {
    public let factory: FactoryNames
    public let plain: PlainNames
    public let screenplay: ScreenplayNames

    public init(_ project: Resolved.Project) {
        factory = FactoryNames(pageSuffix: project.settings.pageSuffix.value)
        plain = PlainNames(suffix: project.settings.plain.suffix.value)
        screenplay = ScreenplayNames(project)
    }

    /// The names of one style's element enums (the rest of the shared renderers' names are the
    /// spec's, spelled by `SwiftNames`).
    public func style(_ style: OutputStyle) -> any StyleNames {
        switch style {
        case .factory: factory
        case .plain: plain
        case .screenplay: screenplay
        }
    }

    /// `account/Login.json` → `Login`.
    public static func baseName(ofSpec relativePath: String) -> String {
        let file = lastComponent(relativePath)
        return String(file.hasSuffix(".json") ? file.dropLast(".json".count) : file)
    }

    /// The last non-empty component of a `/`-separated path (the whole path when it has none).
    /// Found in the UTF-8 bytes from the end: `/` is one byte that is never part of another
    /// character's, and splitting the path by `Character` walked every grapheme of it.
    static func lastComponent(_ path: String) -> Substring {
        let slash = UInt8(ascii: "/")
        let utf8 = path.utf8
        guard let last = utf8.lastIndex(where: { $0 != slash }) else { return path[...] }
        let end = utf8.index(after: last)
        let start = utf8[..<end].lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
        return path[start..<end]
    }

    /// The method the team writes for a custom action (`"custom": true`): `signInWithAppleSteps`.
    public static func customStepsMethod(_ action: String) -> String { SwiftNames.member(action + "Steps") }

    /// `WaitingTime` cases are named after the waiting times.
    public static func waitCase(_ name: String) -> String { SwiftNames.member(name) }

    /// The locator enum nested in each screen's type (and in each Screenplay `…Elements` enum).
    public static let elementEnum = "Element"
    /// The enum of a page's constants, nested in its locator enum.
    public static let constantsEnum = "Constants"

    /// Files every style shares.
    public static let supportFile = "PagewrightSupport.swift"
    public static let graphFile = "NavigationGraph.md"
}

/// What the renderers shared by every style need to know of a style's names.
public protocol StyleNames: Sendable {
    /// The enum holding a page's element cases, as code in the page's own types names it: `Element`
    /// on a screen, the trait's own enum on a trait.
    func elementEnum(_ page: Resolved.PageRef) -> String
}
