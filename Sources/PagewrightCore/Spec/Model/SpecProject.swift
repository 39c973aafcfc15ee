/// Everything read from one specs folder: settings plus every screen and trait, in a
/// deterministic order (by relative path), whatever order the file system lists them in.
public struct SpecProject: Sendable {
    public var settings: Settings
    public var pages: [PageSpec]
    public var flowFiles: [FlowFileSpec]
    /// The types the project declares (in `pagewright.json` and types files), in file order.
    public var types: [TypeDeclSpec]
    /// The app's string tables, when the settings name them (`"localization"`).
    public var strings: AppStrings?
    /// The names of screens and traits whose files could not be read (a JSON syntax error, a file
    /// that is no page): a reference to one is not reported again as unknown, as the file's own
    /// error is the cause. Guessed from the text (`"screen": "Name"`) and the file's name.
    public var lostPageNames: Set<String> = []

    public init(settings: Settings, pages: [PageSpec], flowFiles: [FlowFileSpec] = [], types: [TypeDeclSpec] = []) {
        self.settings = settings
        self.pages = pages
        self.flowFiles = flowFiles
        self.types = types
    }

    public var screens: [PageSpec] { pages.filter { $0.kind == .screen } }
    public var traits: [PageSpec] { pages.filter { $0.kind == .trait } }
}
