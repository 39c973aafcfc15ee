import Testing
@testable import PagewrightCore

/// A flow's branch (`if`/`then`/`else`/`endsOn`), loop (`forEach`/`steps`) and `once`: what each
/// style writes, and the located errors for joins, journeys and `once` flows that cannot be
/// typed (FlowConstructCompileTests type-checks the code; LanguageTests/FlowConstructTests runs
/// it against the simulated shop).
@Suite("Flow branches, loops and once")
struct FlowConstructSnippetTests {
    static let settings = #"{ "apps": { "main": { "entry": "Editor" } }, "style": ["factory", "plain", "screenplay"] }"#
    static let screens: [String: String] = [
        "Editor.json": #"""
            { "screen": "Editor", "verify": { "present": ["text"] },
              "elements": { "text": { "type": "textView", "id": "Editor.text" }, "preview": { "type": "other", "id": "Editor.preview" },
                            "closePreviewButton": { "type": "button", "id": "Editor.closePreview" }, "optionsButton": { "type": "button", "id": "Editor.options" },
                            "newButton": { "type": "button", "id": "Editor.new" },
                            "item": { "type": "cell", "params": { "title": "String" }, "containing": { "type": "staticText", "label": "$title" } } },
              "actions": { "closePreview": { "tap": "closePreviewButton" }, "openOptions": { "tap": "optionsButton", "to": "Options" },
                           "create": { "tap": "newButton", "to": "Item" },
                           "createAfterPreview": { "tap": "newButton", "to": "Item", "needs": ["closePreview"] } } }
            """#,
        "Options.json": #"""
            { "screen": "Options", "verify": { "present": ["rendering"] },
              "elements": { "rendering": { "type": "switch", "id": "Options.rendering" }, "doneButton": { "type": "button", "id": "Options.done" } },
              "actions": { "switchRenderingOn": { "tap": "rendering" }, "done": { "tap": "doneButton", "to": "Editor" } } }
            """#,
        "Item.json": #"""
            { "screen": "Item", "verify": { "present": ["name"] },
              "elements": { "name": { "type": "textField", "id": "Item.name" }, "back": { "type": "button", "id": "Item.back" } },
              "actions": { "typeName": { "params": { "name": "String" }, "steps": [{ "tap": "name" }, { "typeText": "$name", "into": "name" }] },
                           "leave": { "tap": "back", "to": "Editor" } } }
            """#,
    ]

    static func input(flows: String) -> [SpecFile] {
        var files = screens
        files["pagewright.json"] = settings
        files["Flows.json"] = #"{ "flows": { "# + flows + " } }"
        return specFiles(files)
    }

    private func files(_ flows: String) throws -> [String: String] {
        let (validated, generated) = Pipeline.generate(files: Self.input(flows: flows))
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        return Dictionary(uniqueKeysWithValues: emitted.map { ($0.path, $0.contents) })
    }

    private func log(_ flows: String) -> [String] {
        Pipeline.validate(files: Self.input(flows: flows)).log.sorted.map(\.description)
    }

    static let branch = #"""
        "prepareRendering": { "from": "Editor", "steps": [{ "if": { "exists": "preview" }, "then": ["closePreview"],
                              "else": ["openOptions", "switchRenderingOn", "done"], "endsOn": "Editor" }, "create"] }
        """#

    @Test func aBranchAsksOnceAndAssignsEachWaysPageObjectToOneLocal() throws {
        let factory = try #require(try files(Self.branch)["Flows.pagewright.swift"])
        #expect(factory.contains(#"""
                    PagewrightReport.run("\(Self.self): flow prepareRendering") {
                        let editor: EditorPageObject
                        if self.preview.waitForExistence(timeout: WaitingTime.short.seconds) {
                            editor = self.closePreview(file: file, line: line)
                        } else {
                            editor = self.openOptions(file: file, line: line)
                                .switchRenderingOn(file: file, line: line)
                                .done(file: file, line: line)
                        }
                        return editor.create(file: file, line: line)
                    }
            """#), "\(factory)")
        #expect(factory.contains("if exists preview (closePreview) else (openOptions → switchRenderingOn → done) → create."), "\(factory)")
        #expect(factory.contains("-> ItemPageObject {"), "\(factory)")
    }

    @Test func thePlainAndScreenplayBranchesAskOnTheScreenTheFlowIsOn() throws {
        let files = try files(Self.branch)
        let plain = try #require(files["Plain/Flows.plain.swift"])
        #expect(plain.contains(#"""
                        if self.preview.waitForExistence(timeout: WaitingTime.short.seconds) {
                            self.closePreview(file: file, line: line)
                        } else {
                            self.openOptions(file: file, line: line)
                            let options = OptionsScreen(application: self.application).waitForScreen(file: file, line: line)
                            options.switchRenderingOn(file: file, line: line)
                            options.done(file: file, line: line)
                            EditorScreen(application: self.application).waitForScreen(file: file, line: line)
                        }
                        self.create(file: file, line: line)
            """#), "\(plain)")
        let screenplay = try #require(files["Screenplay/Flows.screenplay.swift"])
        #expect(screenplay.contains(#"""
                    if EditorElements.preview.waitForExistence(timeout: WaitingTime.short.seconds) {
                        EditorActions.closePreview(file: file, line: line)
                    } else {
                        EditorActions.openOptions(file: file, line: line)
                        OptionsActions.verify(file: file, line: line)
            """#), "\(screenplay)")
    }

    /// A way that leaves the screen and one that does not: the plain style makes the screen where
    /// they join when the next step needs it.
    @Test func thePlainStyleMakesTheJoinScreenForTheNextStep() throws {
        let plain = try #require(try files(#"""
            "editThenType": { "from": "Editor", "params": { "title": "String" }, "steps": [
              { "if": { "exists": "item", "within": "now" }, "then": ["create"], "else": ["create", "leave", "create"] }, { "action": "typeName", "args": { "name": "$title" } }] }
            """#)["Plain/Flows.plain.swift"])
        #expect(plain.contains(#"""
                        if self.item(title: title).exists {
                            self.create(file: file, line: line)
                            ItemScreen(application: self.application).waitForScreen(file: file, line: line)
                        } else {
            """#), "\(plain)")
        #expect(plain.contains(#"""
                        }
                        let item_ = ItemScreen(application: self.application).waitForScreen(file: file, line: line)
                        item_.typeName(title, file: file, line: line)
            """#), "\(plain)")
    }

    @Test func aLoopTakesItsJourneyFromThePageObjectItStartedOn() throws {
        let files = try files(#""createItems": { "from": "Editor", "params": { "names": "[String]" }, "steps": [{ "forEach": { "name": "$names" }, "steps": ["create", "typeName", "leave"] }] }"#)
        let factory = try #require(files["Flows.pagewright.swift"])
        #expect(factory.contains(#"""
                    PagewrightReport.run("\(Self.self): flow createItems") {
                        for name in names {
                            self.create(file: file, line: line)
                                .typeName(name, file: file, line: line)
                                .leave(file: file, line: line)
                        }
                        return self
                    }
            """#), "\(factory)")
        #expect(try #require(files["Screenplay/Flows.screenplay.swift"]).contains("            for name in names {\n                EditorActions.create(file: file, line: line)"))
        #expect(try #require(files["Plain/Flows.plain.swift"]).contains("            for name in names {\n                self.create(file: file, line: line)\n                let item = ItemScreen("))
    }

    @Test func aLoopWhoseItemNoStepReadsIsForUnderscore() throws {
        let factory = try #require(try files(#""touchAll": { "from": "Editor", "params": { "names": "[String]" }, "steps": [{ "forEach": { "name": "$names" }, "steps": ["create", "leave"] }] }"#)["Flows.pagewright.swift"])
        #expect(factory.contains("for _ in names {"), "\(factory)")
    }

    @Test func aOnceFlowAsksTheRuntimeFirstAndReturnsItsPageObjectWhenLeftOut() throws {
        let files = try files(#""closePreviewOnce": { "from": "Editor", "once": "perTestClass", "steps": ["closePreview"] }"#)
        #expect(try #require(files["Flows.pagewright.swift"]).contains(#"""
                    PagewrightOnce.run("flow closePreviewOnce from Editor", .perTestClass, otherwise: self) {
                        PagewrightReport.run("\(Self.self): flow closePreviewOnce") {
                            self.closePreview(file: file, line: line)
                        }
                    }
            """#))
        #expect(try #require(files["Plain/Flows.plain.swift"]).contains(#"PagewrightOnce.run("flow closePreviewOnce from Editor", .perTestClass) {"#))
        #expect(try #require(files["Screenplay/Flows.screenplay.swift"]).contains(#"        PagewrightOnce.run("flow closePreviewOnce from Editor", .perTestClass) {"#))
    }

    @Test func aFlowWithoutTheConstructsIsOneChainAsBefore() throws {
        let factory = try #require(try files(#""openAndType": { "from": "Editor", "params": { "name": "String" }, "steps": ["create", "typeName", "leave"] }"#)["Flows.pagewright.swift"])
        #expect(factory.contains(#"""
                    PagewrightReport.run("\(Self.self): flow openAndType") {
                        self.create(file: file, line: line)
                            .typeName(name, file: file, line: line)
                            .leave(file: file, line: line)
                    }
            """#), "\(factory)")
    }

    // MARK: Validation

    @Test func waysThatEndOnDifferentScreensAreAnErrorAtTheBranch() {
        let log = log(#""f": { "from": "Editor", "steps": [{ "if": { "exists": "preview" }, "then": ["openOptions"] }] }"#)
        #expect(log == ["specs/Flows.json:1:49: error: the lists of a branch of flow 'f' must end on one screen, where the flow goes on: 'then' ends on Options and without 'else' the flow stays on Editor"], "\(log)")
    }

    @Test func endsOnIsCheckedAgainstEachWay() {
        let log = log(#""f": { "from": "Editor", "steps": [{ "if": { "exists": "preview" }, "then": ["create", "leave"], "else": ["openOptions"], "endsOn": "Editor" }] }"#)
        #expect(log.count == 1 && log[0].contains("error: the branch says it ends on Editor (\"endsOn\"), but 'else' ends on Options"), "\(log)")
        let unknown = self.log(#""f": { "from": "Editor", "steps": [{ "if": { "exists": "preview" }, "then": ["closePreview"], "endsOn": "Edtor" }] }"#)
        #expect(unknown.count == 1 && unknown[0].contains("unknown screen 'Edtor'") && unknown[0].contains("did you mean 'Editor'"), "\(unknown)")
    }

    @Test func theConditionIsAboutAnElementOfTheScreenItIsAskedOn() {
        let log = log(#""f": { "from": "Editor", "steps": ["openOptions", { "if": { "exists": "previw" }, "then": ["switchRenderingOn"] }, "done"] }"#)
        #expect(log.count == 1 && log[0].hasPrefix("specs/Flows.json:1:") && log[0].contains("'previw'"), "\(log)")
        let onOptions = self.log(#""f": { "from": "Editor", "steps": ["openOptions", { "if": { "exists": "rendering" }, "then": ["switchRenderingOn"] }, "done"] }"#)
        #expect(onOptions.isEmpty, "\(onOptions)")
    }

    @Test func aLoopWhoseJourneyDoesNotComeBackIsAnError() {
        let log = log(#""f": { "from": "Editor", "params": { "names": "[String]" }, "steps": [{ "forEach": { "name": "$names" }, "steps": ["create", "typeName"] }] }"#)
        #expect(log == ["specs/Flows.json:1:84: error: the journey of 'forEach' over '$names' starts on Editor and ends on Item; a loop's steps come back to the screen they started on, where the next item starts"], "\(log)")
    }

    @Test func aLoopGoesOverAListParameterUnderANewName() {
        let notAList = log(#""f": { "from": "Editor", "params": { "count": "Int" }, "steps": [{ "forEach": { "n": "$count" }, "steps": ["closePreview"] }] }"#)
        #expect(notAList.count == 1 && notAList[0].contains("error: a flow's 'forEach' goes over a list parameter, and 'count' is a Int"), "\(notAList)")
        let unknown = log(#""f": { "from": "Editor", "params": { "names": "[String]" }, "steps": [{ "forEach": { "name": "$nams" }, "steps": ["create", "typeName", "leave"] }] }"#)
        #expect(unknown.contains { $0.contains("'$nams' is used but flow 'f' declares no parameter 'nams'") && $0.contains("did you mean 'names'") }, "\(unknown)")
        let shadow = log(#""f": { "from": "Editor", "params": { "name": "[String]" }, "steps": [{ "forEach": { "name": "$name" }, "steps": ["closePreview"] }] }"#)
        #expect(shadow.count == 1 && shadow[0].contains("the loop's name 'name' is already a parameter of flow 'f'"), "\(shadow)")
    }

    @Test func aOnceFlowMustEndWhereItStarts() {
        let log = log(#""f": { "from": "Editor", "once": "perRun", "steps": ["create"] }"#)
        #expect(log == [#"specs/Flows.json:1:47: error: flow 'f' runs once ("once": "perRun") and so must end on the screen it starts on, Editor: a call that leaves it out stays there; it ends on Item"#], "\(log)")
        let misspelt = self.log(#""f": { "from": "Editor", "once": "perTestClas", "steps": ["closePreview"] }"#)
        #expect(misspelt.count == 1 && misspelt[0].contains(#"'once' is "perTestClass" or "perRun", found "perTestClas""#) && misspelt[0].contains("did you mean 'perTestClass'"), "\(misspelt)")
    }

    @Test func branchesAndLoopsAreAFlowsOwnSteps() {
        var files = Self.screens
        files["pagewright.json"] = Self.settings
        files["Editor.json"] = files["Editor.json"]!.replacingOccurrences(of: #""needs": ["closePreview"]"#, with: #""needs": [{ "if": { "exists": "preview" }, "then": ["closePreview"] }]"#)
        let log = Pipeline.validate(files: specFiles(files)).log.sorted.map(\.description)
        #expect(log.contains { $0.contains("error: a step of 'needs' of action 'createAfterPreview' is an action of the screen; 'if' is for a flow's steps") }, "\(log)")
    }

    @Test func aBranchNeedsAConditionAndSteps() {
        let noThen = log(#""f": { "from": "Editor", "steps": [{ "if": { "exists": "preview" }, "else": ["closePreview"] }] }"#)
        #expect(noThen.count == 1 && noThen[0].contains("needs 'then'"), "\(noThen)")
        let both = log(#""f": { "from": "Editor", "steps": [{ "if": { "exists": "preview" }, "then": ["closePreview"], "action": "create" }] }"#)
        #expect(both.count == 1 && both[0].contains("this one has 'action' besides 'if'"), "\(both)")
    }

    /// What only one way takes is not taken for a later step's `needs`.
    @Test func aNeedTakenOnOneWayOnlyIsWarnedAbout() {
        let log = log(#""f": { "from": "Editor", "steps": [{ "if": { "exists": "preview" }, "then": ["closePreview"], "else": [] }, "createAfterPreview"] }"#)
        #expect(log.count == 1 && log[0].contains("warning: flow 'f' takes 'createAfterPreview' without 'closePreview' first"), "\(log)")
    }
}
