import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What the demo journeys cost at run time through the generated page objects and through
/// hand-written ones in the articles' style (`HandWrittenPages.swift`, linked from
/// Benchmarks/HandWritten), against the same simulated app: app round trips and simulated
/// seconds, as the stand-in counts them. Prints a table that `pagewright-bench` relays, and
/// asserts that no journey takes more simulated time through the generated page objects.
@MainActor
final class RuntimeCostTests: XCTestCase {
    struct Cost {
        var trips: Int
        var seconds: Double
        var kinds: [RoundTrip.Kind: Int]
        /// Round trips that repeat the poll just before them (`waitForExistence` and the like
        /// asking again while the app is busy): what waiting for the app costs, whoever waits.
        var polls: Int

        var breakdown: String {
            let order: [(RoundTrip.Kind, String)] = [(.snapshot, "snapshot"), (.query, "query"), (.action, "action"),
                                                     (.attribute, "attribute"), (.application, "app")]
            return order.compactMap { kind, name in kinds[kind].map { "\($0) \(name)" } }.joined(separator: ", ")
        }
    }

    struct Journey {
        var name: String
        var launchArguments: [String] = []
        var generated: @MainActor (PageObjectsFactory) -> Void
        var handWritten: @MainActor (PageFactory) -> Void
    }

    static let journeys: [Journey] = [
        Journey(name: "log in", generated: { factory in
            factory.launch()
                .openProfileTab()
                .goToAuthorization()
                .goToLogin()
                .enterLogin("ada@example.com")
                .enterPassword("s3cret")
                .logIn()
                .isLoggedInAs(name: "Ada Lovelace")
        }, handWritten: { factory in
            factory.launch()
                .openProfileTab()
                .goToAuthorization()
                .goToLogin()
                .enterLogin("ada@example.com")
                .enterPassword("s3cret")
                .logIn()
                .checkLoggedIn(as: "Ada Lovelace")
        }),
        Journey(name: "open a vacancy and respond", launchArguments: ["-loggedIn"], generated: { factory in
            factory.launch()
                .openVacanciesList()
                .openVacancy()
                .titleIs(text: "QA Automation Engineer")
                .tapResponseButton()
                .asResponseSent()
                .messageMentions(text: "has been sent")
                .close()
                .titleIs(text: "QA Automation Engineer")
        }, handWritten: { factory in
            factory.launch()
                .openVacanciesList()
                .openVacancy()
                .checkTitle("QA Automation Engineer")
                .tapResponseButton()
                .checkMessageMentions("has been sent")
                .close()
                .checkTitle("QA Automation Engineer")
        }),
        Journey(name: "open and dismiss the confirmation alert", generated: { factory in
            factory.launch()
                .openVacanciesList()
                .openVacancyAt(position: 1)
                .openAlert()
                .dismissAlert()
                .titleIs(text: "iOS Developer")
        }, handWritten: { factory in
            factory.launch()
                .openVacanciesList()
                .openVacancy(at: 1)
                .openAlert()
                .dismissAlert()
                .checkTitle("iOS Developer")
        }),
        Journey(name: "remove a saved vacancy", generated: { factory in
            factory.launch()
                .openSavedVacancies()
                .savedCountIs(count: 3)
                .removeSavedVacancy(position: 0)
                .savedCountIs(count: 2)
        }, handWritten: { factory in
            factory.launch()
                .openSavedVacancies()
                .checkSavedCount(3)
                .removeSavedVacancy(at: 0)
                .checkSavedCount(2)
        }),
    ]

    /// Runs `body` on a fresh device with the job app installed and returns what it cost.
    private func measure(launchArguments: [String], _ body: (XCUIApplication, XCUIApplication) -> Void) -> Cost {
        let device = SimulatedDevice.reset()
        SimulatedJobApp.install(on: device)
        let application = XCUIApplication()
        application.launchArguments = launchArguments
        body(application, XCUIApplication(bundleIdentifier: "com.apple.springboard"))
        var kinds: [RoundTrip.Kind: Int] = [:]
        for trip in device.roundTrips.log { kinds[trip.kind, default: 0] += 1 }
        let log = device.roundTrips.log
        let polls = log.indices.dropFirst().filter { log[$0].request.contains(" poll ") && log[$0].request == log[$0 - 1].request }.count
        return Cost(trips: device.roundTrips.count, seconds: device.clock.now, kinds: kinds, polls: polls)
    }

    func testRuntimeCostOfTheDemoJourneys() async throws {
        var rows: [String] = []
        var details: [String] = []
        var data: [String] = []
        var totals = (generated: 0, handWritten: 0, generatedSeconds: 0.0, handWrittenSeconds: 0.0)
        for journey in Self.journeys {
            let generated = measure(launchArguments: journey.launchArguments) { application, springboard in
                journey.generated(PageObjectsFactory(application: application, springboard: springboard))
            }
            let handWritten = measure(launchArguments: journey.launchArguments) { application, springboard in
                journey.handWritten(PageFactory(application: application, springboard: springboard))
            }
            XCTAssertLessThanOrEqual(generated.seconds, handWritten.seconds + 1e-9,
                                     "\(journey.name): the generated page objects take more simulated time than hand-written ones")
            rows.append("| \(journey.name) | \(generated.trips) | \(handWritten.trips) | \(String(format: "%.2f", Double(generated.trips) / Double(handWritten.trips))) | "
                + "\(String(format: "%.2f", generated.seconds)) | \(String(format: "%.2f", handWritten.seconds)) |")
            details.append("| \(journey.name) | \(generated.breakdown); \(generated.polls) repeated polls | \(handWritten.breakdown); \(handWritten.polls) repeated polls |")
            data.append("[runtime-data] journey=\(journey.name);generatedTrips=\(generated.trips);handWrittenTrips=\(handWritten.trips);"
                + "generatedSeconds=\(generated.seconds);handWrittenSeconds=\(handWritten.seconds);"
                + "generatedPolls=\(generated.polls);handWrittenPolls=\(handWritten.polls)")
            totals.generated += generated.trips
            totals.handWritten += handWritten.trips
            totals.generatedSeconds += generated.seconds
            totals.handWrittenSeconds += handWritten.seconds
        }
        rows.append("| all four | \(totals.generated) | \(totals.handWritten) | \(String(format: "%.2f", Double(totals.generated) / Double(totals.handWritten))) | "
            + "\(String(format: "%.2f", totals.generatedSeconds)) | \(String(format: "%.2f", totals.handWrittenSeconds)) |")

        let table = ["| journey | generated: round trips | hand-written: round trips | generated ÷ hand-written | generated: simulated s | hand-written: simulated s |",
                     "| --- | ---: | ---: | ---: | ---: | ---: |"] + rows
            + ["", "| journey | generated: round trips by kind | hand-written: round trips by kind |", "| --- | --- | --- |"] + details
        for line in table { print("[runtime] " + line) }
        for line in data { print(line) }
    }
}
