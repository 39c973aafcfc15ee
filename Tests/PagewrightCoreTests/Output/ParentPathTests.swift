import Foundation
import Testing
@testable import PagewrightCore

/// An output folder's parents are found without `NSString.deletingLastPathComponent`, which on
/// Linux traps on a one-character name (`pagewright generate specs --output o` crashed).
@Suite("Parent paths")
struct ParentPathTests {
    @Test func aOneCharacterFolderHasTheCurrentFolderAsItsNearestExistingOne() {
        #expect(FileSystem.parent(of: "o") == "")
        #expect(FileSystem.parent(of: "o/") == "")
        #expect(FileSystem.parent(of: "é") == "")
        // "o" in the current folder: itself when it is a folder there, else the current folder.
        #expect(["o", "."].contains(OutputTarget.nearestExisting("o")))
    }

    @Test func agreesWithFoundationWhereFoundationAnswers() {
        for path in ["ab", "a/b", "/a", "/", "./o", "a/b/", "a//b", "/a/b/c.swift", "Generated/Plain", "../out", "x.swift",
                     "ab///", "//ab", "ab//", "ab/cd//ef", "é/ü", "a/é/", "/ü", "Généré/Plain/x.swift"] {
            #expect(FileSystem.parent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }

    /// Foundation traps on some of these (one character after the last slash); the answers are
    /// the same rule's: trailing slashes go, then the last component and the slashes before it.
    @Test func readsPathsByTheirBytes() {
        let expected = ["é/ü/ö.swift": "é/ü", "über/": "", "/é": "/", "///": "/", "//": "/", "é//ü/": "é",
                        "Generated/Pages/Über.swift": "Generated/Pages", "/": "/", "": ""]
        for (path, parent) in expected {
            #expect(FileSystem.parent(of: path) == parent, "\(path)")
        }
    }
}
