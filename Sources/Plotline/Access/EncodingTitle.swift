import Foundation
import PlotlineScene
/// Titles derived from what a chart encodes, for a chart that was given none: "Sum of precipitation by
/// month", "Count of records by weather", "Mean of Miles per Gallon by Origin"; in Korean "월별 precipitation
/// 합계", in Turkish "Toplam precipitation, ay bazında".
///
/// One place for these words, so the command, the descriptor and the summary say the same thing; each is a
/// phrase of the chart's language's catalogue (a language without one says them in English).
public struct EncodingTitle: Sendable {
    public let locale: Locale
    private let catalogue: PhraseCatalogue

    public init(locale: Locale = Locale(identifier: "en-US")) {
        self.locale = locale
        catalogue = PhraseCatalogue.of(locale)
    }

    /// A column name as words: underscores as spaces ("Miles_per_Gallon" reads "Miles per Gallon",
    /// "temp_max" reads "temp max"); the name as it is otherwise.
    public static func field(_ name: String) -> String {
        let spaced = name.replacingOccurrences(of: "_", with: " ")
        let words = spaced.split(separator: " ", omittingEmptySubsequences: true)
        return words.isEmpty ? name : words.joined(separator: " ")
    }

    /// A measure in words: "Sum of precipitation", "Count of records" (a count of rows), "Mean of Miles
    /// per Gallon".
    public func measure(_ op: AggregateOp, field name: String?) -> String {
        guard let name, op != .count else { return catalogue.text(.measureCount) }
        let id: PhraseID = switch op {
        case .count: .measureCount
        case .valid: .measureValid
        case .missing: .measureMissing
        case .distinct: .measureDistinct
        case .sum: .measureSum
        case .mean: .measureMean
        case .median: .measureMedian
        case .min: .measureMinimum
        case .max: .measureMaximum
        case .q1: .measureFirstQuartile
        case .q3: .measureThirdQuartile
        case .stdev: .measureDeviation
        case .variance: .measureVariance
        case .meanMinusStdev: .measureMeanMinusDeviation
        case .meanPlusStdev: .measureMeanPlusDeviation
        }
        return catalogue.text(id, ["field": Self.field(name)])
    }

    /// A time unit in words: "month", "day of week"; 월, 요일; ay, haftanın günü.
    public func unit(_ unit: TimeGrouping) -> String {
        let id: PhraseID = switch unit {
        case .year: .groupingYear
        case .quarter: .groupingQuarter
        case .month: .groupingMonth
        case .week: .groupingWeek
        case .day: .groupingDay
        case .hour: .groupingHour
        case .monthOfYear: .groupingMonthOfYear
        case .dayOfWeek: .groupingDayOfWeek
        case .hourOfDay: .groupingHourOfDay
        }
        return catalogue.text(id)
    }

    /// What a group is named by: a time unit's words ("month", "day of week"), else the field's.
    public func group(_ name: String, timeUnit: TimeGrouping? = nil) -> String {
        timeUnit.map(unit) ?? Self.field(name)
    }

    /// An axis of a field grouped by a time unit: "date (month)".
    public func grouped(_ name: String, by timeUnit: TimeGrouping) -> String {
        catalogue.text(.timeUnitTitle, ["title": Self.field(name), "unit": unit(timeUnit)])
    }

    /// An axis of a field's bins: "Miles per Gallon (binned)".
    public func binned(_ name: String) -> String {
        catalogue.text(.binnedTitle, ["title": Self.field(name)])
    }

    /// "<what> by <group>[, <group>] and <group>": "Sum of precipitation by month".
    /// The first letter is made a capital, as the language makes it: "Manufacturing, retail trade and
    /// government by month"; Turkish "İ" for "i".
    public func title(_ what: String, by groups: [String]) -> String {
        let text = groups.isEmpty ? what : catalogue.text(.titleByPosition, ["value": what, "position": list(groups)])
        return text.prefix(1).uppercased(with: locale) + text.dropFirst()
    }

    /// Names in a list: "a", "a and b", "a, b and c" (Korean "a, b, c", Turkish "a, b ve c").
    public func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.joined() }
        let head = names.dropLast().joined(separator: catalogue.text(.listSeparator))
        return catalogue.text(.placeList, ["head": head, "last": names.last!])
    }
}
