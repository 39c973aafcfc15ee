// swift-tools-version: 6.1
// Pagewright's acceptance test on a real app: WooCommerce for iOS's UI-test screens written as
// specs, its page objects generated on every build by the build-tool plugin, a simulated app for
// Linux, and the app's own UI tests re-expressed against the generated page objects. NOTES.md
// names the app's repository and commit, the screens and tests, and what specs cannot say yet.
import PackageDescription

// Apple platforms have XCUITest; elsewhere Pagewright's stand-in for it takes its place.
#if canImport(Darwin)
let uiTesting: [Target.Dependency] = []
#else
let uiTesting: [Target.Dependency] = [.product(name: "XCUIAutomation", package: "pagewright")]
#endif

let package = Package(
    name: "WooCommerce",
    platforms: [.iOS(.v13), .macOS(.v10_15)],  // at least Pagewright's minimums
    dependencies: [
        .package(name: "pagewright", path: "../.."),
    ],
    targets: [
        .testTarget(name: "WooCommerceUITests",
                    dependencies: [.product(name: "PagewrightRuntime", package: "pagewright")] + uiTesting,
                    exclude: ["Specs"],
                    plugins: [.plugin(name: "PagewrightBuildPlugin", package: "pagewright")]),
    ]
)
