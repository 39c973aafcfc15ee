/// Reads one method of a page object into an action (steps and where it leads), a check (its
/// assertions) or a getter, registering the elements it touches on the screen; every statement
/// it cannot carry becomes a note with its line.
struct MethodReader {
    /// Swift type names of the suite's page objects → their spec names.
    var pageTypes: [String: String]
    /// The page object's own Swift type name.
    var ownType: String
    var file: String
    /// Names standing for the app in this page object.
    var appNames: Set<String>
    /// The names of the page object's own methods (a call of one becomes a `do` step).
    var ownMethods: Set<String> = []
    /// The file's string constants (`id.closeButton`).
    var constants: [String: String] = [:]
    /// The file's functions making an identifier (`id.contactCell(name)`).
    var textFunctions = RobotTexts()
    /// The app's localised texts.
    var localized = LocalizedTexts()
    /// The parameters of the page object's own methods, for a call's unlabelled arguments.
    var ownSignatures: [String: [SwiftOutline.Parameter]] = [:]
    /// The suite's top-level `let`s holding a query (`let navBackButton = XCUIApplication()…`),
    /// read wherever a page object names them.
    var globalQueries: [String: [SwiftToken]] = [:]
    /// Methods without parameters that an extension of the page object's base class (outside
    /// the suite: `extension ScreenObject { func pop() … }`) adds, with the file they are in.
    var inheritedMethods: [String: (member: SwiftOutline.Member, file: String)] = [:]
    /// The page object's computed properties that read an element (`var emailText: String {
    /// emailFieldGetter(app).label }`), read like a local where a method names them.
    var readingProperties: [String: [SwiftToken]] = [:]

    private static let simpleTypes: [String: String] = ["String": "String", "Int": "Int", "Bool": "Bool", "Double": "Double", "UInt": "UInt"]
    private static let steps: [String: MigratedStep.Kind] = [
        "tap": .tap, "doubleTap": .doubleTap, "press": .press, "typeText": .typeText, "clearText": .clearText,
        "clearTextIfNeeded": .clearText, "clearAndEnterText": .typeText, "enterText": .typeText, "waitAndTap": .tap, "swipeUp": .swipe, "swipeDown": .swipe, "swipeLeft": .swipe,
        "swipeRight": .swipe, "waitForExistence": .waitFor, "waitForIsHittable": .waitFor,
        "longPress": .press, "waitUntilExists": .waitFor,
        // fusion's: a tap, then a swipe from where it tapped (pull to refresh), and its taps.
        "tapThenSwipeDown": .swipe, "tapThenSwipeUp": .swipe, "tapThenSwipeLeft": .swipe, "tapThenSwipeRight": .swipe,
        "forceTap": .tap, "tapIfExists": .tap,
    ]
    /// Robot frameworks' checks on an element (fusion's `checkExists()`, `checkHasLabel("On")`).
    private static let elementChecks: [String: (MigratedAssertion.Kind, Bool)] = [
        "checkExists": (.exists, false), "checkDoesNotExist": (.notExists, false), "checkIsHittable": (.isHittable, false),
        "checkEnabled": (.isEnabled, false), "checkDisabled": (.isEnabled, true), "checkSelected": (.isSelected, false),
        "checkHasLabel": (.label, false), "checkHasValue": (.value, false),
        "waitForNotHittable": (.notExists, false),
    ]
    private static let readings: [String: MigratedAssertion.Kind] = [
        "exists": .exists, "waitForExistence": .exists, "isHittable": .isHittable, "waitForIsHittable": .isHittable, "isEnabled": .isEnabled, "isSelected": .isSelected,
        "label": .label, "value": .value, "count": .count, "hittable": .isHittable,
    ]

    enum Outcome {
        case action(MigratedAction)
        case check(MigratedCheck)
        case getter(MigratedGetter)
        case nothing
    }

    /// Where a method that returns a page leads: its own type (`Self`) stays, another page type
    /// is the destination.
    func destination(of result: [SwiftToken]) -> (stays: Bool, to: String?, other: String?) {
        let words = result.filter { $0.kind == .word }.map(\.text)
        guard let first = words.first else { return (true, nil, nil) }
        if first == "Self" || first == ownType { return (true, nil, nil) }
        if let screen = pageTypes[first] { return (false, screen, nil) }
        return (false, nil, SwiftOutline.text(of: result))
    }

