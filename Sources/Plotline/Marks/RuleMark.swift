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
