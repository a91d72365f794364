import Foundation

/// An axis as laid out: the ticks that fit and how their labels sit.
public struct AxisLayout: Sendable {
    public var axis: ResolvedAxis
    public var ticks: [Tick]
    public var labelStyle: TextStyle
    public var shown: Bool
    public var title: PlacedText?

    /// Whether tick labels sit on the trailing side of their grid line (B8) rather than centred on it:
    /// dates on a horizontal axis, so "Aug 1" starts where August 1 starts.
    public var labelsOnTrailingSide: Bool { axis.orientation == .horizontal && axis.scale.kind == .time }

    /// A glance's only labels (P1): the lowest and highest value the marks show on the y axis.
    static func extremes(_ chart: ResolvedChart, locale: Locale) -> [Tick] {
        var lo = Double.infinity, hi = -Double.infinity
        for layer in chart.layers where layer.type != .rule && layer.type != .rectangle {
            for mark in layer.marks {
                if case .number(let v)? = mark.yValue { lo = min(lo, v); hi = max(hi, v) }
            }
        }
        guard lo.isFinite, hi.isFinite, chart.y.scale.kind == .linear || chart.y.scale.kind == .log else { return [] }
        let digits = max(NumericTicks.fractionDigits(forStep: abs(lo) == lo.rounded() ? 1 : 0.1),
                         NumericTicks.fractionDigits(forStep: abs(hi) == hi.rounded() ? 1 : 0.1))
        let values = lo == hi ? [lo] : [lo, hi]
        return values.map { Tick(value: $0, label: NumberFormat.grouped($0, fractionDigits: digits, locale: locale)) }
    }

    /// The fewest-step ticks whose labels fit the height without touching.
    static func fitVertical(_ axis: ResolvedAxis, length: Double, labelHeight: Double) -> [Tick] {
        var count = axis.tickCount
        var ticks = axis.ticks
        while count > 1 {
            let positions = ticks.map { axis.scale.position($0.value) * length }.sorted()
            let tight = zip(positions, positions.dropFirst()).contains { $1 - $0 < labelHeight + 2 }
            // A stride's ticks are the same for every count: asking again, count by count, for tens of
            // thousands of them (a minute stride over a month) took minutes.
            if !tight || !axis.tickRule.thinsByCount { break }
            count -= 1
            ticks = axis.tickRule.ticks(count: count)
        }
        return ticks
    }

    /// The ticks whose labels fit across without overlapping or running off the chart: thinned to a
    /// coarser familiar step, never rotated, never dropped at random (X3).
    static func fitHorizontal(_ axis: ResolvedAxis, plotArea: Rect, chartWidth: Double, margin: Double,
                              style: TextStyle) -> [Tick] {
        var count = axis.tickCount
        var ticks = axis.ticks
        let trailing = axis.scale.kind == .time
        while true {
            var extents: [(Double, Double)] = []
            for tick in ticks {
                let x = plotArea.x + axis.scale.position(tick.value) * plotArea.width
                let w = TextMetrics.width(tick.label, style: style)
                extents.append(trailing ? (x + 3, x + 3 + w) : (x - w / 2, x + w / 2))
            }
            extents.sort { $0.0 < $1.0 }
            let overlaps = zip(extents, extents.dropFirst()).contains { $1.0 - $0.1 < 8 }
            if !overlaps || count <= 1 || !axis.tickRule.thinsByCount { break }
            count -= 1
            ticks = axis.tickRule.ticks(count: count)
        }
        // A label that would run off either edge of the chart is dropped (the others keep their places).
        return ticks.filter { tick in
            let x = plotArea.x + axis.scale.position(tick.value) * plotArea.width
            let w = TextMetrics.width(tick.label, style: style)
            let (start, end) = trailing ? (x + 3, x + 3 + w) : (x - w / 2, x + w / 2)
            return start >= margin / 2 - 1 && end <= chartWidth - margin / 2 + 1
        }
    }
}
