import PlotlineScene
/// A scale whose range is padded in points (`chartXScale(range: .plotDimension(startPadding: 20, endPadding: 20))`)
/// is drawn by the layout on the plot area less the padding (``ChartLayout/dataArea``); the marks are placed
/// once, over the whole of 0 to 1. Resolving checks the padding once against the plot area's size (one layout,
/// no placement): padding that leaves no room is refused by its path, never drawn squeezed.
extension ChartResolver {
    static func checkingScaleRanges(_ chart: ResolvedChart) throws(PlotlineError) -> ResolvedChart {
        guard chart.xRange != nil || chart.yRange != nil else { return chart }
        let plot = ChartLayout(chart, theme: Theme.light.applying(chart.appearance)).plotArea
        _ = try chart.xRange?.shares(length: plot.width, path: "$.xScale.range")
        _ = try chart.yRange?.shares(length: plot.height, path: "$.yScale.range")
        return chart
    }
}
