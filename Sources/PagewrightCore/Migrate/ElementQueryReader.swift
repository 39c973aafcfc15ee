/// Reads an XCUITest query expression (`$0.tabBars.firstMatch.buttons["tab-bar-orders-item"]`,
/// `app.tables.cells.element(boundBy: index)`, `app.staticTexts.containing(predicate).firstMatch`)
/// into the elements of a spec: one `Segment` per element type the chain names, the last being
/// the element and the ones before it its containers.
struct ElementQueryReader {
    struct Segment: Equatable {
        var type: String
        var id: String?
        var label: String?
        var predicate: String?
        var containingPredicate: String?
        var index: Int?
        var indexParameter: String?
        var firstMatch = false
        /// No subscript, `element`, `firstMatch` or index: the chain holds every match.
        var all = true
        var parameters: [String] = []
    }

    enum Result {
        /// A new chain from the app.
        case query([Segment])
        /// An element the page object already names, perhaps searched further (`table.cells`).
        case known(String, [Segment])
        case unreadable(String)
    }

    /// Names standing for the app (`app`, `$0` in a getter closure, `XCUIApplication()`).
    var appNames: Set<String> = ["app", "$0", "application", "XCUIApplication"]
    /// The function's parameters, by name, with their Swift types.
    var parameters: [String: String] = [:]
    /// Local `let`s (a predicate built a line before it is used).
    var locals: [String: [SwiftToken]] = [:]
    /// The page object's element names (a property or a getter) by the names the code uses.
    var knownElements: [String: String] = [:]
    /// String constants of the file (`id.closeButton` → `"Close"`), as robots keep identifiers.
    var constants: [String: String] = [:]
    /// The file's functions making an identifier from an argument (`id.contactCell(name)`).
    var textFunctions = RobotTexts()
    /// The app's localised texts (`LocalString._general_close_action`).
    var localized = LocalizedTexts()

    /// Robot frameworks' element functions on the robot itself (Proton's fusion: `button("id")`,
    /// `staticText(id.title)`, `swittch(…)`), by the element type each finds.
    static let robotElementFunctions: [String: String] = {
        var map: [String: String] = ["otherElement": "other", "swittch": "switch", "switchElement": "switch"]
        for type in XCUITestVocabulary.elementTypes where !["any", "application", "other", "switch"].contains(type) { map[type] = type }
        return map
    }()

    private static let typesByQuery: [String: String] = {
        var map: [String: String] = [:]
        for type in XCUITestVocabulary.elementTypes { if let property = XCUITestVocabulary.queryProperty(for: type) { map[property] = type } }
        return map
    }()

