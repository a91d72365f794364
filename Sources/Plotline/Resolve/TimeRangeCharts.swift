import Foundation
import PlotlineScene

/// The chart of one time range (B7): the chart's bound layers with their rows cut to the range, placed and
/// described again, so scales, ticks, labels, summary and sound all fit the range (an output never rescales).
public struct TimeRangeChart: Sendable {
    public var range: TimeRange
    public var chart: ResolvedChart
    /// Whether the range holds every row, so it shows the whole chart.
    public var isWhole: Bool
}

enum TimeRangeCharts {
    /// The chart cut to each of the spec's time ranges; none when the spec lists none. `bound` holds the
    /// layers with all their rows (the plan's output: it is not run again on the cut); `chart` is the whole
    /// chart they resolved to.
    static func resolve(_ spec: ChartSpec, bound: BoundChart, chart: ResolvedChart,
                        override: (@Sendable (ChartDescriptor) -> ChartDescriptor)?) throws(PlotlineError) -> [TimeRangeChart] {
        let ranges = try spec.checkedTimeRanges()
        guard !ranges.isEmpty else { return [] }
        guard chart.x.scale.kind == .time else {
            throw PlotlineError.invalidSpec(path: "$.timeRanges", reason: "needs dates along x")
        }
        let dates = bound.layers.map { layer in dateColumn(layer)?.filter(\.isFinite) ?? [] }
        guard let end = dates.flatMap({ $0 }).max() else {
            throw PlotlineError.invalidSpec(path: "$.timeRanges", reason: "needs at least one date along x")
        }
        var result: [TimeRangeChart] = []
        for range in ranges {
            let start = range.start(endingAt: end, calendar: chart.calendar)
            let (cut, whole) = bound.cut { layer in
                dateColumn(layer).map { column in column.indices.filter { column[$0].isFinite && column[$0] >= start } }
            }
            if let empty = cut.layers.first(where: { $0.table.rowCount == 0 }) {
                throw PlotlineError.emptyData(source: "the data of mark \(empty.index)")
            }
            let resolved = try ChartResolver.resolve(spec, bound: cut, reducingLargeLayers: true, override: override,
                                                     timeRanges: false)
            result.append(TimeRangeChart(range: range, chart: resolved, isWhole: whole))
        }
        return result
    }

    /// The layer's x dates, one per row, when x holds dates.
    static func dateColumn(_ layer: LayerBinding) -> [Double]? {
        guard case .dates(let values)? = layer.columns[.x]?.values else { return nil }
        return values
    }
}
