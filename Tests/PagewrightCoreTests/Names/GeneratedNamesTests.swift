import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// `GeneratedCodeNames`, the names the collision check holds spec names against, is what the
/// generator really emits: projects using every construct are generated in every style (with and
/// without suffixes) and as the app's identifiers file, compiled, and every declaration the
/// compiler resolved a name to is read from its syntax tree (`-dump-ast`). Whatever the renderers
/// or the runtime come to use is then in the table, or this test fails and says what to add.
@Suite("The names generated code uses", .serialized)
struct GeneratedNamesTests {
    /// A project to generate: a specs folder, changes to its settings, team code it needs.
    struct Project: CustomStringConvertible, Sendable {
        var description: String
        /// A specs folder, or specs in memory (file name → text) when empty.
        var specs: String
        var files: [String: String] = [:]
        var settings: @Sendable (inout [String: Any]) -> Void = { _ in }
        var teamCode: [String] = []
    }

    static let projects: [Project] = {
        let root = RepositoryPaths.root
        let language = root + "/Tests/LanguagePageObjects/Specs"
        return [
            Project(description: "every construct of the spec language, three styles", specs: language),
            Project(description: "identifiers with parameters of every type, three styles", specs: "", files: identifierParameters),
            Project(description: "the steps of real screens, three styles, the plain options", specs: root + "/Tests/RealScreensPageObjects/Specs",
                    teamCode: [root + "/Tests/RealScreensPageObjects/CustomActions/Pay+Sign.swift"]),
            Project(description: "the demo app: another app, audits, three styles", specs: root + "/specs"),
            Project(description: "keywords as names", specs: root + "/Tests/StressPageObjects/Specs"),
            Project(description: "localised labels (Proton Mail's specs and string tables)", specs: root + "/Examples/ProtonMail/Tests/ProtonMailUITests/Specs",
                    teamCode: (try? FileManager.default.contentsOfDirectory(atPath: root + "/Examples/ProtonMail/Tests/ProtonMailUITests/CustomActions"))?
                        .filter { $0.hasSuffix(".swift") }.sorted().map { root + "/Examples/ProtonMail/Tests/ProtonMailUITests/CustomActions/" + $0 } ?? []),
            Project(description: "the factory style without a page suffix", specs: language,
                    settings: { $0["naming"] = ["pageSuffix": ""]; $0["style"] = ["factory"]; $0["screenplay"] = nil }),
            Project(description: "the plain style without a suffix", specs: language,
                    settings: { $0["plain"] = ["suffix": ""]; $0["style"] = ["plain"]; $0["screenplay"] = nil }),
        ]
    }()

    /// Elements found by identifiers with a parameter of each type the app's file may take.
    static let identifierParameters = [
        "pagewright.json": """
            { "apps": { "main": { "entry": "Ids" } }, "style": ["factory", "plain", "screenplay"],
              "types": { "Tab": ["home", "search"], "Account": { "login": "String", "age": "Int" } } }
            """,
        "Ids.json": """
            { "screen": "Ids", "verify": { "present": ["view"] }, "elements": {
                "view": { "type": "other", "id": "Ids.view" },
                "byString": { "type": "cell", "id": "s.$s", "params": { "s": "String" } },
                "byInt": { "type": "cell", "id": "i.$i", "params": { "i": "Int" } },
                "byUInt": { "type": "cell", "id": "u.$u", "params": { "u": "UInt" } },
                "byDouble": { "type": "cell", "id": "d.$d", "params": { "d": "Double" } },
                "byBool": { "type": "cell", "id": "b.$b", "params": { "b": "Bool" } },
                "byTab": { "type": "button", "id": "t.$t", "params": { "t": "Tab" } },
                "byAccount": { "type": "cell", "id": "a.$a.login.$a.age", "params": { "a": "Account" } } } }
            """,
    ]

