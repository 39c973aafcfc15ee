import Foundation

/// Which of an app's localisations Bundle picks for a list of preferred languages, as Apple's
/// platforms pick it (`Bundle.preferredLocalizations(from:forPreferences:)`).
///
/// Apple: "These implicit fallbacks are not always obvious from the language identifier; they are
/// driven by locale data used by Bundle's resource-loading mechanism" — a device preferring `en-IN`
/// runs an app that ships `en` and `en-GB` in `en-GB` (Technical Note TN2418, "Language Identifiers
/// in iOS, macOS, watchOS, and tvOS", developer.apple.com/library/archive/technotes/tn2418). The
/// matching is ICU's `ualoc_localizationsToUse` in Apple's ICU (Apple Developer Forums thread
/// 71383, which names it; Apple's open-source ICU, `icuSources/i18n/ualoc.cpp`). What this does,
/// as that function does:
/// - each tag is reduced to language, script and region, and a few legacy forms are renamed
///   (`zh-TW` is `zh-Hant-TW`, `zh-HK` is `zh-Hant-HK`, `zh-CN` is `zh-Hans-CN`, `no-NO` is `nb-NO`);
/// - for the first preferred language with any match, a shipped localisation that is the same
///   tag wins, else the one whose parent chain meets the preferred language's nearest (the sum of
///   the two depths; the first shipped on a tie). A shipped localisation with a region other than
///   its language's usual one (`it-CH`, `es-419`) counts one step further, so `it` picks `it-IT`
///   over `it-CH`;
/// - a result that names a region and is no exact match gives way to an exact match of the same
///   language further down the preferences;
/// - `pt-PT` falls back to `pt-BR` only when nothing else matches.
/// Parents are the table below; any other tag's parent is the tag without its last subtag.
enum LanguageMatching {
    /// The shipped localisation Bundle uses for `preferred`, or nil when none matches (the app then
    /// runs in its development language).
    static func bestMatch(preferred: [String], shipped: [String]) -> String? {
        let available = shipped.map(Tag.init)
        var result: Int?
        var score = Int.max
        var portuguese: Int?
        for language in preferred.map(Tag.init) where result == nil {
            for (index, candidate) in available.enumerated() {
                if score > -1, language.base == candidate.base {
                    (result, score) = (index, -1)
                } else if score > 0, language.normalized == candidate.normalized {
                    (result, score) = (index, 0)
                } else if score > 0, language.group == candidate.group {
                    let mine = language.chain(penalizingUnusualRegion: false)
                    let theirs = candidate.chain(penalizingUnusualRegion: true)
                    for (depth, tag) in mine.enumerated() {
                        for (otherDepth, other) in theirs.enumerated() where tag == other {
                            if language.normalized == "pt-PT", candidate.normalized == "pt-BR" {
                                portuguese = index
                                continue
                            }
                            let distance = depth + otherDepth + (language.language == candidate.language ? 0 : 1)
                            if distance < score { (result, score) = (index, distance) }
                        }
                    }
                }
            }
        }
        // An inexact regional result gives way to an exact match of its language preferred later
        // (preferring fr-CH then fr-CA, an app with fr-FR and fr-CA runs in fr-CA); not for Chinese.
        if let found = result, score > 0, available[found].region != nil, available[found].language != "zh" {
            let language = available[found].language
            search: for wanted in preferred.map(Tag.init) where wanted.language == language {
                for (index, candidate) in available.enumerated()
                where candidate.base == wanted.base || candidate.normalized == wanted.normalized {
                    result = index
                    break search
                }
            }
        }
        return (result ?? portuguese).map { shipped[$0] }
    }

    /// Parents where they are not the tag without its last subtag: Apple's own (`appleParentMap`
    /// in ualoc.cpp: English regions fall back through British English, Australian English's
    /// neighbours through it, Mexican Spanish through Latin American, Hong Kong Chinese through
    /// Traditional and Taiwan's) and CLDR's `parentLocales` (common/supplemental/supplementalData.xml,
    /// unicode-org/cldr; ICU's resource parents). An empty parent ends the chain ("root"): a script
    /// that is not its language's usual one does not fall back to the bare language.
    static let parents: [String: String] = {
        var table: [String: String] = [:]
        // CLDR: world English's children, European English's, Latin American Spanish's,
        // European Portuguese's, and the scripts whose parent is root.
        for region in ["AG", "AI", "AU", "BB", "BM", "BS", "BW", "BZ", "CA", "CC", "CK", "CM", "CX", "CY", "DG", "DM", "ER",
                       "FJ", "FK", "FM", "GB", "GD", "GG", "GH", "GI", "GM", "GY", "HK", "IE", "IL", "IM", "IN", "IO", "JE",
                       "JM", "KE", "KI", "KN", "KY", "LC", "LR", "LS", "MG", "MO", "MS", "MT", "MU", "MW", "MY", "NA", "NF",
                       "NG", "NR", "NU", "NZ", "PG", "PH", "PK", "PN", "PW", "RW", "SB", "SC", "SD", "SG", "SH", "SL", "SS",
                       "SX", "SZ", "TC", "TK", "TO", "TT", "TV", "TZ", "UG", "VC", "VG", "VU", "WS", "ZA", "ZM", "ZW"] {
            table["en-\(region)"] = "en-001"
        }
        for region in ["AT", "BE", "CH", "DE", "DK", "FI", "NL", "SE", "SI"] { table["en-\(region)"] = "en-150" }
        for region in ["AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR",
                       "PY", "SV", "US", "UY", "VE"] {
            table["es-\(region)"] = "es-419"
        }
        for region in ["AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"] { table["pt-\(region)"] = "pt-PT" }
        for tag in ["az-Arab", "az-Cyrl", "bs-Cyrl", "ha-Arab", "iu-Latn", "mn-Mong", "ms-Arab", "pa-Arab", "shi-Latn",
                    "sr-Latn", "uz-Arab", "uz-Cyrl", "vai-Latn", "yue-Hans", "zh-Hant"] {
            table[tag] = ""
        }
        table["zh-Hant-MO"] = "zh-Hant-HK"
        table["nb"] = "no"
        table["nn"] = "no"
        // Apple's, which come first.
        table["en-150"] = "en-GB"
        for region in ["AG", "AI", "AU", "BB", "BD", "BM", "BN", "BS", "BW", "BZ", "DG", "DM", "FJ", "FK", "GD", "GG", "GH",
                       "GI", "GM", "GY", "HK", "IE", "IM", "IN", "IO", "JE", "JM", "KE", "KI", "KN", "KY", "LC", "LK", "LS",
                       "MO", "MS", "MT", "MU", "MV", "MW", "MY", "NA", "NG", "PK", "PN", "SB", "SC", "SD", "SG", "SH", "SL",
                       "SS", "SZ", "TC", "TO", "TT", "TV", "TZ", "UG", "VC", "VG", "VU", "ZA", "ZM", "ZW"] {
            table["en-\(region)"] = "en-GB"
        }
        for region in ["CC", "CK", "CX", "NF", "NR", "NU", "NZ", "PG", "WS"] { table["en-\(region)"] = "en-AU" }
        table["en-CY"] = "en-150"
        table["en-GB"] = "en-001"
        table["es-MX"] = "es-419"
        table["zh-HK"] = "zh-Hant"
        table["zh-Hant"] = "zh-TW"
        table["zh-Hant-HK"] = "zh-HK"
        table["zh-TW"] = ""
        return table
    }()

