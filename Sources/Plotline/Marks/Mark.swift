import Foundation
import PlotlineScene

/// What every mark holds: its kind, the values on its channels and its constant style.
public struct MarkInstance: Sendable, Hashable {
    public var type: MarkType
    public var channels: [Channel: PlottedValue]
    public var style = MarkStyle()
    public var interpolation: InterpolationMethod?
    /// The order its line's points are joined in; by x when nil.
    public var pathOrder: PathOrder?
    public var stacking: MarkStackingMethod?

    init(_ type: MarkType, _ channels: [Channel: PlottedValue?]) {
        self.type = type
        self.channels = Self.spreadingRanges(channels.compactMapValues { $0 })
    }

    /// A range on x or y (`.value("Range", bins[i])`, a ``ChartBinRange``) spans from its lower to its
    /// upper bound: it fills `xStart` and `xEnd` (or `yStart` and `yEnd`), as a histogram's bar does.
    static func spreadingRanges(_ channels: [Channel: PlottedValue]) -> [Channel: PlottedValue] {
        var result = channels
        for (channel, start, end) in [(Channel.x, Channel.xStart, Channel.xEnd), (.y, .yStart, .yEnd)] {
            guard let ranged = channels[channel], let upper = ranged.upperBound,
                  channels[start] == nil, channels[end] == nil else { continue }
            var lower = ranged
            lower.upperBound = nil
            var higher = lower
            higher.value = upper
            result[channel] = nil
            result[start] = lower
            result[end] = higher
        }
        return result
    }
}

/// A mark in a chart: `BarMark`, `LineMark`, `PointMark`, `AreaMark`, `RuleMark`, `RectangleMark`.
/// Modifiers (`foregroundStyle(by:)`, `symbol(by:)` ...) return a changed copy.
public protocol Mark: ChartContent {
    var instance: MarkInstance { get set }
}

extension Mark {
    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        collector.add(instance, at: path)
    }

    func with(_ change: (inout MarkInstance) -> Void) -> Self {
        var copy = self
        change(&copy.instance)
        return copy
    }

    /// Splits marks into series by color (and, as soon as there are two series, by shape too: C2).
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> Self {
        with { $0.channels[.color] = value.plotted }
    }

    /// One color for every mark of this kind, as a CSS color ("#0a84ff", "red").
    public func foregroundStyle(_ color: String) -> Self { with { $0.style.color = color } }

    /// One style for every mark of this kind, as Swift Charts writes it: `.blue`, `.red.opacity(0.5)`,
    /// `Color(red:green:blue:)`, `.primary`, `.blue.gradient`, `.linearGradient(...)` (a gradient is painted
    /// across the mark, or across the plot area with `alignsMarkStylesWithPlotArea()`); a style's drop shadow
    /// (`.blue.shadow(.drop(radius: 4, y: 2))`) is drawn under each mark.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self {
        with {
            $0.style.color = style.cssColor
            $0.style.gradient = MarkGradient(style)
            $0.style.shadow = MarkShadow(style)
        }
    }

    /// How a line or rule is stroked: width, caps, joins, dash (`StrokeStyle(lineWidth: 2, dash: [5, 3])`).
    public func lineStyle(_ style: StrokeStyle) -> Self { with { style.apply(to: &$0.style) } }

    /// One symbol shape for every point (`symbol(.triangle)`), instead of one per series.
    public func symbol(_ shape: SymbolShape) -> Self { with { $0.style.symbol = shape } }

    /// A point symbol's box in points, as Swift Charts' `symbolSize(CGSize)`: the shape keeps its
    /// proportions, as large as the box allows.
    public func symbolSize(_ size: CGSize) -> Self {
        with {
            $0.style.symbolWidth = Double(size.width)
            $0.style.symbolHeight = Double(size.height)
        }
    }

    /// Splits point marks into series by symbol shape.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> Self {
        with { $0.channels[.symbol] = value.plotted }
    }

    /// Splits lines into series by dash pattern.
    public func lineStyle<V: Plottable>(by value: PlottableValue<V>) -> Self {
        with { $0.channels[.lineStyle] = value.plotted }
    }

    /// Places bars side by side within their band (grouped bars) instead of stacking them. `span` is how
    /// much of the band the group fills (``MarkDimension``: `.ratio(0.8)`, `.fixed(40)`, `.inset(4)`);
    /// `axis` is accepted as Swift Charts has it: Plotline groups along the bars' band axis.
    public func position<V: Plottable>(by value: PlottableValue<V>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> Self {
        with {
            $0.channels[.position] = value.plotted
            $0.style.positionSpan = span.kind == .automatic ? nil : span
        }
    }

    /// Sizes points by a number: the symbol's area grows with the value (a bubble chart).
    public func symbolSize<V: Plottable>(by value: PlottableValue<V>) -> Self {
        with { $0.channels[.size] = value.plotted }
    }

    /// Shows a number by the mark's opacity, from faint (the smallest value) to full (the largest), with a
    /// key of a few values. Not in Swift Charts; Vega-Lite's `opacity` channel.
    public func opacity<V: Plottable>(by value: PlottableValue<V>) -> Self {
        with { $0.channels[.opacity] = value.plotted }
    }

    /// Text beside the mark (A4): a goal's name on its rule, a note on a bar. Kept inside the chart.
    public func annotation(_ text: String, position: AnnotationPosition = .top) -> Self {
        with { $0.addAnnotation(text, position: position, layout: nil) }
    }

    /// How a line or area passes between points.
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { with { $0.interpolation = method } }

    /// The stroke width of a line or rule, in points.
    public func lineWidth(_ width: Double) -> Self { with { $0.style.lineWidth = width } }

    /// The area of a point symbol, in square points.
    public func symbolSize(_ size: Double) -> Self { with { $0.style.symbolSize = size } }

    /// 0 (invisible) to 1 (opaque).
    public func opacity(_ opacity: Double) -> Self { with { $0.style.opacity = opacity } }
}
