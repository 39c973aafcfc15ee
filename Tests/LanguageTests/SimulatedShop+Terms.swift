import Foundation
import XCUIAutomation

/// What the terms screen remembers: whether the box is ticked, the notes added, which tab is
/// chosen and how sending went.
@MainActor
final class TermsState {
    var accepted = false
    var notes = ["Returns", "Delivery"]
    var tab = "summary"
    var sending = false
    /// What sending shows once it is done: "Sent", or an error when the box was not ticked.
    var result: String?
}

/// The shop's terms, a web page as XCUITest sees one: a heading whose label starts with an
/// attachment (an icon in the text) and has spaces around it, a checkbox whose value is a number
/// (`NSNumber` 0 or 1, as a web view reports it), a list of notes with a button that adds one, tabs
/// told apart only by their identifiers, and a send button after which, a second later, either a
/// status reads "Sent" or an error shows.
extension SimulatedShop {
    func declareTerms() {
        let terms = state.terms
        app.screen("Terms") { [self] in
            SimulatedElement(.webView, id: "Terms.page") {
                SimulatedElement.text("\u{FFFC} Terms of Sale ", id: "Terms.header")
                checkbox(terms)
                for tab in ["summary", "details"] {
                    SimulatedElement.button("Tab.\(tab)", label: "Tab", selected: terms.tab == tab).onTap { [self] _ in
                        terms.tab = tab
                        app.show("Terms")
                    }
                }
                SimulatedElement.list("Terms.notes") {
                    for note in terms.notes { SimulatedElement.cell { SimulatedElement.text(note) } }
                }
                SimulatedElement.button("Terms.addNote", label: "Add note").onTap { [self] _ in
                    terms.notes.append("Note \(terms.notes.count + 1)")
                    app.show("Terms")
                }
                SimulatedElement.button("Terms.send", label: "Send").onTap { [self] _ in
                    terms.sending = true
                    app.show("Terms")
                    app.perform(after: 1) { app in
                        terms.sending = false
                        terms.result = terms.accepted ? "Sent" : "error"
                        app.show("Terms")
                    }
                }
                if terms.sending { SimulatedElement(.activityIndicator, id: "Terms.spinner", label: "Sending") }
                SimulatedElement.text(terms.result == "Sent" ? "Sent" : "", id: "Terms.status")
                if terms.result == "error" { SimulatedElement.text("Please accept the terms", id: "Terms.error") }
            }
            SimulatedElement.button("Terms.close", label: "Close").onTap(show: "Shop")
        }
    }

    /// A web view's checkbox: its value is an `NSNumber`, not the "1"/"0" text of a UISwitch.
    private func checkbox(_ terms: TermsState) -> SimulatedElement {
        let box = SimulatedElement(.switch, id: "Terms.accept", label: "I accept").onTap { [self] _ in
            terms.accepted.toggle()
            app.show("Terms")
        }
        box.numberValue = NSNumber(value: terms.accepted ? 1 : 0)
        return box
    }
}
