import Foundation

/// Which OS versions Apple's API needs, and whether code calls it only where it exists. Linux does
/// not check `@available`, so this reads what an Apple compiler would: the table of Apple's
/// availability (docs/xcuitest-availability.tsv), the package's minimum deployment targets
/// (Package.swift's `platforms:`), and the type-checked syntax tree of the code (`swiftc
/// -dump-ast`), whose `#available` conditions and `@available` attributes widen what a stretch of
/// code may call, and whose source files' `#if` blocks say on which platform a line is compiled.
enum AppleAvailability {
    enum Platform: String, CaseIterable, Hashable, Sendable {
        case iOS, macOS
    }

    struct Version: Comparable, Hashable, CustomStringConvertible, Sendable {
        let parts: [Int]
        /// "16.4", "10.15.4", "17"; SwiftPM's spelling "v10_15" too.
        init?(_ text: some StringProtocol) {
            let digits = text.hasPrefix("v") ? text.dropFirst().replacingOccurrences(of: "_", with: ".") : String(text)
            let parts = digits.split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            var trimmed = parts.map { $0! }
            while trimmed.count > 1 && trimmed.last == 0 { trimmed.removeLast() }
            self.parts = trimmed
        }
        static func < (a: Version, b: Version) -> Bool {
            for i in 0..<Swift.max(a.parts.count, b.parts.count) {
                let x = i < a.parts.count ? a.parts[i] : 0, y = i < b.parts.count ? b.parts[i] : 0
                if x != y { return x < y }
            }
            return false
        }
        var description: String { (parts.count == 1 ? parts + [0] : parts).map(String.init).joined(separator: ".") }
    }

    /// What a declaration needs on one platform.
    enum Gate: Hashable, CustomStringConvertible, Sendable {
        case any, since(Version), unavailable
        init?(_ cell: some StringProtocol) {
            switch cell {
            case "any": self = .any
            case "-": self = .unavailable
            default:
                guard let version = Version(cell) else { return nil }
                self = .since(version)
            }
        }
        var description: String {
            switch self {
            case .any: "any"
            case .since(let version): "\(version)"
            case .unavailable: "-"
            }
        }
        /// The stricter of two needs.
        func stricter(_ other: Gate) -> Gate {
            switch (self, other) {
            case (.unavailable, _), (_, .unavailable): .unavailable
            case (.any, let gate), (let gate, .any): gate
            case (.since(let a), .since(let b)): .since(Swift.max(a, b))
            }
        }
    }

    typealias Needs = [Platform: Gate]

    static let tablePath = RepositoryPaths.root + "/docs/xcuitest-availability.tsv"

