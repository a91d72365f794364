import Foundation
import PlotlineScene

/// A calendar unit that dates are grouped by: a period on the time line (every month of every year is its
/// own group) or a cyclic one (every January together).
public enum TimeGrouping: String, Sendable, CaseIterable, Codable {
    case year, quarter, month, week, day, hour
    /// January to December, whatever the year: a category per month name ("Jan").
    case monthOfYear
    /// The days of the week from the locale's first: a category per day name ("Mon").
    case dayOfWeek
    /// 0 to 23, whatever the day: a number.
    case hourOfDay

    /// The period a group covers, for the time line units (a bar per month covers the month).
    public var period: TimeUnit? {
        switch self {
        case .year: .year
        case .quarter: .quarter
        case .month: .month
        case .week: .week
        case .day: .day
        case .hour: .hour
        case .monthOfYear, .dayOfWeek, .hourOfDay: nil
        }
    }

    /// The unit in words, for titles: "month", "day of week".
    public var words: String {
        switch self {
        case .monthOfYear: "month"
        case .dayOfWeek: "day of week"
        case .hourOfDay: "hour of day"
        default: rawValue
        }
    }
}

extension TimeGrouping: NamedCases {}

/// Each row's group under a time unit, as an integer, computed without a `Calendar` call per row: the
/// civil date comes from days since 1970 (Hinnant's algorithm), and the zone's offset is looked up once per
/// day (and per row only on a day the offset changes).
struct TimeKeys {
    var grouping: TimeGrouping
    var context: TransformContext

    /// The first weekday of the locale's week, 0 for Sunday.
    var weekStart: Int { (context.calendar.firstWeekday - 1 + 7) % 7 }

    /// The key of each instant (`Int32.min` for a missing one, or one too far from 1970 to group: past
    /// about the year 200,000).
    func keys(_ values: [Double]) -> [Int32] {
        let offsets = OffsetCache(zone: context.timeZone)
        let fixed = offsets.fixed
        let start = weekStart
        let grouping = self.grouping
        // Rows in time order share their day with the row before: the day's key is reused.
        var lastDay = Int.min, lastKey: Int32 = 0
        return [Int32](unsafeUninitializedCapacity: values.count) { out, initialized in
            values.withUnsafeBufferPointer { v in
                for i in 0..<v.count {
                    let t = v[i]
                    guard t.isFinite, abs(t) < 6e12 else { out[i] = Int32.min; continue }
                    let shifted = t + Double(fixed ?? offsets.offset(t))
                    let local = Int(shifted.rounded(.down))
                    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
                    switch grouping {
                    case .hour:
                        out[i] = Int32(truncatingIfNeeded: local >= 0 ? local / 3_600 : (local - 3_599) / 3_600)
                        continue
                    case .hourOfDay:
                        out[i] = Int32(truncatingIfNeeded: (local - days * 86_400) / 3_600)
                        continue
                    default: break
                    }
                    if days == lastDay { out[i] = lastKey; continue }
                    let key: Int
                    switch grouping {
                    case .day: key = days
                    case .week: key = Self.floorDiv(days + 4 - start, 7)
                    case .dayOfWeek: key = ((days + 4 - start) % 7 + 7) % 7
                    default:
                        let (y, m, _) = ISODate.civilDate(days: days)
                        switch grouping {
                        case .year: key = y
                        case .quarter: key = y * 4 + (m - 1) / 3
                        case .month: key = y * 12 + m - 1
                        default: key = m - 1
                        }
                    }
                    lastDay = days
                    lastKey = Int32(truncatingIfNeeded: key)
                    out[i] = lastKey
                }
            }
            initialized = values.count
        }
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : (a - b + 1) / b }

    /// The instant a period's key starts at (local midnight of its first day, in the chart's zone).
    func start(ofKey key: Int) -> Double {
        let local: Double
        switch grouping {
        case .year: local = Double(ISODate.days(year: key, month: 1, day: 1)) * 86_400
        case .quarter:
            let y = Self.floorDiv(key, 4)
            local = Double(ISODate.days(year: y, month: (key - y * 4) * 3 + 1, day: 1)) * 86_400
        case .month:
            let y = Self.floorDiv(key, 12)
            local = Double(ISODate.days(year: y, month: key - y * 12 + 1, day: 1)) * 86_400
        case .week: local = Double(key * 7 - 4 + weekStart) * 86_400
        case .day: local = Double(key) * 86_400
        case .hour: local = Double(key) * 3_600
        case .monthOfYear, .dayOfWeek, .hourOfDay: return Double(key)
        }
        return ISODate.utc(fromLocal: local, timeZone: context.timeZone)
    }

    /// The values of a list of keys, as a group's column shows them: the periods' starts as dates, month and
    /// day names as categories, hours of the day as numbers.
    func column(ofKeys keys: [Int]) -> ColumnValues {
        switch grouping {
        case .monthOfYear, .dayOfWeek: .categories(keys.map { name(ofKey: $0) })
        case .hourOfDay: .numbers(keys.map { Double($0) })
        default: .dates(keys.map { start(ofKey: $0) })
        }
    }

    /// The type of that column.
    var columnType: ColumnType {
        switch grouping {
        case .monthOfYear, .dayOfWeek: .category
        case .hourOfDay: .number
        default: .date
        }
    }

    /// The name of a cyclic key: "Jan", "Mon" in the chart's locale.
    func name(ofKey key: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = context.locale
        switch grouping {
        case .monthOfYear:
            let names: [String] = formatter.shortStandaloneMonthSymbols
            return key < names.count ? names[key] : String(key + 1)
        case .dayOfWeek:
            let names: [String] = formatter.shortStandaloneWeekdaySymbols
            let day = (key + weekStart) % 7
            return day < names.count ? names[day] : String(day)
        default:
            return String(key)
        }
    }
}

/// A time zone's offset from UTC for an instant, looked up once per day: a day on which the offset does
/// not change (nearly all) is answered from the cache; the few on which it changes, exactly.
final class OffsetCache {
    let zone: TimeZone
    let fixed: Int?
    private var day = Int.min
    private var dayOffset = 0
    private var dayChanges = false

    init(zone: TimeZone) {
        self.zone = zone
        if ISODate.isUTC(zone) {
            fixed = 0
        } else if zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: -2_208_988_800)) == nil {
            fixed = zone.secondsFromGMT(for: Date(timeIntervalSince1970: 0))
        } else {
            fixed = nil
        }
    }

    @inline(__always)
    func offset(_ t: Double) -> Int {
        if let fixed { return fixed }
        let d = Int((t / 86_400).rounded(.down))
        if d != day {
            day = d
            let start = Date(timeIntervalSince1970: Double(d) * 86_400)
            dayOffset = zone.secondsFromGMT(for: start)
            let next = zone.nextDaylightSavingTimeTransition(after: start)?.timeIntervalSince1970 ?? .infinity
            dayChanges = next <= Double(d + 1) * 86_400
        }
        return dayChanges ? zone.secondsFromGMT(for: Date(timeIntervalSince1970: t)) : dayOffset
    }
}
