/// `"localization"` in `pagewright.json`: where the app's localised strings are, so that a spec can
/// name a label by its key (`"label": { "localized": "general.save" }`) and generation can check
/// the key and know its text in every language the app ships.
public struct LocalizationSpec: Sendable {
    /// Paths relative to the specs folder: a String Catalog (`Localizable.xcstrings`), or the
    /// source language's `.strings` file inside its `<language>.lproj` folder (the same table in
    /// the other `.lproj` folders beside it is read too). One table or several.
    public var catalogs: [Located<String>] = []
    /// The app's source language for `.strings` tables, when the named file is not in a folder
    /// named for it (`Base.lproj`). A catalog names its own.
    public var sourceLanguage: Located<String>?
    /// The languages the app ships; by default every language its tables have text for.
    public var languages: [Located<String>] = []
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}
