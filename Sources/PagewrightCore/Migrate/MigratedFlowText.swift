/// The JSON text of a file of migrated flows: one flow a line or two, keys in a fixed order, so
/// the same suite always gives the same bytes.
enum MigratedFlowText {
    static func text(for flows: [MigratedFlow]) -> String {
        let items = flows.map { flow in
            var fields = ["\"from\": \(q(flow.start))",
                          "\"summary\": \(q("Migrated from \(flow.subject) (\(flow.file):\(flow.line)); review the notes in MIGRATION.md."))"]
            if !flow.parameters.isEmpty {
                let parameters = flow.parameters.map { parameter in
                    var details: [String] = []
                    if let label = parameter.label { details.append("\"label\": \(q(label))") }
                    if let value = parameter.defaultValue { details.append("\"default\": \(value)") }
                    return details.isEmpty ? "\(q(parameter.name)): \(q(parameter.type))"
                        : "\(q(parameter.name)): { \"type\": \(q(parameter.type)), \(details.joined(separator: ", ")) }"
                }
                fields.append("\"params\": { \(parameters.joined(separator: ", ")) }")
            }
            let steps = flow.steps.map { step in
                step.args.isEmpty ? q(step.action)
                    : "{ \"action\": \(q(step.action)), \"args\": { \(step.args.map { "\(q($0.name)): \($0.value)" }.joined(separator: ", ")) } }"
            }
            fields.append("\"steps\": [\(steps.joined(separator: ", "))]")
            return "    \(q(flow.name)): {\n      " + fields.joined(separator: ",\n      ") + "\n    }"
        }
        return "{\n  \"flows\": {\n" + items.joined(separator: ",\n") + "\n  }\n}\n"
    }

    private static func q(_ text: String) -> String { JSONString.quoted(text) }
}
