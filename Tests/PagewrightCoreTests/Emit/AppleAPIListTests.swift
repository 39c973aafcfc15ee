import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// docs/faithful-to-the-device.md lists every Apple API the generated code calls, with what it
/// relies on and the source. This keeps the list true: the compiler type-checks the generated
/// code (`swiftc -dump-ast`) and reports which declaration each reference resolves to; every
/// declaration of Apple's frameworks it finds (the stand-in's `XCUIAutomation` and `XCTest` on
/// Linux) must be listed, and (when thorough, with every project compiled) every listed entry
/// must be called somewhere. A developer's run compiles the demo's output only.
@Suite("The Apple API the generated code relies on")
struct AppleAPIListTests {
    /// The generated code whose calls count: one project's files each. The demo's checked-in
    /// output (every style; the accessibility audit on) and, fresh from their specs, the till's
    /// (every step of real screens, device variants) and the spec language's constructs. The
    /// behaviour every project shares is the `PagewrightRuntime` library's (issue #22): its sources
    /// count as generated code, compiled as their own module.
    static func generatedCode() throws -> [(name: String, files: [String: String])] {
        // A developer's run: the factory style's files of the demo (the root of `Generated/`); the
        // syntax tree of all three styles' takes about 10 s of CPU to print.
        let demo = try swiftFiles(under: RepositoryPaths.generated).filter { TestDepth.isThorough || !$0.key.contains("/") }
        var projects: [(String, [String: String])] = [("runtime", try swiftFiles(under: runtimeSources)), ("demo", demo)]
        guard TestDepth.isThorough else { return projects }
        for (name, folder) in [("till", "/Tests/RealScreensPageObjects/Specs"), ("language", "/Tests/LanguagePageObjects/Specs")] {
            projects.append((name, try swift(Pipeline.generate(files: try SpecDirectory.read(RepositoryPaths.root + folder)).files)))
        }
        projects.append(("the other steps", try swift(Pipeline.generate(files: specFiles(otherSteps)).files)))
        return projects
    }

    /// The steps no other project takes: swipes down and right, a double tap and a press at a point.
    static let otherSteps = [
        "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
        "Main.json": """
            {
              "screen": "Main",
              "verify": { "present": ["view"] },
              "elements": { "view": { "type": "other", "id": "Main.view" }, "list": { "type": "table", "id": "Main.list" } },
              "actions": {
                "scroll": { "steps": [{ "swipe": "list", "direction": "down" }, { "swipe": "list", "direction": "right" }] },
                "zoom": { "steps": [{ "doubleTap": "view", "at": { "x": 0.5, "y": 0.5 } },
                                    { "press": "view", "duration": 1, "at": { "x": 0.5, "y": 0.5 } }] }
              }
            }
            """,
    ]

