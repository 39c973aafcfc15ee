/// Writes the `verification` of a screen: the anchors that prove it is showing and the waiting
/// time to poll for. An anchor found by type and literal identifier carries both, so one
/// snapshot of the app answers for all such anchors at once.
struct LegacyVerificationGenerator {
    let page: PageSpec
    let context: LegacyEmitContext
    /// The declaration the value is the body of; by default the override on a page-object class.
    var declaration: String?

    func print(into printer: inout LegacySwiftPrinter) {
        let verify = page.verify
        let wait = SwiftNames.member(verify?.wait?.value ?? Settings.defaultWaitName)
        printer.block(declaration ?? "override \(context.openAccess.isEmpty ? "" : "public ")class var verification: ScreenVerification") { p in
            p.line("ScreenVerification(")
            p.line("    screen: \(SwiftNames.literal(page.name.value)),")
            p.line("    wait: .\(wait),")
            printAnchors("present", verify?.present ?? [], last: false, into: &p)
            printAnchors("absent", verify?.absent ?? [], last: true, into: &p)
            p.line(")")
        }
    }

    private func printAnchors(_ label: String, _ names: [Located<String>], last: Bool, into printer: inout LegacySwiftPrinter) {
        let comma = last ? "" : ","
        guard !names.isEmpty else {
            printer.line("    \(label): []\(comma)")
            return
        }
        printer.line("    \(label): [")
        for name in names { printer.line("        \(anchor(name.value)),") }
        printer.line("    ]\(comma)")
    }

    private func anchor(_ name: String) -> String {
        guard let element = context.index.visibleElements(of: page)[name]?.spec else {
            return "ScreenVerification.Anchor(\(SwiftNames.literal(name)), .any, identifier: nil) { _ in fatalError() }"
        }
        let model = LegacyElementModel(element, on: LegacyElementModel.owner(of: element, on: page, context: context), context: context)
        let expression = model.caseExpression(arguments: [])
        let finder = element.all ? "\(expression).query($0).firstMatch" : "\(expression).locator($0)"
        var identifier = "nil"
        if case .identifier(let template) = element.locator, let literal = template.literal,
           element.container == nil, element.containing == nil, element.index == nil, model.params.isEmpty {
            identifier = SwiftNames.literal(literal)
        }
        return "ScreenVerification.Anchor(\(SwiftNames.literal(name)), .\(SwiftNames.member(element.type.value)), identifier: \(identifier)) { \(finder) }"
    }
}
