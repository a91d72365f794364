import Foundation

/// The chart of one time range (B7): the same spec with every layer's rows cut to the range, resolved
/// again, so scales, ticks, labels, summary and sound all fit the range (an output never rescales).
public struct TimeRangeChart: Sendable {
    public var range: TimeRange
    public var chart: ResolvedChart
    /// Whether the range holds every row, so it shows the whole chart.
    public var isWhole: Bool
}

enum TimeRangeCharts {
    /// The chart cut to each of the spec's time ranges; none when the spec lists none. `layers` are the
    /// bound layers with all their rows; `chart` is the whole chart they resolved to.
    static func resolve(_ spec: ChartSpec, layers: [LayerBinding], chart: ResolvedChart,
                        override: (@Sendable (ChartDescriptor) -> ChartDescriptor)?) throws(PlotlineError) -> [TimeRangeChart] {
        let ranges = try spec.checkedTimeRanges()
        guard !ranges.isEmpty else { return [] }
        guard chart.x.scale.kind == .time else {
            throw PlotlineError.invalidSpec(path: "$.timeRanges", reason: "needs dates along x")
        }
        let dates = layers.map { layer in dateColumn(layer)?.filter(\.isFinite) ?? [] }
        guard let end = dates.flatMap({ $0 }).max() else {
            throw PlotlineError.invalidSpec(path: "$.timeRanges", reason: "needs at least one date along x")
        }
        var result: [TimeRangeChart] = []
        for range in ranges {
            let start = range.start(endingAt: end, calendar: chart.calendar)
            var cut = spec
            cut.timeRanges = nil
            // The layers' tables are already the plan's output: it is not run again on them.
            cut.transform = nil
            var whole = true
            var marks: [MarkSpec] = []
            for layer in layers {
                var mark = layer.spec
                mark.transform = nil
                if let column = dateColumn(layer) {
                    let keep = column.indices.filter { column[$0].isFinite && column[$0] >= start }
                    if keep.count != layer.table.rowCount { whole = false }
                    mark.data = .table(layer.table.rows(keep))
                } else {
                    mark.data = .table(layer.table)
                }
                // A mask's marks that draw the chart's data draw the layer's rows (the plan's output), whole: the
                // cut's scales put what is outside the range outside the plot.
                mark.mask = mark.mask?.map { maskMark in
                    var maskMark = maskMark
                    if maskMark.data == nil { maskMark.data = .table(layer.table); maskMark.transform = nil }
                    return maskMark
                }
                marks.append(mark)
            }
            cut.marks = marks
            cut.data = nil
            let resolved = try ChartResolver.resolve(cut, baseDirectory: nil, reducingLargeLayers: true, override: override)
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
