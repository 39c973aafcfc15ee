/// Issue 41's waits: the actions a screen takes on arrival, a swipe's speed, a `waitFor` that
/// goes on either way, and the timing of a check.
extension Resolver {
    /// The name of the action a screen's `onArrival` resolves to: what its activity is called.
    static let arrivalActionName = "onArrival"

    /// `onArrival`: one action of `do` steps, taken by the page object each time it is made, once
    /// the screen is verified. It is not among the page's actions, so routes, the tour and the
    /// navigation graph never take it by itself.
    mutating func resolveArrival(of page: PageSpec) -> Resolved.Action? {
        guard let first = page.onArrival.first else { return nil }
        let steps = page.onArrival.map { StepSpec(kind: .perform($0, arguments: []), element: nil, location: $0.location) }
        let spec = ActionSpec(name: Located(Self.arrivalActionName, at: first.location), params: [], steps: steps, destination: nil,
                              routeDefault: nil, summary: nil, returns: nil)
        return resolveAction(spec, on: page)
    }

    /// What a step adds for issue 41: a swipe's `velocity`, a `waitFor`'s `optional`.
    func resolveWaiting(of step: StepSpec, into resolved: inout Resolved.Step) {
        resolved.velocity = step.velocity?.value
        resolved.goesOn = step.goesOn?.value ?? false
    }

    /// A check's `throughout` and `settle`.
    func resolveTiming(of check: CheckSpec, into resolved: inout Resolved.Check) {
        resolved.throughout = check.throughout?.value ?? false
        resolved.settle = check.settle?.value
    }
}
