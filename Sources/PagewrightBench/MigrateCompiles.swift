import Foundation
import PagewrightCore

/// `pagewright-bench migrate-compiles <Example> <app's UI-test sources> [--confirm]`: how many of an
/// example app's test files still compile when its hand-written specs are replaced by what
/// `pagewright migrate` writes from the app's own page objects (issue 43; BENCHMARKS.md section 10).
///
/// It copies `Examples/<Example>` (its package, simulated app, support files and tests) into
/// `.build-migrate-compile/<Example>` (ignored by git, kept so that a second run rebuilds only the
/// test module), puts the migrated specs in place of the hand-written ones, keeping the example's
/// `pagewright.json` (launch arguments, waits, the tour: the project's settings, which migrate does
/// not write) less any app whose entry screen migrate did not make, builds the tests once with the
/// compiler carrying on past errors, and counts the test files (`Tests/<App>UITests/Tests`) with
/// no error, and the errors by kind. With `--confirm` it then sets aside every file that had an
/// error and builds again, until a build succeeds: the test files left are the ones that compile,
/// support files included, with nothing hidden behind an earlier error. Not part of `swift test`:
/// the first build takes 15–25 minutes on a shared 2-core host.
enum MigrateCompiles {
    static let usage = """
        Usage: swift run pagewright-bench migrate-compiles <Example> <app's UI-test sources> [--confirm] [--specs DIR]

          <Example>     a folder of Examples/ (WooCommerce, ProtonMail)
          <sources>     the app's UI-test sources at the commit Examples/<Example>/NOTES.md names
          --confirm     set aside the files with errors and rebuild until the build succeeds
          --specs DIR   use what an earlier `pagewright migrate <sources> --output DIR` wrote (another
                        version's, for a figure before a change) instead of migrating here
        """

