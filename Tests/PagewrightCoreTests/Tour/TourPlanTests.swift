import Foundation
import SyntheticSpecs
import Testing
@testable import PagewrightCore

/// The tour's plan: walks from the launch that cross every transition the examples allow, in
/// about as few moves as the graph needs, cut into tests of bounded length, and every other
/// transition listed with its reason.
@Suite("Tour plan")
struct TourPlanTests {
    static func model(_ files: [SpecFile]) throws -> Resolved.Project {
        let validated = Pipeline.validate(files: files)
        return try #require(validated.model, "\(validated.log.sorted.map(\.description))")
    }

    static func demo() throws -> Resolved.Project { try model(try SpecDirectory.read(RepositoryPaths.specs)) }

    static func woo() throws -> Resolved.Project {
        try model(try SpecDirectory.read(RepositoryPaths.root + "/Examples/WooCommerce/Tests/WooCommerceUITests/Specs"))
    }

    /// Walks that start at the launch and go on where each move arrives; every transition the plan
    /// calls crossed is crossed, and none it lists as not crossed; shards keep to their bound
    /// unless the way back alone is longer; a move whose example ends the walk ends its shard.
    static func expectSound(_ plan: TourPlan, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var crossed = Set<TourPlan.Transition>()
        for shard in plan.shards {
            #expect(shard.moves.first?.from == .screen(plan.entry ?? ""), sourceLocation: sourceLocation)
            for (index, move) in shard.moves.enumerated() {
                if index > 0 { #expect(move.from == shard.moves[index - 1].to, "\(move.transition)", sourceLocation: sourceLocation) }
                #expect(move.from.screen == move.transition.screen && move.to.screen == move.transition.destination, sourceLocation: sourceLocation)
                if move.endsWalk { #expect(index == shard.moves.count - 1, "\(move.transition) ends the walk", sourceLocation: sourceLocation) }
                crossed.insert(move.transition)
            }
            #expect(shard.prefix < shard.moves.count, sourceLocation: sourceLocation)
        }
        // Each test keeps to the bound (a `goTo` counted as the moves it takes from launch) unless
        // the plan says the graph is deeper; a continuation never walks back further than the bound.
        for (index, shard) in plan.shards.enumerated() {
            #expect(shard.length <= plan.maxSteps || plan.depth?.longShards.contains(index) == true, "walk \(index + 1): \(shard.length) moves", sourceLocation: sourceLocation)
            #expect((shard.navigation?.moves ?? shard.prefix) < plan.maxSteps, sourceLocation: sourceLocation)
        }
        let uncrossed = Set(plan.uncrossed.map(\.transition))
        #expect(crossed.isDisjoint(with: uncrossed), sourceLocation: sourceLocation)
        #expect(crossed.union(uncrossed) == Set(plan.transitions), sourceLocation: sourceLocation)
        #expect(plan.crossedCount == crossed.count, sourceLocation: sourceLocation)
        #expect(plan.walkSteps >= plan.bound && plan.steps >= plan.walkSteps, sourceLocation: sourceLocation)
    }

    @Test func theDemoTourCrossesEveryTransitionItsExamplesAllowInTheFewestMoves() throws {
        let plan = TourPlanner.plan(try Self.demo())
        Self.expectSound(plan)
        #expect(plan.entry == "Main")
        #expect(plan.transitions.count == 47)
        #expect(plan.crossedCount == 42)
        // Every transition once plus the moves needed to reach them: nothing more.
        #expect(plan.walkSteps == plan.bound)
        #expect(plan.maxSteps == 8 && plan.shards.allSatisfy { $0.moves.count <= 8 })
        let reasons = Dictionary(uniqueKeysWithValues: plan.uncrossed.map { ($0.transition.description, $0.reason) })
        #expect(reasons == [
            "LocationPermissionAlert.allowWhileUsing → the screen that opened it": "LocationPermissionAlert comes up by itself (an interruption); no action opens it",
            "LocationPermissionAlert.dontAllow → the screen that opened it": "LocationPermissionAlert comes up by itself (an interruption); no action opens it",
            "ResponseSent.close → Vacancy": "no transition the tour can cross leads to ResponseSent",
            "ResponseSent.waitUntilClosed → Vacancy": "no transition the tour can cross leads to ResponseSent",
            "Vacancy.tapResponseButton → ResponseSent": "the app decides among ResponseSent, Authorization; no example of 'tapResponseButton' says (with \"to\") that it leads to ResponseSent",
        ])
    }

