import Testing
@testable import PagewrightCore

/// Issue 23: one root cause gives one error. An element that uses `$name` without declaring it
/// is reported there, and nowhere it is used as if declared; screens that are sections of each
/// other are an error.
@Suite("One root cause, one error")
struct OneRootCauseTests {
    @Test func anUndeclaredPlaceholderIsReportedOnceWhereverTheElementIsUsed() {
        let spec = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": {
            "view": { "type": "other", "id": "Main.view" },
            "row": { "type": "cell", "id": "Row.$title" },
            "rowButton": { "type": "button", "id": "Row.$title.button", "in": "row" },
            "badge": { "type": "other", "id": "Badge", "in": "row", "idiom": { "pad": { "id": "Badge.$title" } } }
          },
          "actions": {
            "open": { "params": { "title": "String" }, "tap": "row" },
            "openFixed": { "steps": [{ "tap": "row", "args": { "title": "Inbox" } }] },
            "openByArg": { "params": { "t": "String" }, "steps": [{ "tap": "row", "args": { "title": "$t" } }] },
            "press": { "params": { "title": "String" }, "tap": "rowButton" },
            "tapAny": { "tap": "row" }
          },
          "checks": {
            "hasRow": { "params": { "title": "String" }, "exists": "row" },
            "rowLabel": { "params": { "title": "String", "text": "String" }, "label": "row", "equals": "$text" }
          },
          "getters": {
            "rowExists": { "params": { "title": "String" }, "exists": "row" }
          }
        }
        """
        // Before: 11 errors, 10 of them following from the first (each member's 'title' "declared
        // but never used", each 'args' "has no parameter", the inner element's and the iPad
        // variant's '$title' undeclared again).
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:6:36: error: '$title' is used in element 'row' but no parameter 'title' is declared",
        ])
        // What is wrong besides still is: an argument the element would not take, a parameter
        // passed nowhere.
        let wrong = spec.replacingOccurrences(of: #""args": { "title": "Inbox" }"#, with: #""args": { "titel": "Inbox" }"#)
            .replacingOccurrences(of: #""tapAny": { "tap": "row" }"#, with: #""tapAny": { "params": { "other": "Int" }, "tap": "row" }"#)
        #expect(diagnostics(["Main.json": wrong, "pagewright.json": settings()]) == [
            "specs/Main.json:6:36: error: '$title' is used in element 'row' but no parameter 'title' is declared",
            "specs/Main.json:12:56: error: element 'row' has no parameter 'titel'; did you mean 'title'?",
            "specs/Main.json:15:29: error: parameter 'other' of action 'tapAny' is declared but never used",
        ])
    }

    @Test func sectionsOfEachOtherAreOneErrorPerCycle() {
        func section(_ name: String, of container: String) -> String {
            screen(name).replacingOccurrences(of: "\"screen\": \"\(name)\",", with: "\"screen\": \"\(name)\", \"sectionOf\": \"\(container)\",")
        }
        let main = screen("Main", extra: #""actions": { "go": { "tap": "view", "to": "A" } }"#)
        #expect(diagnostics(["Main.json": main, "A.json": section("A", of: "B"), "B.json": section("B", of: "A"), "pagewright.json": settings()]) == [
            "specs/A.json:2:31: error: screens are sections of each other in a cycle: A → B → A; a section belongs to a screen outside it",
        ])
        // A longer cycle, entered from a section outside it: reported once, from its first file.
        let files = ["Main.json": screen("Main"), "C.json": section("C", of: "D"), "D.json": section("D", of: "E"), "E.json": section("E", of: "C"),
                     "F.json": section("F", of: "E"), "pagewright.json": settings()]
        #expect(diagnostics(files) == [
            "specs/C.json:2:31: error: screens are sections of each other in a cycle: C → D → E → C; a section belongs to a screen outside it",
        ])
        // A section of a section is fine.
        let nested = ["Main.json": main, "A.json": section("A", of: "Main"), "B.json": section("B", of: "A"), "pagewright.json": settings()]
        #expect(diagnostics(nested).allSatisfy { !$0.contains("error") })
    }

    /// A screen file with a syntax error (or one that is no page) is its own error: the entry, an
    /// action's destination and a section that name that screen are not reported as unknown, while
    /// a name no file could hold still is.
    @Test func aScreenWhoseFileCannotBeReadIsNotUnknownElsewhere() {
        let broken = #"{ "screen": "Inbox", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "V" }, }"#
        let main = """
        {
          "screen": "Main",
          "verify": { "present": ["view"] },
          "elements": { "view": { "type": "other", "id": "Main.view" } },
          "actions": {
            "openInbox": { "tap": "view", "to": "Inbox" },
            "openDraft": { "tap": "view", "to": "Drafts" }
          }
        }
        """
        let section = #"{ "screen": "Toolbar", "sectionOf": "Mailbox", "verify": { "present": ["bar"] }, "elements": { "bar": { "type": "toolbar", "id": "T" } } }"#
        let noPage = #"{ "screne": "Mailbox" }"#
        let log = diagnostics(["pagewright.json": settings(entry: "Inbox"), "Main.json": main, "Broken.json": broken, "Toolbar.json": section, "Mailbox.json": noPage])
        #expect(log.filter { $0.contains("unknown screen") } == [
            "specs/Main.json:7:41: error: unknown screen 'Drafts'; the screens are 'Main' and 'Toolbar'",
        ], "\(log)")
        #expect(log.contains { $0.hasPrefix("specs/Broken.json:") })
        #expect(log.contains { $0.hasPrefix("specs/Mailbox.json:") })
    }
}


/// Issue 40: a misspelt key of an element is the one error, first; a member that could not be
/// read is not "unknown" where it is used; a destination that names nothing lists traits as
/// traits, not among the screens.
@Suite("One root cause, one error: members")
struct OneRootCauseMemberTests {
    @Test func aMisspeltTypeIsTheOneError() {
        let spec = """
        { "screen": "Main", "verify": { "present": ["view"] },
          "elements": { "view": { "tpye": "other", "id": "L" }, "add": { "type": "button", "id": "Add" } },
          "actions": { "open": { "tap": "view" } }, "checks": { "shown": { "exists": "view" } } }
        """
        // Before: five errors, the first printed "unknown element 'view'" (in 'verify') and the
        // root cause third.
        #expect(diagnostics(["Main.json": spec, "pagewright.json": settings()]) == [
            "specs/Main.json:2:27: error: unknown key 'tpye' in element 'view'; did you mean 'type'?",
        ])
    }

    @Test func aMemberWhoseSpecCannotBeReadIsNotUnknownWhereItIsUsed() {
        let spec = """
        { "screen": "Main", "verify": { "present": ["view"] },
          "elements": { "view": { "type": "other", "id": "L" }, "row": { "id": "Row" } },
          "actions": { "open": { "tap": "row" } }, "checks": { "shown": { "exists": "row" } } }
        """
        let found = diagnostics(["Main.json": spec, "pagewright.json": settings()])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("element 'row' needs a 'type'") == true, "\(found)")
        #expect(!found.contains { $0.contains("unknown element 'row'") }, "\(found)")
    }

    @Test func anUnknownDestinationListsTraitsAsTraits() {
        let main = screen("Main", extra: #""actions": { "open": { "tap": "view", "to": "Zzz" }, "pick": { "tap": "view", "to": ["Main", "Qqq"] } }"#)
        let shared = #"{ "trait": "Shared", "elements": { "x": { "type": "other", "id": "X" } } }"#
        #expect(diagnostics(["Main.json": main, "Shared.json": shared, "pagewright.json": settings()]) == [
            "specs/Main.json:5:47: error: unknown screen 'Zzz'; the screens are 'Main' (a destination may also be a trait: 'Shared')",
            "specs/Main.json:5:96: error: unknown screen 'Qqq'; the screens are 'Main'",
        ])
    }
}
