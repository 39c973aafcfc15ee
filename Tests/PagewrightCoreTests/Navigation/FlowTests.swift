import Testing
@testable import PagewrightCore

@Suite("Flows")
struct FlowTests {
    private let screens: [String: String] = [
        "Main.json": screen("Main", extra: #""actions": { "openProfile": { "tap": "view", "to": "Profile" }, "refresh": { "tap": "view" } }"#),
        "Profile.json": screen("Profile", extra: #""actions": { "logIn": { "params": { "login": "String" }, "typeText": "$login", "into": "view", "to": "Main" }, "choose": { "tap": "view", "to": ["Main", "Alert"] } }"#),
        "Alert.json": screen("Alert", extra: #""opensFrom": "anywhere", "actions": { "close": { "tap": "view", "to": "$source" } }"#),
        "pagewright.json": settings(),
    ]

    private func flows(_ text: String) -> [String] {
        var files = screens
        files["Flows.json"] = text
        return diagnostics(files)
    }

    @Test func aStepThatIsNotAnActionOfTheScreenReachedIsLocatedAndListsTheActions() {
        let text = """
            { "flows": { "visit": { "from": "Main", "steps": [
                "openProfile",
                "openProfile"
            ] } } }
            """
        #expect(flows(text) == [
            "specs/Flows.json:3:5: error: screen 'Profile' has no action 'openProfile' (flow 'visit' is on Profile after 'openProfile'); its actions are choose, logIn",
        ])
    }

    @Test func misspeltActionsGetASuggestion() {
        let text = #"{ "flows": { "visit": { "from": "Main", "steps": ["opnProfile"] } } }"#
        #expect(flows(text) == [
            "specs/Flows.json:1:51: error: screen 'Main' has no action 'opnProfile' (flow 'visit' is on Main after the start); its actions are openProfile, refresh; did you mean 'openProfile'?",
        ])
    }

    @Test func severalDestinationsNeedAnAs() {
        let text = #"{ "flows": { "pick": { "from": "Profile", "steps": ["choose"] } } }"#
        #expect(flows(text) == [
            "specs/Flows.json:1:53: error: action 'choose' can lead to Main or Alert; add \"as\": the one this flow expects",
        ])
    }

    @Test func argumentsAndParametersAreChecked() {
        let text = """
            { "flows": {
              "signIn": { "from": "Profile", "params": { "user": "String", "spare": "Int" }, "steps": [{ "action": "logIn", "args": { "login": "$usr" } }] },
              "plain": { "from": "Profile", "steps": ["logIn"] }
            } }
            """
        // A flow stops at its first wrong step (where it is after that is unknown), so unused
        // parameters are reported only for flows that walk to the end.
        #expect(flows(text) == [
            "specs/Flows.json:2:132: error: '$usr' is used but flow 'signIn' declares no parameter 'usr'; did you mean 'user'?",
            "specs/Flows.json:3:43: error: action 'logIn' needs an argument for 'login': add \"args\": { \"login\": … } or a flow parameter 'login'",
        ])
        let unused = #"{ "flows": { "idle": { "from": "Main", "params": { "spare": "Int" }, "steps": ["refresh"] } } }"#
        #expect(flows(unused) == ["specs/Flows.json:1:52: error: parameter 'spare' of flow 'idle' is declared but never used"])
    }

    @Test func aValidFlowBecomesAMethodOnItsStartScreen() throws {
        var files = screens
        files["Flows.json"] = """
            { "flows": { "signIn": { "from": "Main", "params": { "login": "String" },
                                      "steps": ["openProfile", "logIn", "refresh", "openProfile", { "action": "choose", "as": "Alert" }, "close"] } } }
            """
        let (validated, generated) = Pipeline.generate(files: specFiles(files))
        let emitted = try #require(generated, "\(validated.log.sorted)")
        let flows = try #require(emitted.first { $0.path == "Flows.pagewright.swift" })
        #expect(flows.contents.contains("""
            extension MainPageObject {
                /// Flow `signIn` from `Flows.json`: openProfile → logIn → refresh → openProfile → choose (as Alert) → close.
                @discardableResult func signIn(login: String, file: StaticString = #filePath, line: UInt = #line) -> ProfilePageObject {
                    PagewrightReport.run("\\(Self.self): flow signIn") {
                        self.openProfile(file: file, line: line)
                            .logIn(login: login, file: file, line: line)
                            .refresh(file: file, line: line)
                            .openProfile(file: file, line: line)
                            .choose(file: file, line: line).asAlert(file: file, line: line)
                            .close(file: file, line: line)
                    }
                }
            }
            """))
    }
}
