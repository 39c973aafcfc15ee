/// `"classLevel": true` puts an element on its page object's class as well, found in the app the
/// screen belongs to: a screen's element that needs no values (a class member takes none, and a
/// trait's protocol would make every adopter's class supply it).
extension Validator {
    mutating func checkClassLevelElements(of page: PageSpec) {
        for element in page.elements {
            guard let flag = element.classLevel, flag.value else { continue }
            if page.kind == .trait {
                log.error("'classLevel' is for a screen's element; trait '\(page.name.value)' has no class of its own", at: flag.location)
            } else if !index.effectiveParams(of: element, on: page, memo: memo).isEmpty {
                log.error("element '\(element.name.value)' takes parameters, which a class-level member cannot be given; leave out 'classLevel'",
                          at: flag.location)
            }
        }
    }
}
