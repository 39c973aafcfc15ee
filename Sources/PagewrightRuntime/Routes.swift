import Foundation

/// The routes of a factory-style module: the way to each screen, which route is being followed
/// (so failures on the way name it), and each route as one named step of the test report. The
/// generated factory states the last step of each screen's route, one line each, so it grows by
/// a line per screen however long the routes are; the runtime puts the whole way together.
@MainActor
public final class PagewrightRoutes {
    /// The route being followed (its whole way), named in failure messages; nil between routes.
    public private(set) var current: String?

    /// The screen each screen's route comes from, and the step it takes (an action, `section` or
    /// `container`).
    private let lastSteps: [String: (from: String, step: String)]

    /// The routes whose last steps are `lastSteps`, each `From → step → Screen`
    /// (`Profile → goToAuthorization → Authorization`); the entry screen has none.
    public init(_ lastSteps: [String]) {
        var table: [String: (from: String, step: String)] = [:]
        for line in lastSteps {
            let parts = line.components(separatedBy: " → ")
            if parts.count == 3 { table[parts[2]] = (parts[0], parts[1]) }
        }
        self.lastSteps = table
    }

    /// The way from the entry screen to `screen`: `Main → openProfileTab → Profile`.
    public func way(to screen: String) -> String {
        var parts = [screen]
        var current = screen
        // Each screen at most once: the way ends at the entry, which has no last step.
        while parts.count <= 2 * lastSteps.count, let last = lastSteps[current] {
            parts += [last.step, last.from]
            current = last.from
        }
        return parts.reversed().joined(separator: " → ")
    }

    /// Follows the route to `screen`: runs `steps` as the report's step `route <way>`, with
    /// `current` the whole way until they return. A route taken inside another (the way to the
    /// screen before) is part of the outer one, which stays named.
    public func follow<Page>(to screen: String, _ steps: () -> Page) -> Page {
        guard current == nil else { return steps() }
        let way = way(to: screen)
        current = way
        defer { current = nil }
        return PagewrightReport.run("route \(way)", steps)
    }
}

extension PagewrightLaunching {
    /// Where every route starts: launches `application` (app `app` of the settings) unless it is
    /// running in the foreground and showing `entry`'s screen already, so a test that follows
    /// routes one after another relaunches only when it has to.
    public static func start(_ application: XCUIApplication, app: String, unlessShowing entry: PagewrightPage<Settings>.Type) {
        if application.state != .runningForeground || !entry.isDisplayed(in: application) { launch(application, app: app) }
    }
}
