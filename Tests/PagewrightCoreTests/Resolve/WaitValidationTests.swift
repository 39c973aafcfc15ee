import Testing
@testable import PagewrightCore

/// The keys of issue 14 (waiting, readiness, verification levels, interruptions, launch and
/// defaults), each broken the way a spec author would break it, with the exact diagnostic.
@Suite("Validation of waits, readiness and interruptions")
struct WaitValidationTests {
    private func main(_ body: String) -> String {
        """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          \(body)
        }
        """
    }

    @Test func everyNewKeyValidatesWhenWrittenRight() {
        let spec = main("""
          "elements": {
            "view": { "type": "other", "id": "Main.view", "ready": "exists" },
            "goButton": { "type": "button", "id": "Main.go", "unique": true },
            "app": { "type": "application" }
          },
          "actions": {
            "go": { "tap": "goButton", "ready": "enabled", "wait": "networking", "to": "Main" },
            "twice": { "wait": "networking", "steps": [{ "tap": "goButton", "wait": "uiInteraction" }, { "doubleTap": "goButton", "ready": "exists" }] }
          },
          "checks": { "goShown": { "exists": "goButton", "wait": "networking" } },
          "getters": { "goLabel": { "label": "goButton", "wait": "networking" } }
        """)
        let alert = """
        {
          "screen": "Alert", "app": "springboard", "opensFrom": "anywhere",
          "interruption": { "dismiss": "allow" },
          "verify": { "present": ["alert"], "anchors": "hittable", "retries": 2, "loaded": ["allowButton"] },
          "elements": { "alert": { "type": "alert" }, "allowButton": { "type": "button", "label": "Allow", "in": "alert" } },
          "actions": { "allow": { "tap": "allowButton", "to": "$source" } }
        }
        """
        let settings = """
        { "apps": { "main": { "entry": "Main", "launchArguments": ["-ui"], "launchEnvironment": { "A": "1" } },
                    "springboard": { "bundleIdentifier": "com.apple.springboard" } },
          "defaults": { "wait": "networking", "ready": { "tap": "enabled", "typeText": "exists" },
                        "verify": { "anchors": "hittable", "retries": 1 }, "failureEvidence": false, "accessibilityAudit": true } }
        """
        #expect(diagnostics(["Main.json": spec, "Alert.json": alert, "pagewright.json": settings]) == [])
    }

