import PlotlineScene
/// A rectangle: a cell of a heat map, or a highlighted range of x and y.
public struct RectangleMark: Mark {
    public var instance: MarkInstance

    /// A rectangle filling the band at `x` and `y`, or `width` by `height` around the value
    /// (``MarkDimension``: `.fixed(20)`, `.ratio(0.8)`, `.inset(2)`, or a number of points).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        instance = MarkInstance(.rectangle, [.x: x.plotted, .y: y.plotted])
        instance.style.setSize(width: width, height: height)
    }

    /// A band the whole plot height at `x` (its category's band, a date's unit), `width` across it.
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic) {
        instance = MarkInstance(.rectangle, [.x: x.plotted])
        instance.style.setSize(width: width, height: .automatic)
    }

    /// A band the whole plot width at `y`, `height` across it.
    public init<Y: Plottable>(y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        instance = MarkInstance(.rectangle, [.y: y.plotted])
        instance.style.setSize(width: .automatic, height: height)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        instance = MarkInstance(.rectangle, [.xStart: xStart.plotted, .xEnd: xEnd.plotted,
                                             .yStart: yStart.plotted, .yEnd: yEnd.plotted])
    }

    /// A vertical strip: the band at `x`, from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        instance = MarkInstance(.rectangle, [.x: x.plotted, .yStart: yStart.plotted, .yEnd: yEnd.plotted])
        instance.style.setSize(width: width, height: .automatic)
    }

    /// A band across the whole plot width from `yStart` to `yEnd` (a normal range, like resting heart rate).
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        instance = MarkInstance(.rectangle, [.yStart: yStart.plotted, .yEnd: yEnd.plotted])
    }

    /// A band across the whole plot height from `xStart` to `xEnd` (a period, like a holiday).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        instance = MarkInstance(.rectangle, [.xStart: xStart.plotted, .xEnd: xEnd.plotted])
    }

    /// A horizontal strip: from `xStart` to `xEnd`, the band at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        instance = MarkInstance(.rectangle, [.xStart: xStart.plotted, .xEnd: xEnd.plotted, .y: y.plotted])
        instance.style.setSize(width: .automatic, height: height)
    }
}

extension RectangleMark: MarkDefinition {
    static let type = MarkType.rectangle
    static let words = MarkWords(chart: .rectangleChart, counted: .rectangles)
    static let channelSets: [Set<Channel>] = [[.x, .y], [.xStart, .xEnd, .yStart, .yEnd], [.x, .yStart, .yEnd],
                                              [.yStart, .yEnd], [.xStart, .xEnd], [.xStart, .xEnd, .y], [.x], [.y]]
    static let fillsPosition = true
    static let reference = ReferenceKind.range
    static let overviewRank = 5

    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks {
        .each(marks.map { context.rectangle($0, className: "rect") })
    }

    static func focus(_ mark: ResolvedMark, plotArea: Rect) -> MarkFocus { .box(box(mark, plotArea: plotArea)) }
}

extension MarkType {
    /// Rectangles: `RectangleMark` (a heat map's cells, a highlighted range).
    public static let rectangle = MarkType(registering: "rectangle")
}
