extension Resolved {
    /// How an element is found, structured: where the search starts, which elements of which
    /// type it looks at, how they are matched and narrowed, and which one is taken.
    public struct Locator: Sendable {
        public enum Scope: Sendable {
            /// The context the caller gives: the application or another app.
            case context
            /// Inside another element, which gets every parameter it needs passed on by name; with
            /// `every`, inside every element that element's query matches (`inAny`).
            case container(ElementRef, forwarding: [Parameter], every: Bool)
        }

        public enum Matching: Sendable {
            case none
            case identifier(Text)
            case label(Text)
            /// An NSPredicate, lowered once by the resolver with the shared predicate grammar.
            case predicate(Predicate)
        }

        /// An NSPredicate as generated code builds it: a format whose `%@`s take `arguments` in
        /// order. A spec's `$parameter`, and a quoted literal holding one (or a `%`), are arguments,
        /// because NSPredicate substitutes nothing inside quotes.
        public struct Predicate: Sendable, Equatable {
            public enum Argument: Sendable, Equatable {
                /// A parameter's value (through the fields of a record: `user.login`).
                case parameter(String, path: [String], type: ValueType)
                /// A quoted literal's text with the parameters' values in place.
                case text(Text)
            }

            public var format: String
            public var arguments: [Argument]

            /// The parameters the arguments use, in order of first use.
            public var parameters: [String] {
                var seen: [String] = []
                for argument in arguments {
                    let names: [String]
                    switch argument {
                    case .parameter(let name, _, _): names = [name]
                    case .text(let text): names = text.parameters
                    }
                    for name in names where !seen.contains(name) { seen.append(name) }
                }
                return seen
            }
        }

        /// A descendant every match must have (or, in `notContaining`, must not have).
        public struct Containing: Sendable {
            public enum Matching: Sendable {
                /// `containing(_:identifier:)`; nil matches any of the type.
                case identifier(String?)
                case label(Text)
                case predicate(Predicate)
            }

            /// Nil for any type.
            public var type: String?
            public var matching: Matching
            /// The optional parameters it reads: it narrows the search only when all are given.
            public var optionalParameters: [String]
        }

        /// A parameter compared with attributes of each match (`label == %@ OR value == %@`).
        public struct Filter: Sendable {
            public var parameter: String
            public var type: ValueType
            public var attributes: [ParamSpec.Match]
            /// An optional parameter filters only when given.
            public var isOptional: Bool
        }

        /// Which match is the element.
        public enum Pick: Sendable, Equatable {
            case first
            case index(Int)
            /// The n-th match, n a parameter (an `Int` or `UInt`); an optional one falls back to
            /// the first match.
            case indexParameter(String, isOptional: Bool, isUnsigned: Bool)
            /// The whole query; used as one element, its first match.
            case all
            /// The only match (`query.element`): several matches are a failure (`unique`).
            case unique
            /// The context itself: an element of type `application` is the app it is asked of.
            case context
            /// The last match (`"last": true`): no query names it, so the runtime walks the matches.
            case last
        }

        public var scope: Scope
        /// The element type searched for; `any` searches every type.
        public var elementType: String
        public var matching: Matching
        public var containing: [Containing]
        /// Descendants no match may have: no query says that, so `locator(_:)` walks the matches.
        public var notContaining: [Containing] = []
        /// Direct children of the scope (`children(matching:)`), not all descendants.
        public var direct: Bool = false
        public var filters: [Filter]
        public var pick: Pick
        /// Set when the label `matching` compares with is the app's localised string for a key
        /// (`matching` is then a label of one `.localized` part): its text in every language the
        /// app ships.
        public var localized: LocalizedText? = nil
        /// Bounds on the match's frame (`"frame"`): the runtime walks the matches to pick one.
        public var frame: FrameBounds? = nil

        /// Whether the element is picked by the runtime's walk of the matches (`last`, `frame`),
        /// which no query states: it is not its query's first match.
        public var isPickedByWalk: Bool { pick == .last || frame != nil }
    }

    /// A label that is the app's localised string for a key of one of its string tables.
    public struct LocalizedText: Sendable, Hashable {
        /// The text in one language: on every device, or (from a catalog's device variations)
        /// per device (`iphone`, `ipad`, `other`).
        public struct Translation: Sendable, Hashable {
            public var language: String
            public var text: String
            public var byDevice: [String: String]
        }

        public var key: String
        public var table: String
        public var sourceLanguage: String
        /// The text in the source language: what the label is in an app launched in a language it
        /// does not ship.
        public var sourceText: String
        /// One per language the app ships that has a text for the key, sorted by language.
        public var translations: [Translation]
        /// The languages the app ships that have no text for the key (validation warned).
        public var missingLanguages: [String]

        /// The text in `language`, if the table has one.
        public func text(in language: String) -> String? { translations.first { $0.language == language }?.text }
    }
}