    func read(_ member: SwiftOutline.Member, into builder: inout ScreenBuilder, verifyNames: [String]) -> Outcome {
        let subject = "\(ownType).\(member.name)"
        guard let body = member.body else { return .nothing }
        var parameters: [MigratedParameter] = []
        var parameterTypes: [String: String] = [:]
        for parameter in member.parameters {
            // `String?`: the spec's parameter is the text itself (a caller passes one).
            let optional = parameter.type.hasSuffix("?") ? Self.simpleTypes[String(parameter.type.dropLast())] : nil
            if let optional {
                note(.guess, member.line, subject, "its parameter '\(parameter.name): \(parameter.type)' became a \(optional) a caller always passes (nil and its default are not carried)", &builder)
            }
            // `[String]`: a list a check may go through (`forEach`); unused otherwise, and left out.
            let list = parameter.type.hasPrefix("[") && parameter.type.hasSuffix("]")
                ? Self.simpleTypes[String(parameter.type.dropFirst().dropLast())].map { "[" + $0 + "]" } : nil
            guard let type = Self.simpleTypes[parameter.type] ?? optional ?? list else {
                note(.notCarried, member.line, subject, "its parameter '\(parameter.name): \(parameter.type)' is not a String, Int, Bool or Double; the method is left to a reviewer (a list or a record of the app's needs a type in Types.json, or a custom action)", &builder)
                // A check keeps the assertions that do not use it, said as a guess.
                if ["verify", "assert", "check", "expect"].contains(where: { member.name.lowercased().hasPrefix($0) }) {
                    var without = member
                    without.parameters.removeAll { $0.name == parameter.name }
                    var copy = builder
                    switch read(without, into: &copy, verifyNames: verifyNames) {
                    case .check(let check):
                        builder = copy
                        note(.guess, member.line, subject, "a check without its parameter '\(parameter.name)': it keeps \(check.assertions.count == 1 ? "the assertion that does" : "the \(check.assertions.count) assertions that do") not use it; those that do are listed as not carried", &builder)
                        return .check(check)
                    case .action(let action) where action.destination == nil && action.steps.allSatisfy({ $0.kind == .do }):
                        // Calls of the screen's checks: a check once they are read (`SuiteReader`).
                        builder = copy
                        note(.guess, member.line, subject, "a check without its parameter '\(parameter.name)': it keeps its calls that do not use it; the statements that do are listed as not carried", &builder)
                        return .action(action)
                    default:
                        break
                    }
                }
                keepElements(of: member.body ?? [], line: member.line, subject: subject, into: &builder)
                return .nothing
            }
            parameterTypes[parameter.name] = type
            let label: String? = parameter.label == parameter.name ? nil : (parameter.label ?? "_")
            parameters.append(MigratedParameter(name: parameter.name, type: type, label: label))
        }
        var queries = ElementQueryReader()
        queries.appNames = appNames
        queries.constants = constants
        queries.textFunctions = textFunctions
        queries.localized = localized
        queries.parameters = parameterTypes
        queries.knownElements = builder.known
        // A page object's own name for an element wins over a global of the same name.
        queries.locals = globalQueries.filter { builder.known[$0.key] == nil }
        queries.locals.merge(readingProperties) { _, property in property }
        let resultWords = member.type.filter { $0.kind == .word }.map(\.text)
        let statements = inlined(StatementSplitter.statements(body).map(strippingOwnTypeName), subject: subject, builder: &builder)

        // A getter: one expression reading an element, returning a Bool, String or Int.
        if statements.count == 1, ["Bool", "String", "Int"].contains(resultWords.first ?? ""), member.parameters.isEmpty {
            var expression = statements[0]
            if expression.first?.isWord("return") == true { expression.removeFirst() }
            if let found = reading(expression, queries: queries, builder: &builder, parameterTypes: parameterTypes) {
                let (kind, element) = found
                if kind == .exists, expression.contains(where: { $0.isWord("waitForExistence") }) {
                    note(.guess, member.line, subject, "waitForExistence(timeout:) became a getter of 'exists' without its timeout; give it a \"wait\" if it should poll", &builder)
                }
                return .getter(MigratedGetter(name: member.name, kind: kind, element: element))
            }
        }

        if Self.onlyCallsSuper(statements, name: member.name) {
            note(.guess, member.line, subject, "it only calls the base class's '\(member.name)': the base's member (its trait's) serves, not a copy", &builder)
            return .nothing
        }
        let notesBefore = builder.notes.count
        let isCheckName = ["verify", "assert", "check", "expect"].contains { member.name.lowercased().hasPrefix($0) }
        let hasAssertions = body.contains { $0.kind == .word && ($0.text.hasPrefix("XCTAssert") || Self.elementChecks[$0.text] != nil) }
        var steps: [MigratedStep] = []
        var assertions: [MigratedAssertion] = []
        var target = destination(of: member.type)
        var returned: String?
        var forEach: (item: String, list: String)?
        var quietGuard: (firstStep: Int, element: String)?
        for statement in statements {
            guard let first = statement.first else { continue }
            let line = first.line
            let words = statement.filter { $0.kind == .word }.map(\.text)
            // Local bindings: remembered for the queries that use them.
            if (first.isWord("let") || first.isWord("var")), statement.count > 3, statement[2].isSymbol("=") {
                queries.locals[statement[1].text] = Array(statement.dropFirst(3))
                continue
            }
            if first.isWord("return") {
                let rest = Array(statement.dropFirst()).filter { !$0.isWord("try") && !$0.isSymbol("?") && !$0.isSymbol("!") }
                if rest.isEmpty || rest.first?.isWord("self") == true && rest.count == 1 { continue }
                if let type = rest.first?.text, let screen = pageTypes[type], rest.count >= 3, rest[1].isSymbol("(") {
                    returned = screen
                    continue
                }
                if let calls = ownCalls(rest, parameterTypes: parameterTypes, queries: queries) {
                    steps += calls
                    continue
                }
                if (isCheckName || hasAssertions), let found = assertion(rest, line: line, queries: queries, builder: &builder, parameterTypes: parameterTypes, subject: subject, verifyNames: verifyNames) {
                    assertions += found
                    continue
                }
                note(.notCarried, line, subject, "it returns '\(SwiftOutline.text(of: rest))', which migrate cannot follow", &builder)
                continue
            }
            if forEach == nil, let loop = listLoop(statement, member: member, parameterTypes: parameterTypes, builder: &builder, verifyNames: verifyNames) {
                forEach = (loop.item, loop.list)
                assertions += loop.assertions
                continue
            }
            // `guard searchField.exists else { return }`: the original returns quietly when the
            // element is missing, so the steps after it run only when it shows.
            if first.isWord("guard"), quietGuard == nil, member.type.isEmpty,
               let element = quietGuardElement(statement, queries: queries, builder: &builder, parameterTypes: parameterTypes, subject: subject) {
                quietGuard = (steps.count, element)
                note(.guess, line, subject, "'guard … .exists else { return }' returns quietly when '\(element)' is missing: the steps after it carry \"if\": { \"exists\": \"\(element)\" }", &builder)
                continue
            }
            if let keyword = words.first, ["if", "guard", "for", "while", "switch", "repeat", "do", "defer"].contains(keyword), first.isWord(keyword) {
                let why = ["for": "a loop", "while": "a loop", "repeat": "a loop", "switch": "a switch", "if": "a condition", "guard": "a condition",
                           "do": "a do/catch", "defer": "a defer"][keyword]!
                note(.notCarried, line, subject, "\(why) (\(keyword) …): its steps are not carried; say it with \"if\"/\"unless\", \"repeat\" or a custom action", &builder)
                if let open = statement.firstIndex(where: { $0.isSymbol("{") }) {
                    keepElements(of: Array(statement[(open + 1)...]).filter { !$0.isSymbol("{") && !$0.isSymbol("}") }, line: line, subject: subject, into: &builder)
                    if ["if", "guard", "while"].contains(keyword) {
                        keepElements(of: Self.conditionAsAssertions(Array(statement[1..<open]), locals: queries.locals), line: line, subject: subject, into: &builder)
                    }
                }
                continue
            }
            // `try OtherScreen()` alone: the page object checks that screen is showing.
            let bare = statement.filter { !$0.isWord("try") && !$0.isSymbol("?") && !($0.isWord("_")) && !$0.isSymbol("=") }
            if let type = bare.first?.text, let screen = pageTypes[type], bare.count >= 3, bare[1].isSymbol("("), Self.closing(bare, 1) == bare.count - 1 {
                returned = screen
                continue
            }
            if let calls = ownCalls(bare, parameterTypes: parameterTypes, queries: queries) {
                steps += calls
                continue
            }
            // `super.init()`: the base class's own set-up, nothing of the screen's.
            if words == ["super", "init"] { continue }
            if let name = first.kind == .word ? first.text : nil, name.hasPrefix("XCTAssert") || name == "XCTFail" {
                if let found = assertion(statement, line: line, queries: queries, builder: &builder, parameterTypes: parameterTypes, subject: subject, verifyNames: verifyNames) {
                    assertions += found
                }
                continue
            }
            let callName = Self.lastCall(statement.filter { !$0.isWord("try") })?.name
            if let call = Self.lastCall(statement.filter { !$0.isWord("try") }), let check = Self.elementChecks[call.name] {
                let (kind, negated) = check
                let tokens = statement.filter { !$0.isWord("try") }
                guard let target = element(Array(tokens[..<call.start]), queries: queries, builder: &builder, parameterTypes: parameterTypes,
                                           subject: subject, line: line) else { continue }
                if call.name == "waitForNotHittable" {
                    note(.guess, line, subject, "waitForNotHittable() became a check that '\(target.name)' does not exist: the robot also passes when it exists out of reach", &builder)
                }
                var found = MigratedAssertion(kind: kind, element: target.name, negated: negated)
                if kind == .label || kind == .value {
                    guard let text = queries.text(call.arguments) else {
                        note(.notCarried, line, subject, "'\(Self.shortened(SwiftOutline.text(of: Array(statement.prefix(40)))))': a text it cannot read", &builder)
                        continue
                    }
                    found.equals = text.text
                }
                assertions.append(found)
                continue
            }
            if let callName, Self.steps[callName] != nil {
                guard let step = step(statement, queries: queries, builder: &builder, parameterTypes: parameterTypes, subject: subject) else { continue }
                if (isCheckName || hasAssertions), step.kind == .waitFor {
                    assertions.append(MigratedAssertion(kind: .exists, element: step.element, args: step.args))
                    note(.guess, line, subject, "a wait for '\(step.element)' in a check became an assertion that it exists", &builder)
                } else {
                    steps.append(step)
                }
                continue
            }
            if Self.isLogLine(statement) { continue }
            if first.isWord("sleep") || words.starts(with: ["Thread", "sleep"]) || words.starts(with: ["usleep"]) {
                note(.notCarried, line, subject, "a fixed sleep: the generated code waits for what it needs instead; nothing carried", &builder)
                continue
            }
            note(.notCarried, line, subject, "'\(Self.shortened(SwiftOutline.text(of: Array(statement.prefix(40)))))': a call migrate cannot follow", &builder)
        }
        if let quietGuard {
            for index in steps.indices where index >= quietGuard.firstStep && steps[index].ifExists == nil { steps[index].ifExists = quietGuard.element }
        }
        if let returned {
            if target.to == nil, target.stays == false || returned != builder.screen.name { target = (false, returned, nil) }
        }
        if let other = target.other, target.to == nil {
            if !assertions.isEmpty || !steps.isEmpty {
                note(.notCarried, member.line, subject, "it returns '\(other)', which is not a page object of the suite; the destination is left out", &builder)
            }
        }
        if !assertions.isEmpty && steps.isEmpty && (target.to == nil || target.to == builder.screen.name) {
            parameters = used(parameters, steps: [], assertions: assertions, builder: &builder, subject: subject, line: member.line, also: forEach.map { ["$" + $0.list] } ?? [])
            return .check(MigratedCheck(name: member.name, parameters: parameters, assertions: assertions, forEachItem: forEach?.item, forEachList: forEach?.list))
        }
        if !assertions.isEmpty {
            note(.notCarried, member.line, subject, "\(assertions.count == 1 ? "an assertion" : "\(assertions.count) assertions") inside an action: an action does not assert; the action keeps its steps, and its screen's own verify checks where it leads", &builder)
        }
        if steps.isEmpty && target.to == nil {
            if builder.notes.count == notesBefore {
                note(.notCarried, member.line, subject, "no step or destination migrate could read", &builder)
            }
            return .nothing
        }
        if target.to == builder.screen.name { target.to = nil }
        parameters = used(parameters, steps: steps, assertions: [], builder: &builder, subject: subject, line: member.line)
        return .action(MigratedAction(name: member.name, parameters: parameters, steps: steps, destination: target.to))
    }

