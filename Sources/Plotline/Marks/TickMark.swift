import PlotlineScene
/// A short line across a category's band at a value (Observable Plot's tick, Vega-Lite's `tick`): a strip
/// plot of every observation, or a target marked on each bar. Across x's band when x holds the
/// categories, across y's band when y does.
public struct TickMark: Mark {
    public var instance: MarkInstance

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.tick, [.x: x.plotted, .y: y.plotted])
    }
}

extension TickMark: MarkDefinition {
    static let type = MarkType.tick
    static let words = MarkWords(chart: .stripPlot, counted: .ticks)
    static let channelSets: [Set<Channel>] = [[.x, .y]]
    static let fillsPosition = true
    static let canLieAlongX = true
    static let swatch = LegendLayout.Swatch.line
    static let overviewRank = 4

    /// A line across the band at the value, in the series' color.
    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks {
        let layout = context.layout
        let vertical = !context.layer.isHorizontal
        return .each(marks.map { mark in
            let geometry: SceneShape.Geometry = vertical
                ? .line(x1: layout.px(mark.x0), y1: layout.py(mark.centreY), x2: layout.px(mark.x1), y2: layout.py(mark.centreY))
                : .line(x1: layout.px(mark.centreX), y1: layout.py(mark.y0), x2: layout.px(mark.centreX), y2: layout.py(mark.y1))
            return .shape(SceneShape(classes: "mark tick", attributes: MarkDrawContext.attributes(mark), geometry: geometry,
                                     stroke: Stroke(color: context.fill(mark), width: context.style(mark).lineWidth ?? 2),
                                     clipsToPlotArea: true))
        })
    }

    static func focus(_ mark: ResolvedMark, plotArea: Rect) -> MarkFocus { .box(box(mark, plotArea: plotArea)) }
}

extension MarkType {
    /// Ticks: `TickMark`.
    public static let tick = MarkType(registering: "tick")
}
