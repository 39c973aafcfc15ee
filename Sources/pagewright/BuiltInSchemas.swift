import Foundation

extension InitCommand {
    /// The JSON Schemas of the Pagewright this tool was built from (`docs/schema` in its source
    /// tree, three folders above this file), as found at build time.
    static let builtInSchemaFolder: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // BuiltInSchemas.swift → pagewright → Sources → root
        return url.appendingPathComponent("docs/schema")
    }()
}
