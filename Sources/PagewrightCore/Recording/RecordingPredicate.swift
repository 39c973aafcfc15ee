/// The one place predicate locators meet recordings. Pagewright has no NSPredicate evaluator of
/// its own in the library yet (the stand-in's lives in the XCUIAutomation module, which only test
/// targets link), so a predicate is "cannot tell": `drift` says so instead of guessing, and
/// `import` does not count it as covering anything.
enum RecordingPredicate {
    /// Whether `element` satisfies `format` for some values of its `$parameters`; nil when that
    /// cannot be told.
    static func evaluate(_ format: String, on element: RecordedElement) -> Bool? {
        nil
    }
}
