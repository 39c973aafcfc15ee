import Foundation
import Testing
@testable import PagewrightCore

/// Steps of real screens (issue 16): conditional steps, repetition, swipes until a condition
/// holds, taps at a point, typing into whatever has focus, keys, steps on the app itself and
/// another action of the page.
@Suite("Steps of real screens")
struct StepTests {
    /// Every construct of the step grammar, in one screen and one trait.
    static let specs: [String: String] = [
        "Pay.json": """
            { "screen": "Pay", "verify": { "present": ["view"] }, "traits": ["Keypad"],
              "elements": {
                "view": { "type": "other", "id": "Pay.view" },
                "app": { "type": "application" },
                "list": { "type": "table", "id": "Pay.list" },
                "row": { "type": "cell", "in": "list", "params": { "title": { "type": "String", "match": ["label"] } } },
                "notNow": { "type": "button", "label": "Not Now" },
                "learnMore": { "type": "link", "id": "Pay.learnMore" },
                "note": { "type": "textView", "id": "Pay.note" },
                "banner": { "type": "other", "id": "Pay.banner" }
              },
              "actions": {
                "enterAmount": { "params": { "amount": "String" }, "steps": [
                    { "forEach": { "digit": "$amount" }, "steps": [{ "do": "pressKey", "args": { "key": "$digit" } }] },
                    { "tap": "notNow", "if": { "exists": "notNow" } },
                    { "tap": "banner", "unless": { "label": "banner", "equals": "Done", "within": "uiInteraction" } }
                ] },
                "openRow": { "params": { "title": "String" }, "steps": [
                    { "swipe": "list", "direction": "up", "until": { "isHittable": "row" }, "max": 5 },
                    { "tap": "row" }
                ] },
                "scrollDown": { "swipe": "app", "direction": "up" },
                "openEach": { "params": { "titles": "[String]" }, "steps": [
                    { "forEach": { "title": "$titles" }, "steps": [{ "tap": "row" }, { "swipe": "row", "direction": "left" }] }
                ] },
                "learn": { "tap": "learnMore", "at": { "x": 0.1, "y": 0.5 } },
                "dismissIfReady": { "tap": "notNow", "if": [{ "exists": "notNow" }, { "isHittable": "notNow", "within": "now" }] },
                "openBanner": { "tap": "banner", "unless": [{ "label": "banner", "equals": "Done", "within": "now" }, { "exists": "notNow" }] },
                "pressKeys": { "params": { "count": "Int", "times": "UInt" }, "steps": [
                    { "forEach": { "index": "$count" }, "steps": [{ "do": "pressKey", "args": { "key": "Key $index" } }] },
                    { "forEach": { "time": "$times" }, "steps": [{ "tap": "view" }] }
                ] },
                "typeNote": { "params": { "text": "String" }, "steps": [
                    { "tap": "note" }, { "typeText": "$text" }, { "typeKey": "return" }, { "typeKey": "delete", "into": "note" }
                ] }
              } }
            """,
        "Keypad.json": """
            { "trait": "Keypad", "requires": ["view"],
              "elements": { "key": { "type": "key", "params": { "key": { "type": "String", "match": ["label"] } } } },
              "actions": {
                "pressKey": { "params": { "key": "String" }, "steps": [{ "tap": "key" }] },
                "clearAll": { "steps": [{ "do": "pressKey", "args": { "key": "C" } }, { "tap": "view", "if": { "exists": "view" } }] }
              } }
            """,
    ]

