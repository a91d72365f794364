import Foundation
import PlotlineScene

/// Says values of one axis in words: dates as "August 6" (never "8/6"), with the year or the time only
/// where the chart needs them; numbers with the unit the author gave ("2.50 tons", "31 miles per gallon"),
/// else alone ("8,214": an axis title names the axis, it is not a unit); categories by name.
struct AxisWords: Sendable {
    enum Kind: Sendable { case number, date, category }

    let kind: Kind
    let title: String
    let phrases: Phrases
    let calendar: Calendar
    let valueDescription: ValueDescription?
    /// Fraction digits that show every value of the axis exactly (at most 4).
    let fractionDigits: Int
    /// For dates: what to show.
    let dateStyle: DateStyle
    let categories: [String]

    typealias DateStyle = DateWords.Style

    /// Dates that stand for their week: a position is "week of March 24".
    var standsForWeeks = false
    /// The time unit the axis's dates were truncated to, if any (`yearmonth(date)` is months).
    var timeUnit: TimeUnit?
    /// Whole numbers that are years (a column titled "year" of 1956 to 2010): written "1998", never "1,998".
    var areYears = false

    init(axis: ResolvedAxis, values: [Double], phrases: Phrases, calendar: Calendar) {
        title = axis.label
        self.phrases = phrases
        self.calendar = calendar
        valueDescription = axis.valueDescription
        standsForWeeks = axis.timeUnit == .week
        timeUnit = axis.timeUnit
        categories = axis.scale.categories
        switch axis.scale.kind {
        case .band: kind = .category
        case .time: kind = .date
        case .linear, .log, .squareRoot, .symmetricLog: kind = .number
        }
        fractionDigits = Self.digits(for: values)
        areYears = kind == .number && axis.valueDescription == nil && Self.areYears(title: title, values: values)
        dateStyle = kind == .date ? Self.dateStyle(values: values, unit: axis.timeUnit, calendar: calendar) : .full
    }

    /// Whether numbers titled `title` are years, written "1998": the title names years and every value could be one.
    static func areYears(title: String, values: [Double]) -> Bool { namesYears(title) && wholeYears(values) }

    /// Whether an axis title names years: "year", "Year", "model_year", "yr", "연도", "년", "yıl".
    static func namesYears(_ title: String) -> Bool {
        let words = title.lowercased().split { !$0.isLetter }
        return words.contains { ["year", "years", "yr", "연도", "년도", "년", "yıl", "yil"].contains(String($0)) }
    }

    /// Whether every value could be a year: whole, from 1 to 9999 (and there is one at least).
    static func wholeYears(_ values: [Double]) -> Bool {
        values.contains(where: \.isFinite) && values.allSatisfy { !$0.isFinite || ($0 == $0.rounded() && (1...9999).contains($0)) }
    }

    /// The fewest fraction digits (up to 4) that show each value as it is.
    static func digits(for values: [Double]) -> Int {
        var digits = 0, largest = 0.0
        for v in values.prefix(10_000) where v.isFinite {
            largest = max(largest, abs(v))
            while digits < 4 {
                let scaled = v * pow(10, Double(digits))
                if abs(scaled - scaled.rounded()) < 1e-6 * max(1, abs(scaled)) { break }
                digits += 1
            }
        }
        // Computed values (a mean, 20.083544...) are said to about four significant digits, never fewer
        // than two decimals: "20.08", not "20.0835"; values written with fewer keep theirs.
        let whole = largest >= 1 ? Int(log10(largest).rounded(.down)) + 1 : 0
        return min(digits, max(2, 4 - whole))
    }

    /// What a date of the axis shows: its data's granularity (``DateWords/style(values:unit:calendar:)``).
    static func dateStyle(values: [Double], unit: TimeUnit?, calendar: Calendar) -> DateStyle {
        DateWords.style(values: values, unit: unit, calendar: calendar)
    }