    /// The table: member (`Type.member(labels:)`) → its needs on iOS and macOS.
    static func table(_ text: String) -> [String: Needs] {
        var table: [String: Needs] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard cells.count == 3, let iOS = Gate(cells[1]), let macOS = Gate(cells[2]) else { continue }
            table[String(cells[0])] = [.iOS: iOS, .macOS: macOS]
        }
        return table
    }

    static func table() throws -> [String: Needs] {
        table(try String(contentsOfFile: tablePath, encoding: .utf8))
    }

    /// The minimum deployment targets a manifest declares (`.iOS(.v13)`, `.macOS("10.15.4")`).
    static func minimums(manifest: String) -> [Platform: Version] {
        var minimums: [Platform: Version] = [:]
        for platform in Platform.allCases {
            guard let start = manifest.range(of: ".\(platform.rawValue)(") else { continue }
            let argument = manifest[start.upperBound...].prefix { $0 != ")" }
                .trimmingCharacters(in: CharacterSet(charactersIn: ".\" "))
            minimums[platform] = Version(argument)
        }
        return minimums
    }

    // MARK: Looking a reference up

    /// A declaration of Apple's frameworks, as the compiler names it in `decl="…"`, named as the
    /// table names it (`XCUIElement.tap()`), or nil for one that is not Apple's.
    static func qualifiedName(_ declaration: String) -> String? {
        var name: Substring
        if declaration.hasPrefix("XCUIAutomation.(file).") {
            name = declaration.dropFirst("XCUIAutomation.(file).".count)
        } else if declaration.hasPrefix("XCTest.(file).") {
            name = declaration.dropFirst("XCTest.(file).".count)
        } else {
            return nil
        }
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        if let with = name.range(of: " [with") { name = name[..<with.lowerBound] }
        return name.replacingOccurrences(of: " extension", with: "")
    }

    /// The needs of a referenced declaration: its row, else the row of the protocol that declares
    /// the member for the type (type queries, attributes, snapshots, screenshots); a name printed
    /// without labels takes the strictest of its overloads. Nil when the table has no row.
    static func needs(of name: String, in table: [String: Needs]) -> Needs? {
        let member = name.split(separator: ".").last.map(String.init) ?? name
        let type = name.split(separator: ".").dropLast().joined(separator: ".")
        var candidates = [name]
        if ["XCUIElement", "XCUIApplication", "XCUIElementQuery", "XCUIElementSnapshot", "XCUIScreen"].contains(type) {
            candidates += ["XCUIElementTypeQueryProvider", "XCUIElementAttributes", "XCUIElementSnapshotProviding",
                           "XCUIScreenshotProviding", "XCUIElement"].map { "\($0).\(member)" }
        }
        for candidate in candidates {
            if let needs = table[candidate] { return needs }
            if !candidate.hasSuffix(")") {
                let overloads = table.filter { $0.key.hasPrefix(candidate + "(") }.map(\.value)
                if let first = overloads.first {
                    return overloads.dropFirst().reduce(first) { strictest($0, $1) }
                }
            }
        }
        return nil
    }

    static func strictest(_ a: Needs, _ b: Needs) -> Needs {
        a.merging(b) { $0.stricter($1) }
    }

    // MARK: The code's contexts

    /// A call of Apple's API where the code may not make it: on `platform`, `name` needs `needs`,
    /// and the code there has `has` (the deployment target, or a wider `#available`).
    struct Violation: CustomStringConvertible, Hashable {
        let file: String
        let line: Int
        let name: String
        let platform: Platform
        let needs: Gate
        let has: Version
        var description: String {
            let place = "\((file as NSString).lastPathComponent):\(line)"
            return needs == .unavailable
                ? "\(place): \(name) is unavailable on \(platform.rawValue), and this line is compiled there"
                : "\(place): \(name) needs \(platform.rawValue) \(needs), and the code there may run on \(platform.rawValue) \(has) (no #available or @available covers it)"
        }
    }

    /// Every call of Apple's API in `sources` (path → text; the files `ast` is the syntax tree of)
    /// that a compiler for iOS or macOS would reject: a gated member outside a matching
    /// `#available`/`@available` above the `minimums`, or, on the platforms in `checkUnavailable`,
    /// a member Apple does not have there on a line compiled there. `unknown` collects the Apple
    /// references the table has no row for.
    static func violations(inAST ast: String, sources: [String: String], table: [String: Needs],
                           minimums: [Platform: Version], checkUnavailable: Set<Platform>,
                           unknown: inout Set<String>) -> [Violation] {
        let compiled = sources.mapValues(CompiledLines.init)
        var found: [Violation] = []
        var stack: [Node] = []
        var currentFile: String?
        var currentLine = 0
        for line in ast.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.hasPrefix("(") {
                while let top = stack.last, top.indent >= indent {
                    let popped = stack.removeLast()
                    // A `guard #available` widens the rest of the block that holds it.
                    if let grant = popped.guardGrant, !stack.isEmpty { stack[stack.count - 1].widen(grant) }
                }
                let kind = String(body.dropFirst().prefix { $0 != " " && $0 != ")" })
                var node = Node(indent: indent, kind: kind)
                switch kind {
                case "available_attr":
                    if let (platform, version) = attribute(body), !stack.isEmpty { stack[stack.count - 1].widen([platform: version]) }
                case "availability_spec":
                    if let (platform, version) = spec(body),
                       let owner = stack.lastIndex(where: { ["if_stmt", "guard_stmt", "while_stmt"].contains($0.kind) }),
                       !stack[owner].negated {
                        if stack[owner].kind == "guard_stmt" {
                            stack[owner].guardGrant = widest(stack[owner].guardGrant ?? [:], [platform: version])
                        } else {
                            stack[owner].thenGrant = widest(stack[owner].thenGrant ?? [:], [platform: version])
                        }
                    }
                case "brace_stmt":
                    // The first block of an `if #available` is the branch the condition holds in.
                    if let parent = stack.indices.last, let grant = stack[parent].thenGrant, !stack[parent].thenGiven,
                       ["if_stmt", "while_stmt"].contains(stack[parent].kind) {
                        node.widen(grant)
                        stack[parent].thenGiven = true
                    }
                case "if_stmt", "guard_stmt", "while_stmt":
                    // `#unavailable` prints as `#available`: the source line tells them apart.
                    if let (file, lineNumber) = rangeStart(body), let text = sources[file] {
                        let sourceLine = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(lineNumber - 1).first ?? ""
                        node.negated = sourceLine.contains("#unavailable")
                    }
                default: break
                }
                stack.append(node)
            }
            // A node's place: its location, else where its range starts (a `case` has no location).
            if let range = line.range(of: " location=") ?? line.range(of: " range=[") {
                let rest = line[range.upperBound...]
                let path = String(rest.prefix { $0 != ":" && $0 != " " })
                currentFile = sources[path] != nil ? path : nil
                currentLine = Int(rest.dropFirst(path.count + 1).prefix { $0.isNumber }) ?? 0
            }
            guard let file = currentFile else { continue }
            var rest = line[...]
            // References: `decl="Module.(file).Type.member@…"`, and enum cases matched in a pattern,
            // which print as `element="Type.case"` without their module.
            while let start = rest.range(of: "decl=\"") ?? rest.range(of: " element=\"") {
                let value = rest[start.upperBound...].prefix { $0 != "\"" }
                rest = rest[start.upperBound...].dropFirst(value.count)
                let isPattern = rest.base[start].hasPrefix(" element")
                let apple = ["XCUI", "XCT", "UIDevice", "UIUserInterfaceIdiom"].contains { value.hasPrefix($0) }
                guard let name = isPattern ? (apple ? String(value) : nil) : qualifiedName(String(value)) else { continue }
                guard let needs = needs(of: name, in: table) else {
                    unknown.insert(name)
                    continue
                }
                for platform in Platform.allCases where compiled[file]?.isCompiled(line: currentLine, on: platform) ?? true {
                    let has = stack.compactMap { $0.grants[platform] }.reduce(minimums[platform] ?? Version("1")!) { Swift.max($0, $1) }
                    switch needs[platform] ?? .any {
                    case .any: break
                    case .unavailable:
                        if checkUnavailable.contains(platform) {
                            found.append(Violation(file: file, line: currentLine, name: name, platform: platform, needs: .unavailable, has: has))
                        }
                    case .since(let version):
                        if has < version {
                            found.append(Violation(file: file, line: currentLine, name: name, platform: platform, needs: .since(version), has: has))
                        }
                    }
                }
            }
        }
        return Array(Set(found)).sorted { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
    }

    /// A node of the syntax tree being read, with what it lets its descendants call.
    private struct Node {
        let indent: Int
        let kind: String
        var grants: [Platform: Version] = [:]
        var thenGrant: [Platform: Version]?
        var thenGiven = false
        var guardGrant: [Platform: Version]?
        var negated = false
        mutating func widen(_ grant: [Platform: Version]) { grants = AppleAvailability.widest(grants, grant) }
    }

    private static func widest(_ a: [Platform: Version], _ b: [Platform: Version]) -> [Platform: Version] {
        a.merging(b) { Swift.max($0, $1) }
    }

    private static func value(of key: String, in line: Substring) -> Substring? {
        guard let range = line.range(of: " \(key)=") else { return nil }
        return line[range.upperBound...].prefix { $0 != " " && $0 != ")" }
    }

    /// `(available_attr … domain=iOS introduced=17.0)`; an `unavailable` attribute grants nothing.
    private static func attribute(_ line: Substring) -> (Platform, Version)? {
        guard let domain = value(of: "domain", in: line) ?? value(of: "domainIdentifier", in: line),
              let platform = Platform(rawValue: String(domain)),
              let introduced = value(of: "introduced", in: line), let version = Version(introduced) else { return nil }
        return (platform, version)
    }

    /// `(availability_spec domain=iOS version=17.0)`.
    private static func spec(_ line: Substring) -> (Platform, Version)? {
        guard let domain = value(of: "domain", in: line), let platform = Platform(rawValue: String(domain)),
              let text = value(of: "version", in: line), let version = Version(text) else { return nil }
        return (platform, version)
    }

    private static func rangeStart(_ line: Substring) -> (String, Int)? {
        guard let range = line.range(of: " range=[") else { return nil }
        let rest = line[range.upperBound...]
        let path = String(rest.prefix { $0 != ":" })
        guard let number = Int(rest.dropFirst(path.count + 1).prefix { $0.isNumber }) else { return nil }
        return (path, number)
    }
}

