import Foundation
import PlotlineScene

/// A calendar unit for time ticks and for binning dates (`.value("Day", date, unit: .day)`).
public enum TimeUnit: String, Codable, Sendable, CaseIterable, Comparable {
    case second, minute, hour, day, week, month, quarter, year

    /// The unit's approximate length in seconds, for choosing among steps (never for placing ticks).
    public var approximateSeconds: Double {
        switch self {
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        case .day: 86_400
        case .week: 604_800
        case .month: 2_629_746      // 365.2425 / 12 days
        case .quarter: 7_889_238
        case .year: 31_556_952
        }
    }

    public static func < (a: TimeUnit, b: TimeUnit) -> Bool { a.approximateSeconds < b.approximateSeconds }

    /// The unit for a Foundation calendar component, where there is one.
    public init?(_ component: Calendar.Component) {
        switch component {
        case .second: self = .second
        case .minute: self = .minute
        case .hour: self = .hour
        case .day, .weekday: self = .day
        case .weekOfYear, .weekOfMonth: self = .week
        case .month: self = .month
        case .quarter: self = .quarter
        case .year, .yearForWeekOfYear: self = .year
        default: return nil
        }
    }
}

/// A step between time ticks: `count` whole `unit`s, like 15 minutes, 6 hours or 3 months.
public struct CalendarStep: Sendable, Hashable, Codable, CustomStringConvertible {
    public var unit: TimeUnit
    public var count: Int

    public init(_ count: Int, _ unit: TimeUnit) {
        self.unit = unit
        self.count = count
    }

    public var approximateSeconds: Double { Double(count) * unit.approximateSeconds }
    public var description: String { "\(count) \(unit.rawValue)" }
}

extension TimeUnit {
    // Calendar components Swift Charts code writes for units and strides, each the unit it counts.
    /// A week, as `Calendar.Component.weekOfYear`.
    public static var weekOfYear: TimeUnit { .week }
    /// A week, as `Calendar.Component.weekOfMonth`.
    public static var weekOfMonth: TimeUnit { .week }
    /// A day, as `Calendar.Component.weekday`.
    public static var weekday: TimeUnit { .day }
    /// A year, as `Calendar.Component.yearForWeekOfYear`.
    public static var yearForWeekOfYear: TimeUnit { .year }
}
