/// The words spec files are mostly made of: every key the decoders know, element types and the
/// built-in type names. The JSON reader hands these out without building a `String` each time.
/// `SpecKey`'s texts come first, so that a key's number is its `SpecKey` raw value.
enum SpecWords {
    static let table = KnownWords(
        SpecKey.texts + PageDecoder.screenKeys + PageDecoder.traitKeys + PageDecoder.elementKeys + PageDecoder.paramKeys
            + PageDecoder.stepKeys + PageDecoder.actionKeys + PageDecoder.checkKeys + PageDecoder.checkVerbs
            + PageDecoder.getterKeys + PageDecoder.getterVerbs + PageDecoder.returnsKeys + PageDecoder.verifyKeys
            + PageDecoder.interruptionKeys + PageDecoder.revealKeys + PageDecoder.exampleKeys + PageDecoder.exampleStepKeys
            + PageDecoder.localizedKeys + PageDecoder.containingKeys + PageDecoder.typeFieldKeys + PageDecoder.conditionKeys
            + PageDecoder.elementVariantKeys + PageDecoder.paramKeysWithExample
            + XCUITestVocabulary.elementTypes + ["String", "Int", "UInt", "Double", "Bool", "networking", "index"],
        numbersKeys: true)
}
