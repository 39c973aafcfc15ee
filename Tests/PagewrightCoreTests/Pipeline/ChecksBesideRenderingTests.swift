import Testing
@testable import PagewrightCore

/// `Pipeline.generate` renders while the name collisions and the graph's warnings are checked:
/// what those checks find must still decide, exactly as `validate` does, whether files come out.
@Suite("Checks beside rendering")
struct ChecksBesideRenderingTests {
    private func both(_ files: [String: String], warningsAsErrors: Bool = false) -> (validated: [String], generated: [String], files: [GeneratedFile]?) {
        let validated = Pipeline.validate(files: specFiles(files), warningsAsErrors: warningsAsErrors)
        let (generatedValidation, generated) = Pipeline.generate(files: specFiles(files), warningsAsErrors: warningsAsErrors)
        return (validated.log.diagnostics.map(\.description), generatedValidation.log.diagnostics.map(\.description), generated)
    }

    /// A name collision is found only after resolving; the files rendered beside it are dropped.
    @Test func aNameCollisionLeavesNoFiles() {
        let specs = ["pagewright.json": settings(), "Main.json": screen("Main", extra: #""getters": { "fatalError": { "exists": "view" } }"#)]
        let (validated, generated, files) = both(specs)
        #expect(generated.contains { $0.contains("error: getter 'fatalError' of screen 'Main' would hide Swift's 'fatalError'") })
        #expect(generated == validated, "the same diagnostics, in the same order, as validating")
        #expect(files == nil)
    }

    /// An unreachable screen is a graph warning: files with it, none when warnings are errors.
    @Test func aGraphWarningDecidesAsValidatingDoes() throws {
        let specs = ["pagewright.json": settings(), "Main.json": screen("Main"), "Lost.json": screen("Lost")]
        let (validated, generated, files) = both(specs)
        #expect(generated.contains { $0.contains("warning: screen 'Lost' cannot be reached") })
        #expect(generated == validated)
        let rendered = try #require(files)
        #expect(rendered.map(\.path) == Pipeline.generate(files: specFiles(specs)).files?.map(\.path))
        #expect(rendered.map(\.path) == rendered.map(\.path).sorted(), "in path order")
        #expect(rendered.contains { $0.path.hasPrefix("Lost.") })

        let strict = both(specs, warningsAsErrors: true)
        #expect(strict.generated.contains { $0.contains("error: screen 'Lost' cannot be reached") })
        #expect(strict.generated == strict.validated)
        #expect(strict.files == nil)
    }

    /// With no later finding, the files are the ones `Emitter.emit` makes from the same model.
    @Test func theFilesAreTheEmittersOwn() throws {
        let specs = ["pagewright.json": settings(), "Main.json": screen("Main"), "Other.json": screen("Other")]
        let validated = Pipeline.validate(files: specFiles(specs))
        let model = try #require(validated.model), names = try #require(validated.names)
        let files = try #require(Pipeline.generate(files: specFiles(specs)).files)
        #expect(files == Emitter.emit(model, names: names))
    }
}
