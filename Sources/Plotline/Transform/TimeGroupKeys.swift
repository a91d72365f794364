import Foundation
import PlotlineScene

/// A time unit's groups for code outside the transform engine: a database computes each row's key in SQL
/// (or, for SQLite, row by row through ``keys(of:)``) and asks here for the groups' values, so a chart grouped
/// by month in the database shows the dates, names and order the engine would.
///
/// A key is an integer per group: months since year 0 (`year * 12 + month - 1`), quarters likewise, years,
/// days since 1970-01-01, weeks since the week holding 1970-01-01 (starting on ``weekStart``), hours since
/// 1970; for the cyclic units the month (0 for January), the day from the week's first (0 to 6) and the hour
/// (0 to 23). Every key is of the instant's local date and time in the chart's zone.
public struct TimeGroupKeys: Sendable {
    public let grouping: TimeGrouping
    private let keys: TimeKeys

    /// The keys of `grouping` in `timeZone`, with the week and names of `locale` (the chart's, by its identifier).
    public init(_ grouping: TimeGrouping, timeZone: TimeZone, locale: String? = nil) throws(PlotlineError) {
        self.grouping = grouping
        keys = TimeKeys(grouping: grouping, context: TransformContext(timeZone: timeZone,
                                                                      locale: try ChartLocale.locale(locale ?? ChartLocale.default)))
    }

    /// The keys of `grouping` in `timeZone` with weeks from `weekStart` (0 for Sunday), as a database function
    /// receives them (names in the default locale).
    public init(_ grouping: TimeGrouping, timeZone: TimeZone, weekStart: Int) throws(PlotlineError) {
        self.grouping = grouping
        var context = TransformContext(timeZone: timeZone, locale: try ChartLocale.locale(ChartLocale.default))
        context.calendar.firstWeekday = ((weekStart % 7) + 7) % 7 + 1
        keys = TimeKeys(grouping: grouping, context: context)
    }

    /// The first day of the locale's week, 0 for Sunday.
    public var weekStart: Int { keys.weekStart }

    /// The key of each instant (seconds since 1970), nil where it is missing or too far from 1970 to group.
    public func keys(of instants: [Double]) -> [Int?] {
        keys.keys(instants).map { $0 == Int32.min ? nil : Int($0) }
    }

    /// The groups' column for a list of keys: dates (the periods' starts), names or hours.
    public func column(ofKeys keys: [Int]) -> ColumnValues { self.keys.column(ofKeys: keys) }

    /// The type of that column.
    public var columnType: ColumnType { keys.columnType }
}
