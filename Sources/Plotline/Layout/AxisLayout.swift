import Foundation
import PlotlineScene

/// An axis as laid out: the ticks that fit and how their labels sit.
public struct AxisLayout: Sendable {
    public var axis: ResolvedAxis
    public var ticks: [Tick]
    public var labelStyle: TextStyle
    public var shown: Bool
    public var title: PlacedText?
    /// The second title, at the trailing end of the title's row.
    public var endTitle: PlacedText? = nil
    /// End labels set flush with their tick rather than centred on it, by tick value: on a numeric x axis,
    /// a first label that would run off the chart's leading edge starts at its tick, and a last one that
    /// would run off the trailing edge ends at it (Vega-Lite's `labelFlush`), so "1,000" at the very start
    /// of the axis is shown, not dropped.
    public var flushedLabels: [Double: SceneText.Anchor] = [:]
    /// A category axis's labels wrapped or turned so that every one is kept; nil when they sit side by side
    /// (or were thinned).
    public var categoryLabels: CategoryLabels? = nil

    /// Whether tick labels sit on the trailing side of their grid line (B8) rather than centred on it:
    /// dates on a horizontal axis, so "Aug 1" starts where August 1 starts.
    public var labelsOnTrailingSide: Bool { axis.orientation == .horizontal && axis.scale.kind == .time }

    /// Where a tick's label sits along the axis, as a scale position: on its tick, or in the middle of its
    /// interval when it is centred (``Tick/labelEnd``).
    public func labelPosition(_ tick: Tick) -> Double { Self.labelPosition(tick, axis) }

    static func labelPosition(_ tick: Tick, _ axis: ResolvedAxis) -> Double {
        let at = axis.scale.position(tick.value)
        return tick.labelEnd.map { (at + axis.scale.position($0)) / 2 } ?? at
    }

    /// Whether a tick's label starts just after its tick (dates along the bottom, B8) rather than being
    /// centred on its place.
    public func labelOnTrailingSide(_ tick: Tick) -> Bool { labelsOnTrailingSide && tick.labelEnd == nil }

    /// A glance's only labels (P1): the lowest and highest value the marks show on the y axis.
    static func extremes(_ chart: ResolvedChart, locale: Locale) -> [Tick] {
        var lo = Double.infinity, hi = -Double.infinity
        for layer in chart.layers where layer.type.definition.reference == .none {
            for mark in layer.marks {
                if case .number(let v)? = mark.yValue { lo = min(lo, v); hi = max(hi, v) }
            }
        }
        guard lo.isFinite, hi.isFinite, chart.y.scale.kind.isNumeric else { return [] }
        let digits = max(NumericTicks.fractionDigits(forStep: abs(lo) == lo.rounded() ? 1 : 0.1),
                         NumericTicks.fractionDigits(forStep: abs(hi) == hi.rounded() ? 1 : 0.1))
        let values = lo == hi ? [lo] : [lo, hi]
        return values.map { Tick(value: $0, label: NumberFormat.grouped($0, fractionDigits: digits, locale: locale)) }
    }

    /// The fewest-step ticks whose labels fit the height without touching (turned labels by the height their
    /// turn gives them, in `style`).
    static func fitVertical(_ axis: ResolvedAxis, length: Double, labelHeight: Double, style: TextStyle) -> [Tick] {
        var count = axis.tickCount
        var ticks = axis.ticks
        while count > 1 {
            let positions = ticks.filter(\.showsLabel).map { labelPosition($0, axis) * length }.sorted()
            let tight = zip(positions, positions.dropFirst()).contains { $1 - $0 < labelHeight + 2 }
            // A stride's ticks are the same for every count: asking again, count by count, for tens of
            // thousands of them (a minute stride over a month) took minutes.
            if !tight || !axis.tickRule.thinsByCount { break }
            count -= 1
            ticks = axis.tickRule.ticks(count: count)
        }
        // Labels still too close (a stride's, or values given) give way as their collision resolution says.
        return LabelCollisions.resolve(ticks, gap: 2) { tick in
            let y = labelPosition(tick, axis) * length
            let half = tick.labelTurn == nil ? Double(tick.lines.count) * labelHeight / 2 : tick.turnedBox(style: style).height / 2
            return (y - half, y + half)
        }
    }

