import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// Names drawn at random from Swift's standard library, Foundation, XCTest and XCUITest (type and
/// member names alike) put into every kind of spec name — screens, traits, elements, actions,
/// checks, getters, parameters, loop variables, apps, waiting times, declared types, their cases
/// and fields, constants, flows — in every style, with and without suffixes: a project either is
/// refused with errors at its spec names, or generates page objects and an identifiers file that
/// compile.
@Suite("Platform names as spec names", .serialized)
struct PlatformNamesTests {
    /// The vocabulary: `Tests/PlatformNames.txt`, read from the modules' interfaces.
    static let vocabulary: (types: [String], members: [String]) = {
        let text = (try? String(contentsOfFile: RepositoryPaths.root + "/Tests/PlatformNames.txt", encoding: .utf8)) ?? ""
        var types: [String] = [], members: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            if parts[0] == "type" { types.append(String(parts[1])) } else { members.append(String(parts[1])) }
        }
        return (types, members)
    }()

    /// Roles in the project template, `«NAME»`: those starting with `S`, `T`, `ENUM`, `RECORD`
    /// name types, and draw mostly type names; the rest draw mostly member names.
    static let template: [String: String] = [
        "pagewright.json": """
            { "apps": { "main": { "entry": "«S1»" }, "«APP»": { "bundleIdentifier": "com.example.other", "entry": "«S3»" } },
              "waits": { "uiInteraction": 5, "networking": 20, "appLaunch": 60, "«WAIT»": 3 }«SETTINGS» }
            """,
        "Types.json": """
            { "types": { "«ENUM»": ["«CASE1»", "«CASE2»"], "«RECORD»": { "«FIELD1»": "String", "«FIELD2»": "Int" } } }
            """,
        "Trait.json": """
            { "trait": "«T»", "requires": ["«E1»"], "elements": { "«TE»": { "type": "button", "id": "T.tab" } },
              "actions": { "«TA»": { "tap": "«TE»" } }, "checks": { "«TC»": { "exists": "«E1»" } } }
            """,
        "S1.json": """
            { "screen": "«S1»", "verify": { "present": ["«E1»"] }, "traits": ["«T»"], "constants": { "«K»": "S1.k" },
              "elements": {
                "«E1»": { "type": "other", "id": "S1.view" },
                "«E2»": { "type": "button", "id": "S1.row.$«P1»", "params": { "«P1»": "Int" } },
                "«E3»": { "type": "staticText", "label": "$«P2»", "params": { "«P2»": "«ENUM»" } },
                "«E4»": { "type": "cell", "in": "«E1»", "index": 0 },
                "«E5»": { "type": "textField", "id": "S1.field" }
              },
              "actions": {
                "«A1»": { "tap": "«E1»", "to": "«S2»" },
                "«A2»": { "params": { "«P3»": "String" }, "steps": [{ "typeText": "$«P3»", "into": "«E5»" }] },
                "«A3»": { "params": { "«P4»": "«RECORD»" }, "steps": [{ "typeText": "$«P4».«FIELD1»", "into": "«E5»" }] },
                "«A4»": { "params": { "«P5»": "[String]" }, "steps": [{ "forEach": { "«V1»": "$«P5»" }, "steps": [{ "typeText": "$«V1»", "into": "«E5»" }] }] },
                "«A5»": { "tap": "«E4»", "to": ["«S2»", "«S3»"] },
                "«A6»": { "tap": "«E2»", "args": { "«P1»": 1 }, "to": "«S4»" },
                "«A7»": { "params": { "«P8»": "«ENUM»" }, "tap": "«E3»", "args": { "«P2»": "$«P8»" } }
              },
              "checks": { "«C1»": { "params": { "«P6»": "String" }, "value": "«E5»", "equals": "$«P6»" } },
              "getters": { "«G1»": { "label": "«E5»" }, "«G2»": { "exists": "«E4»" } } }
            """,
        "S2.json": """
            { "screen": "«S2»", "verify": { "present": ["«E6»"] }, "elements": { "«E6»": { "type": "other", "id": "S2.view" } },
              "actions": { "«A8»": { "tap": "«E6»", "to": "«S1»" } } }
            """,
        "S3.json": """
            { "screen": "«S3»", "app": "«APP»", "verify": { "present": ["«E7»"] }, "elements": { "«E7»": { "type": "other", "id": "S3.view" } } }
            """,
        "S4.json": """
            { "screen": "«S4»", "opensFrom": "anywhere", "verify": { "present": ["«E8»"] }, "elements": { "«E8»": { "type": "button", "id": "S4.ok" } },
              "actions": { "«A9»": { "tap": "«E8»", "to": "$source" } } }
            """,
        "Flows.json": """
            { "flows": { "«F1»": { "from": "«S1»", "params": { "«P7»": "String" }, "steps": [{ "action": "«A2»", "args": { "«P3»": "$«P7»" } }, "«A1»"] } } }
            """,
    ]

    static let roles: [String] = {
        var roles: Set<String> = []
        for text in template.values {
            var rest = Substring(text)
            while let open = rest.range(of: "«"), let close = rest.range(of: "»", range: open.upperBound..<rest.endIndex) {
                roles.insert(String(rest[open.upperBound..<close.lowerBound]))
                rest = rest[close.upperBound...]
            }
        }
        return roles.subtracting(["SETTINGS"]).sorted()
    }()

    static func isTypeRole(_ role: String) -> Bool {
        role.hasPrefix("S") || role == "T" || role == "ENUM" || role == "RECORD"
    }

    /// The styles and naming of a round.
    static let settings = [
        #", "style": ["factory", "plain", "screenplay"]"#,
        #", "style": ["factory", "plain"], "naming": { "pageSuffix": "" }"#,
        #", "style": ["plain"], "plain": { "suffix": "" }"#,
        #", "style": ["screenplay"]"#,
        #", "style": ["factory"], "naming": { "pageSuffix": "Page" }, "accessLevel": "public""#,
    ]

    static func files(_ names: [String: String], settings: String) -> [SpecFile] {
        template.map { file, text in
            var filled = text.replacingOccurrences(of: "«SETTINGS»", with: settings)
            for (role, name) in names { filled = filled.replacingOccurrences(of: "«\(role)»", with: name) }
            return SpecFile(relativePath: file, displayPath: "specs/" + file, bytes: Array(filled.utf8))
        }
    }

    /// One project: platform names in every role; names refused (errors at their spec names) are
    /// replaced with plain ones until it validates. Returns the names kept and the refusals.
    static func validProject(random: inout SeededRandom, settings: String) -> (names: [String: String], files: [SpecFile], refused: [String]) {
        var names: [String: String] = [:]
        for (index, role) in roles.enumerated() {
            let pool = isTypeRole(role) != (random.next() % 5 == 0) ? vocabulary.types : vocabulary.members
            names[role] = pool.isEmpty ? "name\(index)" : pool[Int(random.next() % UInt64(pool.count))]
        }
        var refused: [String] = []
        for _ in 0..<12 {
            let files = files(names, settings: settings)
            let validated = Pipeline.validate(files: files)
            var errors = validated.log.diagnostics.filter { $0.severity == .error }
            if let model = validated.model { errors += NameCollisions.checkIdentifiersFile(model).diagnostics }
            if errors.isEmpty { return (names, files, refused) }
            // Every refusal is at a spec name.
            for error in errors where !(error.location.file.hasPrefix("specs/") && error.location.line >= 1) {
                Issue.record("not located at a spec: \(error)")
            }
            let quoted = Set(errors.flatMap { $0.message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) } })
            let culprits = roles.filter { names[$0].map(quoted.contains) ?? false && !names[$0]!.lowercased().hasPrefix("plain") }
            refused += errors.map(\.description)
            for role in (culprits.isEmpty ? roles.filter { !names[$0]!.lowercased().hasPrefix("plain") } : culprits) {
                names[role] = (isTypeRole(role) ? "Plain" : "plain") + role.filter(\.isLetter) + role.filter(\.isNumber)
            }
        }
        Issue.record("still refused with plain names: \(Pipeline.validate(files: files(names, settings: settings)).log.sorted.prefix(3))")
        return (names, files(names, settings: settings), refused)
    }

    @Test func platformNamesNeverGiveCodeThatDoesNotCompile() throws {
        let compiler = try SwiftCompiler.locate()
        var random = SeededRandom(seed: 2024)
        var kept = 0
        for round in 0..<TestDepth.choose(fast: 2, thorough: 16) {
            let settings = Self.settings[round % Self.settings.count]
            let (names, files, _) = Self.validProject(random: &random, settings: settings)
            kept += names.values.filter { !$0.lowercased().hasPrefix("plain") }.count
            let (validated, generated) = Pipeline.generate(files: files)
            let output = try #require(generated, "round \(round): \(validated.log.sorted.prefix(3))")
            let model = try #require(validated.model)
            let folder = Scratch.folder("platform-names")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var paths: [String] = []
            for file in output where file.path.hasSuffix(".swift") {
                try Scratch.write(file.contents, to: folder + "/out/" + file.path)
                paths.append(folder + "/out/" + file.path)
            }
            let mode = TestDepth.isThorough && round % 2 == 1 ? "5" : "6"
            let pages = try compiler.typecheck(paths, languageMode: mode)
            #expect(pages.status == 0 && pages.warnings.isEmpty, "round \(round), Swift \(mode), names \(names.sorted { $0.key < $1.key }): \(pages.errors.prefix(4)) \(pages.warnings.prefix(2))")
            let identifiers = folder + "/app/" + AppIdentifiersRenderer.fileName
            try Scratch.write(AppIdentifiersRenderer(model: model).render().contents, to: identifiers)
            let app = try compiler.typecheck([identifiers], languageMode: mode, moduleName: "App")
            #expect(app.status == 0, "round \(round), names \(names.sorted { $0.key < $1.key }): \(app.errors.prefix(4))")
        }
        // A sample that refused every platform name would prove nothing.
        #expect(kept >= Self.roles.count, "only \(kept) platform names kept in the projects compiled")
    }

    /// With PAGEWRIGHT_REFRESH_NAMES=1, reads the vocabulary again from the modules' interfaces:
    /// Swift's shipped `.swiftinterface`, and the others as `swift-synthesize-interface` prints them.
    @Test func refreshTheVocabulary() throws {
        guard ProcessInfo.processInfo.environment["PAGEWRIGHT_REFRESH_NAMES"] == "1" else { return }
        let compiler = try SwiftCompiler.locate()
        let bin = compiler.swiftc.deletingLastPathComponent()
        let swift = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface")
        var texts = [try String(contentsOf: swift, encoding: .utf8)]
        for module in ["Foundation", "XCTest", "XCUIAutomation"] {
            let output = Scratch.folder("interface")
            defer { try? FileManager.default.removeItem(atPath: output) }
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            let process = Process()
            process.executableURL = bin.appendingPathComponent("swift-synthesize-interface")
            process.arguments = ["-module-name", module, "-target", "x86_64-unknown-linux-gnu", "-I", compiler.modules.path]
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
            try process.run()
            process.waitUntilExit()
            texts.append(try String(contentsOfFile: output, encoding: .utf8))
        }
        var types: Set<String> = [], members: Set<String> = []
        let pattern = try NSRegularExpression(pattern: #"\b(class|struct|enum|protocol|typealias|actor|associatedtype|func|var|let|case)\s+([A-Za-z][A-Za-z0-9_]*)"#)
        for text in texts {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let kind = Range(match.range(at: 1), in: text), let name = Range(match.range(at: 2), in: text) else { continue }
                if ["func", "var", "let", "case"].contains(String(text[kind])) { members.insert(String(text[name])) } else { types.insert(String(text[name])) }
            }
        }
        let header = """
            # Type and member names of Swift's standard library, Foundation, XCTest and XCUITest (the stand-in,
            # which has Apple's signatures), read from their interfaces by PlatformNamesTests.refreshTheVocabulary
            # (PAGEWRIGHT_REFRESH_NAMES=1). One name a line, after its kind.

            """
        let body = types.sorted().map { "type " + $0 } + members.subtracting(types).sorted().map { "member " + $0 }
        try (header + body.joined(separator: "\n") + "\n").write(toFile: RepositoryPaths.root + "/Tests/PlatformNames.txt", atomically: true, encoding: .utf8)
    }
}
