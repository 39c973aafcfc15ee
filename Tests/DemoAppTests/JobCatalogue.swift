/// The fixed data the simulated job-search app serves, as its backend would.
struct JobVacancy: Equatable {
    enum Schedule: String { case remote = "Remote", office = "Office" }
    enum Employment: String { case fullTime = "Full time", partTime = "Part time" }

    let id: Int
    let title: String
    let company: String
    /// Monthly salary in euros; nil when the employer does not say.
    let salary: Int?
    let schedule: Schedule
    let employment: Employment
    let experience: String
}

/// A tile of a company's gallery: a photo or a video.
struct GalleryTile: Equatable {
    enum Kind { case photo, video }
    let kind: Kind
    let caption: String
}

enum JobCatalogue {
    /// Experience brackets as the picker wheel offers them; "Any" means no filter.
    static let experienceBrackets = ["Any", "No experience", "1–3 years", "3–6 years", "More than 6 years"]

    /// Ordered as the search returns them. The first one has no salary, so "first vacancy with a
    /// salary" and "first vacancy" differ.
    static let vacancies: [JobVacancy] = [
        JobVacancy(id: 1, title: "QA Automation Engineer", company: "Contoso Labs", salary: nil,
                   schedule: .office, employment: .fullTime, experience: "1–3 years"),
        JobVacancy(id: 2, title: "iOS Developer", company: "Northwind Mobile", salary: 90_000,
                   schedule: .remote, employment: .fullTime, experience: "3–6 years"),
        JobVacancy(id: 3, title: "Swift Mentor", company: "Fabrikam Academy", salary: 60_000,
                   schedule: .remote, employment: .partTime, experience: "More than 6 years"),
        JobVacancy(id: 4, title: "Android Developer", company: "Northwind Mobile", salary: 85_000,
                   schedule: .office, employment: .fullTime, experience: "3–6 years"),
        JobVacancy(id: 5, title: "Junior Tester", company: "Contoso Labs", salary: 40_000,
                   schedule: .office, employment: .partTime, experience: "No experience"),
    ]

    static let gallery: [GalleryTile] = [
        GalleryTile(kind: .photo, caption: "Open space"),
        GalleryTile(kind: .video, caption: "Office tour"),
        GalleryTile(kind: .photo, caption: "Kitchen"),
        GalleryTile(kind: .video, caption: "Meet the team"),
    ]

    static let searchHistory = ["iOS developer", "Swift", "QA"]

    /// The one account the simulated backend accepts.
    static let account = (login: "ada@example.com", password: "s3cret", name: "Ada Lovelace")

    static func vacancy(id: Int) -> JobVacancy? { vacancies.first { $0.id == id } }

    /// 1 000-separated euros, the way the app prints salaries ("90 000 €").
    static func formatted(salary: Int) -> String {
        let thousands = salary / 1_000, rest = salary % 1_000
        return thousands > 0 ? "\(thousands) \(String(format: "%03d", rest)) €" : "\(rest) €"
    }
}
