/// The plain output style: page objects a test creates directly, without a factory (the
/// "without a factory" half of the factory article). Everything goes into `Plain/`.
enum LegacyPlainStyle {
    static func files(_ context: LegacyEmitContext) -> [GeneratedFile] {
        let context = context.writing(.plain)
        var files = [LegacyPlainSupportGenerator(context: context).generate()]
        for page in context.project.pages where context.index.page(page.name.value)?.relativePath == page.relativePath {
            switch page.kind {
            case .screen: files.append(LegacyPlainScreenGenerator(page: page, context: context).generate())
            case .trait: files.append(LegacyPlainTraitGenerator(trait: page, context: context).generate())
            }
        }
        var walker = FlowWalker(index: context.index)
        for file in context.project.flowFiles {
            let flows = file.flows.compactMap { walker.walk($0, in: file) }
            files.append(LegacyPlainFlowGenerator(file: file, flows: flows, context: context).generate())
        }
        return files
    }
}
