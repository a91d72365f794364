import PlotlineScene
/// The unit a column's numbers were written with in the data: a currency symbol (`$1,200`, `1.200 €`) or a
/// percent sign (`12%`). Type inference reads such a column as numbers, and the unit goes with the column
/// to the tick labels as the data wrote it ("$1,000", "1.000 €", ``UnitSymbol``) and to the words, which
/// name it ("1,200 US dollars", "12%"), in the chart's language. A symbol means the currency CLDR gives it without a country: `$` US dollars, `¥` yen.
public enum WrittenUnit: String, Codable, Sendable, Hashable, CaseIterable {
    case usDollar = "$"
    case euro = "€"
    case pound = "£"
    case yen = "¥"
    case won = "₩"
    case lira = "₺"
    case rupee = "₹"
    case percent = "%"

    /// The symbol as written.
    public var symbol: String { rawValue }

    /// The symbol's UTF-8 bytes, matched against a cell's.
    static let byBytes: [(bytes: [UInt8], unit: WrittenUnit)] = allCases.map { (Array($0.rawValue.utf8), $0) }

    /// How the unit is named in English, for the line that says how a column was read.
    var englishName: String {
        switch self {
        case .percent: "percent"
        default: PhraseCatalogue.english.template(phrase, count: 2)
        }
    }

    /// The catalogue's phrase naming a currency, a counted phrase ("US dollar", "US dollars").
    var phrase: PhraseID {
        switch self {
        case .usDollar: .unitUSDollars
        case .euro: .unitEuros
        case .pound: .unitPounds
        case .yen: .unitYen
        case .won: .unitWon
        case .lira: .unitLira
        case .rupee: .unitRupees
        case .percent: .unitPercent
        }
    }

    /// The encoding with this unit said on its ticks (its symbol placed as `symbol` writes it) and in its
    /// words, in the language of `catalogue`, unless the author gave a unit name or a format (theirs wins).
    func applied(to encoding: EncodingSpec, symbol: UnitSymbol, catalogue: PhraseCatalogue) -> EncodingSpec {
        guard encoding.unitName == nil, encoding.format == nil else { return encoding }
        var copy = encoding
        copy.unitSymbol = symbol.placed(catalogue: catalogue)
        switch self {
        case .percent:
            // "12%" or "%12" as the language writes it, in the words and on the ticks.
            copy.unitName = "%"
            let template = catalogue.template(.unitPercent)
            copy.format = template.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "{n}", with: "%g")
        default:
            copy.unitName = catalogue.template(phrase, count: 2)
            let one = catalogue.template(phrase, count: 1)
            copy.unitNameOne = one == copy.unitName ? nil : one
        }
        return copy
    }
}
