// libFuzzer's entry point over the fuzz targets in Tests/PagewrightCoreTests/Fuzz/FuzzHarness.swift,
// compiled into the library's module by Fuzz/run.sh, which picks the target with
// PAGEWRIGHT_FUZZ_TARGET.
// An input that breaks an invariant crashes the run (libFuzzer keeps it); a crash, hang or leak
// is caught by libFuzzer itself. Keep each finding in Fuzz/regressions/<target>/ once fixed.
import Foundation

/// Chosen by Fuzz/run.sh through the environment, so one build serves every target.
private let target: FuzzHarness.Target = {
    let name = ProcessInfo.processInfo.environment["PAGEWRIGHT_FUZZ_TARGET"] ?? ""
    guard let target = FuzzHarness.Target(rawValue: name) else {
        fatalError("PAGEWRIGHT_FUZZ_TARGET must name one of \(FuzzHarness.Target.allCases.map(\.rawValue)), not '\(name)'")
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let violations = FuzzHarness.run(target, Array(UnsafeBufferPointer(start: data, count: size)))
    if !violations.isEmpty {
        FileHandle.standardError.write(Data(("invariant broken: " + violations.joined(separator: "\n") + "\n").utf8))
        abort()
    }
    return 0
}