    /// A value of this axis where it is the context of a label or a summary ("August 6", "Monday", "2.50 tons").
    func position(_ value: DataValue?) -> String {
        switch value {
        case .category(let s)?: return s
        case .date(let t)?: return standsForWeeks ? phrases.week(of: date(t)) : date(t)
        case .number(let v)?:
            return kind == .category && v >= 0 && Int(v) < categories.count ? categories[Int(v)] : number(v)
        case nil: return "–"
        }
    }

    /// A number in words, with the unit the author gave.
    func number(_ v: Double) -> String {
        if kind == .date { return date(v) }
        if let valueDescription { return valueDescription.describe(v, locale: phrases.locale) }
        if areYears, v.isFinite { return String(Int(v)) }
        // The axis title is a name, not a unit ("15.81", not "15.81 price"): only a unit given says one.
        return Self.nonzero(v, NumberFormat.grouped(v, fractionDigits: fractionDigits, locale: phrases.locale), locale: phrases.locale)
    }

    /// A value that is not zero is never written as zero: 0.001 among values up to 870 is "0.001", not "0.00".
    static func nonzero(_ v: Double, _ text: String, locale: Locale) -> String {
        guard v != 0, v.isFinite, !text.contains(where: { ("1"..."9").contains($0) }) else { return text }
        let digits = min(Int((-log10(abs(v))).rounded(.up)) + 1, 15)
        return NumberFormat.grouped(v, fractionDigits: digits, locale: locale)
    }

    /// A bound of the axis for the overview: plain numbers ("0 to 16,000"), dates as dates.
    func bound(_ v: Double) -> String {
        switch kind {
        case .date: date(v)
        case .category: v >= 0 && Int(v) < categories.count ? categories[Int(v)] : ""
        case .number:
            if let valueDescription { valueDescription.describe(v, locale: phrases.locale) }
            else if areYears, v.isFinite { String(Int(v)) }
            else { NumberFormat.grouped(v, fractionDigits: Self.digits(for: [v]), locale: phrases.locale) }
        }
    }

    /// A difference of two values, with the unit the author gave ("70 feet", "1,991").
    func difference(_ d: Double) -> String {
        // Values with k fraction digits differ by a number with at most k.
        if let valueDescription { return valueDescription.describe(abs(d), locale: phrases.locale) }
        return NumberFormat.grouped(abs(d), fractionDigits: fractionDigits, locale: phrases.locale)
    }

    /// A date at the axis's granularity, as every sentence, label and series name writes it (``DateWords``).
    func date(_ t: Double) -> String { dateWords.string(t) }

    /// "August 1, 2024 at 8:40 AM", "2024년 8월 1일 오전 8:40", "1 Ağustos 2024 08:40".
    func longDateTime(_ t: Double) -> String { dateWords.longDateTime(t) }

    var dateWords: DateWords { DateWords(style: dateStyle, locale: phrases.locale, calendar: calendar) }

    /// The bounds of a date axis for the overview, the year said once: "August 1" to "August 31, 2024",
    /// and in languages that write the year first, "2024년 8월 1일" to "8월 31일".
    func dateRange(_ lo: Double, _ hi: Double) -> (String, String) {
        switch dateStyle {
        case .year, .monthYear, .monthDayYear:
            return (date(lo), date(hi))
        case .monthDay:
            let longLo = DateFormat.long(lo, calendar: calendar, locale: phrases.locale)
            let year = ProlepticGregorian.components([.year], lo, calendar: calendar).year ?? 0
            let yearFirst = longLo.hasPrefix(String(year))
            return yearFirst ? (longLo, date(hi)) : (date(lo), DateFormat.long(hi, calendar: calendar, locale: phrases.locale))
        case .time:
            return (longDateTime(lo), date(hi))
        case .monthDayTime, .full:
            return (longDateTime(lo), longDateTime(hi))
        }
    }
}
