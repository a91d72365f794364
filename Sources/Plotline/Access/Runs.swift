import Foundation
import PlotlineScene

/// When the marks holding an extreme are a run, said "from A to B": they follow one another with no other
/// mark between them, and each is one step of the data after the one before. "From May 20, 1992 to
/// November 24, 1993" says every day between holds the value; five days months apart, with no rows between
/// them, are not that run ("5 times, first May 20, 1992, last November 24, 1993").
///
/// The data's step is its granularity: along dates at a calendar granularity (years, quarters, months,
/// weeks, days) the longest one of its unit can be (a month is up to 31 days, a day up to 25 hours where
/// clocks change), and at least the series' narrowest step between two marks (weekly dates written as days
/// are a week apart); along finer dates and numbers the series' narrowest step (15 minutes, a bin's width).
/// Categories have no order to run along. The summary asks this for the marks of a file, a reduced layer's
/// rows and a database's alike: `SeriesStatistics` and `RowExtremes` make the facts, this is the one rule.
extension AxisWords {
    func isRun(_ extreme: SeriesStatistics.Extreme, narrowestStep: Double?) -> Bool {
        guard kind != .category, extreme.count > 1, extreme.followsOn else { return false }
        let step = max(calendarStep ?? 0, narrowestStep ?? 0)
        // Steps are sums of whole seconds or of decimal numbers: equal within rounding.
        return step > 0 && extreme.widestStep <= step * (1 + 1e-9)
    }

    /// The longest one step of a calendar granularity can be, in seconds; nil for numbers and finer dates.
    private var calendarStep: Double? {
        guard kind == .date else { return nil }
        let day = 86_400.0, hour = 3_600.0
        switch timeUnit {
        case .year?: return 366 * day + hour
        case .quarter?: return 92 * day + hour
        case .month?: return 31 * day + hour
        case .week?: return 7 * day + hour
        case .day?: return day + hour
        default: break
        }
        switch dateStyle {
        case .year: return 366 * day + hour
        case .monthYear: return 31 * day + hour
        case .monthDay, .monthDayYear: return day + hour
        case .time, .monthDayTime, .full: return nil
        }
    }
}