    /// A return to the opener is a transition per opener: the alert is opened from each screen
    /// that opens it, and closed back to it.
    @Test func aReturnToTheOpenerIsCrossedFromEveryOpener() throws {
        let plan = TourPlanner.plan(try Self.demo())
        let crossed = Set(plan.shards.flatMap(\.moves).map(\.transition.description))
        for opener in ["SavedVacancies", "Vacancy", "VacancyList"] {
            #expect(crossed.contains("ConfirmationAlert.dismissAlert → \(opener)"))
            #expect(crossed.contains("ConfirmationAlert.confirm → \(opener)"))
        }
        for move in plan.shards.flatMap(\.moves) where move.transition.screen == "ConfirmationAlert" {
            #expect(move.from == .opened("ConfirmationAlert", by: .screen(move.transition.destination)))
        }
    }

    @Test(arguments: [1, 2, 3, 5, 8, 40])
    func shardsKeepToTheirBoundWhateverItIs(maxSteps: Int) throws {
        let plan = TourPlanner.plan(try Self.demo(), maxSteps: maxSteps)
        Self.expectSound(plan)
        #expect(plan.crossedCount == 42)
        if maxSteps >= 40 { #expect(plan.steps == plan.walkSteps) }
    }

    @Test func theWooCommerceTourIsSound() throws {
        let plan = TourPlanner.plan(try Self.woo())
        Self.expectSound(plan)
        #expect(plan.crossedCount > 0)
    }

    /// A chain of screens with a way back from each is one walk there and back.
    @Test func aChainIsOneWalkThereAndBack() throws {
        let files = SyntheticSpecs.chain(screens: 30).map { SpecFile(relativePath: $0.key, displayPath: $0.key, bytes: Array($0.value.utf8)) }
        let plan = TourPlanner.plan(try Self.model(files), maxSteps: 1_000)
        Self.expectSound(plan)
        #expect(plan.walkCount == 1 && plan.walkSteps == 58 && plan.bound == 58 && plan.uncrossed.isEmpty)
    }

    /// Against the exact minimum (a minimum-cost flow): the plan meets it on the demo and on a
    /// small synthetic app, and stays within 2% of it on a larger one. The plan's own bound is
    /// below both (it lets every place where walks end lend as many as are needed).
    @Test(arguments: TestDepth.choose(fast: [60], thorough: [60, 400]))
    func syntheticAppsGetSoundToursNearTheMinimum(screens: Int) throws {
        let files = SyntheticSpecs.make(screens: screens).map { SpecFile(relativePath: $0.key, displayPath: $0.key, bytes: Array($0.value.utf8)) }
        let model = try Self.model(files)
        let plan = TourPlanner.plan(model)
        Self.expectSound(plan)
        #expect(plan.crossedCount > plan.transitions.count / 2)
        let minimum = TourPlanner.minimumMoves(model)
        #expect(plan.bound <= minimum && minimum <= plan.walkSteps)
        #expect(Double(plan.walkSteps) <= Double(minimum) * 1.02)
    }

    @Test func theDemoTourTakesTheMinimum() throws {
        let model = try Self.demo()
        #expect(TourPlanner.plan(model).walkSteps == TourPlanner.minimumMoves(model))
    }

    /// A walk that goes on where another left off starts with navigation there, from wherever the
    /// app is, in every style, where navigation can reach that screen; its line stands for the
    /// moves it replaces. Where it cannot (a screen behind a tile's index), the walk replays them.
    @Test func aContinuedWalkStartsWithNavigationWhereItCan() throws {
        let model = try Self.model(try SpecDirectory.read(RepositoryPaths.specs))
        let plan = TourPlanner.plan(model)
        let files = TourEmitter.files(model, names: Namer(model), plan: plan)
        let navigated = try #require(plan.shards.firstIndex { $0.navigation?.screen == "SearchHistory" })
        let replayed = try #require(plan.shards.firstIndex { $0.prefix > 0 && $0.moves[$0.prefix - 1].to == .screen("VideoDetail") })
        #expect(plan.shards[replayed].navigation == nil, "VideoDetail is behind openTile(index:)")
        // The `goTo` counts as the moves navigation takes there from launch.
        #expect(plan.shards[navigated].length == plan.shards[navigated].moves.count - plan.shards[navigated].prefix + TourNavigation(model).moves(to: "SearchHistory")!)
        let expected: [OutputStyle: String] = [
            .factory: "PageObjectsFactory(testCase: testCase).goTo(SearchHistoryPageObject.self)",
            .plain: "ScreenNavigator().goTo(SearchHistoryScreen.self)",
            .screenplay: "tour.attemptsTo(GoTo.screen(.searchHistory))",
        ]
        for file in files {
            let lines = file.file.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let start = file.moveLines[navigated][0]
            #expect(lines[start.lowerBound - 1].contains(try #require(expected[file.style])), "\(file.style): \(lines[start.lowerBound - 1])")
            for move in 0..<plan.shards[navigated].prefix { #expect(file.moveLines[navigated][move] == start, "the navigation stands for move \(move)") }
            #expect(!lines[file.moveLines[replayed][0].lowerBound - 1].contains("goTo"), "\(file.style) replays the way to VideoDetail")
        }
    }

    /// The same specs give the same tour, whatever order the files are read in.
    @Test func theTourDoesNotDependOnTheOrderFilesAreRead() throws {
        let files = try SpecDirectory.read(RepositoryPaths.specs)
        let model = try Self.model(files)
        let reversed = try Self.model(files.reversed())
        let names = Namer(model)
        let first = TourEmitter.files(model, names: names, plan: TourPlanner.plan(model)).map(\.file)
        let second = TourEmitter.files(reversed, names: Namer(reversed), plan: TourPlanner.plan(reversed)).map(\.file)
        #expect(first == second)
    }
}

extension TourPlanTests {
    /// A screen `Main` with a row found by its number and these actions.
    private func main(_ actions: String) -> String {
        """
        { "screen": "Main", "verify": { "present": ["view"] },
          "elements": { "view": { "type": "other", "id": "Main.view" },
                        "row": { "type": "cell", "id": "row.$n", "params": { "n": "Int" } },
                        "field": { "type": "textField", "id": "Main.field" } },
          "actions": { \(actions) } }
        """
    }

    /// Specs with one screen of actions, for the reasons a transition is not crossed.
    private func plan(_ main: String, extra: [String: String] = [:]) throws -> TourPlan {
        var files = ["pagewright.json": settings(), "Main.json": main, "A.json": screen("A"), "B.json": screen("B")]
        files.merge(extra) { $1 }
        return TourPlanner.plan(try Self.model(specFiles(files)))
    }

    private func reason(_ plan: TourPlan, _ transition: String) -> String? {
        plan.uncrossed.first { $0.transition.description == transition }?.reason
    }

    @Test func aParameterWithoutAValueIsAReasonAndAnExampleCrossesIt() throws {
        let without = try plan(main(#""open": { "params": { "n": "Int" }, "tap": "row", "to": "A" }"#))
        #expect(reason(without, "Main.open → A") == "no value for 'n' of 'open': give the parameter an \"example\", or the action one")
        let withExample = try plan(main(#""open": { "params": { "n": { "type": "Int", "example": 2 } }, "tap": "row", "to": "A" }"#))
        #expect(withExample.uncrossed.isEmpty)
        guard case .action(let call, _, _)? = withExample.shards.first?.moves.first?.kind else {
            Issue.record("no move")
            return
        }
        #expect(call.arguments == [Resolved.Argument(parameter: "n", value: .literal(.int(2)))])
    }

    @Test func aDestinationNoExampleNamesIsAReason() throws {
        let plan = try plan(screen("Main", extra: #""actions": { "open": { "tap": "view", "to": ["A", "B"], "example": { "to": "B" } } }"#))
        #expect(reason(plan, "Main.open → A") == "the app decides among A, B; no example of 'open' says (with \"to\") that it leads to A")
        #expect(reason(plan, "Main.open → B") == nil)
        #expect(plan.crossedCount == 1)
    }

    @Test func anActionTheSpecLeavesOutIsListedWithThatReason() throws {
        let plan = try plan(main(#""open": { "tap": "view", "to": "A", "example": false }, "other": { "tap": "view", "to": "B" }"#))
        #expect(reason(plan, "Main.open → A") == "its spec leaves it out of the tour (\"example\": false)")
        #expect(reason(plan, "Main.other → B") == nil)
    }

    @Test func aScreenOnlyAStepThatEndsTheWalkReachesIsAReason() throws {
        let plan = try plan(screen("Main", extra: #""actions": { "open": { "tap": "view", "to": "A", "example": { "endsWalk": true } } }"#),
                            extra: ["A.json": screen("A", extra: #""actions": { "next": { "tap": "view", "to": "B" } }"#)])
        #expect(reason(plan, "A.next → B") == "the tour reaches A only by Main.open → A, whose example ends the walk")
    }

    @Test func theActionsBeforeAnExampleAreTakenFirst() throws {
        let plan = try plan(main(#""type": { "params": { "text": { "type": "String", "example": "hi" } }, "typeText": "$text", "into": "field" }, "go": { "tap": "view", "to": "A", "example": { "before": ["type", { "action": "type", "args": { "text": "again" } }] } }"#))
        guard case .action(_, _, let before)? = plan.shards.first?.moves.first?.kind else {
            Issue.record("no move")
            return
        }
        #expect(before.map { $0.arguments.first?.value } == [.literal(.string("hi")), .literal(.string("again"))])
    }
}
