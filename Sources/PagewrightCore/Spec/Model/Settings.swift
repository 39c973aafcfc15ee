/// `pagewright.json`: project-wide settings. Every field has a default, so the file is optional.
public struct Settings: Sendable {
    public var apps: [AppSpec]
    /// Named waiting times in seconds, sorted by name.
    public var waits: [WaitSpec]
    public var pageSuffix: Located<String>
    public var accessLevel: AccessLevel
    public var styles: [OutputStyle]
    /// Every warning about these specs is an error (`"warningsAsErrors": true`; the command line's
    /// `--warnings-as-errors` does the same for one run).
    public var warningsAsErrors: Bool = false
    /// A key Pagewright does not know is only a warning (`"unknownKeys": "warning"`); by default
    /// it is an error, because an ignored key silently changes what a spec means.
    public var allowsUnknownKeys: Bool = false
    /// Kinds of warning turned off for the whole project (`"disabledWarnings": ["dead-end"]`), as
    /// written; the validator checks each names a `WarningName`.
    public var disabledWarnings: [Located<String>] = []
    /// `defaults`: waiting, readiness, verification and failure evidence.
    public var defaults = DefaultsSpec()
    /// Options of the plain output style (`"plain"`).
    public var plain = PlainOptionsSpec()
    /// Options of the generated tour (`"tour"`).
    public var tour = TourOptionsSpec()
    /// The team's test case class that page objects are handed (`"testCase": "UITestCase"`).
    public var testCase: Located<String>?
    /// The Screenplay style's name for its Task protocol (`"screenplay": { "taskProtocol": … }`).
    public var screenplayTaskProtocol: Located<String>?
    /// Where the app's localised strings are (`"localization"`).
    public var localization: LocalizationSpec?
    /// How a page's `Constants` are declared: static lets (the default) or a `String` enum.
    public var constantsStyle: ConstantsStyle = .staticLets
    /// The settings file as the user names it, when there is one.
    public var file: String?

    public static let defaultWaits: [(name: String, seconds: Double)] = [
        ("appLaunch", 60), ("networking", 20), ("uiInteraction", 5),
    ]
    /// The waiting time used where a spec names none.
    public static let defaultWaitName = "uiInteraction"
    public static let defaultAppName = "main"

    public init(apps: [AppSpec], waits: [WaitSpec], pageSuffix: Located<String>, accessLevel: AccessLevel,
                styles: [OutputStyle], file: String?) {
        self.apps = apps
        self.waits = waits
        self.pageSuffix = pageSuffix
        self.accessLevel = accessLevel
        self.styles = styles
        self.file = file
    }

    public func app(named name: String) -> AppSpec? { apps.first { $0.name.value == name } }

    /// The app a screen belongs to when it names none: the app under test, i.e. the one without a
    /// bundle identifier (there is at most one), or the only app there is.
    public var defaultApp: AppSpec? {
        let underTest = apps.filter { $0.bundleIdentifier == nil }
        if underTest.count == 1 { return underTest[0] }
        return apps.count == 1 ? apps[0] : nil
    }
}

public struct AppSpec: Sendable {
    public var name: Located<String>
    /// The screen the app shows after launch: the first of `entries`.
    public var entry: Located<String>?
    /// Every screen the app may open on after launch (`"entry": ["Onboarding", "Inbox"]`, when
    /// that depends on what the app has persisted), in written order; one for a plain `"entry"`.
    public var entries: [Located<String>] = []
    /// `"relaunch": true`: navigation may relaunch the app as a last resort, when no screen of
    /// the specs shows or no way leads on from the one that does.
    public var relaunch: Located<Bool>? = nil
    /// The screen a journey settles in after a one-way entry (a sign-in that leads into the app):
    /// a screen that can get back to it is no dead end. Found from the graph when not written.
    public var home: Located<String>? = nil
    /// Absent for the app under test (`XCUIApplication()`).
    public var bundleIdentifier: Located<String>?
    /// Passed at every launch, before any the test adds.
    public var launchArguments: [Located<String>] = []
    public var launchEnvironment: [EnvironmentVariable] = []
}

/// One variable of an app's launch environment, in written order.
public struct EnvironmentVariable: Sendable {
    public var name: Located<String>
    public var value: String
}

public struct WaitSpec: Sendable {
    public var name: Located<String>
    public var seconds: Double
}

public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`
}

/// `"naming": { "constants": … }`: `Constants.X` as a static let, or `Constants.X.rawValue` of a
/// `String` enum (the locator-enum article's form).
public enum ConstantsStyle: String, Sendable, CaseIterable {
    case staticLets, stringEnum
}

public enum OutputStyle: String, Sendable, CaseIterable {
    case factory, plain, screenplay
}