    @Test func unknownReadinessAndWaitsAreLocatedWithASuggestion() {
        let spec = main("""
          "elements": { "view": { "type": "other", "id": "Main.view", "ready": "hitable" } },
          "actions": { "go": { "tap": "view", "wait": "network" } },
          "checks": { "shown": { "exists": "view", "wait": "slow" } },
          "getters": { "label": { "label": "view", "wait": "networkin" } }
        """)
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:4:74: error: unknown readiness 'hitable'; expected exists, enabled, hittable; did you mean 'hittable'?",
            "specs/Main.json:5:47: error: unknown waiting time 'network'; the waiting times are appLaunch, networking, uiInteraction",
            "specs/Main.json:6:52: error: unknown waiting time 'slow'; the waiting times are appLaunch, networking, uiInteraction",
            "specs/Main.json:7:52: error: unknown waiting time 'networkin'; the waiting times are appLaunch, networking, uiInteraction; did you mean 'networking'?",
        ])
    }

    @Test func uniqueContradictsACollectionOrAnIndex() {
        let spec = main("""
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            "rows": { "type": "cell", "all": true, "unique": true },
            "second": { "type": "cell", "index": 1, "unique": true }
          }
        """)
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:6:54: error: element 'rows' is a collection ('all') and cannot also be 'unique'",
            "specs/Main.json:7:55: error: element 'second' picks the n-th match ('index') and cannot also be 'unique', which demands exactly one",
        ])
    }

    @Test func anApplicationElementTakesNothingThatNarrowsItDown() {
        let spec = main("""
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            "app": { "type": "application", "id": "Main.app" }
          }
        """)
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:6:22: error: element 'app' is of type 'application': it is the app itself (the screen's app, or the context it is asked of), so it takes no 'id'",
        ])
    }

    @Test func verificationLevelsAreChecked() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"], "anchors": "visible", "retries": -1, "loaded": ["veiw", "row"] },
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            "row": { "type": "cell", "params": { "position": { "type": "Int", "match": ["index"] } } }
          }
        }
        """
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:3:47: error: expected \"exists\" or \"hittable\" for 'anchors', found \"visible\"",
            "specs/Main.json:3:69: error: 'retries' counts further attempts and cannot be negative",
            "specs/Main.json:3:84: error: unknown element 'veiw' on screen 'Main'; did you mean 'view'?",
            "specs/Main.json:3:92: error: the 'loaded' element 'row' needs an argument for 'position'; verification checks elements without required parameters",
        ])
    }

    @Test func anInterruptionNeedsADismissingActionAMonitorCanTake() {
        let spec = """
        {
          "screen": "Alert", "opensFrom": "anywhere",
          "interruption": { "dismiss": "alow" },
          "verify": { "present": ["alert"] },
          "elements": { "alert": { "type": "alert" }, "button": { "type": "button", "label": "$title", "params": { "title": "String" } } },
          "actions": { "allow": { "params": { "title": "String" }, "tap": "button", "to": "$source" } }
        }
        """
        let other = """
        {
          "screen": "Prompt", "opensFrom": "anywhere",
          "interruption": { "dismiss": "allow" },
          "verify": { "present": ["prompt"] },
          "elements": { "prompt": { "type": "alert" } },
          "actions": { "allow": { "params": { "title": "String" }, "tap": "prompt", "args": {}, "to": "$source" } }
        }
        """
        let missing = #"{ "screen": "Sheet", "interruption": {}, "verify": { "present": ["sheet"] }, "elements": { "sheet": { "type": "sheet" } } }"#
        let result = diagnostics(["Main.json": main(#""elements": { "view": { "type": "other", "id": "Main.view" } }"#),
                                  "Alert.json": spec, "Prompt.json": other, "Sheet.json": missing, "pagewright.json": settings()])
        #expect(result.contains("specs/Alert.json:3:32: error: unknown action 'alow' on screen 'Alert'; did you mean 'allow'?"), "\(result)")
        #expect(result.contains("specs/Prompt.json:3:32: error: the interruption's 'dismiss' action 'allow' takes arguments; it must be one an interruption monitor can take by itself"), "\(result)")
        #expect(result.contains("specs/Sheet.json:1:38: error: 'interruption' needs 'dismiss': the action of this screen that makes it go away"), "\(result)")
        #expect(!result.contains { $0.contains("cannot be reached") && $0.contains("Alert") }, "an interruption comes up by itself: \(result)")
    }

    @Test func defaultsAndLaunchSettingsAreChecked() {
        let settings = """
        {
          "apps": { "main": { "entry": "Main", "launchArguments": "-ui", "launchEnvironment": { "A": 1 } } },
          "defaults": { "wait": "slow", "ready": { "tap": "visible", "type": "enabled" }, "verify": { "anchors": "always", "retries": -2 },
                        "failureEvidence": "yes", "acessibilityAudit": true }
        }
        """
        #expect(diagnostics(["Main.json": main(#""elements": { "view": { "type": "other", "id": "Main.view" } }"#), "pagewright.json": settings]) == [
            "specs/pagewright.json:2:59: error: expected a list of strings for 'launchArguments', found a string",
            "specs/pagewright.json:2:94: error: expected a string for 'A', found an integer",
            "specs/pagewright.json:3:25: error: unknown waiting time 'slow'; the waiting times are appLaunch, networking, uiInteraction",
            "specs/pagewright.json:3:51: error: unknown readiness 'visible' for 'tap'; expected exists, enabled, hittable",
            "specs/pagewright.json:3:62: error: unknown key 'type' in 'ready'",
            "specs/pagewright.json:3:106: error: expected \"exists\" or \"hittable\" for 'anchors', found \"always\"",
            "specs/pagewright.json:3:127: error: 'retries' counts further attempts and cannot be negative",
            "specs/pagewright.json:4:36: error: expected true or false for 'failureEvidence', found a string",
            "specs/pagewright.json:4:43: error: unknown key 'acessibilityAudit' in 'defaults'; did you mean 'accessibilityAudit'?",
        ])
    }

    @Test func readyOnAnActionWithStepsIsIgnoredWithAWarning() {
        let spec = main("""
          "elements": { "view": { "type": "other", "id": "Main.view" } },
          "actions": { "go": { "ready": "exists", "steps": [{ "tap": "view" }] } }
        """)
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:5:24: error: 'ready' belongs on a step or an element; action 'go' has 'steps'",
        ])
    }
}
