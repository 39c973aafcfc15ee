import Testing
@testable import PagewrightCore
@Test func versionIsSet() { #expect(!Pagewright.version.isEmpty) }
