// The page objects of this library are generated on every build by PagewrightBuildPlugin from
// UI/Specs (see Package.swift). SwiftPM keeps a target only if it has a Swift file of its own,
// so this note is that file.
