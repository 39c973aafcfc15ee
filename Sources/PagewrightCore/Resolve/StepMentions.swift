/// Whether resolved steps read a name (a parameter or loop variable): a loop whose steps never
/// read its variable is written `for _ in …`, as an unused name would be a compiler warning in
/// generated code.
enum StepMentions {
    static func mention(_ name: String, in steps: [Resolved.Step]) -> Bool {
        steps.contains { step in
            if let element = step.element, mention(name, in: element) { return true }
            if let reveal = step.reveal, mention(name, in: reveal.container) { return true }
            for condition in step.conditions + [step.until].compactMap({ $0 }) where mention(name, in: condition) { return true }
            switch step.kind {
            case .press(let duration): return mention(name, in: duration)
            case .adjustSlider(let value): return mention(name, in: value)
            case .typeText(let text), .adjustPicker(let text): return mention(name, in: text)
            case .perform(let call): return call.arguments.contains { mention(name, in: $0.value) }
            case .repeatEach(let repetition):
                return repetition.forEach.list == name || mention(name, in: repetition.steps)
            default: return false
            }
        }
    }

    private static func mention(_ name: String, in element: Resolved.ElementUse) -> Bool {
        element.arguments.contains { mention(name, in: $0.value) }
    }

    private static func mention(_ name: String, in condition: Resolved.StepCondition) -> Bool {
        if mention(name, in: condition.element) { return true }
        if case .text(_, _, let text) = condition.test { return mention(name, in: text) }
        return false
    }

    private static func mention(_ name: String, in value: Resolved.Value) -> Bool {
        switch value {
        case .literal: false
        case .parameter(let parameter): parameter == name
        case .text(let text): mention(name, in: text)
        }
    }

    private static func mention(_ name: String, in number: Resolved.Number) -> Bool {
        if case .parameter(let parameter) = number { return parameter == name }
        return false
    }

    private static func mention(_ name: String, in text: Resolved.Text) -> Bool {
        text.parts.contains { part in
            if case .parameter(let parameter, _, _, _) = part { return parameter == name }
            return false
        }
    }
}
