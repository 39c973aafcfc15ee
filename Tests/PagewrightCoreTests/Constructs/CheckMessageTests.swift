import Foundation
import Testing
@testable import PagewrightCore

/// `"message"` on a check (issue 23): the team's words, with parameters, before what failed, in
/// every style; without one the check is one runtime call (docs/runtime.md).
@Suite("Check messages")
struct CheckMessageTests {
    @Test func theTeamsWordsComeBeforeTheCheckInEveryStyle() throws {
        let files = specFiles([
            "pagewright.json": #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"] }"#,
            "Main.json": """
                {
                  "screen": "Main",
                  "verify": { "present": ["title"] },
                  "elements": { "title": { "type": "staticText", "id": "Main.title" } },
                  "checks": {
                    "titleIs": { "params": { "text": "String" }, "label": "title", "equals": "$text",
                                 "message": "the title should read \\"$text\\" after saving" },
                    "titleShown": { "exists": "title" }
                  }
                }
                """,
        ])
        let (validated, generated) = Pipeline.generate(files: files)
        let emitted = try #require(generated, "\(validated.log.sorted.map(\.description))")
        let pages = emitted.filter { $0.path.hasSuffix("Main.pagewright.swift") || $0.path.hasSuffix("Main.plain.swift") || $0.path.hasSuffix("Main.screenplay.swift") }
        #expect(pages.count == 3)
        for page in pages {
            // A Screenplay question writes its type out; a page object's is its own type.
            let owner = page.path.hasSuffix("screenplay.swift") ? "Main" : #"\(Self.self)"#
            #expect(page.contents.contains(#"check: "the title should read \"\(text)\" after saving — "# + owner + #".titleIs", file: file, line: line)"#),
                    "\(page.path)")
            // A check without the team's words is one runtime call naming the element's case.
            let plain = page.path.hasSuffix("screenplay.swift")
                ? #"MainActions.expect(MainElements.Element.title, .exists, check: "Main.titleShown", file: file, line: line)"#
                : #"self.check("titleShown", Element.title, .exists, file: file, line: line)"#
            #expect(page.contents.contains(plain), "\(page.path)")
        }
    }

    @Test func anUndeclaredParameterInTheMessageIsAnError() {
        let spec = """
            {
              "screen": "Main",
              "verify": { "present": ["title"] },
              "elements": { "title": { "type": "staticText", "id": "Main.title" } },
              "checks": { "titleShown": { "exists": "title", "message": "no $titel" } }
            }
            """
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": spec]) == [
            "specs/Main.json:5:61: error: '$titel' is used but no parameter 'titel' is declared",
        ])
    }
}
