import Foundation

/// What `pagewright init` writes: settings and one screen that validate without a problem, each
/// with a `$schema` line so an editor completes keys and flags mistakes from the first keystroke.
public enum StarterSpecs {
    /// The two files, keyed by name, with `schemaBase` (a folder path relative to the specs
    /// folder, or a URL) in front of each schema's file name. The base is data: whatever it holds
    /// (a quote, a backslash, a line break) is escaped, so both files are JSON that validates.
    public static func files(schemaBase: String) -> [(name: String, text: String)] {
        let base = schemaBase.hasSuffix("/") ? String(schemaBase.dropLast()) : schemaBase
        let settings = """
            {
              "$schema": \(JSONString.quoted(base + "/settings.schema.json")),
              "apps": { "main": { "entry": "Home" } },
              "waits": { "uiInteraction": 5, "networking": 20, "appLaunch": 60 },
              "style": ["factory"]
            }

            """
        let screen = """
            {
              "$schema": \(JSONString.quoted(base + "/spec.schema.json")),
              "screen": "Home",
              "summary": "The screen the app shows after launch. Rename it, then describe each screen in a file like this one.",
              "verify": { "present": ["title"] },
              "elements": {
                "title": { "type": "staticText", "id": "Home.title" },
                "refreshButton": { "type": "button", "id": "Home.refresh" }
              },
              "actions": {
                "refresh": { "tap": "refreshButton", "to": "Home" }
              },
              "checks": {
                "titleIs": { "params": { "text": "String" }, "label": "title", "equals": "$text" }
              }
            }

            """
        return [("pagewright.json", settings), ("Home.json", screen)]
    }

    /// Where the starter's `$schema` lines point when `--schema` is not given.
    public enum SchemaPlacement: Equatable, Sendable {
        /// The schemas where they are, by a path relative to the specs folder.
        case relative(String)
        /// Copies of the schemas in the specs folder's hidden `.schema` folder (which no reader of
        /// specs looks into): the schemas were found in a dependency's checkout inside a build
        /// folder (`.build/checkouts`, Xcode's `SourcePackages/checkouts`), which is not part of
        /// the reader's repository and moves or goes with a clean build.
        case copied
    }

    public static let copiedSchemaFolder = ".schema"

    public static func schemaPlacement(builtIn: URL, specsFolder: URL) -> SchemaPlacement {
        let components = builtIn.standardizedFileURL.pathComponents
        let inBuildFolder = zip(components, components.dropFirst()).contains { pair in
            (pair.0 == ".build" || pair.0 == "SourcePackages") && pair.1 == "checkouts"
        } || components.contains("DerivedData")
        return inBuildFolder ? .copied : .relative(relativePath(to: builtIn, from: specsFolder.standardizedFileURL))
    }

    /// `target` relative to `folder` (both absolute): `../../docs/schema`.
    public static func relativePath(to target: URL, from folder: URL) -> String {
        let to = target.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let from = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(to.count, from.count) && to[common] == from[common] { common += 1 }
        let path = Array(repeating: "..", count: from.count - common) + to[common...]
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
