import Foundation
import PlotlineScene

/// A span of time a reader can choose to see, counted back from the chart's last date: "1M", "3M", "1Y",
/// "5Y" (B7, as the Stocks app offers). An interactive page shows one button per range and announces the
/// change; pictures, text and sound show the whole chart.
///
/// In JSON a range is a string: a whole count from 1 to 999 and a unit letter, `D` (days), `W` (weeks),
/// `M` (months) or `Y` (years).
public struct TimeRange: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case day = "D", week = "W", month = "M", year = "Y"

        var calendarComponent: Calendar.Component {
            switch self {
            case .day: .day
            case .week: .weekOfYear
            case .month: .month
            case .year: .year
            }
        }
    }

    public var count: Int
    public var unit: Unit

    public init(count: Int, unit: Unit) {
        self.count = count
        self.unit = unit
    }

    /// What a time range looks like, for error lines.
    static let form = "use a count from 1 to 999 and a unit letter (D, W, M or Y), like 7D, 1M, 3M, 1Y or 5Y"

    /// Reads "3M"; nil for anything else.
    public init?(_ text: String) {
        guard let last = text.last, let unit = Unit(rawValue: String(last).uppercased()) else { return nil }
        let digits = text.dropLast()
        guard (1...3).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let count = Int(digits), count >= 1 else { return nil }
        self.init(count: count, unit: unit)
    }

    /// "3M".
    public var description: String { "\(count)\(unit.rawValue)" }

    /// The first instant of the range that ends at `end` (seconds since 1970), in `calendar`.
    public func start(endingAt end: Double, calendar: Calendar) -> Double {
        let date = Date(timeIntervalSince1970: end)
        let back = calendar.date(byAdding: unit.calendarComponent, value: -count, to: date)
        return back?.timeIntervalSince1970 ?? -Double.infinity
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let range = TimeRange(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription:
                "'\(Excerpt.quote(text))' is not a time range; \(Self.form)")
        }
        self = range
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Chart {
    /// The time ranges an interactive page offers as buttons ("1M", "3M", "1Y", "5Y"), counted back from
    /// the last date (B7). A string that is not a range makes writing the page fail, naming it.
    public func chartTimeRanges(_ ranges: [String]) -> Chart {
        var copy = self
        copy.spec.timeRanges = ranges.map { TimeRange($0) ?? TimeRange(count: 0, unit: .day) }
        return copy
    }
}

extension ChartSpec {
    /// Checks the time ranges: each a positive count, no range twice.
    public func checkedTimeRanges() throws(PlotlineError) -> [TimeRange] {
        let ranges = timeRanges ?? []
        var seen: Set<TimeRange> = []
        for (i, range) in ranges.enumerated() {
            guard (1...999).contains(range.count) else {
                throw PlotlineError.invalidSpec(path: "$.timeRanges[\(i)]", reason: "'\(range)' is not a time range; \(TimeRange.form)")
            }
            // A set, not a search of the ranges before: a spec may list thousands.
            if !seen.insert(range).inserted {
                throw PlotlineError.invalidSpec(path: "$.timeRanges[\(i)]", reason: "'\(range)' is listed twice")
            }
        }
        return ranges
    }
}
