extension Resolved {
    /// Navigation from wherever the app is, decided once for every style: the screens "where am
    /// I" tells apart, how each stands to the others, and every move "go to" may take. Each style
    /// renders it as a table the runtime's navigator reads (`PagewrightNavigator`).
    public struct Navigation: Sendable {
        /// How a screen stands to the others when several hold at once (the runtime's
        /// `PagewrightPlace.Layer`).
        public enum Layer: String, Sendable {
            /// An ordinary screen.
            case screen
            /// Opened from anywhere, or an interruption, over a screen of its own app.
            case overlay
            /// A screen of another app shown over the app under test (a system alert).
            case systemOverlay
        }

        /// A screen "where am I" can tell: one whose verification has a present anchor.
        public struct Place: Sendable {
            public var screen: String
            /// The app it belongs to, by name.
            public var app: String
            public var layer: Layer
            public var precedence: Int
            public var sectionOf: String?
        }

        public enum Destination: Sendable, Equatable {
            case screen(String)
            /// Back to the screen it covers (`"$source"`).
            case back
            /// One of several; navigation plans with `assumed` (the spec's `"route"`).
            case oneOf([String], assumed: String)
        }

        /// A move navigation may take: an action that needs no arguments (or whose `needs` give
        /// their values), into a section, or back to the container.
        public struct Move: Sendable {
            public var from: String
            /// The action (with its `needs`, taken first), or the implicit section moves.
            public var kind: RouteStep.Kind
            public var to: Destination
            public var needs: [ActionCall]
            /// The page type's own action (false: an adopted trait's), for the report.
            public var name: String {
                switch kind {
                case .action(let name, _): name
                case .section: "section"
                case .container: "container"
                }
            }
        }

        /// By screen name.
        public var places: [Place]
        /// By screen, then name.
        public var moves: [Move]
        /// The app under test, by name.
        public var app: String
        /// The screens it may open on after launch, in written order.
        public var entries: [String]
        /// Whether a relaunch is allowed as a last resort (`"relaunch": true`).
        public var relaunches: Bool
        /// The screens the moves reach from the entries (a screen behind an action that needs an
        /// argument, such as a tile by its index, is not among them).
        public var reachable: Set<String> = []
    }
}
