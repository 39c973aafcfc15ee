import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The app's `ContactsTests`, from the contacts its `setUp` opens. The app's `setNameEmailAndSave(name, email)`
/// in the group tests passes XCTest's `name` (the test's own name) as the contact's name; so do these.
/// `xtestEditContact` and `xtestEditGroup`, disabled by name in the app (they await test data), run
/// here as `testEditContact` and `testEditGroup`.
@MainActor
class ContactsTests: ProtonMailUITestCase {
    private var contactsRobot: ContactsRobot!

    override func setUp() async throws {
        try await super.setUp()
        contactsRobot = logIn()
            .menuDrawer()
            .contacts()
    }

    func testCreateAndDeleteContact() async throws {
        contactsRobot
            .addContact()
            .setNameEmailAndSave(user.name, user.email)
            .contactsView()
            .deleteContact(user.name)
            .contactDoesNotExists(user.name)
    }

    func testEditContact() async throws {
        let name = TestData.alphaNumericString("Name")
        let email = TestData.newEmailAddress("email")
        let editedName = TestData.alphaNumericString("XName")
        let editedEmail = TestData.newEmailAddress("edited")
        contactsRobot
            .addContact()
            .setNameEmailAndSave(name, email)
            .contactsView()
            .clickContact(name)
            .editContact()
            .editNameEmailAndSave(editedName, editedEmail)
            .goBackToContacts()
            .contactsView()
            .deleteContact(editedName)
            .contactDoesNotExists(editedName)
    }

    func testCreateAndDeleteGroup() async throws {
        let email = TestData.newEmailAddress("member")
        let groupName = TestData.alphaNumericString("Group")
        contactsRobot
            .addContact()
            .setNameEmailAndSave(name, email)
            .addGroup()
            .typeGroupName(groupName)
            .tapManageAddresses()
            .addContactToGroup(email)
            .saveContactSelection()
            .groupsView()
            .deleteGroup(groupName)
            .groupDoesNotExists(groupName)
    }

    func testEditGroup() async throws {
        let email = TestData.newEmailAddress("member")
        let groupName = TestData.alphaNumericString("Group")
        let newGroupName = TestData.alphaNumericString("NewGroup")
        contactsRobot
            .addContact()
            .setNameEmailAndSave(name, email)
            .addGroup()
            .typeGroupName(groupName)
            .tapManageAddresses()
            .addContactToGroup(email)
            .saveContactSelection()
            .groupsView()
            .clickGroup(groupName)
            .editGroup()
            .editNameAndSave(newGroupName)
            .goBackToContacts()
            .groupsView()
            .deleteGroup(newGroupName)
            .groupDoesNotExists(newGroupName)
    }
}
