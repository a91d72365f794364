import Foundation
import Plotline

/// The chart of each time range (B7): the same spec with every layer's rows cut to the range, resolved
/// again, so scales, ticks, labels, summary and sound all fit the range (a backend never rescales).
public struct TimeRangeChart: Sendable {
    public var range: TimeRange
    public var chart: ResolvedChart
    /// Whether the range holds every row, so it shows the whole chart.
    public var isWhole: Bool
}

public enum TimeRangeCharts {
    /// The chart cut to each of the spec's time ranges; none when the spec lists none.
    public static func resolve(spec: ChartSpec, chart: ResolvedChart) throws(PlotlineError) -> [TimeRangeChart] {
        let ranges = try spec.checkedTimeRanges()
        guard !ranges.isEmpty else { return [] }
        guard chart.x.scale.kind == .time else {
            throw PlotlineError.invalidSpec(path: "$.timeRanges", reason: "needs dates along x")
        }
        let dates = chart.layers.map { layer in dateColumn(layer)?.filter(\.isFinite) ?? [] }
        guard let end = dates.flatMap({ $0 }).max() else {
            throw PlotlineError.invalidSpec(path: "$.timeRanges", reason: "needs at least one date along x")
        }
        var result: [TimeRangeChart] = []
        for range in ranges {
            let start = range.start(endingAt: end, calendar: chart.calendar)
            var cut = spec
            cut.timeRanges = nil
            var whole = true
            var marks: [MarkSpec] = []
            for layer in chart.layers {
                var mark = layer.spec
                if let column = dateColumn(layer) {
                    let keep = column.indices.filter { column[$0].isFinite && column[$0] >= start }
                    if keep.count != layer.table.rowCount { whole = false }
                    mark.data = .table(try rows(keep, of: layer.table))
                } else {
                    mark.data = .table(layer.table)
                }
                marks.append(mark)
            }
            cut.marks = marks
            cut.data = nil
            var resolved = try ChartResolver.resolve(cut)
            resolved.descriptorOverride = chart.descriptorOverride
            result.append(TimeRangeChart(range: range, chart: resolved, isWhole: whole))
        }
        return result
    }

    /// The layer's x dates, one per row, when x holds dates.
    static func dateColumn(_ layer: ResolvedLayer) -> [Double]? {
        guard let field = layer.spec.x?.field, let column = try? layer.table.column(named: field),
              case .dates(let values) = column.values else { return nil }
        return values
    }

    /// The table with only the given rows, in order.
    static func rows(_ keep: [Int], of table: DataTable) throws(PlotlineError) -> DataTable {
        let columns = table.columns.map { column in
            switch column.values {
            case .numbers(let v): Column(name: column.name, values: .numbers(keep.map { v[$0] }))
            case .dates(let v): Column(name: column.name, values: .dates(keep.map { v[$0] }))
            case .categories(let v): Column(name: column.name, values: .categories(keep.map { v[$0] }))
            }
        }
        return try DataTable(columns: columns)
    }
}

extension ChartDescriptor {
    /// Each series' first and last value in words, with the change in percent: what a range shows.
    func changes(words: PageWords, locale: Locale) -> [String] {
        let many = series.count > 1
        return series.compactMap { s in
            let values = s.dataPoints.compactMap(\.y).filter(\.isFinite)
            guard let first = values.first, let last = values.last else { return nil }
            let rising: Bool? = last == first ? nil : last > first
            let percent = first != 0 && last != first
                ? NumberFormat.grouped(abs(last - first) / abs(first) * 100, fractionDigits: 1, locale: locale) : nil
            let text = words.change(first: yAxis.valueDescription(first), last: yAxis.valueDescription(last),
                                    rising: rising, percent: percent)
            return many ? "\(s.name), \(text)" : text
        }
    }
}
