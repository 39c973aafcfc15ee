/// A step's condition as a Swift Bool, for any receiver: a step's `if` on its page object, a
/// flow's branch on the page object (or Screenplay elements) of the screen it is asked on.
extension ElementExpressions {
    /// The condition as a Bool: with `waiting`, the element gets the condition's waiting time to
    /// appear (or, for `notExists`, to go), and the rest is read once it is there; without, all is
    /// read at once.
    func condition(_ condition: Resolved.StepCondition, waiting: Bool) -> String {
        let element = single(condition.element)
        let timeout = condition.wait.map { "(timeout: \(Signatures.waitingTime($0)).seconds)" } ?? "(timeout: 0)"
        let there = waiting ? "\(element).waitForExistence\(timeout)" : "\(element).exists"
        switch condition.test {
        case .exists: return there
        case .notExists: return waiting ? "\(element).waitForNonExistence\(timeout)" : "!\(element).exists"
        case .isEnabled(let expected): return "\(there) && \(expected ? "" : "!")\(RuntimeAPI.check).isEnabled(\(element))"
        case .isSelected(let expected): return "\(there) && \(expected ? "" : "!")\(RuntimeAPI.check).isSelected(\(element))"
        // XCUITest: an element that does not exist is not hittable (isHittable is false, with no
        // failure), so "not hittable" holds for a missing element without waiting for it.
        case .isHittable(let expected): return expected ? "\(there) && \(element).isHittable" : "!\(element).isHittable"
        case .text(let attribute, let comparison, let text):
            return "\(there) && " + CheckRenderer.compare(CheckRenderer.text(attribute, of: element), comparison, CheckRenderer.expectedText(text, attribute: attribute))
        }
    }
}
