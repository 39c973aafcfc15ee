import Testing
@testable import PagewrightCore

/// `"external": true` on a declared type (issue 23): the team's code declares it, so the generated
/// code uses it without declaring it; its uses are checked as any type's; a field may still be
/// called `external`.
@Suite("External types")
struct ExternalTypeTests {
    static let main = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": { "view": { "type": "other", "id": "V" }, "login": { "type": "textField", "id": "L" } },
          "actions": {
            "authUser": { "params": { "user": { "type": "User", "label": "_" } }, "steps": [{ "typeText": "$user.login", "into": "login" }] },
            "sortBy": { "params": { "sort": "Sort" }, "steps": [{ "typeText": "$sort", "into": "login" }] }
          }
        }
        """

    private func generate(types: String, main: String = Self.main) -> (log: [String], files: [String: String]) {
        let settings = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["plain"], "types": \#(types) }"#
        let (validated, generated) = Pipeline.generate(files: specFiles(["pagewright.json": settings, "Main.json": main]))
        return (validated.log.sorted.map(\.description), Dictionary(uniqueKeysWithValues: (generated ?? []).map { ($0.path, $0.contents) }))
    }

    @Test func anExternalTypeIsUsedButNotDeclared() throws {
        let both = generate(types: #"{ "User": { "external": true, "login": "String" }, "Sort": { "enum": ["newest"], "external": true } }"#)
        #expect(both.log.isEmpty)
        #expect(both.files[TypesRenderer.file] == nil, "no type is declared, so there is no types file")
        let main = try #require(both.files["Plain/Main.plain.swift"])
        #expect(main.contains("func authUser(_ user: User"))
        #expect(main.contains("user.login"))

        let one = generate(types: #"{ "User": { "external": true, "login": "String" }, "Sort": ["newest"] }"#)
        let types = try #require(one.files[TypesRenderer.file])
        #expect(types.contains("enum Sort: String"))
        #expect(!types.contains("User"))
    }

    @Test func anExternalTypesUsesAreCheckedAndAFieldMayBeCalledExternal() {
        let unknownField = generate(types: #"{ "User": { "external": true, "login": "String" }, "Sort": ["newest"] }"#,
                                    main: Self.main.replacingOccurrences(of: "$user.login", with: "$user.name"))
        #expect(unknownField.log.contains { $0.contains("'name'") && $0.contains("error") }, "\(unknownField.log)")

        let field = generate(types: #"{ "User": { "external": "String", "login": "String" }, "Sort": ["newest"] }"#)
        #expect(field.log.isEmpty)
        #expect(field.files[TypesRenderer.file]?.contains("var external: String") == true)
    }
}
