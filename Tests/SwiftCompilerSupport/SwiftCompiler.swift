import Foundation

/// Runs the toolchain's `swiftc -typecheck` on generated code against the modules built beside
/// the running test bundle (the `XCUIAutomation` stand-in among them), in a chosen language mode.
public struct SwiftCompiler: Sendable {
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errors: [String] { lines(containing: ": error: ") }
        public var warnings: [String] { lines(containing: ": warning: ") }

        private func lines(containing marker: String) -> [String] {
            output.split(separator: "\n").map(String.init).filter { $0.contains(marker) }
        }
    }

    public let swiftc: URL
    public let modules: URL

    /// Finds `swiftc` (on PATH, else beside the loaded XCTest library) and the build's module folder.
    public static func locate(requiringModule module: String = "XCUIAutomation") throws -> SwiftCompiler {
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        var products = executable.deletingLastPathComponent()
        if products.lastPathComponent.hasSuffix(".xctest") { products.deleteLastPathComponent() }
        let candidates = [products.appendingPathComponent("Modules"), products]
        guard let modules = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("\(module).swiftmodule").path)
        }) else {
            throw Unavailable(description: "\(module).swiftmodule not found beside the test bundle (looked in \(candidates.map(\.path)))")
        }
        guard let swiftc = findSwiftc() else { throw Unavailable(description: "swiftc not found on PATH or beside libXCTest.so") }
        return SwiftCompiler(swiftc: swiftc, modules: modules)
    }

    /// The same compiler against another module folder (one without some module, say).
    public func using(modules: URL) -> SwiftCompiler {
        SwiftCompiler(swiftc: swiftc, modules: modules)
    }

    private static func findSwiftc() -> URL? {
        let fileManager = FileManager.default
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
              let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libXCTest.so") }),
              let start = line.firstIndex(of: "/") else { return nil }
        // <toolchain>/usr/lib/swift/linux/libXCTest.so → <toolchain>/usr/bin/swiftc
        var url = URL(fileURLWithPath: String(line[start...]))
        for _ in 0..<4 { url.deleteLastPathComponent() }
        let swiftc = url.appendingPathComponent("bin/swiftc")
        return fileManager.isExecutableFile(atPath: swiftc.path) ? swiftc : nil
    }

    /// Type-checks `files` as one module in Swift `languageMode` ("5" or "6"), with any further
    /// compiler `arguments`. In one frontend (`-wmo`) unless the arguments ask for batch mode (as
    /// a debug build compiles): in batches the driver starts several frontends, each parsing every
    /// file and loading every module again, which cost about 8× the CPU on a 61-file project.
    public func typecheck(_ files: [String], languageMode: String, moduleName: String = "Checked", arguments: [String] = []) throws -> Result {
        let frontends = arguments.contains("-enable-batch-mode") ? [] : ["-wmo"]
        return try run(["-typecheck"] + frontends + ["-swift-version", languageMode, "-module-name", moduleName] + arguments + files)
    }

    /// Type-checks `files` as one module and returns the type-checked syntax tree as
    /// `swiftc -dump-ast` prints it: every reference comes with the declaration the compiler
    /// resolved it to (`decl="XCUIAutomation.(file).XCUIElement.exists@…"`).
    public func dumpAST(_ files: [String], languageMode: String = "6", moduleName: String = "Checked", arguments: [String] = []) throws -> Result {
        try run(["-dump-ast", "-swift-version", languageMode, "-module-name", moduleName] + arguments + files)
    }

    /// The syntax tree of `files` as parsed, before type checking (`swiftc -dump-parse`): every
    /// declaration with its attributes, without needing the modules they import.
    public func dumpParse(_ files: [String]) throws -> Result {
        try run(["-dump-parse"] + files)
    }

    private func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments + ["-I", modules.path,
                                         "-module-cache-path", FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-module-cache").path]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pagewright-swiftc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Result(status: process.terminationStatus, output: try String(contentsOf: output, encoding: .utf8))
    }
}
