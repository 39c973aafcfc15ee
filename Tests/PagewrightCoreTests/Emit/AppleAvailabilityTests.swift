import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// On an Apple platform the compiler rejects a call of Apple's API that the deployment target
/// does not have, unless `#available` or `@available` covers it; on Linux nothing checks. These
/// tests read what an Apple compiler would (AppleAvailability): the package's minimums, Apple's
/// availability (docs/xcuitest-availability.tsv), the stand-in's `@available` attributes, the
/// runtime's and the generated code's calls, and the table of docs/faithful-to-the-device.md.
@Suite("Apple's availability, as an Apple compiler checks it")
struct AppleAvailabilityTests {
    typealias Platform = AppleAvailability.Platform

    static let manifest = RepositoryPaths.root + "/Package.swift"

    static func minimums() throws -> [Platform: AppleAvailability.Version] {
        AppleAvailability.minimums(manifest: try String(contentsOfFile: manifest, encoding: .utf8))
    }

    // MARK: The package's minimums

    /// The runtime is @MainActor throughout: Swift concurrency needs iOS 13 and macOS 10.15, above
    /// SwiftPM's defaults, so the manifest says so; and every manifest that depends on Pagewright
    /// (the examples, the README's, the benchmark's) declares at least as much, as SwiftPM requires.
    @Test func theManifestsDeclareWhatTheRuntimeNeeds() throws {
        let own = try Self.minimums()
        #expect(own[.iOS] == AppleAvailability.Version("13") && own[.macOS] == AppleAvailability.Version("10.15"),
                "Package.swift declares \(own); the runtime needs iOS 13 and macOS 10.15 (MainActor)")
        #expect(AppleAvailability.minimums(manifest: RuntimeAPI.platformsLine) == own, "RuntimeAPI.platformsLine, which `pagewright init` prints")
        var dependents: [String: String] = [:]
        let examples = RepositoryPaths.root + "/Examples"
        for name in try FileManager.default.contentsOfDirectory(atPath: examples) {
            if let text = try? String(contentsOfFile: "\(examples)/\(name)/Package.swift", encoding: .utf8) { dependents["Examples/\(name)"] = text }
        }
        let readme = try String(contentsOfFile: RepositoryPaths.root + "/README.md", encoding: .utf8)
        let recipe = try #require(readme.components(separatedBy: "<!-- newcomer file: Package.swift -->").dropFirst().first)
        dependents["README"] = String(recipe.prefix(2_000))
        dependents["pagewright-bench"] = try String(contentsOfFile: RepositoryPaths.root + "/Sources/PagewrightBench/PluginBench.swift", encoding: .utf8)
        #expect(dependents.count >= 6)
        for (name, text) in dependents {
            let theirs = AppleAvailability.minimums(manifest: text)
            for platform in Platform.allCases {
                let mine = try #require(own[platform])
                #expect(theirs[platform].map { $0 >= mine } == true,
                        "\(name)'s manifest declares \(platform.rawValue) \(theirs[platform].map(String.init(describing:)) ?? "nothing"), below Pagewright's \(mine)")
            }
        }
    }

    // MARK: The calls

    /// Every Apple call of the runtime (on iOS and macOS) and of the generated code is one the
    /// platforms' compilers accept: gated members only under a matching `#available` or
    /// `@available`, none that Apple lacks on a platform where its line is compiled. Generated code
    /// is checked for iOS only where a member is missing on macOS: a spec that presses the home
    /// button or taps with two fingers describes an iOS app (docs/faithful-to-the-device.md).
    @Test func theRuntimeAndTheGeneratedCodeCallOnlyWhatTheirPlatformsHave() throws {
        let table = try AppleAvailability.table()
        let minimums = try Self.minimums()
        var unknown: Set<String> = []
        var checked = 0
        for project in try AppleAPIListTests.generatedCode() {
            let isRuntime = project.name == "runtime"
            let result = try AppleAPIListTests.typeCheck(project.files, companions: AppleAPIListTests.companions[project.name],
                                                         asLibrary: isRuntime ? "PagewrightRuntime" : nil)
            let violations = AppleAvailability.violations(inAST: result.ast, sources: result.sources, table: table, minimums: minimums,
                                                          checkUnavailable: isRuntime ? [.iOS, .macOS] : [.iOS], unknown: &unknown)
            #expect(violations.isEmpty, "\(project.name): \(violations.map(\.description).joined(separator: "\n"))")
            checked += 1
        }
        #expect(checked >= 2)
        #expect(unknown.isEmpty, "Apple API the code calls that \(AppleAvailability.tablePath) has no row for: \(unknown.sorted())")
    }

    /// The check proves itself: a fixture calling gated and platform-only members inside and
    /// outside `#available`, `guard #available`, `@available` and `#if os(…)` is reported exactly
    /// where an Apple compiler would stop.
    @Test func aGatedCallOutsideAvailableIsReported() throws {
        let fixture = """
            import XCUIAutomation
            @MainActor func outside(_ app: XCUIApplication) throws { try app.performAccessibilityAudit() }
            @MainActor func inside(_ app: XCUIApplication) throws {
                if #available(iOS 17.0, macOS 14.0, *) { try app.performAccessibilityAudit() }
            }
            @MainActor func elseBranch(_ app: XCUIApplication) throws {
                if #available(iOS 17.0, macOS 14.0, *) {} else { try app.performAccessibilityAudit() }
            }
            @MainActor func afterGuard(_ app: XCUIApplication) throws {
                guard #available(iOS 17.0, macOS 14.0, *) else { try app.performAccessibilityAudit(); return }
                try app.performAccessibilityAudit()
            }
            @available(iOS 17.0, macOS 14.0, *)
            @MainActor func attributed(_ app: XCUIApplication) throws { try app.performAccessibilityAudit() }
            @MainActor func iOSOnlyCondition(_ app: XCUIApplication) throws {
                if #available(iOS 17.0, *) { try app.performAccessibilityAudit() }
            }
            @MainActor func unguardedOrientation() -> Bool { XCUIDevice.shared.orientation.isLandscape }
            #if os(iOS) || !canImport(Darwin)
            @MainActor func guardedOrientation() -> Bool { XCUIDevice.shared.orientation.isLandscape }
            #endif
            @MainActor func suspended(_ app: XCUIApplication) -> Bool { switch app.state { case .runningBackgroundSuspended: true; default: false } }
            @MainActor func suspendedOnIOS(_ app: XCUIApplication) -> Bool {
                switch app.state {
                #if os(iOS) || !canImport(Darwin)
                case .runningBackgroundSuspended: return true
                #endif
                default: return false
                }
            }
            """
        let result = try AppleAPIListTests.typeCheck(["Fixture.swift": fixture], companions: nil, asLibrary: "Fixture")
        var unknown: Set<String> = []
        let violations = AppleAvailability.violations(
            inAST: result.ast, sources: result.sources, table: try AppleAvailability.table(),
            minimums: [.iOS: try #require(.init("13")), .macOS: try #require(.init("10.15"))], checkUnavailable: [.iOS, .macOS], unknown: &unknown)
        let seen = Set(violations.map { "\($0.line) \($0.platform.rawValue) \($0.name)" })
        let audit = "XCUIApplication.performAccessibilityAudit(for:_:)"
        #expect(seen == [
            "2 iOS \(audit)", "2 macOS \(audit)",
            "7 iOS \(audit)", "7 macOS \(audit)",
            "10 iOS \(audit)", "10 macOS \(audit)",
            "16 macOS \(audit)",
            "18 macOS XCUIDevice.orientation", "18 macOS UIDeviceOrientation.isLandscape",
            "22 macOS XCUIApplication.State.runningBackgroundSuspended",
        ], "\(violations.map(\.description).joined(separator: "\n"))")
        #expect(unknown.isEmpty, "\(unknown)")
    }

    @Test func compilationConditionsAreReadPerPlatform() {
        let evaluate = AppleAvailability.CompiledLines.evaluate
        #expect(evaluate("os(iOS) || !canImport(Darwin)", .iOS) && !evaluate("os(iOS) || !canImport(Darwin)", .macOS))
        #expect(evaluate("canImport(UIKit)", .iOS) && !evaluate("canImport(UIKit)", .macOS))
        #expect(!evaluate("!canImport(Darwin)", .iOS) && evaluate("canImport(XCUIAutomation) // Xcode 16.3", .macOS))
        #expect(evaluate("(os(macOS) && canImport(AppKit)) || os(iOS)", .macOS))
        let lines = AppleAvailability.CompiledLines("a\n#if os(iOS)\nb\n#elseif os(macOS)\nc\n#else\nd\n#endif\ne")
        #expect(lines.isCompiled(line: 3, on: .iOS) && !lines.isCompiled(line: 3, on: .macOS))
        #expect(lines.isCompiled(line: 5, on: .macOS) && !lines.isCompiled(line: 5, on: .iOS))
        #expect(!lines.isCompiled(line: 7, on: .iOS) && !lines.isCompiled(line: 7, on: .macOS) && lines.isCompiled(line: 9, on: .macOS))
    }

    // MARK: The list in docs/faithful-to-the-device.md

    /// Each row of the Apple-API list says, in its second column, where its calls exist: the
    /// strictest availability among its names in the table.
    @Test func theAPIListGivesEachRowsAvailability() throws {
        let table = try AppleAvailability.table()
        let rows = try Self.listRows()
        #expect(rows.count > 30)
        for row in rows {
            var needs: AppleAvailability.Needs = [.iOS: .any, .macOS: .any]
            for entry in row.entries {
                let found = try #require(Self.needs(ofListed: entry, in: table), "\(entry): no row in \(AppleAvailability.tablePath)")
                needs = AppleAvailability.strictest(needs, found)
            }
            #expect(row.availability == Self.cell(needs),
                    "\(row.entries.joined(separator: ", ")): the list says \"\(row.availability)\", the table \"\(Self.cell(needs))\"")
        }
    }

    /// The list's rows: the names of the first column and the text of the second.
    static func listRows() throws -> [(entries: [String], availability: String)] {
        let text = try String(contentsOfFile: AppleAPIListTests.document, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- apple-api-list -->"))
        let end = try #require(text.range(of: "<!-- end apple-api-list -->"))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let entries = cells[1].components(separatedBy: "`, `").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) }
            return (entries, cells.count > 2 ? cells[2] : "")
        }
    }

    /// A listed name's needs; the type queries and the three enumerations listed whole take the
    /// strictest of their members (a size class other than `unspecified` is iOS's).
    static func needs(ofListed entry: String, in table: [String: AppleAvailability.Needs]) -> AppleAvailability.Needs? {
        let family = entry == "type queries (XCUIElementTypeQueryProvider)" ? "XCUIElementTypeQueryProvider"
            : ["XCUIElement.ElementType", "XCUIElement.SizeClass", "XCUIKeyboardKey"].contains(entry) ? entry : nil
        guard let family else { return AppleAvailability.needs(of: entry, in: table) }
        let members = table.filter { $0.key == family || $0.key.hasPrefix(family + ".") }.map(\.value)
        guard let first = members.first else { return nil }
        return members.dropFirst().reduce(first, AppleAvailability.strictest)
    }

    /// "iOS 17.0, macOS 14.0", "iOS, macOS", "iOS": the platforms that have the calls, with the
    /// version where Apple gates them.
    static func cell(_ needs: AppleAvailability.Needs) -> String {
        let parts = Platform.allCases.compactMap { platform -> String? in
            switch needs[platform] ?? .any {
            case .unavailable: nil
            case .any: platform.rawValue
            case .since(let version): "\(platform.rawValue) \(version)"
            }
        }
        return parts.isEmpty ? "neither" : parts.joined(separator: ", ")
    }

    // MARK: The stand-in's declarations

    /// The stand-in declares each of Apple's members with Apple's availability (its own
    /// `@available` or its type's), so code written against it carries the same gates.
    @Test func theStandInDeclaresAppleAvailability() throws {
        let table = try AppleAvailability.table()
        let declared = try Self.standInDeclarations()
        var compared = 0
        var differences: [String] = []
        for (name, needs) in declared {
            guard let apple = table[name] else { continue }
            compared += 1
            if needs != apple {
                differences.append("\(name): the stand-in declares \(Self.describe(needs)), Apple \(Self.describe(apple))")
            }
        }
        #expect(compared > 250, "the stand-in's declarations found in the table: \(compared)")
        #expect(differences.isEmpty, "\(differences.sorted().joined(separator: "\n"))")
    }

    static func describe(_ needs: AppleAvailability.Needs) -> String {
        Platform.allCases.map { "\($0.rawValue) \(needs[$0] ?? .any)" }.joined(separator: ", ")
    }

    /// Every declaration of the stand-in (`Type.member(labels:)`) with its availability on iOS and
    /// macOS: its own `@available`, else the nearest enclosing declaration's, else none.
    static func standInDeclarations() throws -> [String: AppleAvailability.Needs] {
        let folder = RepositoryPaths.root + "/Sources/XCUIAutomation"
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Simulation/") }.map { "\(folder)/\($0)" }
        let result = try SwiftCompiler.locate().dumpParse(files.sorted())
        #expect(result.status == 0, "\(result.errors.prefix(3))")
        return declarations(inParse: result.output)
    }

    /// Declarations as `swiftc -dump-parse` prints them: a declaration node names itself in quotes
    /// and lists its `available_attr`s among its first children. An extension names the type the
    /// members after it belong to; a `case` passes its attributes to its elements; declarations
    /// inside bodies are not the module's.
    static func declarations(inParse tree: String) -> [String: AppleAvailability.Needs] {
        enum Role { case member(String), extended(String), transparent, opaque }
        struct Entry { let indent: Int; let role: Role; var needs: AppleAvailability.Needs = [:] }
        let members: Set = ["class_decl", "struct_decl", "enum_decl", "protocol_decl", "func_decl", "var_decl",
                            "constructor_decl", "subscript_decl", "enum_element_decl", "typealias_decl"]
        var stack: [Entry] = []
        var found: [String: AppleAvailability.Needs] = [:]
        func pop() {
            let entry = stack.removeLast()
            guard case .member = entry.role, !stack.contains(where: { if case .opaque = $0.role { true } else { false } }) else { return }
            var parts: [String] = []
            var needs: AppleAvailability.Needs = [.iOS: .any, .macOS: .any]
            for item in stack + [entry] {
                switch item.role {
                case .member(let name): parts.append(name)
                case .extended(let name): parts = [name]
                case .transparent, .opaque: break
                }
                needs.merge(item.needs) { $1 }
            }
            let name = parts.joined(separator: ".")
            // An enum element prints under its `case` (with the attributes) and again under its
            // enum (without): the first reading stands.
            if found[name] == nil { found[name] = needs }
        }
        for line in tree.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard body.hasPrefix("(") else { continue }
            while let top = stack.last, top.indent >= indent { pop() }
            let kind = String(body.dropFirst().prefix { $0 != " " && $0 != ")" })
            let quoted = body.split(separator: "\"", omittingEmptySubsequences: false)
            let name = quoted.count > 1 ? String(quoted[1]) : ""
            switch kind {
            case "available_attr":
                guard !stack.isEmpty, let domain = value("domain", in: body) ?? value("domainIdentifier", in: body),
                      let platform = Platform(rawValue: String(domain)) else { continue }
                let gate: AppleAvailability.Gate? = body.trimmingCharacters(in: CharacterSet(charactersIn: ")")).hasSuffix(" unavailable") || body.contains(" unavailable ")
                    ? .unavailable : value("introduced", in: body).flatMap { AppleAvailability.Version($0) }.map { .since($0) }
                if let gate { stack[stack.count - 1].needs[platform] = gate }
                continue
            case _ where members.contains(kind) && !name.isEmpty: stack.append(Entry(indent: indent, role: .member(name)))
            case "extension_decl": stack.append(Entry(indent: indent, role: .extended(name)))
            case "enum_case_decl", "source_file", "pattern_binding_decl": stack.append(Entry(indent: indent, role: .transparent))
            default: stack.append(Entry(indent: indent, role: .opaque))
            }
        }
        while !stack.isEmpty { pop() }
        return found
    }

    private static func value(_ key: String, in line: Substring) -> Substring? {
        guard let range = line.range(of: " \(key)=") else { return nil }
        return line[range.upperBound...].prefix { $0 != " " && $0 != ")" }
    }
}