    // MARK: Statements

    /// `for name in names { XCTAssert… }` over a list parameter of a check: the loop's
    /// assertions, made once per item (`forEach`), the item read as a parameter of the list's
    /// element type. Nil when the loop holds anything but assertions migrate can read.
    private func listLoop(_ statement: [SwiftToken], member: SwiftOutline.Member, parameterTypes: [String: String], builder: inout ScreenBuilder,
                          verifyNames: [String]) -> (item: String, list: String, assertions: [MigratedAssertion])? {
        guard statement.count > 5, statement[0].isWord("for"), statement[1].kind == .word, statement[2].isWord("in"), statement[3].kind == .word,
              statement[4].isSymbol("{"), Self.closing(statement, 4) == statement.count - 1,
              let listType = parameterTypes[statement[3].text], listType.hasPrefix("[") else { return nil }
        let item = statement[1].text
        var inner = member
        inner.body = Array(statement[5..<(statement.count - 1)])
        inner.type = []
        inner.parameters = member.parameters.filter { $0.name != statement[3].text && $0.name != item }
            + [SwiftOutline.Parameter(label: item, name: item, type: String(listType.dropFirst().dropLast()), hasDefault: false)]
        var copy = builder
        let notesBefore = copy.notes.count
        guard case .check(let check) = read(inner, into: &copy, verifyNames: verifyNames), check.forEachItem == nil,
              copy.notes.count == notesBefore else { return nil }
        builder = copy
        return (item, statement[3].text, check.assertions)
    }

