/// The parts of Apple's XCUITest vocabulary the generator must know: element types (with the
/// query property each has on `XCUIElementTypeQueryProvider`), and member names a generated name
/// must not shadow.
public enum XCUITestVocabulary {
    /// `XCUIElement.ElementType` case names in raw-value order (0 = any … 82 = statusItem).
    public static let elementTypes: [String] = [
        "any", "other", "application", "group", "window", "sheet", "drawer", "alert", "dialog", "button",
        "radioButton", "radioGroup", "checkBox", "disclosureTriangle", "popUpButton", "comboBox", "menuButton",
        "toolbarButton", "popover", "keyboard", "key", "navigationBar", "tabBar", "tabGroup", "toolbar",
        "statusBar", "table", "tableRow", "tableColumn", "outline", "outlineRow", "browser", "collectionView",
        "slider", "pageIndicator", "progressIndicator", "activityIndicator", "segmentedControl", "picker",
        "pickerWheel", "switch", "toggle", "link", "image", "icon", "searchField", "scrollView", "scrollBar",
        "staticText", "textField", "secureTextField", "datePicker", "textView", "menu", "menuItem", "menuBar",
        "menuBarItem", "map", "webView", "incrementArrow", "decrementArrow", "timeline", "ratingIndicator",
        "valueIndicator", "splitGroup", "splitter", "relevanceIndicator", "colorWell", "helpTag", "matte",
        "dockItem", "ruler", "rulerMarker", "grid", "levelIndicator", "cell", "layoutArea", "layoutItem",
        "handle", "stepper", "tab", "touchBar", "statusItem",
    ]

    private static let elementTypeSet = Set(elementTypes)

    public static func isElementType(_ name: String) -> Bool { elementTypeSet.contains(name) }

    /// The `XCUIElementTypeQueryProvider` property for a type (`button` → `buttons`), or nil for
    /// `any` and `application`, which have none.
    public static func queryProperty(for elementType: String) -> String? {
        switch elementType {
        case "any", "application": nil
        case "other": "otherElements"
        case "switch": "switches"
        case "checkBox": "checkBoxes"
        default: elementType + "s"
        }
    }

    /// Members of `XCUIElement` and `XCUIElementQuery` (Apple's spellings): a generated property
    /// or method with one of these names would shadow or confuse them.
    public static let memberNames: Set<String> = [
        "exists", "isHittable", "waitForExistence", "waitForNonExistence", "wait", "debugDescription",
        "descendants", "children", "firstMatch", "coordinate", "typeText", "typeKey", "tap", "doubleTap",
        "press", "swipeUp", "swipeDown", "swipeLeft", "swipeRight", "twoFingerTap", "pinch", "rotate",
        "hover", "click", "doubleClick", "rightClick", "scroll", "adjust", "normalizedSliderPosition",
        "snapshot", "screenshot", "identifier", "frame", "value", "title", "label", "elementType",
        "isEnabled", "isSelected", "hasFocus", "placeholderValue", "horizontalSizeClass", "verticalSizeClass",
        "element", "count", "allElementsBoundByIndex", "allElementsBoundByAccessibilityElement", "matching",
        "containing", "launch", "activate", "terminate", "state", "launchArguments", "launchEnvironment",
    ]
}