    private static var paySettings: String { RealScreens.settings().replacingOccurrences(of: #""entry": "Main""#, with: #""entry": "Pay""#) }

    @Test func conditionsRepetitionAndAnotherActionOfThePage() {
        let pay = RealScreens.emit(Self.specs, settings: Self.paySettings)["Pay.pagewright.swift"]
        RealScreens.expect(pay, contains: """
                    self.perform("enterAmount") {
                        for digit in amount.map(String.init) {
                            self.pressKey(digit, file: file, line: line)
                        }
                        if self.notNow.waitForExistence(timeout: WaitingTime.short.seconds) {
                            guard self.tap(Element.notNow, file: file, line: line) else { return }
                        }
                        if !(self.banner.waitForExistence(timeout: WaitingTime.uiInteraction.seconds) && PagewrightCheck.read(.label, of: self.banner) == "Done") {
                            self.tap(Element.banner, file: file, line: line)
                        }
                    }
            """)
    }

    /// A list parameter's items; the loop variable passes on to an element's parameter by name.
    @Test func repetitionOverAList() {
        let pay = RealScreens.emit(Self.specs, settings: Self.paySettings)["Pay.pagewright.swift"]
        RealScreens.expect(pay, contains: """
                    self.perform("openEach") {
                        for title in titles {
                            guard self.step(self.row(title: title), "row", firstOf: Element.row(title: title).query(self.application), file: file, line: line, { $0.tap() }) else { return }
                            self.row(title: title).swipeLeft()
                        }
                    }
            """)
    }

    @Test func aSwipeUntilIsBoundedAndSaysWhatNeverHeld() {
        let pay = RealScreens.emit(Self.specs, settings: Self.paySettings)["Pay.pagewright.swift"]
        RealScreens.expect(pay, contains: """
                        do {
                            var swipes = 0
                            while !(self.row(title: title).exists && self.row(title: title).isHittable) {
                                guard swipes < 5 else {
                                    self.fail("\\(Self.self).openRow: 'row' is not hittable after 5 swipes up on 'list'", file: file, line: line)
                                    return
                                }
                                self.list.swipeUp()
                                swipes += 1
                            }
                        }
            """)
    }

    @Test func pointsFocusKeysAndTheApp() {
        let files = RealScreens.emit(Self.specs, settings: Self.paySettings)
        let pay = files["Pay.pagewright.swift"]
        RealScreens.expect(pay, contains: #"self.step(Element.learnMore, .hittableInPlace, action: "learn", file: file, line: line) { $0.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.5)).tap() }"#)
        RealScreens.expect(pay, contains: """
                        self.application.typeText(text)
                        self.application.typeKey(XCUIKeyboardKey.return, modifierFlags: [])
                        self.note.typeKey(XCUIKeyboardKey.delete, modifierFlags: [])
            """)
        // The `short` waiting time conditions use by default is declared for the project.
        RealScreens.expect(files["PagewrightSupport.swift"], contains: "    case short\n")
        RealScreens.expect(files["PagewrightSupport.swift"], contains: "        case .short: 2.0\n")
    }

    @Test func eachStyleTakesTheSameSteps() {
        let files = RealScreens.emit(Self.specs, settings: Self.paySettings)
        RealScreens.expect(files["Plain/Pay.plain.swift"], contains: "                self.pressKey(digit, file: file, line: line)\n")
        // In the Screenplay style, `do` goes through the Actions of the page that declares the action,
        // with the adopting screen where that action needs one.
        RealScreens.expect(files["Screenplay/Pay.screenplay.swift"], contains: "                KeypadActions.pressKey(digit, file: file, line: line)\n")
        RealScreens.expect(files["Screenplay/Keypad.screenplay.swift"], contains: """
                public static func clearAll(on screen: KeypadElements.Screen, file: StaticString = #filePath, line: UInt = #line) {
                    self.perform("clearAll") {
                        KeypadActions.pressKey("C", file: file, line: line)
                        if screen.view.waitForExistence(timeout: WaitingTime.short.seconds) {
            """)
    }

    @Test(arguments: TestDepth.languageModes())
    func everyStepTypeChecksInEveryStyle(languageMode: String) throws {
        try RealScreens.typecheck(RealScreens.emit(Self.specs, settings: Self.paySettings), languageMode: languageMode)
    }

    /// Projects without conditions keep their waiting times as they were.
    /// A count repeats its steps once per index below it, and a negative one not at all (a
    /// range below zero would trap).
    @Test func repetitionOverACount() {
        let pay = RealScreens.emit(Self.specs, settings: Self.paySettings)["Pay.pagewright.swift"]
        RealScreens.expect(pay, contains: """
                        for index in 0..<max(0, count) {
                            self.pressKey("Key \\(index)", file: file, line: line)
                        }
                        for _ in 0..<times {
            """)
    }

    @Test func noConditionNoExtraWaitingTime() {
        let files = RealScreens.emit(["Main.json": screen("Main", extra: #""actions": { "go": { "tap": "view" } }"#)])
        #expect(files["PagewrightSupport.swift"]?.contains("case short") == false)
    }

    @Test func misuseIsLocatedWithoutFollowOnErrors() {
        let spec = """
            {
              "screen": "Main",
              "verify": { "present": ["view"] },
              "elements": {
                "view": { "type": "other", "id": "Main.view" },
                "list": { "type": "table", "id": "Main.list" },
                "row": { "type": "cell", "in": "list", "params": { "title": { "type": "String", "match": ["label"] } } }
              },
              "actions": {
                "a": { "params": { "text": "String", "on": "Bool" }, "steps": [
                  { "typeKey": "retrun" },
                  { "do": "opn" },
                  { "do": "a" },
                  { "do": "leave" },
                  { "do": "withTitle" },
                  { "forEach": { "n": "$on" }, "steps": [{ "tap": "view" }] },
                  { "forEach": { "text": "$text" }, "steps": [{ "tap": "row", "args": { "title": "$text" } }] },
                  { "forEach": { "c": "$nothing" }, "steps": [] },
                  { "forEach": { "c": "$text" } },
                  { "tap": "view", "if": { "exists": "vew" }, "unless": { "exists": "view" } },
                  { "tap": "view", "if": { "exists": "view", "within": "shrt" } },
                  { "swipe": "list", "direction": "up", "until": { "isHittable": "row", "args": { "title": "$text" }, "within": "short" }, "max": 0 },
                  { "swipe": "list", "direction": "up", "max": 3 },
                  { "tap": "view", "at": { "x": 0.5 } },
                  { "swipe": "list", "direction": "down", "at": { "x": 0.5, "y": 0.5 } }
                ] },
                "b": { "forEach": { "c": "$text" }, "steps": [] },
                "leave": { "tap": "view", "to": "Main" },
                "withTitle": { "params": { "title": "String" }, "tap": "row" },
                "x": { "do": "y" },
                "y": { "do": "z" },
                "z": { "do": "x" }
              }
            }
            """
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": spec]) == [
            "specs/Main.json:11:20: error: unknown key 'retrun'; a 'typeKey' step types one of delete, return, enter, tab, space, escape, upArrow, downArrow, leftArrow, rightArrow, forwardDelete, home, end, pageUp, pageDown; did you mean 'return'?",
            "specs/Main.json:12:15: error: unknown action 'opn' on screen 'Main'; the actions are 'a', 'b', 'leave', 'withTitle', 'x', 'y' and 'z'",
            "specs/Main.json:13:15: error: action 'a' cannot do itself",
            "specs/Main.json:14:15: error: 'do' takes an action that stays on the screen, and 'leave' leads elsewhere (it has 'to')",
            "specs/Main.json:15:15: error: action 'withTitle' needs an argument for 'title': add \"args\": { \"title\": … } or a parameter 'title'",
            "specs/Main.json:16:27: error: 'forEach' goes through a list, the characters of a String or the indexes below an integer; '$on' is a boolean",
            "specs/Main.json:17:22: error: the loop variable 'text' has the name of a parameter in scope; name it after one item (\"digit\" for \"$digits\")",
            "specs/Main.json:18:27: error: '$nothing' is used but no parameter 'nothing' is declared",
            "specs/Main.json:18:50: warning: this 'forEach' has no steps; it does nothing [empty-loop]",
            "specs/Main.json:19:9: error: a 'forEach' step needs 'steps': the steps to take for each item",
            "specs/Main.json:20:42: error: unknown element 'vew' on screen 'Main'; did you mean 'view'?",
            "specs/Main.json:20:51: error: a step has 'if' or 'unless', not both; write the condition the other way round",
            "specs/Main.json:21:60: error: unknown waiting time 'shrt'; the waiting times are appLaunch, networking, short, uiInteraction (or 'now', no wait); did you mean 'short'?",
            "specs/Main.json:22:117: error: 'within' waits before an 'if'; 'until' looks after each swipe without waiting",
            "specs/Main.json:22:135: error: 'max' is the most swipes 'until' makes and must be at least 1",
            "specs/Main.json:23:52: error: 'max' bounds the swipes of 'until', and this swipe has no 'until'",
            "specs/Main.json:24:30: error: 'at' needs 'x' and 'y': fractions of the element's width and height from its top left corner (0.5, 0.5 is its centre), or 'dx' and 'dy' in points",
            "specs/Main.json:25:47: error: 'at' belongs to 'doubleTap' and 'press' and 'tap' steps, not 'swipe'",
            "specs/Main.json:27:12: error: a 'forEach' step goes inside the action's 'steps': \"steps\": [{ \"forEach\": …, \"steps\": […] }]",
            "specs/Main.json:30:18: error: action 'x' does itself through y → z → x; 'do' cannot go round in a cycle",
            "specs/Main.json:31:18: error: action 'y' does itself through z → x → y; 'do' cannot go round in a cycle",
            "specs/Main.json:32:18: error: action 'z' does itself through x → y → z; 'do' cannot go round in a cycle",
        ])
    }
}

extension StepTests {
    @Test func theSchemaDescribesConditions() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/spec.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let condition = try #require((schema["definitions"] as? [String: Any])?["condition"] as? [String: Any])
        #expect(Set((condition["properties"] as? [String: Any] ?? [:]).keys) == Set(PageDecoder.conditionKeys))
        let key = try #require(((schema["definitions"] as? [String: Any])?["step"] as? [String: Any])?["properties"] as? [String: Any])
        #expect((key["typeKey"] as? [String: Any])?["enum"] as? [String] == Validator.keyboardKeys)
    }
}

extension StepTests {
    /// A bound so large that a test which never finds its row would swipe for hours is refused, and
    /// a number too large for an integer says so rather than "expected an integer, found an integer".
    @Test func swipesAreBoundedByAHundred() {
        func errors(max: String) -> [String] {
            let spec = """
                { "screen": "Main", "verify": { "present": ["view"] },
                  "elements": { "view": { "type": "other", "id": "Main.view" }, "list": { "type": "table", "id": "Main.list" },
                                "row": { "type": "cell", "in": "list", "label": "Last" } },
                  "actions": { "find": { "swipe": "list", "direction": "up", "until": { "isHittable": "row" }, "max": \(max) } } }
                """
            var files = ["Main.json": spec]
            files["pagewright.json"] = RealScreens.settings()
            return Pipeline.validate(files: specFiles(files)).log.sorted.map(\.description)
        }
        #expect(errors(max: "100") == [])
        #expect(errors(max: "101") == [
            "specs/Main.json:4:103: error: 'max' is at most 100: a row that many swipes away is better reached another way (a search, a filter)",
        ])
        #expect(errors(max: "99999999999999999999") == [
            "specs/Main.json:4:103: error: expected an integer for 'max', found one too large to be used",
        ])
    }
}

