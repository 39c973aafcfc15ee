import Foundation
import XCTest
import XCUIAutomation

/// Every supported operator and argument form, evaluated by queries over a small screen.
@MainActor
final class PredicateTests: XCTestCase {
    private var ui: XCUIApplication!
    private var device: SimulatedDevice!

    override func setUp() async throws {
        let launched = launchSimulatedApp {
            SimulatedElement(.button, id: "Login.submit", label: "Sign In")
            SimulatedElement(.button, id: "Login.cancel", label: "Cancel", enabled: false)
            SimulatedElement(.staticText, id: "Greeting", label: "Héllo World", title: "Welcome")
            SimulatedElement(.textField, id: "Email", value: "ada@example.com", placeholder: "Email address")
            SimulatedElement(.switch, id: "Remember", value: "1", selected: true)
        }
        ui = launched.ui
        device = launched.device
    }

    /// Matches among the screen's elements (the app's main window holds them).
    private func ids(_ predicate: NSPredicate) -> [String] {
        identifiers(ui.windows.firstMatch.descendants(matching: .any).matching(predicate))
    }

    func testEqualityOperators() async {
        XCTAssertEqual(ids(NSPredicate(format: "identifier == %@", "Login.submit")), ["Login.submit"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier = 'Login.submit'")), ["Login.submit"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier == \"Email\"")), ["Email"])
        XCTAssertEqual(ids(NSPredicate(format: "label != %@", "Sign In")).count, 4)
        XCTAssertEqual(ids(NSPredicate(format: "identifier <> 'Email'")).count, 4)
        XCTAssertEqual(ids(NSPredicate(format: "value == 'ada@example.com'")), ["Email"])
        XCTAssertEqual(ids(NSPredicate(format: "placeholderValue == %@", "Email address")), ["Email"])
        XCTAssertEqual(ids(NSPredicate(format: "title == 'Welcome'")), ["Greeting"])
        XCTAssertEqual(ids(NSPredicate(format: "value == nil")), ["Login.submit", "Login.cancel", "Greeting"])
    }

    func testNumericElementTypeAndOrdering() async {
        let button = XCUIElement.ElementType.button.rawValue
        XCTAssertEqual(ids(NSPredicate(format: "elementType == %lu", button)), ["Login.submit", "Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "elementType == %d", Int(button))), ["Login.submit", "Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "elementType == 48")), ["Greeting"])
        XCTAssertEqual(ids(NSPredicate(format: "elementType < 40")), ["Login.submit", "Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "elementType <= 40")), ["Login.submit", "Login.cancel", "Remember"])
        XCTAssertEqual(ids(NSPredicate(format: "elementType > 48")), ["Email"])
        XCTAssertEqual(ids(NSPredicate(format: "elementType >= 48")), ["Greeting", "Email"])
        XCTAssertEqual(ids(NSPredicate(format: "elementType BETWEEN {40, 48}")), ["Greeting", "Remember"])
    }

    func testStringOperatorsAndModifiers() async {
        XCTAssertEqual(ids(NSPredicate(format: "identifier BEGINSWITH 'Login.'")), ["Login.submit", "Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier ENDSWITH %@", "cancel")), ["Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "label CONTAINS 'World'")), ["Greeting"])
        XCTAssertEqual(ids(NSPredicate(format: "label CONTAINS 'world'")), [])
        XCTAssertEqual(ids(NSPredicate(format: "label CONTAINS[c] 'WORLD'")), ["Greeting"])
        XCTAssertEqual(ids(NSPredicate(format: "label BEGINSWITH[c] 'hello'")), [])
        XCTAssertEqual(ids(NSPredicate(format: "label BEGINSWITH[d] 'Hello'")), ["Greeting"])
        XCTAssertEqual(ids(NSPredicate(format: "label beginswith[cd] 'HELLO'")), ["Greeting"])
        XCTAssertEqual(ids(NSPredicate(format: "label ==[c] 'sign in'")), ["Login.submit"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier LIKE 'Login.*'")), ["Login.submit", "Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier LIKE 'Log?n.s*t'")), ["Login.submit"])
        XCTAssertEqual(ids(NSPredicate(format: "label LIKE[c] 'sign*'")), ["Login.submit"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier MATCHES %@", "Login\\.(submit|cancel)")), ["Login.submit", "Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier MATCHES 'Login'")), [], "MATCHES is a whole-string match")
        XCTAssertEqual(ids(NSPredicate(format: "label MATCHES[c] 'sign.*'")), ["Login.submit"])
    }

    func testInWithLiteralArgumentArrayAndString() async {
        XCTAssertEqual(ids(NSPredicate(format: "identifier IN {'Email', 'Remember'}")), ["Email", "Remember"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier IN %@", argumentArray: [["Email", "Greeting"]])), ["Greeting", "Email"])
        XCTAssertEqual(ids(NSPredicate(format: "label IN[c] {'cancel'}")), ["Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier IN 'Login.submit/Email'")), ["Login.submit", "Email"])
    }

    func testBooleanKeysAndLogic() async {
        XCTAssertEqual(ids(NSPredicate(format: "isEnabled == false")), ["Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "enabled == NO")), ["Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "isSelected == YES")), ["Remember"])
        XCTAssertEqual(ids(NSPredicate(format: "selected == 1")), ["Remember"])
        XCTAssertEqual(ids(NSPredicate(format: "elementType == 9 AND isEnabled == true")), ["Login.submit"])
        XCTAssertEqual(ids(NSPredicate(format: "elementType == 9 && enabled == TRUE")), ["Login.submit"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier == 'Email' OR identifier == 'Remember'")), ["Email", "Remember"])
        XCTAssertEqual(ids(NSPredicate(format: "identifier == 'Email' || selected == YES")), ["Email", "Remember"])
        XCTAssertEqual(ids(NSPredicate(format: "NOT (elementType == 9)")), ["Greeting", "Email", "Remember"])
        XCTAssertEqual(ids(NSPredicate(format: "!(identifier BEGINSWITH 'Login') AND NOT label == ''")), ["Greeting"])
        XCTAssertEqual(ids(NSPredicate(format: "(elementType == 9 OR elementType == 40) AND NOT enabled == NO")), ["Login.submit", "Remember"])
        XCTAssertEqual(ids(NSPredicate(format: "TRUEPREDICATE")).count, 5)
        XCTAssertEqual(ids(NSPredicate(format: "FALSEPREDICATE")).count, 0)
    }

    func testKeyPathArgumentFocusAndExists() async {
        XCTAssertEqual(ids(NSPredicate(format: "%K == %@", "label", "Cancel")), ["Login.cancel"])
        XCTAssertEqual(ids(NSPredicate(format: "hasFocus == true")), [])
        ui.textFields["Email"].tap()
        XCTAssertEqual(ids(NSPredicate(format: "hasFocus == true")), ["Email"])
        XCTAssertEqual(ids(NSPredicate(format: "exists == true")).count, 5)

        // Evaluated against an element, as XCTNSPredicateExpectation does.
        let exists = NSPredicate(format: "exists == true")
        XCTAssertTrue(exists.evaluate(with: ui.buttons["Sign In"]))
        XCTAssertFalse(exists.evaluate(with: ui.buttons["Missing"]))
        XCTAssertTrue(NSPredicate(format: "isHittable == true AND label == 'Sign In'").evaluate(with: ui.buttons["Login.submit"]))
        XCTAssertTrue(NSPredicate(format: "SELF BEGINSWITH 'ab'").evaluate(with: "abc"))
    }

    func testCompoundPredicatesCombineFormatPredicates() async {
        let either = NSCompoundPredicate(orPredicateWithSubpredicates: [
            NSPredicate(format: "identifier == 'Email'"),
            NSPredicate(format: "label == %@", "Cancel"),
        ])
        XCTAssertEqual(ids(either), ["Login.cancel", "Email"])
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "elementType == 9"), NSCompoundPredicate(notPredicateWithSubpredicate: NSPredicate(format: "enabled == NO")),
        ])
        XCTAssertEqual(ids(both), ["Login.submit"])
        XCTAssertTrue(ui.buttons.matching(either).description.contains("NSCompoundPredicate(orPredicateWithSubpredicates: [NSPredicate(format: \"identifier == 'Email'\")"))
    }

    func testMalformedFormatAndUnknownKeyFailTheTestWithoutCrashing() async {
        var malformed: [String] = []
        let failures = device.capturingFailures {
            malformed = ids(NSPredicate(format: "label ==="))
            _ = NSPredicate(format: "label == %@")  // missing argument
            _ = NSPredicate(format: "label BEGINSWITH")
            _ = NSPredicate(format: "label == 'open")
            XCTAssertEqual(ids(NSPredicate(format: "lable == 'Cancel'")), [])
        }
        XCTAssertEqual(malformed, [])
        XCTAssertEqual(failures.count, 5, "\(failures.messages)")
        XCTAssertTrue(failures[0].message.hasPrefix("Unable to parse the format string \"label ===\""), failures[0].message)
        XCTAssertTrue(failures[1].message.contains("too few arguments"), failures[1].message)
        XCTAssertTrue(failures[3].message.contains("unterminated string"), failures[3].message)
        XCTAssertTrue(failures[4].message.contains("has no key \"lable\""), failures[4].message)
    }
}
