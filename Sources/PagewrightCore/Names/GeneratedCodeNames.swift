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
        guard let use = table[name] else { return nil }
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

    static let table: [String: Use] = {
        var result: [String: Use] = [:]
        for line in rows.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 3 else { continue }
            result[fields[0]] = Use(origin: fields[1], places: Set(fields.dropFirst(2)))
        }
        return result
    }()

    /// One name a line: the name, its origin, the places using it. Written by the test.
    static let rows = """
        AccessibilityIdentifiers AccessibilityIdentifiers.swift identifiers/AccessibilityIdentifiers identifiers/module
        Actor Screenplay/ScreenplaySupport.swift screenplay/Actor screenplay/module
        Array Swift shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightCoverage shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightRecorder shared/PagewrightReport shared/ScreenVerification shared/ScreenVerifier
        BasePageObject PagewrightSupport.swift factory/PageObjectsFactory factory/spec shared/BasePageObject shared/PagewrightInterruptions shared/module
        Bool Swift factory/spec plain/BaseScreen plain/spec screenplay/Launch screenplay/ScreenplayActionState screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightCoverage shared/PagewrightDevice shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightPoll shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/Readiness shared/ScreenVerification shared/ScreenVerifier
        BooleanLiteralType Swift factory/spec plain/BaseScreen plain/spec screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightInterruptions shared/PagewrightRecorder shared/PagewrightSteps shared/ScreenVerifier shared/spec
        CGFloat Foundation factory/spec plain/spec screenplay/spec
        CGPoint Foundation shared/ElementState shared/PagewrightRecorder
        CGVector XCUITest factory/spec plain/spec screenplay/spec
        CaseIterable Swift shared/WaitingTime shared/spec
        Data Foundation shared/PagewrightRecorder
        Date Foundation shared/PagewrightPoll
        Double Swift factory/spec plain/spec screenplay/spec shared/PagewrightPoll shared/PagewrightRecorder shared/WaitingTime
        ElementState PagewrightSupport.swift shared/ElementState shared/PagewrightSteps shared/module
        ExtendedGraphemeClusterType Swift factory/PageObjectsFactory factory/spec identifiers/AccessibilityIdentifiers plain/BaseScreen plain/spec screenplay/Actor screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightCoverage shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerification shared/ScreenVerifier shared/WaitingTime shared/spec
        FileManager Foundation shared/PagewrightRecorder
        FloatLiteralType Swift factory/spec plain/spec screenplay/spec shared/PagewrightRecorder shared/WaitingTime
        Hashable Swift factory/spec plain/spec screenplay/spec shared/ScreenVerifier shared/spec
        Int Swift factory/spec plain/spec screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightCoverage shared/PagewrightDevice shared/PagewrightPoll shared/PagewrightRecorder shared/PagewrightSteps shared/Readiness shared/ScreenVerification shared/ScreenVerifier shared/spec
        IntegerLiteralType Swift factory/spec plain/spec screenplay/spec shared/ElementState shared/PagewrightCheck shared/PagewrightCoverage shared/PagewrightDevice shared/PagewrightPoll shared/PagewrightRecorder shared/PagewrightSteps shared/Readiness shared/ScreenVerification shared/ScreenVerifier shared/WaitingTime shared/spec
        Launch Screenplay/ScreenplaySupport.swift screenplay/Launch screenplay/module
        MainActor Swift factory/PageObjectsFactory factory/spec plain/BaseScreen plain/spec screenplay/Actor screenplay/Launch screenplay/Performable screenplay/Question screenplay/ScreenplayActionState screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightDevice shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightPoll shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerification shared/ScreenVerifier
        NSPredicate XCUITest factory/spec plain/spec screenplay/spec shared/PagewrightSteps
        O_APPEND the-C-library shared/PagewrightCoverage
        O_CREAT the-C-library shared/PagewrightCoverage
        O_WRONLY the-C-library shared/PagewrightCoverage
        PageObjectsFactory PageObjectsFactory.swift factory/PageObjectsFactory factory/module factory/spec shared/BasePageObject
        PagewrightCheck PagewrightSupport.swift factory/spec plain/BaseScreen plain/spec screenplay/spec shared/BasePageObject shared/PagewrightCheck shared/PagewrightSteps shared/module
        PagewrightCoverage PagewrightSupport.swift plain/BaseScreen screenplay/ScreenplayInteractions shared/BasePageObject shared/PagewrightCoverage shared/module
        PagewrightDevice PagewrightSupport.swift factory/PageObjectsFactory factory/spec plain/spec screenplay/spec shared/PagewrightDevice shared/module
        PagewrightInterruptions PagewrightSupport.swift factory/PageObjectsFactory shared/PagewrightInterruptions shared/PagewrightSteps shared/ScreenVerifier shared/module
        PagewrightLaunch PagewrightSupport.swift factory/PageObjectsFactory plain/spec screenplay/Launch shared/PagewrightLaunch shared/module
        PagewrightPoll PagewrightSupport.swift shared/PagewrightCheck shared/PagewrightPoll shared/PagewrightSteps shared/ScreenVerifier shared/module
        PagewrightRecorder PagewrightSupport.swift shared/PagewrightRecorder shared/module
        PagewrightReport PagewrightSupport.swift factory/PageObjectsFactory factory/spec plain/BaseScreen plain/spec screenplay/Actor screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/PagewrightCheck shared/PagewrightInterruptions shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerifier shared/module
        PagewrightSteps PagewrightSupport.swift factory/spec plain/BaseScreen plain/spec screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/PagewrightSteps shared/module
        Performable Screenplay/ScreenplaySupport.swift screenplay/Actor screenplay/Launch screenplay/Performable screenplay/module screenplay/spec
        ProcessInfo Foundation shared/PagewrightRecorder
        Question Screenplay/ScreenplaySupport.swift screenplay/Actor screenplay/Question screenplay/module screenplay/spec
        Readiness PagewrightSupport.swift plain/BaseScreen screenplay/ScreenplayInteractions shared/BasePageObject shared/ElementState shared/PagewrightSteps shared/Readiness shared/module
        Result Swift shared/PagewrightReport
        ScreenVerification PagewrightSupport.swift factory/spec plain/BaseScreen plain/spec screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/PagewrightInterruptions shared/ScreenVerification shared/ScreenVerifier shared/module
        ScreenVerifier PagewrightSupport.swift plain/BaseScreen screenplay/ScreenplayInteractions shared/BasePageObject shared/PagewrightInterruptions shared/PagewrightSteps shared/ScreenVerifier shared/module
        ScreenplayActionState Screenplay/ScreenplaySupport.swift screenplay/ScreenplayActionState screenplay/ScreenplayInteractions screenplay/module
        ScreenplayInteractions Screenplay/ScreenplaySupport.swift screenplay/Launch screenplay/ScreenplayInteractions screenplay/module screenplay/spec
        Sendable Swift factory/spec plain/spec screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightCoverage shared/PagewrightDevice shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightPoll shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/Readiness shared/ScreenVerification shared/ScreenVerifier shared/WaitingTime shared/spec
        Set Swift shared/ScreenVerifier
        StaticString Swift factory/PageObjectsFactory factory/spec plain/BaseScreen plain/spec screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/PagewrightCheck shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerifier
        String Swift factory/PageObjectsFactory factory/spec plain/BaseScreen plain/spec screenplay/Actor screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightCoverage shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerification shared/ScreenVerifier shared/WaitingTime shared/spec
        StringLiteralType Swift factory/PageObjectsFactory factory/spec identifiers/AccessibilityIdentifiers plain/BaseScreen plain/spec screenplay/Actor screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightCoverage shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerification shared/ScreenVerifier shared/WaitingTime shared/spec
        Swift module identifiers/spec
        TimeInterval Foundation shared/ElementState shared/PagewrightCheck shared/PagewrightInterruptions shared/PagewrightPoll shared/PagewrightSteps shared/ScreenVerifier shared/WaitingTime
        UIDevice XCUITest shared/PagewrightDevice
        UInt Swift factory/PageObjectsFactory factory/spec plain/BaseScreen plain/spec screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/PagewrightCheck shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerifier
        URL Foundation shared/PagewrightRecorder
        UnicodeScalarType Swift factory/PageObjectsFactory factory/spec identifiers/AccessibilityIdentifiers plain/BaseScreen plain/spec screenplay/Actor screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightCoverage shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerification shared/ScreenVerifier shared/WaitingTime shared/spec
        Void Swift plain/BaseScreen screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/PagewrightInterruptions
        WaitingTime PagewrightSupport.swift factory/PageObjectsFactory factory/spec plain/BaseScreen plain/spec screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightInterruptions shared/PagewrightSteps shared/ScreenVerification shared/ScreenVerifier shared/WaitingTime shared/module
        XCTActivity XCUITest shared/PagewrightReport
        XCTAttachment XCUITest shared/PagewrightReport
        XCTContext XCUITest plain/spec shared/PagewrightReport
        XCTFail XCTest shared/PagewrightCheck shared/PagewrightRecorder shared/PagewrightReport
        XCTestCase XCUITest factory/PageObjectsFactory shared/PagewrightInterruptions
        XCUIApplication XCUITest factory/PageObjectsFactory factory/spec plain/BaseScreen plain/spec screenplay/Launch screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightDevice shared/PagewrightInterruptions shared/PagewrightLaunch shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerifier
        XCUIDevice XCUITest factory/spec plain/spec screenplay/spec shared/PagewrightDevice
        XCUIElement XCUITest factory/spec plain/BaseScreen plain/spec screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightDevice shared/PagewrightInterruptions shared/PagewrightRecorder shared/PagewrightReport shared/PagewrightSteps shared/ScreenVerification shared/ScreenVerifier
        XCUIElementQuery XCUITest factory/spec plain/BaseScreen plain/spec screenplay/ScreenplayInteractions screenplay/spec shared/BasePageObject shared/ElementState shared/PagewrightCheck shared/PagewrightDevice shared/PagewrightSteps
        XCUIElementSnapshot XCUITest shared/ElementState shared/PagewrightCheck shared/PagewrightDevice shared/PagewrightRecorder shared/PagewrightSteps shared/ScreenVerifier
        XCUIKeyboardKey XCUITest factory/spec plain/spec screenplay/spec shared/PagewrightSteps
        XCUIScreen XCUITest shared/PagewrightReport
        abs Swift shared/PagewrightRecorder
        close the-C-library shared/PagewrightCoverage
        fatalError Swift factory/spec
        getenv the-C-library shared/PagewrightCoverage
        max Swift factory/spec shared/PagewrightPoll
        min Swift shared/PagewrightPoll
        open the-C-library shared/PagewrightCoverage
        write the-C-library shared/PagewrightCoverage
        """
}
