// The page objects of this target are generated at build time by PagewrightBuildPlugin from
// Specs/ (see Package.swift): nothing here is checked in but the specs and this note.
//
// The specs are hostile on purpose: Swift keywords, XCUITest member names and unicode as names;
// quotes, backslashes, `\(`, `*/`, line breaks and direction marks in strings.
