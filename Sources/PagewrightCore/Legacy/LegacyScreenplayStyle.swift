/// The Screenplay output style: Elements, Actions, Tasks, Questions and an Actor, for teams that
/// write tests as what a user attempts and sees. Everything goes into `Screenplay/`.
enum LegacyScreenplayStyle {
    static func files(_ context: LegacyEmitContext) -> [GeneratedFile] {
        let context = context.writing(.screenplay)
        let taskTypes = LegacyScreenplayNames.taskTypes(context.index)
        var files = [LegacyScreenplaySupportGenerator(context: context).generate()]
        for page in context.project.pages where context.index.page(page.name.value)?.relativePath == page.relativePath {
            files.append(LegacyScreenplayPageGenerator(page: page, taskTypes: taskTypes.actions[page.name.value] ?? [:], context: context).generate())
        }
        var walker = FlowWalker(index: context.index)
        for file in context.project.flowFiles {
            let flows = file.flows.compactMap { walker.walk($0, in: file) }
            files.append(LegacyFlowTaskGenerator(file: file, flows: flows, taskTypes: taskTypes.flows, context: context).generate())
        }
        return files
    }
}
