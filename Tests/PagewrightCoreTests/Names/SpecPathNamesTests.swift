import Testing
@testable import PagewrightCore

/// Output file names come from the spec's path, read as bytes from its end (`Namer.lastComponent`).
/// These pin the answers the old `split(separator: "/")` gave, edge cases included.
@Suite struct SpecPathNamesTests {
    @Test func theLastNonEmptyComponentNamesTheFile() {
        #expect(Namer.baseName(ofSpec: "account/Login.json") == "Login")
        #expect(Namer.baseName(ofSpec: "Login.json") == "Login")
        #expect(Namer.baseName(ofSpec: "a/b/c/Photo Detail.json") == "Photo Detail")
        #expect(Namer.baseName(ofSpec: "a//Login.json") == "Login")
        #expect(Namer.baseName(ofSpec: "account/Login.json/") == "Login")
        #expect(Namer.baseName(ofSpec: "account/Login") == "Login")
        #expect(Namer.baseName(ofSpec: "/") == "/")
        #expect(Namer.baseName(ofSpec: "") == "")
    }

    @Test func nonASCIIPathsKeepTheirCharacters() {
        #expect(Namer.baseName(ofSpec: "compte/Connexion é.json") == "Connexion é")
        #expect(Namer.baseName(ofSpec: "écrans/Ünter/Åbn.json") == "Åbn")
        #expect(Namer.baseName(ofSpec: "👩‍👩‍👧/🏠.json") == "🏠")
    }

    @Test func everyStyleNamesItsFileAfterTheBaseName() {
        #expect(FactoryNames.file(forSpec: "account/Login.json") == "Login.pagewright.swift")
        #expect(FactoryNames.file(forSpec: "Login.json") == "Login.pagewright.swift")
        #expect(FactoryNames.file(forSpec: "écrans/Åbn.json") == "Åbn.pagewright.swift")
        #expect(PlainNames.file(forSpec: "account/Login.json") == "Plain/Login.plain.swift")
        #expect(ScreenplayNames.file(forSpec: "account/Login.json") == "Screenplay/Login.screenplay.swift")
    }

    @Test func unquotedDropsOnlyBackticks() {
        #expect(SwiftNames.unquoted("`open`") == "open")
        #expect(SwiftNames.unquoted("open") == "open")
        #expect(SwiftNames.unquoted("a`b") == "ab")
        #expect(SwiftNames.unquoted("") == "")
        #expect(SwiftNames.unquoted("`é`") == "é")
        let long = String(repeating: "x", count: 40) + "`"
        #expect(SwiftNames.unquoted(long) == String(repeating: "x", count: 40))
    }
}
