import Foundation
import PlotlineScene

/// Bins of dates for a histogram over time, as in Swift Charts: a collection of ``ChartBinRange`` values
/// between `thresholds` (calendar boundaries, or equal intervals).
///
/// ```swift
/// let bins = DateBins(unit: .month, range: start...end)
/// BarMark(x: .value("Month", bins[i]), y: .value("Orders", counts[i]))
/// ```
public struct DateBins: RandomAccessCollection, Sendable {
    /// The edges around the bins: one more than there are bins.
    public let thresholds: [Date]

    /// N − 1 bins between N thresholds (sorted).
    public init(thresholds: [Date]) {
        self.thresholds = thresholds.sorted()
    }

    /// Bins of `stride` calendar units (`unit: .month`), the first starting at the unit that holds the
    /// range's lower bound (a month's first midnight), as many as cover the range.
    public init(unit: Calendar.Component, by stride: Int = 1, range: ClosedRange<Date>,
                calendar: Calendar = .autoupdatingCurrent) {
        let stride = Swift.max(stride, 1)
        var edges: [Date] = []
        if var edge = calendar.dateInterval(of: unit, for: range.lowerBound)?.start {
            edges.append(edge)
            while edge <= range.upperBound, edges.count <= 100_000,
                  let next = calendar.date(byAdding: unit, value: stride, to: edge), next > edge {
                edges.append(next)
                edge = next
            }
            // The last edge is the first past the range's upper bound; one on it closes the last bin.
            if edges.count > 2, edges[edges.count - 2] == range.upperBound { edges.removeLast() }
        }
        self.init(thresholds: edges)
    }

    /// Bins of `timeInterval` seconds from the range's lower bound, as many as cover the range.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let layout = NumberBinning.uniform(size: timeInterval, low: range.lowerBound.timeIntervalSince1970,
                                           high: range.upperBound.timeIntervalSince1970)
        self.init(thresholds: (0...layout.count).map { Date(timeIntervalSince1970: layout.start + Double($0) * layout.step) })
    }

    /// About `desiredCount` bins covering the range, on calendar units (the unit and count that time axes
    /// step by: hours, days, weeks, months, years).
    public init(range: ClosedRange<Date>, desiredCount: Int = 10, calendar: Calendar = .autoupdatingCurrent) {
        let (unit, stride) = Self.step(span: range.upperBound.timeIntervalSince(range.lowerBound), count: Swift.max(desiredCount, 1))
        self.init(unit: unit, by: stride, range: range, calendar: calendar)
    }

    /// Bins that cover the data: about `desiredCount`, or Scott's rule's count (at most 200).
    public init(data: [Date], desiredCount: Int? = nil, calendar: Calendar = .autoupdatingCurrent) {
        guard let low = data.min(), let high = data.max() else {
            self.init(thresholds: [])
            return
        }
        let seconds = data.map(\.timeIntervalSince1970)
        let layout = NumberBinning.automatic(seconds, desiredCount: desiredCount, minimumStride: 0)
        self.init(range: low...high, desiredCount: Swift.max(layout.count, 1), calendar: calendar)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    public subscript(position: Int) -> ChartBinRange<Date> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }

    /// The index of the bin that holds `value` (the last bin holds its upper bound too; a date outside
    /// the bins gives the nearest end's index).
    public func index(for value: Date) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = thresholds.count
        while low < high {
            let middle = (low + high) / 2
            if thresholds[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return Swift.min(Swift.max(low - 1, 0), count - 1)
    }

    /// The calendar step whose bin count over `span` seconds is closest to `count`.
    static func step(span: TimeInterval, count: Int) -> (Calendar.Component, Int) {
        let steps: [(Calendar.Component, Int, TimeInterval)] = [
            (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30),
            (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
            (.hour, 1, 3600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
            (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
            (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.month, 6, 15_778_476),
            (.year, 1, 31_556_952), (.year, 2, 63_113_904), (.year, 5, 157_784_760), (.year, 10, 315_569_520)]
        let wanted = Swift.max(span, 1) / Double(count)
        let best = steps.min { abs(log($0.2 / wanted)) < abs(log($1.2 / wanted)) }!
        return (best.0, best.1)
    }
}
