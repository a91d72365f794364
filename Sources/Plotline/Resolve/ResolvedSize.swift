import PlotlineScene
extension ResolvedChart {
    /// The same chart at another size: its data, scales and words are unchanged, and the layout made from
    /// it (ticks thinned to fit, titles wrapped, the plot area) is made for the new size. The interactive
    /// page carries a narrow layout of each chart this way, so its text stays readable in a narrow window
    /// rather than the wide picture being scaled down.
    public func resized(width: Double, height: Double) -> ResolvedChart {
        var chart = self
        chart.width = width
        chart.height = height
        // A size asked for outright: the plot area takes what is left.
        chart.plotSize = nil
        return chart
    }
}
