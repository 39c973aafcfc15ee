// swift-tools-version: 6.1
// A team's UI-test package whose page objects are checked in and reviewed in pull requests:
// `swift package --allow-writing-to-package-directory generate-pages --target BankUITests` writes
// Tests/BankUITests/Generated from Tests/BankUITests/Specs, and CI adds `--check`.
// Pagewright's guides quote these lines.
import PackageDescription

// Apple platforms have XCUITest; elsewhere Pagewright's stand-in for it takes its place.
#if canImport(Darwin)
let uiTesting: [Target.Dependency] = []
#else
let uiTesting: [Target.Dependency] = [.product(name: "XCUIAutomation", package: "pagewright")]
#endif

let package = Package(
    name: "Bank",
    platforms: [.iOS(.v13), .macOS(.v10_15)],  // at least Pagewright's minimums
    dependencies: [
        .package(name: "pagewright", path: "../.."),
    ],
    targets: [
        .testTarget(name: "BankUITests",
                    dependencies: [.product(name: "PagewrightRuntime", package: "pagewright")] + uiTesting,
                    exclude: ["Specs", "Generated/NavigationGraph.md"]),
    ]
)
