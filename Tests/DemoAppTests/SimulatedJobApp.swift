import Foundation
import XCUIAutomation

/// The demo job-search app, written by hand the way its accessibility tree looks on a device.
/// It is the only Linux-specific part of these tests: on a device the real app plays this role.
///
/// Screens are rebuilt from `state` each time they are shown; loading (search history, search
/// results, logging in) fills a screen in place after a simulated network delay.
@MainActor
final class SimulatedJobApp {
    static let bundleIdentifier = "com.example.jobs"

    enum Screen: String {
        case main = "Main", refineSearch = "RefineSearch", vacancyList = "VacancyList"
        case vacancy = "Vacancy", responseSent = "ResponseSent", savedVacancies = "SavedVacancies"
        case profile = "Profile", authorization = "Authorization", login = "Login"
        case companyGallery = "CompanyGallery", photoDetail = "PhotoDetail", videoDetail = "VideoDetail"
    }

    /// Simulated seconds the app's slow parts take.
    enum Delay {
        static let launch: TimeInterval = 1.5
        static let history: TimeInterval = 2
        static let results: TimeInterval = 1.5
        static let login: TimeInterval = 2
        static let response: TimeInterval = 1
        /// How long the ResponseSent sheet stays before it closes itself.
        static let responseSheet: TimeInterval = 3
        static let permissionAlert: TimeInterval = 0.3
    }

    struct Options {
        /// Identifiers the app uses instead of the usual ones, e.g. `["Login.submit": "Login.signIn"]`:
        /// a build whose identifiers drifted from the specs, to prove the page objects notice.
        var renamedIdentifiers: [String: String] = [:]
        /// A build whose Cancel button in the confirmation alert does nothing.
        var cancelLeavesAlertUp = false
        /// Identifiers the app exposes as labels instead (the element has no identifier; its label is
        /// that text), as UIKit does for a view whose accessibility label is set but not its identifier.
        var identifiersExposedAsLabels: Set<String> = []
        /// Elements (by identifier) the app shows disabled.
        var disabledIdentifiers: Set<String> = []
        /// A build that shows RefineSearch's "Show vacancies" button twice.
        var duplicateApplyButton = false
        /// Buttons (by identifier) the app leaves without an accessibility label.
        var unlabelledButtons: Set<String> = []
        /// A build in which tapping these elements (by identifier) shows another screen after what
        /// the tap did: a transition that leads to the wrong place.
        var tapsLeadingElsewhere: [String: Screen] = [:]
        /// A build whose switches are SwiftUI Toggles in form rows: each spans its row, and a tap
        /// at its centre lands on the label (`SimulatedElement.toggle(…, spansRow: true)`).
        var switchesSpanRows = false
    }

    let app: SimulatedApp
    let state = JobAppState()
    let options: Options
    let device: SimulatedDevice

    /// Installs the app on `device` as the app under test (replacing an earlier install).
    @discardableResult
    static func install(on device: SimulatedDevice = .current, options: Options = Options()) -> SimulatedJobApp {
        SimulatedJobApp(device: device, options: options)
    }

    private init(device: SimulatedDevice, options: Options) {
        self.device = device
        self.options = options
        app = SimulatedApp(bundleIdentifier: Self.bundleIdentifier, name: "Jobs", launchDelay: Delay.launch)
        app.initialScreen = Screen.main.rawValue
        app.onLaunch = { [state] app in state.relaunch(arguments: app.launchArguments) }
        declareSearchScreens()
        declareVacancyScreens()
        declareAccountScreens()
        declareSavedScreen()
        declareGalleryScreens()
        device.install(app, asAppUnderTest: true)
    }

    // MARK: Building blocks the screens share

    /// Declares a screen whose elements pass through the identifier renames. Handlers capture the
    /// app strongly: it lives as long as the device it is installed on.
    func screen(_ screen: Screen, @SimulatedUIBuilder _ content: @escaping @MainActor () -> [SimulatedElement]) {
        app.screen(screen.rawValue) { content().map(self.renamed) }
    }

    func show(_ screen: Screen, after delay: TimeInterval = 0) {
        app.show(screen.rawValue, after: delay)
    }

    var currentScreen: Screen? { app.currentScreen.flatMap(Screen.init(rawValue:)) }

    /// Replaces what `container` shows (a screen filling in after loading), with the renames applied.
    func fill(_ container: SimulatedElement, @SimulatedUIBuilder with content: () -> [SimulatedElement]) {
        container.children = content().map(renamed)
    }

    /// Applies `options.renamedIdentifiers` to `element` and its subtree.
    func renamed(_ element: SimulatedElement) -> SimulatedElement {
        element.renameIdentifiers { options.renamedIdentifiers[$0] ?? $0 }
        element.exposeIdentifiersAsLabels(options.identifiersExposedAsLabels)
        element.disable(options.disabledIdentifiers)
        element.removeLabels(of: options.unlabelledButtons)
        element.redirectTaps(options.tapsLeadingElsewhere.mapValues(\.rawValue), in: app)
        return element
    }

    /// The tab bar of the screens that show it: Search and Profile.
    func tabBar(selected: Screen) -> SimulatedElement {
        SimulatedElement(.tabBar, id: "TabBar", label: "Tab Bar") {
            SimulatedElement(.button, id: "TabBar.search", label: "Search", selected: selected == .main)
                .onTap { _ in self.show(.main) }
            SimulatedElement(.button, id: "TabBar.profile", label: "Profile", selected: selected == .profile)
                .onTap { _ in self.show(.profile) }
        }
    }

    /// The app's "Are you sure?" alert (a UIAlertController with an accessibility identifier).
    func presentConfirmation(_ title: String, message: String, onConfirm: @escaping @MainActor () -> Void) {
        let alert = SimulatedElement.alert(title, message: message, buttons: ["Cancel", "OK"]) { button, _ in
            if button == "OK" { onConfirm() }
            if button == "Cancel" && self.options.cancelLeavesAlertUp {
                self.presentConfirmation(title, message: message, onConfirm: onConfirm)
            }
        }
        alert.identifier = "ConfirmationAlert"
        app.present(renamed(alert))
    }
}

extension SimulatedElement {
    /// Rewrites the identifiers of this element and its subtree.
    func renameIdentifiers(_ rename: (String) -> String) {
        if !identifier.isEmpty { identifier = rename(identifier) }
        for child in children { child.renameIdentifiers(rename) }
    }

    /// After a tap on an element with one of these identifiers, the app shows the screen named.
    func redirectTaps(_ redirects: [String: String], in app: SimulatedApp) {
        guard !redirects.isEmpty else { return }
        if let screen = redirects[identifier] { _ = onTap { _ in app.show(screen) } }
        for child in children { child.redirectTaps(redirects, in: app) }
    }

    /// Leaves the elements with these identifiers without a label.
    func removeLabels(of identifiers: Set<String>) {
        guard !identifiers.isEmpty else { return }
        if identifiers.contains(identifier) { label = "" }
        for child in children { child.removeLabels(of: identifiers) }
    }

    /// Disables the elements with these identifiers.
    func disable(_ identifiers: Set<String>) {
        guard !identifiers.isEmpty else { return }
        if identifiers.contains(identifier) { isEnabled = false }
        for child in children { child.disable(identifiers) }
    }

    /// Moves each of `identifiers` into its element's label, leaving it without an identifier.
    func exposeIdentifiersAsLabels(_ identifiers: Set<String>) {
        guard !identifiers.isEmpty else { return }
        if identifiers.contains(identifier) {
            label = identifier
            identifier = ""
        }
        for child in children { child.exposeIdentifiersAsLabels(identifiers) }
    }
}
