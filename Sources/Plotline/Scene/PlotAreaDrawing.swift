import PlotlineScene
/// The plot area's own fill and border (`chartPlotStyle`): the fill under the grid, the border over the
/// marks, inside the plot area's edge as SwiftUI's `border(_:width:)` draws it.
enum PlotAreaDrawing {
    static func background(_ chart: ResolvedChart, _ layout: ChartLayout) -> [SceneNode] {
        fill(chart, layout) + chart.plotBackgroundViews.flatMap {
            $0.nodes(in: layout.plotArea, theme: layout.theme, classes: "plot-background-view", cornerRadius: radius(chart, layout))
        }
    }

    /// The plot area's fill: one color, or a gradient across the plot area.
    private static func fill(_ chart: ResolvedChart, _ layout: ChartLayout) -> [SceneNode] {
        guard let fill = chart.plotStyle?.background else { return [] }
        var shape = SceneShape(classes: "plot-background", geometry: .rect(layout.plotArea, cornerRadius: radius(chart, layout)),
                               fill: fill)
        if let gradient = chart.plotStyle?.backgroundGradient {
            shape.gradient = GradientPaint.painting(gradient, in: layout.plotArea, theme: layout.theme, opacity: 1)
        }
        return [MarkAccessibility.hidden(.shape(shape))]
    }

    /// The plot area's corner radius, no more than half its shorter side.
    static func radius(_ chart: ResolvedChart, _ layout: ChartLayout) -> Double {
        min(chart.plotStyle?.cornerRadius ?? 0, layout.plotArea.width / 2, layout.plotArea.height / 2)
    }

    static func border(_ chart: ResolvedChart, _ layout: ChartLayout) -> [SceneNode] {
        guard let stroke = chart.plotStyle?.border, stroke.width > 0 else { return [] }
        let area = layout.plotArea, inset = min(stroke.width / 2, area.width / 2, area.height / 2)
        let rect = Rect(x: area.x + inset, y: area.y + inset, width: area.width - 2 * inset, height: area.height - 2 * inset)
        let corner = max(radius(chart, layout) - inset, 0)
        return [MarkAccessibility.hidden(.shape(SceneShape(classes: "plot-border", geometry: .rect(rect, cornerRadius: corner),
                                                           stroke: stroke)))]
    }
}
