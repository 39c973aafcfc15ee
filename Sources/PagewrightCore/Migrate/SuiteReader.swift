/// Reads every page object of a suite into a screen or trait, in a fixed order (by file, then by
/// place in the file), with the folder its spec goes in (the source file's folder).
struct SuiteReader {
    let outlines: [(file: String, outline: SwiftOutline)]
    var notes: [MigrationNote] = []
    /// Base class name → the parameterless helpers the suite's extensions of it add.
    private var baseHelpers: [String: [String: (member: SwiftOutline.Member, file: String)]] = [:]
    /// Base classes whose own properties give no element (`HelperOnlyBase.swift`), by qualified name.
    var helperOnlyBases: Set<String> = []
    /// The suite's top-level `let`s whose value is a query from the app.
    private lazy var globalQueries: [String: [SwiftToken]] = {
        var result: [String: [SwiftToken]] = [:]
        for global in outlines.flatMap(\.outline.globals) where global.kind == .property && global.body == nil {
            if case .query = ElementQueryReader().read(global.value) { result[global.name] = global.value }
        }
        return result
    }()

    /// The suite's base classes of verifiers, by name.
    private var verifierBaseTypes: [String: PageObjectReader.SourceType] = [:]
    /// Every file's robot texts, read once.
    private var textsByFile: [String: RobotTexts] = [:]
    /// The app's localised texts, from every file read.
    private lazy var localizedTexts = LocalizedTexts(outlines: outlines.map(\.outline))
    /// The suite's text constants by their full names (`UID.Button.newNote`, `screenName`), as
    /// templates (a literal `$` doubled).
    private lazy var suiteConstants: [String: String] = SuiteConstants.read(outlines).mapValues(ElementQueryReader.escapedDollars)

    init(outlines: [(file: String, outline: SwiftOutline)]) { self.outlines = outlines }

    /// The keys of the localised texts the sources define.
    var definedLocalizedKeys: Set<String> { mutating get { localizedTexts.definedKeys } }

