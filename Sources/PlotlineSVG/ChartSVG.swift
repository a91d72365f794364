import Plotline

extension ResolvedChart {
    /// The chart as an SVG document.
    public func svg(theme: Theme = .light) -> String { SVGRenderer.render(Scene(self, theme: theme)) }
}

extension Chart {
    /// The chart as an SVG document; throws when the chart's data or options cannot be drawn.
    public func svg(theme: Theme = .light) throws(PlotlineError) -> String {
        try resolve().svg(theme: theme)
    }
}
