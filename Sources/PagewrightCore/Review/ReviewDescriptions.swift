/// Short, stable descriptions of spec constructs for the review: how an element is found, where an
/// action leads, a parameter list. Two constructs that read the same mean the same.
enum ReviewDescriptions {
    /// `button id "Login.submit" in tabBar`, `cell in list, the $position-th`, `alert predicate "label CONTAINS[c] 'use'"`.
    static func locator(_ element: Resolved.Element) -> String {
        locator(element.locator, type: element.type, collection: element.isCollection)
    }

    static func locator(_ locator: Resolved.Locator, type: String, collection: Bool) -> String {
        var parts = [type]
        switch locator.matching {
        case .none: break
        case .identifier(let text): parts.append("id \"\(Self.text(text))\"")
        case .label(let text):
            parts.append(locator.localized.map { "label \"\($0.key)\" (localised)" } ?? "label \"\(Self.text(text))\"")
        case .predicate(let predicate): parts.append("predicate \"\(Self.predicate(predicate))\"")
        }
        for filter in locator.filters {
            parts.append("$\(filter.parameter) on \(filter.attributes.map(\.rawValue).joined(separator: "/"))\(filter.isOptional ? " (optional)" : "")")
        }
        switch locator.scope {
        case .context: break
        case .container(let ref, _, let every): parts.append("\(every ? "in any" : "in") \(ref.name)")
        }
        if locator.direct { parts.append("(direct children)") }
        for containing in locator.containing { parts.append("containing " + Self.containing(containing)) }
        for containing in locator.notContaining { parts.append("not containing " + Self.containing(containing)) }
        switch locator.pick {
        case .first: break
        case .index(let index): parts.append("index \(index)")
        case .indexParameter(let name, _, _): parts.append("index $\(name)")
        case .all: parts.append("(all)")
        case .unique: parts.append("(unique)")
        case .context: parts.append("(the app)")
        case .last: parts.append("(last)")
        }
        if let frame = locator.frame { parts.append("frame " + frame.given.map { "\($0.name) \($0.value)" }.joined(separator: ", ")) }
        if collection, locator.pick != .all { parts.append("(all)") }
        return parts.joined(separator: " ")
    }

    private static func containing(_ containing: Resolved.Locator.Containing) -> String {
        let type = containing.type ?? "any"
        switch containing.matching {
        case .identifier(let id): return id.map { "\(type) id \"\($0)\"" } ?? type
        case .label(let text): return "\(type) label \"\(Self.text(text))\""
        case .predicate(let predicate): return "\(type) predicate \"\(Self.predicate(predicate))\""
        }
    }

    /// The predicate as the spec reads: each `%@` back to the parameter or quoted text it stands for.
    static func predicate(_ predicate: Resolved.Locator.Predicate) -> String {
        var result = ""
        var arguments = predicate.arguments.makeIterator()
        var rest = Substring(predicate.format)
        while let range = rest.range(of: "%@") {
            result += rest[..<range.lowerBound]
            switch arguments.next() {
            case .parameter(let name, let path, _)?: result += "$" + ([name] + path).joined(separator: ".")
            case .text(let text)?: result += "'" + Self.text(text) + "'"
            case nil: result += "%@"
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// `Filter.$group`.
    static func text(_ text: Resolved.Text) -> String {
        text.parts.map { part in
            switch part {
            case .literal(let literal): literal.replacingOccurrences(of: "$", with: "$$")
            case .parameter(let name, let path, _, let transforms):
                transforms.isEmpty ? "$" + ([name] + path).joined(separator: ".")
                    : "${" + ([name] + path).joined(separator: ".") + transforms.map { "|" + $0.rawValue }.joined() + "}"
            case .localized(let text, let transforms): "${localized:" + text.key + transforms.map { "|" + $0.rawValue }.joined() + "}"
            }
        }.joined()
    }

    /// `Profile`, `back to its opener`, `one of PhotoDetail, VideoDetail`, `stays`.
    static func destination(_ destination: Resolved.Destination) -> String {
        switch destination {
        case .stay: "stays"
        case .screen(let target): target.name
        case .source: "back to its opener"
        case .trait(let trait, _): "back to a screen adopting \(trait)"
        case .oneOf(let targets, _): "one of " + targets.map(\.name).joined(separator: ", ")
        }
    }

    /// `(login: String, tab: Tab = week)`, `()`.
    static func parameters(_ parameters: [Resolved.Parameter]) -> String {
        "(" + parameters.map { parameter in
            var text = "\(parameter.name): \(type(parameter.type))\(parameter.isOptional ? "?" : "")"
            if let value = parameter.defaultValue { text += " = \(SwiftValues.literal(value))" }
            return text
        }.joined(separator: ", ") + ")"
    }

    static func type(_ type: Resolved.ValueType) -> String { SwiftValues.type(type) }
}
