import Foundation
import PlotlineScene

/// What a plot is built from: a collection (``VectorizedPlotContent``) or a function
/// (``FunctionPlotContent``). It only decides which modifiers a plot has.
public protocol PlotContent: Sendable {}

/// A plot over a collection: one mark per element, with modifiers that read each element by key path.
///
/// The elements are kept only so that key-path modifiers can read them while the chart is declared; they
/// are never read after the chart is built, nor from another thread, hence `@unchecked`.
public struct VectorizedPlotContent<Data: RandomAccessCollection>: PlotContent, @unchecked Sendable {
    let elements: [Data.Element]
}

/// A plot of a function, sampled into marks (see `FunctionSampling`).
public struct FunctionPlotContent: PlotContent {
    let sampler: FunctionSampler
}

/// The marks a plot declares and what they were made from.
public struct PlotMarks<Content: PlotContent>: Sendable {
    var content: Content
    var marks: [MarkInstance]
    /// A problem found while the plot was declared (a function's domain that is not finite).
    var problem: PlotlineError?
    /// A function plot's mark before sampling, with the plot's modifiers, for marks sampled later over
    /// the chart's x domain.
    var template: MarkInstance?
}

/// A plot: many marks of one kind declared at once, as Swift Charts' `LinePlot`, `BarPlot`, `PointPlot`,
/// `AreaPlot`, `RectanglePlot`, `RulePlot` and `SectorPlot` declare them. Its marks make one layer, the
/// same layer a `ForEach` of the matching marks makes, so it draws, reads and sounds the same.
public protocol MarkPlot: ChartContent {
    associatedtype Content: PlotContent
    var plot: PlotMarks<Content> { get set }
}

/// A mark of any kind, so that a plot's marks take the marks' own modifiers.
struct PlottedMark: Mark {
    var instance: MarkInstance
}

extension MarkPlot {
    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        if let problem = plot.problem {
            collector.report(problem)
            return
        }
        if let function = plot.content as? FunctionPlotContent, function.sampler.domain == nil,
           let template = plot.template {
            // No domain of its own: sampled over the chart's x domain, once the chart has one.
            collector.hasFunctionWithoutDomain = true
            guard let domain = collector.functionDomain else {
                collector.report(.invalidOption(name: function.sampler.name,
                    reason: "a function plot needs a domain: give it domain: or the chart .chartXScale(domain:)"))
                return
            }
            if let problem = FunctionSampler.check(domain, of: function.sampler.name) {
                collector.report(problem)
                return
            }
            for mark in function.sampler.marks(over: domain) {
                var styled = template
                styled.channels.merge(mark.channels) { _, sampled in sampled }
                collector.add(styled, at: path)
            }
            return
        }
        for mark in plot.marks { collector.add(mark, at: path) }
    }

    /// Every mark changed as the matching modifier of a single mark changes it.
    func everyMark(_ change: (PlottedMark) -> PlottedMark) -> Self {
        var copy = self
        copy.plot.marks = plot.marks.map { change(PlottedMark(instance: $0)).instance }
        copy.plot.template = plot.template.map { change(PlottedMark(instance: $0)).instance }
        return copy
    }

    /// One style for every mark: `.blue`, `.red.opacity(0.5)`, `Color(red:green:blue:)`, a gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { everyMark { $0.foregroundStyle(style) } }

    /// One color for every mark, as a CSS color ("#0a84ff").
    public func foregroundStyle(_ color: String) -> Self { everyMark { $0.foregroundStyle(color) } }

    /// The whole plot as one series named by a constant: `.foregroundStyle(by: .value("Expression", "sin(x)"))`.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> Self {
        everyMark { $0.foregroundStyle(by: value) }
    }

    /// The whole plot as one series of one dash pattern.
    public func lineStyle<V: Plottable>(by value: PlottableValue<V>) -> Self { everyMark { $0.lineStyle(by: value) } }

    /// The whole plot as one series of one symbol.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> Self { everyMark { $0.symbol(by: value) } }

    /// How lines and rules are stroked (`StrokeStyle(lineWidth: 2, dash: [5, 3])`).
    public func lineStyle(_ style: StrokeStyle) -> Self { everyMark { $0.lineStyle(style) } }

    /// One symbol shape for every point.
    public func symbol(_ shape: SymbolShape) -> Self { everyMark { $0.symbol(shape) } }

    /// Every point symbol's box, in points.
    public func symbolSize(_ size: CGSize) -> Self { everyMark { $0.symbolSize(size) } }

    /// Every point symbol's area, in square points.
    public func symbolSize(_ size: Double) -> Self { everyMark { $0.symbolSize(size) } }

    /// 0 (invisible) to 1 (opaque).
    public func opacity(_ opacity: Double) -> Self { everyMark { $0.opacity(opacity) } }

    /// How a line or area passes between its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { everyMark { $0.interpolationMethod(method) } }

    /// The stroke width of lines and rules, in points.
    public func lineWidth(_ width: Double) -> Self { everyMark { $0.lineWidth(width) } }

    /// Rounded corners for bars and rectangles.
    public func cornerRadius(_ radius: Double) -> Self { everyMark { $0.cornerRadius(radius) } }

    /// Leaves the plot out of labels, the descriptor and the audio graph.
    public func accessibilityHidden(_ hidden: Bool = true) -> Self { everyMark { $0.accessibilityHidden(hidden) } }
}

