import Foundation
import Testing
@testable import PagewrightCore

/// The published JSON Schema must describe exactly the keys the decoder reads, so editors
/// complete what Pagewright understands and flag what it would ignore.
@Suite("JSON Schema")
struct SchemaTests {
    private func definitions() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/spec.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(schema["definitions"] as? [String: Any])
    }

    private func properties(_ definition: String) throws -> Set<String> {
        let entry = try #require(try definitions()[definition] as? [String: Any])
        let properties = try #require(entry["properties"] as? [String: Any])
        return Set(properties.keys).subtracting(["$schema"])
    }

    @Test func schemaKeysMatchTheDecoder() throws {
        #expect(try properties("screen") == Set(PageDecoder.screenKeys))
        #expect(try properties("trait") == Set(PageDecoder.traitKeys))
        #expect(try properties("element") == Set(PageDecoder.elementKeys))
        #expect(try properties("step") == Set(PageDecoder.stepVerbs + PageDecoder.stepModifiers + ["steps"]))
        #expect(try properties("action") == Set(PageDecoder.actionKeys + PageDecoder.stepVerbs + PageDecoder.stepModifiers))
        #expect(try properties("check") == Set(PageDecoder.checkKeys + PageDecoder.checkVerbs))
        #expect(try properties("getter") == Set(PageDecoder.getterKeys + PageDecoder.getterVerbs))
    }

    @Test func schemaListsEveryElementType() throws {
        let entry = try #require(try definitions()["elementType"] as? [String: Any])
        #expect(entry["enum"] as? [String] == XCUITestVocabulary.elementTypes)
    }

    @Test func settingsSchemaKeysMatchTheDecoder() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/settings.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys).subtracting(["$schema"]) == Set(SettingsDecoder.keys))
    }

    @Test func demoSpecsPointAtTheSchema() throws {
        for file in try SpecDirectory.read(RepositoryPaths.specs) {
            let text = String(decoding: file.bytes, as: UTF8.self)
            let expected = file.isSettings ? "../docs/schema/settings.schema.json" : "../../docs/schema/spec.schema.json"
            #expect(text.contains("\"$schema\": \"\(expected)\""), "\(file.relativePath)")
        }
    }
}

extension SchemaTests {
    @Test func flowSchemaKeysMatchTheDecoder() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/spec.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let flow = try #require((definitions["flow"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(flow.keys) == Set(FlowDecoder.flowKeys))
        let stepForms = try #require((definitions["flowStep"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        let step = try #require(stepForms.last?["properties"] as? [String: Any])
        #expect(Set(step.keys) == Set(FlowDecoder.stepKeys))
    }
}

extension SchemaTests {
    private func definition(_ name: String) throws -> [String: Any] {
        try #require(try definitions()[name] as? [String: Any])
    }

    /// The language's newer objects: a parameter in full, a descendant, an assertion of `assert`,
    /// an action's `returns`, a types file, a field of a record, and the settings' `naming`.
    @Test func languageSchemaKeysMatchTheDecoder() throws {
        let parameterForms = try #require(try definition("parameter")["oneOf"] as? [[String: Any]])
        let parameter = try #require(parameterForms.last?["properties"] as? [String: Any])
        #expect(Set(parameter.keys) == Set(PageDecoder.paramKeys))
        #expect(try properties("descendant") == Set(PageDecoder.containingKeys))
        #expect(try properties("assertion") == Set(PageDecoder.assertionKeys))
        let returns = try #require((try definition("action")["properties"] as? [String: Any])?["returns"] as? [String: Any])
        #expect(Set(try #require(returns["properties"] as? [String: Any]).keys) == Set(PageDecoder.returnsKeys))
        #expect(try properties("typesFile") == Set(TypesDecoder.fileKeys))
        let typeForms = try #require(try definition("typeDeclaration")["oneOf"] as? [[String: Any]])
        let field = try #require((typeForms.last?["additionalProperties"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(Set(try #require(field.last?["properties"] as? [String: Any]).keys) == Set(PageDecoder.typeFieldKeys))

        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/settings.schema.json"))
        let settings = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let naming = try #require((settings["properties"] as? [String: Any])?["naming"] as? [String: Any])
        #expect(Set(try #require(naming["properties"] as? [String: Any]).keys) == Set(SettingsDecoder.namingKeys))
    }

    /// The objects issue 14 added: a screen's `verify` and `interruption`, the settings'
    /// `defaults` (with `ready` and `verify`) and an app's keys.
    @Test func waitingSchemaKeysMatchTheDecoder() throws {
        let screen = try #require(try definitions()["screen"] as? [String: Any])
        let screenProperties = try #require(screen["properties"] as? [String: Any])
        let verify = try #require((screenProperties["verify"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(verify.keys) == Set(PageDecoder.verifyKeys))
        let interruption = try #require((screenProperties["interruption"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(interruption.keys) == Set(PageDecoder.interruptionKeys))

        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/settings.schema.json"))
        let settings = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(settings["properties"] as? [String: Any])
        let defaults = try #require((properties["defaults"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(defaults.keys) == Set(SettingsDecoder.defaultsKeys))
        #expect(Set(((defaults["ready"] as? [String: Any])?["properties"] as? [String: Any])?.keys ?? [:].keys) == Set(SettingsDecoder.readyKeys))
        #expect(Set(((defaults["verify"] as? [String: Any])?["properties"] as? [String: Any])?.keys ?? [:].keys) == Set(SettingsDecoder.verifyKeys))
        let apps = try #require(properties["apps"] as? [String: Any])
        let app = try #require((apps["additionalProperties"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(app.keys) == Set(SettingsDecoder.appKeys))
    }
}

extension SchemaTests {
    /// `disabledWarnings` (issue 23): an editor completes exactly the kinds of warning there are,
    /// in a screen, a trait and pagewright.json.
    @Test func warningNamesMatchTheValidator() throws {
        let names = try #require(try definition("warningName")["enum"] as? [String])
        #expect(names == WarningName.allCases.map(\.rawValue))
        let list = try definition("disabledWarnings")
        #expect((list["items"] as? [String: Any])?["$ref"] as? String == "#/definitions/warningName")
        for page in ["screen", "trait"] {
            let properties = try #require(try definition(page)["properties"] as? [String: Any])
            #expect((properties["disabledWarnings"] as? [String: Any])?["$ref"] as? String == "#/definitions/disabledWarnings", "\(page)")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/settings.schema.json"))
        let settings = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let disabled = try #require((settings["properties"] as? [String: Any])?["disabledWarnings"] as? [String: Any])
        #expect((disabled["items"] as? [String: Any])?["$ref"] as? String == "spec.schema.json#/definitions/warningName")
    }
}
