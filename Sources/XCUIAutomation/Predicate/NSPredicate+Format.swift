import Foundation
import PredicateGrammar
import XCTest

/// Linux Foundation marks every `NSPredicate(format:…)` initializer unavailable (no KVC). These
/// available overloads, with Apple's signatures, win overload resolution in modules that import this
/// one; they parse the format once and evaluate it with `PredicateEvaluator` through `init(block:)`.
///
/// A malformed format fails the current test (Apple raises NSInvalidArgumentException) and yields a
/// predicate that matches nothing, so the test can go on and report the rest.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(parsing: predicateFormat, arguments: args.map { $0 as Any? })
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(parsing: predicateFormat, arguments: (arguments ?? []).map { $0 as Any? })
    }

    private convenience init(parsing format: String, arguments: [Any?]) {
        let description = "NSPredicate(format: " + ([quoted(format)] + arguments.map { PredicateValue($0).formatted })
            .joined(separator: ", ") + ")"
        let node: PredicateNode
        do {
            node = try PredicateParser.parse(format, arguments: arguments)
        } catch {
            reportPredicateFailure("Unable to parse the format string \(quoted(format)): \(error)")
            node = .constant(false)
        }
        let reporter = UnknownKeyReporter(description: description)
        self.init(block: { object, _ in
            var evaluator = PredicateEvaluator()
            let result = evaluator.evaluate(node, with: object)
            if let key = evaluator.unknownKey { reporter.report(key: key, object: object) }
            return result
        })
        PredicateDescriptions.shared.register(self, description: description)
    }
}

/// Reports a key the evaluated object lacks, once per predicate (Apple raises "this class is not key
/// value coding-compliant for the key …").
private final class UnknownKeyReporter: @unchecked Sendable {
    // Guarded by `lock`; predicates may be evaluated from any thread.
    private let lock = NSLock()
    private var reported = false
    let description: String

    init(description: String) { self.description = description }

    func report(key: String, object: Any?) {
        lock.lock()
        let first = !reported
        reported = true
        lock.unlock()
        guard first else { return }
        let kind = object.map { String(describing: type(of: $0)) } ?? "nil"
        reportPredicateFailure("\(description): the evaluated object (\(kind)) has no key \"\(key)\"; element keys are identifier, label, title, value, placeholderValue, elementType, isEnabled/enabled, isSelected/selected, hasFocus, isHittable/hittable, exists")
    }
}

/// Predicate problems surface outside any element operation, possibly off the main thread.
func reportPredicateFailure(_ message: String) {
    if Thread.isMainThread {
        MainActor.assumeIsolated { SimulatedDevice.current.fail(message) }
    } else {
        XCTFail(message)
    }
}

/// Remembers how predicates built here were written, for query descriptions and failure messages
/// (a block predicate's own `predicateFormat` is just "BLOCKPREDICATE").
final class PredicateDescriptions: @unchecked Sendable {
    static let shared = PredicateDescriptions()

    private struct Entry {
        weak var predicate: NSPredicate?
        let description: String
    }

    // Guarded by `lock`: predicates are created wherever tests create them.
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func register(_ predicate: NSPredicate, description: String) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count > 512 { entries = entries.filter { $0.value.predicate != nil } }
        entries[ObjectIdentifier(predicate)] = Entry(predicate: predicate, description: description)
    }

    func description(of predicate: NSPredicate) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(predicate)], entry.predicate === predicate else { return nil }
        return entry.description
    }
}

/// How a query path shows a predicate.
func describe(_ predicate: NSPredicate) -> String {
    if let known = PredicateDescriptions.shared.description(of: predicate) { return known }
    if let compound = predicate as? NSCompoundPredicate {
        let parts = compound.subpredicates.map(describe)
        switch compound.compoundPredicateType {
        case .not: return "NSCompoundPredicate(notPredicateWithSubpredicate: \(parts.first ?? ""))"
        case .and: return "NSCompoundPredicate(andPredicateWithSubpredicates: [\(parts.joined(separator: ", "))])"
        case .or: return "NSCompoundPredicate(orPredicateWithSubpredicates: [\(parts.joined(separator: ", "))])"
        @unknown default: break
        }
    }
    return "NSPredicate(\(predicate))"
}
