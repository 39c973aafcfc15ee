/// A short unified-style diff of two texts, for `--check` to show what drifted.
public enum LineDiff {
    /// At most `limit` changed lines, each `-old` or `+new`, with line numbers of the new text.
    public static func summary(old: String, new: String, limit: Int = 12) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(a[prefix..<(a.count - suffix)])
        let newMiddle = Array(b[prefix..<(b.count - suffix)])
        var lines = ["@@ line \(prefix + 1) @@"]
        for edit in edits(oldMiddle, newMiddle) {
            if lines.count > limit {
                lines.append("…")
                break
            }
            lines.append(edit)
        }
        return lines
    }

    /// Edits by longest common subsequence; large middles fall back to "all old, then all new".
    private static func edits(_ a: [Substring], _ b: [Substring]) -> [String] {
        guard a.count * b.count <= 4_000_000 else { return a.map { "-" + $0 } + b.map { "+" + $0 } }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                result.append("-" + a[i]); i += 1  // removals before additions, as diff(1) shows them
            } else {
                result.append("+" + b[j]); j += 1
            }
        }
        return result
    }
}
