import PlotlineScene
/// Lines show change over time, one line per series (M2).
public struct LineMark: Mark {
    public var instance: MarkInstance

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.line, [.x: x.plotted, .y: y.plotted])
    }

    /// Lines split by `series` (one line per value) in one style, as Swift Charts draws them; add
    /// `foregroundStyle(by:)` for a legend and a color per line.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        instance = MarkInstance(.line, [.x: x.plotted, .y: y.plotted, .series: series.plotted])
    }
}

extension LineMark: MarkDefinition {
    static let type = MarkType.line
    static let words = MarkWords(chart: .lineChart, counted: .lineValues)
    static let channelSets: [Set<Channel>] = [[.x, .y]]
    static let isContinuous = true
    static let swatch = LegendLayout.Swatch.line
    static let overviewRank = 3
    static let reduction = ReductionKind.m4

    /// One path per series through its marks, broken at missing values, dashed for the second series on (C2);
    /// with `symbol(by:)` or `symbol(_:)`, a symbol on each point in the series' (or the mark's own) shape.
    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks {
        let layout = context.layout
        var path = ScenePath()
        // The series' own style over the layer's: a line is one path, stroked as its first mark asks
        // (`lineStyle(city == "San Francisco" ? dashed : solid)` dashes that city's line).
        let style = marks.first.map(context.style) ?? context.layer.style
        let dx = style.offset?.x ?? 0, dy = style.offset?.y ?? 0
        for segment in MarkDrawContext.segments(marks) {
            let points = segment.map { (x: layout.px($0.centreX) + dx, y: layout.py($0.y1) + dy) }
            Curve.path(through: points, method: context.layer.interpolation, into: &path)
        }
        let color = marks.first.map(context.fill) ?? context.color
        let stroke = Self.stroke(style, series: context.series, color: color, theme: context.theme)
        let line = SceneNode.shape(SceneShape(classes: "mark line", attributes: context.seriesAttributes,
                                              geometry: .path(path), stroke: stroke, clipsToPlotArea: true))
        guard context.layer.showsSymbols else { return .whole([line]) }
        let symbols: [SceneNode] = marks.compactMap { mark in
            guard (-1e-9...1 + 1e-9).contains(mark.centreX), (-1e-9...1 + 1e-9).contains(mark.y1) else { return nil }
            return context.symbol(mark, classes: "mark line-symbol", cx: layout.px(mark.centreX), cy: layout.py(mark.y1))
        }
        return .whole([line] + symbols)
    }

    /// The stroke of a series' line: the author's (`lineStyle(StrokeStyle(...))`) where given, else round
    /// ends and the series' width and dash from the chart's look table.
    static func stroke(_ style: MarkStyle, series: ResolvedSeries?, color: Color, theme: Theme) -> Stroke {
        let width = style.lineWidth ?? series?.lineWidth ?? theme.lineWidth
        let dash = series?.dash ?? []
        return style.stroke(color: color, width: width, dash: dash.map { $0 * width / 2 }, lineCap: .round, lineJoin: .round)
    }

    /// The stroke series `index`'s line is drawn with, when the author set it (a dash or width of the marks'
    /// own, `lineStyle(StrokeStyle(...))`, or a line style scale's width): the series' key shows it as drawn.
    /// Nil where the line takes the chart's own look, which the key shows in its usual short form.
    static func authorsStroke(ofSeries index: Int, in chart: ResolvedChart, color: Color, theme: Theme) -> Stroke? {
        guard index >= 0 && index < chart.series.count else { return nil }
        let series = chart.series[index]
        for layer in chart.layers where layer.type == .line {
            guard let mark = layer.marks.first(where: { $0.series == index }) else { continue }
            // As the line is stroked: its first mark's style over the layer's.
            let style = mark.style.map { layer.style.overridden(by: $0) } ?? layer.style
            guard style.dash != nil || style.lineWidth != nil || series.lineWidth != nil else { return nil }
            return stroke(style, series: series, color: color, theme: theme)
        }
        return nil
    }
}

extension MarkType {
    /// Lines: `LineMark`.
    public static let line = MarkType(registering: "line")
}
