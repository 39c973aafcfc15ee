import Foundation

/// Records a screen's accessibility hierarchy for `pagewright import` (a first spec) and
/// `pagewright drift` (specs that no longer match the app): when the environment variable
/// PAGEWRIGHT_RECORDINGS names a folder, `record(app, as: "Login")` writes
/// `<folder>/Login.json`; otherwise it does nothing.
///
/// It reads only `XCUIElementSnapshot` members Apple documents: `children`
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshot) and the
/// `XCUIElementAttributes` `identifier`, `label`, `value: Any?`, `placeholderValue: String?`,
/// `title`, `frame`, `elementType`, `isEnabled`, `isSelected`
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes), taken with
/// `snapshot()` (https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshotproviding/snapshot()).
/// The bytes it writes are the generator's `RecordingWriter`'s for the same tree.
@MainActor
public enum PagewrightRecorder {
    public static let environmentVariable = "PAGEWRIGHT_RECORDINGS"

    /// Writes the hierarchy under `element` (usually the application) as `<folder>/<screen>.json`,
    /// or `<folder>/<screen>.<state>.json` for one of several states of a screen (`"error"`);
    /// a failure to take the snapshot or to write fails the test at the caller's line.
    public static func record(_ element: XCUIElement, as screen: String, state: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        guard let folder = ProcessInfo.processInfo.environment[environmentVariable], !folder.isEmpty else { return }
        for name in [screen] + (state.map { [$0] } ?? []) where name.isEmpty || !name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            XCTFail("PagewrightRecorder: '\(name)' is not a name for a file (letters, digits and _ only)", file: file, line: line)
            return
        }
        do {
            let text = try recording(of: element, as: screen)
            let directory = URL(fileURLWithPath: folder, isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let name = screen + (state.map { "." + $0 } ?? "") + ".json"
            try Data(text.utf8).write(to: directory.appendingPathComponent(name), options: .atomic)
        } catch {
            XCTFail("PagewrightRecorder could not record \(screen): \(error)", file: file, line: line)
        }
    }

    /// The recording's text, whether or not recording is on.
    public static func recording(of element: XCUIElement, as screen: String) throws -> String {
        let snapshot = try element.snapshot()
        var text = "{\n  \"format\": \"pagewright-recording\",\n  \"version\": 1,\n  \"screen\": \(quoted(screen)),\n  \"root\": "
        write(snapshot, indent: "  ", into: &text)
        return text + "\n}\n"
    }

    /// One element a line; a parent's children follow, indented, and `] }` closes it.
    private static func write(_ snapshot: any XCUIElementSnapshot, indent: String, into text: inout String) {
        let raw = Int(snapshot.elementType.rawValue)
        var fields = ["\"type\": \(quoted(raw < typeNames.count ? typeNames[raw] : "other"))"]
        let value: String
        if let string = snapshot.value as? String { value = string } else if let other = snapshot.value { value = "\(other)" } else { value = "" }
        for (key, attribute) in [("identifier", snapshot.identifier), ("label", snapshot.label), ("value", value),
                                 ("placeholder", snapshot.placeholderValue ?? ""), ("title", snapshot.title)] where !attribute.isEmpty {
            fields.append("\"\(key)\": \(quoted(attribute))")
        }
        let frame = [snapshot.frame.origin.x, snapshot.frame.origin.y, snapshot.frame.size.width, snapshot.frame.size.height].map { Double($0) }
        if frame.allSatisfy({ $0.isFinite }) { fields.append("\"frame\": [\(frame.map(number).joined(separator: ", "))]") }
        if !snapshot.isEnabled { fields.append("\"enabled\": false") }
        if snapshot.isSelected { fields.append("\"selected\": true") }
        let children = snapshot.children
        guard !children.isEmpty else {
            text += "{ " + fields.joined(separator: ", ") + " }"
            return
        }
        text += "{ " + fields.joined(separator: ", ") + ", \"children\": [\n"
        for (index, child) in children.enumerated() {
            text += indent + "  "
            write(child, indent: indent + "  ", into: &text)
            text += index == children.count - 1 ? "\n" : ",\n"
        }
        text += indent + "] }"
    }

    /// Rounded to thousandths; whole numbers without a fraction.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `XCUIElement.ElementType` case names by raw value.
    static let typeNames = [
        "any", "other", "application", "group", "window", "sheet", "drawer", "alert", "dialog",
        "button", "radioButton", "radioGroup", "checkBox", "disclosureTriangle", "popUpButton",
        "comboBox", "menuButton", "toolbarButton", "popover", "keyboard", "key", "navigationBar",
        "tabBar", "tabGroup", "toolbar", "statusBar", "table", "tableRow", "tableColumn", "outline",
        "outlineRow", "browser", "collectionView", "slider", "pageIndicator", "progressIndicator",
        "activityIndicator", "segmentedControl", "picker", "pickerWheel", "switch", "toggle",
        "link", "image", "icon", "searchField", "scrollView", "scrollBar", "staticText",
        "textField", "secureTextField", "datePicker", "textView", "menu", "menuItem", "menuBar",
        "menuBarItem", "map", "webView", "incrementArrow", "decrementArrow", "timeline",
        "ratingIndicator", "valueIndicator", "splitGroup", "splitter", "relevanceIndicator",
        "colorWell", "helpTag", "matte", "dockItem", "ruler", "rulerMarker", "grid",
        "levelIndicator", "cell", "layoutArea", "layoutItem", "handle", "stepper", "tab",
        "touchBar", "statusItem",
    ]
}
