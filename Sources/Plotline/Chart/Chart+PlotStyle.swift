import Foundation
import PlotlineScene

/// The plot area handed to `chartPlotStyle`'s closure, as Swift Charts hands it: the closure returns it with
/// a background, a border and a frame, and those are drawn (``PlotStyleSpec``).
public struct ChartPlotContent: Sendable {
    var style = PlotStyleSpec()
    /// Views behind the grid and the marks, in the order they are drawn (the last written furthest back).
    var views: [PlacedView] = []
    /// Space between the plot area's edges and its data (`padding`), in points: top, leading, bottom, trailing.
    var insets = (top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)

    /// Space between the plot area's edges and its marks, as SwiftUI's `padding` on the plot content
    /// (16 points when no length is given): drawn as the scales' `.plotDimension` padding, so the background
    /// and grid keep the whole plot area and the data sits inside it.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ChartPlotContent {
        let space = Double(length ?? 16)
        var copy = self
        if edges.contains(.top) { copy.insets.top += space }
        if edges.contains(.leading) { copy.insets.leading += space }
        if edges.contains(.bottom) { copy.insets.bottom += space }
        if edges.contains(.trailing) { copy.insets.trailing += space }
        return copy
    }
    public func padding(_ length: CGFloat) -> ChartPlotContent { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> ChartPlotContent {
        var copy = self
        copy.insets.top += Double(insets.top)
        copy.insets.leading += Double(insets.leading)
        copy.insets.bottom += Double(insets.bottom)
        copy.insets.trailing += Double(insets.trailing)
        return copy
    }

    /// A view behind the grid and the marks, offered the plot area's size, as SwiftUI's `background(_:alignment:)`:
    /// `.background(RoundedRectangle(cornerRadius: 8).fill(.gray.opacity(0.1)))`.
    @_disfavoredOverload
    public func background<V: View>(_ content: V, alignment: Alignment = .center) -> ChartPlotContent {
        var copy = self
        copy.views.insert(PlacedView(tree: ViewTree.of(content), alignment: alignment), at: 0)
        return copy
    }

    /// A view behind the grid and the marks, written in a closure: `.background { Color.gray.opacity(0.1) }`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ChartPlotContent {
        background(content(), alignment: alignment)
    }

    /// A fill behind the grid and the marks: `.background(.gray.opacity(0.1))`; a gradient
    /// (`.background(LinearGradient(colors: [.blue.opacity(0.2), .clear], startPoint: .top, endPoint: .bottom))`)
    /// runs across the plot area.
    public func background(_ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ChartPlotContent {
        var copy = self
        copy.style.background = style.cssColor
        copy.style.backgroundGradient = MarkGradient(style)
        return copy
    }

    /// A line along the plot area's edge, over the marks: `.border(.blue, width: 1)`.
    public func border(_ content: some ShapeStyle, width: CGFloat = 1) -> ChartPlotContent {
        var copy = self
        copy.style.border = PlotStyleSpec.Border(color: content.cssColor, width: Double(width))
        return copy
    }

    /// The plot area's size; the chart grows or shrinks around it. A side left out is the chart's.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ChartPlotContent {
        var copy = self
        if let width { copy.style.width = Double(width) }
        if let height { copy.style.height = Double(height) }
        // Proportions asked before: the side not given follows.
        if let ratio = style.aspectRatio {
            if let width, height == nil, style.height == nil { copy.style.height = Double(width) / ratio }
            if let height, width == nil, style.width == nil { copy.style.width = Double(height) * ratio }
        }
        return copy
    }

    /// The plot area's size from bounds: the ideal where given, else the minimum (a plot area has no size of
    /// its own to hold between them), a finite maximum when only that is given.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ChartPlotContent {
        func side(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> Double? {
            [ideal, min, max].lazy.compactMap { $0 }.map(Double.init).first { $0.isFinite }
        }
        var copy = self
        if let w = side(minWidth, idealWidth, maxWidth) { copy.style.width = w }
        if let h = side(minHeight, idealHeight, maxHeight) { copy.style.height = h }
        return copy
    }
}

