import Foundation
import XCTest
import LanguagePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Checks and getters of more than a plain text (issue 41), against the simulated terms page:
/// a heading with an icon and spaces, a checkbox whose value is a number, notes counted against
/// a sum, tabs told apart by identifier, and a send that ends one way or another.
final class FactoryValueCheckTests: ShopTestCase {
    func testAHeadingIsComparedWithoutItsIconItsSpacesAndItsCase() async throws {
        let terms = launchedShop().showTerms()
        XCTAssertEqual(recordingFailures { terms.headerReads(title: "terms of sale").headerMentions(word: "SALE") }.map(\.description), [])
        XCTAssertEqual(terms.headerText, "Terms of Sale")
        XCTAssertTrue(terms.headerIs(title: "TERMS OF SALE"))
        XCTAssertFalse(terms.headerIs(title: "Terms of Use"))
        let line = #line + 1
        let failures = recordingFailures { terms.headerReads(title: "Terms of Use") }
        XCTAssertEqual(failures.map(\.line), [line], "\(failures)")
        XCTAssertTrue(failures.first?.message.contains(
            "TermsPageObject.headerReads: label of 'header' is \"\u{FFFC} Terms of Sale \", expected \"Terms of Use\" ignoring attachments, surrounding white space and case") == true,
            "\(failures)")
    }

    func testACheckboxsValueIsComparedAsANumberAndAFlag() async throws {
        let terms = launchedShop().showTerms()
        XCTAssertEqual(terms.acceptValue, 0)
        XCTAssertEqual(terms.acceptFlag, false)
        XCTAssertFalse(terms.acceptIsOne)
        XCTAssertEqual(recordingFailures { terms.acceptIs(state: 0).acceptMatches(accepted: false) }.map(\.description), [])
        terms.tickAccept()
        XCTAssertEqual(recordingFailures { terms.acceptIs(state: 1).isAccepted().acceptMatches(accepted: true) }.map(\.description), [])
        XCTAssertEqual(terms.acceptValue, 1)
        XCTAssertEqual(terms.acceptFlag, true)
        XCTAssertTrue(terms.acceptIsOne)
        let line = #line + 1
        let failures = recordingFailures { terms.acceptIs(state: 0) }
        XCTAssertEqual(failures.map(\.line), [line], "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("TermsPageObject.acceptIs: value of 'accept' is the number 1, expected the number 0") == true, "\(failures)")
    }

    func testACountIsComparedWithASumOfParameters() async throws {
        let terms = launchedShop().showTerms()
        let existing = 2
        terms.addNote().addNote()
        XCTAssertEqual(recordingFailures { terms.listsNotes(existing: existing, added: 2) }.map(\.description), [])
        let failures = recordingFailures { terms.listsNotes(existing: existing, added: 3) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("TermsPageObject.listsNotes: the number of 'notes' is 4, expected 5") == true, "\(failures)")
    }

    func testTheIdentifierTellsApartTabsWithTheSameLabel() async throws {
        let terms = launchedShop().showTerms()
        XCTAssertEqual(terms.selectedTabIdentifier, "Tab.summary")
        XCTAssertEqual(recordingFailures { terms.selectedTabIs(name: "summary") }.map(\.description), [])
        terms.chooseTab("details")
        XCTAssertEqual(recordingFailures { terms.selectedTabIs(name: "details") }.map(\.description), [])
        XCTAssertEqual(terms.selectedTabIdentifier, "Tab.details")
        let failures = recordingFailures { terms.selectedTabIs(name: "summary") }
        XCTAssertTrue(failures.first?.message.contains("TermsPageObject.selectedTabIs: identifier of 'selectedTab' is \"Tab.details\", expected \"Tab.summary\"") == true,
                      "\(failures)")
    }

    /// Sending ends a second later with a status or an error: either passes, each waited for.
    func testAnyOfPassesWhicheverAlternativeHolds() async throws {
        let terms = launchedShop().showTerms()
        XCTAssertEqual(recordingFailures { terms.send().sendingIsOver() }.map(\.description), [])
        XCTAssertTrue(shop.app.element("Terms.error") != nil, "not ticked: the error shows")
        terms.tickAccept()
        XCTAssertEqual(recordingFailures { terms.send().sendingIsOver().readyAndSent() }.map(\.description), [])
        XCTAssertEqual(shop.app.element("Terms.status")?.label, "Sent")
    }

    /// Nothing sent: neither holds, and the one failure says what each alternative saw.
    func testAnyOfFailsSayingWhatEachAlternativeSaw() async throws {
        let terms = launchedShop().showTerms()
        let line = #line + 1
        let failures = recordingFailures { terms.sendingIsOver() }
        XCTAssertEqual(failures.map(\.line), [line], "\(failures)")
        XCTAssertTrue(failures.first?.message.contains(
            "TermsPageObject.sendingIsOver: none of 2 held after ") == true, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains(": (1) label of 'status' is \"\", expected \"Sent\"; (2) 'error' does not exist.") == true, "\(failures)")
    }
}

/// The same checks through the plain style.
final class PlainValueCheckTests: ShopTestCase {
    func testPlainScreensCompareValuesAndAlternatives() async throws {
        XCUIApplication().launch()
        ShopScreen().waitForScreen(within: .appLaunch).showTerms()
        let terms = TermsScreen().waitForScreen()
        XCTAssertEqual(recordingFailures {
            terms.headerReads(title: "TERMS of sale").tickAccept().acceptIs(state: 1).addNote().listsNotes(existing: 2, added: 1)
                .send().sendingIsOver()
        }.map(\.description), [])
        XCTAssertEqual(terms.acceptValue, 1)
        XCTAssertEqual(terms.headerText, "Terms of Sale")
        let failures = recordingFailures { terms.acceptIs(state: 0) }
        XCTAssertTrue(failures.first?.message.contains("TermsScreen.acceptIs: value of 'accept' is the number 1, expected the number 0") == true, "\(failures)")
    }
}

/// The same checks as Screenplay questions.
final class ScreenplayValueCheckTests: ShopTestCase {
    func testAnActorSeesValuesAndAlternatives() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(ShowTerms(), AddNote(), Send())
        XCTAssertEqual(recordingFailures {
            ada.sees(Terms.sendingIsOver(), Terms.listsNotes(existing: 2, added: 1), Terms.headerReads(title: "terms of sale"), Terms.isAccepted())
        }.count, 1, "only the checkbox, not ticked, fails")
        let failures = recordingFailures { ada.sees(Terms.listsNotes(existing: 3, added: 1)) }
        XCTAssertTrue(failures.first?.message.contains("Terms.listsNotes: the number of 'notes' is 3, expected 4") == true, "\(failures)")
    }
}
