/// How a language picks the form of a counted phrase from a whole count (CLDR's plural rules, for the
/// integers Plotline counts). The catalogue formats nothing: the count only chooses the form, and the
/// number is written by ``NumberFormat`` before it is put in.
enum PluralRule: Sendable {
    /// One form for every count: Korean has no plural, and a Turkish noun after a number stays singular
    /// ("5 çubuk").
    case none
    /// `one` for 1 and `other` for every other count: English ("1 bar", "2 bars"), CLDR's
    /// `one: i = 1 and v = 0`.
    case oneAndOther

    /// The forms a counted phrase of the language has.
    var categories: Set<PluralCategory> {
        switch self {
        case .none: [.other]
        case .oneAndOther: [.one, .other]
        }
    }

    func category(_ count: Int) -> PluralCategory {
        switch self {
        case .none: .other
        case .oneAndOther: count == 1 ? .one : .other
        }
    }
}
