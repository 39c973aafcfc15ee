/// Why an output folder cannot be written (or was not): every problem found, each naming its path.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public struct Problem: Sendable, Equatable {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    public var problems: [Problem]

    public init(_ problems: [Problem]) { self.problems = problems }
    init(path: String, reason: String) { problems = [Problem(path: path, reason: reason)] }

    /// One `path: error: reason` line per problem (just `error: reason` where there is no path).
    public var description: String {
        problems.map { VisibleText.escaped($0.path.isEmpty ? "error: \($0.reason)" : "\($0.path): error: \($0.reason)") }.joined(separator: "\n")
    }
}
