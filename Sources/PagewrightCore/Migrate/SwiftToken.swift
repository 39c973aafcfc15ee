/// One token of the Swift subset `migrate` reads. Comments and whitespace are dropped; what a
/// token needs from them is whether it starts a line (declarations are told apart by that).
struct SwiftToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A name or keyword (`let`, `app`, `$0`, `XCTAssertTrue`); a backquoted name without its quotes.
        case word
        case number
        /// A string literal's text; `interpolated` when it holds `\(…)`, whose text is then
        /// not a constant (the parts are kept, interpolations as `\(…)`).
        case string(interpolated: Bool)
        /// Punctuation: one character, or one of `->`, `...`, `..<`, `==`, `!=`, `&&`, `||`, `??`,
        /// `>=`, `<=`.
        case symbol
        /// `#if`, `#selector`, a macro (`#Preview`): `#` and the word after it.
        case directive
    }

    var kind: Kind
    var text: String
    /// 1-based.
    var line: Int
    var startsLine: Bool

    func isWord(_ word: String) -> Bool { kind == .word && text == word }
    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

    var isString: Bool { if case .string = kind { true } else { false } }
    var isInterpolated: Bool { if case .string(true) = kind { true } else { false } }
}
