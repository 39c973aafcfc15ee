/// One file of a specs folder, read into memory.
public struct SpecFile: Sendable {
    /// Path inside the specs folder with `/` separators, e.g. `alerts/Confirm.json`.
    public var relativePath: String
    /// Path as shown in diagnostics: the folder as the user named it, joined with `relativePath`.
    public var displayPath: String
    public var bytes: [UInt8]
    /// The file's size on disk: `bytes.count`, except for a file too large to be a spec, which is
    /// not read at all (its bytes are empty).
    public var size: Int

    public init(relativePath: String, displayPath: String, bytes: [UInt8], size: Int? = nil) {
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.bytes = bytes
        self.size = size ?? bytes.count
    }

    public static let settingsFileName = "pagewright.json"
    public var isSettings: Bool { relativePath == Self.settingsFileName }
}
