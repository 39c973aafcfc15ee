// The generated tour (PagewrightTour.swift, written by the build plugin beside the page objects
// because pagewright.json says "tour": { "generate": true }) passes as its own test cases. Here
// its walks run against builds of the simulated app with one transition broken: exactly the walks
// that cross it fail, each first at the line of that step, with the usual message.
#if !canImport(Darwin)
import Foundation
import XCTest
import XCUIAutomation

final class TourCatchesABrokenTransition: WooCommerceUITestCase {
    private struct Failure: CustomStringConvertible {
        var message: String
        var file: String
        var line: Int
        var description: String { "\(file):\(line): \(message)" }
    }

    private var recorded: [Failure]?

    nonisolated override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let kept = MainActor.assumeIsolated { () -> Bool in
            guard recorded != nil else { return false }
            recorded?.append(Failure(message: description, file: filePath, line: lineNumber))
            return true
        }
        if !kept { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }

    /// A button the app no longer has: the step that taps it cannot act.
    func testAMissingButtonFailsExactlyTheWalksThatCrossItsStep() async throws {
        try expectBroken(action: "goToPaymentsScreen", renaming: ["menu-payments": "menu-payments-moved"],
                         message: "'paymentsButton' did not appear within 20.0 s (screen)")
        try expectBroken(action: "goToExperimentalFeatures", renaming: ["settings-beta-features-button": "settings-labs"],
                         message: "'betaFeatures' did not appear within 20.0 s (screen)")
    }

    /// The tab bar's Menu button, crossed from many screens by many walks: each walk fails at the
    /// first step that taps it.
    func testATabEveryWalkCrossesFailsEachAtItsFirstCrossing() async throws {
        try expectBroken(action: "goToMenuScreen", renaming: ["tab-bar-menu-item": "tab-bar-more-item"],
                         message: "'menuTab' did not appear within")
    }

    // MARK: Running the walks

    /// Runs every walk of the tour on a build of the app whose elements with these identifiers are
    /// renamed, and expects exactly the walks that take `action` to fail, each first at the line of
    /// its first such step, with `message`.
    private func expectBroken(action: String, renaming renames: [String: String], message: String, line: UInt = #line) throws {
        PagewrightReport.attachesEvidence = false
        defer { PagewrightReport.attachesEvidence = true }
        var results: [(name: String, failures: [Failure])] = []
        for (name, walk) in PagewrightTour.walks {
            woo = SimulatedWooCommerceApp.install(on: SimulatedDevice.reset(model: Self.device))
            woo.app.onScreenBuilt = { _, elements in Self.rename(elements, renames) }
            recorded = []
            walk(self)
            results.append((name, recorded ?? []))
            recorded = nil
        }
        let file = try XCTUnwrap(results.flatMap(\.failures).first?.file, "no walk failed with \(renames)", line: line)
        let tour = try Self.walks(in: String(contentsOfFile: file, encoding: .utf8))
        XCTAssertEqual(tour.count, results.count, line: line)
        for (index, (name, failures)) in results.enumerated() {
            let walk = tour[index]
            // A walk that goes on where another left off starts with navigation there (`goTo`),
            // which takes its own way, unlisted: where that way crosses the broken step, the walk
            // fails at the goTo's line, whatever it takes after.
            if walk.navigates, let first = failures.first, first.line == walk.goToLine { continue }
            guard let step = walk.actions.firstIndex(of: action) else {
                XCTAssertEqual(failures.map(\.description), [], "\(name) does not take \(action), yet failed", line: line)
                continue
            }
            let first = try XCTUnwrap(failures.first, "\(name) takes \(action) but passed", line: line)
            XCTAssertEqual(first.line, walk.lines[step], "\(name) should fail first at its step \(action): \(first)", line: line)
            XCTAssertTrue(first.message.contains(message), "\(name): \(first.message)", line: line)
        }
        XCTAssertTrue(tour.contains { $0.actions.contains(action) }, "no walk takes \(action)", line: line)
    }

    private static func rename(_ elements: [SimulatedElement], _ renames: [String: String]) {
        for element in elements {
            if let new = renames[element.identifier] { element.identifier = new }
            rename(element.children, renames)
        }
    }

    /// Each walk of the generated file: the actions it takes after its launch or its navigation,
    /// in order (from its description, `Walk 3: A → action → B → …`), the line of each (the
    /// chain's line that calls it), and whether it starts with navigation (`goTo`, at `goToLine`),
    /// whose own way the description does not list.
    private static func walks(in source: String) throws -> [(actions: [String], lines: [Int], navigates: Bool, goToLine: Int)] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var walks: [(actions: [String], lines: [Int], navigates: Bool, goToLine: Int)] = []
        for (number, text) in lines.enumerated() where text.hasPrefix("    /// Walk ") {
            let path = text.drop { $0 != ":" }.dropFirst(2).split(separator: ".").first.map(String.init) ?? ""
            let parts = path.components(separatedBy: " → ")
            let actions = stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
            // The chain after the launch (or the navigation), a call a line: the n-th action's line.
            guard let start = lines[number...].firstIndex(where: { $0.contains(".launch()") || $0.contains(".goTo(") }) else { continue }
            let navigates = lines[start].contains(".goTo(")
            var found: [Int] = []
            var cursor = start + 1
            for action in actions {
                while cursor < lines.count, !lines[cursor].contains(".\(action)(") { cursor += 1 }
                found.append(cursor + 1)
                cursor += 1
            }
            walks.append((actions, found, navigates, start + 1))
        }
        return walks
    }
}
#endif
