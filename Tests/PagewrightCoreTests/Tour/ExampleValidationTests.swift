import Foundation
import Testing
@testable import PagewrightCore

/// Examples for the tour, each rule broken once, with the diagnostic at the exact position.
@Suite("Example validation")
struct ExampleValidationTests {
    private let others = ["A.json": screen("A", extra: #""actions": { "home": { "tap": "view", "to": "Main" } }"#),
                          "B.json": screen("B", extra: #""actions": { "home": { "tap": "view", "to": "Main" } }"#)]

    private func check(_ actions: String, settings extra: String = "") -> [String] {
        var files = others
        files["pagewright.json"] = #"{ "apps": { "main": { "entry": "Main" } }, "types": { "Tab": ["home", "me"] }\#(extra) }"#
        files["Main.json"] = """
            {
              "screen": "Main",
              "verify": { "present": ["view"] },
              "elements": {
                "view": { "type": "other", "id": "V" },
                "row": { "type": "cell", "id": "Row.$n", "params": { "n": "Int" } },
                "field": { "type": "textField", "id": "F" }
              },
              "actions": {
            \(actions)
              }
            }
            """
        return diagnostics(files)
    }

    @Test func examplesThatValidate() {
        #expect(check("""
                "type": { "params": { "text": { "type": "String", "example": "hi" }, "tab": { "type": "Tab", "example": "me" } }, "typeText": "$text $tab", "into": "field" },
                "open": { "params": { "n": "Int" }, "tap": "row", "to": ["A", "B"],
                          "example": [{ "args": { "n": 0 }, "to": "A", "before": ["type"] }, { "args": { "n": 1 }, "to": "B", "endsWalk": true }] }
            """) == [])
    }

    @Test func aParameterExampleMustBeALiteralOfItsType() {
        #expect(check("""
                "type": { "params": { "text": { "type": "Int", "example": "hi" }, "tab": { "type": "Tab", "example": "mee" } }, "typeText": "$text $tab", "into": "field" }
            """) == [
            "specs/Main.json:10:63: error: the example of 'text' must be an integer, found a string",
            "specs/Main.json:10:106: error: the example of 'tab' must be a case of Tab (\"home\", \"me\"), found \"mee\"; did you mean 'me'?",
        ])
    }

    @Test func anExampleNamesParametersTheActionHasAndGivesEveryOneItNeeds() {
        #expect(check("""
                "open": { "params": { "n": "Int" }, "tap": "row", "to": "A", "example": { "args": { "m": 0 } } },
                "go": { "params": { "n": "Int" }, "tap": "row", "to": "A", "example": { "args": { "n": "zero" } } }
            """) == [
            "specs/Main.json:10:77: error: this example of action 'open' gives no value for 'n': add \"args\": { \"n\": … } or an \"example\" on the parameter",
            "specs/Main.json:10:89: error: action 'open' has no parameter 'm'; did you mean 'n'?",
            "specs/Main.json:11:92: error: the value of 'n' must be an integer, found a string",
        ])
    }

    @Test func toPicksOneOfSeveralDestinations() {
        #expect(check("""
                "pick": { "tap": "view", "to": ["A", "B"], "example": { "to": "C" } },
                "either": { "tap": "view", "to": ["A", "B"], "example": {} },
                "one": { "tap": "view", "to": "A", "example": { "to": "B" } },
                "stay": { "tap": "view", "example": { "to": "A" } }
            """) == [
            "specs/Main.json:10:67: error: 'C' is not a destination of 'pick' (A, B); did you mean 'A'?",
            "specs/Main.json:11:61: error: action 'either' can lead to A or B; say which this example leads to with \"to\"",
            "specs/Main.json:12:59: error: action 'one' leads to 'A'; an example's 'to' picks one of several destinations",
            "specs/Main.json:13:49: error: action 'stay' stays on its screen; an example's 'to' names where an action with several destinations leads",
        ])
    }

    @Test func beforeTakesActionsOfTheScreenThatStayAndHaveValues() {
        #expect(check("""
                "type": { "params": { "text": "String" }, "typeText": "$text", "into": "field" },
                "go": { "tap": "view", "to": "A", "example": { "before": ["typ", "other", "go", "type", { "action": "type", "args": { "txt": "x" } }] } },
                "other": { "tap": "view", "to": "B" }
            """) == [
            "specs/Main.json:11:63: error: unknown action 'typ' on screen 'Main'; did you mean 'type'?",
            "specs/Main.json:11:70: error: 'before' takes actions that stay on the screen, and 'other' leads elsewhere (it has 'to')",
            "specs/Main.json:11:79: error: an example's 'before' lists the actions taken first; 'go' itself comes after them",
            "specs/Main.json:11:85: error: action 'type' needs a value for 'text' before action 'go': add \"args\": { \"text\": … } to this step or an \"example\" on the parameter",
            "specs/Main.json:11:105: error: action 'type' needs a value for 'text' before action 'go': add \"args\": { \"text\": … } to this step or an \"example\" on the parameter",
            "specs/Main.json:11:123: error: action 'type' has no parameter 'txt'; did you mean 'text'?",
        ])
    }

    @Test func shapesAndUnknownKeys() {
        #expect(check("""
                "go": { "tap": "view", "to": "A", "example": { "endWalk": true } },
                "back": { "tap": "view", "to": "B", "example": "yes" },
                "tapRow": { "params": { "n": { "type": "Int", "exampel": 1 } }, "tap": "row" }
            """) == [
            "specs/Main.json:10:52: error: unknown key 'endWalk' in an example of action 'go'; did you mean 'endsWalk'?",
            "specs/Main.json:11:52: error: expected an object for the example of action 'back' ({ \"args\": …, \"to\": …, \"before\": […], \"endsWalk\": true }), a list of them, or false to leave the action out of the tour, found a string",
            "specs/Main.json:12:51: error: unknown key 'exampel' in parameter 'n'; did you mean 'example'?",
        ])
    }

    @Test func tourSettings() {
        #expect(check(#""go": { "tap": "view", "to": "A" }"#, settings: #", "tour": { "testCase": "My Case", "maxSteps": 0, "imports": ["2Pages"], "genrate": true }"#) == [
            "specs/pagewright.json:1:102: error: the tour's 'testCase' names the class each walk's test case inherits from, such as \"XCTestCase\" or \"AppUITestCase\", found \"My Case\"",
            "specs/pagewright.json:1:125: error: the tour's 'maxSteps' is the most moves one test takes, at least 1, found 0",
            "specs/pagewright.json:1:140: error: module name '2Pages' cannot become a Swift identifier: use letters, digits and underscores, not starting with a digit; did you mean '_2Pages'?",
            "specs/pagewright.json:1:151: error: unknown key 'genrate' in 'tour'; did you mean 'generate'?",
        ])
    }

    @Test func aTourTestCaseOrModuleThatIsAKeywordIsAnError() {
        #expect(check(#""go": { "tap": "view", "to": "A" }"#, settings: #", "tour": { "testCase": "Self", "imports": ["class"] }"#) == [
            "specs/pagewright.json:1:102: error: the tour's 'testCase' names the class each walk's test case inherits from, such as \"XCTestCase\" or \"AppUITestCase\", found \"Self\": 'Self' is a Swift keyword or a type Swift reserves, not a class the generated code can inherit from",
            "specs/pagewright.json:1:122: error: module name 'class' is a Swift keyword, which `import` cannot name",
        ])
    }

    /// A record's value is an object of its fields: the tour writes the record's initializer with
    /// every field (a default where one is left out); a field it lacks or needs is an error there.
    @Test func aRecordExampleIsAnObjectOfItsFields() throws {
        var files = others
        files["pagewright.json"] = #"{ "apps": { "main": { "entry": "Main" } }, "types": { "User": { "login": "String", "age": { "type": "Int", "default": 30 }, "nick": { "type": "String", "optional": true } } } }"#
        files["Main.json"] = Self.loginScreen(#""actions": { "logIn": { "params": { "user": "User" }, "steps": [{ "typeText": "$user.login", "into": "field" }], "to": "A", "example": { "args": { "user": { "login": "ada" } } } } }"#)
        #expect(diagnostics(files).filter { $0.contains(": error: ") } == [])
        let validated = Pipeline.validate(files: specFiles(files))
        let model = try #require(validated.model), names = try #require(validated.names)
        let tour = TourEmitter.files(model, names: names, plan: TourPlanner.plan(model)).map(\.file.contents).joined()
        #expect(tour.contains(#"logIn(user: User(login: "ada", age: 30, nick: nil)"#), "\(tour)")

        files["Main.json"] = Self.loginScreen(#""actions": { "logIn": { "params": { "user": "User" }, "steps": [{ "typeText": "$user.login", "into": "field" }], "to": "A", "example": [{ "args": { "user": { "lgoin": "ada" } } }, { "args": { "user": { "age": 3 } } }, { "args": { "user": { "login": 7 } } }] } }"#)
        let found = diagnostics(files).filter { $0.contains(": error: ") }
        #expect(found.count == 3, "\(found)")
        #expect(found.contains { $0.contains("a field 'lgoin' that User does not have; did you mean 'login'?") }, "\(found)")
        #expect(found.contains { $0.contains("an object without 'login', which User needs") }, "\(found)")
        #expect(found.contains { $0.contains("an integer for 'login' (a string)") }, "\(found)")
    }

    private static func loginScreen(_ actions: String) -> String {
        #"{ "screen": "Main", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V" }, "field": { "type": "textField", "id": "F" } }, "# + actions + " }"
    }
}
