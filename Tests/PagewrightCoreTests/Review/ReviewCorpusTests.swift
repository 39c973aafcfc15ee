import Foundation
import Testing
@testable import PagewrightCore

/// `pagewright review` on a corpus of spec edits to the demo (all three styles): each edit with the
/// summary it must print, kept in `Tests/ReviewCorpus/<edit>.md`, and whether it breaks test code.
/// Record a new or changed summary with `PAGEWRIGHT_RECORD_REVIEW=1 swift test --filter ReviewCorpus`
/// and read it before committing it.
@Suite("Review corpus")
struct ReviewCorpusTests {
    struct Edit: CustomTestStringConvertible, Sendable {
        var name: String
        var breaks: Bool
        /// (file, text, replacement); an empty text adds the file; a nil replacement removes it.
        var changes: [(file: String, text: String, replacement: String?)]
        var testDescription: String { name }
    }

    static let edits: [Edit] = [
        Edit(name: "rename-element", breaks: true, changes: [
            ("account/Login.json", #""logInButton":   { "type": "button", "id": "Login.submit" }"#, #""signInButton":  { "type": "button", "id": "Login.submit" }"#),
            ("account/Login.json", #""logIn":               { "tap": "logInButton""#, #""logIn":               { "tap": "signInButton""#),
            ("account/Login.json", #""logInExpectingError": { "tap": "logInButton" }"#, #""logInExpectingError": { "tap": "signInButton" }"#),
        ]),
        Edit(name: "change-id", breaks: false, changes: [
            ("account/Login.json", #""id": "Login.submit""#, #""id": "Login.signIn""#),
            ("alerts/ConfirmationAlert.json", #""confirmButton": { "type": "button", "label": "OK", "in": "alert" }"#,
             #""confirmButton": { "type": "button", "predicate": "label IN {'OK', 'Hide'}", "in": "alert" }"#),
        ]),
        Edit(name: "retarget-action", breaks: true, changes: [
            ("vacancies/Vacancy.json", #""openCompany":       { "tap": "companyButton", "to": "CompanyGallery" }"#,
             #""openCompany":       { "tap": "companyButton", "to": "Profile" }"#),
        ]),
        // What navigation may do changes no signature, and the review says so per action.
        Edit(name: "navigation-forms", breaks: false, changes: [
            ("alerts/ConfirmationAlert.json", #""to": "$source", "navigate": false,"#, #""to": "$source","#),
            ("account/Login.json", #"{ "action": "enterPassword", "args": { "password": "s3cret" } }"#, #"{ "action": "enterPassword", "args": { "password": "secret" } }"#),
        ]),
        Edit(name: "add-parameter", breaks: true, changes: [
            ("vacancies/Vacancy.json", #""save":              { "tap": "saveButton" }"#,
             #""save":              { "params": { "note": "String" }, "steps": [{ "tap": "saveButton" }, { "typeText": "$note" }] }"#),
        ]),
        Edit(name: "add-optional-parameter", breaks: false, changes: [
            ("main/Main.json", #""search":              { "params": { "query": "String" }, "steps": [{ "tap": "searchField" }"#,
             #""search":              { "params": { "query": "String", "times": { "type": "Int", "default": 1 } }, "steps": [{ "forEach": { "i": "$times" }, "steps": [{ "tap": "searchField" }] }"#),
        ]),
        Edit(name: "remove-screen", breaks: true, changes: [
            ("gallery/PhotoDetail.json", "", nil),
            ("gallery/CompanyGallery.json", #""to": ["PhotoDetail", "VideoDetail"],"#, #""to": "VideoDetail","#),
            ("gallery/CompanyGallery.json", #""example": [{ "args": { "index": 0 }, "to": "PhotoDetail" }, { "args": { "index": 1 }, "to": "VideoDetail" }]"#,
             #""example": { "args": { "index": 1 } }"#),
        ]),
        Edit(name: "rename-action", breaks: true, changes: [
            ("account/Authorization.json", #""goToLogin": {"#, #""openLogin": {"#),
            ("flows/JobFlows.json", #""goToLogin","#, #""openLogin","#),
        ]),
        Edit(name: "rename-screen", breaks: true, changes: [
            ("main/RefineSearch.json", #""screen": "RefineSearch""#, #""screen": "Filters""#),
            ("main/Main.json", #""to": "RefineSearch""#, #""to": "Filters""#),
        ]),
        Edit(name: "getter-type", breaks: true, changes: [
            ("vacancies/Vacancy.json", #""titleText": { "label": "title" }"#, #""titleText": { "exists": "title" }"#),
        ]),
        Edit(name: "new-dead-end", breaks: true, changes: [
            ("gallery/VideoDetail.json", #""close": { "tap": "closeButton", "to": "CompanyGallery" }"#, #""close": { "tap": "closeButton" }"#),
        ]),
        Edit(name: "add-screen", breaks: false, changes: [
            ("account/Settings.json", "", #"{ "screen": "Settings", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Settings.view" } }, "actions": { "backToProfile": { "tap": "view", "to": "Profile" } } }"#),
            ("account/Profile.json", #""goToAuthorization": { "tap": "loginButton", "to": "Authorization", "needs": ["logOutIfLoggedIn"] }"#,
             #""goToAuthorization": { "tap": "loginButton", "to": "Authorization", "needs": ["logOutIfLoggedIn"] }, "openSettings": { "tap": "view", "to": "Settings" }"#),
        ]),
        // Screenplay names a task for its action alone while the name is unique; a second screen
        // with a `back` action makes both carry their screen's name, so this addition breaks tests.
        Edit(name: "add-screen-name-clash", breaks: true, changes: [
            ("account/Settings.json", "", #"{ "screen": "Settings", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Settings.view" } }, "actions": { "back": { "tap": "view", "to": "Profile" } } }"#),
            ("account/Profile.json", #""goToAuthorization": { "tap": "loginButton", "to": "Authorization", "needs": ["logOutIfLoggedIn"] }"#,
             #""goToAuthorization": { "tap": "loginButton", "to": "Authorization", "needs": ["logOutIfLoggedIn"] }, "openSettings": { "tap": "view", "to": "Settings" }"#),
        ]),
        Edit(name: "no-change", breaks: false, changes: [
            ("main/Main.json", #""summary": "The search screen the app opens on.""#, #""summary": "The screen the app opens on: search.""#),
            ("account/Login.json", #""example": { "endsWalk": true }"#, #""example": { "endsWalk": false }"#),
        ]),
    ]

    static func demo() throws -> [SpecFile] { try SpecDirectory.read(RepositoryPaths.specs) }

    static func apply(_ edit: Edit, to files: [SpecFile]) throws -> [SpecFile] {
        var texts = Dictionary(uniqueKeysWithValues: files.map { ($0.relativePath, String(decoding: $0.bytes, as: UTF8.self)) })
        for change in edit.changes {
            if change.text.isEmpty {
                texts[change.file] = change.replacement
                continue
            }
            guard let replacement = change.replacement else {
                texts[change.file] = nil
                continue
            }
            let text = try #require(texts[change.file], "no file \(change.file)")
            #expect(text.contains(change.text), "\(edit.name): \(change.file) does not hold \(change.text)")
            texts[change.file] = text.replacingOccurrences(of: change.text, with: replacement)
        }
        for change in edit.changes where change.replacement == nil { texts[change.file] = nil }
        return texts.map { SpecFile(relativePath: $0.key, displayPath: "specs/" + $0.key, bytes: Array($0.value.utf8)) }
    }

    /// The demo, validated once for every edit.
    static let demoValidated = Result { Pipeline.validate(files: try demo()) }

    static func review(_ old: Pipeline.Validated, _ after: [SpecFile]) throws -> SpecReview {
        let new = Pipeline.validate(files: after)
        let oldModel = try #require(old.model, "\(old.log.sorted.map(\.description))")
        let newModel = try #require(new.model, "\(new.log.sorted.filter { $0.severity == .error }.map(\.description))")
        return SpecReview(before: oldModel, beforeNames: try #require(old.names), after: newModel, afterNames: try #require(new.names))
    }

    @Test(arguments: edits)
    func eachEditHasItsSummary(_ edit: Edit) throws {
        let before = try Self.demo()
        let review = try Self.review(try Self.demoValidated.get(), try Self.apply(edit, to: before))
        let text = ReviewRenderer.markdown(review, before: "specs (main)", after: "specs (this branch)")
        let path = RepositoryPaths.root + "/Tests/ReviewCorpus/\(edit.name).md"
        if ProcessInfo.processInfo.environment["PAGEWRIGHT_RECORD_REVIEW"] == "1" {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == expected, "\(LineDiff.summary(old: expected, new: text).joined(separator: "\n"))")
        #expect(review.breaksTests == edit.breaks)
    }

    /// Each summary is a file of the corpus, and each file is a summary of an edit.
    @Test func theCorpusHoldsExactlyTheEdits() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.root + "/Tests/ReviewCorpus").filter { $0.hasSuffix(".md") }
        #expect(Set(files) == Set(Self.edits.map { $0.name + ".md" }))
    }
}
