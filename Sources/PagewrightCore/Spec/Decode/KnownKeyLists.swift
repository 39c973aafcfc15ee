/// The decoders' lists of keys as `KeyList`s, each made once: every object of every spec is
/// checked against one of them.
extension PageDecoder {
    static let screenKeysList = KeyList(screenKeys)
    static let traitKeysList = KeyList(traitKeys)
    static let verifyKeysList = KeyList(verifyKeys)
    static let interruptionKeysList = KeyList(interruptionKeys)
    static let elementKeysList = KeyList(elementKeys)
    static let elementVariantKeysList = KeyList(elementVariantKeys)
    static let containingKeysList = KeyList(containingKeys)
    static let localizedKeysList = KeyList(localizedKeys)
    /// How an element is found: one of these.
    static let locatorKeysList: KeyList = ["id", "label", "predicate"]
    static let paramKeysList = KeyList(paramKeys)
    static let paramKeysWithExampleList = KeyList(paramKeysWithExample)
    static let paramKeysWithoutMatchList = KeyList(paramKeysWithoutMatch)
    static let paramKeysWithoutMatchWithExampleList = KeyList(paramKeysWithoutMatchWithExample)
    static let typeFieldKeysList = KeyList(typeFieldKeys)
    static let typeFieldKeysWithExampleList = KeyList(typeFieldKeys + ["example"])
    static let actionAndStepKeysList = KeyList(actionAndStepKeys)
    static let stepKeysList = KeyList(stepKeys)
    static let stepVerbsList = KeyList(stepVerbs)
    static let stepModifierKeysList = KeyList(stepModifierKeys)
    static let anyStepModifiersList = KeyList(anyStepModifiers)
    static let modifierListsByVerb = modifiersByVerb.mapValues { KeyList($0) }
    static let variantKeysList = KeyList(variantKeys)
    static let conditionKeysList = KeyList(conditionKeys)
    static let conditionVerbsList = KeyList(conditionVerbs)
    static let revealKeysList = KeyList(revealKeys)
    static let exampleKeysList = KeyList(exampleKeys)
    static let exampleStepKeysList = KeyList(exampleStepKeys)
    static let checkAndVerbKeysList = KeyList(checkAndVerbKeys)
    static let assertionKeysList = KeyList(assertionKeys)
    static let returnsKeysList = KeyList(returnsKeys)
    static let getterAndVerbKeysList = KeyList(getterAndVerbKeys)
    static let getterVerbsList = KeyList(getterVerbs)
    static let checkVerbsList = KeyList(checkVerbs)
    static let returnsVerbsList = KeyList(returnsVerbs)
}

extension FlowDecoder {
    static let fileKeysList = KeyList(fileKeys)
    static let flowKeysList = KeyList(flowKeys)
    static let stepKeysList = KeyList(stepKeys)
}

extension TypesDecoder {
    static let fileKeysList = KeyList(fileKeys)
}