    mutating func screens() -> [(screen: MigratedScreen, folder: String)] {
        var types = PageObjectReader.flatten(outlines)
        // Extensions of a page object add their members to it.
        let extensions = types.filter { $0.declaration.keyword == .extension }
        types.removeAll { $0.declaration.keyword == .extension }
        for ext in extensions {
            if let index = types.firstIndex(where: { $0.qualifiedName == ext.declaration.name || $0.declaration.name == ext.declaration.name }) {
                types[index].declaration.members += ext.declaration.members
                types[index].declaration.nested += ext.declaration.nested
                for nested in ext.declaration.nested {
                    types.append(.init(declaration: nested, file: ext.file, qualifiedName: types[index].qualifiedName + "." + nested.name))
                }
            }
        }
        // A verifier's base class in the suite (`class Verify: MailboxRobotVerifyInterface`) holds
        // checks its robots share: read with the verifier, and no screen of its own.
        let verifierBases = Set(types.filter { PageObjectReader.isVerifier($0.declaration.name) }.compactMap(\.declaration.inherits.first))
        for base in types where verifierBases.contains(base.declaration.name) && verifierBaseTypes[base.declaration.name] == nil {
            verifierBaseTypes[base.declaration.name] = base
        }
        types.removeAll { PageObjectReader.isVerifier($0.declaration.name) || verifierBases.contains($0.declaration.name) }
        PageObjectReader.mergeAssertCompanions(&types)
        // Extensions of a type the suite does not declare (`extension ScreenObject`): helpers its
        // page objects inherit.
        for ext in extensions where !types.contains(where: { $0.declaration.name == ext.declaration.name }) {
            for member in ext.declaration.members where member.kind == .function && member.parameters.isEmpty && !member.isStatic && member.body != nil {
                if baseHelpers[ext.declaration.name]?[member.name] == nil { baseHelpers[ext.declaration.name, default: [:]][member.name] = (member, ext.file) }
            }
        }
        // Page objects: by shape; then their subclasses in the suite.
        var pageNames = Set(types.filter { PageObjectReader.isPageObject($0.declaration, pageBases: []) || LocatorEnumReader.isLocatorEnum($0.declaration) }.map(\.declaration.name))
        var grew = true
        while grew {
            let before = pageNames.count
            // A robot framework's base class (`CoreElements`) marks the other types deriving from it.
            let bases = pageNames.union(types.filter { pageNames.contains($0.declaration.name) }.compactMap(\.declaration.inherits.first))
            pageNames.formUnion(types.filter { PageObjectReader.isPageObject($0.declaration, pageBases: bases) }.map(\.declaration.name))
            grew = pageNames.count != before
        }
        let pages = types.filter { pageNames.contains($0.declaration.name) }
        // Traits: a page object another one holds as a property, or inherits from.
        var traitNames: Set<String> = []
        var adopted: [String: [String]] = [:]
        for page in pages {
            for base in page.declaration.inherits where pageNames.contains(base) && base != page.declaration.name {
                traitNames.insert(base)
                adopted[page.declaration.name, default: []].append(base)
            }
            for member in page.declaration.members where member.kind == .property && !member.isStatic {
                let words = (member.type + member.value).filter { $0.kind == .word }.map(\.text)
                if let held = words.first(where: { pageNames.contains($0) && $0 != page.declaration.name }) {
                    traitNames.insert(held)
                    if !(adopted[page.declaration.name] ?? []).contains(held) { adopted[page.declaration.name, default: []].append(held) }
                }
            }
        }
        // Spec names, unique across the suite.
        var specNames: [String: String] = [:]
        var ownNames: [String] = []
        var taken: Set<String> = []
        for page in pages {
            var base = traitNames.contains(page.declaration.name) && PageObjectReader.specName(page.declaration.name).suffix == nil
                ? page.declaration.name : PageObjectReader.specName(page.declaration.name).name
            // Screen names are type names: `setPinRobot` is the screen `SetPin`.
            base = base.prefix(1).uppercased() + base.dropFirst()
            var name = base
            var counter = 2
            while taken.contains(name) { name = base + String(counter); counter += 1 }
            if name != base {
                notes.append(MigrationNote(kind: .guess, file: page.file, line: page.declaration.line, subject: page.qualifiedName,
                                           reason: "another page object already has the name '\(base)': this one is '\(name)'"))
            }
            taken.insert(name)
            ownNames.append(name)
            // A type declared twice (two versions in one folder): references go to the first.
            if specNames[page.declaration.name] != nil { continue }
            specNames[page.declaration.name] = name
            specNames[page.qualifiedName] = name
        }
        var result: [(screen: MigratedScreen, folder: String)] = []
        for (page, ownName) in zip(pages, ownNames) {
            let screen = read(page, name: ownName, specNames: specNames, isTrait: traitNames.contains(page.declaration.name),
                              traits: (adopted[page.declaration.name] ?? []).compactMap { specNames[$0] })
            // Only the folders below the sources folder: a `..` never leads a spec out of the output.
            let folder = page.file.split(separator: "/").dropLast().filter { $0 != "." && $0 != ".." }.joined(separator: "/")
            result.append((screen, folder))
        }
        TraitAdoption.settle(&result, notes: &notes)
        // A page object of which nothing could be read, and that no action leads to, is left out.
        let destinations = Set(result.flatMap { $0.0.actions.compactMap(\.destination) } + result.flatMap { $0.0.traits })
        leaveOutHelperOnlyBases(&result, helperOnly: helperOnlyBases, destinations: destinations)
        result.removeAll { screen, _ in
            let empty = screen.elements.isEmpty && screen.actions.isEmpty && screen.checks.isEmpty && screen.getters.isEmpty && !destinations.contains(screen.name)
            if empty {
                notes.append(MigrationNote(kind: .notCarried, file: screen.file, line: screen.line, subject: screen.sourceType,
                                           reason: "no element or method migrate could read, and no action leads to it: no spec is written for it"))
            }
            return empty
        }
        return result
    }

