/// A chart's colors in another theme, by role: what a picture needs to follow the reader's color scheme
/// (an SVG drawn light that turns dark where a page prefers dark). Marks with their author's own color
/// keep it, so only the theme's roles and the series' colors are here.
public struct SchemeColors: Sendable, Equatable {
    public struct Series: Sendable, Equatable {
        public var color: Color
        /// Black or white, whichever reads better on the series' color (a sector's percent).
        public var ink: Color
    }

    public var background: Color
    public var title: Color
    public var subtitle: Color
    public var axisText: Color
    public var grid: Color
    public var axisLine: Color
    public var rule: Color
    /// One per series in legend order (one for a chart without series).
    public var series: [Series]

    /// The chart's colors in `theme`, with the chart's own appearance applied.
    init(_ chart: ResolvedChart, theme base: Theme) {
        let theme = base.applying(chart.appearance)
        background = theme.background
        title = theme.titleColor
        subtitle = theme.subtitleColor
        axisText = theme.axisTextColor
        grid = theme.gridColor
        axisLine = theme.axisLineColor
        rule = theme.ruleColor
        let white = Color(hex: 0xffffff), black = Color(hex: 0x000000)
        series = (0..<max(chart.series.count, 1)).map { index in
            let color = theme.color(forSeries: index)
            let ink = ColorScience.contrast(white, color) >= ColorScience.contrast(black, color) ? white : black
            return Series(color: color, ink: ink)
        }
    }
}
