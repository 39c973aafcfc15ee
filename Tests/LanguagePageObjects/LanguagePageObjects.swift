// The page objects of this target are generated at build time by PagewrightBuildPlugin from
// Specs/ (see Package.swift): nothing here is checked in but the specs and this note.
//
// The specs use every construct of the spec language — declared enums and records, defaults and
// argument labels, `$record.field` and text arguments, `containing` by label, predicate and list,
// `notContaining`, `inAny`, `direct`, `rawValue`, checks with `assert` and `forEach`, the newer
// assertion and getter kinds, an action that returns what it reads, Constants as a String enum —
// in all three output styles. Tests/LanguageTests drives them against a simulated shop.
