/// "Did you mean …" suggestions for misspelt names and keys.
public enum Suggestions {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a plausible
    /// typo: at most a third of the name's length (at least one edit), ignoring letter case.
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(name.lowercased().unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            // Ties go to the alphabetically first candidate so output never depends on set order.
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `" (did you mean 'x'?)"` or the empty string, for appending to a message.
    public static func didYouMean<S: Sequence>(_ name: String, in candidates: S) -> String where S.Element == String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `"; did you mean 'x'?"` when a candidate is close, else what there is to choose from, so a
    /// name with nothing close still gets a way forward: `"; the screens are Home and Settings"`,
    /// the first ten of many, or `"; there are no elements"`.
    public static func hint<S: Sequence>(_ name: String, in candidates: S, plural: String) -> String where S.Element == String {
        let suggestion = didYouMean(name, in: candidates)
        guard suggestion.isEmpty else { return suggestion }
        let all = Array(Set(candidates)).filter { $0 != name }.sorted()
        switch all.count {
        case 0: return "; there are no \(plural)"
        case 1...10: return "; the \(plural) are \(list(all))"
        default: return "; none of the \(all.count) \(plural) is close: \(all.prefix(10).map { "'\($0)'" }.joined(separator: ", ")), …"
        }
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours
    /// (the commonest typo, `veiw`), with an early exit once every path exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                var best = min(previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
