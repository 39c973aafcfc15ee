/// Splits a function body into statements: a new one starts at a token that begins a line at
/// bracket depth 0, unless the line continues the one before (`.tap()` on a line of its own, an
/// operator at the end of the previous line), and at `;`.
enum StatementSplitter {
    private static let continuing: Set<String> = [".", ",", "(", "[", "=", "+", "-", "*", "/", "&&", "||", "??", "==", "!=", ":", "->", "<", ">", ">=", "<=", "?"]

    static func statements(_ tokens: [SwiftToken]) -> [[SwiftToken]] {
        var statements: [[SwiftToken]] = []
        var current: [SwiftToken] = []
        var depth = 0
        for token in tokens {
            if depth == 0, token.isSymbol(";") {
                if !current.isEmpty { statements.append(current) }
                current = []
                continue
            }
            if depth == 0, token.startsLine, let previous = current.last, !(token.kind == .symbol && continuing.contains(token.text)),
               !(previous.kind == .symbol && continuing.contains(previous.text)), !token.isWord("else"), !token.isWord("catch") {
                statements.append(current)
                current = []
            }
            if token.kind == .symbol, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .symbol, [")", "]", "}"].contains(token.text) { depth = max(0, depth - 1) }
            current.append(token)
        }
        if !current.isEmpty { statements.append(current) }
        return statements
    }
}
