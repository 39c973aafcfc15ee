// Hand-written page objects for the demo job-search app, in the style of the articles Pagewright
// learns from (docs: /work/shared/seeds): a base page with a factory that builds every page
// (hh.ru, "Olya, tests and factory"), an awaited unique element per page (the "XCTest and the
// Page Object Model" article), `waitForExistence` before each element is used, one query per
// check, traits as protocols with constrained extensions, and an alert generic over the page
// that opened it.
//
// This is the baseline of the benchmark (BENCHMARKS.md): its compile cost per 1,000 lines is
// compared with generated code's, and `Tests/DemoAppTests/RuntimeCostTests.swift` runs the demo
// journeys through it and through the generated page objects against the same simulated app.
// Tests/DemoAppTests/HandWrittenPages.swift is a link to this file, so the baseline that is
// measured is the one that is tested. Names end in `Page` (as in the Page Object Model article)
// so that they shadow none of the generated types the same test module imports (`…PageObject`,
// and the plain and Screenplay styles' `…Screen`, `…Elements`, …).
import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The few waiting times a suite uses (the Page Flow article's `WaitingTime`).
enum Timeout {
    static let uiInteraction: TimeInterval = 5
    static let networking: TimeInterval = 20
    static let appLaunch: TimeInterval = 60
}

// MARK: - Base page and factory

@MainActor
class BasePage {
    let pageFactory: PageFactory
    let application: XCUIApplication

    required init(pageFactory: PageFactory, application: XCUIApplication) {
        self.pageFactory = pageFactory
        self.application = application
    }

    /// The element only this page shows; every page overrides it.
    var uniqueElement: XCUIElement { application }

    /// How long the page may take to appear.
    var awaitTimeout: TimeInterval { Timeout.uiInteraction }

    /// Whether the page is on screen now, without waiting.
    var isShown: Bool { uniqueElement.exists }

    /// Waits for the unique element, failing the test at the caller's line if it never appears.
    @discardableResult
    func waitForPage(timeout: TimeInterval? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
        let timeout = timeout ?? awaitTimeout
        XCTAssertTrue(uniqueElement.waitForExistence(timeout: timeout),
                      "\(type(of: self)) did not appear within \(timeout) s", file: file, line: line)
        return self
    }

    /// Waits for an element before the page uses it.
    func waitFor(_ element: XCUIElement, timeout: TimeInterval = Timeout.uiInteraction,
                 file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(element.waitForExistence(timeout: timeout), "\(element) did not appear", file: file, line: line)
    }
}

/// Builds every page and waits for it, so each link of a test chain starts on its page.
@MainActor
final class PageFactory {
    let application: XCUIApplication
    let springboard: XCUIApplication

    init(application: XCUIApplication = XCUIApplication(),
         springboard: XCUIApplication = XCUIApplication(bundleIdentifier: "com.apple.springboard")) {
        self.application = application
        self.springboard = springboard
    }

    /// Launches the app and returns its first page.
    @discardableResult
    func launch(file: StaticString = #filePath, line: UInt = #line) -> MainPage {
        application.launch()
        return MainPage(pageFactory: self, application: application)
            .waitForPage(timeout: Timeout.appLaunch, file: file, line: line)
    }

    private func initializePage<Page: BasePage>(ofType type: Page.Type, file: StaticString, line: UInt) -> Page {
        type.init(pageFactory: self, application: application).waitForPage(file: file, line: line)
    }

    func makeMainPage(file: StaticString = #filePath, line: UInt = #line) -> MainPage {
        initializePage(ofType: MainPage.self, file: file, line: line)
    }

    func makeSearchHistoryPage(file: StaticString = #filePath, line: UInt = #line) -> SearchHistoryPage {
        initializePage(ofType: SearchHistoryPage.self, file: file, line: line)
    }

    func makeRefineSearchPage(file: StaticString = #filePath, line: UInt = #line) -> RefineSearchPage {
        initializePage(ofType: RefineSearchPage.self, file: file, line: line)
    }

    func makeVacancyListPage(file: StaticString = #filePath, line: UInt = #line) -> VacancyListPage {
        initializePage(ofType: VacancyListPage.self, file: file, line: line)
    }

    func makeVacancyPage(file: StaticString = #filePath, line: UInt = #line) -> VacancyPage {
        initializePage(ofType: VacancyPage.self, file: file, line: line)
    }

    func makeResponseSentPage(file: StaticString = #filePath, line: UInt = #line) -> ResponseSentPage {
        initializePage(ofType: ResponseSentPage.self, file: file, line: line)
    }

    func makeSavedVacanciesPage(file: StaticString = #filePath, line: UInt = #line) -> SavedVacanciesPage {
        initializePage(ofType: SavedVacanciesPage.self, file: file, line: line)
    }

    func makeProfilePage(file: StaticString = #filePath, line: UInt = #line) -> ProfilePage {
        initializePage(ofType: ProfilePage.self, file: file, line: line)
    }

    func makeAuthorizationPage(file: StaticString = #filePath, line: UInt = #line) -> AuthorizationPage {
        initializePage(ofType: AuthorizationPage.self, file: file, line: line)
    }

    func makeLoginPage(file: StaticString = #filePath, line: UInt = #line) -> LoginPage {
        initializePage(ofType: LoginPage.self, file: file, line: line)
    }

    func makeCompanyGalleryPage(file: StaticString = #filePath, line: UInt = #line) -> CompanyGalleryPage {
        initializePage(ofType: CompanyGalleryPage.self, file: file, line: line)
    }

    func makePhotoDetailPage(file: StaticString = #filePath, line: UInt = #line) -> PhotoDetailPage {
        initializePage(ofType: PhotoDetailPage.self, file: file, line: line)
    }

    func makeVideoDetailPage(file: StaticString = #filePath, line: UInt = #line) -> VideoDetailPage {
        initializePage(ofType: VideoDetailPage.self, file: file, line: line)
    }

    func makeConfirmationAlertPage<Source: BasePage>(from source: Source, file: StaticString = #filePath,
                                                         line: UInt = #line) -> ConfirmationAlertPage<Source> {
        ConfirmationAlertPage(pageFactory: self, application: application, source: source)
            .waitForPage(file: file, line: line)
    }

    func makeNotificationPermissionAlertPage<Source: BasePage>(from source: Source, file: StaticString = #filePath,
                                                                   line: UInt = #line) -> NotificationPermissionAlertPage<Source> {
        NotificationPermissionAlertPage(pageFactory: self, application: springboard, source: source)
            .waitForPage(file: file, line: line)
    }
}

// MARK: - Traits

/// The tab bar at the bottom of the main pages.
@MainActor
protocol TabBarPage {
    var searchTab: XCUIElement { get }
    var profileTab: XCUIElement { get }
    func openSearchTab() -> MainPage
    func openProfileTab() -> ProfilePage
}

extension TabBarPage where Self: BasePage {
    private var tabBar: XCUIElement { application.tabBars["TabBar"].firstMatch }
    var searchTab: XCUIElement { tabBar.buttons["TabBar.search"].firstMatch }
    var profileTab: XCUIElement { tabBar.buttons["TabBar.profile"].firstMatch }

    @discardableResult
    func openSearchTab() -> MainPage {
        waitFor(searchTab)
        searchTab.tap()
        return pageFactory.makeMainPage()
    }

    @discardableResult
    func openProfileTab() -> ProfilePage {
        waitFor(profileTab)
        profileTab.tap()
        return pageFactory.makeProfilePage()
    }
}

/// Pages whose root view can be waited for; each declares its own `view`.
@MainActor
protocol ViewWaitablePage {
    var view: XCUIElement { get }
}

extension ViewWaitablePage where Self: BasePage {
    @discardableResult
    func waitView() -> Self {
        XCTAssertTrue(view.waitForExistence(timeout: Timeout.networking), "\(type(of: self)): view did not appear")
        return self
    }

    @discardableResult
    func checkViewIsShown(file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertTrue(view.exists, "\(type(of: self)): view is not shown", file: file, line: line)
        return self
    }
}

/// Sections of the main page (the article's `MainPageSection`).
@MainActor
protocol MainPageSection: BasePage {}

// MARK: - Search

final class MainPage: BasePage, TabBarPage, ViewWaitablePage {
    lazy var view = application.otherElements["Main.view"].firstMatch
    private lazy var searchField = application.searchFields["Main.search"].firstMatch
    private lazy var vacanciesButton = application.buttons["Main.vacancies"].firstMatch
    private lazy var refineButton = application.buttons["Main.refine"].firstMatch
    private lazy var savedButton = application.buttons["Main.saved"].firstMatch

    override var uniqueElement: XCUIElement { searchField }

    @discardableResult
    func search(_ query: String) -> Self {
        waitFor(searchField)
        searchField.tap()
        searchField.typeText(query)
        return self
    }

    @discardableResult
    func openVacanciesList() -> VacancyListPage {
        waitFor(vacanciesButton)
        vacanciesButton.tap()
        return pageFactory.makeVacancyListPage()
    }

    @discardableResult
    func openRefineSearch() -> RefineSearchPage {
        waitFor(refineButton)
        refineButton.tap()
        return pageFactory.makeRefineSearchPage()
    }

    @discardableResult
    func openSavedVacancies() -> SavedVacanciesPage {
        waitFor(savedButton)
        savedButton.tap()
        return pageFactory.makeSavedVacanciesPage()
    }

    func section<Section: MainPageSection>(_ section: Section.Type) -> Section {
        section.init(pageFactory: pageFactory, application: application).waitForPage()
    }
}

final class SearchHistoryPage: BasePage, MainPageSection {
    private lazy var historyList = application.tables["Main.history"].firstMatch
    private lazy var spinner = application.activityIndicators["Main.history.loading"].firstMatch
    private var historyItems: XCUIElementQuery { historyList.cells }

    override var uniqueElement: XCUIElement { historyList }
    override var awaitTimeout: TimeInterval { Timeout.networking }

    private func historyItem(_ query: String) -> XCUIElement {
        historyItems.matching(NSPredicate(format: "label == %@", query)).firstMatch
    }

    var historyCount: Int { historyItems.count }

    @discardableResult
    func waitHistoryIsLoad() -> Self {
        XCTAssertTrue(spinner.waitForNonExistence(timeout: Timeout.networking), "search history is still loading")
        return self
    }

    @discardableResult
    func repeatSearch(_ query: String) -> VacancyListPage {
        let item = historyItem(query)
        waitFor(item)
        item.tap()
        return pageFactory.makeVacancyListPage()
    }

    func section<Section: MainPageSection>(_ section: Section.Type) -> Section {
        section.init(pageFactory: pageFactory, application: application).waitForPage()
    }
}

extension MainPage: MainPageSection {}

final class RefineSearchPage: BasePage, ViewWaitablePage {
    lazy var view = application.otherElements["RefineSearch.view"].firstMatch
    private lazy var salarySlider = application.sliders["RefineSearch.salary"].firstMatch
    private lazy var experienceWheel = application.pickerWheels["RefineSearch.experience"].firstMatch
    private lazy var applyButton = application.buttons.matching(NSPredicate(format: "label == %@", "Show vacancies")).firstMatch

    override var uniqueElement: XCUIElement { view }

    private func facetLabel(startingWith prefix: String) -> XCUIElement {
        application.staticTexts.matching(NSPredicate(format: "label BEGINSWITH %@", prefix)).firstMatch
    }

    private func filterCell(group: String, title: String) -> XCUIElement {
        application.cells.matching(identifier: "RefineSearch.filter.\(group)")
            .matching(NSPredicate(format: "label == %@ OR value == %@", title, title)).firstMatch
    }

    @discardableResult
    func selectFilter(group: String, title: String) -> Self {
        let cell = filterCell(group: group, title: title)
        waitFor(cell)
        cell.tap()
        return self
    }

    @discardableResult
    func setSalary(position: Double) -> Self {
        waitFor(salarySlider)
        salarySlider.adjust(toNormalizedSliderPosition: CGFloat(position))
        return self
    }

    @discardableResult
    func chooseExperience(_ years: String) -> Self {
        waitFor(experienceWheel)
        experienceWheel.adjust(toPickerWheelValue: years)
        return self
    }

    @discardableResult
    func applyFilters() -> VacancyListPage {
        waitFor(applyButton)
        applyButton.tap()
        return pageFactory.makeVacancyListPage()
    }

    @discardableResult
    func checkFacetIsShown(_ prefix: String, file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertTrue(facetLabel(startingWith: prefix).exists, "no facet starting with '\(prefix)'", file: file, line: line)
        return self
    }

    @discardableResult
    func checkFilterIsSelected(group: String, title: String, file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertTrue(filterCell(group: group, title: title).isSelected, "filter '\(title)' is not selected", file: file, line: line)
        return self
    }
}

// MARK: - Vacancies

final class VacancyListPage: BasePage, TabBarPage, ViewWaitablePage {
    lazy var view = application.otherElements["VacancyList.view"].firstMatch
    private lazy var list = application.tables["VacancyList.table"].firstMatch
    private var vacancyCells: XCUIElementQuery { list.cells }
    private lazy var cellWithSalary = list.cells.containing(.staticText, identifier: "Vacancy.salary").element(boundBy: 0)

    // The list appears once the results have loaded.
    override var uniqueElement: XCUIElement { list }
    override var awaitTimeout: TimeInterval { Timeout.networking }

    private func vacancyCell(at position: Int) -> XCUIElement { vacancyCells.element(boundBy: position) }

    var vacancyCount: Int { vacancyCells.count }

    @discardableResult
    func openVacancy() -> VacancyPage {
        openVacancy(at: 0)
    }

    @discardableResult
    func openVacancy(at position: Int) -> VacancyPage {
        let cell = vacancyCell(at: position)
        waitFor(cell)
        cell.tap()
        return pageFactory.makeVacancyPage()
    }

    @discardableResult
    func openFirstVacancyWithSalary() -> VacancyPage {
        waitFor(cellWithSalary)
        cellWithSalary.tap()
        return pageFactory.makeVacancyPage()
    }

    @discardableResult
    func hideVacancy(at position: Int) -> ConfirmationAlertPage<VacancyListPage> {
        let cell = vacancyCell(at: position)
        waitFor(cell)
        cell.press(forDuration: 1.5)
        return pageFactory.makeConfirmationAlertPage(from: self)
    }

    @discardableResult
    func checkShowsVacancies(_ count: Int, file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertEqual(vacancyCells.count, count, "number of vacancies", file: file, line: line)
        return self
    }
}

final class VacancyPage: BasePage, TabBarPage, ViewWaitablePage {
    lazy var view = application.otherElements["Vacancy.view"].firstMatch
    private lazy var title = application.staticTexts["Vacancy.title"].firstMatch
    private(set) lazy var responseButton = application.buttons["Vacancy.respond"].firstMatch
    private lazy var companyButton = application.buttons["Vacancy.company"].firstMatch
    private lazy var hideButton = application.buttons["Vacancy.hide"].firstMatch
    private lazy var saveButton = application.buttons["Vacancy.save"].firstMatch

    override var uniqueElement: XCUIElement { title }

    var titleText: String { title.label }

    /// Logged in: the response is sent.
    @discardableResult
    func tapResponseButton() -> ResponseSentPage {
        waitFor(responseButton)
        responseButton.tap()
        return pageFactory.makeResponseSentPage()
    }

    /// Logged out: the app asks to sign in first.
    @discardableResult
    func tapResponseButtonExpectingAuthorization() -> AuthorizationPage {
        waitFor(responseButton)
        responseButton.tap()
        return pageFactory.makeAuthorizationPage()
    }

    @discardableResult
    func openCompany() -> CompanyGalleryPage {
        waitFor(companyButton)
        companyButton.tap()
        return pageFactory.makeCompanyGalleryPage()
    }

    @discardableResult
    func openAlert() -> ConfirmationAlertPage<VacancyPage> {
        waitFor(hideButton)
        hideButton.tap()
        return pageFactory.makeConfirmationAlertPage(from: self)
    }

    @discardableResult
    func save() -> Self {
        waitFor(saveButton)
        saveButton.tap()
        return self
    }

    @discardableResult
    func checkTitle(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertEqual(title.label, text, "vacancy title", file: file, line: line)
        return self
    }
}

final class ResponseSentPage: BasePage {
    private lazy var message = application.staticTexts["ResponseSent.message"].firstMatch
    private lazy var closeButton = application.buttons["ResponseSent.close"].firstMatch

    override var uniqueElement: XCUIElement { message }
    override var awaitTimeout: TimeInterval { Timeout.networking }

    @discardableResult
    func close() -> VacancyPage {
        waitFor(closeButton)
        closeButton.tap()
        return pageFactory.makeVacancyPage()
    }

    /// The sheet closes by itself after a few seconds.
    @discardableResult
    func waitUntilClosed() -> VacancyPage {
        XCTAssertTrue(message.waitForNonExistence(timeout: Timeout.networking), "the sheet did not close")
        return pageFactory.makeVacancyPage()
    }

    @discardableResult
    func checkMessageMentions(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertTrue(message.label.contains(text), "message does not mention '\(text)'", file: file, line: line)
        return self
    }
}

final class SavedVacanciesPage: BasePage, TabBarPage {
    private lazy var list = application.tables["Saved.table"].firstMatch
    private var savedCells: XCUIElementQuery { list.cells }
    private(set) lazy var notifyButton = application.buttons["Saved.notify"].firstMatch
    private lazy var clearButton = application.buttons["Saved.clear"].firstMatch

    override var uniqueElement: XCUIElement { list }

    func savedCell(at position: Int) -> XCUIElement { savedCells.element(boundBy: position) }

    private func removeButton(at position: Int) -> XCUIElement {
        savedCell(at: position).buttons["Saved.remove"].firstMatch
    }

    var savedCount: Int { savedCells.count }

    @discardableResult
    func removeSavedVacancy(at position: Int) -> Self {
        let cell = savedCell(at: position)
        waitFor(cell)
        cell.swipeLeft()
        let remove = removeButton(at: position)
        waitFor(remove)
        remove.tap()
        return self
    }

    @discardableResult
    func turnOnNotifications() -> NotificationPermissionAlertPage<SavedVacanciesPage> {
        waitFor(notifyButton)
        notifyButton.tap()
        return pageFactory.makeNotificationPermissionAlertPage(from: self)
    }

    @discardableResult
    func clearAll() -> ConfirmationAlertPage<SavedVacanciesPage> {
        waitFor(clearButton)
        clearButton.tap()
        return pageFactory.makeConfirmationAlertPage(from: self)
    }

    @discardableResult
    func checkSavedCount(_ count: Int, file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertEqual(savedCells.count, count, "number of saved vacancies", file: file, line: line)
        return self
    }
}

// MARK: - Account

final class ProfilePage: BasePage, TabBarPage, ViewWaitablePage {
    lazy var view = application.otherElements["Profile.view"].firstMatch
    private lazy var loginButton = application.buttons["Profile.login"].firstMatch
    private lazy var userName = application.staticTexts["Profile.userName"].firstMatch

    override var uniqueElement: XCUIElement { view }

    var displayedName: String { userName.label }
    var isLoggedIn: Bool { userName.exists }

    @discardableResult
    func goToAuthorization() -> AuthorizationPage {
        waitFor(loginButton)
        loginButton.tap()
        return pageFactory.makeAuthorizationPage()
    }

    @discardableResult
    func checkLoggedIn(as name: String, file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertEqual(userName.label, name, "user name", file: file, line: line)
        return self
    }
}

final class AuthorizationPage: BasePage {
    private lazy var view = application.otherElements["Authorization.view"].firstMatch
    private lazy var loginWithPassword = application.buttons.matching(NSPredicate(format: "label == %@", "Log in with password")).firstMatch

    override var uniqueElement: XCUIElement { view }

    @discardableResult
    func goToLogin() -> LoginPage {
        waitFor(loginWithPassword)
        loginWithPassword.tap()
        return pageFactory.makeLoginPage()
    }
}

final class LoginPage: BasePage {
    private lazy var view = application.otherElements["Login.view"].firstMatch
    private(set) lazy var loginField = application.textFields["Login.login"].firstMatch
    private(set) lazy var passwordField = application.secureTextFields["Login.password"].firstMatch
    private lazy var logInButton = application.buttons["Login.submit"].firstMatch
    private lazy var error = application.staticTexts["Login.error"].firstMatch

    override var uniqueElement: XCUIElement { view }

    var errorMessage: String { error.label }

    @discardableResult
    func enterLogin(_ login: String) -> Self {
        waitFor(loginField)
        loginField.tap()
        loginField.typeText(login)
        return self
    }

    @discardableResult
    func enterPassword(_ password: String) -> Self {
        waitFor(passwordField)
        passwordField.tap()
        passwordField.typeText(password)
        return self
    }

    @discardableResult
    func clearLogin() -> Self {
        waitFor(loginField)
        loginField.tap()
        if let text = loginField.value as? String, !text.isEmpty, text != loginField.placeholderValue {
            loginField.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: text.count))
        }
        return self
    }

    @discardableResult
    func logIn() -> ProfilePage {
        waitFor(logInButton)
        logInButton.tap()
        return pageFactory.makeProfilePage()
    }

    @discardableResult
    func logInExpectingError() -> Self {
        waitFor(logInButton)
        logInButton.tap()
        return self
    }

    @discardableResult
    func checkErrorIsShown(file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertTrue(error.waitForExistence(timeout: Timeout.networking), "no error under the form", file: file, line: line)
        return self
    }

    @discardableResult
    func checkErrorText(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertEqual(error.label, text, "error text", file: file, line: line)
        return self
    }
}