extension StepTests {
    /// `"within": "now"` looks once, as a probe for a button that is either there by now or not;
    /// `now` cannot be declared as a waiting time, and a misspelt one is suggested.
    @Test func aConditionThatLooksWithoutWaiting() {
        func spec(_ actions: String) -> String {
            """
            { "screen": "Main", "verify": { "present": ["view"] },
              "elements": { "view": { "type": "other", "id": "Main.view" }, "done": { "type": "button", "label": "Done" } },
              "actions": { \(actions) } }
            """
        }
        let main = RealScreens.emit(["Main.json": spec(#""finish": { "tap": "done", "if": { "exists": "done", "within": "now" } }"#)])["Main.pagewright.swift"]
        RealScreens.expect(main, contains: """
                    if self.done.exists {
            """)
        #expect(main?.contains("waitForExistence(timeout: WaitingTime") == false)

        var files = ["Main.json": spec(#""finish": { "tap": "done", "unless": { "isEnabled": "done", "within": "nwo" } }"#)]
        files["pagewright.json"] = RealScreens.settings(extra: #""waits": { "now": 1 }"#)
        #expect(Pipeline.validate(files: specFiles(files)).log.sorted.map(\.description) == [
            "specs/Main.json:3:86: error: unknown waiting time 'nwo'; the waiting times are appLaunch, networking, short, uiInteraction (or 'now', no wait); did you mean 'now'?",
            #"specs/pagewright.json:1:125: error: 'now' is not a waiting time to declare: a condition's "within": "now" looks without waiting; give this one another name"#,
        ])
    }
}

extension StepTests {
    /// A list under `if` runs the step only when each condition holds, asked in order (a later one
    /// only once the earlier held, so only the first waits for what may be late); under `unless`,
    /// only when none holds. An empty list is an error.
    @Test func severalConditionsOnOneStep() {
        func spec(_ actions: String) -> String {
            """
            { "screen": "Main", "verify": { "present": ["view"] },
              "elements": { "view": { "type": "other", "id": "Main.view" }, "info": { "type": "staticText", "id": "Main.info" },
                            "expand": { "type": "button", "id": "Main.expand" } },
              "actions": { \(actions) } }
            """
        }
        let main = RealScreens.emit(["Main.json": spec(#"""
            "collapse": { "tap": "expand", "if": [{ "exists": "info" }, { "isHittable": "expand", "within": "now" }] },
            "open": { "tap": "expand", "unless": [{ "exists": "info", "within": "now" }, { "notExists": "view", "within": "now" }] }
            """#)])["Main.pagewright.swift"]
        RealScreens.expect(main, contains: """
                    if self.info.waitForExistence(timeout: WaitingTime.short.seconds) && (self.expand.exists && self.expand.isHittable) {
            """)
        RealScreens.expect(main, contains: """
                    if !(self.info.exists) && !(!self.view.exists) {
            """)
        let empty = RealScreens.settings()
        let log = Pipeline.validate(files: specFiles(["pagewright.json": empty, "Main.json": spec(#""collapse": { "tap": "expand", "if": [] }"#)])).log
        #expect(log.sorted.map(\.description) == [
            "specs/Main.json:4:53: error: 'if' has an empty list; give one condition, or several that must all hold",
        ])
    }
}
