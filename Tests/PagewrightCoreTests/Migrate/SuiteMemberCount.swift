import Foundation

/// How much of a suite's own page-object members `migrate` carries, for a suite that has no hand
/// translation to compare with (Simplenote). Counted from the sources by regular expressions,
/// independently of migrate's reader, so the count does not share its blind spots:
///
/// - The page objects are the top-level classes, structs and enums declaring a function, less
///   `XCTestCase` subclasses and extensions; a `…Assert` class counts with the type it checks.
/// - Each function (a distinct name per page object) is an **element** when it returns
///   `XCUIElement`/`XCUIElementQuery`, a **check** when its body asserts (`XCTAssert…`,
///   `XCTFail`), it belongs to an `…Assert` class, or it returns a value (a reading), and an
///   **action** otherwise. An action or check is carried when the screen of its page object has
///   a member (action, check or getter) of that name.
/// - An **element** is each distinct query written from the global `app` in a page object
///   (`app.tables.cells[UID.Cell.x]`: the element type of the last query and what it is found by:
///   the identifier's text with the suite's constants put in, `$` for a parameter, `predicate`
///   for `element(matching:)`/`matching(_:)`, nothing for none). It is carried when the screen
///   has an element of that type found the same way (its `id` or `label`; any predicate for a
///   predicate). Queries made from another element (`alert.buttons[…]`) or inside closures on
///   `$0` are not counted.
struct SuiteMemberCount {
    var elements = MigrationMeasure.Share()
    var actions = MigrationMeasure.Share()
    var checks = MigrationMeasure.Share()

    struct PageObject {
        var name: String
        var text: String
    }

