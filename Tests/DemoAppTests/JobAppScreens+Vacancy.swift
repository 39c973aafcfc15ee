import Foundation
import XCUIAutomation

/// Vacancy and the ResponseSent sheet.
extension SimulatedJobApp {
    func declareVacancyScreens() {
        screen(.vacancy) { [self] in
            if let vacancy = state.openedVacancy {
                vacancyView(vacancy)
            }
            tabBar(selected: .main)
        }

        // Presented full screen, so the vacancy underneath is out of the tree until it closes.
        screen(.responseSent) { [self] in
            SimulatedElement(.other, id: "ResponseSent.view", label: "Response sent") {
                SimulatedElement(.staticText, id: "ResponseSent.message",
                                 label: "Your response to “\(state.openedVacancy?.title ?? "")” has been sent. The employer usually replies within a week.")
                SimulatedElement(.button, id: "ResponseSent.close", label: "Close").onTap { [self] _ in show(.vacancy) }
            }
        }
    }

    private func vacancyView(_ vacancy: JobVacancy) -> SimulatedElement {
        let isSaved = state.savedIDs.contains(vacancy.id)
        let hasResponded = state.respondedIDs.contains(vacancy.id)
        return SimulatedElement(.other, id: "Vacancy.view", label: vacancy.title) {
            SimulatedElement(.staticText, id: "Vacancy.title", label: vacancy.title)
            if let salary = vacancy.salary {
                SimulatedElement(.staticText, id: "Vacancy.salary", label: JobCatalogue.formatted(salary: salary))
            }
            SimulatedElement(.button, id: "Vacancy.company", label: vacancy.company).onTap { [self] _ in
                state.openedTileIndex = nil
                show(.companyGallery)
            }
            if state.hiddenIDs.contains(vacancy.id) {
                SimulatedElement(.staticText, id: "Vacancy.hiddenNote", label: "Hidden from your search results")
            }
            SimulatedElement(.button, id: "Vacancy.respond", label: hasResponded ? "You responded" : "Respond",
                             enabled: !hasResponded)
                .onTap { [self] _ in respond(to: vacancy) }
            SimulatedElement(.button, id: "Vacancy.save", label: isSaved ? "Saved" : "Save", selected: isSaved)
                .onTap { [self] event in
                    if isSaved { state.savedIDs.removeAll { $0 == vacancy.id } } else { state.savedIDs.append(vacancy.id) }
                    event.element.isSelected = !isSaved
                    event.element.label = isSaved ? "Save" : "Saved"
                }
            SimulatedElement(.button, id: "Vacancy.hide", label: "Hide").onTap { [self] _ in
                presentConfirmation("Hide vacancy?", message: "“\(vacancy.title)” will no longer appear in search results.") { [self] in
                    state.hiddenIDs.insert(vacancy.id)
                    show(.vacancy)
                }
            }
        }
    }

    /// Logged out, the app asks to sign in; logged in, it sends the response (a network call) and
    /// shows the ResponseSent sheet, which closes itself a few seconds later.
    func respond(to vacancy: JobVacancy) {
        guard state.isLoggedIn else {
            show(.authorization)
            return
        }
        state.respondedIDs.insert(vacancy.id)
        show(.responseSent, after: Delay.response)
        state.sheetGeneration += 1
        let generation = state.sheetGeneration
        app.perform(after: Delay.response + Delay.responseSheet) { [self] _ in
            // Only this sheet closes itself: not one shown later, nor a screen the user moved on to.
            guard state.sheetGeneration == generation, currentScreen == .responseSent else { return }
            show(.vacancy)
        }
    }
}
