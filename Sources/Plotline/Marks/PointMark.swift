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
        let layout = context.layout
        return .each(marks.map { mark in
            guard (-1e-9...1 + 1e-9).contains(mark.centreX), (-1e-9...1 + 1e-9).contains(mark.centreY) else { return nil }
            return context.symbol(mark, classes: "mark point", cx: layout.px(mark.centreX), cy: layout.py(mark.centreY))
        })
    }
}

extension MarkType {
    /// Points: `PointMark`.
    public static let point = MarkType(registering: "point")
}
