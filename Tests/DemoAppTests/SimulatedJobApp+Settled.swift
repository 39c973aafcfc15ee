import Foundation
import XCUIAutomation

extension SimulatedJobApp {
    /// Every screen the app has, in the order a user meets them.
    static let allScreens: [Screen] = [
        .main, .refineSearch, .vacancyList, .vacancy, .responseSent, .savedVacancies,
        .profile, .authorization, .login, .companyGallery, .photoDetail, .videoDetail,
    ]

    /// Launches the app and brings it to `screen` as a user finds it once everything has loaded:
    /// what a recording of the screen should hold. The way there is the app's own (state and
    /// `show`), not page objects, so recordings depend on the app alone.
    func settle(on screen: Screen) {
        XCUIApplication().launch()
        switch screen {
        case .vacancy, .responseSent, .companyGallery:
            state.openedVacancyID = 2
        case .photoDetail:
            state.openedVacancyID = 2
            state.openedTileIndex = JobCatalogue.gallery.firstIndex { $0.kind == .photo }
        case .videoDetail:
            state.openedVacancyID = 2
            state.openedTileIndex = JobCatalogue.gallery.firstIndex { $0.kind == .video }
        case .profile:
            state.userName = JobCatalogue.account.name
        default:
            break
        }
        if screen != .main { show(screen) }
        // Longer than any load (search history, results) takes.
        device.clock.advance(by: 5)
    }
}
