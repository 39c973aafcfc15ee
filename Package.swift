// swift-tools-version: 6.0
// Pagewright: JSON screen specs in, the Swift page-object layer of an XCUITest suite out.
// No package dependencies, by design: Foundation and the toolchain only.
import PackageDescription

var products: [Product] = [
    .library(name: "PagewrightCore", targets: ["PagewrightCore"]),
    .executable(name: "pagewright", targets: ["pagewright"]),
]

var targets: [Target] = [
    // The library: Spec → Graph → Emit → Output, one folder per stage.
    .target(name: "PagewrightCore"),
    // The thin command-line front end over the library.
    .executableTarget(name: "pagewright", dependencies: ["PagewrightCore"]),
    // Depends on the executable too, so the CLI tests find a freshly built `pagewright` beside them.
    .testTarget(name: "PagewrightCoreTests", dependencies: ["PagewrightCore", "pagewright"]),
]

// XCUITest exists only on Apple platforms. Elsewhere a stand-in module with the name of Apple's
// UI-testing framework lets generated page objects compile and run against a simulated app.
// It is declared only where Apple's framework cannot be, so it never shadows the real one.
#if !canImport(Darwin)
products.append(.library(name: "XCUIAutomation", targets: ["XCUIAutomation"]))
targets += [
    .target(name: "XCUIAutomation"),
    .testTarget(name: "XCUIAutomationTests", dependencies: ["XCUIAutomation"]),
]
#endif

let package = Package(
    name: "Pagewright",
    products: products,
    targets: targets
)
