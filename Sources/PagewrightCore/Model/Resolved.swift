/// The resolved model: what every construct of a validated project means, worked out once by
/// `Resolver` and rendered by every output style. A renderer reads only this model and the
/// `Namer`; it never looks at the raw specs, so a construct is interpreted in one place.
///
/// The model holds no Swift: names are the spec's (the namer turns them into Swift names per
/// style), and expressions are structured (a locator is a scope, a query and filters, not text).
///
/// A new construct: decode it into the spec model (`Spec/`), check it (`Validate/`), say what it
/// means here and in `Resolve/`, give anything it declares a name in `Names/` (and to
/// `NameCollisions` if it can clash), then render it in `Emit/Shared` where the styles agree, or in
/// each of `Emit/Factory`, `Emit/Plain` and `Emit/Screenplay`.
public enum Resolved {}

extension Resolved {
    /// A screen or trait, as elements and members refer to it.
    public struct PageRef: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case screen, trait
        }

        public var name: String
        public var kind: Kind

        public init(name: String, kind: Kind) {
            self.name = name
            self.kind = kind
        }
    }

    /// An element by the page that defines it (and whose locator enum holds its case).
    public struct ElementRef: Sendable, Hashable {
        public var page: PageRef
        public var name: String
    }

    /// Where a journey is, as far as the generated code can name its type: a screen, a screen
    /// opened from anywhere together with the place that opened it, or the opener of a flow's own
    /// start screen, which the flow cannot see.
    public indirect enum Place: Sendable, Equatable {
        case screen(String)
        case opened(String, by: Place)
        case startSource

        public var screen: String? {
            switch self {
            case .screen(let name), .opened(let name, _): name
            case .startSource: nil
            }
        }
    }
}