// MARK: - Alerts

/// The app's "Are you sure?" alert; closing it returns to the page that opened it.
final class ConfirmationAlertPage<Source: BasePage>: BasePage {
    private let source: Source
    private lazy var alert = application.alerts["ConfirmationAlert"].firstMatch
    private lazy var message = alert.staticTexts.element(boundBy: 1)
    private lazy var confirmButton = alert.buttons.matching(NSPredicate(format: "label == %@", "OK")).firstMatch
    private lazy var cancelButton = alert.buttons.matching(NSPredicate(format: "label == %@", "Cancel")).firstMatch

    init(pageFactory: PageFactory, application: XCUIApplication, source: Source) {
        self.source = source
        super.init(pageFactory: pageFactory, application: application)
    }

    required init(pageFactory: PageFactory, application: XCUIApplication) {
        fatalError("init(pageFactory:application:) has not been implemented. Use init(pageFactory:application:source:)")
    }

    override var uniqueElement: XCUIElement { alert }

    var messageText: String { message.label }

    @discardableResult
    func confirm() -> Source {
        waitFor(confirmButton)
        confirmButton.tap()
        return source
    }

    @discardableResult
    func dismissAlert() -> Source {
        waitFor(cancelButton)
        cancelButton.tap()
        return source
    }
}