extension MarkPlot {
    /// The plot's marks, one per element of `data`, each made by `mark`.
    static func marks<Data: RandomAccessCollection>(
        _ data: Data, _ mark: (Data.Element) -> MarkInstance
    ) -> PlotMarks<VectorizedPlotContent<Data>> {
        let elements = Array(data)
        return PlotMarks(content: VectorizedPlotContent(elements: elements), marks: elements.map(mark))
    }
}

extension MarkPlot {
    /// Each mark changed by the value `projection` reads from its element.
    func eachMark<Data: RandomAccessCollection, V: Plottable>(
        _ projection: PlottableProjection<Data.Element, V>,
        _ change: (PlottedMark, PlottableValue<V>) -> PlottedMark
    ) -> Self where Content == VectorizedPlotContent<Data> {
        var copy = self
        copy.plot.marks = zip(plot.marks, plot.content.elements).map { mark, element in
            change(PlottedMark(instance: mark), projection(element)).instance
        }
        return copy
    }

    /// Each mark's own style, read from its element.
    func eachMark<Data: RandomAccessCollection, T>(
        _ keyPath: KeyPath<Data.Element, T>, _ change: (PlottedMark, T) -> PlottedMark
    ) -> Self where Content == VectorizedPlotContent<Data> {
        var copy = self
        copy.plot.marks = zip(plot.marks, plot.content.elements).map { mark, element in
            change(PlottedMark(instance: mark), element[keyPath: keyPath]).instance
        }
        return copy
    }

    /// Splits the marks into series by a value of each element: `.foregroundStyle(by: .value("City", \.city))`.
    public func foregroundStyle<Data: RandomAccessCollection, V: Plottable>(
        by projection: PlottableProjection<Data.Element, V>
    ) -> Self where Content == VectorizedPlotContent<Data> {
        eachMark(projection) { $0.foregroundStyle(by: $1) }
    }

    /// Splits points into series by symbol shape, read from each element.
    public func symbol<Data: RandomAccessCollection, V: Plottable>(
        by projection: PlottableProjection<Data.Element, V>
    ) -> Self where Content == VectorizedPlotContent<Data> {
        eachMark(projection) { $0.symbol(by: $1) }
    }

    /// Splits lines into series by dash pattern, read from each element.
    public func lineStyle<Data: RandomAccessCollection, V: Plottable>(
        by projection: PlottableProjection<Data.Element, V>
    ) -> Self where Content == VectorizedPlotContent<Data> {
        eachMark(projection) { $0.lineStyle(by: $1) }
    }

    /// Sizes points by a number read from each element (a bubble chart).
    public func symbolSize<Data: RandomAccessCollection, V: Plottable>(
        by projection: PlottableProjection<Data.Element, V>
    ) -> Self where Content == VectorizedPlotContent<Data> {
        eachMark(projection) { $0.symbolSize(by: $1) }
    }

    /// Places bars side by side within their band by a value read from each element.
    public func position<Data: RandomAccessCollection, V: Plottable>(
        by projection: PlottableProjection<Data.Element, V>
    ) -> Self where Content == VectorizedPlotContent<Data> {
        eachMark(projection) { $0.position(by: $1) }
    }

    /// Each mark's own style, read from its element: `.foregroundStyle(\.color)`.
    public func foregroundStyle<Data: RandomAccessCollection, S: ShapeStyle>(
        _ keyPath: KeyPath<Data.Element, S>
    ) -> Self where Content == VectorizedPlotContent<Data> {
        eachMark(keyPath) { $0.foregroundStyle($1) }
    }

    /// Each mark's own opacity, read from its element: `.opacity(\.confidence)`.
    public func opacity<Data: RandomAccessCollection>(
        _ keyPath: KeyPath<Data.Element, Double>
    ) -> Self where Content == VectorizedPlotContent<Data> {
        eachMark(keyPath) { $0.opacity($1) }
    }

    /// Each point's own symbol area, read from its element.
    public func symbolSize<Data: RandomAccessCollection>(
        _ keyPath: KeyPath<Data.Element, Double>
    ) -> Self where Content == VectorizedPlotContent<Data> {
        eachMark(keyPath) { $0.symbolSize($1) }
    }
}