    /// The elements the statements of a method (or of a block) migrate cannot carry query: kept
    /// on the screen, so that the reviewer who writes the check or the condition finds them
    /// there, and reported as a guess. What the statements do is read on a copy and let go.
    private func keepElements(of tokens: [SwiftToken], line: Int, subject: String, into builder: inout ScreenBuilder) {
        guard !tokens.isEmpty else { return }
        var copy = builder
        var reader = self
        reader.ownMethods = []
        reader.inheritedMethods = [:]
        let block = SwiftOutline.Member(kind: .function, name: "verify", line: line, isStatic: false, parameters: [], type: [], value: [], body: tokens)
        _ = reader.read(block, into: &copy, verifyNames: [])
        let added = copy.screen.elements.dropFirst(builder.screen.elements.count).map(\.name)
        guard !added.isEmpty else { return }
        let notes = builder.notes
        builder = copy
        builder.notes = notes
        note(.guess, line, subject, "the element\(added.count == 1 ? "" : "s") it queries (\(added.joined(separator: ", "))) \(added.count == 1 ? "is" : "are") kept on the screen for the reviewer who carries it", &builder)
    }

    /// `pop()`, a base class's helper the suite adds in an extension: its statements in place of
    /// the call (once: a helper calling a helper is read as a call), with a note saying so.
    private func inlined(_ statements: [[SwiftToken]], subject: String, builder: inout ScreenBuilder) -> [[SwiftToken]] {
        guard !inheritedMethods.isEmpty else { return statements }
        var result: [[SwiftToken]] = []
        for statement in statements {
            var tokens = statement.filter { !$0.isWord("try") }
            if tokens.count > 2, tokens[0].isWord("self"), tokens[1].isSymbol(".") { tokens.removeFirst(2) }
            guard tokens.count == 3, tokens[0].kind == .word, tokens[1].isSymbol("("), tokens[2].isSymbol(")"), !ownMethods.contains(tokens[0].text),
                  let helper = inheritedMethods[tokens[0].text], let body = helper.member.body else {
                result.append(statement)
                continue
            }
            note(.guess, statement[0].line, subject, "'\(helper.member.name)()' (\(helper.file):\(helper.member.line), an extension of its base class) became its own statements", &builder)
            result += StatementSplitter.statements(body)
        }
        return result
    }

