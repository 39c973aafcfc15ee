import Testing
@testable import PagewrightCore

/// `NameFilter` answers "certainly not" before a set is asked: it must never say so of a name
/// the set holds, or a keyword would go unescaped and a collision unreported.
@Suite("Name filter")
struct NameFilterTests {
    @Test("every name of the tables it guards may be in them")
    func holdsEveryName() {
        let tables = SwiftNames.keywords.union(SwiftNames.unescapable).union(SwiftNames.reservedMembers)
            .union(SwiftNames.reservedLocals).union(SwiftNames.reservedLabels)
        let filter = NameFilter(tables)
        for name in tables { #expect(filter.mayContain(name), "\(name)") }
        let used = NameFilter(GeneratedCodeNames.table.keys)
        for name in GeneratedCodeNames.table.keys {
            #expect(used.mayContain(name), "\(name)")
            #expect(GeneratedCodeNames.lookUp(name) != nil, "\(name)")
        }
    }

    @Test("the spellings it guards are the sets' own")
    func spellings() {
        #expect(SwiftNames.member("class") == "`class`")
        #expect(SwiftNames.member("self") == "self_")
        #expect(SwiftNames.member("verify") == "verify_")
        #expect(SwiftNames.member("loginButton") == "loginButton")
        #expect(SwiftNames.parameter("context") == "context_")
        #expect(SwiftNames.parameter("name") == "name")
        #expect(SwiftNames.label("file") == "file_")
        #expect(SwiftNames.label("inout") == "`inout`")
        #expect(SwiftNames.enumCase("allCases") == "allCases_")
        #expect(SwiftNames.field("hashValue") == "hashValue_")
        #expect(SwiftNames.type("Type") == "Type_")
        #expect(SwiftNames.type("Login") == "Login")
    }

    @Test("a name that is not ASCII is always left to the set")
    func notASCII() {
        // U+212A KELVIN SIGN is canonically "K": the set finds it, so the filter must not rule it out.
        let filter = NameFilter(["Keyboard"])
        #expect(Set(["Keyboard"]).contains("\u{212A}eyboard"))
        #expect(filter.mayContain("\u{212A}eyboard"))
        #expect(NameFilter(["caf\u{E9}"]).mayContain("cafe\u{301}"))
    }

    @Test("it rules out almost every other name")
    func rulesOut() {
        let filter = NameFilter(GeneratedCodeNames.table.keys)
        let others = (0..<1000).map { "element\($0)" }.filter { GeneratedCodeNames.table[$0] == nil }
        let passed = others.filter(filter.mayContain)
        // With 2^16 bits and a few hundred names, a few in a thousand at most.
        #expect(passed.count < 50, "\(passed.count) of \(others.count) passed")
    }

    @Test("capitalized: ASCII by bytes, anything else as Unicode says")
    func capitalized() {
        #expect(SwiftNames.capitalized("login") == "Login")
        #expect(SwiftNames.capitalized("Login") == "Login")
        #expect(SwiftNames.capitalized("_x") == "_x")
        #expect(SwiftNames.capitalized("") == "")
        #expect(SwiftNames.capitalized("z\u{301}oom") == "Z\u{301}oom")
        #expect(SwiftNames.capitalized("\u{E9}t\u{E9}") == "\u{C9}t\u{E9}")
        #expect(SwiftNames.capitalized("\u{DF}x") == "SSx")
    }
}
