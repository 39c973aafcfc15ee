// The page objects of this target are generated at build time by PagewrightBuildPlugin from
// Specs/ (see Package.swift): nothing here is checked in but the specs and this note.
//
// The specs describe a small mail app that opens on one of two screens (what it kept decides),
// whose sign-in needs the form filled and sometimes asks for a code on the way, whose message
// screen shows its list's title too, and which has a screen only a relaunch leaves: what
// navigation from wherever the app is must handle (docs/navigation.md).
