/// The plot area's look as resolved from ``PlotStyleSpec``: what the scene draws behind and around the marks.
public struct PlotAreaStyle: Sendable, Equatable {
    public var background: Color?
    public var border: Stroke?

    /// Nil when the spec draws nothing (no style, or only a size).
    init?(_ spec: PlotStyleSpec?) throws(PlotlineError) {
        guard let spec, spec.background != nil || spec.border != nil else { return nil }
        background = spec.background.flatMap { Color(css: $0) }
        border = spec.border.flatMap { border in
            Color(css: border.color).map { Stroke(color: $0, width: border.width ?? 1) }
        }
    }
}

/// A plot area of a given size (`chartPlotStyle { $0.frame(height: 200) }`): the chart's own size becomes the
/// plot area's plus what the title, axes and legend need around it. What they need depends a little on the
/// size (ticks, wrapped titles), so the bound layers are placed again at the new size until the plot area
/// has the size asked for. The data is not read again; the spec is not changed.
extension ChartResolver {
    static func fittingPlotSize(_ spec: ChartSpec, frame: ResolveFrame,
                                place: (ResolveFrame) throws(PlotlineError) -> ResolvedChart) throws(PlotlineError) -> ResolvedChart {
        let wanted = (width: frame.plotWidth ?? spec.plotStyle?.width, height: frame.plotHeight ?? spec.plotStyle?.height)
        var chart = try place(frame)
        guard wanted.width != nil || wanted.height != nil else { return chart }
        var sized = frame
        for _ in 0..<4 {
            let plot = ChartLayout(chart, theme: Theme.light.applying(chart.appearance)).plotArea
            let width = wanted.width.map { chart.width + $0 - plot.width } ?? chart.width
            let height = wanted.height.map { chart.height + $0 - plot.height } ?? chart.height
            if abs(width - chart.width) < 0.01 && abs(height - chart.height) < 0.01 { return chart }
            for (name, side) in [("width", width), ("height", height)] where !(side >= 16 && side <= 20_000) {
                throw PlotlineError.invalidSpec(path: "$.plotStyle." + name,
                    reason: "a plot \(name) of \(name == "width" ? wanted.width! : wanted.height!) points needs a chart \(name) of \(Int(side.rounded())) points, outside 16 to 20000")
            }
            sized.width = (width * 100).rounded() / 100
            sized.height = (height * 100).rounded() / 100
            chart = try place(sized)
        }
        return chart
    }
}
