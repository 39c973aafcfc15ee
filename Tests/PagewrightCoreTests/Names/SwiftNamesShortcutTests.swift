import Testing
@testable import PagewrightCore

/// `SwiftNames.mayChange(_:)` lets names that no rule changes skip the table lookups. It must
/// never say "unchanged" of a name some rule changes, or a keyword would go out unescaped.
@Suite("SwiftNames' shortcut for unchanged names")
struct SwiftNamesShortcutTests {
    /// Names near the changed ones: each changed name, one byte longer or shorter, with its
    /// first letter's case flipped, and a few ordinary element, action and parameter names.
    static var nearbyNames: [String] {
        var names: [String] = ["nextButton", "row", "title", "a", "_", "x_", "itemId", "openPaymentsDetail2", ""]
        for name in SwiftNames.changedNames {
            names += [name, name + "s", String(name.dropLast()), String(name.dropFirst()), "_" + name, name.uppercased(),
                      name.prefix(1).uppercased() + name.dropFirst(), name.prefix(1).lowercased() + name.dropFirst()]
        }
        return names
    }

    @Test("no name a rule changes is taken for unchanged")
    func changedNamesAreNeverSkipped() {
        for name in Self.nearbyNames where SwiftNames.changedNames.contains(name) {
            #expect(SwiftNames.mayChange(name), "\(name)")
        }
        // The rules' own spellings agree with the lookups for every nearby name.
        for name in Self.nearbyNames where !SwiftNames.mayChange(name) {
            #expect(!SwiftNames.changedNames.contains(name), "\(name)")
            #expect(SwiftNames.member(name) == name && SwiftNames.parameter(name) == name && SwiftNames.label(name) == name
                    && SwiftNames.enumCase(name) == name && SwiftNames.field(name) == name && SwiftNames.type(name) == name, "\(name)")
        }
    }

    @Test("ordinary names skip the lookups; changed names still change")
    func shortcutApplies() {
        for name in ["nextButton", "rowTitle", "openPaymentsDetail2", "itemId", "SettingsDetailPageObject"] {
            #expect(!SwiftNames.mayChange(name), "\(name)")
        }
        #expect(SwiftNames.member("class") == "`class`")
        #expect(SwiftNames.member("application") == "application_")
        #expect(SwiftNames.parameter("in") == "in_")
        #expect(SwiftNames.declarationLabel("var") == "`var`")
        #expect(SwiftNames.enumCase("allCases") == "allCases_")
    }

    /// The shortcut compares bytes, Swift's `==` canonical equivalence. They agree because the
    /// changed names are ASCII without the three characters that have a non-ASCII equivalent
    /// (`K`: the Kelvin sign; `;`: the Greek question mark; `` ` ``: the Greek varia).
    @Test("the changed names are ASCII without K, ; or `")
    func changedNamesHaveNoNonASCIIEquivalent() {
        for name in SwiftNames.changedNames {
            #expect(name.utf8.allSatisfy { $0 < 0x80 } && !name.contains("K") && !name.contains(";") && !name.contains("`"), "\(name)")
        }
        // Why: Swift finds the Kelvin sign equal to `K`, so a changed name with a `K` would have a
        // twin of other bytes that the shortcut would miss.
        #expect("\u{212A}" == "K")
        #expect(SwiftNames.mayChange("\u{212A}eyword"))
    }
}
