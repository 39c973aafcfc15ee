extension Resolved {
    /// The factory's routes: from the entry screen of the app under test, a shortest way to every
    /// screen reachable over actions that need no arguments. Each route is its parent's route plus
    /// one step, so routes share their common prefixes.
    public struct Routes: Sendable {
        public var entry: String
        /// The entry's route first, then by screen name.
        public var routes: [Route]
        private let index: [String: Int]

        public init(entry: String, routes: [Route]) {
            self.entry = entry
            self.routes = routes
            self.index = Dictionary(routes.enumerated().map { ($1.screen, $0) }, uniquingKeysWith: { first, _ in first })
        }

        public func route(to screen: String) -> Route? { index[screen].map { routes[$0] } }

        /// Every step from the entry to `route`'s screen (the whole path: linear in its length).
        public func path(to route: Route) -> [RouteStep] {
            var steps: [RouteStep] = []
            var current = route
            while let step = current.step, let parent = self.route(to: step.from) {
                steps.append(step)
                current = parent
            }
            return steps.reversed()
        }
    }

    public struct Route: Sendable {
        public var screen: String
        /// The last step; nil for the entry screen itself.
        public var step: RouteStep?
        /// What the route returns, as a place (a screen opened from anywhere carries its opener).
        public var place: Place
        /// Steps from the entry.
        public var length: Int
    }

    /// One move of a route: an action (with the destination taken among several), into a
    /// section, or from a section back to its container.
    public struct RouteStep: Sendable {
        public enum Kind: Sendable, Equatable {
            case action(String, choice: String?)
            case section
            case container
        }

        public var from: String
        public var kind: Kind
        public var to: String
        /// What the action's `needs` take first (filling in the fields before "Sign In").
        public var needs: [ActionCall] = []

        /// The action's name, or `section`/`container`.
        public var name: String {
            switch kind {
            case .action(let name, _): name
            case .section: "section"
            case .container: "container"
            }
        }
    }
}
