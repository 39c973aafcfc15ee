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
        var warnings: [PredicateCheck.Problem] = []
        do {
            let lowered = try PredicateCheck.lower(template) { warnings.append($0) }
            if loweredPredicates[template.location] == nil { loweredPredicates[template.location] = (template, lowered) }
        } catch {
            log.error("malformed predicate: \(error.message)", at: located(error))
        }
        for warning in warnings { log.warning(.unknownAttribute, warning.message, at: located(warning)) }
    }
}
