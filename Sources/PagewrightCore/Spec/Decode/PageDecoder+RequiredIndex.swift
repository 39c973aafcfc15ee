/// `"required": true` on an index getter: the element must be among the collection's matches, so
/// the getter gives a `UInt` and fails at the test's line when it is not (the Page Object Model
/// article's `getIndexForCell(saved:offset:) -> UInt`). Any other getter reads something that is
/// always there to read, so the key does nothing on it and is reported as ignored.
extension PageDecoder {
    mutating func decodeRequiredIndex(_ reader: ObjectReader, verb: String) -> Bool {
        guard let flag = reader.bool("required", log: &log) else { return false }
        guard verb == "index" else {
            log.unknownKey(.ignoredKey, "'required' belongs to an 'index' getter (a UInt that fails when the element is none of the matches), not '\(verb)'",
                           at: reader.keyLocation("required")!)
            return false
        }
        return flag.value
    }
}
