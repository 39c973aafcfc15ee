/// Writes a `SpecReview` as Markdown for a pull request: what breaks test code first, then what
/// the specs now say differently.
public enum ReviewRenderer {
    public static func markdown(_ review: SpecReview, before: String, after: String) -> String {
        var lines = ["## Pagewright review", ""]
        lines.append("\(MarkdownText.code(before)) → \(MarkdownText.code(after))")
        lines.append("")
        if review.isEmpty {
            lines.append("No change to what the specs mean: the generated page objects and the navigation graph are the same.")
            return lines.joined(separator: "\n") + "\n"
        }
        let breakCount = review.breaking.reduce(0) { $0 + $1.breaks.count }
        if review.breaksTests {
            lines.append("**Breaks test code**: \(breakCount) generated \(breakCount == 1 ? "member" : "members") that tests may call \(breakCount == 1 ? "is" : "are") gone or changed.")
        } else {
            lines.append("**Breaks no test code**: every generated member tests could call is still there with a signature their calls fit.")
        }
        if review.breaksTests {
            lines += ["", "### Breaking changes for test code", ""]
            for construct in review.breaking {
                let what = construct.origin.map { "**\(MarkdownText.prose("\($0)"))** (\(kindName($0.kind)))" } ?? "**Other generated members**"
                lines.append("- \(what) \(construct.change):")
                for brk in construct.breaks { lines.append("  - " + line(brk)) }
            }
        }
        var spec: [String] = []
        for (title, changes) in [("Screens", review.screens), ("Traits", review.traits)] where !changes.isEmpty {
            spec.append("- \(title): " + summary(changes))
        }
        for page in review.pages {
            var parts: [String] = []
            for (title, changes) in [("elements", page.elements), ("actions", page.actions), ("checks", page.checks), ("getters", page.getters)] where !changes.isEmpty {
                parts.append("  - \(title): " + summary(changes))
            }
            spec.append("- \(MarkdownText.code(page.page))\(page.kind == .trait ? " (trait)" : ""):")
            spec += parts
        }
        let added = review.addedMembers.sorted { $0.key.rawValue < $1.key.rawValue }.filter { $0.value > 0 }
        if !added.isEmpty {
            spec.append("- New generated members tests can use: " + added.map { "\($0.value) (\($0.key.rawValue))" }.joined(separator: ", "))
        }
        if !spec.isEmpty { lines += ["", "### What the specs say now", ""] + spec }
        if !review.locators.isEmpty {
            lines += ["", "### Locators that changed", "", "| element | before | after |", "| --- | --- | --- |"]
            for change in review.locators {
                lines.append("| \(cell(change.page + "." + change.element)) | \(cell(change.before)) | \(cell(change.after)) |")
            }
        }
        if !review.destinations.isEmpty {
            lines += ["", "### Transitions whose destination changed", ""]
            for change in review.destinations {
                lines.append("- \(MarkdownText.code(change.page + "." + change.action)): \(MarkdownText.prose(change.before)) → \(MarkdownText.prose(change.after))")
            }
        }
        if !review.unreachable.isEmpty || !review.deadEnds.isEmpty {
            lines += ["", "### Navigation graph", ""]
            for screen in review.unreachable { lines.append("- \(MarkdownText.code(screen)) can no longer be reached from an entry screen") }
            for screen in review.deadEnds { lines.append("- \(MarkdownText.code(screen)) is a new dead end: no way leads back from it to an entry screen") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func kindName(_ kind: GeneratedAPI.Origin.Kind) -> String {
        switch kind {
        case .route: "route"
        case .type: "declared type"
        default: kind.rawValue
        }
    }

    private static func line(_ brk: SpecReview.Break) -> String {
        let member = brk.member
        let style = member.style.rawValue
        let name = called(member.qualifiedName)
        switch brk.kind {
        case .removed:
            return "\(style): \(MarkdownText.code(name))" + (member.isType ? " (a type) is gone" : " is gone")
        case .renamed(let to):
            return "\(style): \(MarkdownText.code(name)) → \(MarkdownText.code(called(to)))"
        case .changed(let declaration):
            return "\(style): \(MarkdownText.code(name)): \(MarkdownText.code(member.declaration)) → \(MarkdownText.code(declaration))"
        case .renamedAndChanged(let to, let declaration):
            return "\(style): \(MarkdownText.code(name)) → \(MarkdownText.code(called(to))): \(MarkdownText.code(member.declaration)) → \(MarkdownText.code(declaration))"
        }
    }

    /// `Save.init()` as a test writes it: `Save()`.
    private static func called(_ name: String) -> String {
        name.replacingOccurrences(of: ".init(", with: "(")
    }

    private static func summary(_ changes: SpecReview.Changes) -> String {
        var parts: [String] = []
        if !changes.added.isEmpty { parts.append("added " + changes.added.map { MarkdownText.code($0) }.joined(separator: ", ")) }
        if !changes.removed.isEmpty { parts.append("removed " + changes.removed.map { MarkdownText.code($0) }.joined(separator: ", ")) }
        if !changes.renamed.isEmpty { parts.append("renamed " + changes.renamed.map { "\(MarkdownText.code($0.from)) → \(MarkdownText.code($0.to))" }.joined(separator: ", ")) }
        if !changes.changed.isEmpty { parts.append("changed " + changes.changed.map { "\(MarkdownText.code($0.name)) (\(MarkdownText.prose($0.how)))" }.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    /// A table cell: the value in code, its `|` escaped.
    private static func cell(_ text: String) -> String {
        MarkdownText.code(text, inTable: true)
    }
}