/// The system's notification permission alert, shown by Springboard over any page.
final class NotificationPermissionAlertPage<Source: BasePage>: BasePage {
    private let source: Source
    private lazy var alert = application.alerts.matching(NSPredicate(format: "label CONTAINS[c] 'Notifications'")).firstMatch
    private lazy var allowButton = alert.buttons.matching(NSPredicate(format: "label == %@", "Allow")).firstMatch
    private lazy var denyButton = alert.buttons.matching(NSPredicate(format: "label == %@", "Don’t Allow")).firstMatch

    init(pageFactory: PageFactory, application: XCUIApplication, source: Source) {
        self.source = source
        super.init(pageFactory: pageFactory, application: application)
    }

    required init(pageFactory: PageFactory, application: XCUIApplication) {
        fatalError("init(pageFactory:application:) has not been implemented. Use init(pageFactory:application:source:)")
    }

    override var uniqueElement: XCUIElement { alert }

    @discardableResult
    func allow() -> Source {
        waitFor(allowButton)
        allowButton.tap()
        return source
    }

    @discardableResult
    func dontAllow() -> Source {
        waitFor(denyButton)
        denyButton.tap()
        return source
    }
}

// MARK: - Gallery

final class CompanyGalleryPage: BasePage {
    private lazy var grid = application.collectionViews["Gallery.grid"].firstMatch
    private var tiles: XCUIElementQuery { grid.cells }
    private lazy var backButton = application.buttons["Gallery.back"].firstMatch