    private mutating func read(_ page: PageObjectReader.SourceType, name: String, specNames: [String: String], isTrait: Bool, traits: [String]) -> MigratedScreen {
        let type = page.declaration
        let style = PageObjectReader.style(of: type)
        var builder = ScreenBuilder(screen: MigratedScreen(name: name, isTrait: isTrait, sourceType: page.qualifiedName,
                                                           file: page.file, line: type.line, style: style, traits: traits))
        var appNames: Set<String> = ["app", "$0", "XCUIApplication", "application"]
        for member in type.members where member.kind == .property {
            let words = member.value.filter { $0.kind == .word }.map(\.text)
            if words == ["XCUIApplication"] || member.type.map(\.text) == ["XCUIApplication"] { appNames.insert(member.name) }
        }
        for global in outlines.flatMap(\.outline.globals) where global.value.filter({ $0.kind == .word }).map(\.text) == ["XCUIApplication"] {
            appNames.insert(global.name)
        }
        let subject = { (member: SwiftOutline.Member) in "\(page.qualifiedName).\(member.name)" }

        // Elements: getter closures first (computed properties refer to them), then the rest.
        let elementMembers = type.members.filter { PageObjectReader.isElementMember($0) }
        let ordered = elementMembers.filter { $0.name.hasSuffix("Getter") } + elementMembers.filter { !$0.name.hasSuffix("Getter") }
        for member in ordered {
            var expression = member.body ?? member.value
            var names = appNames
            // `{ $0.buttons["x"] }` or `{ app in app.buttons["x"] }`
            if expression.first?.isSymbol("{") == true, expression.last?.isSymbol("}") == true {
                expression = Array(expression.dropFirst().dropLast())
                if expression.count > 2, expression[0].kind == .word, expression[1].isWord("in") {
                    names.insert(expression[0].text)
                    expression.removeFirst(2)
                }
            }
            if expression.first?.isWord("return") == true { expression.removeFirst() }
            // The reader is let go before the builder changes, so the names it shares with the
            // builder are not copied for every element (a page of thousands stays linear).
            let outcome = { [known = builder.known] in
                var queries = ElementQueryReader()
                queries.appNames = names
                queries.knownElements = known
                return queries.read(expression)
            }()
            let name = member.name.hasSuffix("Getter") && member.name.count > 6 ? String(member.name.dropLast(6)) : member.name
            switch outcome {
            case .unreadable(let why):
                notes.append(MigrationNote(kind: .notCarried, file: page.file, line: member.line, subject: subject(member), reason: "the element's query: \(why)"))
            case .known(let known, let segments):
                if segments.isEmpty {
                    if known != name { builder.alias(member.name, to: known) }
                } else {
                    let container = builder.screen.element(named: known)
                    let registered = builder.register(segments, under: name, container: known, containerIsCollection: container?.all ?? false, parameterTypes: [:])
                    if registered != member.name { builder.alias(member.name, to: registered) }
                }
            case .query(let segments):
                let registered = builder.register(segments, under: name, parameterTypes: [:])
                if registered != member.name { builder.alias(member.name, to: registered) }
            }
        }

        if builder.screen.elements.isEmpty, PageObjectReader.looksLikeBaseClass(type) { helperOnlyBases.insert(page.qualifiedName) }

        // Anchors: ScreenObject's expected elements.
        for initializer in type.members where initializer.kind == .initializer {
            guard let body = initializer.body, let start = body.firstIndex(where: { $0.isWord("expectedElementGetters") || $0.isWord("expectedElementGetter") }),
                  start + 2 < body.count, body[start + 1].isSymbol(":") else { continue }
            var items: [[SwiftToken]]
            if body[start + 2].isSymbol("[") {
                let close = ElementQueryReader.closing(body, from: start + 2)
                items = ElementQueryReader.split(body[(start + 3)..<close])
            } else {
                items = [Array(body[(start + 2)...].prefix { !$0.isSymbol(",") && !$0.isSymbol(")") })]
            }
            for item in items {
                var elementName: String?
                if item.count == 1, item[0].kind == .word {
                    let word = item[0].text
                    elementName = builder.aliases[word] ?? (word.hasSuffix("Getter") ? String(word.dropLast(6)) : word)
                } else if item.first?.isSymbol("{") == true, item.last?.isSymbol("}") == true {
                    // A getter written in place: `{ $0.tables["reviews-table"] }`.
                    var queries = ElementQueryReader()
                    queries.appNames = appNames
                    if case .query(let segments) = queries.read(Array(item.dropFirst().dropLast())) {
                        elementName = builder.register(segments, under: nil, parameterTypes: [:])
                    }
                }
                if let elementName, builder.screen.element(named: elementName) != nil, !builder.screen.loaded.contains(elementName) {
                    builder.screen.loaded.append(elementName)
                } else {
                    notes.append(MigrationNote(kind: .notCarried, file: page.file, line: initializer.line, subject: "\(page.qualifiedName).init",
                                               reason: "an expected element migrate cannot read ('\(MethodReader.shortened(SwiftOutline.text(of: item)))')"))
                }
            }
        }
        if let first = builder.screen.loaded.first { builder.screen.anchors = [first] }
        if builder.screen.loaded.count < 2 { builder.screen.loaded = [] }

        // Methods.
        var reader = MethodReader(pageTypes: specNames, ownType: type.name, file: page.file, appNames: appNames)
        let texts = robotTexts(in: page.file)
        // The file's own constants first: a `private let titleId` of this file wins over another file's.
        reader.constants = texts.constants
            .merging(SuiteConstants.read(outlines.filter { $0.file == page.file }).mapValues(ElementQueryReader.escapedDollars)) { own, _ in own }
            .merging(suiteConstants) { own, _ in own }
        reader.textFunctions = texts
        reader.localized = localizedTexts
        reader.globalQueries = globalQueries
        for member in type.members where member.kind == .property && !member.isStatic && !PageObjectReader.isElementMember(member) {
            // A text the page object keeps (`private var resultsID = "results-table"`).
            if member.value.count == 1, member.value[0].isString, !member.value[0].isInterpolated, member.body == nil {
                reader.readingProperties[member.name] = member.value
                continue
            }
            guard ["String", "Bool", "Int"].contains(member.type.first(where: { $0.kind == .word })?.text ?? "") else { continue }
            var expression = member.body ?? member.value
            if expression.first?.isWord("return") == true { expression.removeFirst() }
            if !expression.isEmpty, StatementSplitter.statements(expression).count == 1 { reader.readingProperties[member.name] = expression }
        }
        for base in type.inherits { reader.inheritedMethods.merge(baseHelpers[base] ?? [:]) { first, _ in first } }
        // Functions that only return a query are elements with parameters, not actions: a static
        // helper's (`class func getCell(label:) -> XCUIElement`, named without `get`) read by the
        // method reader, which knows the suite's constants; other page objects' by
        // `ElementFunctionReader`, which keeps to what a spec element can say.
        let readsElementFunctions = style == .staticHelperClass || style == .staticHelper
        var unread: [(name: String, why: MigrationNote)] = []
        var readByMethodReader: Set<String> = []
        for function in type.members where readsElementFunctions && reader.isElementFunction(function) {
            if let why = reader.readElementFunction(function, into: &builder) { unread.append((function.name, why)) } else { readByMethodReader.insert(function.name) }
        }
        var functions = type.members.filter { $0.kind == .function && !(readsElementFunctions && reader.isElementFunction($0)) }
        // What the method reader could not read may be an element inside another one
        // (`cell(at: index).buttons["delete"]`), which `ElementFunctionReader` reads.
        let elementFunctions = (readsElementFunctions
            ? ElementFunctionReader.register(type, into: &builder, appNames: appNames, only: Set(unread.map(\.name)), alreadyRead: readByMethodReader)
            : ElementFunctionReader.register(type, into: &builder, appNames: appNames))
            .union(LocatorEnumReader.register(type, into: &builder, appNames: appNames, file: page.file))
        builder.notes += unread.filter { !elementFunctions.contains($0.name) }.map(\.why)
        functions.removeAll { elementFunctions.contains($0.name) }
        let verifiers = type.nested.filter { PageObjectReader.isVerifier($0.name) }
        functions += verifiers.flatMap { $0.members.filter { $0.kind == .function } }
        for base in verifiers.compactMap({ $0.inherits.first.flatMap { verifierBaseTypes[$0] } }) {
            functions += base.declaration.members.filter { member in member.kind == .function && !functions.contains { $0.name == member.name } }
            // Its identifiers are its own file's: read where the robot's file has none of that name.
            let baseTexts = robotTexts(in: base.file)
            reader.constants.merge(baseTexts.constants) { own, _ in own }
            reader.textFunctions.constants.merge(baseTexts.constants) { own, _ in own }
            reader.textFunctions.functions.merge(baseTexts.functions) { own, _ in own }
        }
        reader.ownMethods = Set(functions.map(\.name))
        for function in functions where reader.ownSignatures[function.name] == nil { reader.ownSignatures[function.name] = function.parameters }
        // Overloads: spec members have one name each. The overload whose first parameter is not an
        // index keeps the name (`tapOrder(byOrderNumber:)`); the others take their first label
        // (`tapOrderAtIndex`).
        var keeper: [String: Int] = [:]
        for (position, function) in functions.enumerated() where functions.count(where: { $0.name == function.name }) > 1 {
            if keeper[function.name] == nil || function.parameters.first?.type != "Int" && functions[keeper[function.name]!].parameters.first?.type == "Int" {
                keeper[function.name] = position
            }
        }
        for (position, function) in functions.enumerated() {
            if function.isStatic, style != .staticHelper, style != .staticHelperClass {
                notes.append(MigrationNote(kind: .notCarried, file: page.file, line: function.line, subject: subject(function),
                                           reason: "a static helper of the page object (it makes an instance to ask it): the generated page object's isLoaded/verify say the same"))
                continue
            }
            let anchors = builder.screen.loaded.isEmpty ? builder.screen.anchors : builder.screen.loaded
            let outcome = reader.read(function, into: &builder, verifyNames: anchors)
            var name = function.name
            if let kept = keeper[name], kept != position {
                let label = function.parameters.first.map { ($0.label ?? $0.name).prefix(1).uppercased() + ($0.label ?? $0.name).dropFirst() } ?? String(position)
                name += label
                notes.append(MigrationNote(kind: .guess, file: page.file, line: function.line, subject: subject(function),
                                           reason: "an overload of '\(function.name)': spec members have one name each, so this one is '\(name)'"))
            }
            switch outcome {
            case .action(var action): action.name = name; builder.screen.actions.append(action)
            case .check(var check): check.name = name; builder.screen.checks.append(check)
            case .getter(var getter): getter.name = name; builder.screen.getters.append(getter)
            case .nothing: break
            }
        }
        // A robot that checks in its initializer what proves it is showing: those are its anchors.
        if !isTrait, builder.screen.anchors.isEmpty {
            for initializer in type.members where initializer.kind == .initializer {
                if case .check(let check) = reader.read(initializer, into: &builder, verifyNames: []) {
                    builder.screen.anchors += check.assertions.filter { $0.kind == .exists && $0.args.isEmpty }.map(\.element)
                }
            }
        }
        resolveCalls(&builder.screen, file: page.file, subject: page.qualifiedName, line: type.line)
        // A member and an element may not share a name: the element gives way.
        let members = Set(builder.screen.actions.map(\.name) + builder.screen.checks.map(\.name) + builder.screen.getters.map(\.name))
        for index in builder.screen.elements.indices {
            let name = builder.screen.elements[index].name
            if members.contains(name) {
                let renamed = name + "Element"
                notes.append(MigrationNote(kind: .guess, file: page.file, line: type.line, subject: page.qualifiedName,
                                           reason: "the element '\(name)' shares its name with a method; it is '\(renamed)'"))
                Self.rename(&builder.screen, name, to: renamed)
            }
        }
        // An element inside one with parameters takes them too: it cannot be an anchor either.
        let screenSoFar = builder.screen
        func takesParameters(_ element: MigratedElement, _ depth: Int = 0) -> Bool {
            guard element.parameters.isEmpty else { return true }
            guard depth < 16, let container = element.container, let outer = screenSoFar.element(named: container) else { return false }
            return takesParameters(outer, depth + 1)
        }
        if !isTrait, builder.screen.anchors.isEmpty, let first = builder.screen.elements.first(where: { !$0.all && !takesParameters($0) }) {
            builder.screen.anchors = [first.name]
            notes.append(MigrationNote(kind: .guess, file: page.file, line: type.line, subject: page.qualifiedName,
                                       reason: "the page object names no element that proves it is showing: '\(first.name)', its first element, is the anchor"))
        }
        if !isTrait, builder.screen.anchors.isEmpty {
            notes.append(MigrationNote(kind: .notCarried, file: page.file, line: type.line, subject: page.qualifiedName,
                                       reason: "no element to anchor the screen on: give its spec a \"verify\""))
        }
        notes += builder.notes
        return builder.screen
    }

