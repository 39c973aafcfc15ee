import Testing
@testable import PagewrightCore

/// The resolved model says what each construct means, once, for every style.
@Suite("Resolved model")
struct ResolverTests {
    private func model(_ files: [String: String]) throws -> Resolved.Project {
        var all = files
        if all["pagewright.json"] == nil { all["pagewright.json"] = settings() }
        let validated = Pipeline.validate(files: specFiles(all))
        let errors = validated.log.sorted.filter { $0.severity == .error }.prefix(3).map(\.description)
        try #require(errors.isEmpty, "\(errors)")
        return try #require(validated.model)
    }

    private static let trait = """
        { "trait": "Listed", "requires": ["view"],
          "elements": { "list": { "type": "table", "id": "list.$section", "params": { "section": "String" } } },
          "checks": { "viewShown": { "exists": "view" } } }
        """

    private static let main = """
        { "screen": "Main", "traits": ["Listed"], "verify": { "present": ["view", "panel"] },
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            "panel": { "type": "other", "id": "Main.panel", "in": "view" },
            "row": { "type": "cell", "in": "list", "params": { "position": { "type": "Int", "match": ["index"], "optional": true } } },
            "slider": { "type": "slider", "id": "Main.slider", "params": { "level": { "type": "Double", "match": ["value"] } } }
          },
          "actions": {
            "open": { "params": { "section": "String" }, "steps": [{ "tap": "row" }, { "swipe": "row", "direction": "up" }, { "waitFor": "row" }], "to": "Alert" },
            "level": { "steps": [{ "tap": "slider", "args": { "level": 1 } }] }
          } }
        """

    private static let alert = """
        { "screen": "Alert", "opensFrom": "anywhere", "verify": { "present": ["box"] },
          "elements": { "box": { "type": "alert", "id": "Alert" } },
          "actions": { "ok": { "tap": "box", "to": "$source" } } }
        """

    @Test func anElementInATraitsContainerTakesItsParametersAndSearchesInIt() throws {
        let main = try #require(try model(["Listed.json": Self.trait, "Main.json": Self.main, "Alert.json": Self.alert]).screen("Main"))
        let row = try #require(main.page.elements.first { $0.name == "row" })
        #expect(row.parameters.map(\.name) == ["section", "position"])
        guard case .container(let container, let forwarding, let every) = row.locator.scope else { Issue.record("not in a container"); return }
        #expect(container == Resolved.ElementRef(page: .init(name: "Listed", kind: .trait), name: "list"))
        #expect(forwarding.map(\.name) == ["section"])
        #expect(!every)
        #expect(row.locator.pick == .indexParameter("position", isOptional: true, isUnsigned: false))
        #expect(main.verification.present.map(\.snapshotIdentifier) == ["Main.view", nil])
    }

    @Test func stepsBindArgumentsAndWaitForEachElementOnce() throws {
        let main = try #require(try model(["Listed.json": Self.trait, "Main.json": Self.main, "Alert.json": Self.alert]).screen("Main"))
        let open = try #require(main.page.actions.first { $0.name.value == "open" })
        #expect(open.steps.map(\.requiresElement) == [true, false, false])
        #expect(open.steps[0].element?.arguments == [Resolved.Argument(parameter: "section", value: .parameter("section"))],
                "bound by name; the optional position is left out")
        guard case .screen(let target) = open.destination else { Issue.record("\(open.destination)"); return }
        #expect(target == Resolved.ScreenTarget(name: "Alert", opensFromAnywhere: true))
        #expect(!open.waitsUntilGone)
        let level = try #require(main.page.actions.first { $0.name.value == "level" })
        #expect(level.steps[0].element?.arguments == [Resolved.Argument(parameter: "level", value: .literal(.double(1)))],
                "an integer given for a Double is a Double")
    }

    @Test func aTraitsCheckSeenFromAScreenUsesTheScreensOwnElement() throws {
        let model = try model(["Listed.json": Self.trait, "Main.json": Self.main, "Alert.json": Self.alert])
        let onTrait = try #require(model.trait("Listed")?.page.checks.first)
        #expect(onTrait.assertion.element.target == .required("view"))
        let onScreen = try #require(model.screen("Main")?.traitChecks.first)
        #expect(onScreen.owner == Resolved.PageRef(name: "Listed", kind: .trait))
        #expect(onScreen.assertion.element.target == .element(Resolved.ElementRef(page: .init(name: "Main", kind: .screen), name: "view")))
    }

    @Test func aReturnToTheOpenerWaitsUntilTheScreenHasGone() throws {
        let alert = try #require(try model(["Listed.json": Self.trait, "Main.json": Self.main, "Alert.json": Self.alert]).screen("Alert"))
        let ok = try #require(alert.page.actions.first)
        guard case .source = ok.destination else { Issue.record("\(ok.destination)"); return }
        #expect(ok.waitsUntilGone)
    }

    @Test func flowsKnowWhereEachStepHappensAndArrives() throws {
        let main = screen("Main", extra: #""actions": { "alert": { "tap": "view", "to": "Alert" } }"#)
        let alert = #"{ "screen": "Alert", "opensFrom": "anywhere", "verify": { "present": ["box"] }, "elements": { "box": { "type": "alert", "id": "A" } }, "actions": { "ok": { "tap": "box", "to": "$source" } } }"#
        let flows = #"{ "flows": { "bounce": { "from": "Main", "steps": ["alert", "ok"] } } }"#
        let flow = try #require(try model(["Main.json": main, "Alert.json": alert, "Flows.json": flows]).flowFiles.first?.flows.first)
        #expect(flow.steps.map(\.screen) == ["Main", "Alert"])
        #expect(flow.steps.map(\.arrival) == ["Alert", "Main"])
        #expect(flow.steps.map(\.place) == [.opened("Alert", by: .screen("Main")), .screen("Main")])
        #expect(flow.end == .screen("Main"))
    }

    @Test func eachRouteIsItsParentsRoutePlusOneStep() throws {
        let main = screen("Main", extra: #""actions": { "next": { "tap": "view", "to": "Second" } }"#)
        let second = screen("Second", extra: #""actions": { "alert": { "tap": "view", "to": "Alert" }, "back": { "tap": "view", "to": "Main" } }"#)
        let alert = #"{ "screen": "Alert", "opensFrom": "anywhere", "verify": { "present": ["box"] }, "elements": { "box": { "type": "alert", "id": "A" } }, "actions": { "ok": { "tap": "box", "to": "$source" } } }"#
        let routes = try #require(try model(["Main.json": main, "Second.json": second, "Alert.json": alert]).routes)
        #expect(routes.routes.map(\.screen) == ["Main", "Alert", "Second"])
        let toAlert = try #require(routes.route(to: "Alert"))
        #expect(toAlert.step?.from == "Second" && toAlert.step?.kind == .action("alert", choice: nil))
        #expect(toAlert.place == .opened("Alert", by: .screen("Second")))
        #expect(routes.path(to: toAlert).map(\.name) == ["next", "alert"])
    }
}
