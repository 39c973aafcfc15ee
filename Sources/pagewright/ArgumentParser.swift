import PagewrightCore
/// Hand-rolled argument handling (the package has no dependencies): positional arguments,
/// `--flag`, `--option value` and `--option=value`.
struct ArgumentParser {
    private var arguments: [String]
    private let command: String

    init(_ arguments: [String], command: String) {
        self.arguments = arguments
        self.command = command
    }

    /// Removes `--name` and reports whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = arguments.firstIndex(of: name) else { return false }
        arguments.remove(at: index)
        return true
    }

    /// Removes `--name value` or `--name=value`.
    mutating func option(_ name: String) throws -> String? {
        if let index = arguments.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(arguments.remove(at: index).dropFirst(name.count + 1))
            return value
        }
        guard let index = arguments.firstIndex(of: name) else { return nil }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
            throw UsageError(message: "\(name) needs a value")
        }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
    }

    mutating func positional(_ what: String) throws -> String {
        guard let index = arguments.firstIndex(where: { !$0.hasPrefix("--") }) else {
            throw UsageError(message: "'\(command)' needs \(what)")
        }
        return arguments.remove(at: index)
    }

    /// Fails on anything left over, so a misspelt option is never silently ignored.
    func finish(knownOptions: [String]) throws {
        guard let extra = arguments.first else { return }
        if extra.hasPrefix("--") {
            let name = String(extra.split(separator: "=").first ?? "")
            let hint = Suggestions.closest(to: name, in: knownOptions).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError(message: "unknown option '\(name)'\(hint)")
        }
        throw UsageError(message: "unexpected argument '\(extra)'")
    }
}
