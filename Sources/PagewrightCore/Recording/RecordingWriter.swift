/// Writes a recording as JSON that is the same, byte for byte, for the same hierarchy: keys in a
/// fixed order, one element per line (so a changed element is a one-line diff), empty attributes
/// and default flags left out, numbers rounded to thousandths, no timestamps.
///
/// The generated support code's recorder writes the same bytes (`RecorderRenderer`); a test holds
/// the two to it.
public enum RecordingWriter {
    public static let format = "pagewright-recording"
    public static let version = 1

    public static func json(_ recording: Recording) -> String {
        var text = "{\n"
        text += "  \"format\": \(quoted(format)),\n"
        text += "  \"version\": \(version),\n"
        text += "  \"screen\": \(quoted(recording.screen)),\n"
        text += "  \"root\": "
        write(recording.root, indent: "  ", into: &text)
        text += "\n}\n"
        return text
    }

    /// `{ "type": …, … }` for a leaf; a parent ends its line with `"children": [` and closes with
    /// `] }` at its own indentation.
    private static func write(_ element: RecordedElement, indent: String, into text: inout String) {
        var fields = ["\"type\": \(quoted(element.type))"]
        for (key, value) in [("identifier", element.identifier), ("label", element.label), ("value", element.value),
                             ("placeholder", element.placeholder), ("title", element.title)] where !value.isEmpty {
            fields.append("\"\(key)\": \(quoted(value))")
        }
        if let frame = element.frame {
            fields.append("\"frame\": [\([frame.x, frame.y, frame.width, frame.height].map(number).joined(separator: ", "))]")
        }
        if !element.isEnabled { fields.append("\"enabled\": false") }
        if element.isSelected { fields.append("\"selected\": true") }
        guard !element.children.isEmpty else {
            text += "{ " + fields.joined(separator: ", ") + " }"
            return
        }
        text += "{ " + fields.joined(separator: ", ") + ", \"children\": [\n"
        let inner = indent + "  "
        for (index, child) in element.children.enumerated() {
            text += inner
            write(child, indent: inner, into: &text)
            text += index == element.children.count - 1 ? "\n" : ",\n"
        }
        text += indent + "] }"
    }

    /// Rounded to thousandths; whole numbers without a fraction (`393`, `20.333`, `-4.5`).
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }

    static func quoted(_ string: String) -> String { JSONString.quoted(string) }
}
