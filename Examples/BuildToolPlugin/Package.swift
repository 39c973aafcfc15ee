// swift-tools-version: 6.1
// A team's UI-test package whose page objects are generated on every build, from the specs in
// Tests/NotesUITests/Specs, by Pagewright's build-tool plugin. Pagewright's guides quote these lines.
import PackageDescription

// Apple platforms have XCUITest; elsewhere Pagewright's stand-in for it takes its place.
#if canImport(Darwin)
let uiTesting: [Target.Dependency] = []
#else
let uiTesting: [Target.Dependency] = [.product(name: "XCUIAutomation", package: "pagewright")]
#endif

let package = Package(
    name: "Notes",
    platforms: [.iOS(.v13), .macOS(.v10_15)],  // at least Pagewright's minimums
    dependencies: [
        .package(name: "pagewright", path: "../.."),
    ],
    targets: [
        .testTarget(name: "NotesUITests",
                    dependencies: [.product(name: "PagewrightRuntime", package: "pagewright")] + uiTesting,
                    exclude: ["Specs"],
                    plugins: [.plugin(name: "PagewrightBuildPlugin", package: "pagewright")]),
    ]
)