    /// What the compiler says one project's generated code uses: name → origin and places.
    struct Derived {
        var uses: [String: GeneratedCodeNames.Use] = [:]
        /// Top-level types the code declares that the collision check does not know.
        var unknownTypes: [String] = []

        mutating func add(_ name: String, origin: String, place: String) {
            uses[name, default: .init(origin: origin, places: [])].places.insert(place)
        }

        mutating func merge(_ other: Derived) {
            for (name, use) in other.uses {
                for place in use.places { add(name, origin: use.origin, place: place) }
            }
            unknownTypes += other.unknownTypes
        }
    }

    static func derive(_ project: Project) throws -> Derived {
        let folder = Scratch.folder("names")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files = project.specs.isEmpty ? specFiles(project.files) : try SpecDirectory.read(project.specs)
        if let index = files.firstIndex(where: { $0.relativePath == "pagewright.json" }) {
            var settings = try JSONSerialization.jsonObject(with: Data(files[index].bytes)) as? [String: Any] ?? [:]
            project.settings(&settings)
            files[index].bytes = Array(try JSONSerialization.data(withJSONObject: settings, options: [.sortedKeys]))
        }
        let (validated, generated) = Pipeline.generate(files: files)
        let model = try #require(validated.model, "\(project): \(validated.log.sorted.prefix(3))")
        let names = try #require(validated.names)
        let output = try #require(generated)
        let specTypes = Set(NameCollisions(model: model, names: names).declaredTypes().fromSpecs.map(\.identifier))
        var paths: [String] = []
        for file in output where file.path.hasSuffix(".swift") {
            try Scratch.write(file.contents, to: folder + "/out/" + file.path)
            paths.append(folder + "/out/" + file.path)
        }
        let compiler = try SwiftCompiler.locate()
        let pages = try compiler.dumpAST(paths + project.teamCode)
        #expect(pages.status == 0, "\(project): \(pages.errors.prefix(5))")
        let sources = Dictionary(output.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        var derived = Self.read(pages.output, root: folder + "/out/", sources: sources, specTypes: specTypes, renamed: [names.plain.baseType: "BaseScreen"], output: { path in
            if path.hasPrefix(PlainNames.folder + "/") { return "plain" }
            if path.hasPrefix(ScreenplayNames.folder + "/") { return "screenplay" }
            return [Namer.supportFile, "PagewrightTypes.swift"].contains(path) ? "shared" : "factory"
        })
        let identifiers = AppIdentifiersRenderer(model: model).render().contents
        try Scratch.write(identifiers, to: folder + "/app/" + AppIdentifiersRenderer.fileName)
        let app = try compiler.dumpAST([folder + "/app/" + AppIdentifiersRenderer.fileName], moduleName: "App")
        #expect(app.status == 0, "\(project): \(app.errors.prefix(5))")
        derived.merge(Self.read(app.output, root: folder + "/app/", sources: [AppIdentifiersRenderer.fileName: identifiers], specTypes: [], output: { _ in "identifiers" }))
        return derived
    }

    /// Reads a syntax tree: each `Module.(file).Name` a declaration in it resolved to, by the
    /// generated file and the top-level type whose code holds it; and each top-level type.
    /// `renamed`: fixed types whose names follow the settings, by a name that does not
    /// (`Base` with an empty plain suffix is `BaseScreen`); they are not listed as names (the
    /// collision check knows them with their settings), only as the places holding code.
    static func read(_ ast: String, root: String, sources: [String: String], specTypes: Set<String>, renamed: [String: String] = [:],
                     output: (String) -> String) -> Derived {
        var derived = Derived()
        let unqualified = sources.mapValues(Self.tokens)
        var file = "", container = "module"
        var declaredIn: [String: String] = [:]  // top-level type → generated file
        var references: [(module: String, name: String, place: String)] = []
        // A declaration of module scope the code reaches (`Swift.(file).String`, or the type of
        // a member it reaches: `Date()` is `FoundationEssentials.(file).Date.init()`). Whether the
        // code names it, unqualified, is the source's to say (`tokens`).
        let reference = try! NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)\.\(file\)\.([A-Za-z_][A-Za-z0-9_]*)"#)
        let typeAttribute = try! NSRegularExpression(pattern: #" (?:interface_)?type="([^"]*)""#)
        // A type's name, not a member type's (`XCUIElement.ElementType` names `XCUIElement`) nor
        // a tuple's label (`(name: String)`; a dictionary prints `[String : Int]`).
        let typeName = try! NSRegularExpression(pattern: #"(?<![.\w])([A-Za-z_][A-Za-z0-9_]*)(?![\w:])"#)
        let declaration = try! NSRegularExpression(pattern: #"^  \((class|struct|enum|protocol|extension|typealias|func|var)(?:_decl)? .*?\] "([^"(]+)"#)
        for line in ast.split(separator: "\n", omittingEmptySubsequences: true) {
            let text = String(line)
            if text.hasPrefix("(source_file \"") {
                file = String(text.dropFirst("(source_file \"".count).prefix { $0 != "\"" })
                // The team's own code (custom actions) is not generated code: what it uses is its own.
                file = file.hasPrefix(root) ? String(file.dropFirst(root.count)) : ""
                container = "module"
                continue
            }
            guard !file.isEmpty else { continue }
            let range = NSRange(text.startIndex..., in: text)
            if text.hasPrefix("  ("), let match = declaration.firstMatch(in: text, range: range),
               let kind = Range(match.range(at: 1), in: text), let name = Range(match.range(at: 2), in: text) {
                let declared = String(text[name]).filter { $0 != "`" }
                container = specTypes.contains(declared) ? "spec" : renamed[declared] ?? declared
                if text[kind] != "extension" && !specTypes.contains(declared) && renamed[declared] == nil {
                    declaredIn[declared] = file
                    derived.add(declared, origin: file, place: output(file) + "/module")
                    if ["class", "struct", "enum", "protocol"].contains(String(text[kind])) && ![Namer.supportFile, PlainNames.supportFile, ScreenplayNames.supportFile,
                         FactoryNames.factoryFile, AppIdentifiersRenderer.fileName].contains(file) {
                        derived.unknownTypes.append("\(declared) in \(file)")
                    }
                }
            }
            var used: [(module: String, name: String)] = []
            for match in reference.matches(in: text, range: range) {
                guard let module = Range(match.range(at: 1), in: text), let name = Range(match.range(at: 2), in: text) else { continue }
                used.append((String(text[module]), String(text[name])))
            }
            // Types written in declarations (a parameter's, a result's) are printed, resolved.
            for match in typeAttribute.matches(in: text, range: range) {
                guard let value = Range(match.range(at: 1), in: text) else { continue }
                let type = String(text[value])
                for name in typeName.matches(in: type, range: NSRange(type.startIndex..., in: type)).compactMap({ Range($0.range(at: 1), in: type).map { String(type[$0]) } }) {
                    used.append(("printed", name))
                }
            }
            // What a declaration conforms to or inherits from is printed by name only.
            if let start = text.range(of: " inherits=\""), let end = text[start.upperBound...].firstIndex(of: "\"") {
                for type in text[start.upperBound..<end].split(separator: ",") {
                    used.append(("", String(type.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })))
                }
            }
            // A literal's type, with nothing around it to say, is the one the compiler finds by
            // looking these names up from the literal's place: a declaration of that name wins.
            for (literal, names) in Self.literalTypeNames where text.contains("(" + literal + " ") {
                used += names.map { ("literal", $0) }
            }
            // A name the source spells only after a dot (`Swift.String`) is not looked up there.
            let spelled = unqualified[file]?.names ?? []
            for (module, name) in used where !name.isEmpty && !specTypes.contains(name) && renamed[name] == nil && (module == "literal" || spelled.contains(name)) {
                references.append((module == "literal" ? "Swift" : module, name, output(file) + "/" + container))
            }
        }
        // A printed name counts when it names something of module scope: a declaration a name
        // resolved to, a type the code declares, or a platform type (not a generic parameter, not
        // a keyword such as `inout`).
        let known = Set(references.filter { $0.module != "printed" }.map(\.name)).union(declaredIn.keys).union(PlatformNamesTests.vocabulary.types)
        references.removeAll { $0.module == "printed" && !known.contains($0.name) }
        // The name of a module the source writes before one of its names (`Swift.String`).
        let modules = Set(references.map(\.module)).subtracting(["", "printed", "Checked", "App"])
        for (file, tokens) in unqualified {
            for name in tokens.qualifiers.intersection(modules) { references.append(("module", name, output(file) + "/spec")) }
        }
        var origins: [String: String] = [:]
        for (module, name, _) in references where !module.isEmpty && module != "printed" {
            origins[name] = ["Checked", "App"].contains(module) ? declaredIn[name] ?? module : module == "module" ? module : Self.library(module)
        }
        for (_, name, place) in references {
            // A name seen only where a declaration conforms to it (`struct LogIn: Performable`)
            // has no module there; the runtime's own types are the runtime's.
            let fallback = RuntimeAPI.types.contains(name) ? RuntimeAPI.module : "Swift"
            derived.add(name, origin: declaredIn[name] ?? origins[name] ?? fallback, place: place)
        }
        return derived
    }

    /// The names the compiler looks up for a literal's default type (The Swift Programming
    /// Language, "Literals"; the standard library's `IntegerLiteralType` and its siblings).
    static let literalTypeNames: [(String, [String])] = [
        ("integer_literal_expr", ["IntegerLiteralType"]), ("float_literal_expr", ["FloatLiteralType"]),
        ("boolean_literal_expr", ["BooleanLiteralType"]),
        ("string_literal_expr", ["StringLiteralType", "ExtendedGraphemeClusterType", "UnicodeScalarType"]),
        ("interpolated_string_literal_expr", ["StringLiteralType"]),
        ("magic_identifier_literal_expr", ["IntegerLiteralType", "StringLiteralType"]),
    ]

    /// The identifiers a Swift source spells on their own (not after a dot), outside strings and
    /// comments (an interpolation's code counted); and those of them followed by a dot.
    static func tokens(_ source: String) -> (names: Set<String>, qualifiers: Set<String>) {
        let characters = Array(source.unicodeScalars)
        var names: Set<String> = [], qualifiers: Set<String> = []
        // Open string literals (whether multi-line), and for those inside which code runs (an
        // interpolation), the parentheses open in that code.
        var strings: [Bool] = [], interpolations: [Int] = []
        func starts(_ text: String, at position: Int) -> Bool {
            let scalars = Array(text.unicodeScalars)
            return position + scalars.count <= characters.count && Array(characters[position..<(position + scalars.count)]) == scalars
        }
        let isHead = { (scalar: Unicode.Scalar) in scalar == "_" || scalar.properties.isAlphabetic }
        var previous: Unicode.Scalar = " "
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if strings.count > interpolations.count {
                let multiline = strings.last!
                if character == "\\" {
                    if index + 1 < characters.count, characters[index + 1] == "(" { interpolations.append(1) }
                    index += 2
                } else if multiline ? starts("\"\"\"", at: index) : character == "\"" {
                    strings.removeLast()
                    index += multiline ? 3 : 1
                    previous = "\""
                } else {
                    index += 1
                }
                continue
            }
            if starts("//", at: index) {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            if starts("/*", at: index) {
                while index < characters.count, !starts("*/", at: index) { index += 1 }
                index += 2
                continue
            }
            if character == "\"" {
                let multiline = starts("\"\"\"", at: index)
                strings.append(multiline)
                index += multiline ? 3 : 1
                continue
            }
            if !interpolations.isEmpty, strings.count == interpolations.count {
                if character == "(" { interpolations[interpolations.count - 1] += 1 }
                if character == ")" {
                    interpolations[interpolations.count - 1] -= 1
                    if interpolations.last == 0 { interpolations.removeLast() }
                }
            }
            if isHead(character) || character == "`" {
                let quoted = character == "`"
                var end = index + (quoted ? 1 : 0)
                while end < characters.count, isHead(characters[end]) || characters[end].properties.numericType != nil { end += 1 }
                let name = String(String.UnicodeScalarView(characters[(index + (quoted ? 1 : 0))..<end]))
                if quoted, end < characters.count, characters[end] == "`" { end += 1 }
                if previous != "." {
                    names.insert(name)
                    if end < characters.count, characters[end] == "." { qualifiers.insert(name) }
                }
                previous = "a"
                index = end
                continue
            }
            if character != " " && character != "\n" { previous = character }
            index += 1
        }
        return (names, qualifiers)
    }

    /// The library a module belongs to, as people know it and whatever the platform splits it into.
    static func library(_ module: String) -> String {
        switch module {
        case "Foundation", "FoundationEssentials", "FoundationInternationalization", "CoreFoundation", "CoreGraphics": "Foundation"
        case "Glibc", "SwiftGlibc", "Darwin", "Musl", "ucrt", "WinSDK": "the-C-library"
        case "XCUIAutomation": "XCUITest"
        case _ where module.hasPrefix("_"): "Swift"  // _Concurrency, _StringProcessing
        default: module
        }
    }

    /// The table's rows, as `GeneratedCodeNames.rows` holds them.
    static func rows(_ uses: [String: GeneratedCodeNames.Use]) -> String {
        uses.keys.sorted().map { name in ([name, uses[name]!.origin] + uses[name]!.places.sorted()).joined(separator: " ") }.joined(separator: "\n")
    }

    /// Derives every project (the first alone in a developer's run), compares, and with
    /// PAGEWRIGHT_REFRESH_NAMES=1 writes the table.
    @Test func theTableListsEveryNameTheGeneratedCodeUses() throws {
        let refresh = ProcessInfo.processInfo.environment["PAGEWRIGHT_REFRESH_NAMES"] == "1"
        var derived = Derived()
        for project in (refresh || Scratch.thorough ? Self.projects : Array(Self.projects.prefix(2))) { derived.merge(try Self.derive(project)) }
        #expect(derived.unknownTypes.isEmpty, "types the generated code declares that NameCollisions.declaredTypes() does not list: \(derived.unknownTypes)")
        if refresh {
            let path = RepositoryPaths.root + "/Sources/PagewrightCore/Names/GeneratedCodeNames.swift"
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let start = try #require(source.range(of: "    static let rows = \"\"\"\n"))
            let end = try #require(source.range(of: "        \"\"\"\n}", range: start.upperBound..<source.endIndex))
            let body = Self.rows(derived.uses).split(separator: "\n").map { "        " + $0 + "\n" }.joined()
            try (source[..<start.upperBound] + body + source[end.lowerBound...]).write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        var missing: [String] = []
        for (name, use) in derived.uses {
            let listed = GeneratedCodeNames.table[name]?.places ?? []
            if !use.places.isSubset(of: listed) { missing.append("\(name) (\(use.origin)) in \(use.places.subtracting(listed).sorted())") }
        }
        #expect(missing.isEmpty, "names the generated code uses that GeneratedCodeNames does not list; refresh it (PAGEWRIGHT_REFRESH_NAMES=1 swift test --filter GeneratedNamesTests): \(missing.sorted())")
        if Scratch.thorough {
            var stale: [String] = []
            for (name, use) in GeneratedCodeNames.table {
                let places = use.places.subtracting(derived.uses[name]?.places ?? [])
                if !places.isEmpty { stale.append("\(name) in \(places.sorted())") }
            }
            #expect(stale.isEmpty, "GeneratedCodeNames lists uses the generated code no longer has; refresh it: \(stale.sorted())")
        }
    }
}
