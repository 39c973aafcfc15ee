// The `pagewright` command: a thin front end over PagewrightCore. It parses arguments, calls
// the library, prints, and exits 0 (success), 1 (problems in the specs) or 2 (usage errors).
import Foundation

StandardStreams.prepare()
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(StandardStreams.finish(status.rawValue))
