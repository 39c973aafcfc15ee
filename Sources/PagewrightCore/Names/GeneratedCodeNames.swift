/// Every name the generated code uses that no spec gives it, and where: what the collision check
/// holds each spec name against (`NameCollisions`). Not kept by hand: `GeneratedNamesTests`
/// compiles projects that use every construct, in every style and the app's identifiers file,
/// reads from the compiler's syntax tree every declaration a name in them resolved to (Swift's,
/// Foundation's, XCTest's, XCUITest's, the support code's), and fails when this table misses one
/// or lists one no longer used. Refresh it with
/// `PAGEWRIGHT_REFRESH_NAMES=1 swift test --filter GeneratedNamesTests`.
enum GeneratedCodeNames {
    /// A name generated code uses.
    struct Use: Sendable, Equatable {
        /// The module (`Swift`, `XCTest`, …) or the generated file (`PagewrightSupport.swift`)
        /// that declares it; `module` for a module's own name (`Swift` in `Swift.String`).
        var origin: String
        /// `<output>/<container>`: the output (`factory`, `plain`, `screenplay`; `shared` for
        /// every style; `identifiers` for the app's file) and the type whose code uses the name,
        /// `spec` standing for every type made from a spec (a page object, its `Element` enum, a
        /// trait, a Task, a declared type).
        var places: Set<String>
    }

    /// The outputs a spec name is checked against: the selected styles and what they share.
    static func outputs(_ styles: [OutputStyle]) -> Set<String> {
        Set(styles.map(\.rawValue)).union(["shared"])
    }

    /// How `name` is used by the code of `outputs`, in `container` (nil: in any container).
    static func use(of name: String, in outputs: Set<String>, container: String? = nil) -> Use? {
        guard let use = lookUp(name) else { return nil }
        let places = use.places.filter { place in
            let parts = place.split(separator: "/", maxSplits: 1).map(String.init)
            return parts.count == 2 && outputs.contains(parts[0]) && (container == nil || parts[1] == container)
        }
        return places.isEmpty ? nil : Use(origin: use.origin, places: places)
    }

    /// `Swift's 'String'`, `the C library's 'close'`, `'WaitingTime' of PagewrightSupport.swift`,
    /// `the module name 'Swift'`.
    static func describe(_ name: String, _ use: Use) -> String {
        if use.origin == "module" { return "the module name '\(name)'" }
        return use.origin.hasSuffix(".swift") ? "'\(name)' of \(use.origin)" : "\(use.origin.replacingOccurrences(of: "-", with: " "))'s '\(name)'"
    }

    /// `table[name]`, with the filter answering first for the many names not in it.
    static func lookUp(_ name: String) -> Use? {
        filter.mayContain(name) ? table[name] : nil
    }

    private static let filter = NameFilter(table.keys)

