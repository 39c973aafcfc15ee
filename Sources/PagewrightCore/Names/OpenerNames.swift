/// The protocol a screen that returns to `"$source"` (without `opensFrom: anywhere`) declares for
/// the page objects of the screens that open it: `ItemEditorPageObjectOpener`,
/// `ItemEditorScreenOpener`. Its type's name plus `Opener`, so it cannot meet another generated
/// type's name, nor a trait's unless the trait is named so.
extension FactoryNames {
    public func openerProtocol(_ screen: String) -> String { SwiftNames.type(screen + pageSuffix + "Opener") }
}

extension PlainNames {
    public func openerProtocol(_ screen: String) -> String { SwiftNames.type(screen + suffix + "Opener") }
}
