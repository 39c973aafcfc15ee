import Foundation
@testable import PagewrightCore

/// Shared by the robustness tests: scratch folders, folder snapshots and runs of the built tool
/// that are killed (and fail) instead of hanging the suite.
enum Scratch {
    /// Slow, thorough variants run only where `PAGEWRIGHT_THOROUGH=1` (CI).
    static var thorough: Bool { TestDepth.isThorough }

    static func folder(_ label: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-\(label)-\(UUID().uuidString)").path
    }

    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every entry under `folder`, hidden ones included, links not followed: relative path →
    /// contents (for files), `->target` (for links), `<dir>` or `<special>`.
    static func snapshot(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ relative: String) {
            let full = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else { return }
            for name in names {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let child = folder + "/" + childRelative
                switch FileSystem.kind(atPath: child) {
                case .regular: result[childRelative] = (try? String(contentsOfFile: child, encoding: .utf8)) ?? "<binary>"
                case .directory: result[childRelative] = "<dir>"; walk(childRelative)
                case .symbolicLink: result[childRelative] = "->" + ((try? FileManager.default.destinationOfSymbolicLink(atPath: child)) ?? "?")
                default: result[childRelative] = "<special>"
                }
            }
        }
        walk("")
        return result
    }

    /// `count` screens in a chain, each with a handful of elements; `variant` changes every id.
    static func writeChainSpecs(count: Int, variant: String, into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{ "apps": { "main": { "entry": "S0" } } }"#.write(toFile: folder + "/pagewright.json", atomically: true, encoding: .utf8)
        for index in 0..<count {
            let next = "S\((index + 1) % count)"
            let elements = (0..<8).map { "\"e\($0)\": { \"type\": \"button\", \"id\": \"S\(index).e\($0).\(variant)\" }" }.joined(separator: ", ")
            let spec = """
                { "screen": "S\(index)", "verify": { "present": ["e0"] }, "elements": { \(elements) },
                  "actions": { "next": { "tap": "e1", "to": "\(next)" }, "stay": { "tap": "e2" } } }
                """
            try spec.write(toFile: folder + "/S\(index).json", atomically: true, encoding: .utf8)
        }
    }
}
