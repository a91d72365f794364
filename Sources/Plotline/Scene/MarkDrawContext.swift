import Foundation
import PlotlineScene

/// What a kind of mark draws one series of a layer with: the layout, the series' color and identity, and
/// the shared pieces several kinds use (a rectangle with its stack gap, a mark's own style and color).
struct MarkDrawContext {
    var layer: ResolvedLayer
    var layout: ChartLayout
    /// The series' color, or the layer's own, with the layer's opacity.
    var color: Color
    /// The series being drawn; nil for marks without one.
    var series: ResolvedSeries?
    /// The chart's color scale for numbers, when the color channel holds numbers.
    var colorScale: ColorScale?
    var locale: Locale
    /// The gap between contiguous areas of color (C3), in points.
    var separator: Double
    /// Hatching for the second series on, when patterns are on (0: solid).
    var patternIndex: Int

    var theme: Theme { layout.theme }

    /// The layer's style with the mark's own on top (`foregroundStyle(_:)` on one mark of many).
    func style(_ mark: ResolvedMark) -> MarkStyle {
        guard let own = mark.style else { return layer.style }
        return layer.style.overridden(by: own)
    }

    /// A mark's symbol, drawn at (`cx`, `cy`) plus its style's offset: the author's shape
    /// (`symbol(.triangle)`) over the series'; its size from the data, else the style's area, else the area
    /// that fits the style's box, else the theme's. A symbol written as a view (`.symbol { ... }`) is that view,
    /// offered the circle of that area, centred on the point.
    func symbol(_ mark: ResolvedMark, classes: String, cx: Double, cy: Double) -> SceneNode {
        let style = style(mark)
        let shape = style.symbol ?? series?.symbol ?? .forSeries(0)
        let box = style.symbolWidth.flatMap { w in style.symbolHeight.map { shape.area(fitting: w, $0) } }
        let area = mark.size ?? style.symbolSize ?? box ?? theme.symbolSize
        let x = cx + (style.offset?.x ?? 0), y = cy + (style.offset?.y ?? 0)
        if let view = style.symbolView {
            let color = fill(mark)
            let views = ViewLayout(theme: theme, textStyle: TextStyle(size: 10, weight: .regular), textColor: color,
                                   textClass: "symbol-text", foreground: color)
            let side = 2 * (max(area, 0) / Double.pi).squareRoot()
            let offered = ViewLayout.Proposal(width: side, height: side)
            let size = views.size(view, offered)
            return .group(SceneGroup(classes: classes + " view-symbol", attributes: MarkDrawContext.attributes(mark),
                                     clipsToPlotArea: true,
                                     children: views.draw(view, offered, at: (x: x - size.width / 2, y: y - size.height / 2))))
        }
        return .shape(SceneShape(classes: classes, attributes: MarkDrawContext.attributes(mark),
                                 geometry: shape.geometry(cx: x, cy: y, area: area), fill: fill(mark)))
    }

    /// Whether a mark has a color of its own (its author's, or from a color scale), not its series'.
    func hasOwnColor(_ mark: ResolvedMark) -> Bool {
        mark.style?.color != nil || mark.colorValue != nil
    }

    /// A mark's fill: its value on the color scale (the "no data" color where it has none), its own color,
    /// or its series' color; with its own opacity.
    func fill(_ mark: ResolvedMark) -> Color {
        var fill = color
        if let t = mark.colorValue, let scale = colorScale {
            fill = t.isFinite ? theme.rampColor(for: scale, at: t) : theme.noDataColor
            if let opacity = layer.style.opacity { fill = fill.opacity(min(max(opacity, 0), 1)) }
        }
        if let own = mark.style?.color.flatMap(theme.color(css:)) {
            fill = own
            if let opacity = layer.style.opacity { fill = fill.opacity(min(max(opacity, 0), 1)) }
        }
        if let opacity = mark.style?.opacity { fill = fill.opacity(min(max(opacity, 0), 1)) }
        return fill
    }

    /// `data-series` for the shapes that draw a whole series.
    var seriesAttributes: SceneAttributes { series.map { [("data-series", $0.name)] } ?? [] }

    /// The mark's values as data attributes: `data-x`, `data-y` (exact, ISO 8601 for dates).
    static func attributes(_ mark: ResolvedMark) -> SceneAttributes {
        var result: SceneAttributes = []
        if let x = mark.xValue { result.append(("data-x", text(x))) }
        if let y = mark.yValue { result.append(("data-y", text(y))) }
        return result
    }

    static func text(_ value: DataValue) -> String {
        switch value {
        case .number(let v): NumberFormat.exact(v)
        case .date(let v): ISODate.string(v)
        case .category(let s): s
        }
    }

    /// Runs of marks between missing values.
    static func segments(_ marks: [ResolvedMark]) -> [ArraySlice<ResolvedMark>] {
        var result: [ArraySlice<ResolvedMark>] = []
        var start = marks.startIndex
        for i in marks.indices where i > start && marks[i].startsSegment {
            result.append(marks[start..<i])
            start = i
        }
        if start < marks.endIndex { result.append(marks[start...]) }
        return result
    }

    /// The step of the band a mark of `extent` points fills on `scale`: on a category axis the band with the
    /// gap beside it (the mark fills 1 − padding of it), on other axes the extent itself.
    private static func step(_ extent: Double, _ scale: PositionScale) -> Double {
        guard scale.kind == .band, scale.bandPadding < 1 else { return extent }
        return extent / (1 - scale.bandPadding)
    }

