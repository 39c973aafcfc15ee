/// The keys of issue 14 on screens, elements and steps: `ready`, `unique`, the verification
/// levels and `interruption`.
extension PageDecoder {
    static let verifyKeys = ["present", "absent", "wait", "anchors", "retries", "loaded"]
    static let interruptionKeys = ["dismiss"]

    /// `"ready": "hittable"` on an element or a step.
    mutating func readiness(_ reader: ObjectReader) -> Located<Readiness>? {
        guard let text = reader.string(.ready, log: &log) else { return nil }
        guard let readiness = Readiness(rawValue: text.value) else {
            let names = Readiness.allCases.map(\.rawValue)
            log.error("unknown readiness '\(text.value)'; expected \(names.joined(separator: ", "))\(Suggestions.didYouMean(text.value, in: names))",
                      at: text.location)
            return nil
        }
        return Located(readiness, at: text.location)
    }

    mutating func decodeVerifyLevels(_ reader: ObjectReader, into verify: inout VerifySpec) {
        if let anchors = reader.string(.anchors, log: &log) {
            if let check = AnchorCheck(rawValue: anchors.value) {
                verify.anchors = Located(check, at: anchors.location)
            } else {
                log.error("expected \"exists\" or \"hittable\" for 'anchors', found \"\(anchors.value)\"\(Suggestions.didYouMean(anchors.value, in: AnchorCheck.allCases.map(\.rawValue)))",
                          at: anchors.location)
            }
        }
        if let retries = reader.int(.retries, log: &log) {
            if retries.value < 0 {
                log.error("'retries' counts further attempts and cannot be negative", at: retries.location)
            } else {
                verify.retries = retries
            }
        }
        verify.loaded = reader.stringList(.loaded, log: &log)
    }

    mutating func decodeInterruption(_ node: JSONNode) -> InterruptionSpec? {
        guard let reader = ObjectReader(node, what: "'interruption'", known: Self.interruptionKeysList, log: &log) else { return nil }
        reader.warnAboutUnknownKeys(log: &log)
        guard let dismiss = reader.string(.dismiss, log: &log) else {
            if !reader.has(.dismiss) {
                log.error("'interruption' needs 'dismiss': the action of this screen that makes it go away", at: node.location)
            }
            return nil
        }
        return InterruptionSpec(dismiss: dismiss, location: node.location)
    }
}
