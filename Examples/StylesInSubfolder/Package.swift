// swift-tools-version: 6.1
// A team's page objects in a library of their own, shared by UI-test targets: generated on every
// build, in all three output styles, from the specs under Sources/RecipePages/UI/Specs (one
// subfolder per feature). Pagewright's guides quote these lines.
import PackageDescription

// Apple platforms have XCUITest; elsewhere Pagewright's stand-in for it takes its place.
#if canImport(Darwin)
let uiTesting: [Target.Dependency] = []
#else
let uiTesting: [Target.Dependency] = [.product(name: "XCUIAutomation", package: "pagewright")]
#endif

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v13), .macOS(.v10_15)],  // at least Pagewright's minimums
    dependencies: [
        .package(name: "pagewright", path: "../.."),
    ],
    targets: [
        .target(name: "RecipePages",
                dependencies: [.product(name: "PagewrightRuntime", package: "pagewright")] + uiTesting,
                exclude: ["UI/Specs"],
                plugins: [.plugin(name: "PagewrightBuildPlugin", package: "pagewright")]),
        .testTarget(name: "RecipesUITests", dependencies: ["RecipePages"] + uiTesting),
    ]
)
