/// What `migrate` understood of one page object: a screen (or a trait) of the spec language,
/// kept as plain values until `MigratedSpecText` writes it.
struct MigratedScreen: Equatable {
    var name: String
    var isTrait: Bool
    /// The Swift type it came from and where, for the spec's summary and the report.
    var sourceType: String
    var file: String
    var line: Int
    var style: PageObjectStyle
    var traits: [String] = []
    var anchors: [String] = []
    var loaded: [String] = []
    var elements: [MigratedElement] = []
    var actions: [MigratedAction] = []
    var checks: [MigratedCheck] = []
    var getters: [MigratedGetter] = []

    func element(named name: String) -> MigratedElement? { elements.last { $0.name == name } }

    /// The names of its actions, checks and getters (elements are indexed by `ScreenBuilder`).
    var memberNames: Set<String> { Set(actions.map(\.name) + checks.map(\.name) + getters.map(\.name)) }
}

/// How a page object is written; each is recognised by its shape, not by being told.
enum PageObjectStyle: String, Equatable, Sendable {
    case screenObject = "ScreenObject subclass"
    case robot = "robot"
    case staticHelper = "static helper enum"
    case staticHelperClass = "static helper class"
    case pageClass = "page class"
}

struct MigratedElement: Equatable {
    var name: String
    var type: String
    var id: String?
    var label: String?
    var predicate: String?
    /// `containing(NSPredicate)` on the element's own query.
    var containingPredicate: String?
    var index: Int?
    var container: String?
    /// The container is a collection (`app.tables.cells`): `inAny` instead of `in`.
    var containerIsCollection = false
    var all = false
    /// `firstMatch`: the first of several is taken, so `"unique": false`.
    var firstMatch = false
    /// Parameters its identifier, label or predicate use, with their Swift types; `index` is
    /// matched as the n-th match.
    var parameters: [(name: String, type: String)] = []
    var indexParameter: String?

    static func == (left: MigratedElement, right: MigratedElement) -> Bool {
        left.signature == right.signature && left.name == right.name
    }

    /// Everything but the name: two elements with the same signature are one element.
    var signature: String {
        [type, id ?? "", label ?? "", predicate ?? "", containingPredicate ?? "", index.map(String.init) ?? "", container ?? "",
         containerIsCollection ? "any" : "", all ? "all" : "", firstMatch ? "first" : "", indexParameter ?? "",
         parameters.map { "\($0.name):\($0.type)" }.joined(separator: ",")].joined(separator: "|")
    }
}

struct MigratedStep: Equatable {
    enum Kind: String { case tap, doubleTap, press, typeText, clearText, swipe, waitFor, `do` }
    var kind: Kind
    var element: String
    /// typeText's text (a `$parameter` or a literal), swipe's direction, press's duration.
    var argument: String?
    /// Arguments for a parameterised element (`index` → `$index` or a literal).
    var args: [(name: String, value: String)] = []
    /// The element that must exist for the step to run (`"if": { "exists": … }`), from a
    /// `guard x.exists else { return }` before it.
    var ifExists: String?

    static func == (left: MigratedStep, right: MigratedStep) -> Bool {
        left.kind == right.kind && left.element == right.element && left.argument == right.argument && left.ifExists == right.ifExists
            && left.args.map { "\($0.name)=\($0.value)" } == right.args.map { "\($0.name)=\($0.value)" }
    }
}

struct MigratedParameter: Equatable {
    var name: String
    var type: String
    /// The argument label when it differs from the name (`_` for none).
    var label: String?
}

struct MigratedAction: Equatable {
    var name: String
    var parameters: [MigratedParameter]
    var steps: [MigratedStep]
    var destination: String?
}

struct MigratedAssertion: Equatable {
    enum Kind: String { case exists, notExists, isEnabled, isSelected, isHittable, label, value, count }
    var kind: Kind
    var element: String
    var equals: String?
    var contains: String?
    var negated = false
    var args: [(name: String, value: String)] = []

    static func == (left: MigratedAssertion, right: MigratedAssertion) -> Bool {
        left.kind == right.kind && left.element == right.element && left.equals == right.equals && left.contains == right.contains
            && left.negated == right.negated
    }
}

struct MigratedCheck: Equatable {
    var name: String
    var parameters: [MigratedParameter]
    var assertions: [MigratedAssertion]
    /// `for name in names { … }` over a list parameter: the item's name and the list's.
    var forEachItem: String?
    var forEachList: String?
}

struct MigratedGetter: Equatable {
    var name: String
    var kind: MigratedAssertion.Kind
    var element: String
}

/// One line of the report: something not carried over, or a guess a reviewer should confirm.
struct MigrationNote: Equatable, Comparable, Sendable {
    enum Kind: String, Sendable { case notCarried = "not carried", guess }
    var kind: Kind
    var file: String
    var line: Int
    /// `OrdersScreen.verifyOrdersList`, or the file's name for a file-wide note.
    var subject: String
    var reason: String

    static func < (left: MigrationNote, right: MigrationNote) -> Bool {
        (left.file, left.line, left.subject, left.reason) < (right.file, right.line, right.subject, right.reason)
    }
}
