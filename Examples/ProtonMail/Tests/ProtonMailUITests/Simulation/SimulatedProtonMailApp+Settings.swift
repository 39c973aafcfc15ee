#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// Settings: the account's, dark mode, swipe actions.
extension SimulatedProtonMailApp {
    /// The actions a swipe can take, by the English title the row's identifier keeps.
    static let swipeChoices = ["None", "Trash", "Move to spam", "Move to archive", "Label as…", "Mark as read/unread", "Star/unstar"]

    func declareSettings() {
        app.screen("Settings") {
            self.navigationBar(self.t("Settings")) {
                SimulatedElement.button("", label: self.t("Close")).onTap(show: "Inbox")
            }
            SimulatedElement.list("SettingsViewController.tableView") {
                SimulatedElement.cell("SettingsTwoLinesCell.\(self.account.name)") {
                    SimulatedElement.text(self.account.name)
                    SimulatedElement.text(self.account.email).onTap(show: "AccountSettings")
                }
                SimulatedElement.cell("SettingsGeneralCell.App_PIN", label: "App PIN").onTap(show: "Pin")
                SimulatedElement.cell("SettingsGeneralCell.Dark_mode", label: "Dark mode") {
                    SimulatedElement.text(self.darkModeOn ? "On" : "Off", id: "Dark_mode.rightText")
                }.onTap(show: "DarkMode")
                SimulatedElement.cell("", label: self.t("Swipe actions")) {
                    SimulatedElement.text(self.t("Swipe actions")).onTap(show: "SwipeAction")
                }
                SimulatedElement.cell("", label: "Clear local cache")
            }
        }

        app.screen("AccountSettings") {
            self.navigationBar("Account settings", back: (self.t("Settings"), "Settings"))
            SimulatedElement.list("AccountSettingsViewController.tableView") {
                SimulatedElement.cell("") { SimulatedElement.text("Display name") }
                SimulatedElement.cell("") { SimulatedElement.text("Block list").onTap(show: "BlockList") }
            }
        }

        app.screen("BlockList") {
            self.navigationBar("Blocked Senders", back: ("Account settings", "AccountSettings")) {
                SimulatedElement.button("", label: "Edit")
            }
            SimulatedElement.list("") {
                SimulatedElement.text("No blocked senders")
            }.on(.swipeDown) { event in event.app.show("BlockList", after: Delay.network) }
        }

        app.screen("DarkMode") {
            self.navigationBar("Dark mode", back: (self.t("Settings"), "Settings"))
            SimulatedElement.list("") {
                for (title, on) in [("Always on", true), ("Always off", false)] {
                    SimulatedElement.cell("") {
                        SimulatedElement.text(title).onTap { event in
                            self.darkModeOn = on && !self.broken.contains(.ignoresDarkMode)
                            event.app.show("DarkMode")
                        }
                        if self.darkModeOn == on { SimulatedElement.button("checkmark", label: "checkmark") }
                    }
                }
            }
        }

        app.screen("SwipeAction") {
            self.navigationBar(self.t("Swipe actions"), back: (self.t("Settings"), "Settings"))
            SimulatedElement.list("") {
                for (direction, title) in [(SwipeDirection.leftToRight, "Left to Right"), (.rightToLeft, "Right to Left")] {
                    SimulatedElement.cell("", label: self.t(title)) {
                        SimulatedElement.text(self.t(self.swipeActions[direction] ?? "None"))
                    }.onTap { event in
                        self.choosingSwipe = direction
                        event.app.show("SwipeActionSelection")
                    }
                }
            }
        }

        app.screen("SwipeActionSelection") {
            self.navigationBar(self.t(self.choosingSwipe == .leftToRight ? "Left to Right" : "Right to Left"),
                               back: (self.t("Swipe actions"), "SwipeAction")) {
                SimulatedElement.button("", label: self.t("Done")).onTap(show: "SwipeAction")
            }
            SimulatedElement.list("SwipeActionSelectViewController.tableView") {
                for choice in Self.swipeChoices {
                    SimulatedElement.cell("SelectableTableViewCell.\(choice)") {
                        SimulatedElement.text(self.t(choice)).onTap { event in
                            self.swipeActions[self.choosingSwipe] = choice
                            event.app.show("SwipeActionSelection")
                        }
                        if self.swipeActions[self.choosingSwipe] == choice {
                            SimulatedElement.button("checkmark", label: "checkmark")
                        }
                    }
                }
            }
        }
    }
}
#endif
