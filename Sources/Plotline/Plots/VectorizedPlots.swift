import Foundation
import PlotlineScene

// The seven plots over a collection, as Swift Charts declares them: the marks one `ForEach` of the
// matching mark would make, built from key paths instead of a closure per element.
//
// ```swift
// Chart {
//     LinePlot(sales, x: .value("Day", \.day), y: .value("Sales", \.sales))
//         .foregroundStyle(by: .value("City", \.city))
// }
// ```

/// Lines through a collection (`LinePlot(data, x:y:)`) or through a function (`LinePlot(x:y:domain:)`).
public struct LinePlot<Content: PlotContent>: MarkPlot {
    public var plot: PlotMarks<Content>

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { LineMark(x: x($0), y: y($0)).instance }
    }

    /// Lines split by `series` (one line per value) in one style, as `LineMark(x:y:series:)` splits them.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { LineMark(x: x($0), y: y($0), series: series($0)).instance }
    }
}

/// Bars for every element of a collection.
public struct BarPlot<Content: PlotContent>: MarkPlot {
    public var plot: PlotMarks<Content>

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { BarMark(x: x($0), y: y($0), width: width, height: height, stacking: stacking).instance }
    }

    /// Vertical range bars from `yStart` to `yEnd`, `width` across their band.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>,
        width: MarkDimension = .automatic
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { BarMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0), width: width).instance }
    }

    /// Horizontal range bars from `xStart` to `xEnd`, `height` across their band.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>, height: MarkDimension = .automatic
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { BarMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0), height: height).instance }
    }
}

/// Points for every element of a collection.
public struct PointPlot<Content: PlotContent>: MarkPlot {
    public var plot: PlotMarks<Content>

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { PointMark(x: x($0), y: y($0)).instance }
    }
}

/// An area under a collection or a function (`AreaPlot(x:y:domain:)`), or between two functions.
public struct AreaPlot<Content: PlotContent>: MarkPlot {
    public var plot: PlotMarks<Content>

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { AreaMark(x: x($0), y: y($0), stacking: stacking).instance }
    }

    /// A band from `yStart` to `yEnd` along x.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { AreaMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0)).instance }
    }

    /// Areas split by `series`, stacked (by default) in one style, as `AreaMark(x:y:series:stacking:)` splits them.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>, stacking: MarkStackingMethod = .standard
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { AreaMark(x: x($0), y: y($0), series: series($0), stacking: stacking).instance }
    }

    /// Bands from `yStart` to `yEnd`, one per value of `series`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { Self.splitting(AreaMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0)).instance, by: series($0)) }
    }

    /// Horizontal bands from `xStart` to `xEnd`, one per value of `series`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, S>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { Self.splitting(AreaMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0)).instance, by: series($0)) }
    }

    /// A mark put in a series of one style, as `series:` does.
    static func splitting<S: Plottable>(_ mark: MarkInstance, by series: PlottableValue<S>) -> MarkInstance {
        var mark = mark
        mark.channels[.series] = series.plotted
        return mark
    }
}

/// Rectangles for every element of a collection: the cells of a heat map.
public struct RectanglePlot<Content: PlotContent>: MarkPlot {
    public var plot: PlotMarks<Content>

    /// A rectangle at each element's `x` and `y`, filling its band or `width` by `height` around the value
    /// (``MarkDimension``: `.ratio(1)` a whole band, `.fixed(6)` points).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { RectangleMark(x: x($0), y: y($0), width: width, height: height).instance }
    }

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) {
            RectangleMark(xStart: xStart($0), xEnd: xEnd($0), yStart: yStart($0), yEnd: yEnd($0)).instance
        }
    }
}

/// Rules for every element of a collection: across the plot at each `x` or `y`, or over a range.
public struct RulePlot<Content: PlotContent>: MarkPlot {
    public var plot: PlotMarks<Content>

    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { RuleMark(x: x($0)).instance }
    }

    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { RuleMark(y: y($0)).instance }
    }

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { RuleMark(x: x($0), yStart: yStart($0), yEnd: yEnd($0)).instance }
    }

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) { RuleMark(xStart: xStart($0), xEnd: xEnd($0), y: y($0)).instance }
    }
}

/// The sectors of a pie or donut, one per element of a collection.
public struct SectorPlot<Content: PlotContent>: MarkPlot {
    public var plot: PlotMarks<Content>

    public init<Data: RandomAccessCollection, V: Plottable>(
        _ data: Data, angle: PlottableProjection<Data.Element, V>, innerRadius: MarkDimension = .ratio(0),
        outerRadius: MarkDimension = .ratio(1), angularInset: Double = 0
    ) where Content == VectorizedPlotContent<Data> {
        plot = Self.marks(data) {
            SectorMark(angle: angle($0), innerRadius: innerRadius, outerRadius: outerRadius,
                       angularInset: angularInset).instance
        }
    }
}
