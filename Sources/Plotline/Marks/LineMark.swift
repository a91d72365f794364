/// Lines show change over time, one line per series (M2).
public struct LineMark: Mark {
    public var instance: MarkInstance

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.line, [.x: x.plotted, .y: y.plotted])
    }
}
