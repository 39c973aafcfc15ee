// libFuzzer's entry point over the command line's argument handling, compiled by Fuzz/run.sh into
// the `pagewright` module (its sources but main.swift). The bytes are the arguments, split at NUL
// bytes; each command's parser runs on them, but nothing is run (a fuzzed `generate` must not
// write anywhere). Parsing must never crash, and what it leaves must be consistent.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let arguments = Array(UnsafeBufferPointer(start: data, count: size))
        .split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    guard let name = arguments.first, let command = CommandLineTool.commands[name] else { return 0 }
    var parser = ArgumentParser(Array(arguments.dropFirst()), command: name)
    do {
        _ = try command.init(parsing: &parser)
    } catch is UsageError {
        // A usage error is a correct answer.
    } catch {
        FileHandle.standardError.write(Data("unexpected error type: \(error)\n".utf8))
        abort()
    }
    return 0
}
