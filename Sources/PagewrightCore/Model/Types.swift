extension Resolved {
    /// A type the project declares for its parameters; generated once for the module
    /// (`PagewrightTypes.swift`), whatever the styles.
    public struct TypeDeclaration: Sendable {
        public enum Kind: Sendable {
            /// `enum Timeframe: String, CaseIterable, Sendable`.
            case enumeration([EnumCase])
            /// `struct User: Hashable, Sendable` with a memberwise initializer.
            case record([Parameter])
        }

        public var name: Located<String>
        public var summary: String?
        /// The file that declares it, relative to the specs folder.
        public var source: String
        public var kind: Kind
        /// Declared by the team's own code (`"external": true`): used, never declared, by generated code.
        public var isExternal = false
    }

    public struct EnumCase: Sendable {
        public var name: String
        /// What the app shows: the case name unless the spec gives another text.
        public var rawValue: String
        public var location: SourceLocation
    }
}