    static func main(_ arguments: [String]) -> Int32 {
        var positional: [String] = []
        var confirm = false
        var specs: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--confirm": confirm = true
            case "--specs":
                guard let folder = rest.popFirst() else { FileHandle.standardError.write(Data("--specs needs a folder\n".utf8)); return 2 }
                specs = folder
            case "--help", "-h": print(usage); return 0
            default: positional.append(argument)
            }
        }
        guard positional.count == 2 else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            return 2
        }
        do {
            return try run(example: positional[0], sources: positional[1], confirm: confirm, specs: specs) ? 0 : 1
        } catch {
            FileHandle.standardError.write(Data("pagewright-bench migrate-compiles: \(error)\n".utf8))
            return 1
        }
    }

    /// Sources/PagewrightBench/MigrateCompiles.swift → the package root.
    static var root: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    static func run(example: String, sources: String, confirm: Bool, specs: String? = nil) throws -> Bool {
        let files = FileManager.default
        guard let swift = Subprocess.which("swift") else { throw UsageError("swift not found on PATH") }
        let exampleFolder = root + "/Examples/" + example
        let testsFolder = exampleFolder + "/Tests"
        guard let target = try files.contentsOfDirectory(atPath: testsFolder).filter({ $0.hasSuffix("UITests") }).sorted().first else {
            throw UsageError("\(testsFolder) holds no <App>UITests folder")
        }
        let handSpecs = testsFolder + "/" + target + "/Specs"

        // The variant: two folders below the root, so the example's `path: "../.."` still names Pagewright.
        let variant = root + "/.build-migrate-compile/" + example
        let variantTarget = variant + "/Tests/" + target
        try? files.removeItem(atPath: variant + "/Tests")
        try? files.removeItem(atPath: variant + "/Package.swift")
        try files.createDirectory(atPath: variant, withIntermediateDirectories: true)
        try files.copyItem(atPath: exampleFolder + "/Package.swift", toPath: variant + "/Package.swift")
        try files.copyItem(atPath: testsFolder, toPath: variant + "/Tests")
        try files.removeItem(atPath: variantTarget + "/Specs")

        progress("pagewright migrate \(sources)")
        var migration = try SuiteMigration.run(sourceDirectory: sources)
        if let specs {
            migration.files = try earlierMigration(specs)
        }
        let specsFolder = variantTarget + "/Specs"
        var migratedScreens: Set<String> = []
        var migratedSettings: [String: Any] = [:]
        for file in migration.files {
            let data = Data(file.contents.utf8)
            if file.path == SuiteMigration.reportName {
                try data.write(to: URL(fileURLWithPath: variant + "/" + file.path))
                continue
            }
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            if file.path == "pagewright.json" {
                migratedSettings = object ?? [:]
                continue
            }
            if let screen = object?["screen"] as? String { migratedScreens.insert(screen) }
            let url = URL(fileURLWithPath: specsFolder + "/" + file.path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let settings = try mergedSettings(hand: handSpecs + "/pagewright.json", migrated: migratedSettings, screens: migratedScreens)
        try settings.text.write(toFile: specsFolder + "/pagewright.json", atomically: true, encoding: .utf8)

        let hand = HandSpecs(folder: handSpecs)
        let specErrors = specs == nil ? migration.validation.sorted.filter { $0.severity == .error }.count : 0
        let what = specs.map { "the specs an earlier migrate wrote into \($0)" }
            ?? "screens \(migration.screenCount), traits \(migration.traitCount), not carried \(migration.notCarried), guessed \(migration.guesses)"
        print("""
            # Generated tests that still compile: \(example) with migrated specs

            - Sources: \(sources) (\(migration.sourceFileCount) Swift files): \(what)
            - Variant: \(variant.replacingOccurrences(of: root + "/", with: "")) (the example's tests, support files and \
            simulated app; its hand-written specs replaced by the migrated ones; MIGRATION.md beside Package.swift)
            - Settings kept from the example's pagewright.json: \(settings.kept.joined(separator: ", "))\
            \(settings.dropped.isEmpty ? "" : "; apps dropped (their entry screen was not migrated): " + settings.dropped.joined(separator: ", "))

            """)

        var setAside: [String] = []
        var round = 1
        var first: [CompileError]?
        var succeeded = false
        while true {
            progress("swift build --build-tests in \(variant) (round \(round); the first build of a variant takes 15–25 minutes)")
            let started = monotonicSeconds()
            let build = try Subprocess.run(swift, ["build", "--build-tests", "--package-path", variant,
                                                   "-Xswiftc", "-continue-building-after-errors"])
            let errors = CompileError.parse(build.output, under: variantTarget)
            succeeded = build.status == 0
            print("Build round \(round): exit status \(build.status), \(Format.fixed(monotonicSeconds() - started, 0)) s, "
                  + "\(errors.count) errors in \(Set(errors.map(\.file)).count) files\(setAside.isEmpty ? "" : " (\(setAside.count) files set aside)").")
            if build.status != 0 && errors.isEmpty {
                let why = specErrors > 0 ? "the migrated specs have \(specErrors) errors, so the build plugin generates nothing" : "no error in the test module's sources"
                print("\nThe build failed before compiling the tests (\(why)): **0 of \(testFiles(in: variantTarget).count) test files compile**.\n")
                let lines = Set(build.output.split(separator: "\n").filter { $0.contains("error:") }.map { $0.replacingOccurrences(of: variantTarget + "/", with: "") })
                print((lines.isEmpty ? build.output.split(separator: "\n").suffix(25).map(String.init) : lines.sorted().prefix(25).map { "- " + $0 }).joined(separator: "\n"))
                return false
            }
            if first == nil {
                first = errors
                // Every error of the first build, for the reader: `errors.txt` beside Package.swift.
                try errors.map { "\($0.file):\($0.line):\($0.column): \($0.message)\n" }.joined()
                    .write(toFile: variant + "/errors.txt", atomically: true, encoding: .utf8)
                report(errors: errors, target: variantTarget, hand: hand)
            }
            guard confirm, build.status != 0 else { break }
            let failing = Set(errors.map(\.file)).filter { !$0.hasPrefix("<") }
            guard !failing.isEmpty else {
                let generated = Set(errors.map(\.file)).sorted()
                print("\nThe build still fails, only in generated code (\(generated.joined(separator: ", "))): "
                      + (errors.first.map { "\($0.file):\($0.line): \($0.message)" } ?? ""))
                break
            }
            try files.createDirectory(atPath: variant + "/SetAside", withIntermediateDirectories: true)
            for file in failing.sorted() {
                let destination = variant + "/SetAside/" + file.replacingOccurrences(of: "/", with: "__")
                try? files.removeItem(atPath: destination)
                try files.moveItem(atPath: variantTarget + "/" + file, toPath: destination)
                setAside.append(file)
            }
            round += 1
        }
        if confirm {
            let tests = testFiles(in: variantTarget)
            let all = testFiles(in: testsFolder + "/" + target).count
            let left = tests.isEmpty ? "none" : tests.joined(separator: ", ")
            let aside = "\(setAside.count) files set aside (\(setAside.sorted().joined(separator: ", ")))"
            if succeeded {
                print("\nConfirmed by a build that succeeds with \(aside): **\(tests.count) of \(all) test files compile**: \(left).")
            } else {
                print("\nNo build succeeded: with \(aside), at most \(tests.count) of \(all) test files compile (\(left)).")
            }
        }
        return true
    }

    /// The files an earlier `pagewright migrate` wrote into `folder`, by relative path.
    static func earlierMigration(_ folder: String) throws -> [GeneratedFile] {
        var found: [GeneratedFile] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".json") || relative == SuiteMigration.reportName else { continue }
            found.append(GeneratedFile(path: relative, contents: try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)))
        }
        guard !found.isEmpty else { throw UsageError("\(folder) holds no specs") }
        return found.sorted { $0.path < $1.path }
    }

    /// The test files (not the simulated app or support files), relative to the target folder.
    static func testFiles(in target: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: target + "/Tests")) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { "Tests/" + $0 }
    }

    static func report(errors: [CompileError], target: String, hand: HandSpecs) {
        let tests = testFiles(in: target)
        let byFile = Dictionary(grouping: errors, by: \.file)
        let clean = tests.filter { byFile[$0] == nil }
        print("\n**\(clean.count) of \(tests.count) test files compile with no error** in the first build: \(clean.joined(separator: ", ")).\n")

        var table = Table(["file", "errors", "kinds"])
        for file in byFile.keys.sorted(by: { ($0.hasPrefix("Tests/") ? 0 : 1, $0) < ($1.hasPrefix("Tests/") ? 0 : 1, $1) }) {
            let kinds = Dictionary(grouping: byFile[file]!, by: { hand.kind(of: $0.message) })
            table.add([file, String(byFile[file]!.count),
                       kinds.keys.sorted().map { "\($0) \(kinds[$0]!.count)" }.joined(separator: ", ")])
        }
        table.print()

        print("\nErrors by kind (all files; the names each kind is about):\n")
        var kinds = Table(["kind", "errors", "test files", "names"])
        let grouped = Dictionary(grouping: errors, by: { hand.kind(of: $0.message) })
        for kind in grouped.keys.sorted(by: { grouped[$0]!.count > grouped[$1]!.count || (grouped[$0]!.count == grouped[$1]!.count && $0 < $1) }) {
            let names = Set(grouped[kind]!.compactMap { CompileError.quotedName(in: $0.message) }).sorted()
            kinds.add([kind, String(grouped[kind]!.count), String(Set(grouped[kind]!.map(\.file)).filter { $0.hasPrefix("Tests/") }.count),
                       names.prefix(14).joined(separator: ", ") + (names.count > 14 ? ", … (\(names.count))" : "")])
        }
        kinds.print()
    }

    /// The example's settings with its `$schema` dropped (the path is the example's), the apps whose
    /// entry screens migrate did not make dropped, and what migrate wrote laid over them.
    static func mergedSettings(hand path: String, migrated: [String: Any], screens: Set<String>) throws -> (text: String, kept: [String], dropped: [String]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard var settings = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw UsageError("\(path) is not a JSON object") }
        settings["$schema"] = nil
        var dropped: [String] = []
        if var apps = settings["apps"] as? [String: Any] {
            for (name, value) in apps {
                guard var app = value as? [String: Any] else { continue }
                if let entry = app["entry"] as? String, !screens.contains(entry) {
                    apps[name] = nil
                    dropped.append(name)
                } else if let entries = app["entry"] as? [String] {
                    let kept = entries.filter(screens.contains)
                    if kept.isEmpty { apps[name] = nil; dropped.append(name) } else { app["entry"] = kept; apps[name] = app }
                }
            }
            settings["apps"] = apps
        }
        for (key, value) in migrated {
            if let section = value as? [String: Any], var existing = settings[key] as? [String: Any] {
                for (inner, innerValue) in section { existing[inner] = innerValue }
                settings[key] = existing
            } else {
                settings[key] = value
            }
        }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: settings, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
        return (text + "\n", settings.keys.sorted(), dropped.sorted())
    }
}

