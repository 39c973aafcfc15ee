import Foundation

/// The JSON text `import` writes: a new spec for a screen, or an existing spec with the missing
/// elements (and, when it has none, a `verify`) added.
enum SpecSkeleton {
    /// A new spec: `$schema` (when the folder's settings have one), `screen`, `verify` (when there
    /// are anchors) and `elements`, one element a line.
    static func text(for plan: ImportPlan, schema: String? = nil) -> String {
        var lines = ["{"]
        if let schema { lines.append("  \"$schema\": \(JSONString.quoted(schema)),") }
        lines.append("  \"screen\": \(JSONString.quoted(plan.screen)),")
        if !plan.anchors.isEmpty { lines.append("  \"verify\": \(verify(plan.anchors)),") }
        if plan.elements.isEmpty {
            lines.append("  \"elements\": {}")
        } else {
            lines.append("  \"elements\": {")
            for (index, element) in plan.elements.enumerated() {
                lines.append("    \(JSONString.quoted(element.name)): \(element.json)" + (index == plan.elements.count - 1 ? "" : ","))
            }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func verify(_ anchors: [String]) -> String {
        "{ \"present\": [\(anchors.map(JSONString.quoted).joined(separator: ", "))] }"
    }

    /// `bytes` (a spec whose top-level object is `root`) with the plan's elements appended to its
    /// `elements` object (created at the end when missing) and, when `addVerify`, a `verify`
    /// member at the end. Every other byte stays where it was: new text goes in only after the
    /// last member of an object, laid out like the members before it.
    static func splice(_ plan: ImportPlan, into bytes: [UInt8], root: JSONNode, addVerify: Bool) -> [UInt8] {
        guard case .object(let top) = root.value else { return bytes }
        let spans = JSONSpans(bytes)
        let newline = spans.newline
        // Byte range replaced (empty for an insertion) and the new text.
        var edits: [(offset: Int, length: Int, text: String)] = []
        let topStart = spans.offset(of: root.location)
        let topIndent = spans.indentation(ofLineAt: topStart)
        let unit = memberIndent(of: top, spans: spans, objectStart: topStart).map { String($0.dropFirst(topIndent.count)) } ?? "  "
        let memberIndentation = topIndent + unit
        var topMembers: [String] = []

        let members = plan.elements.map { "\(JSONString.quoted($0.name)): \($0.json)" }
        if !members.isEmpty {
            if let elements = top.members.first(where: { $0.key == "elements" }), case .object(let object) = elements.value.value {
                let start = spans.offset(of: elements.value.location)
                if let last = object.members.last {
                    let lastEnd = spans.end(ofValueAt: spans.offset(of: last.value.location))
                    let keyOffset = spans.offset(of: last.keyLocation)
                    let separator = spans.line(of: keyOffset) == spans.line(of: start)
                        ? " " : newline + spans.indentation(ofLineAt: keyOffset)
                    edits.append((lastEnd, 0, members.map { "," + separator + $0 }.joined()))
                } else {
                    // `{}` (perhaps with spaces inside): the members go on lines of their own.
                    let end = spans.end(ofValueAt: start)
                    let outer = spans.indentation(ofLineAt: spans.offset(of: elements.keyLocation))
                    let text = "{" + newline + members.map { outer + unit + $0 }.joined(separator: "," + newline) + newline + outer + "}"
                    edits.append((start, end - start, text))
                }
            } else {
                let body = members.map { memberIndentation + unit + $0 }.joined(separator: "," + newline)
                topMembers.append("\"elements\": {" + newline + body + newline + memberIndentation + "}")
            }
        }
        if addVerify, !plan.anchors.isEmpty { topMembers.insert("\"verify\": \(verify(plan.anchors))", at: 0) }
        if !topMembers.isEmpty {
            if let last = top.members.last {
                let lastEnd = spans.end(ofValueAt: spans.offset(of: last.value.location))
                let keyOffset = spans.offset(of: last.keyLocation)
                let separator = spans.line(of: keyOffset) == spans.line(of: topStart) ? " " : newline + spans.indentation(ofLineAt: keyOffset)
                edits.append((lastEnd, 0, topMembers.map { "," + separator + $0 }.joined()))
            } else {
                let end = spans.end(ofValueAt: topStart)
                let text = "{" + newline + topMembers.map { memberIndentation + $0 }.joined(separator: "," + newline) + newline + topIndent + "}"
                edits.append((topStart, end - topStart, text))
            }
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            result.replaceSubrange(edit.offset..<(edit.offset + edit.length), with: Array(edit.text.utf8))
        }
        return result
    }

    /// The indentation of the object's first member written on a line of its own, if any.
    private static func memberIndent(of object: JSONObject, spans: JSONSpans, objectStart: Int) -> String? {
        for member in object.members {
            let offset = spans.offset(of: member.keyLocation)
            if spans.line(of: offset) != spans.line(of: objectStart) { return spans.indentation(ofLineAt: offset) }
        }
        return nil
    }

    /// The `$schema` a new spec beside `settings` points at: where the settings' own `$schema`
    /// points (as `init` writes both), with the spec's schema in place of the settings'; nil when
    /// the settings have none, or name another file. Both files are at the specs folder's top.
    static func schema(besideSettings settings: SpecFile?) -> String? {
        guard let settings,
              let object = try? JSONSerialization.jsonObject(with: Data(settings.bytes)) as? [String: Any],
              let path = object["$schema"] as? String, path.hasSuffix(settingsSchema) else { return nil }
        return String(path.dropLast(settingsSchema.count)) + "spec.schema.json"
    }

    private static let settingsSchema = "settings.schema.json"
}