    /// A bar's or rectangle's box in points, left to right and top to bottom: its band or span, a grouped
    /// bar's share of `position(by:span:)`, its `MarkDimension` width and height, and its offset. Annotations
    /// sit beside this box.
    static func frame(of mark: ResolvedMark, style: MarkStyle, layer: ResolvedLayer,
                      layout: ChartLayout) -> (x0: Double, x1: Double, y0: Double, y1: Double) {
        var x0 = layout.px(min(mark.x0, mark.x1)), x1 = layout.px(max(mark.x0, mark.x1))
        var y0 = layout.py(max(mark.y0, mark.y1)), y1 = layout.py(min(mark.y0, mark.y1))
        if let span = style.positionSpan, let slot = mark.slot, slot.count > 0 {
            // The group of bars side by side fills `span` of its band, each bar an equal share of it.
            func spread(_ a: Double, _ b: Double, _ scale: PositionScale, index: Int) -> (Double, Double) {
                let share = b - a, groupStart = a - share * Double(index)
                let group = share * Double(slot.count)
                guard let length = span.length(available: group, step: Self.step(group, scale)) else { return (a, b) }
                let start = groupStart + (group - length) / 2, each = length / Double(slot.count)
                return (start + each * Double(index), start + each * Double(index + 1))
            }
            // Slots count along the axis's unit range; on screen y runs the other way.
            if layer.isHorizontal {
                let flipped = layout.py(1) < layout.py(0)
                (y0, y1) = spread(y0, y1, layout.y.axis.scale, index: flipped ? slot.count - 1 - slot.index : slot.index)
            } else {
                let flipped = layout.px(1) < layout.px(0)
                (x0, x1) = spread(x0, x1, layout.x.axis.scale, index: flipped ? slot.count - 1 - slot.index : slot.index)
            }
        }
        if let w = style.width?.length(available: x1 - x0, step: Self.step(x1 - x0, layout.x.axis.scale)), w > 0 {
            let c = (x0 + x1) / 2; x0 = c - w / 2; x1 = c + w / 2
        }
        if let h = style.height?.length(available: y1 - y0, step: Self.step(y1 - y0, layout.y.axis.scale)), h > 0 {
            let c = (y0 + y1) / 2; y0 = c - h / 2; y1 = c + h / 2
        }
        if let offset = style.offset {
            // Start and end edges are those at the mark's start and end values (y0 is the start's on screen
            // when the mark rises, as a bar from zero does).
            let xRises = mark.x1 >= mark.x0, yRises = mark.y1 >= mark.y0
            let moved = offset.apply(x: xRises ? (x0, x1) : (x1, x0), y: yRises ? (y1, y0) : (y0, y1))
            (x0, x1) = xRises ? moved.x : (moved.x.1, moved.x.0)
            (y1, y0) = yRises ? moved.y : (moved.y.1, moved.y.0)
            if x1 < x0 { swap(&x0, &x1) }
            if y1 < y0 { swap(&y0, &y1) }
        }
        return (x0, x1, y0, y1)
    }

    /// A bar or rectangle: its box, a fixed width or height where given, the gap of a stacked segment (C3),
    /// rounded corners, and hatching for the second series on when patterns are on (C2).
    func rectangle(_ mark: ResolvedMark, className: String) -> SceneNode {
        let style = style(mark)
        var (x0, x1, y0, y1) = Self.frame(of: mark, style: style, layer: layer, layout: layout)
        // C3: a stacked segment that sits on another starts one separator further on, leaving a gap in the
        // background color between contiguous areas of color. A segment too thin to keep its color beside
        // a gap (under three separators: one of thousands of rows in one bar) is drawn whole instead of
        // being eaten by it.
        let length = layer.isHorizontal ? x1 - x0 : y1 - y0
        if layer.isStacked, separator > 0, length >= 3 * separator {
            if layer.isHorizontal {
                let base = layout.x.axis.scale.position(0)
                if abs(mark.x0 - base) > 1e-9 {
                    if mark.x1 >= mark.x0 { x0 = min(x0 + separator, x1) } else { x1 = max(x1 - separator, x0) }
                }
            } else {
                let base = layout.y.axis.scale.position(0)
                if abs(mark.y0 - base) > 1e-9 {
                    if mark.y1 >= mark.y0 { y1 = max(y1 - separator, y0) } else { y0 = min(y0 + separator, y1) }
                }
            }
        }
        let r = Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
        let radius = (style.clipShape ?? .roundedRectangle).radius(width: r.width, height: r.height,
                                                                    cornerRadius: style.cornerRadius)
        // A cell colored by a number near the ramp's light end is barely apart from the background: its
        // outline, in the axis text's color, keeps every cell at 3:1 or more in both themes (WCAG 1.4.11).
        let outline = mark.colorValue != nil ? Stroke(color: theme.axisTextColor, width: 0.75) : nil
        let node = SceneNode.shape(SceneShape(classes: "mark \(className)", attributes: Self.attributes(mark),
                                              geometry: .rect(r, cornerRadius: max(radius, 0)), fill: fill(mark),
                                              stroke: outline, clipsToPlotArea: true))
        guard patternIndex > 0,
              let hatch = Hatching.node(inside: [(r.x, r.y), (r.maxX, r.y), (r.maxX, r.maxY), (r.x, r.maxY)],
                                        series: patternIndex, theme: theme) else { return node }
        return .group(SceneGroup(classes: "patterned", children: [node, hatch]))
    }
}
