// libFuzzer entry points over PagewrightCore, compiled together with the library's sources by
// Fuzz/run.sh (`swiftc -sanitize=fuzzer,address`). Which target runs is chosen at compile time
// with -D FUZZ_JSON, -D FUZZ_LOADER or -D FUZZ_PIPELINE.
//
// Each must never crash, hang or leak whatever bytes it is given; a finding is kept as a
// regression input in Tests/PagewrightCoreTests/Fuzz/Regressions/.

/// Valid companions for the fuzzed file, so the loader and pipeline reach their later stages.
private let settings = Array(#"{ "apps": { "main": { "entry": "Main" } } }"#.utf8)
private let mainScreen = Array("""
    { "screen": "Main", "verify": { "present": ["view"] },
      "elements": { "view": { "type": "other", "id": "Main.view" } },
      "actions": { "go": { "tap": "view", "to": "Fuzz" } } }
    """.utf8)

func runFuzzTarget(_ bytes: [UInt8]) {
    #if FUZZ_JSON
    _ = try? JSONReader.parse(bytes, file: "fuzz.json")
    #elseif FUZZ_LOADER
    _ = SpecLoader.load([SpecFile(relativePath: "Fuzz.json", displayPath: "specs/Fuzz.json", bytes: bytes)])
    #else
    let files = [
        SpecFile(relativePath: "pagewright.json", displayPath: "specs/pagewright.json", bytes: settings),
        SpecFile(relativePath: "Main.json", displayPath: "specs/Main.json", bytes: mainScreen),
        SpecFile(relativePath: "Fuzz.json", displayPath: "specs/Fuzz.json", bytes: bytes),
    ]
    _ = Pipeline.generate(files: files)
    #endif
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runFuzzTarget(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
