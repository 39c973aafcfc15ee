// The fuzz targets of the commands that read what the app recorded or write for the team:
// `import` (a JSON recording, or pasted debugDescription text), `drift`, `identifiers` and `init`.
// Compiled with FuzzHarness.swift by Fuzz/run.sh and by the tests, like it.
import Foundation
#if !FUZZING
@testable import PagewrightCore
#endif

extension FuzzHarness {
    // MARK: import

    /// An existing spec for the recorded screen, laid out as people write them, to merge into.
    private static let existingSpecs = [
        "",
        #"{ "screen": "Fuzz", "elements": {} }"#,
        "{\n  \"screen\": \"Fuzz\",\n  \"verify\": { \"present\": [\"view\"] },\n  \"elements\": {\n    \"view\": { \"type\": \"other\", \"id\": \"Fuzz.view\" }\n  }\n}\n",
        "{ \"screen\": \"Fuzz\", \"elements\": { \"submit\": { \"type\": \"button\", \"label\": \"OK\" } } }",
        "{\r\n\t\"screen\": \"Fuzz\"\r\n}\r\n",
    ]

    /// The bytes as a recording `import` reads (`asText`: always as pasted text): read, planned
    /// and imported into a scratch specs folder, empty or holding the screen's spec. When the
    /// import succeeds, the spec validates, a person's bytes are all still there in order, and
    /// importing the same recording again adds nothing; reading the text costs linear work.
    static func importRecording(_ bytes: [UInt8], asText: Bool) -> [String] {
        guard let choice = bytes.first else { return [] }
        var input = Array(bytes.dropFirst())
        if asText { input = Array("paste\n".utf8) + input }  // a first line that is not JSON
        var violations: [String] = []
        if asText {
            var work = 0
            _ = try? DebugDescriptionParser.parse(String(decoding: input, as: UTF8.self), work: &work)
            if work > 200 * input.count + 1_000 { violations.append("reading \(input.count) bytes of text took \(work) steps") }
        }
        let (recording, log) = RecordingSource.read(input, file: "recordings/Fuzz.txt", screen: choice % 3 == 0 ? nil : "Fuzz")
        for diagnostic in log.diagnostics where diagnostic.location.file != "recordings/Fuzz.txt" {
            violations.append("a problem of the recording located elsewhere: \(diagnostic)")
        }
        guard let recording else { return violations }
        let root = scratch("import")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let specs = root + "/specs"
        try? FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        // A name Swift cannot take is refused before any file is read (a test of its own).
        guard SwiftIdentifier.isValid(recording.screen) else { return violations }
        let existing = existingSpecs[Int(choice / 3) % existingSpecs.count].replacingOccurrences(of: "Fuzz", with: recording.screen)
        if !existing.isEmpty { try? existing.write(toFile: specs + "/\(recording.screen).json", atomically: false, encoding: .utf8) }
        guard let result = try? SpecImport.run(recording, specsDirectory: specs) else { return violations }
        var files = (try? SpecDirectory.read(specs)) ?? []
        files.removeAll { $0.relativePath == result.relativePath }
        files.append(SpecFile(relativePath: result.relativePath, displayPath: result.displayPath, bytes: result.bytes))
        let validated = Pipeline.validate(files: files)
        if validated.log.hasErrors { violations.append("the imported spec does not validate: \(validated.log.sorted.prefix(3))") }
        if !existing.isEmpty, !isSubsequence(Array(existing.utf8).filter { !isJSONSpace($0) }, of: result.bytes.filter { !isJSONSpace($0) }) {
            violations.append("a byte of the existing spec was lost:\n\(existing)\n---\n\(String(decoding: result.bytes, as: UTF8.self))")
        }
        do {
            try SpecImport.write(result)
            let again = try SpecImport.run(recording, specsDirectory: specs)
            if again.changes { violations.append("a second import changed the spec again:\n\(String(decoding: again.bytes, as: UTF8.self))") }
        } catch {
            violations.append("the second import failed: \(error)")
        }
        return violations
    }

