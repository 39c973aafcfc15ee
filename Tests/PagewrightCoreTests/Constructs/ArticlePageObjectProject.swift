import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// A small project with what the seed articles' page objects declare (issue 41): a screen whose
/// sections adopt a trait, a required index getter, a class-level element and the team's name
/// for the Task protocol; and test code that uses each, type-checked in Swift 6 and 5.
enum ArticlePageObjectProject {
    static let settings = #"{ "apps": { "main": { "entry": "Main" } }, "style": ["factory", "plain", "screenplay"], "screenplay": { "taskProtocol": "MainTask" } }"#

    static let specs: [String: String] = [
        "MainSection.json": #"{ "trait": "MainSection", "sectionOf": "Main" }"#,
        "Main.json": #"""
            {
              "screen": "Main",
              "verify": { "present": ["uniqueElement"] },
              "elements": {
                "uniqueElement": { "type": "other", "id": "Main.view", "classLevel": true },
                "list": { "type": "collectionView", "id": "List" },
                "cells": { "type": "cell", "in": "list", "all": true },
                "savedCell": { "type": "cell", "in": "list", "params": { "saved": "Bool", "offset": { "type": "Int", "match": ["index"] } },
                               "containing": { "type": "button", "predicate": "isSelected == $saved" } }
              },
              "getters": {
                "getIndexForCell": { "params": { "saved": { "type": "Bool", "label": "saved" }, "offset": "Int" },
                                     "index": "savedCell", "among": "cells", "required": true },
                "indexOfCell": { "params": { "saved": "Bool", "offset": "Int" }, "index": "savedCell", "among": "cells" }
              }
            }
            """#,
        "History.json": #"{ "screen": "History", "sectionOf": "Main", "traits": ["MainSection"], "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "History.view" } } }"#,
        "Search.json": #"{ "screen": "Search", "sectionOf": "Main", "traits": ["MainSection"], "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "Search.view" } } }"#,
    ]

    /// Test code over the generated API, as the articles write theirs.
    static let testCode = #"""
        import XCTest
        #if canImport(XCUIAutomation)
        import XCUIAutomation
        #endif

        @MainActor func sectionOf<Section: MainSection>(_ type: Section.Type, on main: MainPageObject) -> Section {
            main.section(type)
        }

        @MainActor func journey(main: MainPageObject, screen: MainScreen) {
            let history: HistoryPageObject = sectionOf(HistoryPageObject.self, on: main)
            _ = history.section(SearchPageObject.self)
            _ = main.section(SearchPageObject.self)
            let index: UInt = main.getIndexForCell(saved: true, offset: 0)
            let maybe: UInt? = main.indexOfCell(saved: false, offset: 0)
            _ = (index, maybe, screen.getIndexForCell(saved: false, offset: 1))
            let unique: XCUIElement = MainPageObject.uniqueElement
            let timeout: TimeInterval = MainScreen.awaitTimeout + MainPageObject.awaitTimeout
            _ = (unique, timeout, MainScreen.uniqueElement.exists)
        }

        @MainActor struct TapAround: MainTask {
            func perform() {}
        }

        @MainActor func screenplay() async {
            Actor(called: "Ada").attemptsTo(TapAround())
            // Swift's Task is still Swift's.
            let task = Task { 1 }
            _ = await task.value
        }
        """#

    static func generated() throws -> [GeneratedFile] {
        var files = specs
        files["pagewright.json"] = settings
        let (validated, generated) = Pipeline.generate(files: specFiles(files))
        return try #require(generated, "\(validated.log.sorted.map(\.description))")
    }
}
