// On a device the real Notes app answers the UI tests. On Linux nothing can, so this file builds
// the app's accessibility tree with Pagewright's stand-in for XCUITest; it is the only part of
// the suite that exists for Linux alone.
#if !canImport(Darwin)
import Foundation
import XCUIAutomation

@MainActor
final class SimulatedNotesApp {
    struct Note {
        var title: String
        var body: String
    }

    /// Simulated seconds the app's slow parts take.
    enum Delay {
        static let launch: TimeInterval = 1
        /// Saving syncs the note with the server before the list shows it.
        static let sync: TimeInterval = 2
    }

    let app = SimulatedApp(bundleIdentifier: "com.example.notes", name: "Notes", launchDelay: Delay.launch)
    var notes: [Note]
    /// The note the editor shows; nil for a new one.
    private var editing: Int?
    private var syncing = false

    /// Installs the app as the app under test on the current simulated device.
    @discardableResult
    static func install(notes: [Note] = [Note(title: "Packing list", body: "Passport, charger"),
                                         Note(title: "Ideas", body: "A notes app")]) -> SimulatedNotesApp {
        SimulatedNotesApp(notes: notes)
    }

    private init(notes: [Note]) {
        self.notes = notes
        app.initialScreen = "NoteList"
        declareList()
        declareEditor()
        SimulatedDevice.current.install(app, asAppUnderTest: true)
    }

    private func declareList() {
        app.screen("NoteList") {
            SimulatedElement(.navigationBar, id: "NoteList.nav", label: "Notes")
            SimulatedElement(.button, id: "NoteList.add", label: "New Note").onTap { _ in
                self.editing = nil
                self.app.show("NoteEditor")
            }
            if self.syncing {
                SimulatedElement(.activityIndicator, id: "NoteList.syncing", label: "Syncing")
            }
            if self.notes.isEmpty {
                SimulatedElement(.staticText, id: "NoteList.empty", label: "No Notes")
            }
            SimulatedElement(.table, id: "NoteList.table") {
                for (index, note) in self.notes.enumerated() {
                    SimulatedElement(.cell, id: "NoteList.note.\(index)", label: note.title).onTap { _ in
                        self.editing = index
                        self.app.show("NoteEditor")
                    }
                }
            }
        }
    }

    private func declareEditor() {
        app.screen("NoteEditor") {
            let note = self.editing.map { self.notes[$0] }
            SimulatedElement(.textField, id: "NoteEditor.title", value: note?.title, placeholder: "Title")
            SimulatedElement(.textView, id: "NoteEditor.body", value: note?.body)
            SimulatedElement(.button, id: "NoteEditor.save", label: "Save").onTap { event in
                let title = event.app.element("NoteEditor.title")?.value ?? ""
                let body = event.app.element("NoteEditor.body")?.value ?? ""
                self.save(Note(title: title, body: body))
            }
            if self.editing != nil {
                SimulatedElement(.button, id: "NoteEditor.delete", label: "Delete").onTap { _ in self.askBeforeDeleting() }
            }
        }
    }

    /// The list shows at once with a spinner, and the note once the sync is done.
    private func save(_ note: Note) {
        syncing = true
        app.show("NoteList")
        app.perform(after: Delay.sync) { app in
            if let index = self.editing { self.notes[index] = note } else { self.notes.insert(note, at: 0) }
            self.syncing = false
            app.show("NoteList")
        }
    }

    private func askBeforeDeleting() {
        let alert = SimulatedElement.alert("Delete this note?", message: "This cannot be undone.",
                                           buttons: ["Cancel", "Delete"]) { button, app in
            guard button == "Delete", let index = self.editing else { return }
            self.notes.remove(at: index)
            self.editing = nil
            app.show("NoteList")
        }
        alert.identifier = "DeleteNoteAlert"
        app.present(alert)
    }
}
#endif
