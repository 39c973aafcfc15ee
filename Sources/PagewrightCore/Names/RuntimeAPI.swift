/// What the generator knows of `PagewrightRuntime`, the library generated code imports: its
/// module, the version of its API that generated code is written for, and the names of the types
/// and members generated code calls. The behaviour behind them is ordinary Swift in
/// `Sources/PagewrightRuntime`; renderers spell a runtime name only through this file, and a test
/// checks it against the runtime's sources (`RuntimeAPITests`).
public enum RuntimeAPI {
    /// The module generated files import.
    public static let module = "PagewrightRuntime"
    /// The runtime API version generated code states (`PagewrightRuntimeVersion.current`).
    public static let version = 8
    /// The product a target adds to use generated page objects: `.product(name: …, package: "pagewright")`.
    public static let product = "PagewrightRuntime"
    /// The manifest line a target that uses generated page objects needs.
    public static let dependencyLine = #".product(name: "PagewrightRuntime", package: "pagewright")"#
    /// The minimum deployment targets a package depending on Pagewright declares at least
    /// (SwiftPM rejects a dependency whose minimum is above its dependent's): Pagewright's own.
    public static let platformsLine = "platforms: [.iOS(.v13), .macOS(.v10_15)]"
    /// What the import of the runtime says beside it, for a target that forgot the dependency.
    public static let missingRuntimeHint = "not found? add \(dependencyLine) to this target's dependencies"

    // MARK: The version check

    /// The protocol whose extension holds each version's member; generated code extends it too.
    static let versionCheckProtocol = "PagewrightGeneratedCode"
    /// The protocol generated code's check conforms to, so the runtime's members outrank its own.
    static let versionCheckConformance = "PagewrightRuntimeVersions"
    /// The member naming a version: `pagewrightRuntimeVersion1()`.
    static func versionMember(_ version: Int) -> String { "pagewrightRuntimeVersion\(version)" }

    // MARK: Types generated code names

    static let project = "PagewrightProject"
    static let waitingTimeProtocol = "PagewrightWaitingTime"
    static let verification = "PagewrightVerification"
    static let interruption = "PagewrightInterruption"
    static let interruptionHandling = "PagewrightInterruptionHandling"
    static let launching = "PagewrightLaunching"
    static let pageObjectBase = "PagewrightPageObject"
    static let screenBase = "PagewrightScreen"
    static let verifyingScreenBase = "PagewrightVerifyingScreen"
    static let screenplayActions = "PagewrightScreenplayActions"
    static let stepping = "PagewrightStepping"
    static let check = "PagewrightCheck"
    /// Runs a flow once per test class or per run (`"once"`), keeping the record.
    static let once = "PagewrightOnce"
    static let element = "PagewrightElement"
    static let describedElement = "PagewrightDescribedElement"
    static let finding = "PagewrightFinding"
    static let matches = "PagewrightMatches"
    static let frameBounds = "PagewrightFrameBounds"
    static let report = "PagewrightReport"
    static let routes = "PagewrightRoutes"
    static let navigator = "PagewrightNavigator"
    static let place = "PagewrightPlace"
    static let move = "PagewrightMove"
    static let device = "PagewrightDevice"
    static let localization = "PagewrightLocalization"
    static let performable = "Performable"
    static let question = "Question"
    static let task = "PagewrightTask"
    static let questionType = "PagewrightQuestion"
    static let screenplayTask = "PagewrightScreenplayTask"
    static let screenplayQuestion = "PagewrightScreenplayQuestion"
    static let screenQuestion = "PagewrightScreenQuestion"
    static let auditedScreenQuestion = "PagewrightAuditedScreenQuestion"

    /// Every public type of the runtime. Generated code sees them all (the runtime is imported
    /// into every generated file), so a generated type of one of these names would shadow it.
    public static let types = [
        "Actor", "Performable", "PagewrightAuditedScreenQuestion", "PagewrightCheck", "PagewrightCoverage", "PagewrightDescribedElement", "PagewrightDevice", "PagewrightEditMenu", "PagewrightElement", "PagewrightFinding", "PagewrightFrameBounds", "PagewrightGeneratedCode",
        "PagewrightInterruption", "PagewrightInterruptionHandling", "PagewrightJourney", "PagewrightLaunching", "PagewrightLocalization", "PagewrightLocating", "PagewrightMatches", "PagewrightMove", "PagewrightNavigator", "PagewrightOnce", "PagewrightPage", "PagewrightPageObject", "PagewrightPlace",
        "PagewrightPoll", "PagewrightProject", "PagewrightQuestion", "PagewrightRecorder", "PagewrightReport", "PagewrightRoutes", "PagewrightRuntimeVersion",
        "PagewrightRuntimeVersions", "PagewrightScreen", "PagewrightScreenFinder", "PagewrightScreenQuestion", "PagewrightScreenplayActions", "PagewrightScreenplayQuestion", "PagewrightScreenplayTask", "PagewrightStepping", "PagewrightSwipe", "PagewrightTask", "PagewrightVerification",
        "PagewrightVerifyingScreen", "PagewrightWaitingTime", "PagewrightWhereabouts", "Question", "Readiness",
    ]

    // MARK: What the generated support file declares for the runtime

    /// The settings type each generated module declares (`PagewrightProject`).
    public static let settingsType = "PagewrightSettings"
    /// The module's names for the runtime's generic types, fixed to its settings.
    public static let verificationAlias = "ScreenVerification"
    public static let interruptionsAlias = "PagewrightInterruptions"
    public static let launchAlias = "PagewrightLaunch"
    /// `PagewrightStepping` with the module's settings (its `tapSwitch`, `clearText`, `ready`).
    public static let steps = "PagewrightSteps"
    /// The waiting times enum.
    public static let waitingTimeType = "WaitingTime"
    /// The Screenplay style's refinement of `PagewrightScreenplayActions` with the module's settings.
    static let screenplayInteractions = "ScreenplayInteractions"

    /// The types a generated module declares for the runtime, whatever its styles.
    public static let supportTypes = [settingsType, verificationAlias, interruptionsAlias, launchAlias, steps, waitingTimeType]
}