    /// A `do` step calls another action of the screen: kept when that action stays on the screen,
    /// its steps put in place (and its destination taken) when it leads elsewhere, left out and
    /// reported when the method was not carried or the call's arguments cannot be read.
    private mutating func resolveCalls(_ screen: inout MigratedScreen, file: String, subject: String, line: Int) {
        composeChecks(&screen, file: file, subject: subject, line: line)
        let original = screen.actions
        for index in screen.actions.indices {
            var steps: [MigratedStep] = []
            for step in screen.actions[index].steps {
                guard step.kind == .do else { steps.append(step); continue }
                let name = screen.actions[index].name
                guard let callee = original.first(where: { $0.name == step.element }), callee.name != name else {
                    notes.append(MigrationNote(kind: .notCarried, file: file, line: line, subject: "\(subject).\(name)",
                                               reason: "it calls '\(step.element)', which migrate did not carry as an action; that part is left out"))
                    continue
                }
                if step.args.contains(where: { $0.name.hasPrefix("_") }) {
                    notes.append(MigrationNote(kind: .notCarried, file: file, line: line, subject: "\(subject).\(name)",
                                               reason: "it calls '\(step.element)' with an argument migrate cannot read; that part is left out"))
                    continue
                }
                let args = step.args.filter { $0.value != "$" + $0.name }
                if callee.destination == nil, !callee.steps.contains(where: { $0.kind == .do }) {
                    steps.append(MigratedStep(kind: .do, element: callee.name, args: args))
                    continue
                }
                // Leads elsewhere: its steps in place, its parameters replaced by the arguments.
                for var inner in callee.steps where inner.kind != .do {
                    for (argName, value) in args {
                        if inner.argument == "$" + argName { inner.argument = value }
                        inner.args = inner.args.map { ($0.name, $0.value == "$" + argName ? value : $0.value) }
                        if let element = screen.element(named: inner.element), element.parameters.contains(where: { $0.name == argName }),
                           !inner.args.contains(where: { $0.name == argName }) {
                            inner.args.append((argName, value))
                        }
                    }
                    steps.append(inner)
                }
                if screen.actions[index].destination == nil { screen.actions[index].destination = callee.destination }
                notes.append(MigrationNote(kind: .guess, file: file, line: line, subject: "\(subject).\(name)",
                                           reason: "its call of '\(callee.name)', which leads to another screen, became that action's steps"))
            }
            screen.actions[index].steps = steps
        }
        // An action left with nothing to do and nowhere to go is no action; a parameter nothing
        // carried uses any more is left out (it would not validate).
        screen.actions.removeAll { $0.steps.isEmpty && $0.destination == nil }
        for index in screen.actions.indices where original.first(where: { $0.name == screen.actions[index].name })?.steps.contains(where: { $0.kind == .do }) == true {
            let action = screen.actions[index]
            var texts: [String] = []
            for step in action.steps {
                texts.append(step.argument ?? "")
                texts += step.args.map(\.value)
                if let element = screen.element(named: step.element) { texts += element.parameters.map { "$" + $0.name } }
                if step.kind == .do, let callee = screen.actions.first(where: { $0.name == step.element }) {
                    texts += callee.parameters.filter { parameter in !step.args.contains { $0.name == parameter.name } }.map { "$" + $0.name }
                }
            }
            screen.actions[index].parameters = action.parameters.filter { parameter in
                let used = texts.contains { MethodReader.mentions($0, parameter.name) }
                if !used {
                    notes.append(MigrationNote(kind: .notCarried, file: file, line: line, subject: "\(subject).\(action.name)",
                                               reason: "its parameter '\(parameter.name)' is used only by code that was not carried; it is left out"))
                }
                return used
            }
        }
    }