    /// `tapDoneButton()`, `try proceedWith(password: "pw")`, `self.selectFixedAmount()`: a call of
    /// another method of the page object, as a `do` step (`SuiteReader` later keeps it, inlines
    /// it, or reports it, once every method is read).
    private func ownCall(_ tokens: [SwiftToken], parameterTypes: [String: String], queries: ElementQueryReader) -> MigratedStep? {
        var tokens = tokens.filter { !$0.isWord("try") }
        if tokens.count > 2, tokens[0].isWord("self"), tokens[1].isSymbol(".") { tokens.removeFirst(2) }
        guard tokens.count >= 3, tokens[0].kind == .word, ownMethods.contains(tokens[0].text), tokens[1].isSymbol("("),
              Self.closing(tokens, 1) == tokens.count - 1 else { return nil }
        var args: [(name: String, value: String)] = []
        let signature = ownSignatures[tokens[0].text] ?? []
        for (position, argument) in ElementQueryReader.split(tokens[2..<(tokens.count - 1)]).enumerated() {
            let labelled = argument.count >= 3 && argument[0].kind == .word && argument[1].isSymbol(":")
            // An unlabelled argument (`tapPinSymbol("0")`) is the parameter declared `_ name` at its place.
            guard labelled || position < signature.count && signature[position].label == nil else {
                args.append(("_\(args.count)", SwiftOutline.text(of: argument)))
                continue
            }
            let argumentName = labelled ? argument[0].text : signature[position].name
            let value = labelled ? Array(argument.dropFirst(2)) : argument
            if value.count == 1, value[0].isString, !value[0].isInterpolated {
                args.append((argumentName, ElementQueryReader.escapedDollars(value[0].text)))
            } else if value.count == 1, value[0].kind == .word, parameterTypes[value[0].text] != nil {
                args.append((argumentName, "$" + value[0].text))
            } else if value.count == 1, value[0].kind == .number || value[0].isWord("true") || value[0].isWord("false") {
                args.append((argumentName, value[0].text))
            } else if value.count == 1, value[0].kind == .word, let text = queries.text(value) {
                // A property or constant of the page object holding a text.
                args.append((argumentName, text.text))
            } else {
                args.append(("_\(args.count)", SwiftOutline.text(of: value)))
            }
        }
        return MigratedStep(kind: .do, element: tokens[0].text, args: args)
    }

