import Testing
@testable import PagewrightCore

/// Robots that find their elements by the app's localised texts and a robot framework's element
/// functions (Proton Mail's style, issue 43), on an invented beekeeping app.
@Suite("migrate: localised robots")
struct MigrateLocalizedRobotsTests {
    static let apiary: [(String, String)] = [
        ("App/HiveTexts.swift", """
            import Foundation

            var HiveText = HiveTexts()

            class HiveTexts {
                lazy var _save_hive = NSLocalizedString("Save hive", comment: "button")
                lazy var _hives_title = NSLocalizedString("Hives", comment: "tab")
                lazy var _queen_missing = NSLocalizedString("No queen seen", comment: "error")
                lazy var _frames_title = NSLocalizedString("Frames", comment: "title")
            }
            """),
        ("Robots/HiveRobot.swift", """
            import fusion

            fileprivate struct id {
                static let saveButton = HiveText._save_hive
                static let discardButton = NSLocalizedString("Discard", comment: "button")
                static let hivesTab = "HiveTabBar.\\(HiveText._hives_title)"
                static let jarTitle = L10n.Honey.jarTitle
                static let harvestButtonLabel = "Harvest"
                static let menuButtonIdentifier = "Menu"
                static let queenText = "PinkQueen.label"
                static let framesTable = "Hive.framesTable"
                static func frameCell(_ number: String) -> String { return "FrameCell.\\(number.replaceSpaces())" }
                static let checkmark = "checkmark"
            }

            class HiveRobot: CoreElements {
                var verify = Verify()

                func save() -> HiveRobot {
                    button(id.saveButton).tap()
                    return self
                }

                func discard() -> HiveRobot {
                    button(id.discardButton).tap()
                    return self
                }

                func openHives() -> HiveRobot {
                    button(id.hivesTab).tap()
                    return self
                }

                func harvest() -> HiveRobot {
                    button(id.harvestButtonLabel).tap()
                    return self
                }

                func menu() -> HiveRobot {
                    button(id.menuButtonIdentifier).tap()
                    return self
                }

                func openJar() -> HiveRobot {
                    staticText(id.jarTitle).tap()
                    return self
                }

                func pickFrame(_ number: String) -> HiveRobot {
                    cell(id.frameCell(number)).inTable(table(id.framesTable)).tap()
                    return self
                }

                func smoke() -> HiveRobot {
                    table(id.framesTable).firstMatch().tapThenSwipeDown(0.5, .slow)
                    return self
                }

                func tapWord(_ word: String) -> HiveRobot {
                    staticText(word).tap()
                    return self
                }

                func confirm() -> HiveRobot {
                    button("Confirm smoke").tap()
                    return self
                }

                func smokeAndConfirm() -> HiveRobot {
                    tapWord("Smoke").confirm()
                    return self
                }

                class Verify: CoreElements {
                    func queenIsMissing() {
                        let text = staticText(id.queenText).waitUntilExists().label()
                        XCTAssertEqual(text, HiveText._queen_missing)
                    }

                    func frameIsPicked(_ number: String) {
                        cell(id.frameCell(number)).onChild(button(id.checkmark)).checkExists()
                    }

                    func frameIsGone(_ number: String) {
                        cell(id.frameCell(number)).waitForNotHittable()
                    }

                    func frameIsOutOfReach(_ number: String) {
                        XCTAssertFalse(cell(id.frameCell(number)).hittable())
                    }
                }
            }
            """),
    ]

