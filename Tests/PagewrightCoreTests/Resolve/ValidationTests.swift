import Testing
@testable import PagewrightCore

/// Each rule of the spec format, fed a spec that breaks it, with the exact diagnostic expected
/// at the exact position.
@Suite("Validation")
struct ValidationTests {
    @Test func malformedJSONIsLocated() {
        #expect(diagnostics(["Main.json": "{\n  \"screen\": \"Main\",\n  \"elements\": {\n}"]) == [
            "specs/Main.json:4:2: error: expected ',' or '}' after the value of \"elements\", found end of file",
        ])
    }

    @Test func wrongValueTypeIsAnError() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": 42 }
          }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:5:38: error: expected a string for 'id', found an integer",
        ])
    }

    /// A misspelt key is an error (strict by default), and the only one: the elements it would have
    /// held are not reported as unknown too.
    @Test func unknownKeyIsAnErrorWithASuggestionAndNoFollowOns() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elemnts": {}
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:4:3: error: unknown key 'elemnts' in the screen; did you mean 'elements'?",
        ])
    }

    @Test func unknownScreenReferenceSuggestsTheClosestName() {
        let spec = screen("Main", extra: #""actions": { "openLogin": { "tap": "view", "to": "Logn" } }"#)
        #expect(diagnostics(["Main.json": spec, "Login.json": screen("Login"), "pagewright.json": settings()]) == [
            "specs/Main.json:5:52: error: unknown screen 'Logn'; did you mean 'Login'?",
        ])
    }

    @Test func unknownElementTraitAndParameterReferences() {
        let spec = screen("Main", extra: """
        "traits": ["TabBarUsabel"],
          "actions": {
            "openIt": { "tap": "veiw" },
            "typeIt": { "params": { "text": "String" }, "typeText": "$txt", "into": "view" }
          }
        """)
        let trait = #"{ "trait": "TabBarUsable" }"#
        #expect(diagnostics(["Main.json": spec, "TabBarUsable.json": trait, "pagewright.json": settings()]) == [
            "specs/Main.json:5:14: error: unknown trait 'TabBarUsabel'; did you mean 'TabBarUsable'?",
            "specs/Main.json:7:24: error: unknown element 'veiw' on screen 'Main'; did you mean 'view'?",
            "specs/Main.json:8:29: error: parameter 'text' of action 'typeIt' is declared but never used",
            "specs/Main.json:8:61: error: '$txt' is used but no parameter 'txt' is declared; did you mean 'text'?",
        ])
    }

    @Test func duplicateNamesAcrossFiles() {
        #expect(diagnostics(["a/Main.json": screen("Main"), "b/Main.json": screen("Main"), "pagewright.json": settings()]) == [
            "specs/b/Main.json:2:13: error: screen name 'Main' is already used by the screen at specs/a/Main.json:2:13; names must be unique across all spec files",
        ])
    }

    @Test func duplicateKeysInOneObject() {
        let spec = """
        {
          "screen": "Main",
          "screen": "Other"
        }
        """
        #expect(diagnostics(["Main.json": spec]).contains("specs/Main.json:3:3: error: duplicate key 'screen' in the screen; the first is at line 2, column 3"))
    }

    @Test func elementTypeMustBeAnXCUIElementType() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "buton", "id": "x" }
          }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:5:23: error: 'buton' is not an XCUIElement.ElementType; did you mean 'button'?",
        ])
    }

    @Test func traitRequirementMustBeMetByEachAdopter() {
        let trait = """
        {
          "trait": "ViewWaitable",
          "requires": ["view"],
          "actions": { "waitView": { "waitFor": "view" } }
        }
        """
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["veiw"] },
          "traits": ["ViewWaitable"],
          "elements": { "veiw": { "type": "other", "id": "Main.view" } }
        }
        """
        #expect(diagnostics(["Main.json": spec, "ViewWaitable.json": trait, "pagewright.json": settings()]) == [
            "specs/Main.json:4:14: error: screen 'Main' adopts 'ViewWaitable', which requires an element 'view' that the screen does not define; did you mean 'veiw'?",
        ])
    }

    @Test func containerCyclesAreReportedOnce() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "v" },
            "a": { "type": "cell", "id": "a", "in": "b" },
            "b": { "type": "cell", "id": "b", "in": "c" },
            "c": { "type": "cell", "id": "c", "in": "a" }
          }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:6:45: error: elements are 'in' each other in a cycle: a → b → c → a",
        ])
    }

    @Test func aCycleReachedFromAnElementOutsideItIsReportedOnce() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "v" },
            "x": { "type": "cell", "id": "x", "in": "b" },
            "a": { "type": "cell", "id": "a", "in": "b" },
            "b": { "type": "cell", "id": "b", "in": "a" }
          }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:7:45: error: elements are 'in' each other in a cycle: a → b → a",
        ])
    }

    @Test func placeholdersMustBeDeclaredAndDeclarationsUsed() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "v" },
            "row": { "type": "cell", "id": "Row.$position", "params": { "index": "Int" } }
          }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:6:36: error: '$position' is used in element 'row' but no parameter 'position' is declared",
            "specs/Main.json:6:65: error: parameter 'index' of element 'row' is declared but never used: write '$index' in its id, label or predicate, or give it a 'match'",
        ])
    }

    @Test func namesMustBecomeSwiftIdentifiers() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": { "view": { "type": "other", "id": "v" } },
          "actions": { "log in": { "tap": "view" }, "2fa": { "tap": "view" } }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:5:16: error: action name 'log in' cannot become a Swift identifier: use letters, digits and underscores, not starting with a digit; did you mean 'logIn'?",
            "specs/Main.json:5:45: error: action name '2fa' cannot become a Swift identifier: use letters, digits and underscores, not starting with a digit; did you mean '_2fa'?",
        ])
    }

    @Test func screenWithoutAnchorsIsAWarning() {
        let spec = """
        {
          "screen": "Main",
          "elements": { "view": { "type": "other", "id": "v" } }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:2:13: warning: screen 'Main' has no 'verify' anchors; its page object cannot confirm the screen is showing [no-verify-anchors]",
        ])
    }

    @Test func unreachableScreenIsAWarning() {
        #expect(diagnostics(["Main.json": screen("Main"), "Lost.json": screen("Lost"), "pagewright.json": settings()]) == [
            "specs/Lost.json:2:13: warning: screen 'Lost' cannot be reached from an entry screen (Main (main)); no action leads to it [unreachable]",
        ])
    }

    @Test func twoElementsWithTheSameTypeAndIdAreAWarning() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            "root": { "type": "other", "id": "Main.view" },
            "views": { "type": "other", "id": "Main.view", "all": true }
          }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:6:5: warning: elements 'view' and 'root' are both a other with id \"Main.view\"; they find the same element [same-element]",
        ])
    }

    @Test func sourceDestinationNeedsAScreenThatOpensIt() {
        let spec = screen("Main", extra: #""actions": { "back": { "tap": "view", "to": "$source" } }"#)
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:5:47: error: action 'back' returns to \"$source\", but no screen has an action that leads to 'Main'; add one to each screen that opens it, or \"opensFrom\": \"anywhere\" if any screen may",
        ])
    }

    @Test func stepArgumentsAreCheckedAgainstElementParameters() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "v" },
            "row": { "type": "cell", "params": { "position": { "type": "Int", "match": ["index"] } } }
          },
          "actions": {
            "openRow": { "tap": "row" },
            "openFirst": { "tap": "row", "args": { "position": "first" } },
            "openOther": { "tap": "row", "args": { "postion": 1 } },
            "openAt": { "params": { "position": "Int" }, "tap": "row" }
          }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:9:25: error: element 'row' needs an argument for 'position': add \"args\": { \"position\": … } or a parameter 'position'",
            "specs/Main.json:10:44: error: argument 'position' must be an integer, found a string",
            "specs/Main.json:11:27: error: element 'row' needs an argument for 'position': add \"args\": { \"position\": … } or a parameter 'position'",
            "specs/Main.json:11:44: error: element 'row' has no parameter 'postion'; did you mean 'position'?",
        ])
    }

    @Test func settingsReferencesAreChecked() {
        let settingsText = """
        {
          "apps": { "main": { "entry": "Mian" }, "other": { } },
          "accessLevel": "open",
          "style": ["factroy"]
        }
        """
        #expect(diagnostics(["Main.json": screen("Main"), "pagewright.json": settingsText]) == [
            "specs/Main.json:2:13: error: screen 'Main' must name its 'app': the settings list several apps and none is the app under test (without 'bundleIdentifier')",
            "specs/pagewright.json:2:32: error: unknown screen 'Mian'; did you mean 'Main'?",
            "specs/pagewright.json:2:42: error: only one app can be the app under test; give app 'other' a 'bundleIdentifier'",
            "specs/pagewright.json:3:18: error: expected \"internal\" or \"public\" for 'accessLevel', found \"open\"",
            "specs/pagewright.json:4:13: error: unknown style 'factroy'; expected one of factory, plain, screenplay; did you mean 'factory'?",
        ])
    }

    /// The issue's acceptance case: ten distinct mistakes in one spec, ten diagnostics, one run.
    @Test func tenMistakesGiveTenDiagnostics() {
        let spec = """
        {
          "screen": "Login",
          "verify": { "present": ["veiw"], "wait": "network" },
          "traits": ["Missing"],
          "elements": {
            "view": { "type": "otter", "id": "Login.view" },
            "field": { "type": "textField", "id": "Login.$name" },
            "row": { "type": "cell", "id": "r", "in": "nowhere" },
            "spare": { "type": "button", "id": "s", "params": { "unused": "String" } }
          },
          "actions": {
            "log in": { "tap": "view" },
            "next": { "tap": "view", "to": "Profle" }
          },
          "checks": {
            "shown": { "exists": "viewz" }
          }
        }
        """
        let found = diagnostics(["Login.json": spec, "Profile.json": screen("Profile"), "pagewright.json": settings(entry: "Login")])
            .filter { !$0.contains("cannot be reached") }
        #expect(found == [
            "specs/Login.json:3:27: error: unknown element 'veiw' on screen 'Login'; did you mean 'view'?",
            "specs/Login.json:3:44: error: unknown waiting time 'network'; the waiting times are appLaunch, networking, uiInteraction",
            "specs/Login.json:4:14: error: unknown trait 'Missing'; there are no traits",
            "specs/Login.json:6:23: error: 'otter' is not an XCUIElement.ElementType; did you mean 'other'?",
            "specs/Login.json:7:43: error: '$name' is used in element 'field' but no parameter 'name' is declared",
            "specs/Login.json:8:47: error: unknown element 'nowhere' on screen 'Login'; the elements are 'field', 'row', 'spare' and 'view'",
            "specs/Login.json:9:57: error: parameter 'unused' of element 'spare' is declared but never used: write '$unused' in its id, label or predicate, or give it a 'match'",
            "specs/Login.json:12:5: error: action name 'log in' cannot become a Swift identifier: use letters, digits and underscores, not starting with a digit; did you mean 'logIn'?",
            "specs/Login.json:13:36: error: unknown screen 'Profle'; did you mean 'Profile'?",
            "specs/Login.json:16:26: error: unknown element 'viewz' on screen 'Login'; did you mean 'view'?",
        ])
    }

    @Test func demoSpecsValidateCleanly() throws {
        let validated = try Pipeline.validate(specsDirectory: RepositoryPaths.specs)
        #expect(validated.log.diagnostics.map(\.description) == [])
        #expect(validated.project.screens.count >= 12)
        #expect(validated.graph != nil)
    }
}


