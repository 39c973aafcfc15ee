/// The keys the spec decoders look up, as numbers known when the decoder is compiled: a key's raw
/// value is its word number in `SpecWords.table` (the table starts with these, in this order), so
/// `reader[.type]` compares each member's `keyWord` with a constant instead of comparing strings.
/// `SpecKeyTests` checks that every case is numbered as its own text. A case's name is its key.
enum SpecKey: Int16, CaseIterable, Sendable {
    // Screens and traits.
    case screen, trait, summary, app, verify, traits, opensFrom, sectionOf, constants, elements, actions, checks, getters
    case interruption, disabledWarnings, requires
    // Elements and parameters.
    case type, id, label, predicate, params, `in`, inAny, index, containing, notContaining, direct, all, rawValue, ready
    case unique, idiom, orientation, optional, match, `default`
    // Steps.
    case tap, doubleTap, press, typeText, clearText, paste, swipe, adjust, waitFor, typeKey, `do`, forEach, system, `repeat`
    case into, duration, direction, position, value, wait, absent, args, `if`, unless, at, until, max, reveal, taps, touches
    // Actions, checks and getters.
    case steps, to, route, returns, custom, example, exists, notExists, placeholderValue, title, count, isEnabled
    case isSelected, isHittable, equals, contains, atLeast, assert, message, among, readFirst
    // Verification, localised texts, conditions, points, examples, types and flows.
    case present, anchors, retries, loaded, dismiss, localized, table, within, x, y, dx, dy, before, endsWalk, from
    case action, types, flows, `enum`, section
    // Navigation from wherever the app is.
    case precedence, navigate, needs, passesThrough

    /// The key as written in a spec.
    var text: String { Self.texts[Int(rawValue)] }

    /// Each case's text, by raw value: a case's name is its key.
    static let texts: [String] = allCases.map { String(describing: $0) }
}
