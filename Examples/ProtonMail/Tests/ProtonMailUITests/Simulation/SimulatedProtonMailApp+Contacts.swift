#if !canImport(Darwin)
import Foundation
import XCUIAutomation

/// Contacts and contact groups: the two tabs, the editors, a contact's and a group's page.
extension SimulatedProtonMailApp {
    func declareContacts() {
        app.screen("Contacts") {
            if self.contactsTabShowsGroups { self.groupsTab() } else { self.contactsTab() }
            self.tabBar()
            if self.showsCreateMenu {
                SimulatedElement.group("ContactsCreateMenu") {
                    SimulatedElement.text(self.t("New contact")).onTap { event in
                        self.showsCreateMenu = false
                        self.openedContact = nil
                        (self.draftName, self.draftEmail, self.draftShowsEmail) = ("", "", false)
                        event.app.show("AddContact")
                    }
                    SimulatedElement.text(self.t("New group")).onTap { event in
                        self.showsCreateMenu = false
                        self.openedGroup = nil
                        self.groupDraft = Group(name: "", emails: [])
                        event.app.show("AddContactGroup")
                    }
                }
            }
        }

        app.screen("AddContact") {
            self.navigationBar(self.openedContact == nil ? self.t("New contact") : "Edit Contact") {
                SimulatedElement.button("ContactEditViewController.cancelButton", label: "Cancel").onTap(show: "Contacts")
                SimulatedElement.button("ContactEditViewController.doneButton", label: self.t("Save")).onTap { event in
                    let contact = Contact(name: self.draftName, email: self.draftEmail)
                    if let index = self.openedContact {
                        self.contacts[index] = contact
                        event.app.show("ContactDetails", after: Delay.network)
                    } else {
                        self.contacts.append(contact)
                        self.contactsTabShowsGroups = false
                        event.app.show("Contacts", after: Delay.network)
                    }
                }
            }
            SimulatedElement.textField("ContactEditViewController.customView.displayNameField", placeholder: "Display name", text: self.draftName)
                .onTypeText { event in self.draftName = event.element.value ?? "" }
            if self.draftShowsEmail {
                SimulatedElement.textField("Email_address.valueField", placeholder: "Email address", text: self.draftEmail, keyboard: .emailAddress)
                    .onTypeText { event in self.draftEmail = event.element.value ?? "" }
            }
            SimulatedElement.cell("ContactEditAddCell.Add_new_email", label: "Add new email").onTap { event in
                self.draftShowsEmail = true
                event.app.show("AddContact")
            }
        }

        app.screen("ContactDetails") {
            let contact = self.openedContact.map { self.contacts[$0] } ?? Contact(name: "", email: "")
            self.navigationBar(contact.name, back: (self.t("Contacts"), "Contacts")) {
                SimulatedElement.button("UINavigationItem.rightBarButtonItem", label: self.t("Edit")).onTap { event in
                    (self.draftName, self.draftEmail, self.draftShowsEmail) = (contact.name, contact.email, true)
                    event.app.show("AddContact")
                }
            }
            SimulatedElement.text(contact.email)
            SimulatedElement.text("Email contact", id: "ContactDetailViewController.emailContactLabel")
        }

        app.screen("AddContactGroup") {
            let editing = self.openedGroup != nil
            self.navigationBar(editing ? "Edit group" : self.t("New group")) {
                SimulatedElement.button("", label: editing ? self.t("Done") : self.t("Save")).onTap { event in
                    if let index = self.openedGroup {
                        self.groups[index] = self.groupDraft
                        event.app.show("GroupDetails", after: Delay.network)
                    } else {
                        self.groups.append(self.groupDraft)
                        self.contactsTabShowsGroups = true
                        event.app.show("Contacts", after: Delay.network)
                    }
                }
            }
            SimulatedElement.textField("ContactGroupEditViewController.contactGroupNameLabel", placeholder: "Group name", text: self.groupDraft.name)
                .onTypeText { event in self.groupDraft.name = event.element.value ?? "" }
            SimulatedElement.cell("") {
                SimulatedElement.text(self.t("Manage addresses")).onTap(show: "ManageAddresses")
            }
            for email in self.groupDraft.emails { SimulatedElement.text(email) }
        }

        app.screen("ManageAddresses") {
            self.navigationBar("Add contacts") {
                SimulatedElement.button("", label: self.t("Done")).onTap(show: "AddContactGroup")
            }
            SimulatedElement.list("ContactGroupSelectEmailViewController.tableView") {
                for contact in self.contacts {
                    SimulatedElement.cell("ContactGroupEditViewCell.\(contact.email)", label: contact.email) {
                        if self.groupDraft.emails.contains(contact.email) { SimulatedElement.button("checkmark", label: "checkmark") }
                    }.onTap { event in
                        if let index = self.groupDraft.emails.firstIndex(of: contact.email) {
                            self.groupDraft.emails.remove(at: index)
                        } else {
                            self.groupDraft.emails.append(contact.email)
                        }
                        event.app.show("ManageAddresses")
                    }
                }
            }
        }

        app.screen("GroupDetails") {
            let group = self.openedGroup.map { self.groups[$0] } ?? Group(name: "", emails: [])
            self.navigationBar(group.name, back: (self.t("Groups"), "Contacts")) {
                SimulatedElement.button("", label: self.t("Edit")).onTap { event in
                    self.groupDraft = group
                    event.app.show("AddContactGroup")
                }
            }
            for email in group.emails { SimulatedElement.text(email) }
        }
    }