/// One `file:line:column: error: message` of the build, its file relative to the test target.
struct CompileError: Hashable {
    var file: String
    var line: Int
    var column: Int
    var message: String

    static func parse(_ output: String, under target: String) -> [CompileError] {
        var found: Set<CompileError> = []
        for line in output.split(separator: "\n") {
            // Swift sources only: a spec's error (`Specs/….json:3:5: error:`) stops generation, which the caller reports.
            guard let marker = line.range(of: ": error: "), line[..<marker.lowerBound].contains(".swift:") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let number = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            let file = path.hasPrefix(target + "/") ? String(path.dropFirst(target.count + 1))
                : "<" + URL(fileURLWithPath: path).lastPathComponent + ">"  // generated code or a dependency
            found.insert(CompileError(file: file, line: number, column: column, message: String(line[marker.upperBound...])))
        }
        return found.sorted { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) }
    }

    /// The last name in single quotes: the member, type or label the message is about.
    static func quotedName(in message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        return String(parts[parts.count - 2])
    }
}

/// What the example's hand-written specs declare that migrate never writes: record types
/// (Types.json) and flows; and its screens, so a type no migrated spec makes can be named.
struct HandSpecs {
    var types: Set<String> = []
    var flows: Set<String> = []
    var pageTypes: Set<String> = []