    /// `enterPin(pin).continueSettingPin()`: a fluent chain of the page object's own methods, one
    /// `do` step each (a single call is a chain of one). Nil unless every link is one of them.
    private func ownCalls(_ tokens: [SwiftToken], parameterTypes: [String: String], queries: ElementQueryReader) -> [MigratedStep]? {
        var tokens = tokens.filter { !$0.isWord("try") }
        if tokens.count > 2, tokens[0].isWord("self"), tokens[1].isSymbol(".") { tokens.removeFirst(2) }
        var calls: [MigratedStep] = []
        var start = 0
        while start < tokens.count {
            guard start + 1 < tokens.count, tokens[start].kind == .word, tokens[start + 1].isSymbol("(") else { return nil }
            let close = Self.closing(tokens, start + 1)
            guard let call = ownCall(Array(tokens[start...close]), parameterTypes: parameterTypes, queries: queries) else { return nil }
            calls.append(call)
            guard close + 1 < tokens.count else { break }
            guard tokens[close + 1].isSymbol(".") else { return nil }
            start = close + 2
        }
        return calls.isEmpty ? nil : calls
    }

    /// `return super.menuDrawer()`, or `super.refreshMailbox()` and `return self`: an override
    /// that adds nothing to its base class's member.
    static func onlyCallsSuper(_ statements: [[SwiftToken]], name: String) -> Bool {
        var calls = 0
        for statement in statements {
            var tokens = statement.filter { !$0.isWord("try") && !$0.isWord("_") && !$0.isSymbol("=") }
            if tokens.first?.isWord("return") == true { tokens.removeFirst() }
            if tokens.count == 1, tokens[0].isWord("self") { continue }
            guard tokens.count >= 5, tokens[0].isWord("super"), tokens[1].isSymbol("."), tokens[2].isWord(name), tokens[3].isSymbol("("),
                  closing(tokens, 3) == tokens.count - 1 else { return false }
            calls += 1
        }
        return calls == 1
    }

    /// `query.tap()`, `field.typeText(text)`, `list.swipeUp()`, `button.waitForExistence(timeout: 5)`.
    private func step(_ statement: [SwiftToken], queries: ElementQueryReader, builder: inout ScreenBuilder,
                      parameterTypes: [String: String], subject: String) -> MigratedStep? {
        var tokens = statement.filter { !$0.isWord("try") }
        if tokens.count > 2, tokens[0].isWord("_"), tokens[1].isSymbol("=") { tokens.removeFirst(2) }
        guard let call = Self.lastCall(tokens), let kind = Self.steps[call.name] else { return nil }
        guard let target = element(Array(tokens[..<call.start]), queries: queries, builder: &builder, parameterTypes: parameterTypes, subject: subject,
                                   line: statement[0].line) else { return nil }
        var step = MigratedStep(kind: kind, element: target.name, args: target.args)
        switch call.name {
        case "typeText", "clearAndEnterText", "enterText":
            let labelled = call.arguments.count > 2 && call.arguments[1].isSymbol(":")
            let argument = labelled ? Array(call.arguments.dropFirst(2)) : call.arguments
            guard let text = queries.text(argument) else {
                note(.notCarried, statement[0].line, subject, "text to type that is computed ('\(SwiftOutline.text(of: call.arguments))')", &builder)
                return nil
            }
            step.argument = text.text
            if call.name != "typeText" {
                note(.guess, statement[0].line, subject, "\(call.name) (a helper library's) became typing the text; add a tap or clearText step before it if the helper also focused or cleared the field", &builder)
            }
        case "swipeUp", "swipeDown", "swipeLeft", "swipeRight":
            step.argument = String(call.name.dropFirst(5)).lowercased()
        case "tapThenSwipeDown", "tapThenSwipeUp", "tapThenSwipeLeft", "tapThenSwipeRight":
            step.argument = String(call.name.dropFirst("tapThenSwipe".count)).lowercased()
        case "press":
            let value = call.arguments.first { $0.kind == .number }
            step.argument = value?.text ?? "1"
        default:
            break
        }
        return step
    }

    /// The element a query names, registered on the screen, with the args of a parameterised one.
    /// The element of `guard <element>.exists else { return }`, when the guard is exactly that
    /// (one element without arguments, a bare `return`).
    private func quietGuardElement(_ statement: [SwiftToken], queries: ElementQueryReader, builder: inout ScreenBuilder,
                                   parameterTypes: [String: String], subject: String) -> String? {
        guard let otherwise = statement.firstIndex(where: { $0.isWord("else") }), otherwise >= 4,
              statement[(otherwise + 1)...].map(\.text) == ["{", "return", "}"],
              statement[otherwise - 1].isWord("exists"), statement[otherwise - 2].isSymbol(".") else { return nil }
        let tokens = Array(statement[1..<(otherwise - 2)])
        guard !tokens.contains(where: { $0.isSymbol(",") || $0.isSymbol("!") || $0.isSymbol("&&") || $0.isSymbol("||") }),
              let target = element(tokens, queries: queries, builder: &builder, parameterTypes: parameterTypes, subject: subject, line: statement[0].line),
              target.args.isEmpty else { return nil }
        return target.name
    }

