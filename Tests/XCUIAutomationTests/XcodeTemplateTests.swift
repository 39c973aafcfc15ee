import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation  // change 1 of 3: Apple's `import XCTest` brings it in; the Linux stand-in must be imported
#endif

// The code of the two files of Xcode's new UI-test target, as Xcode 16 writes them (its explanatory
// comments left out), compiled and run against the stand-in. Three changes, each the smallest that compiles on both Linux and Apple platforms
// (docs/xcuitest-on-linux.md says why):
// 1. `import XCUIAutomation` where the stand-in is;
// 2. the test methods are `async` (`@MainActor func test…() async throws`): swift-corelibs-xctest's
//    test discovery cannot run a synchronous `@MainActor` test method (a class of only such methods
//    crashes at launch, "Could not cast value of type '(…) -> @MainActor () throws -> ()'"; mixed with
//    other methods it does not compile);
// 3. `override class var runsForEachTargetApplicationUIConfiguration` is for Apple platforms only:
//    Linux's XCTestCase has no such class property, and an extension cannot add one that subclasses
//    override (Swift without the Objective-C runtime), so `override` does not compile there.
// What is added for Linux (the simulated app and the checks of what it saw) is marked.

final class XcodeTemplateUITests: XCTestCase {

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    override func tearDownWithError() throws {
    }

    @MainActor
    func testExample() async throws {
        let app = XCUIApplication()
        app.launch()
    }

    @MainActor
    func testLaunchPerformance() async throws {
        measure(metrics: [XCTApplicationLaunchMetric()]) {
            XCUIApplication().launch()
        }
    }

    #if !canImport(Darwin)  // Linux only: the app the template launches, and what the device saw.
    override func setUp() async throws {
        await MainActor.run { TemplateApp.install() }
    }

    override func tearDown() async throws {
        let measured = name.contains("testLaunchPerformance")
        await MainActor.run {
            let device = SimulatedDevice.current
            XCTAssertEqual(device.failures.map(\.message), [], "the template's code runs without a failure")
            let launches = device.launches.filter { $0.bundleIdentifier == TemplateApp.bundleIdentifier }
            if measured {
                XCTAssertEqual(launches.count, 6, "five measured launches after one ignored")
                XCTAssertEqual(device.performanceMeasurements.first?.values, [0.8, 0.8, 0.8, 0.8, 0.8])
            } else {
                XCTAssertEqual(launches.count, 1)
                XCTAssertEqual(XCUIApplication().state, .runningForeground)
            }
        }
    }
    #endif
}

final class XcodeTemplateUITestsLaunchTests: XCTestCase {

    #if canImport(Darwin)
    override class var runsForEachTargetApplicationUIConfiguration: Bool {
        true
    }
    #endif

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    @MainActor
    func testLaunch() async throws {
        let app = XCUIApplication()
        app.launch()

        let attachment = XCTAttachment(screenshot: app.screenshot())
        attachment.name = "Launch Screen"
        attachment.lifetime = .keepAlways
        add(attachment)
    }

    #if !canImport(Darwin)  // Linux only
    override func setUp() async throws {
        await MainActor.run { TemplateApp.install() }
    }

    override func tearDown() async throws {
        await MainActor.run {
            let device = SimulatedDevice.current
            XCTAssertEqual(device.failures.map(\.message), [])
            XCTAssertEqual(device.attachments.count, 1)
            XCTAssertEqual(device.attachments.first?.name, "Launch Screen")
            XCTAssertEqual(device.attachments.first?.lifetime, .keepAlways)
            XCTAssertEqual(device.attachments.first?.uniformTypeIdentifier, "public.png")
        }
    }
    #endif
}

#if !canImport(Darwin)
/// The app Xcode's template tests: one screen, launching in 0.8 virtual seconds.
@MainActor
enum TemplateApp {
    static let bundleIdentifier = "com.example.TemplateApp"

    static func install() {
        let device = SimulatedDevice.reset()
        let app = SimulatedApp(bundleIdentifier: bundleIdentifier, name: "TemplateApp", launchDelay: 0.8)
        app.screen("Content") { SimulatedElement.text("Hello, world!", id: "greeting") }
        device.install(app)
    }
}
#endif