extension Chart {
    /// The plot area's look: `.chartPlotStyle { plotArea in plotArea.background(.gray.opacity(0.1)).border(.blue) }`.
    public func chartPlotStyle(content: (ChartPlotContent) -> ChartPlotContent) -> Chart {
        let plot = content(ChartPlotContent(style: spec.plotStyle ?? PlotStyleSpec(), views: plotBackgroundViews))
        var copy = with { spec in
            spec.plotStyle = plot.style
            // Padding on the plot content insets the data as the scales' range padding does, on top of any.
            func inset(_ key: WritableKeyPath<ChartSpec, ScaleSpec?>, start: Double, end: Double) {
                guard start > 0 || end > 0 else { return }
                var scale = spec[keyPath: key] ?? ScaleSpec()
                var range = scale.range ?? ScaleRangeSpec()
                if range.start == nil && range.end == nil {
                    range.startPadding = (range.startPadding ?? 0) + start
                    range.endPadding = (range.endPadding ?? 0) + end
                }
                scale.range = range
                spec[keyPath: key] = scale
            }
            inset(\.xScale, start: plot.insets.leading, end: plot.insets.trailing)
            inset(\.yScale, start: plot.insets.bottom, end: plot.insets.top)
        }
        copy.plotBackgroundViews = plot.views
        return copy
    }
}

extension ChartPlotContent {
    /// Every mark cut at the plot area's edge, as SwiftUI's `clipped()` on the plot content cuts them: points
    /// too (lines, areas, bars and rules are cut there already; annotations are not).
    public func clipped(antialiased: Bool = false) -> ChartPlotContent {
        var copy = self
        copy.style.clipsMarks = true
        return copy
    }

    /// Rounded corners for the plot area's background and border, as SwiftUI's
    /// `plotArea.background(.gray.opacity(0.1)).cornerRadius(8)` draws them.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ChartPlotContent {
        var copy = self
        copy.style.cornerRadius = Double(max(radius, 0))
        return copy
    }

    /// The plot area's background and border in a rounded rectangle's or capsule's corners; a rectangle keeps
    /// them square.
    public func clipShape<T: Shape>(_ shape: T, style: FillStyle = FillStyle()) -> ChartPlotContent {
        let clip = shape.markClip
        var copy = self
        switch clip.shape {
        case .rectangle: copy.style.cornerRadius = nil
        case .roundedRectangle: copy.style.cornerRadius = clip.cornerRadius
        case .capsule: copy.style.cornerRadius = 1000
        }
        return copy
    }

    /// The plot area's proportions, as SwiftUI's `aspectRatio(_:contentMode:)`: with a width of its own
    /// (a `frame(width:)`), the height follows, and with a height of its own the width; else the plot area is
    /// the largest of these proportions that fits in the chart, centred where the room is (the chart keeps its
    /// size). A plot area has no proportions of its own, so without a ratio nothing changes; `.fill` is drawn
    /// as `.fit`, since a picture has nothing outside its edges to spill into.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: Chart.ContentMode = .fit) -> ChartPlotContent {
        guard let ratio, ratio > 0, ratio.isFinite else { return self }
        var copy = self
        if let width = style.width {
            copy.style.height = Double(width) / Double(ratio)
        } else if let height = style.height {
            copy.style.width = Double(height) * Double(ratio)
        } else {
            copy.style.aspectRatio = Double(ratio)
        }
        return copy
    }

    /// The plot area's proportions from a size (`aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)`).
    public func aspectRatio(_ size: CGSize, contentMode: Chart.ContentMode = .fit) -> ChartPlotContent {
        guard size.height > 0 else { return self }
        return aspectRatio(size.width / size.height, contentMode: contentMode)
    }
}
