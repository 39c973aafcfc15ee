import Foundation

/// The syntax trees `AppleAPIListTests.typeCheck` printed in this test run, by what was compiled.
/// One lock for all: a second test asking for a tree being printed waits for it instead of
/// printing it again.
final class TypeCheckCache: @unchecked Sendable {
    struct Key: Hashable {
        var files: [String: String]
        var companions: String?
        var library: String?
    }

    static let shared = TypeCheckCache()

    private let lock = NSLock()
    private var trees: [Key: (ast: String, sources: [String: String])] = [:]

    func value(for key: Key, make: () throws -> (ast: String, sources: [String: String])) throws -> (ast: String, sources: [String: String]) {
        lock.lock()
        defer { lock.unlock() }
        if let tree = trees[key] { return tree }
        let tree = try make()
        trees[key] = tree
        return tree
    }
}
