import Foundation

/// The floor of generation: the least any generator must do with the same input and output.
/// Run as `pagewright-bench floor <specs> <output> <files> <bytes>`, in a process of its own like
/// the tool, it reads every `*.json` under <specs>, parses each with `JSONSerialization`, and
/// writes <files> files holding <bytes> bytes in total into <output>.
enum Floor {
    static func main(_ arguments: [String]) -> Int32 {
        guard arguments.count == 4, let files = Int(arguments[2]), let bytes = Int(arguments[3]), files > 0 else {
            FileHandle.standardError.write(Data("usage: pagewright-bench floor <specs> <output> <files> <bytes>\n".utf8))
            return 2
        }
        do {
            let parsed = try readAndParse(arguments[0])
            try write(files: files, bytes: bytes, to: arguments[1])
            print("floor: parsed \(parsed) files, wrote \(files) files")
            return 0
        } catch {
            FileHandle.standardError.write(Data("floor: \(error)\n".utf8))
            return 1
        }
    }

    private static func readAndParse(_ directory: String) throws -> Int {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return 0 }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".json") { paths.append(path) }
        }
        var count = 0
        for path in paths.sorted() {
            let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + path))
            _ = try JSONSerialization.jsonObject(with: data)
            count += 1
        }
        return count
    }

    private static func write(files: Int, bytes: Int, to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let share = bytes / files
        let line = Array("// the same number of bytes as the generated code, written the same way\n".utf8)
        for index in 0..<files {
            let size = share + (index == 0 ? bytes - share * files : 0)
            var content = [UInt8]()
            content.reserveCapacity(size)
            while content.count < size { content.append(contentsOf: line.prefix(size - content.count)) }
            guard FileManager.default.createFile(atPath: "\(directory)/File\(index).swift", contents: Data(content)) else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
    }
}
