import Foundation
import PlotlineScene

/// Groups chart content without drawing anything of its own, as Swift Charts' `Plot { }`: a modifier
/// written on it applies to every mark inside (a mark's own modifier wins).
///
/// ```swift
/// Plot {
///     LineMark(x: .value("Day", d.day), y: .value("Steps", d.steps))
///     PointMark(x: .value("Day", d.day), y: .value("Steps", d.steps))
/// }
/// .foregroundStyle(by: .value("Person", d.person))
/// ```
public struct Plot: ChartContent, GroupStylable {
    let content: any ChartContent

    public init<Content: ChartContent>(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        content.collect(into: &collector, path: path)
    }
}

extension ChartContentBlock: GroupStylable {}

/// The modifiers Swift Charts allows on grouped content beyond styles: channels and geometry for every mark
/// inside.
extension ChartContent {
    private func grouped(_ change: (inout MarkStyle) -> Void = { _ in },
                         channels: [Channel: PlottedValue] = [:]) -> StyledChartContent {
        var style = MarkStyle()
        change(&style)
        var content = StyledChartContent(content: self, style: style, interpolation: nil)
        content.channels = channels
        return content
    }

    /// Splits every mark inside into series by color.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> StyledChartContent {
        grouped(channels: [.color: value.plotted])
    }

    /// Splits every point inside into series by symbol.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> StyledChartContent {
        grouped(channels: [.symbol: value.plotted])
    }

    /// Splits every line inside into series by dash.
    public func lineStyle<V: Plottable>(by value: PlottableValue<V>) -> StyledChartContent {
        grouped(channels: [.lineStyle: value.plotted])
    }

    /// Places every bar inside side by side within its band.
    public func position<V: Plottable>(by value: PlottableValue<V>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> StyledChartContent {
        grouped({ $0.positionSpan = span.kind == .automatic ? nil : span }, channels: [.position: value.plotted])
    }

    /// Rounded corners for every bar and rectangle inside.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> StyledChartContent {
        grouped { $0.cornerRadius = Double(radius) }
    }

    /// Moves every mark inside.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> StyledChartContent {
        grouped { $0.offset = MarkOffset.nonZero(x: Double(x), y: Double(y)) }
    }

    /// The drawing order of every mark inside.
    public func zIndex(_ value: Double) -> StyledChartContent { grouped { $0.zIndex = value } }

    /// Text beside every mark inside.
    public func annotation(_ text: String, position: AnnotationPosition = .top) -> StyledChartContent {
        grouped({ $0.annotationPosition = position },
                channels: [.annotation: PlottedValue(label: "annotation", value: .category(text))])
    }

    /// A gradient spans the plot area rather than each mark: every mark inside shows the part of it where
    /// it stands (bars rising into a gradient from blue at the bottom to red at the top).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> StyledChartContent {
        grouped { $0.alignsWithPlotArea = aligns }
    }

    /// Masks every mark inside with other chart content: they show only where its marks are drawn, as much
    /// as those are opaque (their alpha; their colors do not matter). The mask's marks are placed with the
    /// chart's scales, do not widen them, and are not data: the descriptor, the words and the sound leave them out.
    public func mask<Content: ChartContent>(@ChartContentBuilder content: () -> Content) -> MaskedChartContent {
        MaskedChartContent(content: self, mask: content())
    }
}

extension Mark {
    /// The mark's gradient spans the plot area: see `alignsMarkStylesWithPlotArea(_:)` on any chart content.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> Self {
        var copy = self
        copy.instance.style.alignsWithPlotArea = aligns
        return copy
    }

    /// Masks the mark with other chart content: see `mask(content:)` on any chart content.
    public func mask<Content: ChartContent>(@ChartContentBuilder content: () -> Content) -> MaskedChartContent {
        MaskedChartContent(content: self, mask: content())
    }
}

/// Content with a `mask { }`: each layer inside carries the mask's marks (``MarkSpec/mask``); other
/// modifiers may still follow it, as in Swift Charts.
public struct MaskedChartContent: ChartContent, GroupStylable {
    let content: any ChartContent
    let mask: any ChartContent

    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        var masking = ContentCollector()
        masking.functionDomain = collector.functionDomain
        mask.collect(into: &masking, path: path)
        do {
            let marks = try masking.markSpecs()
            guard collector.masks.isEmpty else {
                collector.report(.invalidOption(name: "mask", reason: "a mask inside a mask is not drawn; give the marks one mask"))
                return
            }
            collector.masks.append(marks)
            content.collect(into: &collector, path: path)
            collector.masks.removeLast()
        } catch {
            collector.report(error)
        }
    }
}
