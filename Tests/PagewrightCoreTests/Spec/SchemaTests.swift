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