    override var uniqueElement: XCUIElement { grid }

    private func tile(at index: Int) -> XCUIElement { tiles.element(boundBy: index) }

    var tileCount: Int { tiles.count }

    @discardableResult
    func openPhoto(at index: Int) -> PhotoDetailPage {
        let cell = tile(at: index)
        waitFor(cell)
        cell.tap()
        return pageFactory.makePhotoDetailPage()
    }

    @discardableResult
    func openVideo(at index: Int) -> VideoDetailPage {
        let cell = tile(at: index)
        waitFor(cell)
        cell.tap()
        return pageFactory.makeVideoDetailPage()
    }

    @discardableResult
    func back() -> VacancyPage {
        waitFor(backButton)
        backButton.tap()
        return pageFactory.makeVacancyPage()
    }
}

final class PhotoDetailPage: BasePage {
    private lazy var photo = application.images["Gallery.photo"].firstMatch
    private lazy var closeButton = application.buttons["Gallery.close"].firstMatch

    override var uniqueElement: XCUIElement { photo }

    @discardableResult
    func close() -> CompanyGalleryPage {
        waitFor(closeButton)
        closeButton.tap()
        return pageFactory.makeCompanyGalleryPage()
    }
}

final class VideoDetailPage: BasePage {
    private lazy var player = application.otherElements["Gallery.video"].firstMatch
    private lazy var playButton = player.buttons["Gallery.video.play"].firstMatch
    private lazy var closeButton = application.buttons["Gallery.close"].firstMatch

    override var uniqueElement: XCUIElement { player }

    @discardableResult
    func play() -> Self {
        waitFor(playButton)
        playButton.doubleTap()
        return self
    }

    @discardableResult
    func close() -> CompanyGalleryPage {
        waitFor(closeButton)
        closeButton.tap()
        return pageFactory.makeCompanyGalleryPage()
    }
}
