import Foundation
import XCUIAutomation

/// Main (with its search history), RefineSearch and VacancyList.
extension SimulatedJobApp {
    func declareSearchScreens() {
        screen(.main) { [self] in
            SimulatedElement(.other, id: "Main.view", label: "Search") {
                SimulatedElement(.searchField, id: "Main.search", value: state.searchText.isEmpty ? nil : state.searchText,
                                 placeholder: "Job title, skills or company")
                    .onTypeText { [self] event in state.searchText = event.element.value ?? "" }
                SimulatedElement(.button, id: "Main.vacancies", label: "Find vacancies").onTap { [self] _ in show(.vacancyList) }
                SimulatedElement(.button, id: "Main.refine", label: "Refine").onTap { [self] _ in show(.refineSearch) }
                SimulatedElement(.button, id: "Main.saved", label: "Saved vacancies").onTap { [self] _ in show(.savedVacancies) }
                searchHistory()
            }
            tabBar(selected: .main)
        }

        screen(.refineSearch) { [self] in
            refineSearchView()
        }

        screen(.vacancyList) { [self] in
            // The search runs when the list opens; the results arrive after a network delay.
            let results = state.results
            loading(SimulatedElement(.other, id: "VacancyList.view", label: "Vacancies"),
                    spinner: "VacancyList.loading", for: Delay.results) { [self] in
                [resultsTable(results)]
            }
            tabBar(selected: .main)
        }
    }

    /// A container showing a spinner until `content` arrives `delay` seconds later.
    func loading(
        _ container: SimulatedElement, spinner: String, for delay: TimeInterval,
        then content: @escaping @MainActor () -> [SimulatedElement]
    ) -> SimulatedElement {
        fill(container) { SimulatedElement(.activityIndicator, id: spinner, label: "In progress") }
        app.perform(after: delay) { [self] _ in fill(container) { content() } }
        return container
    }

    // MARK: Main

    /// Recent searches load once per launch.
    private func searchHistory() -> SimulatedElement {
        let section = SimulatedElement(.other, label: "Recent searches")
        guard !state.historyLoaded else {
            fill(section) { historyTable() }
            return section
        }
        return loading(section, spinner: "Main.history.loading", for: Delay.history) { [self] in
            state.historyLoaded = true
            return [historyTable()]
        }
    }

    private func historyTable() -> SimulatedElement {
        SimulatedElement(.table, id: "Main.history") {
            for query in JobCatalogue.searchHistory {
                SimulatedElement(.cell, label: query) {
                    SimulatedElement(.staticText, label: query)
                }
                .onTap { [self] _ in
                    state.searchText = query
                    show(.vacancyList)
                }
            }
        }
    }

    // MARK: VacancyList

    private func resultsTable(_ results: [JobVacancy]) -> SimulatedElement {
        let table = SimulatedElement(.table, id: "VacancyList.table")
        fill(table) {
            for vacancy in results {
                vacancyCell(vacancy)
                    .onTap { [self] _ in
                        state.openedVacancyID = vacancy.id
                        show(.vacancy)
                    }
                    .on(.press) { [self] event in
                        // A long press (not a brief touch) offers to hide the vacancy.
                        guard event.duration >= 0.5 else { return }
                        let cell = event.element
                        presentConfirmation("Hide vacancy?", message: "“\(vacancy.title)” will no longer appear in search results.") { [self] in
                            state.hiddenIDs.insert(vacancy.id)
                            table.children.removeAll { $0 === cell }
                        }
                    }
            }
        }
        return table
    }

    /// The cell the results and the saved list share.
    func vacancyCell(_ vacancy: JobVacancy) -> SimulatedElement {
        SimulatedElement(.cell, id: "VacancyCell.\(vacancy.id)", label: vacancy.title) {
            SimulatedElement(.staticText, id: "VacancyCell.title", label: vacancy.title)
            if let salary = vacancy.salary {
                SimulatedElement(.staticText, id: "Vacancy.salary", label: JobCatalogue.formatted(salary: salary))
            }
            SimulatedElement(.staticText, id: "VacancyCell.company", label: vacancy.company)
        }
    }

    // MARK: RefineSearch

