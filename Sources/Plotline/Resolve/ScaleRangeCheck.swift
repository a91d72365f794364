import PlotlineScene
/// A scale whose range is padded in points (`chartXScale(range: .plotDimension(startPadding: 20, endPadding: 20))`):
/// the points become shares of the plot dimension once the plot's size is known, so the bound layers are
/// placed, laid out, and placed again with the shares in the frame (the plot's size does not depend on them).
extension ChartResolver {
    static func fittingScaleRanges(_ spec: ChartSpec, frame: ResolveFrame,
                                   place: (ResolveFrame) throws(PlotlineError) -> ResolvedChart) throws(PlotlineError) -> ResolvedChart {
        guard spec.xScale?.range != nil || spec.yScale?.range != nil else { return try place(frame) }
        let plain = try place(frame)
        let plot = ChartLayout(plain, theme: Theme.light.applying(plain.appearance)).plotArea
        var padded = frame
        if let range = spec.xScale?.range {
            padded.xRange = try range.shares(length: plot.width, path: "$.xScale.range")
        }
        if let range = spec.yScale?.range {
            padded.yRange = try range.shares(length: plot.height, path: "$.yScale.range")
        }
        return try place(padded)
    }
}
