/// A scale whose range is padded in points (`chartXScale(range: .plotDimension(startPadding: 20, endPadding: 20))`):
/// the points become shares of the plot dimension once the plot's size is known, so the chart is resolved,
/// laid out, and resolved again with the shares (the plot's size does not depend on them).
extension ChartResolver {
    static func fittingScaleRanges(_ spec: ChartSpec,
                                   resolve: (ChartSpec) throws(PlotlineError) -> ResolvedChart) throws(PlotlineError) -> ResolvedChart {
        guard spec.xScale?.range != nil || spec.yScale?.range != nil else { return try resolve(spec) }
        let plain = try resolve(spec)
        let plot = ChartLayout(plain, theme: Theme.light.applying(plain.appearance)).plotArea
        var padded = spec
        if let range = spec.xScale?.range {
            padded.xScale?.rangeShares = try range.shares(length: plot.width, path: "$.xScale.range")
        }
        if let range = spec.yScale?.range {
            padded.yScale?.rangeShares = try range.shares(length: plot.height, path: "$.yScale.range")
        }
        return try resolve(padded)
    }
}