    private func refineSearchView() -> SimulatedElement {
        let facets = SimulatedElement(.other, label: "Selected filters")
        let refresh = { [self] in fill(facets) { facetLabels() } }
        refresh()

        let view = SimulatedElement(.other, id: "RefineSearch.view", label: "Refine search")
        view.children.append(facets)
        for schedule in [JobVacancy.Schedule.remote, .office] {
            view.children.append(filterCell(group: "schedule", title: schedule.rawValue,
                                            selected: state.filters.schedules.contains(schedule)) { [self] in
                state.filters.schedules.formSymmetricDifference([schedule])
                refresh()
            })
        }
        for employment in [JobVacancy.Employment.fullTime, .partTime] {
            view.children.append(filterCell(group: "employment", title: employment.rawValue,
                                            selected: state.filters.employments.contains(employment)) { [self] in
                state.filters.employments.formSymmetricDifference([employment])
                refresh()
            })
        }

        let salary = SimulatedElement(.slider, id: "RefineSearch.salary", label: "Salary from",
                                      value: "\(Int((state.filters.salaryPosition * 100).rounded()))%")
        salary.on(.adjust) { [self] event in
            // The slider moves in steps of 10 000 € (a fifteenth of its track), as the app's slider
            // snaps where the finger leaves it: a drag that stops a little short, as
            // `adjust(toNormalizedSliderPosition:)` does on a device, still picks the step meant.
            state.filters.salaryPosition = (Double(event.element.normalizedSliderPosition) * 15).rounded() / 15
            event.element.value = "\(Int((state.filters.salaryPosition * 100).rounded()))%"
            refresh()
        }
        view.children.append(salary)

        let experience = SimulatedElement(.pickerWheel, id: "RefineSearch.experience", label: "Experience",
                                          value: state.filters.experience)
        experience.pickerValues = JobCatalogue.experienceBrackets
        experience.on(.adjust) { [self] event in
            state.filters.experience = event.text ?? "Any"
            refresh()
        }
        view.children.append(experience)

        // A switch reports its value as "1" or "0".
        view.children.append(
            SimulatedElement.toggle("RefineSearch.withSalary", label: "Only with salary", isOn: state.filters.withSalaryOnly,
                                    spansRow: options.switchesSpanRows)
                .onTap { [self] event in state.filters.withSalaryOnly = event.element.isOn }
        )

        view.children.append(
            SimulatedElement(.button, id: "RefineSearch.apply", label: "Show vacancies").onTap { [self] _ in show(.vacancyList) }
        )
        if options.duplicateApplyButton {
            view.children.append(SimulatedElement(.button, id: "RefineSearch.apply2", label: "Show vacancies"))
        }
        return view
    }

    /// A selectable row; several rows of one group share the group's identifier.
    private func filterCell(group: String, title: String, selected: Bool, toggle: @escaping @MainActor () -> Void) -> SimulatedElement {
        SimulatedElement(.cell, id: "RefineSearch.filter.\(group)", label: title, selected: selected) {
            SimulatedElement(.staticText, label: title)
        }
        .onTap { event in
            event.element.isSelected.toggle()
            toggle()
        }
    }

    /// One line per refinement in force, e.g. "Schedule: Remote", "Salary: from 60 000 €".
    private func facetLabels() -> [SimulatedElement] {
        let filters = state.filters
        var lines = ["Region: Berlin"]
        let schedules = [JobVacancy.Schedule.remote, .office].filter(filters.schedules.contains).map(\.rawValue)
        if !schedules.isEmpty { lines.append("Schedule: " + schedules.joined(separator: ", ")) }
        let employments = [JobVacancy.Employment.fullTime, .partTime].filter(filters.employments.contains).map(\.rawValue)
        if !employments.isEmpty { lines.append("Employment: " + employments.joined(separator: ", ")) }
        if filters.minimumSalary > 0 { lines.append("Salary: from " + JobCatalogue.formatted(salary: filters.minimumSalary)) }
        if filters.experience != "Any" { lines.append("Experience: " + filters.experience) }
        let found = state.results.count
        lines.append("Found: \(found) \(found == 1 ? "vacancy" : "vacancies")")
        return lines.map { SimulatedElement(.staticText, label: $0) }
    }
}
