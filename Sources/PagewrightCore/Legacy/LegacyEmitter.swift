/// Emit stage: a validated project and its graph → the Swift files of the page-object layer.
/// Pure: the same input gives the same files, byte for byte, in the same order.
public enum LegacyEmitter {
    public static func emit(_ project: SpecProject, graph: NavigationGraph) -> [GeneratedFile] {
        let context = LegacyEmitContext(project: project, graph: graph)
        // Shared by every style: the waiting times and the screen verifier (and the factory's base).
        var files: [GeneratedFile] = [LegacySupportGenerator(context: context).generate()]
        if project.settings.styles.contains(.factory) { files += factoryFiles(context) }
        if project.settings.styles.contains(.plain) { files += LegacyPlainStyle.files(context) }
        if project.settings.styles.contains(.screenplay) { files += LegacyScreenplayStyle.files(context) }
        files.append(LegacyGraphDocumentGenerator(context: context).generate())
        return files.sorted { $0.path < $1.path }
    }

    /// The factory style, at the output folder's root: page objects, traits, the factory and flows.
    private static func factoryFiles(_ context: LegacyEmitContext) -> [GeneratedFile] {
        let project = context.project
        var files: [GeneratedFile] = [LegacyFactoryGenerator(context: context).generate()]
        for page in project.pages where context.index.page(page.name.value)?.relativePath == page.relativePath {
            switch page.kind {
            case .screen: files.append(LegacyPageObjectGenerator(page: page, context: context).generate())
            case .trait: files.append(LegacyTraitGenerator(trait: page, context: context).generate())
            }
        }
        var walker = FlowWalker(index: context.index)
        for file in project.flowFiles {
            let flows = file.flows.compactMap { walker.walk($0, in: file) }
            files.append(LegacyFlowGenerator(file: file, flows: flows, context: context).generate())
        }
        return files
    }
}