    init(folder: String) {
        var suffix = "PageObject"
        var screens: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".json"),
                  let data = FileManager.default.contents(atPath: folder + "/" + relative),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            if let naming = object["naming"] as? [String: Any], let pageSuffix = naming["pageSuffix"] as? String { suffix = pageSuffix }
            if let screen = object["screen"] as? String { screens.append(screen) }
            if let declared = object["types"] as? [String: Any] { types.formUnion(declared.keys) }
            if let declared = object["flows"] as? [String: Any] { flows.formUnion(declared.keys) }
        }
        pageTypes = Set(screens.map { $0 + suffix })
    }

    /// The kind of a compiler error, for the table.
    func kind(of message: String) -> String {
        let name = CompileError.quotedName(in: message) ?? ""
        if message.hasPrefix("cannot find type") || message.hasPrefix("cannot find '") {
            if types.contains(name) { return "record type (Types.json)" }
            if pageTypes.contains(name) { return "screen not migrated" }
            // Called without `self.` in an extension of a page object (the example's CustomActions).
            if message.hasPrefix("cannot find '"), name.first?.isLowercase == true { return "member not migrated" }
            return "other name not found"
        }
        // The factory's `Screen` cases and `launch…` methods: a screen or an app no page object made.
        if message.contains("'PageObjectsFactory.Screen") { return "screen not migrated" }
        if message.contains("'PageObjectsFactory' has no member 'launch") { return "another app (not migrated)" }
        if message.contains("has no member") {
            return flows.contains(name) ? "flow (not migrated)" : "member not migrated"
        }
        let labels = ["argument label", "missing argument", "extra argument", "takes no arguments", "extraneous argument"]
        if labels.contains(where: message.contains) { return "argument labels or parameters" }
        // `.physical` as the argument of a member that is missing: the compiler cannot tell its type.
        if message.hasPrefix("cannot infer contextual base") { return "follows from a missing member" }
        if message.hasPrefix("cannot convert") || message.contains("cannot assign value of type") { return "type mismatch" }
        return "other: " + message.prefix(60)
    }
}
