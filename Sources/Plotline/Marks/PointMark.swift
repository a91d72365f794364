import PlotlineScene
/// Points show individual values, relationships, outliers and clusters (M3).
public struct PointMark: Mark {
    public var instance: MarkInstance

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.point, [.x: x.plotted, .y: y.plotted])
    }
}

extension PointMark: MarkDefinition {
    static let type = MarkType.point
    static let words = MarkWords(chart: .pointChart, chartOfNumbers: .scatterPlot, counted: .points)
    static let channelSets: [Set<Channel>] = [[.x, .y], [.x], [.y]]
    static let swatch = LegendLayout.Swatch.symbol
    static let overviewRank = 4
    static let reduction = ReductionKind.cells
    static let summary = SummaryKind.relationship

    /// A symbol per mark, in the series' shape; nil for a point outside the domain.
    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks {
        let seriesShape = context.series?.symbol ?? .forSeries(0)
        let layout = context.layout
        return .each(marks.map { mark in
            guard (-1e-9...1 + 1e-9).contains(mark.centreX), (-1e-9...1 + 1e-9).contains(mark.centreY) else { return nil }
            let style = context.style(mark)
            // The author's shape (`symbol(.triangle)`) over the series'; an area, else a box, else the theme's.
            let shape = style.symbol ?? seriesShape
            let box = style.symbolWidth.flatMap { w in style.symbolHeight.map { shape.area(fitting: w, $0) } }
            let area = mark.size ?? style.symbolSize ?? box ?? context.theme.symbolSize
            return .shape(SceneShape(classes: "mark point", attributes: MarkDrawContext.attributes(mark),
                                     geometry: shape.geometry(cx: layout.px(mark.centreX) + (style.offset?.x ?? 0),
                                                              cy: layout.py(mark.centreY) + (style.offset?.y ?? 0), area: area),
                                     fill: context.fill(mark)))
        })
    }
}

extension MarkType {
    /// Points: `PointMark`.
    public static let point = MarkType(registering: "point")
}