    @Test func localisedTextsBecomeLocalisedLabelsWithATableOfTheirKeys() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.apiary))
        let hive = try MigrateStylesTests.file(result, "Robots/Hive.json")
        // A property whose value is the app's NSLocalizedString: the key, as a localised label.
        #expect(hive.contains(#""saveHiveButton": { "type": "button", "label": { "localized": "Save hive" } }"#), "\(hive)")
        #expect(hive.contains(#""discardButton": { "type": "button", "label": { "localized": "Discard" } }"#), "\(hive)")
        // Inside an identifier, the key stays a template part.
        #expect(hive.contains(#"{ "type": "button", "id": "HiveTabBar.${localized:Hives}" }"#), "\(hive)")
        // A namespace whose definitions were not read: its Swift name as a placeholder key, reported.
        #expect(hive.contains(#"{ "type": "staticText", "label": { "localized": "L10n.Honey.jarTitle" } }"#), "\(hive)")
        // A check comparing with a localised text.
        #expect(hive.contains(#""queenIsMissing": { "label": "pinkQueenLabel", "equals": { "localized": "No queen seen" } }"#), "\(hive)")
        let report = try MigrateStylesTests.report(result)
        #expect(report.contains("`Robots/HiveRobot.swift:7` id.jarTitle: 'L10n.Honey.jarTitle' is a localised text whose definition is not among the sources read"), "\(report)")
        #expect(report.contains("the specs name 5 localised texts by key (1 of them placeholders, each reported at its line)"), "\(report)")
        // The table of those keys, named by the settings, so the specs validate as written.
        let table = try MigrateStylesTests.file(result, "Localizable.xcstrings")
        #expect(table.contains(#""Save hive": { "comment": "The key of NSLocalizedString in the sources migrate read." }"#), "\(table)")
        #expect(table.contains(#""L10n.Honey.jarTitle": { "comment": "A placeholder"#), "\(table)")
        #expect(try MigrateStylesTests.file(result, "pagewright.json").contains(#""localization": { "catalog": "Localizable.xcstrings" }"#))
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    @Test func aRobotFunctionsTextIsItsLabelOrItsIdentifierByWhatItSays() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.apiary))
        let hive = try MigrateStylesTests.file(result, "Robots/Hive.json")
        // Named for a label, with spaces, or a parameter: the label; named for an identifier: the identifier.
        #expect(hive.contains(#""harvestButton": { "type": "button", "label": "Harvest" }"#), "\(hive)")
        #expect(hive.contains(#""confirmSmokeButton": { "type": "button", "label": "Confirm smoke" }"#), "\(hive)")
        #expect(hive.contains(#"{ "type": "staticText", "label": "$word", "params": { "word": "String" } }"#), "\(hive)")
        #expect(hive.contains(#"{ "type": "button", "id": "Menu" }"#), "\(hive)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    @Test func aRobotFrameworksChainsAndTextFunctions() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.apiary))
        let hive = try MigrateStylesTests.file(result, "Robots/Hive.json")
        // `id.frameCell(number)`: the function's template with the caller's parameter; `inTable` its container.
        #expect(hive.contains(#""cell": { "type": "cell", "id": "FrameCell.${number|underscored}", "in": "framesTable", "params": { "number": "String" } }"#), "\(hive)")
        // `tapThenSwipeDown`: a swipe down (pull to refresh), on the first of the tables.
        #expect(hive.contains(#""framesTable2": { "type": "table", "id": "Hive.framesTable", "unique": false }"#), "\(hive)")
        #expect(hive.contains(#""smoke": { "swipe": "framesTable2", "direction": "down" }"#), "\(hive)")
        // `onChild`: the element inside the cell, its parameter the cell's.
        #expect(hive.contains(#"{ "type": "button", "id": "checkmark", "in": "cell2" }"#), "\(hive)")
        #expect(hive.contains(#""frameIsPicked": { "params": { "number": { "type": "String", "label": "_" } }, "exists": "checkmarkButton" }"#), "\(hive)")
        // `waitForNotHittable()` and `XCTAssertFalse(….hittable())`.
        #expect(hive.contains(#""frameIsGone": { "params": { "number": { "type": "String", "label": "_" } }, "notExists": "cell2" }"#), "\(hive)")
        #expect(hive.contains(#""frameIsOutOfReach": { "params": { "number": { "type": "String", "label": "_" } }, "isHittable": "cell2", "equals": false }"#), "\(hive)")
        // A fluent chain of the robot's own methods, an unlabelled argument matched by its place.
        #expect(hive.contains(#""smokeAndConfirm": { "steps": [{ "do": "tapWord", "args": { "word": "Smoke" } }, { "do": "confirm" }] }"#), "\(hive)")
        let report = try MigrateStylesTests.report(result)
        #expect(report.contains("HiveRobot.frameIsGone: waitForNotHittable() became a check that 'cell2' does not exist"), "\(report)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }

    static let bakery: [(String, String)] = [
        ("Robots/Oven/OvenRobotBase.swift", """
            import fusion

            fileprivate struct id {
                static let ovenTable = "Oven.trayTable"
                static let doorButton = "Oven.door"
                static let timerButton = "Oven.timer"
                static func trayCell(_ name: String) -> String { return "TrayCell.\\(name)" }
            }

            class OvenRobotBase: CoreElements {
                func openDoor() -> OvenRobotBase {
                    button(id.doorButton).tap()
                    return self
                }

                func startTimer() -> TimerRobot {
                    button(id.timerButton).tap()
                    return TimerRobot()
                }

                class SteamRobot: CoreElements {
                    func vent() -> OvenRobotBase {
                        button(id.doorButton).tap()
                        return OvenRobotBase()
                    }
                }
            }

            class OvenChecks: CoreElements {
                func trayListed(_ name: String) {
                    cell(id.trayCell(name)).checkExists()
                }
            }
            """),
        ("Robots/Oven/BreadOvenRobot.swift", """
            import fusion

            private let crustLabel = "Golden crust"

            class BreadOvenRobot: OvenRobotBase {
                var verify = Verify()

                override func startTimer() -> TimerRobot {
                    return super.startTimer()
                }

                func light() -> BreadOvenRobot {
                    button("Oven.light").tap()
                    return self
                }

                class Verify: OvenChecks {
                    func crustIsGolden() {
                        staticText(crustLabel).checkExists()
                    }
                }
            }

            class TimerRobot: CoreElements {
                private enum ID: String {
                    case minutes = "Timer.minutes"
                    case title = "Bake time"
                }

                func setMinutes() -> TimerRobot {
                    textField(ID.minutes.rawValue).tap()
                    return self
                }

                func timerShown() {
                    staticText(ID.title.rawValue).checkExists()
                }
            }
            """),
    ]

    @Test func aRobotAndItsBaseClassSayEachThingOnce() throws {
        let result = SuiteMigration.migrate(MigrationFixtures.sources(Self.bakery))
        let oven = try MigrateStylesTests.file(result, "Robots/Oven/BreadOven.json")
        // The override that only calls its base's: the trait's action serves (no clash).
        #expect(oven.contains(#""traits": ["OvenRobotBase"]"#), "\(oven)")
        #expect(!oven.contains(#""startTimer""#), "\(oven)")
        // The verifier's base class in the suite: its checks are the robot's, read with its own file's identifiers.
        #expect(oven.contains(#""trayListed": { "params": { "name": { "type": "String", "label": "_" } }, "exists": "cell" }"#), "\(oven)")
        #expect(oven.contains(#""cell": { "type": "cell", "id": "TrayCell.${name}", "params": { "name": "String" } }"#), "\(oven)")
        // A file-level constant (ProtonCore's robots keep their identifiers so).
        #expect(oven.contains(#""crustIsGolden": { "exists": "goldenCrustText" }"#), "\(oven)")
        #expect(result.files.allSatisfy { !$0.path.hasSuffix("OvenChecks.json") }, "a verifier's base is no screen")
        // An enum's raw values.
        let timer = try MigrateStylesTests.file(result, "Robots/Oven/Timer.json")
        #expect(timer.contains(#""minutesField": { "type": "textField", "id": "Timer.minutes" }"#), "\(timer)")
        #expect(timer.contains(#""timerShown": { "exists": "bakeTimeText" }"#), "\(timer)")
        // The nested robot's "back to the base": no adopter leads to it, so no destination, reported.
        let report = try MigrateStylesTests.report(result)
        #expect(report.contains("BreadOvenRobot.startTimer: it only calls the base class's 'startTimer'"), "\(report)")
        #expect(report.contains("SteamRobot.vent: it returns OvenRobotBase, a base class several screens share, and no screen of it leads here"), "\(report)")
        #expect(!result.validation.hasErrors, "\(result.validation.sorted)")
    }
}
