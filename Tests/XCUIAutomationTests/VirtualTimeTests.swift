import Foundation
import XCTest

/// UI tests against the stand-in run in virtual time: waits move the device's clock, and nothing
/// the tests run waits in real time. Timing the tests proved that only for the paths they took,
/// and failed when the machine was loaded (0.88 s of a 0.8 s limit at load 14); this reads the
/// code instead, all of it, every time: the stand-in, the generated page objects and their
/// support (every style), the simulated apps and the UI-test targets. Each test's work is bounded
/// in app round trips where it runs (`JobAppTestCase`, `TillTestCase`, `DemoShopUITests`); how
/// fast the journeys run is BENCHMARKS.md's.
final class VirtualTimeTests: XCTestCase {
    /// Folders of Swift that UI tests against the stand-in run, from the repository's root.
    static let folders = [
        "Sources/XCUIAutomation", "Sources/PagewrightRuntime", "Generated",
        "Tests/DemoAppTests", "Tests/RealScreensTests", "Tests/RealScreensPageObjects", "Tests/XCUIAutomationTests",
    ]

    /// Calls that block or suspend for real time, or wait on XCTest expectations (which run the
    /// run loop in real time on Linux).
    static let realTimeWaits = [
        #"\bsleep\("#, #"\busleep\("#, #"\bnanosleep\("#, #"Thread\.sleep"#, #"Task\.sleep"#, #"\bclock\.sleep"#,
        #"XCTWaiter"#, #"waitForExpectations"#, #"\bwait\(for:\s*\["#, #"fulfillment\(of:"#, #"XCTNSPredicateExpectation"#,
        #"RunLoop\b[^\n]*\.run\b"#, #"DispatchSemaphore"#, #"DispatchGroup"#, #"asyncAfter\("#, #"Timer\.scheduled"#,
    ]

    /// The patterns as one expression, compiled once: one `range(of:options:)` per pattern and
    /// line compiled each pattern again for every line scanned (about 4 s of the XCTest run).
    static let anyRealTimeWait = try! NSRegularExpression(pattern: realTimeWaits.map { "(?:\($0))" }.joined(separator: "|"))

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The real-time waits in `source`, as `line: text`, comments left out.
    static func waits(in source: String) -> [String] {
        var found: [String] = []
        var inBlockComment = false
        for (number, original) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(original)
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = line[end.upperBound...]
                inBlockComment = false
            }
            while let start = line.range(of: "/*") {
                if let end = line[start.upperBound...].range(of: "*/") {
                    line = line[..<start.lowerBound] + line[end.upperBound...]
                } else {
                    line = line[..<start.lowerBound]
                    inBlockComment = true
                }
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let code = String(line)
            if anyRealTimeWait.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                found.append("\(number + 1): \(original.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    func testTheDetectorFindsRealTimeWaitsAndNotComments() {
        let sample = """
        /// Waits without sleeping: neither Thread.sleep nor XCTWaiter.
        Thread.sleep(forTimeInterval: 1)   // a real second
        /* usleep(5) */ let x = 1
        _ = XCTWaiter().wait(for: [expectation], timeout: 5)
        element.wait(for: \\.isHittable, toEqual: true, timeout: 5)
        try await Task.sleep(for: .seconds(1))
        RunLoop.current.run(until: Date())
        """
        XCTAssertEqual(Self.waits(in: sample), [
            "2: Thread.sleep(forTimeInterval: 1)   // a real second",
            "4: _ = XCTWaiter().wait(for: [expectation], timeout: 5)",
            "6: try await Task.sleep(for: .seconds(1))",
            "7: RunLoop.current.run(until: Date())",
        ])
    }

    func testNothingTheUITestsRunWaitsInRealTime() throws {
        var scanned = 0
        var found: [String] = []
        for folder in Self.folders {
            let url = Self.root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" && file.lastPathComponent != "VirtualTimeTests.swift" {
                let source = try String(contentsOf: file, encoding: .utf8)
                scanned += 1
                found += Self.waits(in: source).map { "\(folder)/\(file.path.dropFirst(url.path.count + 1)):\($0)" }
            }
        }
        XCTAssertGreaterThan(scanned, 100, "the folders were found")
        XCTAssertEqual(found, [], "waits in real time, where the UI tests against the stand-in run")
    }
}
