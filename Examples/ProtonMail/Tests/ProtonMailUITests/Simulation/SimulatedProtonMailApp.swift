// On a device the real Proton Mail app answers the UI tests, signed in to an account a test
// server creates for each test. On Linux nothing can, so these files build the app's accessibility
// tree with Pagewright's stand-in for XCUITest: the screens the re-expressed tests visit, with the
// identifiers, types and texts the app's robots look for. Facts (identifiers, texts, the German
// translations) come from ProtonMail/ios-mail at the commits NOTES.md names; the code is this
// example's own.
#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// The simulated Proton Mail app: its state, launch, language and what screens share. The screens
/// are in the `SimulatedProtonMailApp+…` files.
@MainActor
final class SimulatedProtonMailApp {
    static let bundleIdentifier = "ch.protonmail.protonmail"

    /// Simulated seconds the app's slow parts take.
    enum Delay {
        static let launch: TimeInterval = 1
        /// A call to Proton's servers (signing in, loading the mailbox).
        static let network: TimeInterval = 1
    }

    struct Contact: Equatable {
        var name: String
        var email: String
    }

    struct Group: Equatable {
        var name: String
        var emails: [String]
    }

    enum AutoLock { case none, everyTime }

    /// Ways to break the app, so a test can show that a check fails when the app misbehaves.
    enum Breakage: Hashable {
        /// Deleting a contact or a group leaves it in the list.
        case keepsDeleted
        /// Back from the background, the app does not ask for the PIN.
        case doesNotLock
        /// The lock screen counts one wrong PIN too many.
        case miscountsAttempts
        /// Dark mode stays off.
        case ignoresDarkMode
    }
    enum SwipeDirection { case leftToRight, rightToLeft }

    let app = SimulatedApp(bundleIdentifier: bundleIdentifier, name: "Proton Mail", launchDelay: Delay.launch)
    /// The account the test server created for the test (`FixtureAuthenticatedTestCase`).
    let account: TestAccount
    /// The language the app shows: English, or the first of `-AppleLanguages` the app ships.
    private(set) var language = "en"
    var broken: Set<Breakage> = []

    // Session.
    var isLoggedIn = false
    var loginFailed = false

    // PIN.
    var pinEnabled = false
    var pin = ""
    var pendingPin = ""
    var autoLock = AutoLock.none
    var appKeyEnabled = false
    var failedAttempts = 0
    /// The screen the lock screen covers, shown again once the PIN is right.
    var lockedScreen = "Inbox"

    // Mailbox.
    /// A message the server delivers, listed from the `refresh`-th pull to refresh on.
    var arriving: (subject: String, refresh: Int)?
    /// Pulls to refresh so far.
    var mailboxRefreshes = 0

    // Settings.
    var darkModeOn = false
    var swipeActions: [SwipeDirection: String] = [.leftToRight: "Trash", .rightToLeft: "Move to archive"]
    var choosingSwipe = SwipeDirection.leftToRight

    // Contacts.
    var contacts: [Contact] = []
    var groups: [Group] = []
    var showsCreateMenu = false
    var contactsTabShowsGroups = false
    var openedContact: Int?
    var draftName = ""
    var draftEmail = ""
    var draftShowsEmail = false
    var openedGroup: Int?
    var groupDraft = Group(name: "", emails: [])

    init(account: TestAccount) {
        self.account = account
    }

    /// Installs the app on `device` as the app under test.
    @discardableResult
    static func install(on device: SimulatedDevice, account: TestAccount = .fixture) -> SimulatedProtonMailApp {
        let proton = SimulatedProtonMailApp(account: account)
        proton.declareScreens()
        proton.app.onLaunch = { app in proton.launched(app) }
        proton.app.onForeground = { app in proton.cameToForeground(app) }
        device.install(proton.app, asAppUnderTest: true)
        return proton
    }

    private func declareScreens() {
        declareLogin()
        declareMailbox()
        declareSettings()
        declarePin()
        declareContacts()
        app.initialScreen = "Login"
    }

    /// A signed-in app with a PIN opens on its lock screen; `-AppleLanguages (de)` picks German.
    private func launched(_ app: SimulatedApp) {
        language = Self.language(from: app.launchArguments)
        failedAttempts = 0
        if isLoggedIn {
            if pinEnabled {
                lock(showing: "Inbox")
            } else {
                app.show("Inbox")
            }
        }
    }

    /// Back from the background, an app whose PIN locks it "every time" asks for the PIN.
    private func cameToForeground(_ app: SimulatedApp) {
        guard isLoggedIn, pinEnabled, autoLock == .everyTime, app.currentScreen != "PinInput", !broken.contains(.doesNotLock) else { return }
        lock(showing: app.currentScreen ?? "Inbox")
    }

    func lock(showing screen: String) {
        lockedScreen = screen
        app.show("PinInput")
    }

    func signOut() {
        isLoggedIn = false
        pinEnabled = false
        pin = ""
        autoLock = .none
        appKeyEnabled = false
        failedAttempts = 0
        app.show("Login")
    }

    // MARK: Language

    /// The app's text for a key of its string table in the language it shows (the key where the
    /// table has none, as `NSLocalizedString` returns it).
    func t(_ key: String) -> String {
        Self.table(language)[key] ?? Self.table("en")[key] ?? key
    }

    /// The first language of `-AppleLanguages (de, en)` that the app ships, else English.
    static func language(from arguments: [String]) -> String {
        guard let index = arguments.lastIndex(of: "-AppleLanguages"), index + 1 < arguments.count else { return "en" }
        let list = arguments[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: "() "))
        for candidate in list.split(separator: ",").map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }) {
            let base = String(candidate.prefix { $0 != "-" && $0 != "_" })
            if shippedLanguages.contains(candidate) { return candidate }
            if shippedLanguages.contains(base) { return base }
        }
        return "en"
    }

    static let shippedLanguages = ["de", "en"]

    /// The app's `Localizable.strings` of a language, read with Foundation's own property-list
    /// reader (a different reader from Pagewright's, so the two check each other).
    static func table(_ language: String) -> [String: String] {
        if let cached = tables[language] { return cached }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("App/Localization/\(language).lproj/Localizable.strings")
        var table: [String: String] = [:]
        if let data = try? Data(contentsOf: url),
           let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [AnyHashable: Any] {
            for (key, value) in plist { if let key = key as? String, let value = value as? String { table[key] = value } }
        }
        tables[language] = table
        return table
    }

    private static var tables: [String: [String: String]] = [:]

    // MARK: Shared pieces

    /// A navigation bar with a back button (its label the screen it goes back to) and items.
    func navigationBar(_ title: String, back: (label: String, screen: String)? = nil,
                       @SimulatedUIBuilder items: () -> [SimulatedElement] = { [] }) -> SimulatedElement {
        SimulatedElement.navigationBar(title) {
            if let back {
                SimulatedElement.button("", label: back.label).onTap(show: back.screen)
            }
            items()
        }
    }

    /// The app's way of naming a row after its title: spaces become `_` (`replaceSpaces()`).
    static func identifier(_ prefix: String, _ title: String) -> String {
        "\(prefix).\(title.replacingOccurrences(of: " ", with: "_"))"
    }
}

#endif
