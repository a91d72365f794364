import PlotlineScene
/// A straight line across the plot area at a value (a goal, an average), or a segment between two values.
public struct RuleMark: Mark {
    public var instance: MarkInstance

    /// A horizontal rule across the whole plot width at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        instance = MarkInstance(.rule, [.y: y.plotted])
    }

    /// A vertical rule across the whole plot height at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        instance = MarkInstance(.rule, [.x: x.plotted])
    }

    /// A vertical segment at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        instance = MarkInstance(.rule, [.x: x.plotted, .yStart: yStart.plotted, .yEnd: yEnd.plotted])
    }

    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.rule, [.xStart: xStart.plotted, .xEnd: xEnd.plotted, .y: y.plotted])
    }
}

extension RuleMark: MarkDefinition {
    static let type = MarkType.rule
    static let words = MarkWords(chart: .ruleChart, counted: .rules)
    static let channelSets: [Set<Channel>] = [[.y], [.x], [.x, .yStart, .yEnd], [.xStart, .xEnd, .y]]
    static let coversDateUnit = false
    static let reference = ReferenceKind.value
    static let swatch = LegendLayout.Swatch.line
    static let overviewRank = 6

    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks {
        let layout = context.layout
        return .each(marks.map { mark in
            // `offset(x:yStart:yEnd:)` moves the rule, or one of its ends, in points.
            let ends = (context.style(mark).offset ?? MarkOffset()).apply(x: (layout.px(mark.x0), layout.px(mark.x1)),
                                                                          y: (layout.py(mark.y0), layout.py(mark.y1)))
            return .shape(SceneShape(classes: "mark rule", attributes: MarkDrawContext.attributes(mark),
                              geometry: .line(x1: ends.x.0, y1: ends.y.0, x2: ends.x.1, y2: ends.y.1),
                              stroke: context.style(mark).stroke(color: context.fill(mark), width: 1.5, dash: [],
                                                                  lineCap: .butt, lineJoin: .miter),
                              clipsToPlotArea: true))
        })
    }

    static func focus(_ mark: ResolvedMark, plotArea: Rect) -> MarkFocus { .box(box(mark, plotArea: plotArea)) }
}

extension MarkType {
    /// Rules: `RuleMark` (a goal, an average, a low-to-high range).
    public static let rule = MarkType(registering: "rule")
}
