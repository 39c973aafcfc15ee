/// Writes `PagewrightTypes.swift`: the types the specs declare for parameters, once for the
/// module, whatever the styles (every style's signatures use them). Written only when the
/// project declares types.
struct TypesRenderer {
    let context: RenderContext

    static let file = "PagewrightTypes.swift"

    func render() -> GeneratedFile {
        // A type the team's code declares is used, not declared, here.
        let types = context.model.types.filter { !$0.isExternal }
        var sources: [String] = []
        for type in types where !sources.contains(type.source) { sources.append(type.source) }
        var printer = SwiftPrinter()
        FilePrologue.print(source: sources.joined(separator: ", "), into: &printer)
        for (offset, type) in types.enumerated() {
            if offset > 0 { printer.line() }
            printer.documentation([type.summary, "Declared in `\(type.source)`."].compactMap { $0 }.joined(separator: "\n\n"))
            switch type.kind {
            case .enumeration(let cases): printEnum(type.name.value, cases: cases, into: &printer)
            case .record(let fields): printRecord(type.name.value, fields: fields, into: &printer)
            }
        }
        return GeneratedFile(path: Self.file, contents: printer.text)
    }

    /// `enum Timeframe: String, CaseIterable, Sendable`: the raw value is what the app shows.
    private func printEnum(_ name: String, cases: [Resolved.EnumCase], into printer: inout SwiftPrinter) {
        printer.block("\(context.access)enum \(SwiftNames.type(name)): String, CaseIterable, Sendable") { p in
            for enumCase in cases {
                let swiftName = SwiftNames.enumCase(enumCase.name)
                // A case's raw value is its name unless the spec gives another (or the name had to change).
                let implicit = enumCase.rawValue == enumCase.name && swiftName.filter({ $0 != "`" }) == enumCase.name
                p.line("case \(swiftName)" + (implicit ? "" : " = \(SwiftNames.literal(enumCase.rawValue))"))
            }
        }
    }

    /// `struct User: Hashable, Sendable` with its fields and a memberwise initializer (defaults
    /// honoured), public when the output is.
    private func printRecord(_ name: String, fields: [Resolved.Parameter], into printer: inout SwiftPrinter) {
        let access = context.access
        printer.block("\(access)struct \(SwiftNames.type(name)): Hashable, Sendable") { p in
            for field in fields {
                p.line("\(access)var \(SwiftNames.field(field.name)): \(SwiftValues.type(field.type))\(field.isOptional ? "?" : "")")
            }
            p.line()
            let list = fields.map { field -> String in
                let label = SwiftNames.field(field.name), local = SwiftNames.parameter(field.name)
                let type = SwiftValues.declaredType(field)
                return label == local ? "\(label): \(type)" : "\(label) \(local): \(type)"
            }
            p.block("\(access)init(\(list.joined(separator: ", ")))") { p in
                for field in fields {
                    p.line("self.\(SwiftNames.field(field.name)) = \(SwiftNames.parameter(field.name))")
                }
            }
        }
    }
}
