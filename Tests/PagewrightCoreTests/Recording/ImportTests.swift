import Foundation
import Testing
@testable import PagewrightCore

@Suite("pagewright import")
struct ImportTests {
    typealias E = RecordedElement

    static func app(_ children: [E]) -> E { E(type: "application", label: "Jobs", children: [E(type: "window", children: children)]) }

    static func plan(_ screen: String, _ children: [E]) -> ImportPlan {
        var planner = ImportPlanner(recording: Recording(screen: screen, root: app(children)), existing: nil)
        return planner.plan()
    }

    @Test("names from identifiers: the screen's prefix dropped, camelCase, a suffix naming the type")
    func names() {
        #expect(ElementNaming.name(identifier: "Login.submit", type: "button", screen: "Login") == "submitButton")
        #expect(ElementNaming.name(identifier: "login-email_field", type: "textField", screen: "Login") == "emailField")
        #expect(ElementNaming.name(identifier: "saved_list.header", type: "other", screen: "Login") == "savedListHeader")
        #expect(ElementNaming.name(identifier: "Profile.userName", type: "staticText", screen: "Profile") == "userName")
        #expect(ElementNaming.name(identifier: "Vacancy.title", type: "staticText", screen: "Vacancy") == "titleText")
        #expect(ElementNaming.name(identifier: "Login.view", type: "other", screen: "Login") == "view")
        #expect(ElementNaming.name(identifier: "Login", type: "other", screen: "Login") == "loginView")
        #expect(ElementNaming.name(identifier: "URL.ID", type: "link", screen: "Web") == "urlIdLink")
        #expect(ElementNaming.name(identifier: "42", type: "cell", screen: "A") == "cell42")
        #expect(ElementNaming.name(identifier: "7up", type: "button", screen: "A") == "button7up")
        #expect(ElementNaming.name(identifier: "...", type: "switch", screen: "A") == "switch")
        #expect(ElementNaming.name(label: "Show all the vacancies now", type: "button") == "showAllTheVacanciesButton")
        let twins = Self.plan("A", [E(type: "other", identifier: "x.view"), E(type: "other", identifier: "x-view"), E(type: "other", identifier: "x_view")])
        #expect(twins.elements.map(\.name) == ["xView", "xView2", "xView3"], "a name taken gets the next free number")
    }