extension AppleAvailability {
    /// Which lines of a source file a compiler for iOS or for macOS compiles, from its `#if`
    /// blocks (`os(…)`, `canImport(…)`, `!`, `&&`, `||`, parentheses; other conditions count as
    /// true, so the check reads more code rather than less).
    struct CompiledLines {
        private var excluded: [Platform: Set<Int>] = [:]

        init(_ text: String) {
            for platform in Platform.allCases {
                var chain: [(anyTaken: Bool, active: Bool)] = []
                var lines: Set<Int> = []
                for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let line = raw.trimmingCharacters(in: .whitespaces)
                    let enclosing = chain.allSatisfy(\.active)
                    if line.hasPrefix("#if ") || line.hasPrefix("#if(") {
                        let holds = Self.evaluate(String(line.dropFirst(3)), on: platform)
                        chain.append((holds, holds))
                    } else if line.hasPrefix("#elseif "), let last = chain.popLast() {
                        let holds = !last.anyTaken && Self.evaluate(String(line.dropFirst(7)), on: platform)
                        chain.append((last.anyTaken || holds, holds))
                    } else if line.hasPrefix("#else"), let last = chain.popLast() {
                        chain.append((true, !last.anyTaken))
                    } else if line.hasPrefix("#endif") {
                        _ = chain.popLast()
                    } else if !enclosing {
                        lines.insert(index + 1)
                    }
                }
                excluded[platform] = lines
            }
        }

