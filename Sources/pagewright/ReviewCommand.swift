import PagewrightCore

struct ReviewCommand: Command {
    static let help = """
        Usage: pagewright review <old-specs-dir> <new-specs-dir>

        Prints a Markdown summary of what a change of specs means for the UI tests, for a pull
        request: first the breaking changes for test code (each generated member that tests may call
        and that is gone, renamed or changed, before and after, in every style the specs generate),
        then screens, elements, actions, checks and getters added, removed, renamed or changed,
        locators that changed, transitions whose destination changed, and screens the navigation
        graph can no longer reach or leave.

        Exit status: 0 nothing breaks test code, 1 something does, 2 the specs could not be compared
        (a usage error, a folder that cannot be read, specs with errors).
        """

    var old: String
    var new: String

    init(parsing parser: inout ArgumentParser) throws {
        old = try parser.positional("the old specs folder")
        new = try parser.positional("the new specs folder")
        try parser.finish(knownOptions: [])
    }

    func run() -> ExitStatus {
        var projects: [(Resolved.Project, Namer)] = []
        for folder in [old, new] {
            guard let validated = Output.validate(folder) else { return .usage }
            guard let model = validated.model, let names = validated.names else {
                Output.error("\(folder): cannot review specs with errors: \(Output.summary(validated))")
                return .usage
            }
            projects.append((model, names))
        }
        let review = SpecReview(before: projects[0].0, beforeNames: projects[0].1, after: projects[1].0, afterNames: projects[1].1)
        Output.standard(ReviewRenderer.markdown(review, before: old, after: new))
        return review.breaksTests ? .specErrors : .success
    }
}
