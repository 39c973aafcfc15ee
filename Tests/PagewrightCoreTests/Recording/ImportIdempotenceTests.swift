import Foundation
import Testing
@testable import PagewrightCore

/// "A second import adds nothing", also when an identifier occurs more than once: the spec finds
/// such an element by its first match, and the other matches are not proposed again; nor is an
/// element the spec already finds by the same label (found by the fuzzer:
/// `Fuzz/regressions/import-*`).
@Suite("import twice")
struct ImportIdempotenceTests {
    typealias E = RecordedElement

    @Test(arguments: [
        // Two delete buttons in one cell of a list of cells.
        E(type: "application", children: [E(type: "window", children: [
            E(type: "cell", identifier: "Order.1"),
            E(type: "cell", identifier: "Order.2", children: [E(type: "button", identifier: "Order.delete"), E(type: "button", identifier: "Order.delete")]),
        ])]),
        // One identifier on two buttons of the screen itself.
        E(type: "application", children: [E(type: "window", children: [
            E(type: "other", identifier: "A.view"), E(type: "button", identifier: "A.ok"), E(type: "button", identifier: "A.ok"),
        ])]),
        // A paste whose first element is a text (the fuzzer's): a label unique in the recording,
        // proposed, and found by the spec's query elsewhere than where it was recorded.
        E(type: "staticText", label: "Orders", children: [E(type: "button", identifier: "create")]),
        E(type: "button", label: "Create", children: [E(type: "cell", identifier: "Order.2", children: [E(type: "switch", identifier: "paid-only")])]),
    ])
    func aSecondImportAddsNothing(root: RecordedElement) throws {
        let folder = Scratch.folder("import-twice")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = Recording(screen: "A", root: root)
        let first = try SpecImport.run(recording, specsDirectory: folder)
        try SpecImport.write(first)
        let second = try SpecImport.run(recording, specsDirectory: folder)
        #expect(!second.changes, "\(String(decoding: second.bytes, as: UTF8.self))")
        #expect(second.plan.elements.isEmpty)
    }
}
