/// Writes a screen's `verification`: the anchors that prove it is showing and the waiting time to
/// poll for. An anchor found by type and literal identifier carries both, so one snapshot of the
/// app answers for all such anchors at once.
struct VerificationRenderer {
    let screen: Resolved.Screen
    let context: RenderContext
    /// The declaration the value is the body of; by default the override on a page-object class.
    var declaration: String?
    /// Statements before the value (`let tag = self.tag`: the anchors' closures capture the
    /// value, not the page object); with them the value is returned.
    var prelude: [String] = []

    func print(into printer: inout SwiftPrinter) {
        let verification = screen.verification
        let declaration = declaration ?? "override \(context.overrideAccess)class var verification: ScreenVerification"
        // Anchors that are elements of a generated `Element` enum fit on one line each: the
        // declaration is one line when there are few of them and nothing else to say.
        let anchors = verification.present + verification.absent
        let extras = verification.anchors == .hittable || verification.retries > 0 || !verification.loaded.isEmpty
        if prelude.isEmpty, !extras, !anchors.isEmpty, anchors.count <= 2, anchors.allSatisfy(isShort) {
            // Written in parts: `declaration { ScreenVerification(screen: …, present: [.init(…)], absent: []) }`.
            let expressions = ElementExpressions(context: context)
            func appendList(_ anchors: [Resolved.Anchor], _ p: inout SwiftPrinter) {
                p.append("[")
                for (offset, anchor) in anchors.enumerated() {
                    if offset > 0 { p.append(", ") }
                    p.append(".init(")
                    p.appendLiteral(anchor.name)
                    p.append(", ")
                    if let use = anchor.element { expressions.appendCaseExpression(use, into: &p) }
                    p.append(")")
                }
                p.append("]")
            }
            printer.beginLine()
            printer.append(declaration)
            printer.append(" { ScreenVerification(screen: ")
            printer.appendLiteral(screen.name)
            printer.append(", wait: .")
            printer.append(Namer.waitCase(verification.wait))
            printer.append(", present: ")
            appendList(verification.present, &printer)
            printer.append(", absent: ")
            appendList(verification.absent, &printer)
            printer.append(") }")
            return printer.endLine()
        }
        printer.block(declaration) { p in
            p.lines(prelude)
            p.line(prelude.isEmpty ? "ScreenVerification(" : "return ScreenVerification(")
            p.line("    screen: \(SwiftNames.literal(screen.name)),")
            p.line("    wait: .\(Namer.waitCase(verification.wait)),")
            printAnchors("present", verification.present, last: false, into: &p)
            printAnchors("absent", verification.absent, last: !extras, into: &p)
            if extras {
                var options: [String] = []
                if verification.anchors == .hittable { options.append("anchors: .hittable") }
                if verification.retries > 0 { options.append("retries: \(verification.retries)") }
                for (offset, option) in options.enumerated() {
                    p.line("    \(option)\(offset == options.count - 1 && verification.loaded.isEmpty ? "" : ",")")
                }
                if !verification.loaded.isEmpty { printAnchors("loaded", verification.loaded, last: true, into: &p) }
            }
            p.line(")")
        }
    }

    private func printAnchors(_ label: String, _ anchors: [Resolved.Anchor], last: Bool, into printer: inout SwiftPrinter) {
        let comma = last ? "" : ","
        guard !anchors.isEmpty else {
            printer.line("    \(label): []\(comma)")
            return
        }
        printer.line("    \(label): [")
        for anchor in anchors {
            printer.beginLine()
            printer.append("        ")
            appendExpression(anchor, into: &printer)
            printer.append(",")
            printer.endLine()
        }
        printer.line("    ]\(comma)")
    }

    /// Whether the anchor can be written `.init("view", Element.view)`: an element of a
    /// `PagewrightElement` enum, found by its own type and identifier.
    private func isShort(_ anchor: Resolved.Anchor) -> Bool {
        guard let use = anchor.element, let ref = use.elementRef, let element = context.model.element(ref),
              anchor.elementType == element.locator.elementType else { return false }
        switch context.model.elementEnum(of: ref.page) {
        case .some(.compact(let forms)):
            guard let index = context.model.page(ref.page)?.elements.firstIndex(where: { $0.name == element.name }) else { return false }
            return anchor.snapshotIdentifier == forms[index].snapshotIdentifier
        case .some(.described):
            // A described enum's anchor: found as its `locator(_:)` finds it, and answered for by a
            // snapshot exactly when the finding says so.
            return element.parameters.isEmpty && element.locator.pick != .unique
                && anchor.snapshotIdentifier == ElementEnumRenderer.describedSnapshotIdentifier(element)
        default:
            return false
        }
    }

    /// `ScreenVerification.Anchor("view", .other, identifier: "Login.view") { Element.view.locator($0) }`,
    /// appended to the current line in parts.
    private func appendExpression(_ anchor: Resolved.Anchor, into p: inout SwiftPrinter) {
        p.append("ScreenVerification.Anchor(")
        p.appendLiteral(anchor.name)
        guard let use = anchor.element else { return p.append(", .any, identifier: nil) { _ in fatalError() }") }
        p.append(", .")
        p.append(SwiftNames.member(anchor.elementType))
        p.append(", identifier: ")
        if let identifier = anchor.snapshotIdentifier { p.appendLiteral(identifier) } else { p.append("nil") }
        p.append(") { ")
        ElementExpressions(context: context).appendCaseExpression(use, into: &p)
        // An anchor proves the screen by being there: a unique element's or a collection's first
        // match will do (`unique` is about the steps and checks that use the element).
        let element = use.elementRef.flatMap { context.model.element($0) }
        let firstMatch = use.isCollection || element?.locator.pick == .unique
        p.append(firstMatch ? ".query($0).firstMatch }" : ".locator($0) }")
    }
}
