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
        /// The elements its page object's class has too (`"classLevel": true`), in spec order.
        public var classLevelElements: [String] = []
        /// A screen's `onArrival`: the actions its page object takes each time it is made, once
        /// the screen is verified, as one action of `do` steps (not among `actions`).
        public var arrival: Action? = nil
        /// A screen's `"params"`: the values its page object is made with and keeps, which its
        /// anchors' and members' elements take for their parameters of the same name.
        public var screenParameters: [Parameter] = []

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
        /// The fields, in one box its copies share: renderers copy screens many times each (a
        /// `for` over the screens copies every one), and copying the box is one retain, not one
        /// per field. Copied on write, as `Element`'s; read in place.
        private final class Storage: @unchecked Sendable {
            @exclusivity(unchecked) var page: Page
            @exclusivity(unchecked) var app: App
            @exclusivity(unchecked) var opensFromAnywhere: Bool
            @exclusivity(unchecked) var container: String?
            @exclusivity(unchecked) var sections: [String]
            @exclusivity(unchecked) var traits: [String]
            @exclusivity(unchecked) var verification: Verification
            @exclusivity(unchecked) var traitChecks: [Check]
            @exclusivity(unchecked) var dismissAction: String?
            @exclusivity(unchecked) var openers: [String]?

            init(page: Page, app: App, opensFromAnywhere: Bool, container: String?, sections: [String], traits: [String], verification: Verification, traitChecks: [Check], dismissAction: String?, openers: [String]?) {
                self.page = page
                self.app = app
                self.opensFromAnywhere = opensFromAnywhere
                self.container = container
                self.sections = sections
                self.traits = traits
                self.verification = verification
                self.traitChecks = traitChecks
                self.dismissAction = dismissAction
                self.openers = openers
            }

            func copy() -> Storage {
                Storage(page: page, app: app, opensFromAnywhere: opensFromAnywhere, container: container, sections: sections, traits: traits, verification: verification, traitChecks: traitChecks, dismissAction: dismissAction, openers: openers)
            }
        }

        private var storage: Storage

        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        }

        public var page: Page {
            _read { yield storage.page }
            set { makeUnique(); storage.page = newValue }
            _modify { makeUnique(); yield &storage.page }
        }
        public var app: App {
            _read { yield storage.app }
            set { makeUnique(); storage.app = newValue }
            _modify { makeUnique(); yield &storage.app }
        }
        /// Generic over the page object that opened it, which actions returning to `$source` go
        /// back to: opened from anywhere (`opensFrom`), or, when `openers` is set, from those only.
        public var opensFromAnywhere: Bool {
            _read { yield storage.opensFromAnywhere }
            set { makeUnique(); storage.opensFromAnywhere = newValue }
            _modify { makeUnique(); yield &storage.opensFromAnywhere }
        }
        /// The screen this one is a section of.
        public var container: String? {
            _read { yield storage.container }
            set { makeUnique(); storage.container = newValue }
            _modify { makeUnique(); yield &storage.container }
        }
        /// The screens that are sections of this one, by name.
        public var sections: [String] {
            _read { yield storage.sections }
            set { makeUnique(); storage.sections = newValue }
            _modify { makeUnique(); yield &storage.sections }
        }
        /// The traits adopted, in the order written, without repeats.
        public var traits: [String] {
            _read { yield storage.traits }
            set { makeUnique(); storage.traits = newValue }
            _modify { makeUnique(); yield &storage.traits }
        }
        public var verification: Verification {
            _read { yield storage.verification }
            set { makeUnique(); storage.verification = newValue }
            _modify { makeUnique(); yield &storage.verification }
        }
        /// The checks of the adopted traits, resolved on this screen (a required element is this
        /// screen's own), for styles that ask them about the screen.
        public var traitChecks: [Check] {
            _read { yield storage.traitChecks }
            set { makeUnique(); storage.traitChecks = newValue }
            _modify { makeUnique(); yield &storage.traitChecks }
        }
        /// For a screen that may come up over any other, the action that dismisses it.
        public var dismissAction: String? {
            _read { yield storage.dismissAction }
            set { makeUnique(); storage.dismissAction = newValue }
            _modify { makeUnique(); yield &storage.dismissAction }
        }
        /// For a screen that returns to `$source` without `opensFrom: anywhere`: the only screens
        /// that open it (their page objects may be its source), by name.
        public var openers: [String]? {
            _read { yield storage.openers }
            set { makeUnique(); storage.openers = newValue }
            _modify { makeUnique(); yield &storage.openers }
        }

        public init(page: Page, app: App, opensFromAnywhere: Bool, container: String?, sections: [String], traits: [String], verification: Verification, traitChecks: [Check], dismissAction: String?, openers: [String]? = nil) {
            storage = Storage(page: page, app: app, opensFromAnywhere: opensFromAnywhere, container: container, sections: sections, traits: traits, verification: verification, traitChecks: traitChecks, dismissAction: dismissAction, openers: openers)
        }

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
        /// The screen whose sections adopt it (`"sectionOf"`), which reaches them all with one
        /// generic `section(_:)` over the trait.
        public var sectionsOf: String? = nil

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

extension Resolved.Screen: CustomReflectable {
    /// Its fields, as a struct of them would show them (not its box): the review compares
    /// members by their descriptions.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "page": page as Any,
            "app": app as Any,
            "opensFromAnywhere": opensFromAnywhere as Any,
            "container": container as Any,
            "sections": sections as Any,
            "traits": traits as Any,
            "verification": verification as Any,
            "traitChecks": traitChecks as Any,
            "dismissAction": dismissAction as Any,
            "openers": openers as Any,
        ], displayStyle: .struct)
    }
}
