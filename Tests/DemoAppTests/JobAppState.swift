import Foundation

/// What the simulated app remembers: the session, the search and its filters, saved and hidden
/// vacancies, permission answers. Screens are rebuilt from it each time they are shown.
@MainActor
final class JobAppState {
    /// The search's refinements, as the RefineSearch screen edits them.
    struct Filters: Equatable {
        var schedules: Set<JobVacancy.Schedule> = []
        var employments: Set<JobVacancy.Employment> = []
        /// 0...1, the salary slider's position; the minimum salary is a share of 150 000 €.
        var salaryPosition: Double = 0
        var experience = "Any"
        var withSalaryOnly = false

        var minimumSalary: Int { Int((salaryPosition * 150).rounded()) * 1_000 }
    }

    var userName: String?
    var searchText = ""
    var filters = Filters()
    var historyLoaded = false
    var savedIDs: [Int] = [2, 3, 5]
    var hiddenIDs: Set<Int> = []
    var openedVacancyID: Int?
    /// iOS asks for notification permission once per install; nil until answered.
    var notificationsAllowed: Bool?
    var respondedIDs: Set<Int> = []
    /// Bumped for each ResponseSent sheet, so only the latest one closes itself.
    var sheetGeneration = 0
    var openedTileIndex: Int?
    var videoPlaying = false

    var isLoggedIn: Bool { userName != nil }

    var openedVacancy: JobVacancy? { openedVacancyID.flatMap(JobCatalogue.vacancy(id:)) }

    /// What the vacancy list shows for the current search and filters.
    var results: [JobVacancy] {
        JobCatalogue.vacancies.filter { vacancy in
            guard !hiddenIDs.contains(vacancy.id) else { return false }
            if !searchText.isEmpty, !vacancy.title.localizedCaseInsensitiveContains(searchText) { return false }
            if !filters.schedules.isEmpty, !filters.schedules.contains(vacancy.schedule) { return false }
            if !filters.employments.isEmpty, !filters.employments.contains(vacancy.employment) { return false }
            if filters.minimumSalary > 0, (vacancy.salary ?? 0) < filters.minimumSalary { return false }
            if filters.experience != "Any", vacancy.experience != filters.experience { return false }
            return true
        }
    }

    var savedVacancies: [JobVacancy] { savedIDs.compactMap(JobCatalogue.vacancy(id:)) }

    /// A fresh process: the session comes from launch arguments, loaded data is gone; what the
    /// device keeps (saved vacancies, permission answers) stays.
    func relaunch(arguments: [String]) {
        userName = arguments.contains("-loggedIn") ? JobCatalogue.account.name : nil
        searchText = ""
        filters = Filters()
        historyLoaded = false
        openedVacancyID = nil
        openedTileIndex = nil
        videoPlaying = false
    }
}
