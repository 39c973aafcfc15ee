import Foundation
import XCUIAutomation

/// SavedVacancies, with swipe-to-remove and the system's notification permission alert.
extension SimulatedJobApp {
    func declareSavedScreen() {
        screen(.savedVacancies) { [self] in
            SimulatedElement(.other, id: "Saved.view", label: "Saved vacancies") {
                SimulatedElement(.button, id: "Saved.notify", label: notifyLabel).onTap { [self] _ in askForNotifications() }
                SimulatedElement(.button, id: "Saved.clear", label: "Clear", enabled: !state.savedIDs.isEmpty).onTap { [self] _ in
                    presentConfirmation("Clear saved vacancies?", message: "All \(state.savedIDs.count) saved vacancies will be removed.") { [self] in
                        state.savedIDs.removeAll()
                        show(.savedVacancies)
                    }
                }
                SimulatedElement(.table, id: "Saved.table") {
                    for vacancy in state.savedVacancies {
                        savedCell(vacancy)
                    }
                }
            }
            tabBar(selected: .main)
        }
    }

    private var notifyLabel: String {
        switch state.notificationsAllowed {
        case nil: "Notify me about new vacancies"
        case true?: "Notifications on"
        case false?: "Notifications off"
        }
    }

    /// Swiping left reveals the remove button inside the cell, as a table row's trailing action does.
    private func savedCell(_ vacancy: JobVacancy) -> SimulatedElement {
        let remove = SimulatedElement(.button, id: "Saved.remove", label: "Remove").onTap { [self] _ in
            state.savedIDs.removeAll { $0 == vacancy.id }
            show(.savedVacancies)
        }
        return vacancyCell(vacancy)
            .onSwipeLeft(reveal: renamed(remove))
            .onTap { [self] _ in
                state.openedVacancyID = vacancy.id
                show(.vacancy)
            }
    }

    /// iOS shows its permission alert (from Springboard) only the first time the app asks.
    private func askForNotifications() {
        guard state.notificationsAllowed == nil else { return }
        let alert = SimulatedElement.alert(
            "“Jobs” Would Like to Send You Notifications",
            message: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
            buttons: ["Don’t Allow", "Allow"]
        ) { [self] choice, _ in
            state.notificationsAllowed = choice == "Allow"
            if currentScreen == .savedVacancies { show(.savedVacancies) }
        }
        device.springboard.present(alert, after: Delay.permissionAlert)
    }
}