    private static func isJSONSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }

    private static func isSubsequence(_ small: [UInt8], of large: [UInt8]) -> Bool {
        var index = 0
        for byte in large where index < small.count && small[index] == byte { index += 1 }
        return index == small.count
    }

    // MARK: drift

    /// A small project whose locators take every form drift evaluates.
    private static let driftSpecs: [SpecFile] = [
        ("pagewright.json", #"{ "apps": { "main": { "entry": "Fuzz" } } }"#),
        ("Fuzz.json", """
            { "screen": "Fuzz", "verify": { "present": ["view"], "absent": ["spinner"] }, "traits": ["Tabs"],
              "elements": {
                "view": { "type": "other", "id": "Fuzz.view" },
                "spinner": { "type": "activityIndicator", "id": "Fuzz.spinner" },
                "row": { "type": "cell", "id": "Fuzz.row.$n", "params": { "n": "Int" } },
                "title": { "type": "staticText", "in": "row", "label": "Title $t", "params": { "t": "String" } },
                "ok": { "type": "button", "predicate": "label BEGINSWITH 'O' AND identifier != $x", "params": { "x": "String" } },
                "any": { "type": "any", "containing": { "type": "button", "id": "Fuzz.ok" } },
                "third": { "type": "cell", "index": 2 }
              } }
            """),
        ("Tabs.json", #"{ "trait": "Tabs", "elements": { "tab": { "type": "button", "id": "Tab.$name", "params": { "name": "String" } } } }"#),
        ("Other.json", #"{ "screen": "Other", "sectionOf": "Fuzz", "verify": { "present": ["box"] }, "elements": { "box": { "type": "other", "id": "Other.box" } } }"#),
    ].map { SpecFile(relativePath: $0.0, displayPath: "specs/" + $0.0, bytes: Array($0.1.utf8)) }

    /// Validated once: every input is checked against the same project.
    private static let driftModel = Pipeline.validate(files: driftSpecs).model

    /// The bytes as a recording of the screen (JSON or pasted text): drift against the project
    /// ends, locates every warning at a spec, lists only identifiers the recording holds, and
    /// gives the same report twice.
    static func drift(_ bytes: [UInt8]) -> [String] {
        let (recording, _) = RecordingSource.read(bytes, file: "recordings/Fuzz.json", screen: nil, fallbackScreen: "Fuzz")
        guard let recording, let model = driftModel else { return [] }
        let entry = RecordingFolder.Entry(file: "recordings/Fuzz.json", recording: recording)
        let report = DriftCheck.check(model, recordings: [entry])
        var violations: [String] = []
        for diagnostic in report.diagnostics.diagnostics where !diagnostic.location.file.hasPrefix("specs/") {
            // Only a recording of a screen no spec describes is reported at the recording.
            if !diagnostic.message.contains("no spec describes") { violations.append("a drift warning not at a spec: \(diagnostic)") }
        }
        let recorded = Set(recording.allElements.map(\.identifier))
        for item in report.uncovered where !recorded.contains(item.identifier) || item.identifier.isEmpty {
            violations.append("listed as not covered but not recorded: \(item.identifier.debugDescription)")
        }
        if report.diagnostics.warningCount > report.elementsChecked + 1 { violations.append("more warnings than elements checked") }
        let again = DriftCheck.check(model, recordings: [entry])
        if again.uncovered != report.uncovered || again.diagnostics.sorted != report.diagnostics.sorted { violations.append("two checks disagree") }
        return violations
    }

    // MARK: identifiers

    /// Names for screens and elements, Swift's and XCUITest's among them.
    private static let identifierNames = ["Login", "String", "Int", "Swift", "Self", "Type", "default", "init", "self",
                                          "AccessibilityIdentifiers", "view", "row", "Any", "Bool", "Double", "n", "text"]
    private static let identifierPieces = ["Login.", "\"", "\\", "\\(", "\n", "$$", "é", "\u{202E}", "\u{0}", "'", "%@", "${", "}", "/*", "*/", "#"]

    /// A project made of the bytes (names from Swift's vocabulary, identifiers holding quotes,
    /// backslashes, `\(`, line breaks, control and direction characters, parameters of every
    /// type): when it validates, the identifiers file declares each name once and every constant
    /// reads back as exactly the spec's identifier; and writing it over whatever the bytes put at
    /// the output changes nothing Pagewright did not write.
    static func identifiers(_ bytes: [UInt8]) -> [String] {
        var choices = Choices(bytes: bytes)
        var literals: [String: String] = [:]  // element name → identifier, for those without parameters
        var screens: [String] = []
        var files: [String: String] = [:]
        for _ in 0..<(1 + choices.next() % 3) {
            let screen = choices.pick(identifierNames)
            guard !screens.contains(screen) else { continue }
            screens.append(screen)
            var elements: [String] = []
            for index in 0..<(1 + choices.next() % 4) {
                let name = index == 0 ? "view" : choices.pick(identifierNames) + (choices.next() % 2 == 0 ? "" : "\(index)")
                guard !elements.contains(where: { $0.hasPrefix(JSONString.quoted(name) + ":") }) else { continue }
                var identifier = ""
                for _ in 0..<(choices.next() % 5) { identifier += choices.pick(identifierPieces) }
                switch choices.next() % 4 {
                case 0:
                    let type = choices.pick(["String", "Int", "Double", "Bool"])
                    let parameter = choices.pick(["n", "String", "Int", "text", "default"])
                    elements.append("\(JSONString.quoted(name)): { \"type\": \"cell\", \"id\": \(JSONString.quoted(identifier + "$" + parameter)), \"params\": { \(JSONString.quoted(parameter)): \"\(type)\" } }")
                default:
                    elements.append("\(JSONString.quoted(name)): { \"type\": \"button\", \"id\": \(JSONString.quoted(identifier.replacingOccurrences(of: "$", with: "$$"))) }")
                    literals["\(screen).\(name)"] = identifier
                }
            }
            files["\(screen).json"] = "{ \"screen\": \(JSONString.quoted(screen)), \"verify\": { \"present\": [\"view\"] }, \"elements\": { \(elements.joined(separator: ", ")) } }"
        }
        files["pagewright.json"] = #"{ "apps": { "main": { "entry": \#(JSONString.quoted(screens[0])) } } }"#
        let specs = files.map { SpecFile(relativePath: $0.key, displayPath: "specs/" + $0.key, bytes: Array($0.value.utf8)) }
        guard let model = Pipeline.validate(files: specs).model else { return [] }
        let contents = AppIdentifiersRenderer(model: model).render().contents
        var violations: [String] = []
        // Each constant's literal reads back as the spec's identifier.
        var enclosing = ""
        for line in contents.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("public enum ") || trimmed.hasPrefix("enum ") {
                enclosing = String(trimmed.split(separator: " ").dropLast().last ?? "").replacingOccurrences(of: "`", with: "")
            }
            guard let range = trimmed.range(of: "static let ") else { continue }
            let rest = trimmed[range.upperBound...]
            guard let equals = rest.range(of: " = ") else { continue }
            // `view: Swift.String = "…"`: the name before its type.
            let name = String(rest[..<equals.lowerBound].prefix { $0 != ":" }).replacingOccurrences(of: "`", with: "")
            let key = "\(enclosing).\(name)"
            guard let expected = literals[key] else { continue }
            let literal = String(rest[equals.upperBound...])
            if unescapeSwiftLiteral(literal) != expected {
                violations.append("\(key) = \(literal) does not read back as \(expected.debugDescription)")
            }
        }
        if contents.unicodeScalars.contains(where: { $0 == "\u{202E}" || $0 == "\u{0}" || ($0.value < 0x20 && $0 != "\n") }) {
            violations.append("an invisible or control character written as it is")
        }
        violations += identifiersOutput(contents, &choices)
        return violations
    }

    /// A Swift string literal's value: `"…"` with the escapes `SwiftNames.literal` writes; nil if
    /// it is not one literal (an unescaped quote or backslash inside, or text after it).
    static func unescapeSwiftLiteral(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" { return nil }
            guard scalar == "\\" else { result.append(scalar); index += 1; continue }
            guard index + 1 < scalars.count else { return nil }
            switch scalars[index + 1] {
            case "\\": result.append("\\"); index += 2
            case "\"": result.append("\""); index += 2
            case "n": result.append("\n"); index += 2
            case "r": result.append("\r"); index += 2
            case "t": result.append("\t"); index += 2
            case "0": result.append("\0"); index += 2
            case "u":
                guard let close = scalars[index...].firstIndex(of: "}"), index + 2 < close, scalars[index + 2] == "{",
                      let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
                      let decoded = Unicode.Scalar(value) else { return nil }
                result.append(decoded)
                index = close + 1
            default: return nil  // `\(` would be code
            }
        }
        return String(result)
    }

    /// What the bytes put where the identifiers file goes, then a write of `contents`: refused or
    /// done, nothing but the file itself changes, and only over its own earlier version.
    private static func identifiersOutput(_ contents: String, _ choices: inout Choices) -> [String] {
        let root = scratch("ids")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let specs = root + "/specs", app = root + "/App"
        for folder in [specs, app] { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try? "{}".write(toFile: specs + "/pagewright.json", atomically: false, encoding: .utf8)
        let name = choices.pick(["App/Ids.swift", "specs/Ids.swift", "App/Ids.json", "App", "App/New/Ids.swift", "Ids.swift"])
        let path = root + "/" + name
        let old = GeneratedFile.identifiersHeader(source: "pagewright.json") + "old\n"
        switch choices.next() % 8 {
        case 0: try? old.write(toFile: path, atomically: false, encoding: .utf8)
        case 1: try? (GeneratedFile.header(source: "Login.json") + "page\n").write(toFile: path, atomically: false, encoding: .utf8)
        case 2: try? "mine\n".write(toFile: path, atomically: false, encoding: .utf8)
        case 3: _ = symlink(specs + "/pagewright.json", path)
        case 4: _ = mkfifo(path, 0o644)
        case 5: _ = mkdir(path, 0o755)
        default: break
        }
        let before = snapshot(root)
        var written = false
        if let file = try? IdentifiersFile.open(path, specsDirectory: specs), (try? file.write(contents)) != nil { written = true }
        let after = snapshot(root)
        var violations: [String] = []
        let relative = name
        for (entry, value) in before where entry != relative && after[entry] != value { violations.append("\(entry) changed") }
        for entry in after.keys where before[entry] == nil && entry != relative && !relative.hasPrefix(entry + "/") {
            violations.append("\(entry) appeared")
        }
        if written {
            if relative.hasPrefix("specs/") || !relative.hasSuffix(".swift") { violations.append("written to \(relative)") }
            if let previous = before[relative], previous != .file(Array(old.utf8)) { violations.append("\(relative) replaced: \(previous)") }
            if after[relative] != .file(Array(contents.utf8)) { violations.append("\(relative) not written") }
        } else if before[relative] != after[relative] {
            violations.append("refused, yet \(relative) changed")
        }
        return violations
    }

    // MARK: init

    /// The bytes as `init --schema`'s value: both starter files are JSON, hold exactly that value
    /// in `$schema`, and validate without a problem.
    static func initSpecs(_ bytes: [UInt8]) -> [String] {
        let base = String(decoding: bytes, as: UTF8.self)
        let files = StarterSpecs.files(schemaBase: base)
        let trimmed = base.hasSuffix("/") ? String(base.dropLast()) : base
        var violations: [String] = []
        var specs: [SpecFile] = []
        for (name, text) in files {
            let bytes = Array(text.utf8)
            specs.append(SpecFile(relativePath: name, displayPath: "specs/" + name, bytes: bytes))
            guard let node = try? JSONReader.parse(bytes, file: name), case .object(let object) = node.value else {
                violations.append("\(name) is not a JSON object")
                continue
            }
            let expected = trimmed + (name == "pagewright.json" ? "/settings.schema.json" : "/spec.schema.json")
            guard case .string(let schema)? = object.members.first(where: { $0.key == "$schema" })?.value.value, schema == expected else {
                violations.append("\(name): $schema is not \(expected.debugDescription)")
                continue
            }
        }
        let log = Pipeline.validate(files: specs).log
        if !log.diagnostics.isEmpty { violations.append("the starter specs do not validate cleanly: \(log.sorted.prefix(3))") }
        return violations
    }
}