        func isCompiled(line: Int, on platform: Platform) -> Bool {
            !(excluded[platform]?.contains(line) ?? false)
        }

        /// A compilation condition on `platform`.
        static func evaluate(_ condition: String, on platform: Platform) -> Bool {
            var tokens = tokenize(condition.components(separatedBy: "//")[0])
            return parseOr(&tokens, platform)
        }

        private static func tokenize(_ text: String) -> [String] {
            var tokens: [String] = []
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                if character.isWhitespace {
                    index = text.index(after: index)
                } else if text[index...].hasPrefix("&&") || text[index...].hasPrefix("||") {
                    tokens.append(String(text[index..<text.index(index, offsetBy: 2)]))
                    index = text.index(index, offsetBy: 2)
                } else if "!()".contains(character) {
                    tokens.append(String(character))
                    index = text.index(after: index)
                } else {
                    // A name, with its parenthesised argument if it has one: `os(iOS)`, `compiler(>=6)`.
                    var end = index
                    while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
                    if end == index { end = text.index(after: index) }
                    if end < text.endIndex, text[end] == "(", let close = text[end...].firstIndex(of: ")") {
                        end = text.index(after: close)
                    }
                    tokens.append(String(text[index..<end]))
                    index = end
                }
            }
            return tokens
        }

        private static func parseOr(_ tokens: inout [String], _ platform: Platform) -> Bool {
            var value = parseAnd(&tokens, platform)
            while tokens.first == "||" {
                tokens.removeFirst()
                value = parseAnd(&tokens, platform) || value
            }
            return value
        }

        private static func parseAnd(_ tokens: inout [String], _ platform: Platform) -> Bool {
            var value = parseUnary(&tokens, platform)
            while tokens.first == "&&" {
                tokens.removeFirst()
                value = parseUnary(&tokens, platform) && value
            }
            return value
        }

        private static func parseUnary(_ tokens: inout [String], _ platform: Platform) -> Bool {
            guard !tokens.isEmpty else { return true }
            let token = tokens.removeFirst()
            if token == "!" { return !parseUnary(&tokens, platform) }
            if token == "(" {
                let value = parseOr(&tokens, platform)
                if tokens.first == ")" { tokens.removeFirst() }
                return value
            }
            return atom(token, platform)
        }

        private static func atom(_ token: String, _ platform: Platform) -> Bool {
            func argument(_ function: String) -> String? {
                guard token.hasPrefix(function + "("), token.hasSuffix(")") else { return nil }
                return String(token.dropFirst(function.count + 1).dropLast()).trimmingCharacters(in: .whitespaces)
            }
            if let os = argument("os") { return os == platform.rawValue || (os == "OSX" && platform == .macOS) }
            if let module = argument("canImport") {
                switch module {
                case "UIKit": return platform == .iOS
                case "AppKit", "Cocoa": return platform == .macOS
                case "Glibc", "Musl", "WinSDK", "Android", "FoundationNetworking", "FoundationXML": return false
                default: return true
                }
            }
            if let environment = argument("targetEnvironment") { return environment != "macCatalyst" }
            return token != "false"
        }
    }
}
