import Plotline
@_exported import SceneSVG

extension ResolvedChart {
    /// The chart as an SVG document.
    /// Drawn in the light theme, the SVG also carries the dark theme's colors for pages that prefer dark.
    public func svg(theme: Theme = .light) -> String {
        SVGRenderer.document(Scene(self, theme: theme))
    }
}

extension Chart {
    /// The chart as an SVG document; throws when the chart's data or options cannot be drawn.
    public func svg(theme: Theme = .light) throws(PlotlineError) -> String {
        try resolve().svg(theme: theme)
    }
}
