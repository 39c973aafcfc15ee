import PredicateGrammar

/// Spec predicates checked with `PredicateCheck`, the parser the stand-in evaluates them with.
extension Validator {
    /// A malformed predicate is an error at the character where it goes wrong; an attribute key
    /// no element has is a warning.
    mutating func checkPredicate(_ template: Template) {
        func located(_ problem: PredicateCheck.Problem) -> SourceLocation {
            var location = template.location
            location.column += problem.column
            return location
        }
        // The same predicate written on many screens is parsed once per run of pages.
        let key = PredicateCheck.TextKey(template)
        let outcome: PredicateCheck.Outcome
        if let key, let known = predicateOutcomes[key] {
            outcome = known
        } else {
            outcome = PredicateCheck.outcome(of: template)
            if let key { predicateOutcomes[key] = outcome }
        }
        if let lowered = outcome.lowered, loweredPredicates[template.location] == nil {
            loweredPredicates[template.location] = (template, lowered)
        }
        if let error = outcome.error { log.error("malformed predicate: \(error.message)", at: located(error)) }
        for warning in outcome.warnings { log.warning(.unknownAttribute, warning.message, at: located(warning)) }
    }
}
