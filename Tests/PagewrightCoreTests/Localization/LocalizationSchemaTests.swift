import Foundation
import Testing
@testable import PagewrightCore

/// The schemas describe the localisation keys the decoders read.
@Suite("Localization schema")
struct LocalizationSchemaTests {
    private func schema(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/\(name)"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func settingsAndLabelSchemasMatchTheDecoders() throws {
        let settings = try #require(try schema("settings.schema.json")["properties"] as? [String: Any])
        let localization = try #require((settings["localization"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(localization.keys) == Set(SettingsDecoder.localizationKeys))

        let definitions = try #require(try schema("spec.schema.json")["definitions"] as? [String: Any])
        let label = try #require((definitions["localizedLabel"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(label.keys) == Set(PageDecoder.localizedKeys))
        for owner in ["element", "elementVariant"] {
            let properties = try #require((definitions[owner] as? [String: Any])?["properties"] as? [String: Any])
            let forms = try #require((properties["label"] as? [String: Any])?["oneOf"] as? [[String: Any]])
            #expect(forms.contains { $0["$ref"] as? String == "#/definitions/localizedLabel" }, "\(owner)")
        }
    }
}
