/// The JSON text of a migrated screen or trait: keys in a fixed order, one element, action,
/// check or getter a line, so the same suite always gives the same bytes and a reviewer's edit
/// is a one-line diff.
enum MigratedSpecText {
    static func text(for screen: MigratedScreen) -> String {
        var lines = ["{"]
        var top: [String] = []
        top.append("  \(q(screen.isTrait ? "trait" : "screen")): \(q(screen.name))")
        top.append("  \"summary\": \(q("Migrated from \(screen.sourceType) (\(screen.style.rawValue), \(screen.file):\(screen.line)); review the notes in MIGRATION.md."))")
        if !screen.traits.isEmpty { top.append("  \"traits\": [\(screen.traits.map(q).joined(separator: ", "))]") }
        if !screen.isTrait, !screen.anchors.isEmpty {
            var verify = "\"present\": [\(screen.anchors.map(q).joined(separator: ", "))]"
            if !screen.loaded.isEmpty { verify += ", \"loaded\": [\(screen.loaded.map(q).joined(separator: ", "))]" }
            top.append("  \"verify\": { \(verify) }")
        }
        top.append(section("elements", screen.elements.map { ($0.name, element($0)) }))
        if !screen.actions.isEmpty { top.append(section("actions", screen.actions.map { ($0.name, action($0)) })) }
        if !screen.checks.isEmpty { top.append(section("checks", screen.checks.map { ($0.name, check($0)) })) }
        if !screen.getters.isEmpty { top.append(section("getters", screen.getters.map { ($0.name, getter($0)) })) }
        lines.append(top.joined(separator: ",\n"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func section(_ key: String, _ members: [(String, String)]) -> String {
        guard !members.isEmpty else { return "  \(q(key)): {}" }
        let body = members.map { "    \(q($0.0)): \($0.1)" }.joined(separator: ",\n")
        return "  \(q(key)): {\n\(body)\n  }"
    }

    static func element(_ element: MigratedElement) -> String {
        var fields = ["\"type\": \(q(element.type))"]
        if let id = element.id { fields.append("\"id\": \(q(id))") }
        if let label = element.label { fields.append("\"label\": " + text(label)) }
        if let predicate = element.predicate { fields.append("\"predicate\": \(q(predicate))") }
        if let containing = element.containingPredicate { fields.append("\"containing\": { \"predicate\": \(q(containing)) }") }
        if let index = element.index { fields.append("\"index\": \(index)") }
        if let container = element.container { fields.append("\(q(element.containerIsCollection ? "inAny" : "in")): \(q(container))") }
        if element.all { fields.append("\"all\": true") }
        if element.firstMatch { fields.append("\"unique\": false") }
        if !element.parameters.isEmpty {
            let parameters = element.parameters.map { parameter in
                parameter.name == element.indexParameter
                    ? "\(q(parameter.name)): { \"type\": \(q(parameter.type)), \"match\": [\"index\"] }"
                    : "\(q(parameter.name)): \(q(parameter.type))"
            }
            fields.append("\"params\": { \(parameters.joined(separator: ", ")) }")
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func parameters(_ parameters: [MigratedParameter]) -> String? {
        guard !parameters.isEmpty else { return nil }
        let items = parameters.map { parameter in
            parameter.label.map { "\(q(parameter.name)): { \"type\": \(q(parameter.type)), \"label\": \(q($0)) }" } ?? "\(q(parameter.name)): \(q(parameter.type))"
        }
        return "\"params\": { \(items.joined(separator: ", ")) }"
    }

    static func step(_ step: MigratedStep) -> [String] {
        var fields: [String]
        switch step.kind {
        case .typeText: fields = ["\"typeText\": \(q(step.argument ?? "")), \"into\": \(q(step.element))"]
        case .swipe: fields = ["\"swipe\": \(q(step.element)), \"direction\": \(q(step.argument ?? "up"))"]
        case .press: fields = ["\"press\": \(q(step.element)), \"duration\": \(step.argument ?? "1")"]
        default: fields = ["\(q(step.kind.rawValue)): \(q(step.element))"]
        }
        if !step.args.isEmpty { fields.append("\"args\": { \(step.args.map { "\(q($0.name)): \(q($0.value))" }.joined(separator: ", ")) }") }
        if let condition = step.ifExists { fields.append("\"if\": { \"exists\": \(q(condition)) }") }
        return fields
    }

    static func action(_ action: MigratedAction) -> String {
        var fields: [String] = []
        if let parameters = parameters(action.parameters) { fields.append(parameters) }
        if action.steps.count == 1 {
            fields += step(action.steps[0])
        } else {
            fields.append("\"steps\": [\(action.steps.map { "{ " + step($0).joined(separator: ", ") + " }" }.joined(separator: ", "))]")
        }
        if let destination = action.destination { fields.append("\"to\": \(q(destination))") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func assertion(_ assertion: MigratedAssertion) -> [String] {
        var fields = ["\(q(assertion.kind.rawValue)): \(q(assertion.element))"]
        if let equals = assertion.equals {
            fields.append("\"equals\": " + (assertion.kind == .count && Int(equals) != nil ? equals : text(equals)))
        }
        if let contains = assertion.contains { fields.append("\"contains\": \(q(contains))") }
        if assertion.negated { fields.append("\"equals\": false") }
        if !assertion.args.isEmpty { fields.append("\"args\": { \(assertion.args.map { "\(q($0.name)): \(q($0.value))" }.joined(separator: ", ")) }") }
        return fields
    }

    static func check(_ check: MigratedCheck) -> String {
        var fields: [String] = []
        if let parameters = parameters(check.parameters) { fields.append(parameters) }
        if let item = check.forEachItem, let list = check.forEachList { fields.append("\"forEach\": { \(q(item)): \(q("$" + list)) }") }
        if check.assertions.count == 1 {
            fields += assertion(check.assertions[0])
        } else {
            fields.append("\"assert\": [\(check.assertions.map { "{ " + assertion($0).joined(separator: ", ") + " }" }.joined(separator: ", "))]")
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func getter(_ getter: MigratedGetter) -> String {
        "{ \(q(getter.kind.rawValue)): \(q(getter.element)) }"
    }

    private static func q(_ text: String) -> String { JSONString.quoted(text) }

    /// A text that is one localised key is written `{ "localized": "<key>" }`; any other as a string.
    private static func text(_ text: String) -> String {
        LocalizedTexts.wholeKey(text).map { "{ \"localized\": \(q($0)) }" } ?? q(text)
    }
}
