import Foundation
import SwiftCompilerSupport
import Testing
@testable import PagewrightCore

/// The identifier check agrees with `swiftc` itself: each boundary of every range of the
/// grammar's identifier-head and identifier-character, on both sides, first and later in a name.
@Suite("Swift identifier characters")
struct SwiftIdentifierTests {
    /// Each range's first and last code point and their outer neighbours (valid scalars only).
    static let boundaryCodePoints: [UInt32] = {
        var points: Set<UInt32> = []
        for range in SwiftIdentifier.headRanges + SwiftIdentifier.bodyOnlyRanges {
            for point in [range.lowerBound &- 1, range.lowerBound, range.upperBound, range.upperBound + 1] {
                // Below the space character swiftc has its own whitespace and line rules.
                if point > 0x20, Unicode.Scalar(point) != nil { points.insert(point) }
            }
        }
        return points.sorted()
    }()

    @Test func agreesWithSwiftcAtEveryBoundary() throws {
        let folder = Scratch.folder("identifiers")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // One file per code point and position, so one rejected character cannot disturb another.
        var files: [String] = []
        var cases: [(file: String, point: UInt32, head: Bool)] = []
        for point in Self.boundaryCodePoints {
            let character = String(Character(Unicode.Scalar(point)!))
            for head in [true, false] {
                let name = "c\(String(point, radix: 16))\(head ? "h" : "b")"
                let path = folder + "/\(name).swift"
                let identifier = head ? character + "x" : "x" + character
                try "enum \(name) { static let \(identifier) = 0 }\n".write(toFile: path, atomically: true, encoding: .utf8)
                files.append(path)
                cases.append((path, point, head))
            }
        }
        // One compiler run for all files; without -continue-building-after-errors the driver
        // stops at the first file with an error.
        let process = Process()
        process.executableURL = try SwiftCompiler.locate().swiftc
        process.arguments = ["-typecheck", "-wmo", "-continue-building-after-errors", "-swift-version", "6", "-module-name", "Identifiers"] + files
        let log = folder + "/swiftc.log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = try String(contentsOfFile: log, encoding: .utf8)
        let rejected = Set(output.split(separator: "\n").compactMap { line in
            line.contains(": error: ") ? files.first { line.hasPrefix($0 + ":") } : nil
        })
        var disagreements: [String] = []
        for (file, point, head) in cases {
            let ours = head ? SwiftIdentifier.isHead(Unicode.Scalar(point)!) : SwiftIdentifier.isBody(Unicode.Scalar(point)!)
            let swiftc = !rejected.contains(file)
            if ours != swiftc {
                disagreements.append("U+\(String(point, radix: 16, uppercase: true)) \(head ? "first" : "later"): Pagewright \(ours ? "accepts" : "rejects"), swiftc \(swiftc ? "accepts" : "rejects")")
            }
        }
        #expect(cases.count > 200)
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    /// Inside the ranges too: every code point Pagewright accepts, first and later in a name,
    /// compiles: the whole Basic Multilingual Plane, and beyond it every 97th code point (every
    /// one with PAGEWRIGHT_THOROUGH=1). One line per code point, so an error names its line.
    @Test func swiftcAcceptsEveryCharacterPagewrightAccepts() throws {
        let folder = Scratch.folder("identifiers")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stride: UInt32 = Scratch.thorough ? 1 : 97
        var points: [UInt32] = []
        for range in SwiftIdentifier.headRanges + SwiftIdentifier.bodyOnlyRanges {
            var point = range.lowerBound
            while point <= range.upperBound {
                points.append(point)
                point += point < 0x10000 ? 1 : stride
            }
        }
        var lines: [String] = []
        for point in points {
            let character = String(Character(Unicode.Scalar(point)!))
            let head = SwiftIdentifier.isHead(Unicode.Scalar(point)!) ? character + "x" : "x"
            lines.append("let v\(String(point, radix: 16))a = 0; let \(head)\(String(point, radix: 16)) = 0; let w\(String(point, radix: 16))\(character) = 0")
        }
        let file = folder + "/All.swift"
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = try SwiftCompiler.locate().swiftc
        process.arguments = ["-parse", "-swift-version", "6", file]
        let log = folder + "/swiftc.log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let errors = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix(file + ":") && $0.contains(": error: ") }
        let rejected = errors.prefix(10).compactMap { line -> String? in
            guard let number = Int(line.dropFirst(file.count + 1).prefix { $0 != ":" }) else { return nil }
            return "U+" + String(points[number - 1], radix: 16, uppercase: true) + ": " + line.split(separator: ": error: ").last.map(String.init)!
        }
        #expect(points.count > 60_000)
        #expect(errors.isEmpty, "\(errors.count) errors, first: \(rejected.joined(separator: "; "))")
    }

    @Test func namesCheckedPerScalar() {
        #expect(SwiftIdentifier.isValid("café"))
        #expect(SwiftIdentifier.isValid("cafe\u{301}"), "a combining mark after the first character")
        #expect(!SwiftIdentifier.isValid("\u{301}cafe"), "a combining mark cannot start a name")
        #expect(!SwiftIdentifier.isValid("_"), "the wildcard is not a name")
        #expect(SwiftIdentifier.isValid("_x") && SwiftIdentifier.isValid("__"))
        #expect(!SwiftIdentifier.isValid("x\u{00B6}"), "¶ is an operator character, though Unicode calls it punctuation")
        #expect(SwiftIdentifier.isValid("\u{2070}x"), "superscript zero may start a name")
        #expect(SwiftIdentifier.isValid("x\u{1F600}"), "an emoji outside the BMP is an identifier character")
        #expect(!SwiftIdentifier.isValid("x\u{E000}"), "private use")
        #expect(!SwiftIdentifier.isValid("x\u{2028}"), "line separator")
        #expect(SwiftIdentifier.suggestion(for: "log in") == "logIn")
        #expect(SwiftIdentifier.suggestion(for: "1st") == "_1st")
    }
}
