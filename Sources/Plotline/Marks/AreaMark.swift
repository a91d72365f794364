/// An area fills between a line and zero (or between two values); areas of several series stack.
public struct AreaMark: Mark {
    public var instance: MarkInstance

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            stacking: MarkStackingMethod = .standard) {
        instance = MarkInstance(.area, [.x: x.plotted, .y: y.plotted])
        instance.stacking = stacking
    }

    /// A band between `yStart` and `yEnd` along x (a range, like a resting heart-rate band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        instance = MarkInstance(.area, [.x: x.plotted, .yStart: yStart.plotted, .yEnd: yEnd.plotted])
    }

    /// A band between `xStart` and `xEnd` along y.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.area, [.xStart: xStart.plotted, .xEnd: xEnd.plotted, .y: y.plotted])
    }
}