    /// A method that only calls the screen's checks (`verifyTodayShown()` is
    /// `verifyShown(period: "Today")`) is a check too: the callees' assertions with the call's
    /// arguments put in, reported as a guess.
    private mutating func composeChecks(_ screen: inout MigratedScreen, file: String, subject: String, line: Int) {
        var composed: [String] = []
        for action in screen.actions where action.destination == nil && !action.steps.isEmpty && action.steps.allSatisfy({ $0.kind == .do }) {
            var assertions: [MigratedAssertion] = []
            var readable = true
            for step in action.steps {
                guard let callee = screen.checks.first(where: { $0.name == step.element }), callee.forEachItem == nil,
                      !step.args.contains(where: { $0.name.hasPrefix("_") }) else {
                    readable = false
                    break
                }
                // The call names its arguments by label: the callee's parameter names from them.
                let args = step.args.map { argument in
                    (name: callee.parameters.first { ($0.label ?? $0.name) == argument.name }?.name ?? argument.name, value: argument.value)
                }.filter { $0.value != "$" + $0.name }
                // A parameter of the callee the call does not pass must be the caller's own.
                let passed = Set(args.map(\.name))
                guard callee.parameters.allSatisfy({ parameter in passed.contains(parameter.name) || action.parameters.contains { $0.name == parameter.name } }) else {
                    readable = false
                    break
                }
                for var assertion in callee.assertions {
                    for (name, value) in args {
                        if assertion.equals == "$" + name { assertion.equals = value }
                        if assertion.contains == "$" + name { assertion.contains = value }
                        assertion.args = assertion.args.map { ($0.name, $0.value == "$" + name ? value : $0.value) }
                        if MethodReader.parameters(of: assertion.element, in: screen).contains(name), !assertion.args.contains(where: { $0.name == name }) {
                            assertion.args.append((name, value))
                        }
                    }
                    assertions.append(assertion)
                }
            }
            guard readable, !assertions.isEmpty else { continue }
            screen.checks.append(MigratedCheck(name: action.name, parameters: action.parameters, assertions: assertions))
            composed.append(action.name)
            notes.append(MigrationNote(kind: .guess, file: file, line: line, subject: "\(subject).\(action.name)",
                                       reason: "it only calls the check\(action.steps.count == 1 ? "" : "s") \(action.steps.map { "'\($0.element)'" }.joined(separator: ", ")): a check with \(action.steps.count == 1 ? "its" : "their") assertions, the call's arguments put in"))
        }
        screen.actions.removeAll { composed.contains($0.name) }
    }