    /// How a tick's label is anchored to its tick.
    public func labelAnchor(_ tick: Tick) -> SceneText.Anchor {
        if tick.labelEnd != nil { return flushedLabels[tick.value] ?? .middle }
        if labelsOnTrailingSide { return .start }
        return flushedLabels[tick.value] ?? .middle
    }

    /// The ticks whose labels fit across without overlapping or running off the chart: thinned to a
    /// coarser familiar step, never dropped at random (X3); a category axis's labels are first wrapped or
    /// turned (`CategoryLabels`) and thinned only when that does not fit. An end label that would run off
    /// the chart is set flush with its tick when that fits (see `flushedLabels`), and dropped when not.
    /// Labels may reach `bounds` (half the chart's margin inside its edges, or its padding).
    static func fitHorizontal(_ axis: ResolvedAxis, plotArea: Rect, bounds: (lowest: Double, highest: Double),
                              style: TextStyle) -> (ticks: [Tick], flushed: [Double: SceneText.Anchor]) {
        var count = axis.tickCount
        var ticks = axis.ticks
        let trailing = axis.scale.kind == .time
        while true {
            var extents: [(Double, Double)] = []
            for tick in ticks where tick.showsLabel {
                let x = plotArea.x + labelPosition(tick, axis) * plotArea.width
                let w = tick.labelWidth(style: style)
                extents.append(trailing && tick.labelEnd == nil ? (x + 3, x + 3 + w) : (x - w / 2, x + w / 2))
            }
            extents.sort { $0.0 < $1.0 }
            // A category's label is kept whenever it fits its band (2 points apart, as Swift Charts keeps
            // them); other labels keep 8 points between them.
            let gap: Double = axis.scale.kind == .band ? 2 : 8
            let overlaps = zip(extents, extents.dropFirst()).contains { $1.0 - $0.1 < gap }
            if !overlaps || count <= 1 || !axis.tickRule.thinsByCount { break }
            count -= 1
            ticks = axis.tickRule.ticks(count: count)
        }
        // A label that would run off either edge of the chart is set flush with its tick if it is the first
        // or last and then fits beside its neighbour; otherwise it is dropped (the others keep their places).
        let (lowest, highest) = bounds
        func x(_ tick: Tick) -> Double { plotArea.x + labelPosition(tick, axis) * plotArea.width }
        func extent(_ tick: Tick, _ anchor: SceneText.Anchor) -> (Double, Double) {
            let x = x(tick), w = tick.labelWidth(style: style)
            if trailing && tick.labelEnd == nil { return (x + 3, x + 3 + w) }
            switch anchor {
            case .start: return (x, x + w)
            case .middle: return (x - w / 2, x + w / 2)
            case .end: return (x - w, x)
            }
        }
        // Labels still overlapping (a stride's, or values given, which asking for fewer cannot thin) give way as
        // their collision resolution says: every k-th kept by default.
        ticks = LabelCollisions.resolve(ticks, gap: axis.scale.kind == .band ? 2 : 8) { extent($0, .middle) }
        let ordered = ticks.filter(\.showsLabel).sorted { x($0) < x($1) }
        var flushed: [Double: SceneText.Anchor] = [:]
        var kept: [Tick] = []
        for (i, tick) in ordered.enumerated() {
            var (start, end) = extent(tick, .middle)
            if !trailing, start < lowest, i == 0 {
                (start, end) = extent(tick, .start)
                let next = ordered.count > 1 ? extent(ordered[1], .middle).0 : .infinity
                if start >= lowest && end <= highest && end + 8 <= next { flushed[tick.value] = .start; kept.append(tick) }
                continue
            }
            if !trailing, end > highest, i == ordered.count - 1 {
                (start, end) = extent(tick, .end)
                let previous = i > 0 ? extent(ordered[i - 1], i == 1 ? (flushed[ordered[0].value] ?? .middle) : .middle).1 : -.infinity
                if start >= lowest && end <= highest && start >= previous + 8 { flushed[tick.value] = .end; kept.append(tick) }
                continue
            }
            if start >= lowest && end <= highest { kept.append(tick) }
        }
        let keptValues = Set(kept.map(\.value))
        // A tick without a label keeps its line and grid line: only labels are thinned here.
        return (ticks.filter { !$0.showsLabel || keptValues.contains($0.value) }, flushed)
    }
}