    /// Legacy forms renamed before matching (Apple's `appleAliasMap`, ICU's language aliases).
    static let aliases: [String: String] = [
        "zh-CN": "zh-Hans-CN", "zh-SG": "zh-Hans-SG", "zh-HK": "zh-Hant-HK", "zh-MO": "zh-Hant-MO", "zh-TW": "zh-Hant-TW",
        "no-NO": "nb-NO", "iw": "he", "in": "id",
    ]

    /// The region a language is written in unless one is named (CLDR's likely subtags), where it is
    /// not the language code itself (`de` → `DE`).
    static let usualRegions: [String: String] = [
        "en": "US", "es": "ES", "pt": "BR", "zh": "CN", "zh-Hans": "CN", "zh-Hant": "TW", "ja": "JP", "ko": "KR", "sv": "SE",
        "da": "DK", "nb": "NO", "nn": "NO", "no": "NO", "el": "GR", "cs": "CZ", "uk": "UA", "he": "IL", "hi": "IN", "ar": "EG",
        "vi": "VN", "sr": "RS", "ca": "ES", "ms": "MY", "et": "EE", "sl": "SI", "ga": "IE", "cy": "GB", "fa": "IR", "ur": "PK",
        "bn": "BD", "ta": "IN", "kk": "KZ", "sq": "AL", "hy": "AM", "ka": "GE", "be": "BY", "fil": "PH",
    ]

    /// A language tag reduced to language, script and region.
    struct Tag {
        /// As written, in canonical case (`zh-Hant-TW`).
        let base: String
        /// With legacy forms renamed.
        let normalized: String
        let language: String
        let region: String?
        /// Languages compared with each other (Norwegian's).
        var group: String { ["nb", "nn"].contains(language) ? "no" : language }

        init(_ tag: String) {
            let name = tag.split(separator: "@").first.map(String.init) ?? ""  // no keywords
            var parts: [String] = []
            for (index, subtag) in name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init).enumerated() {
                let letters = subtag.allSatisfy(\.isLetter), digits = subtag.allSatisfy(\.isNumber)
                if index == 0 {
                    parts.append(subtag.lowercased())
                } else if parts.count == 1, subtag.count == 4, letters {
                    parts.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
                } else if (subtag.count == 2 && letters) || (subtag.count == 3 && digits) {
                    parts.append(subtag.uppercased())
                    break
                } else {
                    break  // a variant or an extension: not part of the base name
                }
            }
            base = parts.joined(separator: "-")
            normalized = LanguageMatching.aliases[base] ?? base
            let subtags = normalized.split(separator: "-").map(String.init)
            language = subtags.first ?? ""
            region = subtags.count > 1 && subtags.last.map({ $0.count != 4 }) == true ? subtags.last : nil
        }

        /// The tag and its parents, nearest first. With `penalizingUnusualRegion`, a tag naming a
        /// region other than its language's usual one is listed twice, a step further from all.
        func chain(penalizingUnusualRegion: Bool) -> [String] {
            var chain = [normalized]
            if penalizingUnusualRegion, let region, normalized != "es-MX", normalized != "zh-Hant-TW" {
                let script = normalized.split(separator: "-").dropFirst().first.map(String.init).flatMap { $0.count == 4 ? $0 : nil }
                let usual = LanguageMatching.usualRegions[script.map { "\(language)-\($0)" } ?? language]
                    ?? LanguageMatching.usualRegions[language] ?? language.uppercased()
                if region != usual { chain.append(normalized) }
            }
            var tag = normalized
            while chain.count < 10, let parent = Self.parent(of: tag), !parent.isEmpty {
                chain.append(parent)
                tag = parent
            }
            return chain
        }

        /// The table's parent, else the tag without its last subtag; nil for a bare language.
        static func parent(of tag: String) -> String? {
            if let parent = LanguageMatching.parents[tag] { return parent }
            guard let dash = tag.lastIndex(of: "-") else { return nil }
            return String(tag[..<dash])
        }
    }
}
