import PlotlineScene
/// The plot area's look as resolved from ``PlotStyleSpec``: what the scene draws behind and around the marks.
public struct PlotAreaStyle: Sendable, Equatable {
    public var background: Color?
    /// The background as a gradient over the plot area, in place of its one color.
    public var backgroundGradient: MarkGradient?
    public var border: Stroke?
    /// The radius of the plot area's corners (`cornerRadius`), for its fill and border.
    public var cornerRadius: Double = 0
    /// Every mark cut at the plot area's edge (`clipped()`), points too.
    public var clipsMarks = false

    /// Nil when the spec draws nothing (no style, or only a size).
    init?(_ spec: PlotStyleSpec?) throws(PlotlineError) {
        guard let spec, spec.background != nil || spec.border != nil || spec.cornerRadius != nil
                || spec.clipsMarks == true else { return nil }
        background = spec.background.flatMap { Color(css: $0) }
        backgroundGradient = spec.backgroundGradient
        border = spec.border.flatMap { border in
            Color(css: border.color).map { Stroke(color: $0, width: border.width ?? 1) }
        }
        cornerRadius = max(spec.cornerRadius ?? 0, 0)
        clipsMarks = spec.clipsMarks ?? false
    }
}

/// A plot area of a given size (`chartPlotStyle { $0.frame(height: 200) }`): the chart's own size becomes the
/// plot area's plus what the title, axes and legend need around it. What they need depends a little on the
/// size (wrapped titles, and ticks), so the chart is laid out again at the new size until the plot area has
/// the size asked for. The bound layers are placed again only when the new size changes what they are placed
/// with (`resized` says: the tick counts, or the grid a large layer is reduced on). The data is not read
/// again; the spec is not changed.
extension ChartResolver {
    /// The size asked for is the one the placement decided (``ResolvedChart/plotSize``: the frame's, else the
    /// spec's plot style).
    static func fittingPlotSize(frame: ResolveFrame,
                                place: (ResolveFrame) throws(PlotlineError) -> ResolvedChart,
                                resized: (ResolvedChart, _ from: ResolveFrame, _ to: ResolveFrame) throws(PlotlineError) -> ResolvedChart?)
        throws(PlotlineError) -> ResolvedChart {
        var chart = try place(frame)
        guard let wanted = chart.plotSize else { return chart }
        var sized = frame
        for _ in 0..<4 {
            let (width, height) = ChartLayout.sizeFitting(chart, theme: Theme.light.applying(chart.appearance))
            if abs(width - chart.width) < 0.01 && abs(height - chart.height) < 0.01 { return chart }
            for (name, side) in [("width", width), ("height", height)] where !(side >= 16 && side <= 20_000) {
                throw PlotlineError.invalidSpec(path: "$.plotStyle." + name,
                    reason: "a plot \(name) of \(name == "width" ? wanted.width! : wanted.height!) points needs a chart \(name) of \(Int(side.rounded())) points, outside 16 to 20000")
            }
            let placed = sized
            sized.width = (width * 100).rounded() / 100
            sized.height = (height * 100).rounded() / 100
            if let same = try resized(chart, placed, sized) { chart = same } else { chart = try place(sized) }
        }
        return chart
    }
}

extension ChartLayout {
    /// The chart's size that gives its plot area the size asked for (``ResolvedChart/plotSize``), by one
    /// layout in `theme`; the chart's own size where nothing is asked.
    static func sizeFitting(_ chart: ResolvedChart, theme: Theme) -> (width: Double, height: Double) {
        guard let wanted = chart.plotSize else { return (chart.width, chart.height) }
        let plot = ChartLayout(chart, theme: theme).plotArea
        return (wanted.width.map { chart.width + $0 - plot.width } ?? chart.width,
                wanted.height.map { chart.height + $0 - plot.height } ?? chart.height)
    }

    /// The chart sized around the plot area asked for, in the theme of the output that draws it: a page's
    /// larger text takes more room than the picture's, and the plot area stays the size asked for in both.
    /// Laid out again, never placed again: the marks sit from 0 to 1 of the plot area whatever its size.
    public static func fitted(_ chart: ResolvedChart, theme: Theme) -> ResolvedChart {
        guard chart.plotSize != nil else { return chart }
        var chart = chart
        for _ in 0..<4 {
            let (width, height) = sizeFitting(chart, theme: theme)
            guard width >= 16, width <= 20_000, height >= 16, height <= 20_000 else { break }
            if abs(width - chart.width) < 0.01 && abs(height - chart.height) < 0.01 { break }
            chart.width = (width * 100).rounded() / 100
            chart.height = (height * 100).rounded() / 100
        }
        return chart
    }
}
