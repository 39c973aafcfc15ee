// Page objects for the simulated demo app that no person wrote: `pagewright import` wrote the
// specs in Specs/ from the recordings in Recordings/ (taken by the generated PagewrightRecorder),
// and the build-tool plugin generates the page objects from them at build time.
// DemoAppTests/RecordImportTests checks that each step still gives these files and that every
// page object verifies the screen it was recorded from.