    private func element(_ tokens: [SwiftToken], queries: ElementQueryReader, builder: inout ScreenBuilder, parameterTypes: [String: String],
                         subject: String, line: Int) -> (name: String, args: [(name: String, value: String)])? {
        switch queries.read(tokens) {
        case .unreadable(let why):
            note(.notCarried, line, subject, "'\(Self.shortened(SwiftOutline.text(of: Array(tokens.prefix(40)))))': \(why)", &builder)
            return nil
        case .known(let name, let segments):
            guard !segments.isEmpty else { return (name, []) }
            let container = builder.screen.element(named: name)
            let registered = builder.register(segments, under: nil, container: name, containerIsCollection: container?.all ?? false,
                                              parameterTypes: parameterTypes)
            return (registered, [])
        case .query(let segments):
            let name = builder.register(segments, under: nil, parameterTypes: parameterTypes)
            return (name, [])
        }
    }

    /// `XCTAssertTrue(x.exists)`, `XCTAssertFalse(x.isEnabled)`, `XCTAssertEqual(x.label, "…")`,
    /// `XCTAssert(x.waitForExistence(timeout: 5))`, `XCTAssertTrue(isLoaded)`.
    private func assertion(_ statement: [SwiftToken], line: Int, queries: ElementQueryReader, builder: inout ScreenBuilder,
                           parameterTypes: [String: String], subject: String, verifyNames: [String]) -> [MigratedAssertion]? {
        guard let function = statement.first?.text else { return nil }
        let isAssert = function.hasPrefix("XCTAssert")
        var arguments: [[SwiftToken]] = [statement]
        if isAssert {
            guard statement.count > 2, statement[1].isSymbol("(") else { return nil }
            let close = Self.closing(statement, 1)
            arguments = ElementQueryReader.split(statement[2..<close])
        }
        guard var subjectTokens = arguments.first else { return nil }
        var negated = function == "XCTAssertFalse"
        if subjectTokens.first?.isSymbol("!") == true { negated.toggle(); subjectTokens.removeFirst() }
        if ["XCTAssertTrue", "XCTAssert", "XCTAssertFalse"].contains(function) || !isAssert {
            if subjectTokens.count == 1, subjectTokens[0].isWord("isLoaded") || subjectTokens[0].isWord("isScreenLoaded") {
                note(.guess, line, subject, "'isLoaded' became an assertion that each of the screen's anchors exists", &builder)
                return verifyNames.map { MigratedAssertion(kind: negated ? .notExists : .exists, element: $0) }
            }
            // `x.label.contains("…")`
            if let call = Self.lastCall(subjectTokens), call.name == "contains", call.start >= 2, subjectTokens[call.start - 1].isWord("label") || subjectTokens[call.start - 1].isWord("value"),
               let text = queries.text(call.arguments), !negated {
                let attribute = subjectTokens[call.start - 1].text
                guard let target = element(Array(subjectTokens[..<(call.start - 2)]), queries: queries, builder: &builder, parameterTypes: parameterTypes, subject: subject, line: line) else { return [] }
                return [MigratedAssertion(kind: attribute == "label" ? .label : .value, element: target.name, contains: text.text, args: target.args)]
            }
            if let found = reading(subjectTokens, queries: queries, builder: &builder, parameterTypes: parameterTypes), [.exists, .isHittable, .isEnabled, .isSelected].contains(found.0) {
                let (kind, element) = found
                if kind == .exists { return [MigratedAssertion(kind: negated ? .notExists : .exists, element: element)] }
                return [MigratedAssertion(kind: kind, element: element, negated: negated)]
            }
        }
        if function == "XCTAssertEqual", arguments.count >= 2 {
            for (readingSide, valueSide) in [(arguments[0], arguments[1]), (arguments[1], arguments[0])] {
                guard let found = reading(readingSide, queries: queries, builder: &builder, parameterTypes: parameterTypes),
                      [.label, .value, .count].contains(found.0) else { continue }
                let (kind, element) = found
                if kind == .count, valueSide.count == 1, valueSide[0].kind == .number {
                    return [MigratedAssertion(kind: .count, element: element, equals: valueSide[0].text)]
                }
                if kind == .count, valueSide.count == 1, parameterTypes[valueSide[0].text] == "Int" {
                    return [MigratedAssertion(kind: .count, element: element, equals: "$" + valueSide[0].text)]
                }
                if kind != .count, let text = queries.text(valueSide) {
                    return [MigratedAssertion(kind: kind, element: element, equals: text.text)]
                }
            }
        }
        note(.notCarried, line, subject, "the assertion '\(Self.shortened(SwiftOutline.text(of: Array(statement.prefix(40)))))' compares what migrate cannot read", &builder)
        return []
    }

