import Foundation

/// The CLDR plural category of a number as it is shown, which picks the form of a unit name
/// ("1 beat per minute", "2 beats per minute").
///
/// The category is decided on the formatted text, not on the `Double`: the words follow the digits
/// people read. The rule is the one the language's phrase catalogue declares (``PluralRule``):
/// - English (`en`, any region): `one` for the integer 1 with no visible fraction digits, signed or
///   not ("1", "-1"); everything else is `other` ("0", "2", "1.5", "1.0", "1,001"). This is CLDR's
///   rule `one: i = 1 and v = 0`.
/// - Korean (`ko`) has no plural: always `other`.
/// - Turkish (`tr`) puts the same, singular, noun after every number ("1 saat", "5 saat"), so a
///   Turkish unit name has one form and is said as given: always `other`.
///
/// Every language without a catalogue is `other` too (though its phrases fall back to English), so a unit
/// name is said as given rather than guessed at.
package enum PluralCategory: Sendable, Hashable {
    case one
    case other

    /// The category of `number`, a number as formatted in `locale` ("1", "-1", "1.0", "12,345.5").
    package init(formatted number: String, locale: Locale) {
        let code = locale.language.languageCode?.identifier
        let rule = PhraseCatalogue.listed(code)?.plurals ?? .none
        self = rule.category(formatted: number, locale: locale)
    }

    /// CLDR's operands `i` (the integer digits of the absolute value) and `v` (the number of visible
    /// fraction digits), read from formatted text; nil for text that is not a plain decimal number
    /// ("∞", "NaN", scientific "1E6").
    package struct Operands {
        var integerDigits: String
        var fractionDigits: Int

        init?(_ text: String, locale: Locale) {
            let decimal = locale.decimalSeparator ?? "."
            let grouping = locale.groupingSeparator ?? ","
            var body = Substring(text.trimmingCharacters(in: .whitespaces))
            // A sign in front ("-", the minus sign U+2212, "+"), and any bidirectional marks around it.
            let signs: Set<Character> = ["-", "\u{2212}", "+", "\u{200E}", "\u{200F}", "\u{061C}"]
            while let first = body.first, signs.contains(first) { body = body.dropFirst() }
            let parts = body.components(separatedBy: decimal)
            guard (1...2).contains(parts.count) else { return nil }
            let integer = grouping.isEmpty ? parts[0] : parts[0].replacingOccurrences(of: grouping, with: "")
            let fraction = parts.count == 2 ? parts[1] : ""
            func digitsOnly(_ s: String) -> Bool { s.allSatisfy { $0.isASCII && $0.isNumber } }
            guard !integer.isEmpty, digitsOnly(integer), digitsOnly(fraction) else { return nil }
            let significant = integer.drop { $0 == "0" }
            integerDigits = significant.isEmpty ? "0" : String(significant)
            fractionDigits = fraction.count
        }
    }
}
