/// A recording file as `import` and `drift` take it: JSON as the recorder writes it, or the text
/// of `XCUIApplication().debugDescription` pasted from Xcode's debugger.
public enum RecordingSource {
    /// The recording in `bytes`; `screen` names the screen when given, else the JSON's `screen`,
    /// else `fallbackScreen` (a text file's base name, for `drift`). Nil with the problems logged.
    public static func read(_ bytes: [UInt8], file: String, screen: String?, fallbackScreen: String? = nil) -> (recording: Recording?, log: DiagnosticLog) {
        var log = DiagnosticLog()
        let firstSignificant = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        if firstSignificant == UInt8(ascii: "{") {
            let (read, readLog) = RecordingReader.read(bytes, file: file)
            log.append(contentsOf: readLog)
            guard let read else { return (nil, log) }
            guard let name = screen ?? read.screen ?? fallbackScreen else {
                log.error("the recording names no screen; give one with --screen", at: .file(file))
                return (nil, log)
            }
            return (Recording(screen: name, root: read.root), log)
        }
        let root: RecordedElement
        do {
            root = try DebugDescriptionParser.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            log.error("neither a JSON recording nor an element description: \(error.message)", at: .file(file))
            return (nil, log)
        }
        guard let name = screen ?? fallbackScreen else {
            log.error("a pasted description names no screen; give one with --screen", at: .file(file))
            return (nil, log)
        }
        return (Recording(screen: name, root: root), log)
    }

    /// The bytes of the recording file at `path`, or why there are none, worded for the reader
    /// ("no such file", "expected a recording file, found a folder"). Links are followed; a FIFO
    /// or device is refused without being opened.
    public static func readFile(_ path: String) -> Result<[UInt8], FileProblem> {
        switch FileSystem.targetKind(atPath: path) {
        case .regular:
            do throws(FileSystem.Failure) {
                return .success(try FileSystem.read(path, followLinks: true))
            } catch {
                return .failure(FileProblem(path: path, reason: "cannot read the recording: \(error.message)"))
            }
        case .missing:
            let dangling = FileSystem.kind(atPath: path) == .symbolicLink
            return .failure(FileProblem(path: path, reason: dangling ? "this is a symbolic link to something that does not exist; expected a recording file" : "no such file"))
        case let other:
            return .failure(FileProblem(path: path, reason: "expected a recording file (JSON or a pasted description), found \(other.description)"))
        }
    }

    /// Why a recording file could not be read: `path: error: reason`, without a line, since no
    /// line of it was read.
    public struct FileProblem: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: \(reason)" }
    }
}