    private func tabBar() -> SimulatedElement {
        SimulatedElement(.tabBar) {
            SimulatedElement.button("UITabBar.\(self.t("Contacts"))", label: self.t("Contacts"), selected: !self.contactsTabShowsGroups).onTap { event in
                self.contactsTabShowsGroups = false
                self.showsCreateMenu = false
                event.app.show("Contacts")
            }
            SimulatedElement.button("UITabBar.\(self.t("Groups"))", label: self.t("Groups"), selected: self.contactsTabShowsGroups).onTap { event in
                self.contactsTabShowsGroups = true
                self.showsCreateMenu = false
                event.app.show("Contacts")
            }
        }
    }

    private func bar(_ title: String) -> SimulatedElement {
        SimulatedElement.navigationBar(title) {
            SimulatedElement.button("Menu", label: "Menu").onTap(show: "Menu")
            SimulatedElement.button("UINavigationItem.importButton", label: "Import")
            SimulatedElement.button("", label: self.t("Create")).onTap { event in
                self.showsCreateMenu = true
                event.app.show("Contacts")
            }
        }
    }

    @SimulatedUIBuilder
    private func contactsTab() -> [SimulatedElement] {
        bar(t("Contacts"))
        SimulatedElement.list("ContactsViewController.tableView") {
            for (index, contact) in self.contacts.enumerated() {
                let delete = SimulatedElement.button("", label: self.t("Delete")).onTap { event in
                    event.app.present(.alert(self.t("Delete contact"), message: "Are you sure you want to delete this contact?",
                                             buttons: ["Cancel", self.t("Delete contact")]) { button, app in
                        guard button == self.t("Delete contact") else { return }
                        if !self.broken.contains(.keepsDeleted) { self.contacts.removeAll { $0 == contact } }
                        app.show("Contacts", after: Delay.network)
                    })
                }
                SimulatedElement.cell("ContactsTableViewCell.\(contact.name)", label: contact.name) {
                    SimulatedElement.text(contact.name)
                    SimulatedElement.text(contact.email)
                }.onSwipeLeft(reveal: delete).onTap { event in
                    self.openedContact = index
                    event.app.show("ContactDetails")
                }
            }
        }
    }

    @SimulatedUIBuilder
    private func groupsTab() -> [SimulatedElement] {
        bar(t("Groups"))
        SimulatedElement.list("ContactGroupsViewController.tableView") { self.groupRows() }
    }

    private func groupRows() -> [SimulatedElement] {
        var rows: [SimulatedElement] = []
        for (index, group) in groups.enumerated() {
            let cell = SimulatedElement.cell("ContactGroupsViewCell.\(group.name)", label: group.name)
            let delete = SimulatedElement.button("", label: t("Delete")).onTap { event in
                event.app.present(.alert(self.t("Delete contact group"), message: "Are you sure you want to delete this group?",
                                         buttons: ["Cancel", self.t("Delete contact group")]) { button, app in
                    guard button == self.t("Delete contact group") else { return }
                    if !self.broken.contains(.keepsDeleted) { self.groups.removeAll { $0 == group } }
                    app.show("Contacts", after: Delay.network)
                })
            }
            cell.children = [
                // A swipe on the name swipes the row: the Delete button comes into the row.
                SimulatedElement.text(group.name, id: "\(group.name).nameLabel").on(.swipeLeft) { _ in
                    if !cell.children.contains(where: { $0 === delete }) { cell.children.append(delete) }
                },
                SimulatedElement.button("\(group.name).sendButton", label: "Send"),
            ]
            cell.onTap { event in
                self.openedGroup = index
                event.app.show("GroupDetails")
            }
            rows.append(cell)
        }
        return rows
    }
}
#endif
