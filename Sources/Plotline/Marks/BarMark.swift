/// Bars compare categories and sums (M1). Vertical when x is a category or a date, horizontal when y is.
/// Bars start at zero (X2) and stack when several series share a position, unless `position(by:)` groups them.
public struct BarMark: Mark {
    public var instance: MarkInstance

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            stacking: MarkStackingMethod = .standard) {
        instance = MarkInstance(.bar, [.x: x.plotted, .y: y.plotted])
        instance.stacking = stacking
    }

    /// A bar across the whole plot height, like one segment of a single stacked bar.
    public init<X: Plottable>(x: PlottableValue<X>, stacking: MarkStackingMethod = .standard) {
        instance = MarkInstance(.bar, [.x: x.plotted])
        instance.stacking = stacking
    }

    /// A bar up the whole plot width.
    public init<Y: Plottable>(y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        instance = MarkInstance(.bar, [.y: y.plotted])
        instance.stacking = stacking
    }

    /// A vertical bar from `yStart` to `yEnd` (a range bar).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        instance = MarkInstance(.bar, [.x: x.plotted, .yStart: yStart.plotted, .yEnd: yEnd.plotted])
    }

    /// A horizontal bar from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.bar, [.xStart: xStart.plotted, .xEnd: xEnd.plotted, .y: y.plotted])
    }
}
