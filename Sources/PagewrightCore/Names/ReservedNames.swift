/// Names the generated code relies on without declaring them from the specs: types and functions
/// of Swift, Foundation, XCTest and XCUITest, the runtime's types, and the support types every
/// style shares. A generated type of one of these names would shadow it in the module.
public enum ReservedNames {
    /// Types (and attributes) the generated code names. `Any` is not here: a type declared with
    /// that name must be written in backticks, and plain `Any` still means Swift's.
    public static let platformTypes: Set<String> = [
        "AnyObject", "Array", "Bool", "CaseIterable", "CGFloat", "CGVector", "Character", "Data", "Date", "Dictionary", "Double",
        "Equatable", "Error", "Float", "Hashable", "Int", "MainActor", "Never", "NSPredicate", "Optional", "Result", "Sendable",
        "Set", "StaticString", "String", "Task", "TimeInterval", "UInt", "URL", "Void", "XCTActivity", "XCTContext",
        "XCTestCase", "XCUIApplication", "XCUIElement", "XCUIElementQuery", "XCUIElementSnapshot", "XCUIKeyboardKey",
        "CGPoint", "CGRect", "NSObjectProtocol", "XCTAttachment", "XCUIScreen", "XCUIScreenshot", "XCUIAccessibilityAuditIssue",
    ]

    /// Functions and constants the generated code calls at module scope (a type of the same name
    /// would be called instead).
    public static let platformFunctions: Set<String> = [
        "XCTAssertEqual", "XCTAssertFalse", "XCTAssertGreaterThanOrEqual", "XCTAssertTrue", "XCTFail", "close", "fatalError", "getenv", "max", "min", "open",
        "type", "write", "O_APPEND", "O_CREAT", "O_WRONLY",
    ]

    /// The runtime's types and those the generated support file declares for it, which every
    /// style shares.
    public static let sharedTypes = RuntimeAPI.types + RuntimeAPI.supportTypes
}
