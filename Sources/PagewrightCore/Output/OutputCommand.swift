/// The command writing an output folder through `OutputPlan`/`OutputWriter`: which files already
/// there it may replace, and how its refusals name it and say what to do, in that command's terms
/// (a migrate run told to "rename the spec" it is making, or named `generate`, is misled).
public enum OutputCommand: String, Sendable {
    case generate, tour, migrate

    /// `'pagewright migrate'`.
    var quoted: String { "'pagewright \(rawValue)'" }

    /// Whether a file already in the folder, written by `writer` (nil: not Pagewright's), may be
    /// replaced. `generate` and `tour` replace their own files; `migrate` replaces nothing, since
    /// a spec already there may hold a reviewer's edits.
    func mayReplace(_ writer: Ownership.Writer?) -> Bool {
        self != .migrate && writer == .generate
    }

    /// Why a file at a path the command writes is left alone, and what to do.
    func refusal(writer: Ownership.Writer?) -> String {
        switch (self, writer) {
        case (.migrate, let writer?):
            "this file belongs to \(writer.described), and 'pagewright migrate' never replaces a file; \(remedy)"
        case (.migrate, nil):
            "a file of this name is already here (an earlier migration's, or one of your own), and 'pagewright migrate' never replaces a file; \(remedy)"
        case (.generate, let writer?):
            "this file belongs to \(writer.described), so 'pagewright generate' will not overwrite it; give that command another output, or move the file out of the output folder"
        case (_, let writer?):
            "this file belongs to \(writer.described), so \(quoted) will not overwrite it; \(remedy)"
        case (_, nil):
            "this file was not written by Pagewright (its first line is not Pagewright's header), so \(quoted) will not overwrite it; \(remedy)"
        }
    }

    /// What to do about something in the way of a file the command writes.
    var remedy: String {
        switch self {
        case .generate: "move it out of the output folder, or rename the spec that produces it"
        case .tour: "move it out of the output folder, or give 'pagewright tour' another --output folder"
        case .migrate: "choose an empty --output folder for 'pagewright migrate', or remove the file"
        }
    }
}