    @Test("a screen: identified elements, labelled buttons and texts, anchors from unique identifiers of the screen itself")
    func screen() {
        let plan = Self.plan("Login", [
            E(type: "other", identifier: "Login.view", children: [
                E(type: "textField", identifier: "Login.login", placeholder: "Email"),
                E(type: "button", identifier: "Login.submit", label: "Log In"),
                E(type: "button", label: "Forgot $5?"),
                E(type: "image", label: "Logo"),
                E(type: "activityIndicator", identifier: "Login.spinner"),
                E(type: "staticText", label: "Twice"), E(type: "staticText", label: "Twice"),
                E(type: "staticText", label: String(repeating: "long ", count: 20)),
            ]),
            E(type: "tabBar", identifier: "TabBar", children: [E(type: "button", identifier: "TabBar.search")]),
            E(type: "keyboard", children: [E(type: "key", identifier: "shift")]),
        ])
        #expect(plan.elements.map(\.name) == ["view", "loginField", "submitButton", "forgot5Button", "spinner", "tabBar", "tabBarSearchButton"])
        #expect(plan.elements[3].json == #"{ "type": "button", "label": "Forgot $$5?" }"#)
        #expect(plan.anchors == ["view", "loginField"])
        #expect(plan.skipped.map(\.description) == [
            "staticText labelled 'Twice': no identifier, and its label is not unique on the screen",
            "staticText labelled 'Twice': no identifier, and its label is not unique on the screen",
            "staticText labelled '\(String(repeating: "long ", count: 20))': no identifier, and a label this long changes with the data; give it an accessibility identifier",
            "keyboard: the keyboard belongs to the system, not to the screen",
        ])
    }

    @Test("repeated cells are one element with a parameter: the identifiers' varying part, or the position")
    func repeatedCells() {
        func cell(_ id: String, _ label: String) -> E {
            E(type: "cell", identifier: id, label: label, children: [E(type: "staticText", identifier: id.isEmpty ? "" : "Cell.title", label: label)])
        }
        let plan = Self.plan("List", [
            E(type: "table", identifier: "List.results", children: [cell("VacancyCell.3", "A"), cell("VacancyCell.7", "B")]),
            E(type: "table", identifier: "List.history", children: [cell("", "x"), cell("", "y"), cell("", "z")]),
            E(type: "other", identifier: "List.filters", children: [
                cell("Filter.schedule", "Remote"), cell("Filter.schedule", "Office"),
                cell("Filter.kind", "Full"), cell("Filter.kind", "Part"),
            ]),
            E(type: "collectionView", identifier: "List.tags", children: [cell("tag-red", "r"), cell("tag-blue", "b")]),
        ])
        #expect(plan.elements.map(\.json) == [
            #"{ "type": "table", "id": "List.results" }"#,
            #"{ "type": "cell", "id": "VacancyCell.$id", "in": "resultsTable", "params": { "id": "Int" } }"#,
            #"{ "type": "staticText", "id": "Cell.title", "in": "vacancyCell" }"#,
            #"{ "type": "table", "id": "List.history" }"#,
            #"{ "type": "cell", "in": "historyTable", "params": { "index": { "type": "Int", "match": ["index"] } } }"#,
            #"{ "type": "other", "id": "List.filters" }"#,
            #"{ "type": "cell", "id": "Filter.schedule", "in": "filtersView", "params": { "index": { "type": "Int", "match": ["index"] } } }"#,
            #"{ "type": "staticText", "id": "Cell.title", "in": "filterScheduleCell" }"#,
            #"{ "type": "cell", "id": "Filter.kind", "in": "filtersView", "params": { "index": { "type": "Int", "match": ["index"] } } }"#,
            #"{ "type": "staticText", "id": "Cell.title", "in": "filterKindCell" }"#,
            #"{ "type": "collectionView", "id": "List.tags" }"#,
            #"{ "type": "cell", "id": "tag-$id", "in": "tagsCollection", "params": { "id": "String" } }"#,
            #"{ "type": "staticText", "id": "Cell.title", "in": "tagCell" }"#,
        ])
        #expect(plan.elements.map(\.name) == ["resultsTable", "vacancyCell", "cellTitle", "historyTable", "historyCell", "filtersView",
                                            "filterScheduleCell", "cellTitle2", "filterKindCell", "cellTitle3", "tagsCollection", "tagCell", "cellTitle4"])
        #expect(plan.anchors == ["resultsTable", "historyTable"])
    }

    // MARK: The whole command, on folders

    private func folder(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-import-\(UUID().uuidString)")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory.path
    }

    static let login = Recording(screen: "Login", root: app([
        E(type: "other", identifier: "Login.view", children: [
            E(type: "textField", identifier: "Login.login"),
            E(type: "button", identifier: "Login.submit", label: "Log In"),
            E(type: "button", identifier: "Login.forgot", label: "Forgot?"),
        ]),
    ]))

    @Test("into an empty folder: a new spec that validates, written to <Screen>.json")
    func newSpec() throws {
        let specs = try folder([:]) + "/specs"
        let result = try SpecImport.run(Self.login, specsDirectory: specs)
        try SpecImport.write(result)
        #expect(result.isNew && result.displayPath == specs + "/Login.json")
        let text = try String(contentsOfFile: specs + "/Login.json", encoding: .utf8)
        #expect(text == """
            {
              "screen": "Login",
              "verify": { "present": ["view", "loginField"] },
              "elements": {
                "view": { "type": "other", "id": "Login.view" },
                "loginField": { "type": "textField", "id": "Login.login" },
                "submitButton": { "type": "button", "id": "Login.submit" },
                "forgotButton": { "type": "button", "id": "Login.forgot" }
              }
            }

            """)
        let validated = try Pipeline.validate(specsDirectory: specs)
        #expect(validated.log.diagnostics.isEmpty)
    }

    /// A folder `init` started: the new spec has the `$schema` line `init`'s files have, pointing
    /// where the settings' line points (it had none).
    @Test func aNewSpecPointsAtTheSchemaAsTheFoldersSettingsDo() throws {
        let starter = Dictionary(uniqueKeysWithValues: StarterSpecs.files(schemaBase: "../../pagewright/docs/schema").map { ("specs/" + $0.name, $0.text) })
        let specs = try folder(starter) + "/specs"
        let result = try SpecImport.run(Self.login, specsDirectory: specs)
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"$schema\": \"../../pagewright/docs/schema/spec.schema.json\",\n  \"screen\": \"Login\",\n"), "\(text)")
        let home = try #require(starter["specs/Home.json"])
        #expect(home.contains(#""$schema": "../../pagewright/docs/schema/spec.schema.json","#), "init's screen points elsewhere")

        let unmarked = starter.mapValues { $0.split(separator: "\n").filter { !$0.contains("$schema") }.joined(separator: "\n") }
        let withoutSchema = try folder(unmarked) + "/specs"
        #expect(!String(decoding: try SpecImport.run(Self.login, specsDirectory: withoutSchema).bytes, as: UTF8.self).contains("$schema"))
    }

    /// Hand-written specs in every layout a person might use: aligned columns, tabs, Windows
    /// line endings, an object on one line, an empty object, no `elements` at all.
    static let handWritten: [String: String] = [
        "aligned": """
            {
              "screen": "Login",
              "summary": "Aligned by hand.",
              "verify": { "present": ["view"] },
              "elements": {
                "view":        { "type": "other",     "id": "Login.view" },
                "logInButton": { "type": "button",    "id": "Login.submit" }
              },
              "actions": { "logIn": { "tap": "logInButton" } }
            }
            """,
        "tabs": "{\r\n\t\"screen\": \"Login\",\r\n\t\"elements\": {\r\n\t\t\"view\": {\"type\":\"other\",\"id\":\"Login.view\"}\r\n\t}\r\n}\r\n",
        "oneLine": #"{ "screen": "Login", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Login.view" } } }"#,
        "empty": "{\n    \"screen\": \"Login\",\n    \"elements\": { }\n}",
        "none": "{\n  \"screen\": \"Login\"\n}\n",
        "waitOnly": "{\n  \"screen\": \"Login\",\n  \"verify\": { \"wait\": \"uiInteraction\" },\n  \"elements\": {}\n}\n",
    ]

    @Test("on an existing spec: only additions, after the last member; every byte a person wrote stays", arguments: handWritten.keys.sorted())
    func existingSpec(_ layout: String) throws {
        let original = Self.handWritten[layout]!
        let specs = try folder(["screens/Login.json": original])
        let result = try SpecImport.run(Self.login, specsDirectory: specs)
        try SpecImport.write(result)
        let written = try #require(FileManager.default.contents(atPath: specs + "/screens/Login.json"))
        let after = [UInt8](written)
        // The person's bytes are all there, in order: the new text only goes in between them
        // (an empty object `{ }` loses the space inside it).
        let before = [UInt8]((layout == "empty" ? original.replacingOccurrences(of: "{ }", with: "{}") : original).utf8)
        var matched = 0
        var inserted: [UInt8] = []
        for byte in after {
            if matched < before.count, before[matched] == byte { matched += 1 } else { inserted.append(byte) }
        }
        #expect(matched == before.count, "a byte the person wrote is missing or changed")
        let insertedText = String(decoding: inserted, as: UTF8.self)
        let existing = layout == "aligned" ? ["view", "logInButton"] : ["none", "empty", "waitOnly"].contains(layout) ? [] : ["view"]
        for name in existing { #expect(!insertedText.contains("\"\(name)\":"), "'\(name)' was in the spec already") }
        let text = String(decoding: after, as: UTF8.self)
        #expect(text.contains("\"forgotButton\": { \"type\": \"button\", \"id\": \"Login.forgot\" }"))
        // Laid out like the neighbours: on their own lines with their indentation, or inline.
        if layout == "tabs" { #expect(text.contains("\"Login.view\"},\r\n\t\t\"loginField\"")) }
        if layout == "oneLine" { #expect(text.contains("\"Login.view\" }, \"loginField\"")) }
        // A `verify` the person wrote, even one with only a waiting time, is theirs: none is added.
        #expect(text.components(separatedBy: "\"verify\"").count == 2)
        // It validates, and importing again changes nothing.
        #expect(try Pipeline.validate(specsDirectory: specs).log.hasErrors == false)
        let again = try SpecImport.run(Self.login, specsDirectory: specs)
        #expect(!again.changes && again.plan.elements.isEmpty)
    }

    @Test("the layouts' insertions read as their neighbours do")
    func insertionLayout() throws {
        let specs = try folder(["Login.json": Self.handWritten["aligned"]!])
        let result = try SpecImport.run(Self.login, specsDirectory: specs)
        #expect(String(decoding: result.bytes, as: UTF8.self) == """
            {
              "screen": "Login",
              "summary": "Aligned by hand.",
              "verify": { "present": ["view"] },
              "elements": {
                "view":        { "type": "other",     "id": "Login.view" },
                "logInButton": { "type": "button",    "id": "Login.submit" },
                "loginField": { "type": "textField", "id": "Login.login" },
                "forgotButton": { "type": "button", "id": "Login.forgot" }
              },
              "actions": { "logIn": { "tap": "logInButton" } }
            }
            """)
        #expect(result.plan.skipped.map(\.description) == [
            "other 'Login.view': already found by 'view'", "button 'Login.submit': already found by 'logInButton'",
        ])
        let none = try SpecImport.run(Self.login, specsDirectory: try folder(["Login.json": Self.handWritten["none"]!]))
        #expect(String(decoding: none.bytes, as: UTF8.self) == """
            {
              "screen": "Login",
              "verify": { "present": ["view", "loginField"] },
              "elements": {
                "view": { "type": "other", "id": "Login.view" },
                "loginField": { "type": "textField", "id": "Login.login" },
                "submitButton": { "type": "button", "id": "Login.submit" },
                "forgotButton": { "type": "button", "id": "Login.forgot" }
              }
            }

            """)
    }

    @Test("refusals: specs with errors, a file of another screen in the way, a name Swift cannot take, a trait's name")
    func refusals() throws {
        let broken = try folder(["A.json": #"{ "screen": "A", "elements": { "x": { "type": "buton" } } }"#])
        #expect(throws: SpecImport.Failure.self) { try SpecImport.run(Self.login, specsDirectory: broken) }
        let inTheWay = try folder(["Login.json": #"{ "screen": "SignIn" }"#])
        do {
            _ = try SpecImport.run(Self.login, specsDirectory: inTheWay)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.message == "\(inTheWay)/Login.json: error: the file exists but is not the spec of screen 'Login'; rename it or import under another screen name")
        }
        #expect(throws: SpecImport.Failure.self) {
            try SpecImport.run(Recording(screen: "log in", root: Self.app([])), specsDirectory: inTheWay)
        }
        let trait = try folder(["T.json": #"{ "trait": "Login" }"#])
        #expect(throws: SpecImport.Failure.self) { try SpecImport.run(Self.login, specsDirectory: trait) }
        #expect(try String(contentsOfFile: inTheWay + "/Login.json", encoding: .utf8) == #"{ "screen": "SignIn" }"#)
    }
}
