/// Names the generated code relies on without declaring them from the specs: types of Swift,
/// Foundation, XCTest and XCUITest, and the support types every style shares.
public enum ReservedNames {
    /// Type names the generated code uses from Swift, Foundation and XCTest, which no generated
    /// type may shadow.
    public static let platformTypes: Set<String> = [
        "Any", "Array", "Bool", "CaseIterable", "CGFloat", "Character", "Data", "Date", "Dictionary", "Double",
        "Equatable", "Error", "Float", "Hashable", "Int", "Never", "NSPredicate", "Optional", "Result", "Sendable",
        "Set", "StaticString", "String", "Task", "TimeInterval", "UInt", "URL", "Void", "XCTActivity", "XCTContext",
        "XCTestCase", "XCUIApplication", "XCUIElement", "XCUIElementQuery", "XCUIElementSnapshot", "XCUIKeyboardKey",
    ]

    /// The types of `PagewrightSupport.swift`, which every style shares.
    public static let sharedTypes = ["PagewrightCoverage", "ScreenVerification", "ScreenVerifier", "WaitingTime"]
}
