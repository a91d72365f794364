import PlotlineScene
/// Bars compare categories and sums (M1). Vertical when x is a category or a date, horizontal when y is.
/// Bars start at zero (X2) and stack when several series share a position, unless `position(by:)` groups them.
public struct BarMark: Mark {
    public var instance: MarkInstance

    /// `width` and `height` (``MarkDimension``) size the bar across its band: `.fixed(8)`, `.ratio(0.5)`,
    /// `.inset(4)`, or a number of points.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                            stacking: MarkStackingMethod = .standard) {
        instance = MarkInstance(.bar, [.x: x.plotted, .y: y.plotted])
        instance.stacking = stacking
        instance.style.setSize(width: width, height: height)
    }

    /// A bar across the whole plot height, like one segment of a single stacked bar.
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        instance = MarkInstance(.bar, [.x: x.plotted])
        instance.stacking = stacking
        instance.style.setSize(width: width, height: .automatic)
    }

    /// A bar up the whole plot width.
    public init<Y: Plottable>(y: PlottableValue<Y>, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        instance = MarkInstance(.bar, [.y: y.plotted])
        instance.stacking = stacking
        instance.style.setSize(width: .automatic, height: height)
    }

    /// A vertical bar from `yStart` to `yEnd` (a range bar).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        instance = MarkInstance(.bar, [.x: x.plotted, .yStart: yStart.plotted, .yEnd: yEnd.plotted])
        instance.style.setSize(width: width, height: .automatic)
    }

    /// A horizontal bar from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        instance = MarkInstance(.bar, [.xStart: xStart.plotted, .xEnd: xEnd.plotted, .y: y.plotted])
        instance.style.setSize(width: .automatic, height: height)
    }
}

extension BarMark: MarkDefinition {
    static let type = MarkType.bar
    static let words = MarkWords(chart: .barChart, counted: .bars)
    static let channelSets: [Set<Channel>] = [[.x, .y], [.x], [.y], [.x, .yStart, .yEnd], [.xStart, .xEnd, .y]]
    static let startsAtZero = true
    static let stacking = StackingRule.acrossSeriesAndRows
    static let fillsPosition = true
    static let canLieAlongX = true
    static let overviewRank = 1

    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks {
        .each(marks.map { context.rectangle($0, className: "bar") })
    }

    static func focus(_ mark: ResolvedMark, plotArea: Rect) -> MarkFocus { .box(box(mark, plotArea: plotArea)) }
}

extension MarkType {
    /// Bars: `BarMark`.
    public static let bar = MarkType(registering: "bar")
}
