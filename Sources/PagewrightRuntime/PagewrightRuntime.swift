// PagewrightRuntime: the behaviour every app's generated page objects share (polling, readiness,
// checks, screen verification, interruptions, failure evidence, launch, audits, recording,
// coverage, the Screenplay actor), as ordinary Swift. Generated files import this module and hold
// only what the specs say: elements, actions, checks, routes.
//
// Generated code needs XCTest and Apple's UI-testing API beside the runtime; this module brings
// both, so a generated file imports the runtime alone. On platforms without XCUITest, the
// `XCUIAutomation` module is this package's stand-in, with Apple's names and signatures.
@_exported import XCTest
#if canImport(XCUIAutomation)
@_exported import XCUIAutomation
#endif

/// What generated code states about the runtime version it was made for. Pagewright writes the
/// version into every generated module (`PagewrightSupport.swift`) as a call of a member of this
/// protocol's extension, `pagewrightRuntimeVersion1()`, from a type conforming to
/// `PagewrightRuntimeVersions`; the generated file also declares that member itself, unavailable
/// with a message saying to update the package. The runtime's member, in an extension constrained
/// to `PagewrightRuntimeVersions`, outranks the generated one wherever it exists; a version the
/// runtime no longer serves it keeps, unavailable with a message saying to regenerate. Either way
/// a mismatch is one compile-time error that says what to do, not a confusing type error
/// elsewhere (as swift-protobuf's `ProtobufAPIVersionCheck` does).
public protocol PagewrightGeneratedCode {}

/// The version check generated code makes conforms to this (see `PagewrightGeneratedCode`).
public protocol PagewrightRuntimeVersions: PagewrightGeneratedCode {}

extension PagewrightGeneratedCode where Self: PagewrightRuntimeVersions {
    /// Version 0: before the runtime was a library, generated code carried it; such code never
    /// reaches this check, which says what a version this runtime no longer serves gets.
    @available(*, unavailable, message: "This code was generated for an older PagewrightRuntime (version 0): regenerate the page objects (swift package plugin generate-pages, or build with PagewrightBuildPlugin)")
    public static func pagewrightRuntimeVersion0() {}

    /// Version 1: the first runtime library (issue 22).
    public static func pagewrightRuntimeVersion1() {}

    /// Version 2: `Element` enums whose elements are found simply are `PagewrightElement`s, and
    /// verification anchors are made from them (issue 22's lean output). Version 1 code uses
    /// neither, so this runtime serves both.
    public static func pagewrightRuntimeVersion2() {}

    /// Version 3: steps and checks naming an `Element` case (`tap(_:)`, `type(_:into:)`,
    /// `check(_:_:_:)`), localised texts looked up in the launch language
    /// (`PagewrightLocalization`), `reveal` (`PagewrightStepping.reveal`) and `repeat … until`
    /// (`repeatSteps`). Older code uses
    /// none of them, so this runtime serves versions 1 to 3; code of version 3 built against a
    /// runtime of version 2 gets that runtime's "update the package" message.
    public static func pagewrightRuntimeVersion3() {}

    /// Version 4: `Element` enums that `PagewrightElement` cannot state say how each element is
    /// found in one `PagewrightFinding` (`PagewrightDescribedElement`), and steps, checks and
    /// verification anchors take any `PagewrightLocating` enum. Older code uses neither.
    public static func pagewrightRuntimeVersion4() {}

    /// Version 5: Screenplay Tasks and Questions are classes inheriting their steps and the
    /// questions every screen answers (`PagewrightScreenplayTask`, `PagewrightScreenQuestion`);
    /// in the factory and plain styles an action that is one step is one call
    /// (`tap(_:action:file:line:)` and the like, in `Actions.swift`), and the factory's routes are
    /// `PagewrightRoutes`, started with `PagewrightLaunching.start`. Older code uses none of them.
    public static func pagewrightRuntimeVersion5() {}

    /// Version 6: `PagewrightLocating` no longer asks for `Hashable`, and `PagewrightWaitingTime`
    /// for neither `RawRepresentable` nor `Hashable` (its `rawValue` defaults to the case's name):
    /// generated `Element` and `WaitingTime` enums carry a `Never` case so that Swift derives no
    /// `Equatable` for them, whose type-check looks at every `==` in scope (issue 22). Screenplay
    /// Tasks are values of `PagewrightScreenplayTask` named for the report (`init(named:_:)`), made
    /// by generated functions; a Screenplay action that is one step is one call
    /// (`tap(_:action:file:line:)` and the like on `PagewrightScreenplayActions`, in
    /// `ScreenplayActions.swift`); a screen's Question is a `typealias` of
    /// `PagewrightScreenQuestion`, named after its screen in the report; a slider step is
    /// `PagewrightSteps.adjustSlider(_:to:)`. Older code still conforms,
    /// so this runtime serves versions 1 to 6.
    public static func pagewrightRuntimeVersion6() {}

    /// Version 7: navigation from wherever the app is (`PagewrightNavigator`, with its
    /// `PagewrightPlace`s and `PagewrightMove`s; "where am I" is `PagewrightScreenFinder`), and
    /// in the Screenplay style the Question of which screen shows (`PagewrightNavigator.expect`,
    /// `PagewrightScreenplayQuestion`). Older code uses none of it, so this runtime serves
    /// versions 1 to 7.
    public static func pagewrightRuntimeVersion7() {}

    /// Version 8: the spec language's round 4 (issue 41). Flows once per test class or per run
    /// (`PagewrightOnce`); the last match and matches within a frame (`PagewrightMatches`,
    /// `PagewrightFrameBounds`); an index that must be found (`PagewrightCheck.requiredIndex`);
    /// waiting then going on, holding throughout and settling (`Waiting.swift`); a screen's steps on
    /// arrival (`onArrival(file:line:)`); text compared ignoring what the app adds, values read as
    /// numbers or flags, and one of several expectations (`CheckValues.swift`, `AnyOf.swift`);
    /// `awaitTimeout` on every page class. Older code uses none of it, so this runtime serves
    /// versions 1 to 8.
    public static func pagewrightRuntimeVersion8() {}
}

/// The version of the runtime's API that this package's `pagewright` generates code for.
public enum PagewrightRuntimeVersion {
    public static let current = 8
}