/// Rules that protect the generated code rather than the spec's own consistency.
@Suite("Validation for generation")
struct GenerationValidationTests {
    @Test func fileNamesDifferingOnlyInCaseCollide() {
        #expect(diagnostics(["a/Login.json": screen("Login"), "b/login.json": screen("SignIn"), "pagewright.json": settings(entry: "Login")])
            .filter { $0.contains("error") } == [
                "specs/b/login.json:2:13: error: 'b/login.json' and 'a/Login.json' would both generate login.pagewright.swift (file names are compared without letter case); rename one of the files",
            ])
    }

    @Test func aTraitCannotReturnToSource() {
        let trait = #"{ "trait": "Closable", "elements": { "x": { "type": "button", "id": "x" } }, "actions": { "close": { "tap": "x", "to": "$source" } } }"#
        #expect(diagnostics(["Closable.json": trait, "Main.json": screen("Main"), "pagewright.json": settings()]) == [
            "specs/Closable.json:1:120: error: a trait's action cannot return to \"$source\": only a screen knows the screen that opened it; move 'close' to that screen",
        ])
    }

    @Test func traitElementsCannotBeInRequiredElements() {
        let trait = #"{ "trait": "Listed", "requires": ["list"], "elements": { "row": { "type": "cell", "in": "list" } } }"#
        #expect(diagnostics(["Listed.json": trait, "Main.json": screen("Main"), "pagewright.json": settings()]) == [
            "specs/Listed.json:1:89: error: element 'row' cannot be 'in' 'list', which each adopter supplies; a trait's elements are found from the application or in the trait's own elements",
        ])
    }

    @Test func elementsAndActionsShareOneNamespace() {
        let spec = screen("Main", extra: #""actions": { "view": { "tap": "view" } }"#)
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:5:16: error: 'view' names both an element and an action of screen 'Main'; they become members of one type",
        ])
    }

    @Test func screensOpenedFromAnywhereHaveNoSections() {
        let alert = screen("Alert", extra: #""opensFrom": "anywhere""#)
        let section = screen("Part", extra: #""sectionOf": "Alert""#)
        let main = screen("Main", extra: #""actions": { "alert": { "tap": "view", "to": "Alert" } }"#)
        #expect(diagnostics(["Alert.json": alert, "Part.json": section, "Main.json": main, "pagewright.json": settings()]) == [
            "specs/Part.json:5:16: error: 'Alert' is opened from anywhere and cannot have sections",
        ])
    }
}
