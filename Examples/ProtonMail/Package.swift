// swift-tools-version: 6.1
// A second real app, in the Robot style: Proton Mail for iOS's UI-test robots written as specs,
// its page objects (named like the app's robots) generated on every build by the build-tool
// plugin, a simulated app for Linux, and the app's own UI tests re-expressed against the generated
// robots. Its labels are the app's localised strings, checked against the app's string tables at
// generation time. NOTES.md names the app's repository and commits, the screens and tests, and
// what the specs cannot say yet.
import PackageDescription

// Apple platforms have XCUITest; elsewhere Pagewright's stand-in for it takes its place.
#if canImport(Darwin)
let uiTesting: [Target.Dependency] = []
#else
let uiTesting: [Target.Dependency] = [.product(name: "XCUIAutomation", package: "pagewright")]
#endif

let package = Package(
    name: "ProtonMail",
    platforms: [.iOS(.v13), .macOS(.v10_15)],  // at least Pagewright's minimums
    dependencies: [
        .package(name: "pagewright", path: "../.."),
    ],
    targets: [
        // `App` holds the app's string tables (its Localizable.strings per language), which the
        // specs' labels name by key and the simulated app shows.
        .testTarget(name: "ProtonMailUITests",
                    dependencies: [.product(name: "PagewrightRuntime", package: "pagewright")] + uiTesting,
                    exclude: ["Specs", "App"],
                    plugins: [.plugin(name: "PagewrightBuildPlugin", package: "pagewright")]),
    ]
)
