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
            let style = context.style(mark)
            let ends = Self.ends(mark, style: style, layout: layout)
            return .shape(SceneShape(classes: "mark rule", attributes: MarkDrawContext.attributes(mark),
                              geometry: .line(x1: ends.x.0, y1: ends.y.0, x2: ends.x.1, y2: ends.y.1),
                              stroke: style.stroke(color: context.fill(mark), width: 1.5, dash: [],
                                                   lineCap: .butt, lineJoin: .miter),
                              clipsToPlotArea: !Self.leavesPlotArea(style)))
        })
    }

    /// Whether the rule spans the plot area from top to bottom (`RuleMark(x:)` with no y of its own).
    static func spansHeight(_ mark: ResolvedMark) -> Bool {
        mark.x0 == mark.x1 && mark.yValue == nil && mark.y0 == 0 && mark.y1 == 1
    }

    /// The rule's ends in points, `(x0, x1)` and `(y0, y1)` from its start to its end, moved by
    /// `offset(x:yStart:yEnd:)`. A rule across the whole height starts at the top, as Swift Charts draws it:
    /// `offset(yStart: -10)` raises its top 10 points above the plot area (to meet a popover over it).
    static func ends(_ mark: ResolvedMark, style: MarkStyle, layout: ChartLayout)
        -> (x: (Double, Double), y: (Double, Double)) {
        let y = spansHeight(mark) ? (layout.py(mark.y1), layout.py(mark.y0)) : (layout.py(mark.y0), layout.py(mark.y1))
        return (style.offset ?? MarkOffset()).apply(x: (layout.px(mark.x0), layout.px(mark.x1)), y: y)
    }

    /// A rule whose end was moved (`offset(yStart: -10)`) is drawn whole, past the plot area if the move
    /// takes it there; other rules are cut to the plot area (a scrolled chart's rules off screen).
    static func leavesPlotArea(_ style: MarkStyle) -> Bool {
        guard let offset = style.offset else { return false }
        return [offset.xStart, offset.xEnd, offset.yStart, offset.yEnd].contains { ($0 ?? 0) != 0 }
    }

    /// Where the rule is drawn, ends moved: its annotations sit beside it there.
    static func drawnFrame(_ mark: ResolvedMark, style: MarkStyle, layer: ResolvedLayer, layout: ChartLayout)
        -> (x0: Double, x1: Double, y0: Double, y1: Double) {
        let ends = Self.ends(mark, style: style, layout: layout)
        return (min(ends.x.0, ends.x.1), max(ends.x.0, ends.x.1), min(ends.y.0, ends.y.1), max(ends.y.0, ends.y.1))
    }

    /// How far the rule's top rises above the plot area's top edge, in points (0 when it does not).
    static func rise(_ mark: ResolvedMark, style: MarkStyle) -> Double {
        guard let offset = style.offset, max(mark.y0, mark.y1) >= 1 - 1e-9 else { return 0 }
        let top = spansHeight(mark) ? offset.yStart : (mark.y1 >= mark.y0 ? offset.yEnd : offset.yStart)
        return max(0, -((offset.y ?? 0) + (top ?? 0)))
    }

    static func focus(_ mark: ResolvedMark, plotArea: Rect) -> MarkFocus { .box(box(mark, plotArea: plotArea)) }
}

extension MarkType {
    /// Rules: `RuleMark` (a goal, an average, a low-to-high range).
    public static let rule = MarkType(registering: "rule")
}
