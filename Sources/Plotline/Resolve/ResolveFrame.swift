import Foundation
import PlotlineScene

/// What one placement of a chart's bound layers is asked for beyond its spec. The stages that fit a chart
/// (a plot area of a given size, a scrolling window and the whole chart at the window's scale) each set a
/// frame and place the same bound data again; none rewrites the spec. (A range padded in points is the
/// layout's: ``ChartLayout/dataArea``.)
struct ResolveFrame {
    /// The chart's size in points, where a stage sized it around a plot area.
    var width: Double?
    var height: Double?
    /// The plot area's size a stage asks for (the whole of a scrolling chart), over the spec's plot style.
    var plotWidth: Double?
    var plotHeight: Double?
    /// The part of the domain shown (a scrolling window, or the whole domain at the window's scale): drawn
    /// as a fixed domain is, but, not being the author's, it keeps large data reduced.
    var xView: [JSONScalar]?
    var yView: [JSONScalar]?
    /// Ticks asked for on an axis that leaves the count to the chart (the whole of a scrolling chart has as
    /// many ticks per point as its window).
    var xTickCount: Int?
    var yTickCount: Int?
    /// How many times the plot's size the whole data spans along each axis: a window showing a fifth of
    /// the domain reduces large layers at five times the density, so what it shows is reduced per point.
    var xDensity = 1.0
    var yDensity = 1.0

    /// The numbers or instants a scrolling window shows along x (large lines keep the rows drawn there).
    var xWindow: ClosedRange<Double>? {
        guard xDensity > 1, let view = xView, view.count == 2, case .number(let a) = view[0], case .number(let b) = view[1],
              a.isFinite, b.isFinite else { return nil }
        return min(a, b)...max(a, b)
    }

    /// The scale spec a placement uses: the author's, with the frame's view as its domain.
    func scale(_ spec: ScaleSpec?, view: [JSONScalar]?) -> ScaleSpec? {
        guard let view else { return spec }
        var scale = spec ?? ScaleSpec()
        scale.domain = view
        return scale
    }

    /// The axis spec a placement uses: the author's, with the frame's tick count where the author left it.
    func axis(_ spec: AxisSpec?, tickCount: Int?) -> AxisSpec? {
        guard let tickCount, spec?.tickCount == nil, spec?.values == nil, spec?.stride == nil else { return spec }
        var axis = spec ?? AxisSpec()
        axis.tickCount = tickCount
        return axis
    }
}
