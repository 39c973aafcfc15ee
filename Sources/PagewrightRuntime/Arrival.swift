import Foundation

/// Where an action returns to one of several screens that the test does not name (`"to"` a
/// trait: "the list you were in"; `"$source"` where the test names no opener): the screen that
/// shows is the one the app went back to. Each
/// look asks every candidate's anchors of one snapshot of the app, as `isDisplayed(in:)` does,
/// and short pauses wait between looks, within the longest of the candidates' waiting times.
@MainActor
enum PagewrightArrival<Settings: PagewrightProject> {
    typealias Verification = PagewrightVerification<Settings.Wait>

    /// The index of the first of `candidates` showing, in the order given; when none shows in
    /// time, fails the test at `file`/`line` saying what they are (`description`: "a screen
    /// adopting Listing") and naming each, and returns nil.
    static func first(of candidates: [Verification], as description: String, after action: String, in application: XCUIApplication,
                      file: StaticString, line: UInt) -> Int? {
        let wait = candidates.map(\.wait).max { $0.seconds < $1.seconds } ?? Settings.defaultWait
        var poll = PagewrightPoll(wait.seconds)
        let verifiers = candidates.map { ScreenVerifier<Settings>(verification: $0, screen: $0.screen, route: nil) }
        while true {
            if let index = verifiers.firstIndex(where: { $0.observe(application).isShown }) {
                PagewrightCoverage.screen(candidates[index].screen)
                return index
            }
            if poll.isOver { break }
            let anchor = candidates.first?.present.first?.find(application)
            _ = poll.wait(briefly: true) { anchor?.waitForExistence(timeout: $0) ?? false }
        }
        let names = candidates.map(\.screen).joined(separator: ", ")
        PagewrightReport.fail("\(action) did not return to \(description) after \(wait.described): none of \(names) is showing. Identifiers on screen: \(ScreenObservation.identifiersOnScreen(application))",
                              in: application, evidence: Settings.failureEvidence, file: file, line: line)
        return nil
    }
}

extension PagewrightPage {
    /// After an action that returns to one of `candidates` (the screens adopting a trait that can
    /// lead to this one, or the openers of this one), described as `description`: the index of
    /// the one showing, or nil after failing the test.
    public func arrival(among candidates: [Verification], as description: String, after action: String,
                        file: StaticString, line: UInt) -> Int? {
        PagewrightArrival<Settings>.first(of: candidates, as: description, after: "\(Self.self).\(action)", in: application, file: file, line: line)
    }
}

extension PagewrightScreenplayActions {
    /// The Screenplay form of `PagewrightPage.arrival(among:as:after:file:line:)`.
    @discardableResult
    public static func arrival(among candidates: [PagewrightVerification<Settings.Wait>], as description: String, after action: String,
                               file: StaticString, line: UInt) -> Int? {
        PagewrightArrival<Settings>.first(of: candidates, as: description, after: "\(Self.self).\(action)", in: application, file: file, line: line)
    }
}