    /// The suite's page objects: each type's text (its `…Assert` class's appended).
    static func pageObjects(in folder: String) -> (pages: [PageObject], constants: [String: String]) {
        var pages: [String: String] = [:]
        var constants: [String: String] = [:]
        let files = (FileManager.default.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        for path in files {
            guard let text = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8) else { continue }
            // `static let x = "…"` in nested enums → `Outer.Inner.x`; top-level `let x = "…"` → `x`.
            var path: [(name: String, depth: Int)] = []
            var depth = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if let match = line.firstMatch(of: /^\s*(?:enum|struct|class)\s+(\w+)/), line.contains("{") { path.append((String(match.1), depth)) }
                if let match = line.firstMatch(of: /static\s+let\s+(\w+)\s*=\s*"([^"\\]*)"\s*$/) {
                    constants[(path.map(\.name) + [String(match.1)]).joined(separator: ".")] = String(match.2)
                } else if depth == 0, let match = line.firstMatch(of: /^let\s+(\w+)\s*=\s*"([^"\\]*)"\s*$/) {
                    constants[String(match.1)] = String(match.2)
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                while let last = path.last, depth <= last.depth { path.removeLast() }
            }
            // Top-level types: from a declaration at the start of a line to the brace closing it.
            let declarations = text.matches(of: /(?m)^(?:public\s+|final\s+)*(class|struct|enum)\s+(\w+)([^{]*)\{/)
            for declaration in declarations where !declaration.3.contains("XCTestCase") {
                var depth = 0
                var end = declaration.range.upperBound
                for index in text[declaration.range.lowerBound...].indices {
                    if text[index] == "{" { depth += 1 }
                    if text[index] == "}" { depth -= 1; if depth == 0 { end = index; break } }
                }
                let body = String(text[declaration.range.lowerBound..<end])
                guard body.contains("func ") else { continue }
                var name = String(declaration.2)
                if name.hasSuffix("Assert"), name.count > 6 { name = String(name.dropLast(6)) }
                pages[name, default: ""] += body + "\n"
            }
        }
        return (pages.sorted { $0.key < $1.key }.map { PageObject(name: $0.key, text: $0.value) }, constants)
    }

    /// `specName`: the screen a page object's spec is (`PasscodeScreen` → `Passcode`).
    init(folder: String, migrated: [String: [String: Any]], specName: (String) -> String = { $0 }) {
        let (pages, constants) = Self.pageObjects(in: folder)
        for page in pages {
            let spec = migrated[specName(page.name)] ?? [:]
            var members: Set<String> = []
            for section in ["actions", "checks", "getters"] { members.formUnion((spec[section] as? [String: Any] ?? [:]).keys) }
            var seen: Set<String> = []
            var parameters: Set<String> = []
            for function in page.text.matches(of: /func\s+(\w+)\s*\(([^)]*)\)\s*(?:throws\s*)?(->\s*[\w\[\]?.]+)?\s*\{/) {
                for parameter in String(function.2).split(separator: ",") {
                    let words = parameter.split(separator: ":").first?.split(separator: " ").map(String.init) ?? []
                    if let name = words.last { parameters.insert(name) }
                }
                let name = String(function.1)
                guard seen.insert(name).inserted else { continue }
                let result = function.3.map(String.init) ?? ""
                if result.contains("XCUIElement") { continue }
                let body = Self.body(after: function.range.upperBound, in: page.text)
                let isCheck = body.contains("XCTAssert") || body.contains("XCTFail") || !result.isEmpty
                    || Self.isInAssertClass(function.range.lowerBound, page: page)
                if isCheck {
                    checks.count(members.contains(name), "\(page.name).\(name)")
                } else {
                    actions.count(members.contains(name), "\(page.name).\(name)")
                }
            }
            let migratedElements = (spec["elements"] as? [String: Any] ?? [:]).values.compactMap { $0 as? [String: Any] }
            var queries: Set<String> = []
            let flat = page.text.replacingOccurrences(of: #"\s*\n\s*\."#, with: ".", options: .regularExpression)
            for query in flat.matches(of: /\bapp((?:\.\w+(?:\([^()]*\))?|\[[^\]]*\])+)/) {
                guard let key = Self.key(String(query.1), constants: constants, parameters: parameters) else { continue }
                queries.insert(key)
            }
            for query in queries.sorted() {
                let parts = query.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                let (type, finder) = (parts[0], parts[1])
                let found = migratedElements.contains { element in
                    guard element["type"] as? String == type else { return false }
                    switch finder {
                    case "": return element["id"] == nil && element["label"] == nil && element["predicate"] == nil
                    case "predicate": return element["predicate"] != nil || element["containing"] != nil
                    case "$": return [element["id"], element["label"]].contains { ($0 as? String)?.hasPrefix("$") == true }
                    default: return element["id"] as? String == finder || element["label"] as? String == finder
                    }
                }
                elements.count(found, "\(page.name).\(query)")
            }
        }
    }

    /// A query chain's element type and finder: `.tables.cells[UID.Cell.x].tap()` → `cell|x`.
    static func key(_ chain: String, constants: [String: String], parameters: Set<String>) -> String? {
        var type: String?
        var finder = ""
        for segment in chain.matches(of: /\.(\w+)(\([^()]*\))?|\[([^\]]*)\]/) {
            if let subscriptText = segment.3 {
                let text = subscriptText.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\(") {
                    finder = String(text.dropFirst().dropLast())
                } else if parameters.contains(text) {
                    finder = "$"
                } else {
                    finder = constants[text] ?? "?"
                }
                continue
            }
            guard let member = segment.1.map(String.init) else { continue }
            if let elementType = XCUITestTypes.byQuery[member], segment.2 == nil {
                type = elementType
                finder = ""
            } else if ["element", "matching", "containing"].contains(member), let arguments = segment.2 {
                if arguments.contains("identifier:") {
                    let value = arguments.split(separator: ":").last.map { $0.dropLast().trimmingCharacters(in: .whitespaces) } ?? ""
                    finder = value.hasPrefix("\"") ? String(value.dropFirst().dropLast()) : parameters.contains(value) ? "$" : constants[value] ?? "?"
                } else if !arguments.contains("boundBy") {
                    finder = "predicate"
                }
            } else if ["element", "firstMatch", "children", "descendants"].contains(member) {
                continue
            } else {
                break
            }
        }
        return type.map { $0 + "|" + finder }
    }

    private static func body(after start: String.Index, in text: String) -> String {
        var depth = 1
        var index = start
        while index < text.endIndex, depth > 0 {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" { depth -= 1 }
            index = text.index(after: index)
        }
        return String(text[start..<index])
    }

    /// Whether the function at `position` is inside the page's `…Assert` class (appended after
    /// the page's own text).
    private static func isInAssertClass(_ position: String.Index, page: PageObject) -> Bool {
        guard let range = page.text.range(of: "class \(page.name)Assert") else { return false }
        return position > range.lowerBound
    }
}

/// XCUITest's query properties and the element types they find (`buttons` → `button`).
enum XCUITestTypes {
    static let byQuery: [String: String] = [
        "buttons": "button", "staticTexts": "staticText", "textFields": "textField", "secureTextFields": "secureTextField",
        "textViews": "textView", "cells": "cell", "tables": "table", "navigationBars": "navigationBar", "images": "image",
        "searchFields": "searchField", "alerts": "alert", "switches": "switch", "sliders": "slider", "links": "link",
        "webViews": "webView", "scrollViews": "scrollView", "otherElements": "other", "collectionViews": "collectionView",
        "tabBars": "tabBar", "toolbars": "toolbar", "sheets": "sheet", "keys": "key", "menuItems": "menuItem",
        "checkBoxes": "checkBox", "activityIndicators": "activityIndicator", "pickerWheels": "pickerWheel",
    ]
}