    private static func swift(_ generated: [GeneratedFile]?) throws -> [String: String] {
        let files = try #require(generated, "the specs generate")
        return Dictionary(uniqueKeysWithValues: files.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.contents) })
    }

    /// Code compiled with a project that is not generated (the till's team's custom action): it
    /// must type-check, but its calls are the team's.
    static let companions = ["till": RepositoryPaths.root + "/Tests/RealScreensPageObjects/CustomActions"]

    static let document = RepositoryPaths.root + "/docs/faithful-to-the-device.md"

    /// The runtime library's sources, compiled as the module generated code imports.
    static let runtimeSources = RepositoryPaths.root + "/Sources/PagewrightRuntime"

    @Test func theListIsExactlyWhatTheGeneratedCodeCalls() throws {
        var called: [String: Set<String>] = [:]  // entry → projects
        for project in try Self.generatedCode() {
            for entry in try Self.calls(in: project.files, companions: Self.companions[project.name],
                                        asLibrary: project.name == "runtime" ? "PagewrightRuntime" : nil) {
                called[entry, default: []].insert(project.name)
            }
        }
        #expect(called.count > 40, "the compiler found too few calls: \(called.keys.sorted())")
        let listed = try Self.listedEntries()
        let unlisted = Set(called.keys).subtracting(listed).sorted()
        let uncalled = listed.subtracting(called.keys).sorted()
        #expect(unlisted.isEmpty, "generated code calls these, which \(Self.document) does not list: \(unlisted.map { "\($0) (\(called[$0]!.sorted().joined(separator: ", ")))" })")
        if TestDepth.isThorough {
            #expect(uncalled.isEmpty, "\(Self.document) lists these, which no generated code calls: \(uncalled)")
        }
    }

    @Test func aReferenceIsNamedAsTheListNamesIt() {
        let ast = """
            (call_expr type="()" location=Generated/A.swift:3:5 range=[Generated/A.swift:3:5 - line:3:20]
              (declref_expr type="(XCUIElement) -> () -> ()" location=Generated/A.swift:3:5 decl="XCUIAutomation.(file).XCUIElement extension.tap()@/x/Sources/XCUIAutomation/XCUIElement+Actions.swift:72:17" function_ref=single apply))
            (member decl="XCUIAutomation.(file).XCUIElement.isHittable@/x/Sources/XCUIAutomation/XCUIElement.swift:152:16" type="Bool"))
            (declref_expr type="(XCUIElement) -> XCUIElementQuery" location=Generated/A.swift:4:5 decl="XCUIAutomation.(file).XCUIElement extension.buttons@/x/Sources/XCUIAutomation/XCUIElement+TypeQueries.swift:10:16"))
            (declref_expr location=Generated/A.swift:4:9 decl="XCUIAutomation.(file).XCUIElement extension.ElementType.button@/x/Sources/XCUIAutomation/ElementType.swift:14:14"))
            (declref_expr location=Generated/A.swift:5:9 decl="XCUIAutomation.(file).XCUIElement extension.wait(for:toEqual:timeout:)@/x/W.swift:23:17 [with (substitution_map generic_signature=<V where V : Equatable> V -> Bool)]"))
            (declref_expr location=Generated/A.swift:6:9 decl="XCTest.(file).XCTFail(_:file:line:)" function_ref=single apply))
            (declref_expr location=Team/B.swift:6:9 decl="XCUIAutomation.(file).XCUIElement extension.doubleTap()@/x/A.swift:1:1"))
            (declref_expr location=Generated/A.swift:7:9 decl="Swift.(file).print(_:separator:terminator:)"))
            """
        #expect(Self.calls(inAST: ast, generated: ["Generated/A.swift"]) == [
            "XCUIElement.tap()", "XCUIElement.isHittable", "type queries (XCUIElementTypeQueryProvider)",
            "XCUIElement.ElementType", "XCUIElement.wait(for:toEqual:timeout:)", "XCTFail(_:file:line:)",
        ])
    }

    // MARK: The compiler's view

    /// The Apple declarations `files` reference, compiled as one module (with `companions`, whose
    /// own references do not count).
    static func calls(in files: [String: String], companions: String?, asLibrary library: String? = nil) throws -> Set<String> {
        let checked = try typeCheck(files, companions: companions, asLibrary: library)
        return calls(inAST: checked.ast, generated: Set(checked.sources.keys))
    }

    /// The syntax tree of `files` compiled as one module (with `companions`), and the files' texts
    /// by the paths the tree names them with.
    static func typeCheck(_ files: [String: String], companions: String?, asLibrary library: String? = nil) throws -> (ast: String, sources: [String: String]) {
        // This suite and `AppleAvailabilityTests` read the same projects' trees: each is printed
        // once per run (about 5 s of CPU each), the second asker waiting for the first.
        try TypeCheckCache.shared.value(for: .init(files: files, companions: companions, library: library)) {
            try typeCheckUncached(files, companions: companions, asLibrary: library)
        }
    }

    private static func typeCheckUncached(_ files: [String: String], companions: String?, asLibrary library: String?) throws -> (ast: String, sources: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-apple-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var generated: [String: String] = [:]
        var paths: [String] = []
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
            paths.append(url.path)
            generated[url.path] = contents
        }
        if let companions {
            for name in try FileManager.default.contentsOfDirectory(atPath: companions) where name.hasSuffix(".swift") {
                paths.append(companions + "/" + name)
            }
        }
        let compiler = try SwiftCompiler.locate()
        let result = try library.map { try compiler.dumpAST(paths.sorted(), moduleName: $0, arguments: ["-parse-as-library"]) }
            ?? compiler.dumpAST(paths.sorted())
        #expect(result.status == 0, "\(result.errors.prefix(5))")
        return (result.output, generated)
    }

    /// Every declaration of Apple's frameworks referenced from the `generated` files, named as the
    /// list names it: `Type.member(labels:)` (an extension's members as the type's), the type
    /// queries (`buttons`, `cells`, …) as one entry and `XCUIElement.ElementType`'s cases as
    /// another, since which of them a project uses depends on its specs. A reference counts for
    /// the file of the nearest location printed before it (key-path components print none).
    static func calls(inAST ast: String, generated: Set<String>) -> Set<String> {
        var found: Set<String> = []
        var inGenerated = false
        for line in ast.split(separator: "\n") {
            if let range = line.range(of: " location=") {
                let rest = line[range.upperBound...]
                let path = rest.prefix { $0 != ":" && $0 != " " }
                inGenerated = generated.contains(String(path))
            }
            guard inGenerated else { continue }
            var rest = line[...]
            while let start = rest.range(of: "decl=\"") {
                let value = rest[start.upperBound...].prefix { $0 != "\"" }
                rest = rest[start.upperBound...].dropFirst(value.count)
                if let entry = entry(String(value)) { found.insert(entry) }
            }
        }
        return found
    }

    /// A declaration as the list names it, or nil for one that is not Apple's.
    static func entry(_ declaration: String) -> String? {
        guard let qualified = AppleAvailability.qualifiedName(declaration) else { return nil }
        let source = declaration.firstIndex(of: "@").map { String(declaration[$0...]) } ?? ""
        if source.contains("TypeQueries.swift") || source.contains("XCUIElementTypeQueryProvider.swift") {
            return "type queries (XCUIElementTypeQueryProvider)"
        }
        // Enumerations whose cases a project's specs choose: the type stands for them all.
        for family in ["XCUIElement.ElementType", "XCUIElement.SizeClass", "XCUIKeyboardKey"] where qualified.hasPrefix(family + ".") {
            return family
        }
        return qualified
    }

    // MARK: The list

    /// The first column of the list's table, between its markers, each entry in backquotes.
    static func listedEntries() throws -> Set<String> {
        let text = try String(contentsOfFile: document, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- apple-api-list -->"), "the list's opening marker")
        let end = try #require(text.range(of: "<!-- end apple-api-list -->"), "the list's closing marker")
        var entries: Set<String> = []
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
            for part in cell.components(separatedBy: "`, `") {
                entries.insert(part.trimmingCharacters(in: CharacterSet(charactersIn: "` ")))
            }
        }
        return entries
    }

    private static func swiftFiles(under folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files[path] = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
        }
        return files
    }
}