    /// The texts a file keeps for its robots' elements (`RobotTexts`), read once per file; its
    /// references to localised texts not defined among the sources are reported, once each.
    private mutating func robotTexts(in file: String) -> RobotTexts {
        if let texts = textsByFile[file] { return texts }
        let texts = outlines.first { $0.file == file }.map { RobotTexts(file: $0.outline, localized: localizedTexts) } ?? RobotTexts()
        textsByFile[file] = texts
        for item in texts.unresolved {
            notes.append(MigrationNote(kind: .guess, file: file, line: item.line, subject: item.subject,
                                       reason: "'\(item.name)' is a localised text whose definition is not among the sources read: written as the key '\(item.name)', a placeholder; replace it with the app's key"))
        }
        return texts
    }

    static func rename(_ screen: inout MigratedScreen, _ old: String, to new: String) {
        for index in screen.elements.indices {
            if screen.elements[index].name == old { screen.elements[index].name = new }
            if screen.elements[index].container == old { screen.elements[index].container = new }
        }
        screen.anchors = screen.anchors.map { $0 == old ? new : $0 }
        screen.loaded = screen.loaded.map { $0 == old ? new : $0 }
        for index in screen.actions.indices {
            for step in screen.actions[index].steps.indices where screen.actions[index].steps[step].element == old { screen.actions[index].steps[step].element = new }
        }
        for index in screen.checks.indices {
            for item in screen.checks[index].assertions.indices where screen.checks[index].assertions[item].element == old { screen.checks[index].assertions[item].element = new }
        }
        for index in screen.getters.indices where screen.getters[index].element == old { screen.getters[index].element = new }
    }
}