    static let table: [String: Use] = {
        var result: [String: Use] = [:]
        // Split as bytes: every run reads the table once, and splitting `String`s by `Character`
        // walks grapheme boundaries (5 M instructions for these 63 lines).
        for line in rows.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count >= 3 else { continue }
            result[fields[0]] = Use(origin: fields[1], places: Set(fields.dropFirst(2)))
        }
        return result
    }()

    /// One name a line: the name, its origin, the places using it. Written by the test.
    static let rows = """
        AccessibilityIdentifiers AccessibilityIdentifiers.swift identifiers/AccessibilityIdentifiers identifiers/module
        BasePageObject PagewrightSupport.swift factory/PageObjectsFactory factory/spec shared/BasePageObject shared/PagewrightSettings shared/module
        Bool Swift factory/spec plain/spec screenplay/spec
        BooleanLiteralType Swift factory/PageObjectsFactory factory/spec plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/GoTo screenplay/spec shared/spec
        CGVector XCUITest factory/spec plain/spec screenplay/spec
        CaseIterable Swift factory/PageObjectsFactory plain/Navigator plain/PageNavigator plain/ScreenNavigator screenplay/GoTo shared/WaitingTime shared/spec
        CurrentScreen Screenplay/ScreenplaySupport.swift screenplay/CurrentScreen screenplay/module
        Double Swift factory/spec plain/spec screenplay/spec
        ExtendedGraphemeClusterType Swift factory/PageObjectsFactory factory/spec identifiers/AccessibilityIdentifiers plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/CurrentScreen screenplay/GoTo screenplay/Launch screenplay/spec shared/BasePageObject shared/PagewrightSettings shared/spec
        FloatLiteralType Swift factory/spec plain/spec screenplay/spec shared/WaitingTime
        GoTo Screenplay/ScreenplaySupport.swift screenplay/CurrentScreen screenplay/GoTo screenplay/module
        Hashable Swift factory/spec plain/spec screenplay/spec shared/spec
        Int Swift factory/spec plain/spec screenplay/spec shared/spec
        IntegerLiteralType Swift factory/PageObjectsFactory factory/spec plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/GoTo screenplay/spec shared/BasePageObject shared/WaitingTime shared/spec
        Launch Screenplay/ScreenplaySupport.swift screenplay/Launch screenplay/module
        MainActor Swift factory/PageObjectsFactory factory/spec plain/BaseScreen plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/CurrentScreen screenplay/GoTo screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/PagewrightSettings
        NSPredicate XCUITest factory/spec plain/spec screenplay/spec
        Navigator Plain/PlainSupport.swift plain/Navigator plain/module
        PageNavigator Plain/PlainSupport.swift plain/PageNavigator plain/module
        PageObjectsFactory PageObjectsFactory.swift factory/PageObjectsFactory factory/module factory/spec shared/BasePageObject
        PagewrightAuditedScreenQuestion PagewrightRuntime screenplay/spec
        PagewrightCheck PagewrightRuntime factory/spec plain/spec screenplay/spec
        PagewrightDescribedElement PagewrightRuntime factory/spec plain/spec screenplay/spec
        PagewrightDevice PagewrightRuntime factory/PageObjectsFactory factory/spec plain/spec screenplay/spec
        PagewrightFinding PagewrightRuntime factory/spec plain/spec screenplay/spec
        PagewrightFrameBounds PagewrightRuntime factory/spec plain/spec screenplay/spec
        PagewrightGeneratedCode PagewrightRuntime shared/PagewrightGeneratedCode shared/PagewrightRuntimeCheck
        PagewrightInterruption PagewrightRuntime shared/PagewrightSettings
        PagewrightInterruptions PagewrightSupport.swift factory/PageObjectsFactory shared/PagewrightInterruptions shared/module
        PagewrightLaunch PagewrightSupport.swift factory/PageObjectsFactory plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/GoTo screenplay/Launch shared/PagewrightLaunch shared/module
        PagewrightLocalization PagewrightRuntime factory/spec
        PagewrightMatches PagewrightRuntime factory/spec plain/spec screenplay/spec
        PagewrightMove PagewrightRuntime factory/PageObjectsFactory plain/Navigator plain/PageNavigator plain/ScreenNavigator screenplay/GoTo
        PagewrightNavigator PagewrightRuntime factory/PageObjectsFactory plain/Navigator plain/PageNavigator plain/ScreenNavigator screenplay/CurrentScreen screenplay/GoTo
        PagewrightOnce PagewrightRuntime factory/spec plain/spec screenplay/spec
        PagewrightPageObject PagewrightRuntime shared/BasePageObject
        PagewrightPlace PagewrightRuntime factory/PageObjectsFactory plain/Navigator plain/PageNavigator plain/ScreenNavigator screenplay/GoTo
        PagewrightProject PagewrightRuntime shared/PagewrightSettings
        PagewrightReport PagewrightRuntime factory/spec plain/spec
        PagewrightRoutes PagewrightRuntime factory/PageObjectsFactory
        PagewrightRuntimeCheck PagewrightSupport.swift shared/PagewrightRuntimeCheck shared/module
        PagewrightRuntimeVersions PagewrightRuntime shared/PagewrightRuntimeCheck
        PagewrightScreen PagewrightRuntime plain/BaseScreen plain/Navigator plain/ScreenNavigator
        PagewrightScreenQuestion PagewrightRuntime screenplay/spec
        PagewrightScreenplayActions PagewrightRuntime screenplay/GoTo screenplay/Launch screenplay/ScreenplayInteractions
        PagewrightScreenplayQuestion PagewrightRuntime screenplay/CurrentScreen
        PagewrightScreenplayTask PagewrightRuntime screenplay/GoTo screenplay/Launch screenplay/spec
        PagewrightSettings PagewrightSupport.swift factory/PageObjectsFactory plain/BaseScreen plain/Navigator plain/PageNavigator plain/ScreenNavigator screenplay/CurrentScreen screenplay/GoTo screenplay/Launch shared/BasePageObject shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightSettings shared/PagewrightSteps shared/module
        PagewrightSteps PagewrightSupport.swift factory/spec plain/spec screenplay/spec shared/PagewrightSteps shared/module
        PagewrightVerifyingScreen PagewrightRuntime plain/BaseScreen
        PagewrightWaitingTime PagewrightRuntime shared/WaitingTime
        ScreenNavigator Plain/PlainSupport.swift plain/ScreenNavigator plain/module
        ScreenVerification PagewrightSupport.swift factory/spec plain/spec screenplay/spec shared/PagewrightSettings shared/ScreenVerification shared/module
        ScreenplayInteractions Screenplay/ScreenplaySupport.swift screenplay/ScreenplayInteractions screenplay/module screenplay/spec
        Sendable Swift factory/PageObjectsFactory factory/spec plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/CurrentScreen screenplay/GoTo screenplay/Launch screenplay/spec shared/PagewrightSettings shared/WaitingTime shared/spec
        StaticString Swift factory/PageObjectsFactory factory/spec plain/BaseScreen plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/CurrentScreen screenplay/GoTo screenplay/Launch screenplay/spec
        String Swift factory/PageObjectsFactory factory/spec plain/spec screenplay/CurrentScreen screenplay/GoTo screenplay/Launch screenplay/spec shared/BasePageObject shared/PagewrightSettings shared/spec
        StringLiteralType Swift factory/PageObjectsFactory factory/spec identifiers/AccessibilityIdentifiers plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/CurrentScreen screenplay/GoTo screenplay/Launch screenplay/spec shared/BasePageObject shared/PagewrightSettings shared/spec
        Swift module factory/spec identifiers/spec plain/spec screenplay/spec
        TimeInterval Foundation shared/WaitingTime
        UInt Swift factory/PageObjectsFactory factory/spec plain/BaseScreen plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/CurrentScreen screenplay/GoTo screenplay/Launch screenplay/spec
        UnicodeScalarType Swift factory/PageObjectsFactory factory/spec identifiers/AccessibilityIdentifiers plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/CurrentScreen screenplay/GoTo screenplay/Launch screenplay/spec shared/BasePageObject shared/PagewrightSettings shared/spec
        WaitingTime PagewrightSupport.swift factory/spec plain/spec screenplay/spec shared/PagewrightSettings shared/ScreenVerification shared/WaitingTime shared/module
        XCTContext XCUITest plain/spec
        XCTestCase Swift factory/PageObjectsFactory
        XCUIApplication XCUITest factory/PageObjectsFactory factory/spec plain/BaseScreen plain/Navigator plain/PageNavigator plain/ScreenNavigator plain/spec screenplay/GoTo screenplay/Launch screenplay/spec shared/BasePageObject shared/PagewrightSettings
        XCUIDevice XCUITest factory/spec plain/spec screenplay/spec
        XCUIElement XCUITest factory/spec plain/spec screenplay/spec
        XCUIElementQuery XCUITest factory/spec plain/spec screenplay/spec
        XCUIGestureVelocity XCUITest factory/spec plain/spec screenplay/spec
        XCUIKeyboardKey XCUITest factory/spec plain/spec screenplay/spec
        fatalError Swift factory/spec plain/spec
        max Swift factory/spec
        """
}
