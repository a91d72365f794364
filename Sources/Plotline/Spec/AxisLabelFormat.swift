import Foundation
import PlotlineScene

/// How an axis's labels are written, in a spec: dates with a pattern (`{"date": "MMM yyyy"}`), numbers with a
/// fixed number of decimals (`{"fractionDigits": 1}`), or as percentages of 1 (`{"percent": true}`).
public struct AxisLabelFormat: Codable, Sendable, Equatable {
    /// A date pattern as Unicode TR35 writes it ("MMM", "MMM d", "yyyy"), in the chart's locale and time zone.
    public var date: String?
    /// Decimals after the point, 0 to 10.
    public var fractionDigits: Int?
    /// Numbers as percentages: 0.25 is "25%".
    public var percent: Bool?

    public init(date: String? = nil, fractionDigits: Int? = nil, percent: Bool? = nil) {
        self.date = date
        self.fractionDigits = fractionDigits
        self.percent = percent
    }

    private enum CodingKeys: String, CodingKey { case date, fractionDigits, percent }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        date = try c.decodeIfPresent(String.self, forKey: .date)
        fractionDigits = try c.decodeWholeNumberIfPresent(forKey: .fractionDigits, in: Self.fractionDigitsRange)
        percent = try c.decodeIfPresent(Bool.self, forKey: .percent)
    }

    public static let fractionDigitsRange = 0...10

    /// The label for `value`, or nil when this format does not apply to it (a date pattern on a number).
    func text(_ value: DataValue, context: AxisFormatContext) -> String? {
        switch value {
        case .date(let seconds):
            guard let date, !date.isEmpty else { return nil }
            let formatter = DateFormatter()
            formatter.locale = context.locale
            formatter.calendar = context.calendar
            formatter.timeZone = context.calendar.timeZone
            formatter.dateFormat = date
            return formatter.string(from: Date(timeIntervalSince1970: seconds))
        case .number(let v):
            if percent == true {
                return NumberFormat.percent(v, fractionDigits: fractionDigits ?? 0, locale: context.locale)
            }
            guard let fractionDigits else { return nil }
            return NumberFormat.grouped(v, fractionDigits: fractionDigits, locale: context.locale)
        case .category:
            return nil
        }
    }
}
