/// Points show individual values, relationships, outliers and clusters (M3).
public struct PointMark: Mark {
    public var instance: MarkInstance

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.point, [.x: x.plotted, .y: y.plotted])
    }
}
