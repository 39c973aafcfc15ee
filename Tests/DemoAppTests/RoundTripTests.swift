import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// What page objects cost in requests to the app, counted by the stand-in.
final class RoundTripTests: JobAppTestCase {
    func testLoginJourneyCost() async throws {
        let trips = device.roundTrips.measure {
            PageObjectsFactory().launch()
                .openProfileTab()
                .goToAuthorization()
                .goToLogin()
                .enterLogin("ada@example.com")
                .enterPassword("s3cret")
                .logIn()
                .isLoggedInAs(name: "Ada Lovelace")
        }
        let log = device.roundTrips
        print("Login journey: \(trips) round trips (\(log.count(of: .snapshot)) snapshots, \(log.count(of: .query)) queries, "
            + "\(log.count(of: .action)) actions, \(log.count(of: .attribute)) attribute reads, "
            + "\(log.count(of: .application)) app requests), \(device.clock.now) s simulated")
        // Launch (1.5 s) and the log-in request (2 s) are the only waits.
        XCTAssertEqual(device.clock.now, SimulatedJobApp.Delay.launch + SimulatedJobApp.Delay.login, accuracy: 0.5)
    }

    func testVerifyingAShownScreenTakesOneSnapshot() async throws {
        let main = PageObjectsFactory().launch()  // two identifier anchors: view and searchField

        let before = device.roundTrips.count
        main.verify()
        let trips = Array(device.roundTrips.log[before...])
        XCTAssertEqual(trips.count, 1, "\(trips)")
        XCTAssertEqual(trips.first?.kind, .snapshot)

        XCTAssertEqual(device.roundTrips.measure { _ = MainPageObject.isDisplayed(in: main.application) }, 1)
    }

    func testVerifyingPresentAndAbsentAnchorsTakesOneSnapshot() async throws {
        // VacancyList: its view must be there and its spinner gone.
        let list = PageObjectsFactory().launch().openVacanciesList()

        let before = device.roundTrips.count
        list.verify()
        XCTAssertEqual(device.roundTrips.log[before...].map(\.kind), [.snapshot])
    }

    func testAPredicateAnchorCostsOneQueryInstead() async throws {
        // The Springboard alert is found by a label predicate: no identifier to look up in a snapshot.
        let alert = PageObjectsFactory().launch()
            .openSavedVacancies()
            .turnOnNotifications()

        let before = device.roundTrips.count
        alert.verify()
        XCTAssertEqual(device.roundTrips.log[before...].map(\.kind), [.query])
    }
}
