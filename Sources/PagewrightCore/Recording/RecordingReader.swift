/// Reads a JSON recording (the format `RecordingWriter` and the generated recorder write), with
/// every problem located at `file:line:column`. Lenient where it costs nothing: keys in any order,
/// default flags written out, a frame as an array or as `{ "x", "y", "width", "height" }`.
public enum RecordingReader {
    static let elementKeys = ["type", "identifier", "label", "value", "placeholder", "title", "frame", "enabled", "selected", "children"]
    static let topKeys = ["format", "version", "screen", "root"]

    /// The recording, or nil when it has errors (all of them in the log). `screen` is nil when
    /// the file names none; the caller then decides (from the file name, or `--screen`).
    public static func read(_ bytes: [UInt8], file: String) -> (recording: (screen: String?, root: RecordedElement)?, log: DiagnosticLog) {
        var log = DiagnosticLog()
        let node: JSONNode
        do {
            node = try JSONReader.parse(bytes, file: file)
        } catch {
            log.error(error.message, at: error.location)
            return (nil, log)
        }
        guard case .object(let object) = node.value else {
            log.error("expected a recording (an object with \"root\"), found \(node.value.kindDescription)", at: node.location)
            return (nil, log)
        }
        let members = Dictionary(object.members.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        warnAboutUnknownKeys(object, known: topKeys, what: "the recording", log: &log)
        if let format = members["format"] {
            if case .string(let name) = format.value.value, name == RecordingWriter.format {} else {
                log.error("expected \"format\": \"\(RecordingWriter.format)\"; this is not a Pagewright recording", at: format.value.location)
            }
        }
        if let version = members["version"] {
            if case .number(let number, true) = version.value.value, number <= Double(RecordingWriter.version) {} else {
                log.error("expected \"version\": \(RecordingWriter.version); this recording was written by a newer Pagewright or by hand", at: version.value.location)
            }
        }
        var screen: String?
        if let member = members["screen"] {
            if case .string(let name) = member.value.value, !name.isEmpty {
                screen = name
            } else {
                log.error("expected the screen's name as a non-empty string, found \(member.value.value.kindDescription)", at: member.value.location)
            }
        }
        guard let rootMember = members["root"] else {
            log.error("expected \"root\": the recorded element tree", at: node.location)
            return (nil, log)
        }
        let root = element(rootMember.value, depth: 0, log: &log)
        guard let root, !log.hasErrors else { return (nil, log) }
        return ((screen, root), log)
    }

    private static func element(_ node: JSONNode, depth: Int, log: inout DiagnosticLog) -> RecordedElement? {
        guard case .object(let object) = node.value else {
            log.error("expected an element (an object with \"type\"), found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        warnAboutUnknownKeys(object, known: elementKeys, what: "an element", log: &log)
        var result = RecordedElement(type: "other")
        var sawType = false
        for member in object.members {
            let value = member.value
            switch member.key {
            case "type":
                sawType = true
                guard let name = string(value, key: "type", log: &log) else { continue }
                if XCUITestVocabulary.isElementType(name) {
                    result.type = name
                } else {
                    log.error("unknown element type '\(name)'\(Suggestions.didYouMean(name, in: XCUITestVocabulary.elementTypes))", at: value.location)
                }
            case "identifier": result.identifier = string(value, key: member.key, log: &log) ?? ""
            case "label": result.label = string(value, key: member.key, log: &log) ?? ""
            case "value": result.value = string(value, key: member.key, log: &log) ?? ""
            case "placeholder": result.placeholder = string(value, key: member.key, log: &log) ?? ""
            case "title": result.title = string(value, key: member.key, log: &log) ?? ""
            case "frame": result.frame = frame(value, log: &log)
            case "enabled": result.isEnabled = bool(value, key: member.key, log: &log) ?? true
            case "selected": result.isSelected = bool(value, key: member.key, log: &log) ?? false
            case "children":
                guard case .array(let nodes) = value.value else {
                    log.error("expected a list of elements for 'children', found \(value.value.kindDescription)", at: value.location)
                    continue
                }
                result.children = nodes.compactMap { element($0, depth: depth + 1, log: &log) }
            default: continue
            }
        }
        if !sawType { log.error("expected \"type\" in the element (an XCUIElement.ElementType case such as \"button\")", at: node.location) }
        return result
    }

    private static func string(_ node: JSONNode, key: String, log: inout DiagnosticLog) -> String? {
        guard case .string(let text) = node.value else {
            log.error("expected a string for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return text
    }

    private static func bool(_ node: JSONNode, key: String, log: inout DiagnosticLog) -> Bool? {
        guard case .bool(let flag) = node.value else {
            log.error("expected true or false for '\(key)', found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return flag
    }

    private static func frame(_ node: JSONNode, log: inout DiagnosticLog) -> RecordedElement.Frame? {
        var numbers: [Double] = []
        switch node.value {
        case .array(let items):
            for item in items {
                if case .number(let number, _) = item.value { numbers.append(number) }
            }
            if numbers.count == 4, items.count == 4 { break }
            numbers = []
        case .object(let object):
            for key in ["x", "y", "width", "height"] {
                if let member = object.members.first(where: { $0.key == key }), case .number(let number, _) = member.value.value {
                    numbers.append(number)
                }
            }
        default: break
        }
        guard numbers.count == 4 else {
            log.error("expected a frame as [x, y, width, height] (four numbers), found \(node.value.kindDescription)", at: node.location)
            return nil
        }
        return RecordedElement.Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private static func warnAboutUnknownKeys(_ object: JSONObject, known: [String], what: String, log: inout DiagnosticLog) {
        var seen: Set<String> = []
        for member in object.members {
            if !seen.insert(member.key).inserted {
                log.error("duplicate key '\(member.key)' in \(what)", at: member.keyLocation)
            } else if !known.contains(member.key), member.key != "$schema" {
                log.warning(.unknownKey, "unknown key '\(member.key)' in \(what)\(Suggestions.didYouMean(member.key, in: known)); it is ignored", at: member.keyLocation)
            }
        }
    }
}
