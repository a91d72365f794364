import Foundation
import PlotlineScene

/// What a chart's overlay or background is told about the drawn chart, as Swift Charts' `ChartProxy`: where
/// the plot area is and where a value is on it, read from the chart's own scales once it is laid out.
///
/// Positions are in points from the plot area's top leading corner, as Swift Charts gives them; add the plot
/// area's origin (`geometry[proxy.plotFrame!].origin`) to place a view in the overlay:
///
/// ```swift
/// .chartOverlay { proxy in
///     GeometryReader { geometry in
///         if let x = proxy.position(forX: selectedDay) {
///             Rectangle().fill(.red).frame(width: 2, height: proxy.plotSize.height)
///                 .position(x: geometry[proxy.plotFrame!].origin.x + x, y: geometry[proxy.plotFrame!].midY)
///         }
///     }
/// }
/// ```
public struct ChartProxy {
    /// The plot area in the overlay's points.
    let plot: CGRect
    let x: PositionScale?
    let y: PositionScale?
    /// The places on the plot area (0 to 1) the overlay's code asked for, when the drawing keeps them: where
    /// a selection the overlay draws stands.
    var asked: AskedPlaces? = nil
    /// Where the scales' 0 to 1 lies, in the plot's coordinates: the whole plot, less a padded range's padding
    /// (``ChartLayout/dataArea``).
    var data: CGRect? = nil
    private var along: CGRect { data ?? CGRect(x: 0, y: 0, width: plot.width, height: plot.height) }

    /// The plot area's frame, read through a `GeometryProxy`: `geometry[proxy.plotFrame!]`.
    public var plotFrame: Anchor<CGRect>? { Anchor(value: plot) }
    /// The plot area's frame (Swift Charts' earlier name).
    public var plotAreaFrame: Anchor<CGRect> { Anchor(value: plot) }
    /// The frame holding the plot area and its axes: the chart's.
    public var plotContainerFrame: Anchor<CGRect>? { Anchor(value: plot) }
    public var plotSize: CGSize { plot.size }
    public var plotAreaSize: CGSize { plot.size }

    /// Where `value` is along the x axis, in points from the plot area's leading edge: a category's band
    /// centre, a date's or number's place on the scale; nil for a value of another kind.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        guard let x, let t = Self.position(of: value.dataValue, on: x) else { return nil }
        asked?.x.append(t)
        return along.minX + CGFloat(t) * along.width
    }

    /// Where `value` is along the y axis, in points from the plot area's top edge.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        guard let y, let t = Self.position(of: value.dataValue, on: y) else { return nil }
        asked?.y.append(t)
        return along.minY + CGFloat(1 - t) * along.height
    }

    /// Where a pair of values is, from the plot area's top leading corner.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// The span of a category's band (or a value's point) along x.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        guard let x else { return nil }
        if x.kind == .band, case .category(let name) = value.dataValue, let index = x.index(of: name) {
            let band = x.band(index)
            return along.minX + CGFloat(band.lowerBound) * along.width...along.minX + CGFloat(band.upperBound) * along.width
        }
        return position(forX: value).map { $0...$0 }
    }

    /// The value at `position` points from the plot area's leading edge: a number, a date, or the category
    /// whose band holds it.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let x, along.width > 0 else { return nil }
        return Self.value(at: Double((position - along.minX) / along.width), on: x).flatMap { P(dataValue: $0) }
    }

    /// The value at `position` points from the plot area's top edge.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let y, along.height > 0 else { return nil }
        return Self.value(at: 1 - Double((position - along.minY) / along.height), on: y).flatMap { P(dataValue: $0) }
    }

    /// The pair of values at a point of the plot area.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type) -> (X, Y)? {
        guard let vx = value(atX: location.x, as: X.self), let vy = value(atY: location.y, as: Y.self) else { return nil }
        return (vx, vy)
    }

    /// Selecting by position is the page's scrubbing; a picture selects nothing.
    public func selectXValue(at position: CGFloat) {}
    public func selectYValue(at position: CGFloat) {}
    public func selectXRange(from: CGFloat, to: CGFloat) {}

    /// A value's place on a scale from 0 (leading, bottom) to 1.
    static func position(of value: DataValue, on scale: PositionScale) -> Double? {
        switch (value, scale.kind) {
        case (.category(let name), .band): scale.index(of: name).map { scale.position(Double($0)) }
        case (.number(let v), let kind) where kind != .band: scale.position(v)
        case (.date(let v), .time): scale.position(v)
        default: nil
        }
    }

    /// The value at a place on a scale (0 leading or bottom, 1 trailing or top).
    static func value(at t: Double, on scale: PositionScale) -> DataValue? {
        var along = t
        if scale.reversed { along = 1 - along }
        let lo = scale.domain.lowerBound, hi = scale.domain.upperBound
        switch scale.kind {
        case .band:
            guard !scale.categories.isEmpty else { return nil }
            // The category whose place is nearest.
            let nearest = scale.categories.indices.min { abs(scale.position(Double($0)) - t) < abs(scale.position(Double($1)) - t) }!
            return .category(scale.categories[nearest])
        case .time: return .date(lo + along * (hi - lo))
        case .linear: return .number(lo + along * (hi - lo))
        case .log:
            guard lo > 0, hi > 0 else { return nil }
            return .number(pow(10, log10(lo) + along * (log10(hi) - log10(lo))))
        case .squareRoot:
            let f = PositionScale.signedSquareRoot, a = f(lo), b = f(hi), v = a + along * (b - a)
            return .number(v < 0 ? -v * v : v * v)
        case .symmetricLog:
            let a = PositionScale.symmetricLog(lo), b = PositionScale.symmetricLog(hi), v = a + along * (b - a)
            return .number(v < 0 ? -expm1(-v) : expm1(v))
        }
    }
}

/// The places along x and y (0 to 1 on the plot area) an overlay's code asked a ``ChartProxy`` for while its
/// views were made.
final class AskedPlaces {
    var x: [Double] = []
    var y: [Double] = []
}

/// A frame handed from a chart's proxy to a `GeometryProxy`, as SwiftUI's `Anchor`.
public struct Anchor<Value> {
    let value: Value
}

/// The space a `GeometryReader` is given, as SwiftUI's `GeometryProxy`: its size, and a chart proxy's frames
/// in its own points (`geometry[proxy.plotFrame!]`).
public struct GeometryProxy {
    public let size: CGSize
    /// Where the reader is in the chart, for frames in `.global` space.
    let origin: CGPoint

    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }

    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: CGRect(origin: origin, size: size)
        default: CGRect(origin: .zero, size: size)
        }
    }

    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A view whose views read the space it is given, as SwiftUI's `GeometryReader`: it takes all of it and
/// places its views at its top leading corner. In a chart's overlay it is given the chart's size.
public struct GeometryReader<Content: View>: View, TreeView, @unchecked Sendable {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func tree(in context: ViewContext) -> ViewTree {
        let proxy = GeometryProxy(size: context.size, origin: .zero)
        return .geometryReader(ViewTree.children([content(proxy)], in: context))
    }
}

/// The points a position is measured in, as SwiftUI's `CoordinateSpace`: `.local`, `.global`, `.named("chart")`.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}
