import Testing
@testable import PagewrightCore

@Suite("Navigation graph")
struct NavigationGraphTests {
    private func demoGraph() throws -> NavigationGraph {
        let validated = try Pipeline.validate(specsDirectory: RepositoryPaths.specs)
        return try #require(validated.graph)
    }

    private func graph(_ files: [String: String]) throws -> NavigationGraph {
        let validated = Pipeline.validate(files: specFiles(files))
        #expect(!validated.log.hasErrors, "\(validated.log.sorted)")
        return try #require(validated.graph)
    }

    @Test func traitActionsAreExpandedOntoEachAdopter() throws {
        let graph = try demoGraph()
        let fromVacancy = graph.edges(from: "Vacancy").filter { if case .action(_, "TabBarUsable") = $0.kind { return true }; return false }
        #expect(fromVacancy.map(\.name) == ["openSearchTab", "openProfileTab"])
        #expect(fromVacancy.map(\.target) == [.screen("Main"), .screen("Profile")])
        // ResponseSent does not adopt the tab bar, so it has no tab edges.
        #expect(!graph.edges(from: "ResponseSent").contains { $0.name == "openSearchTab" })
    }

    @Test func sourceEdgesResolveToEveryOpener() throws {
        let graph = try demoGraph()
        let dismiss = try #require(graph.edges(from: "ConfirmationAlert").first { $0.name == "dismissAlert" })
        #expect(dismiss.target == .source(openers: ["SavedVacancies", "Vacancy", "VacancyList"]))
        #expect(dismiss.routeTarget == nil)
    }

    @Test func multiDestinationEdgesKeepEveryDestination() throws {
        let graph = try demoGraph()
        let respond = try #require(graph.edges(from: "Vacancy").first { $0.name == "tapResponseButton" })
        #expect(respond.target == .oneOf(["ResponseSent", "Authorization"]))
        #expect(respond.routeTarget == "ResponseSent", "the spec names ResponseSent as the route default")
    }

    @Test func sectionsHaveEdgesInAndOut() throws {
        let graph = try demoGraph()
        #expect(graph.edges(from: "Main").contains { $0.kind == .section && $0.target == .screen("SearchHistory") })
        #expect(graph.edges(from: "SearchHistory").contains { $0.kind == .container && $0.target == .screen("Main") })
    }

    @Test func everyDemoScreenIsReachableAndSpringboardIsReachedAcrossApps() throws {
        let graph = try demoGraph()
        // An interruption (the location permission alert) comes up by itself, so no action leads to it.
        #expect(graph.reachableFromEntries() == Set(graph.nodes.map(\.name)).subtracting(["LocationPermissionAlert"]))
        #expect(graph.node("NotificationPermissionAlert")?.app == "springboard")
    }

    @Test func shortestPathUsesOnlyArgumentFreeSingleDestinationEdges() throws {
        let graph = try demoGraph()
        let toLogin = try #require(graph.shortestPath(from: "Main", to: "Login"))
        // Vacancy's response button may lead to Authorization too, but only as one of two outcomes.
        #expect(toLogin.map { "\($0.from).\($0.name)" } == ["Main.openProfileTab", "Profile.goToAuthorization", "Authorization.goToLogin"])
        // The gallery's tile needs an index and has two outcomes: no route to a photo.
        #expect(graph.shortestPath(from: "Main", to: "PhotoDetail") == nil)
        #expect(graph.shortestPath(from: "Main", to: "Main") == [])
    }

    @Test func tiesAreBrokenByActionNameNotDeclarationOrder() throws {
        func files(_ order: [String]) -> [String: String] {
            let actions = order.map { "\"\($0)\": { \"tap\": \"view\", \"to\": \"B\" }" }.joined(separator: ", ")
            return ["A.json": screen("A", extra: "\"actions\": { \(actions) }"), "B.json": screen("B"), "pagewright.json": settings(entry: "A")]
        }
        let forward = try graph(files(["zeta", "alpha"])).shortestPath(from: "A", to: "B")
        let backward = try graph(files(["alpha", "zeta"])).shortestPath(from: "A", to: "B")
        #expect(forward?.map(\.name) == ["alpha"])
        #expect(backward?.map(\.name) == ["alpha"])
    }

    @Test func mermaidDrawsTraitActionsOnceAndMarksSpecialEdges() throws {
        let validated = try Pipeline.validate(specsDirectory: RepositoryPaths.specs)
        let text = MermaidDiagram.render(try #require(validated.graph), project: validated.project)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        #expect(lines.filter { $0.contains("\"openSearchTab\"") } == ["  TabBarUsable -->|\"openSearchTab\"| Main"])
        #expect(lines.contains("  Vacancy -.->|\"tapResponseButton (one of 2)\"| Authorization"))
        #expect(lines.contains("  ConfirmationAlert ==>|\"dismissAlert (back to opener)\"| VacancyList"))
        #expect(lines.contains("  subgraph app_springboard[\"springboard\"]"))
        #expect(!lines.contains { $0.contains("-.- ViewWaitable") }, "a trait that never moves is not linked")
        // The document's legend says a dotted line joins each trait to its adopters: a trait
        // drawn is one some screen is joined to, so one that never moves is not drawn at all.
        #expect(!lines.contains { $0.contains("ViewWaitable") }, "a trait with checks only is drawn, joined to nothing")
        let hexagons = lines.filter { $0.contains("{{\"") }.map { String($0.drop { $0 == " " }.prefix { $0 != "{" }) }
        #expect(!hexagons.isEmpty)
        for trait in hexagons {
            #expect(lines.contains { $0.hasSuffix(" -.- " + trait) }, "the trait \(trait) is drawn with no line to an adopter")
        }
        #expect(lines.contains("  Login -->|\"logIn after enterLogin, enterPassword\"| Profile"), "an action's needs are drawn")
    }

    @Test func bothPicturesDrawAScreenAnActionSometimesPassesThrough() throws {
        let validated = try Pipeline.validate(specsDirectory: RepositoryPaths.root + "/Tests/StartAnywherePageObjects/Specs")
        let graph = try #require(validated.graph)
        let mermaid = MermaidDiagram.render(graph, project: validated.project).split(separator: "\n").map(String.init)
        #expect(mermaid.contains("  SignIn -.->|\"signIn (sometimes on the way)\"| TwoFactor"))
        #expect(DOTDiagram.render(graph).contains("  \"SignIn\" -> \"TwoFactor\" [label=\"signIn (sometimes on the way)\", style=dotted];"))
    }

    @Test func dotQuotesEveryName() throws {
        let validated = try Pipeline.validate(specsDirectory: RepositoryPaths.specs)
        let text = DOTDiagram.render(try #require(validated.graph))
        #expect(text.hasPrefix("digraph Navigation {\n"))
        #expect(text.contains("  \"Login\" -> \"Profile\" [label=\"logIn after enterLogin, enterPassword\"];"), "an action's needs are drawn")
        #expect(DOTDiagram.quote("a\"b\\c\nd") == "\"a\\\"b\\\\c d\"")
    }

    @Test func mermaidLabelsCannotBreakOut() {
        #expect(MermaidDiagram.escape("a\"]-->x<b>#") == "a#quot;]--#gt;x#lt;b#gt;#35;")
    }
}
