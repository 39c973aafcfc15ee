import Foundation
import Testing
@testable import PagewrightCore

/// Issue 23: an app whose sign-in leads one way into it is not a field of dead ends. A screen is a
/// dead end when it can get back neither to an entry screen nor to its app's home: the `home` in
/// pagewright.json, or else, when the entry's group of screens that lead to one another is not
/// the largest the entry reaches (the way in is one way), the first group of two or more screens
/// after it, where the way in lands.
@Suite("Dead ends after a one-way entry")
struct DeadEndTests {
    /// Login leads one way into Inbox ⇄ Settings ⇄ Detail; Settings opens BlockList, which has no
    /// way back (a real dead end), and Login opens Help, which has none either.
    private func oneWayApp(settings: String = #"{ "apps": { "main": { "entry": "Login" } } }"#) -> [String: String] {
        [
            "Login.json": screen("Login", extra: #""actions": { "logIn": { "tap": "view", "to": "Inbox" }, "help": { "tap": "view", "to": "Help" } }"#),
            "Help.json": screen("Help"),
            "Inbox.json": screen("Inbox", extra: #""actions": { "settings": { "tap": "view", "to": "Settings" }, "open": { "tap": "view", "to": "Detail" } }"#),
            "Detail.json": screen("Detail", extra: #""actions": { "back": { "tap": "view", "to": "Inbox" } }"#),
            "Settings.json": screen("Settings", extra: #""actions": { "back": { "tap": "view", "to": "Inbox" }, "blocked": { "tap": "view", "to": "BlockList" } }"#),
            "BlockList.json": screen("BlockList"),
            "pagewright.json": settings,
        ]
    }

    @Test func screensThatGetBackToTheHomeAfterASignInAreNoDeadEnds() {
        // Before: Inbox, Detail, Settings and BlockList (and Help), none of which can reach Login.
        #expect(diagnostics(oneWayApp()) == [
            "specs/BlockList.json:2:13: warning: there is no way back from screen 'BlockList' to an entry screen (Login (main)) or a home screen (Inbox (main)); a test that gets there cannot go on elsewhere [dead-end]",
            "specs/Help.json:2:13: warning: there is no way back from screen 'Help' to an entry screen (Login (main)) or a home screen (Inbox (main)); a test that gets there cannot go on elsewhere [dead-end]",
        ])
    }

    @Test func anEntryInTheLargestGroupIsHomeEnough() {
        // Signing out leads back: the app is one group with its entry, and the rule is the old one.
        var app = oneWayApp()
        app["Settings.json"] = screen("Settings", extra: #""actions": { "logOut": { "tap": "view", "to": "Login" }, "blocked": { "tap": "view", "to": "BlockList" } }"#)
        #expect(diagnostics(app) == [
            "specs/BlockList.json:2:13: warning: there is no way back from screen 'BlockList' to an entry screen (Login (main)); a test that gets there cannot go on elsewhere [dead-end]",
            "specs/Help.json:2:13: warning: there is no way back from screen 'Help' to an entry screen (Login (main)); a test that gets there cannot go on elsewhere [dead-end]",
        ])
    }

    @Test func theHomeIsWhereTheWayInLandsNotTheLargestGroup() {
        // The settings area forgot its way back and is bigger than the app proper; the home is
        // still the group the sign-in lands in, so the settings area is reported.
        var app = oneWayApp()
        app["Settings.json"] = screen("Settings", extra: #""actions": { "next": { "tap": "view", "to": "BlockList" } }"#)
        app["BlockList.json"] = screen("BlockList", extra: #""actions": { "next": { "tap": "view", "to": "Privacy" } }"#)
        app["Privacy.json"] = screen("Privacy", extra: #""actions": { "next": { "tap": "view", "to": "Settings" } }"#)
        let way = "an entry screen (Login (main)) or a home screen (Inbox (main)); a test that gets there cannot go on elsewhere [dead-end]"
        #expect(diagnostics(app) == [
            "specs/BlockList.json:2:13: warning: there is no way back from screen 'BlockList' to \(way)",
            "specs/Help.json:2:13: warning: there is no way back from screen 'Help' to \(way)",
            "specs/Privacy.json:2:13: warning: there is no way back from screen 'Privacy' to \(way)",
            "specs/Settings.json:2:13: warning: there is no way back from screen 'Settings' to \(way)",
        ])
    }

    @Test func aDeclaredHomeWinsOverTheGroupFound() {
        // The sign-in has a step of its own with help and back (Password ⇄ PasswordHelp): that is
        // the first group after the entry, so it is taken for the home, as the warnings say.
        var app = oneWayApp()
        app["Login.json"] = screen("Login", extra: #""actions": { "next": { "tap": "view", "to": "Password" }, "help": { "tap": "view", "to": "Help" } }"#)
        app["Password.json"] = screen("Password", extra: #""actions": { "logIn": { "tap": "view", "to": "Inbox" }, "help": { "tap": "view", "to": "PasswordHelp" } }"#)
        app["PasswordHelp.json"] = screen("PasswordHelp", extra: #""actions": { "back": { "tap": "view", "to": "Password" } }"#)
        #expect(diagnostics(app).filter { $0.contains("Inbox.json") } == [
            "specs/Inbox.json:2:13: warning: there is no way back from screen 'Inbox' to an entry screen (Login (main)) or a home screen (Password (main)); a test that gets there cannot go on elsewhere [dead-end]",
        ])
        app["pagewright.json"] = #"{ "apps": { "main": { "entry": "Login", "home": "Inbox" } } }"#
        #expect(diagnostics(app) == [
            "specs/BlockList.json:2:13: warning: there is no way back from screen 'BlockList' to an entry screen (Login (main)) or a home screen (Inbox (main)); a test that gets there cannot go on elsewhere [dead-end]",
            "specs/Help.json:2:13: warning: there is no way back from screen 'Help' to an entry screen (Login (main)) or a home screen (Inbox (main)); a test that gets there cannot go on elsewhere [dead-end]",
        ])
    }

    @Test func theHomeIsAScreenOfItsApp() {
        let settings = #"{ "apps": { "main": { "entry": "Login", "home": "Inbx" }, "other": { "bundleIdentifier": "x", "home": "Inbox" } } }"#
        #expect(diagnostics(oneWayApp(settings: settings)) == [
            "specs/pagewright.json:1:49: error: unknown screen 'Inbx'; did you mean 'Inbox'?",
            "specs/pagewright.json:1:103: error: the home of app 'other' is screen 'Inbox', which belongs to app 'main'",
            "specs/pagewright.json:1:103: error: app 'other' has a 'home' but no 'entry'; the home is where its journeys settle after the entry",
        ])
    }

    // MARK: Real apps, signing out taken away

    /// The specs of an example, with `edit` applied to the text of one file.
    private func example(_ specs: String, editing file: String, _ edit: @escaping (String) -> String) throws -> [String] {
        try example(specs, editing: [file: edit])
    }

    /// The specs of an example, with each edit applied to the text of its file.
    private func example(_ specs: String, editing edits: [String: (String) -> String]) throws -> [String] {
        let folder = RepositoryPaths.root + "/" + specs
        let files = try SpecDirectory.read(folder).map { spec -> SpecFile in
            guard let edit = edits[spec.relativePath] else { return spec }
            let text = String(decoding: spec.bytes, as: UTF8.self)
            let edited = edit(text)
            #expect(edited != text, "the edit of \(spec.relativePath) changed nothing")
            return SpecFile(relativePath: spec.relativePath, displayPath: spec.displayPath, bytes: Array(edited.utf8))
        }
        return Pipeline.validate(files: files).log.sorted.map { $0.description.replacingOccurrences(of: folder + "/", with: "") }
    }

    /// WooCommerce's sign-in leads one way into the store; only signing out (Settings → Prologue)
    /// led back. Without it the old rule called 31 of its 36 screens dead ends; now the four its
    /// screen objects really leave without a way back, as with signing out.
    @Test func wooCommerceWithoutSigningOut() throws {
        let specs = "Examples/WooCommerce/Tests/WooCommerceUITests/Specs"
        // Both ways out: signing out from Settings, and confirming its alert.
        let noWayOut: (String) -> String = { $0.replacingOccurrences(of: #""to": "Prologue","#, with: "") }
        let diagnostics = try example(specs, editing: ["Tabs/Settings.json": noWayOut, "Tabs/LogOutAlert.json": noWayOut])
        let home = "an entry screen (Prologue (main), ExternalApp (safari)) or a home screen (MyStore (main))"
        #expect(diagnostics == [
            "Login/Help.json:3:13: warning: there is no way back from screen 'Help' to \(home); a test that gets there cannot go on elsewhere [dead-end]",
            "Login/LoginEpilogue.json:3:13: warning: screen 'LoginEpilogue' cannot be reached from an entry screen (Prologue (main), ExternalApp (safari)); no action leads to it [unreachable]",
            "Payments/CardReaderManuals.json:3:13: warning: there is no way back from screen 'CardReaderManuals' to \(home); a test that gets there cannot go on elsewhere [dead-end]",
            "Payments/Payments.json:3:13: warning: there is no way back from screen 'Payments' to \(home); a test that gets there cannot go on elsewhere [dead-end]",
            "Products/ProductSearch.json:3:13: warning: there is no way back from screen 'ProductSearch' to \(home); a test that gets there cannot go on elsewhere [dead-end]",
        ])
    }

    /// Proton Mail signs out from the lock screen (and after ten wrong PINs). Without that, the old
    /// rule called 25 of its 26 screens dead ends. Its specs now say it may open on the inbox or
    /// the lock screen as well as on Login (a sign-in persists), so a screen that leads back to
    /// any of them is no dead end, signing out or not; the three screens its robots leave without
    /// a way back have their warning turned off in their own files. As written, it validates
    /// without a problem.
    @Test func protonMailWithoutSigningOut() throws {
        let specs = "Examples/ProtonMail/Tests/ProtonMailUITests/Specs"
        #expect(try example(specs, editing: "Pin/Pin.json") { $0 + " " } == [])
        let withoutSigningOut = try example(specs, editing: [
            "Pin/LogoutDialog.json": { $0.replacingOccurrences(of: #""to": "Login", "#, with: "") },
            "Pin/PinInput.json": { $0.replacingOccurrences(of: #", "to": "Login""#, with: "") },
        ])
        #expect(withoutSigningOut == [])
    }
}
