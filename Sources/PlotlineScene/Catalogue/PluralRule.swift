import Foundation

/// How a language picks the form of a counted phrase (CLDR's plural rules): from a whole count, or from a
/// number as written (a unit name after a value, ``PluralCategory``). The catalogue formats nothing: the
/// count only chooses the form, and the number is written by ``NumberFormat`` before it is put in.
package enum PluralRule: Sendable {
    /// One form for every count: Korean has no plural, and a Turkish noun after a number stays singular
    /// ("5 çubuk").
    case none
    /// `one` for 1 and `other` for every other count: English ("1 bar", "2 bars"), CLDR's
    /// `one: i = 1 and v = 0`.
    case oneAndOther

    /// The forms a counted phrase of the language has.
    package var categories: Set<PluralCategory> {
        switch self {
        case .none: [.other]
        case .oneAndOther: [.one, .other]
        }
    }

    package func category(_ count: Int) -> PluralCategory {
        switch self {
        case .none: .other
        case .oneAndOther: count == 1 ? .one : .other
        }
    }

    /// The category of a number as formatted in `locale` ("1", "-1", "1.0", "12,345.5"); `other` for text
    /// that is not a plain decimal number.
    package func category(formatted number: String, locale: Locale) -> PluralCategory {
        switch self {
        case .none:
            return .other
        case .oneAndOther:
            guard let operands = PluralCategory.Operands(number, locale: locale) else { return .other }
            return operands.integerDigits == "1" && operands.fractionDigits == 0 ? .one : .other
        }
    }
}
