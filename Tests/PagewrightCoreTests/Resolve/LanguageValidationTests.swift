import Foundation
import Testing
@testable import PagewrightCore

/// The spec language's rules (types, parameters, templates, ways of finding elements, checks,
/// returns), each broken once, with the exact diagnostic at the exact position, and nothing that
/// only follows from an earlier mistake.
@Suite("Spec language validation")
struct LanguageValidationTests {
    /// Parameters and templates: an unknown type (the parameter still counts as declared, so
    /// neither its placeholder nor the argument given for it is reported again), a missing record
    /// field, a record or a list where one value is needed, a default that is no case, `returns`
    /// on an action that leaves, and `forEach` over what is not a list or with a clashing name
    /// (its list is not also reported unused).
    @Test func parametersAndTemplates() {
        let files: [String: String] = [
            "pagewright.json": """
                { "apps": { "main": { "entry": "Main" } },
                  "types": { "Timeframe": ["today", "week"], "User": { "login": "String", "password": "String" } } }
                """,
            "Main.json": """
                {
                  "screen": "Main",
                  "verify": { "present": ["view"] },
                  "elements": {
                    "view": { "type": "other", "id": "V" },
                    "row": { "type": "cell", "id": "Row.$name", "params": { "name": "Strng" } },
                    "field": { "type": "textField", "id": "F" },
                    "rows": { "type": "cell", "all": true }
                  },
                  "actions": {
                    "open": { "tap": "row", "args": { "name": "x" } },
                    "logIn": { "params": { "user": "User", "tags": "[String]" }, "steps": [
                      { "typeText": "$user.logn", "into": "field" }, { "typeText": "$user", "into": "field" }, { "typeText": "Tags: $tags", "into": "field" } ] },
                    "choose": { "params": { "tf": { "type": "Timeframe", "default": "wek" } }, "typeText": "$tf", "into": "field" },
                    "peek": { "tap": "view", "to": "Main", "returns": { "label": "view" } }
                  },
                  "checks": {
                    "each": { "params": { "user": "User" }, "forEach": { "item": "$user" }, "exists": "view" },
                    "clash": { "params": { "names": "[String]" }, "forEach": { "names": "$names" }, "exists": "view" }
                  }
                }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:6:69: error: unknown parameter type 'Strng' for 'name' of element 'row'; expected String, Int, UInt, Double, Bool, a list such as [String], or a type declared in 'types'; did you mean 'String'?",
            "specs/Main.json:13:21: error: User has no field 'logn'; its fields are login, password; did you mean 'login'?",
            "specs/Main.json:13:68: error: '$user' is a User; name one of its fields: $user.login, $user.password",
            "specs/Main.json:13:110: error: '$tags' is a list; use it in a forEach",
            "specs/Main.json:14:69: error: the default of 'tf' must be a case of Timeframe (\"today\", \"week\"), found \"wek\"; did you mean 'week'?",
            "specs/Main.json:15:55: error: only an action that stays on its screen can return what it reads; action 'peek' leads elsewhere ('to'), so its page object is what it returns",
            "specs/Main.json:18:66: error: 'forEach' goes over a list, but '$user' is a User",
            "specs/Main.json:19:64: error: the loop variable 'names' has the name of a parameter of the check; name it after one item (\"row\" for \"$rows\")",
        ])
    }

    /// Ways of finding elements, assertions, and declared types: each misuse located, unknown
    /// keys suggested.
    @Test func findingAndChecksAndTypes() {
        let files: [String: String] = [
            "pagewright.json": """
                { "apps": { "main": { "entry": "Main" } }, "naming": { "constants": "stringEnm" },
                  "types": { "String": ["a"], "Element": ["b"], "XCUIElement": { "x": "Int" }, "A": { "b": "B" }, "B": { "a": "A" }, "C": { "c": "C" },
                             "Empty": [], "Bad": 5 } }
                """,
            "Main.json": """
                {
                  "screen": "Main",
                  "verify": { "present": ["view"] },
                  "elements": {
                    "view": { "type": "other", "id": "V", "rawValue": "The view" },
                    "rows": { "type": "cell", "all": true, "notContaining": { "type": "image" } },
                    "one": { "type": "cell", "inAny": "view", "notContainig": { "type": "image" } },
                    "two": { "type": "cell", "in": "view", "inAny": "rows" },
                    "three": { "type": "cell", "containing": { "type": "imag", "label": "x", "id": "y" } },
                    "four": { "type": "cell", "containing": {} },
                    "five": { "type": "cell", "params": { "n": { "type": "Int", "label": "1x" } }, "id": "$n" }
                  },
                  "checks": {
                    "many": { "assert": [ { "exists": "view", "equals": "x" }, { "label": "view" }, { "count": "rows", "atLeast": "$min" } ] },
                    "oddCount": { "count": "rows", "atLeast": 1, "equals": 2 }
                  }
                }
                """,
            "Types.json": """
                { "types": { "A": ["dup"], "Good": { "list": "[Good]", "kind": "Knd", "when": { "type": "Int", "default": "x", "label": "y" } } } }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:5:55: error: 'rawValue' says what an element found by type alone or by label is; element 'view' is found by its id, which its rawValue already is",
            "specs/Main.json:6:61: error: 'notContaining' cannot narrow a collection ('all'): no XCUITest query says \"does not contain\", so only one element can be found by walking the matches",
            "specs/Main.json:7:39: error: 'inAny' searches every element of a collection, but 'view' is one element; write 'in', or mark 'view' with \"all\": true",
            "specs/Main.json:7:47: error: unknown key 'notContainig' in element 'one'; did you mean 'notContaining'?",
            "specs/Main.json:8:44: error: an element is searched 'in' one container or 'inAny' of a collection's elements, not both",
            "specs/Main.json:9:56: error: 'imag' is not an XCUIElement.ElementType; did you mean 'image'?",
            "specs/Main.json:9:78: error: 'containing' finds its descendant by one of 'id', 'label' or 'predicate'; this one has both 'label' and 'id'",
            "specs/Main.json:10:45: error: 'containing' needs the 'type' of the descendant, or its 'id', 'label' or 'predicate'",
            "specs/Main.json:11:74: error: a 'label' is an argument label (letters, digits and underscores, not starting with a digit) or \"_\" for none, found \"1x\"",
            "specs/Main.json:14:47: error: 'equals' does not go with an 'exists' assertion",
            "specs/Main.json:14:66: error: a 'label' assertion needs exactly one of 'equals' or 'contains'",
            "specs/Main.json:15:19: error: a 'count' assertion needs exactly one of 'equals' or 'atLeast' (a number or \"$parameter\")",
            "specs/Types.json:1:14: error: type name 'A' is already declared at specs/pagewright.json:2:80; names must be unique across all spec files",
            "specs/Types.json:1:64: error: unknown field type 'Knd' for 'kind' of type 'Good'; expected String, Int, UInt, Double, Bool, a list such as [String], or a type declared in 'types'",
            "specs/Types.json:1:107: error: the default of 'when' must be an integer, found a string",
            "specs/Types.json:1:112: error: unknown key 'label' in field 'when'",
            "specs/pagewright.json:1:69: error: expected \"staticLets\" or \"stringEnum\" for 'constants', found \"stringEnm\"; did you mean 'stringEnum'?",
            "specs/pagewright.json:2:14: error: type 'String' would hide Swift's String; rename it",
            "specs/pagewright.json:2:80: error: records hold each other in a circle: A → B → A; make one of the fields a list ([B])",
            "specs/pagewright.json:2:130: error: field 'c' of record 'C' holds a C itself; a record cannot contain itself (a list of them, [C], can)",
            "specs/pagewright.json:3:23: error: enum 'Empty' has no cases",
            "specs/pagewright.json:3:34: error: expected a list of cases (an enum) or an object of fields (a record) for type 'Bad', found an integer",
        ])
    }

    /// A declared type may not hide a nested type of the page objects or one generated code uses.
    @Test func declaredTypeNamesClashWithNothingGenerated() {
        let files: [String: String] = [
            "pagewright.json": """
                { "apps": { "main": { "entry": "Main" } },
                  "types": { "Element": ["a"], "XCUIElement": { "x": "Int" } } }
                """,
            "Main.json": """
                { "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V" } } }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/pagewright.json:2:14: error: type 'Element' would be hidden inside generated page objects by their own 'Element'; rename the type",
            "specs/pagewright.json:2:32: error: type 'XCUIElement' clashes with XCUITest's 'XCUIElement', which generated code uses; rename the type",
        ])
    }

    /// An enum argument is one of its cases (with a suggestion); a text goes only where a String does.
    @Test func argumentsOfDeclaredTypes() {
        let files: [String: String] = [
            "pagewright.json": """
                { "apps": { "main": { "entry": "Main" } }, "types": { "Timeframe": ["today", "week"] } }
                """,
            "Main.json": """
                { "screen": "Main", "verify": { "present": ["view"] },
                  "elements": { "view": { "type": "other", "id": "V" }, "tab": { "type": "button", "id": "tab-$tf", "params": { "tf": "Timeframe" } } },
                  "actions": { "pick": { "tap": "tab", "args": { "tf": "wek" } }, "pickAt": { "params": { "index": "Int" }, "tap": "tab", "args": { "tf": "Order #$index" } } } }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:3:50: error: argument 'tf' must be a case of Timeframe (\"today\", \"week\"), found \"wek\"; did you mean 'week'?",
            "specs/Main.json:3:133: error: argument 'tf' must be a case of Timeframe (\"today\", \"week\"), found a text with parameters in it",
        ])
    }

    /// An unknown key, in a spec or in the settings, is an error (strict by default), so nothing is
    /// generated; `"unknownKeys": "warning"` makes it a warning saying the key is ignored, which
    /// `--warnings-as-errors` makes an error again.
    @Test func unknownKeysAreErrorsUnlessTheProjectOptsOut() {
        func files(_ unknownKeys: String) -> [SpecFile] {
            specFiles([
                "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "types": { "User": { "login": { "type": "String", "dafault": "x" } } }\#(unknownKeys) }"#,
                "Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V", "containing": { "type": "image", "lable": "x" } } } }"#,
            ])
        }
        let strict = Pipeline.generate(files: files(""))
        #expect(strict.files == nil)
        #expect(strict.validated.log.sorted.map(\.description) == [
            "specs/Main.json:1:141: error: unknown key 'lable' in 'containing'; did you mean 'label'?",
            "specs/pagewright.json:1:94: error: unknown key 'dafault' in field 'login'; did you mean 'default'?",
        ])
        #expect(Pipeline.generate(files: files(#", "unknownKeys": "error""#)).files == nil)

        let relaxed = Pipeline.generate(files: files(#", "unknownKeys": "warning""#))
        #expect(relaxed.files != nil)
        #expect(relaxed.validated.log.sorted.map(\.description) == [
            "specs/Main.json:1:141: warning: unknown key 'lable' in 'containing'; did you mean 'label'?; it is ignored [unknown-key]",
            "specs/pagewright.json:1:94: warning: unknown key 'dafault' in field 'login'; did you mean 'default'?; it is ignored [unknown-key]",
        ])
        let relaxedButStrict = Pipeline.generate(files: files(#", "unknownKeys": "warning""#), warningsAsErrors: true)
        #expect(relaxedButStrict.files == nil)
        #expect(relaxedButStrict.validated.log.sorted.map(\.description) == [
            "specs/Main.json:1:141: error: unknown key 'lable' in 'containing'; did you mean 'label'?; it is ignored [unknown-key]",
            "specs/pagewright.json:1:94: error: unknown key 'dafault' in field 'login'; did you mean 'default'?; it is ignored [unknown-key]",
        ])
        let misspelt = Pipeline.validate(files: files(#", "unknownKeys": "warn""#))
        #expect(misspelt.log.sorted.map(\.description).contains(
            #"specs/pagewright.json:1:131: error: expected "error" or "warning" for 'unknownKeys', found "warn""#), "\(misspelt.log.sorted)")
    }

    /// A declared type and a generated type of the same name: reported at the later one.
    @Test func aDeclaredTypeAndAScreenplayQuestionOfOneName() {
        let files: [String: String] = [
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["screenplay"], "types": { "Main": ["b"] } }"#,
            "Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V" } } }"#,
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:1:13: error: the screenplay style's type 'Main' (screen 'Main') clashes with the declared type 'Main'; rename one of them",
        ])
    }

    /// The spec format guide's types example is a types file that validates, and its records and
    /// enums come out as it says.
    @Test func theSpecFormatGuidesTypesExampleValidates() throws {
        let readme = try String(contentsOfFile: RepositoryPaths.root + "/docs/spec-format.md", encoding: .utf8)
        let section = try #require(readme.range(of: "\n## Types, parameters and templates\n"))
        let start = try #require(readme.range(of: "```json\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let types = String(readme[start.upperBound..<end.lowerBound])
        let files = [
            "pagewright.json": settings(),
            "Types.json": types,
            "Main.json": #"{ "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V" } } }"#,
        ]
        #expect(diagnostics(files) == [])
        let generated = try #require(Pipeline.generate(files: specFiles(files)).files?.first { $0.path == "PagewrightTypes.swift" })
        #expect(generated.contents.contains("init(login: String, password: String, age: Int = 0)"))
        #expect(generated.contents.contains("case newest = \"Newest first\""))
    }

    /// Lists nest at most eight deep (a hostile type name is no deep recursion), and a loop over a
    /// list of an unknown type still binds its name: its uses are not reported again.
    @Test func deepListsAndLoopsOverUnknownTypes() {
        let files: [String: String] = [
            "pagewright.json": settings(),
            "Main.json": """
                { "screen": "Main", "verify": { "present": ["view"] },
                  "elements": { "view": { "type": "other", "id": "V" }, "row": { "type": "cell", "params": { "t": { "type": "String", "match": ["label"] } } } },
                  "actions": { "a": { "params": { "x": "[[[[[[[[[String]]]]]]]]]", "y": "[[String]]" }, "tap": "view" } },
                  "checks": { "c": { "params": { "users": "[Nope]" }, "forEach": { "u": "$users" }, "exists": "row", "args": { "t": "$u" } } } }
                """,
        ]
        #expect(diagnostics(files) == [
            "specs/Main.json:3:35: error: parameter 'x' of action 'a' is declared but never used",
            "specs/Main.json:3:40: error: unknown parameter type '[[[[[[[[[String]]]]]]]]]' for 'x' of action 'a'; expected String, Int, UInt, Double, Bool, a list such as [String], or a type declared in 'types'",
            "specs/Main.json:3:68: error: parameter 'y' of action 'a' is declared but never used",
            "specs/Main.json:4:43: error: unknown parameter type 'Nope' for 'users' of check 'c'; expected String, Int, UInt, Double, Bool, a list such as [String], or a type declared in 'types'",
        ])
    }
}
