import PlotlineScene
/// A unit's symbol as it is written beside a number: `$1,200` (before, no space), `1.200 €` (after, a
/// space), `12%`, `%12`. A column of numbers written with a unit keeps the way it wrote the first of them
/// (``Column/unitSymbol``), and an axis of such numbers writes its tick labels the same way ("$1,000",
/// "1.000 €" with a German locale's digits) while its title drops the unit it would otherwise repeat, as
/// matplotlib's and Vega-Lite's currency axes do. A percent sign goes where the chart's language writes it
/// ("12%", Turkish "%12"), whatever the data did.
///
/// JSON, on an encoding: `"unitSymbol": {"unit": "$", "before": true}` (`spaced` false when omitted).
public struct UnitSymbol: Codable, Sendable, Hashable {
    public var unit: WrittenUnit
    /// Whether the symbol comes before the digits.
    public var before: Bool
    /// Whether a space separates the symbol from the digits.
    public var spaced: Bool

    public init(unit: WrittenUnit, before: Bool, spaced: Bool = false) {
        self.unit = unit
        self.before = before
        self.spaced = spaced
    }

    private enum CodingKeys: String, CodingKey { case unit, before, spaced }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        unit = try c.decode(WrittenUnit.self, forKey: .unit)
        before = try c.decode(Bool.self, forKey: .before)
        spaced = try c.decodeIfPresent(Bool.self, forKey: .spaced) ?? false
    }

    /// The symbol where the language of `catalogue` writes a percent sign (its "{n} %"-like phrase), or
    /// this one as written for a currency.
    func placed(catalogue: PhraseCatalogue) -> UnitSymbol {
        guard unit == .percent else { return self }
        let template = catalogue.template(.unitPercent)
        guard let n = template.range(of: "{n}"), let sign = template.range(of: "%") else { return self }
        let before = sign.lowerBound < n.lowerBound
        let between = before ? template[sign.upperBound..<n.lowerBound] : template[n.upperBound..<sign.lowerBound]
        return UnitSymbol(unit: .percent, before: before, spaced: !between.isEmpty)
    }

    /// A tick's label with the symbol: "$1,000", "−$5" (the sign before the symbol), "$12K", "1.000 €", "12%".
    func label(_ number: String) -> String {
        let symbol = unit.symbol, space = spaced ? " " : ""
        guard before else { return number + space + symbol }
        for sign in ["-", "−"] where number.hasPrefix(sign) {
            return sign + symbol + space + number.dropFirst()
        }
        return symbol + space + number
    }
}
