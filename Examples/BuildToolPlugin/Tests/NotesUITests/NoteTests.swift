import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

final class NoteTests: NotesUITestCase {
    func testANewNoteIsListedFirstOnceSynced() async throws {
        let list = PageObjectsFactory().launch()
            .noteCountIs(count: 2)
            .addNote()
            .enterTitle("Groceries")
            .enterBody("Milk, eggs")
            .save()                         // waits out the sync spinner
            .noteCountIs(count: 3)
        XCTAssertEqual(list.noteCell(position: 0).label, "Groceries")
    }

    func testEditingANoteKeepsItsPlace() async throws {
        let list = PageObjectsFactory().launch()
            .openNote(position: 1)
            .titleIs(title: "Ideas")
            .enterTitle("Better ideas")
            .save()
            .noteCountIs(count: 2)
        XCTAssertEqual(list.noteCell(position: 1).label, "Better ideas")
    }

    func testDeletingAsksFirst() async throws {
        let editor = PageObjectsFactory().launch()
            .openNote(position: 0)
        editor.delete()
            .keepNote()
            .titleIs(title: "Packing list")
        editor.delete()
            .confirmDelete()
            .noteCountIs(count: 1)
    }

    func testTheLastNoteGoneTheListSaysSo() async throws {
        PageObjectsFactory().launch()
            .openNote(position: 0).delete().confirmDelete()
            .openNote(position: 0).delete().confirmDelete()
            .noteCountIs(count: 0)
            .showsEmptyText()
    }
}
