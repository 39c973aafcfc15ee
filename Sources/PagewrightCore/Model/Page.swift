extension Resolved {
    /// What screens and traits have in common: elements (with the constants their locators use),
    /// actions, checks and getters, each resolved against the page.
    public struct Page: Sendable {
        public var ref: PageRef
        /// Where the name is written, for diagnostics about generated names.
        public var location: SourceLocation
        /// The spec file, relative to the specs folder (`/` separators).
        public var source: String
        public var summary: String?
        public var elements: [Element]
        public var constants: [Constant]
        public var actions: [Action]
        public var checks: [Check]
        public var getters: [Getter]
        /// What its `Element` enum is (compact, described or spelled out), decided with its elements.
        public var elementEnum: ElementEnumForm = .spelledOut

        public var name: String { ref.name }
        public var kind: PageRef.Kind { ref.kind }
    }

    public struct Constant: Sendable {
        public var name: Located<String>
        public var value: String
    }

    /// A screen: its page, the app it belongs to, how it is verified, and how it relates to the
    /// screens around it.
    public struct Screen: Sendable {
        public var page: Page
        public var app: App
        /// Generic over the page object that opened it, which actions returning to `$source` go
        /// back to: opened from anywhere (`opensFrom`), or, when `openers` is set, from those only.
        public var opensFromAnywhere: Bool
        /// The screen this one is a section of.
        public var container: String?
        /// The screens that are sections of this one, by name.
        public var sections: [String]
        /// The traits adopted, in the order written, without repeats.
        public var traits: [String]
        public var verification: Verification
        /// The checks of the adopted traits, resolved on this screen (a required element is this
        /// screen's own), for styles that ask them about the screen.
        public var traitChecks: [Check]
        /// For a screen that may come up over any other, the action that dismisses it.
        public var dismissAction: String?
        /// For a screen that returns to `$source` without `opensFrom: anywhere`: the only screens
        /// that open it (their page objects may be its source), by name.
        public var openers: [String]? = nil

        public var name: String { page.name }
    }

    /// A trait: a page whose elements, actions, checks and getters screens adopt.
    public struct Trait: Sendable {
        public var page: Page
        /// Elements each adopter supplies: its own requirements, then those of the traits it
        /// includes.
        public var requires: [Located<String>]
        /// The traits it includes directly, in the order written (its protocols inherit theirs).
        public var includes: [String]
        /// The screens that adopt it, in spec order.
        public var adopters: [String]

        public var name: String { page.name }
    }

    /// What proves a screen is showing: anchors that must be present and ones that must be
    /// absent, polled for a named waiting time.
    public struct Verification: Sendable {
        public var wait: String
        public var present: [Anchor]
        public var absent: [Anchor]
        /// Whether present anchors must be hittable, not only exist.
        public var anchors: AnchorCheck
        /// Further attempts, each for the whole waiting time, before verification fails.
        public var retries: Int
        /// The second level (`verifyLoaded()`, `isLoaded`): every one must be there too.
        public var loaded: [Anchor]
    }

    public struct Anchor: Sendable {
        public var name: String
        /// Nil only for a name that names no element (validation reports it first).
        public var element: ElementUse?
        public var elementType: String
        /// The identifier a snapshot of the app answers for, when the anchor is found by a fixed
        /// identifier alone (no container, no containing, no index, no parameters).
        public var snapshotIdentifier: String?
    }
}