    /// `x.exists`, `x.waitForExistence(timeout: 3)`, `x.label`, `x.value as? String`, `x.cells.count`.
    private func reading(_ tokens: [SwiftToken], queries: ElementQueryReader, builder: inout ScreenBuilder,
                         parameterTypes: [String: String]) -> (MigratedAssertion.Kind, String)? {
        var tokens = tokens.filter { !$0.isWord("try") }
        // A reading kept in a local first (`let title = header.label`).
        if tokens.count == 1, tokens[0].kind == .word, let held = queries.locals[tokens[0].text] { tokens = held.filter { !$0.isWord("try") } }
        if let cast = tokens.firstIndex(where: { $0.isWord("as") }) { tokens = Array(tokens[..<cast]) }
        guard tokens.count >= 3 else { return nil }
        var end = tokens.count
        if tokens[end - 1].isSymbol(")") {
            guard let call = Self.lastCall(tokens) else { return nil }
            end = call.start + 2
        }
        guard end >= 2, tokens[end - 2].isSymbol("."), let kind = Self.readings[tokens[end - 1].text] else { return nil }
        let query = Array(tokens[..<(end - 2)])
        var probe = builder
        switch queries.read(query) {
        case .unreadable: return nil
        case .known(let name, let segments):
            guard !segments.isEmpty else { return (kind, name) }
            let container = probe.screen.element(named: name)
            let registered = probe.register(segments, under: nil, container: name, containerIsCollection: container?.all ?? false, parameterTypes: parameterTypes)
            builder = probe
            return (kind, registered)
        case .query(let segments):
            let registered = probe.register(segments, under: nil, parameterTypes: parameterTypes)
            builder = probe
            return (kind, registered)
        }
    }

    // MARK: Helpers

    /// The parameters what was carried uses (a parameter only the code left out used would not
    /// validate); each one dropped is reported.
    private func used(_ parameters: [MigratedParameter], steps: [MigratedStep], assertions: [MigratedAssertion], builder: inout ScreenBuilder,
                      subject: String, line: Int, also: [String] = []) -> [MigratedParameter] {
        var texts: [String] = also
        for step in steps {
            texts.append(step.argument ?? "")
            texts += step.args.map(\.value)
            if step.kind == .do { texts += step.args.map { "$" + $0.name } }
            texts += Self.parameters(of: step.element, in: builder.screen).map { "$" + $0 }
        }
        for assertion in assertions {
            texts += [assertion.equals ?? "", assertion.contains ?? ""] + assertion.args.map(\.value)
            texts += Self.parameters(of: assertion.element, in: builder.screen).map { "$" + $0 }
        }
        // An element's container's parameters are passed on too.
        return parameters.filter { parameter in
            let isUsed = texts.contains { Self.mentions($0, parameter.name) }
                || steps.contains { $0.kind == .do }  // a called method may take it by name
            if !isUsed {
                note(.notCarried, line, subject, "its parameter '\(parameter.name)' is used only by code that was not carried; it is left out", &builder)
            }
            return isUsed
        }
    }

    /// The parameters an element needs: its own and its containers'.
    static func parameters(of name: String, in screen: MigratedScreen) -> [String] {
        var result: [String] = []
        var next: String? = name
        var seen: Set<String> = []
        while let current = next, seen.insert(current).inserted, let element = screen.element(named: current) {
            result += element.parameters.map(\.name)
            next = element.container
        }
        return result
    }

    /// Whether a template mentions `$name` or `${name}`.
    static func mentions(_ text: String, _ name: String) -> Bool {
        if text.contains("${\(name)}") || text.contains("${\(name)|") { return true }
        var rest = Substring(text)
        while let range = rest.range(of: "$" + name) {
            let after = rest[range.upperBound...]
            if after.first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = after
        }
        return false
    }

    /// The call the tokens end with: `….name(arguments)` or `….name()`; `start` is the index of its `.`.
    static func lastCall(_ tokens: [SwiftToken]) -> (name: String, arguments: [SwiftToken], start: Int)? {
        guard let last = tokens.last, last.isSymbol(")") else { return nil }
        var depth = 0
        var open = tokens.count - 1
        while open >= 0 {
            if tokens[open].isSymbol(")") { depth += 1 }
            if tokens[open].isSymbol("(") { depth -= 1; if depth == 0 { break } }
            open -= 1
        }
        guard open >= 2, tokens[open - 1].kind == .word, tokens[open - 2].isSymbol(".") else { return nil }
        return (tokens[open - 1].text, Array(tokens[(open + 1)..<(tokens.count - 1)]), open - 2)
    }

    static func closing(_ tokens: [SwiftToken], _ open: Int) -> Int { ElementQueryReader.closing(tokens, from: open) }

    static func shortened(_ text: String) -> String { text.count > 80 ? String(text.prefix(77)) + "…" : text }

    private func note(_ kind: MigrationNote.Kind, _ line: Int, _ subject: String, _ reason: String, _ builder: inout ScreenBuilder) {
        builder.notes.append(MigrationNote(kind: kind, file: file, line: line, subject: subject, reason: reason))
    }
}