    func read(_ tokens: [SwiftToken], depth: Int = 0) -> Result {
        var tokens = tokens.filter { !$0.isWord("try") }
        while tokens.first?.isSymbol("?") == true || tokens.first?.isSymbol("!") == true { tokens.removeFirst() }
        guard !tokens.isEmpty, depth < 8 else { return .unreadable("an empty query") }
        // A local holding a query: read what it holds, then the rest.
        if tokens[0].kind == .word, let held = locals[tokens[0].text], depth < 8 {
            return read(held + tokens.dropFirst(), depth: depth + 1)
        }
        var position = 0
        var segments: [Segment] = []
        var known: String?
        // The base.
        if tokens[0].isWord("self") || tokens[0].isWord("Self"), tokens.count > 2, tokens[1].isSymbol(".") { position = 2 }
        guard position < tokens.count, tokens[position].kind == .word else { return .unreadable("a query that does not start from the app or an element") }
        let base = tokens[position].text
        position += 1
        if base == "XCUIApplication" {
            guard position < tokens.count, tokens[position].isSymbol("(") else { return .unreadable("a query on XCUIApplication without ()") }
            let close = Self.closing(tokens, from: position)
            if close - position > 1 { return .unreadable("a query on another app (XCUIApplication with a bundle identifier)") }
            position = close + 1
        } else if appNames.contains(base) {
            // The app itself.
        } else if let element = knownElements[base], !isRobotElementCall(tokens, at: position - 1) {
            known = element
            // A getter called with the app (`searchButtonGetter(app)`).
            if position < tokens.count, tokens[position].isSymbol("(") { position = Self.closing(tokens, from: position) + 1 }
        } else if let type = Self.robotElementFunctions[base], position < tokens.count, tokens[position].isSymbol("(") {
            // `button("Save")`, `cell(id.pinCell)`: the robot's own element function.
            let close = Self.closing(tokens, from: position)
            var segment = Segment(type: type)
            segment.all = false
            let argument = Array(tokens[(position + 1)..<close])
            if !argument.isEmpty {
                guard let text = text(argument) else {
                    return .unreadable("an identifier it cannot compute (\(SwiftOutline.text(of: argument)))")
                }
                if RobotElementArgument.isLabel(text.text, argument: argument) { segment.label = text.text } else { segment.id = text.text }
                segment.parameters = text.parameters
            }
            segments.append(segment)
            position = close + 1
        } else if Self.typesByQuery[base] != nil {
            // A helper enum's `buttons["x"]` on an implicit app.
            position -= 1
        } else {
            return .unreadable("'\(base)' is neither the app nor an element this page object names")
        }
        while position < tokens.count {
            let token = tokens[position]
            if token.isSymbol(".") || token.isSymbol("?"), position + 1 < tokens.count, tokens[position + 1].kind == .word {
                let member = tokens[position + 1].text
                position += 2
                var arguments: [SwiftToken]?
                if position < tokens.count, tokens[position].isSymbol("(") {
                    let close = Self.closing(tokens, from: position)
                    arguments = Array(tokens[(position + 1)..<close])
                    position = close + 1
                }
                if let type = Self.typesByQuery[member], arguments == nil {
                    segments.append(Segment(type: type))
                    continue
                }
                switch member {
                case "onChild" where arguments != nil, "inTable" where arguments != nil, "inCollection" where arguments != nil:
                    // fusion: `cell(x).onChild(button(y))` is y inside x; `cell(x).inTable(table(t))` is x inside t.
                    guard case .query(let inner) = read(arguments!, depth: depth + 1) else { return .unreadable("\(member) of what it cannot read") }
                    segments = member == "onChild" ? segments + inner : inner + segments
                case "descendants", "children":
                    guard let arguments, let type = Self.typeArgument(arguments) else { return .unreadable("\(member)(matching:) of a type it cannot read") }
                    segments.append(Segment(type: type))
                case "byIndex":
                    guard !segments.isEmpty, let arguments, arguments.count == 1 else { return .unreadable("byIndex of what it cannot follow") }
                    if arguments[0].kind == .number, let index = Int(arguments[0].text) {
                        segments[segments.count - 1].index = index
                    } else if arguments[0].kind == .word, parameters[arguments[0].text] != nil {
                        segments[segments.count - 1].indexParameter = arguments[0].text
                    } else {
                        return .unreadable("byIndex(\(SwiftOutline.text(of: arguments))): an index it cannot follow")
                    }
                case "firstMatch":
                    guard !segments.isEmpty else { return known.map { Result.known($0, []) } ?? .unreadable("firstMatch on the app") }
                    segments[segments.count - 1].firstMatch = true
                    segments[segments.count - 1].all = false
                case "element":
                    guard !segments.isEmpty else { return .unreadable("element on the app") }
                    segments[segments.count - 1].all = false
                    if let arguments {
                        if arguments.first?.isWord("matching") == true, let label = arguments.firstIndex(where: { $0.isWord("identifier") }),
                           label + 2 < arguments.count, let text = text(Array(arguments[(label + 2)...])) {
                            // `element(matching: .any, identifier: "x")`
                            segments[segments.count - 1].id = text.text
                            segments[segments.count - 1].parameters += text.parameters
                            continue
                        }
                        guard arguments.first?.isWord("boundBy") == true || arguments.first?.isWord("matching") == true else {
                            return .unreadable("element(\(SwiftOutline.text(of: arguments))): a form it does not know")
                        }
                        let value = Array(arguments.dropFirst(2))
                        if arguments.first?.isWord("matching") == true {
                            guard let predicate = predicate(value) else { return .unreadable("a predicate it cannot read") }
                            segments[segments.count - 1].predicate = predicate.text
                            segments[segments.count - 1].parameters += predicate.parameters
                            segments[segments.count - 1].firstMatch = true
                        } else if value.count == 1, value[0].kind == .number, let index = Int(value[0].text) {
                            segments[segments.count - 1].index = index
                        } else if value.count == 1, value[0].kind == .word, parameters[value[0].text] != nil {
                            segments[segments.count - 1].indexParameter = value[0].text
                        } else {
                            return .unreadable("element(boundBy: \(SwiftOutline.text(of: value))): an index it cannot follow")
                        }
                    }
                case "matching", "containing":
                    guard !segments.isEmpty, let arguments else { return .unreadable("\(member) where it cannot follow") }
                    if arguments.first?.isWord("identifier") == true {
                        guard let text = text(Array(arguments.dropFirst(2))) else { return .unreadable("an identifier it cannot compute") }
                        segments[segments.count - 1].id = text.text
                        segments[segments.count - 1].parameters += text.parameters
                    } else if let predicate = predicate(arguments) {
                        if member == "matching" {
                            segments[segments.count - 1].predicate = predicate.text
                        } else {
                            segments[segments.count - 1].containingPredicate = predicate.text
                        }
                        segments[segments.count - 1].parameters += predicate.parameters
                    } else {
                        return .unreadable("\(member)(\(SwiftOutline.text(of: arguments))): a form it does not know")
                    }
                default:
                    // Something else is done with the element (`tap()`, `exists`): the query ends here.
                    return finish(known: known, segments)
                }
                continue
            }
            if token.isSymbol("[") {
                guard !segments.isEmpty else { return .unreadable("a subscript on the app") }
                let close = Self.closing(tokens, from: position)
                guard let text = text(Array(tokens[(position + 1)..<close])) else {
                    return .unreadable("an identifier it cannot compute (\(SwiftOutline.text(of: Array(tokens[(position + 1)..<close]))))")
                }
                segments[segments.count - 1].id = text.text
                segments[segments.count - 1].parameters += text.parameters
                segments[segments.count - 1].all = false
                position = close + 1
                continue
            }
            break
        }
        return finish(known: known, segments)
    }

