/// The opt-in accessibility audit (`defaults.accessibilityAudit`): Apple's
/// `XCUIApplication.performAccessibilityAudit(for:_:)` (Xcode 15; iOS 17, macOS 14, tvOS 17,
/// watchOS 10: https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/performaccessibilityaudit(for:_:)).
/// The generated methods take no audit types, so their signatures name nothing newer than the
/// deployment target; the audit runs under `#available` and fails plainly on older systems.
enum AuditText {
    static func audit(access a: String) -> [String] {
        VerificationText.lines(#"""
        extension PagewrightCheck {
            /// Audits the screen `application` shows for every kind of accessibility issue; each
            /// issue fails the test at `file`/`line`, and the evidence is attached once.
            \#(a)static func auditAccessibility(of application: XCUIApplication, check: String, file: StaticString, line: UInt) {
                guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else {
                    PagewrightReport.fail("\(check): the accessibility audit needs iOS 17, macOS 14, tvOS 17 or watchOS 10.", in: application, file: file, line: line)
                    return
                }
                var issues: [String] = []
                do {
                    try application.performAccessibilityAudit { issue in
                        issues.append("\(issue.compactDescription): \(issue.detailedDescription)" + (issue.element.map { " (\($0))" } ?? ""))
                        return true
                    }
                } catch {
                    PagewrightReport.fail("\(check): the accessibility audit could not run: \(error)", in: application, file: file, line: line)
                    return
                }
                guard !issues.isEmpty else { return }
                if PagewrightReport.attachesEvidence { PagewrightReport.attachEvidence(of: application) }
                for issue in issues { XCTFail("\(check): accessibility audit: \(issue)", file: file, line: line) }
            }
        }
        """#)
    }

    /// `passesAccessibilityAudit()` on a base class, with a leading blank line.
    static func pageMethod(access a: String) -> String {
        #"""

            /// Audits the screen for accessibility issues (iOS 17 or later); each issue fails the
            /// test at the test's line.
            @discardableResult
            \#(a)func passesAccessibilityAudit(file: StaticString = #filePath, line: UInt = #line) -> Self {
                activity("accessibility audit") {
                    PagewrightCheck.auditAccessibility(of: application, check: "\(Self.self)", file: file, line: line)
                }
                return self
            }

        """#
    }
}