    /// `button(id.save)` where an element is also named `button`: the robot's element function,
    /// unless it is given the app alone (`button(app)`, a getter of the page object).
    private func isRobotElementCall(_ tokens: [SwiftToken], at position: Int) -> Bool {
        guard Self.robotElementFunctions[tokens[position].text] != nil, position + 1 < tokens.count, tokens[position + 1].isSymbol("(") else { return false }
        let close = Self.closing(tokens, from: position + 1)
        let arguments = tokens[(position + 2)..<close]
        return !(arguments.count == 1 && (appNames.contains(arguments.first!.text) || arguments.first!.isWord("self")))
    }

    private func finish(known: String?, _ segments: [Segment]) -> Result {
        if let known { return .known(known, segments) }
        return segments.isEmpty ? .unreadable("a query that names no element type") : .query(segments)
    }

    /// A constant string, a parameter (`$name`) or an interpolation of parameters (`cell-$index`).
    func text(_ tokens: [SwiftToken]) -> (text: String, parameters: [String])? {
        var tokens = tokens.filter { !$0.isWord("try") }
        // `identifier!`: an optional parameter, unwrapped.
        if tokens.count == 2, tokens[1].isSymbol("!"), tokens[0].kind == .word, parameters[tokens[0].text] != nil { tokens.removeLast() }
        if tokens.count == 1, tokens[0].isString {
            guard tokens[0].isInterpolated else { return (Self.escapedDollars(tokens[0].text), []) }
            return interpolation(tokens[0].text)
        }
        if tokens.count == 1, tokens[0].kind == .word, parameters[tokens[0].text] != nil { return ("$" + tokens[0].text, [tokens[0].text]) }
        if tokens.count == 1, tokens[0].kind == .word, let held = locals[tokens[0].text] { return text(held) }
        // `id.close`, `UID.Button.newNote`, a top-level `screenName`: a constant of the file or the
        // suite, already a template (a literal `$` doubled).
        if tokens.count % 2 == 1, tokens.enumerated().allSatisfy({ $0.offset % 2 == 0 ? $0.element.kind == .word : $0.element.isSymbol(".") }),
           let constant = constants[tokens.filter { $0.kind == .word }.map(\.text).joined(separator: ".")] {
            return (constant, [])
        }
        // An enum's raw value (`ID.title.rawValue`).
        if tokens.count == 5, tokens[0].kind == .word, tokens[1].isSymbol("."), tokens[2].kind == .word, tokens[3].isSymbol("."), tokens[4].isWord("rawValue"),
           let constant = constants[tokens[0].text + "." + tokens[2].text] {
            return (constant, [])
        }
        if let made = textFunctions.call(tokens, parameters: parameters) { return made }
        if let reference = localized.reference(tokens), let template = reference.template { return (template, []) }
        return nil
    }

    /// `"cell_\(index)"` → `cell_${index}` when every interpolation is a parameter's name (with
    /// its spaces replaced by `_`, or not) or a localised text.
    private func interpolation(_ text: String) -> (text: String, parameters: [String])? {
        RobotTexts.interpolation(text, parameters: Set(parameters.keys), localized: localized, constants: constants).map { ($0.text, $0.parameters) }
    }

    /// `NSPredicate(format: "label CONTAINS[c] %@", name)` with its arguments put in: a
    /// parameter as `$name`, a constant quoted.
    func predicate(_ tokens: [SwiftToken]) -> (text: String, parameters: [String])? {
        var tokens = tokens.filter { !$0.isWord("try") }
        if tokens.count == 1, tokens[0].kind == .word, let held = locals[tokens[0].text] { tokens = held }
        guard tokens.count >= 5, tokens[0].isWord("NSPredicate"), tokens[1].isSymbol("("), tokens[2].isWord("format"), tokens[3].isSymbol(":"),
              tokens[4].isString else { return nil }
        let close = Self.closing(tokens, from: 1)
        // `NSPredicate(format: "label == '" + name + "'")`: a format joined from texts.
        if close > 5, tokens[5].isSymbol("+") { return joinedFormat(Array(tokens[4..<close])) }
        // `NSPredicate(format: "label LIKE '\(name)'")`: the format itself made of parameters and constants.
        if tokens[4].isInterpolated {
            guard close == 5, !tokens[4].text.contains("%") else { return nil }
            return interpolation(tokens[4].text)
        }
        let arguments = Self.split(Array(tokens[5..<close]).drop { $0.isSymbol(",") })
        var format = Substring(tokens[4].text)
        var result = ""
        var used: [String] = []
        var next = 0
        while let percent = format.firstIndex(of: "%") {
            result += Self.escapedDollars(String(format[..<percent]))
            let after = format.index(after: percent)
            guard after < format.endIndex else { return nil }
            if format[after] == "%" { result += "%"; format = format[format.index(after: after)...]; continue }
            // `%@`, `%d`, `%K`, `%ld`: the specifier's letters.
            var end = after
            while end < format.endIndex, format[end] == "l" { end = format.index(after: end) }
            guard end < format.endIndex, next < arguments.count else { return nil }
            let specifier = format[end]
            let argument = arguments[next]
            next += 1
            if argument.count == 1, argument[0].isString, !argument[0].isInterpolated {
                result += specifier == "K" ? argument[0].text : "'" + Self.escapedDollars(argument[0].text).replacingOccurrences(of: "'", with: "\\'") + "'"
            } else if argument.count == 1, argument[0].isString, specifier != "K", let made = interpolation(argument[0].text) {
                // `"Store chart \(period)"`: a text made of parameters, quoted like a constant.
                result += "'" + made.text.replacingOccurrences(of: "'", with: "\\'") + "'"
                used += made.parameters
            } else if argument.count == 1, argument[0].kind == .number {
                result += argument[0].text
            } else if argument.count == 1, argument[0].kind == .word, parameters[argument[0].text] != nil, specifier != "K" {
                result += "$" + argument[0].text
                used.append(argument[0].text)
            } else {
                return nil
            }
            format = format[format.index(after: end)...]
        }
        return (result + Self.escapedDollars(String(format)), used)
    }

    /// `.button` in `descendants(matching: .button)`.
    static func typeArgument(_ tokens: [SwiftToken]) -> String? {
        guard tokens.count >= 4, tokens[0].isWord("matching"), tokens[2].isSymbol("."), XCUITestVocabulary.isElementType(tokens[3].text) else { return nil }
        return tokens[3].text
    }

    /// `$` is a template's parameter sign: a literal one is written `$$`.
    static func escapedDollars(_ text: String) -> String { text.replacingOccurrences(of: "$", with: "$$") }

    /// The index of the bracket closing the one at `open` (or the last index when unclosed).
    static func closing(_ tokens: [SwiftToken], from open: Int) -> Int {
        var depth = 0
        for position in open..<tokens.count {
            let token = tokens[position]
            guard token.kind == .symbol else { continue }
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1; if depth == 0 { return position } }
        }
        return tokens.count - 1
    }

    /// Arguments split at top-level commas.
    static func split(_ tokens: some Collection<SwiftToken>) -> [[SwiftToken]] {
        var groups: [[SwiftToken]] = []
        var current: [SwiftToken] = []
        var depth = 0
        for token in tokens {
            if token.kind == .symbol, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .symbol, [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, token.isSymbol(",") { groups.append(current); current = [] } else { current.append(token) }
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }
}
