import PlotlineScene
/// How the values of each category spread (Tukey's box plot): a box from the first to the third quartile
/// with a line at the median, whiskers to the furthest values within 1.5 interquartile ranges, and the
/// values beyond them as rings. One row per observation; the mark groups the rows by position and series.
/// Vertical when x holds the categories, horizontal when y does. Swift Charts has no box plot; this is
/// Vega-Lite's `boxplot` with its default extent.
public struct BoxPlotMark: Mark {
    public var instance: MarkInstance

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        instance = MarkInstance(.boxPlot, [.x: x.plotted, .y: y.plotted])
    }
}

extension BoxPlotMark: MarkDefinition {
    static let type = MarkType.boxPlot
    static let words = MarkWords(chart: .boxPlot, counted: .boxes)
    static let channelSets: [Set<Channel>] = [[.x, .y]]
    static let fillsPosition = true
    static let canLieAlongX = true
    static let overviewRank = 1

    /// One mark per position and series: its extent on the value axis runs from the lowest value drawn to
    /// the highest (outliers included, so the domain holds them), and it carries the group's distribution.
    static func extents(_ layer: LayerBinding, _ context: PlacementContext) -> [PlacedMark] {
        let vertical = !context.isHorizontal
        let (valueChannel, positionChannel): (Channel, Channel) = vertical ? (.y, .x) : (.x, .y)
        let categories = vertical ? context.xCategories : context.yCategories
        struct Key: Hashable { var position: Double; var series: Int }
        var groups: [Key: (row: Int, values: [Double])] = [:]
        var order: [Key] = []
        for row in 0..<layer.table.rowCount {
            guard let value = layer.number(valueChannel, row),
                  case .at(let position)? = context.point(layer, positionChannel, row, categories: categories) else { continue }
            let key = Key(position: position, series: context.series(row))
            if groups[key] == nil { groups[key] = (row, []); order.append(key) }
            groups[key]!.values.append(value)
        }
        let spacing = context.resolution.binWidth(layer, positionChannel)
        return order.compactMap { key in
            guard let (row, values) = groups[key], let spread = Distribution(values) else { return nil }
            let position = context.widen(.at(key.position), layer: layer, channel: positionChannel, spacing: spacing)
            let value = MarkExtent.span(spread.lowest, spread.highest)
            var mark = PlacedMark(row: row, series: key.series, x: vertical ? position : value, y: vertical ? value : position,
                                  xValue: vertical ? layer.value(.x, row) : .number(spread.median),
                                  yValue: vertical ? .number(spread.median) : layer.value(.y, row))
            mark.distribution = spread
            return mark
        }
    }

    /// Whiskers with caps, the box, the median across it in the background's color, and rings for outliers.
    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks {
        let layout = context.layout
        let vertical = !context.layer.isHorizontal
        let valueScale = vertical ? layout.y.axis.scale : layout.x.axis.scale
        return .each(marks.map { mark in
            guard let spread = mark.distribution else { return nil }
            let color = context.fill(mark), ink = context.theme.background
            // Along the value axis in points; across the band in points.
            func along(_ v: Double) -> Double {
                let t = valueScale.position(v)
                return vertical ? layout.py(t) : layout.px(t)
            }
            let a = vertical ? layout.px(min(mark.x0, mark.x1)) : layout.py(max(mark.y0, mark.y1))
            let b = vertical ? layout.px(max(mark.x0, mark.x1)) : layout.py(min(mark.y0, mark.y1))
            let middle = (a + b) / 2, cap = (b - a) / 4
            func segment(_ v0: Double, _ w0: Double, _ v1: Double, _ w1: Double) -> SceneShape.Geometry {
                vertical ? .line(x1: w0, y1: v0, x2: w1, y2: v1) : .line(x1: v0, y1: w0, x2: v1, y2: w1)
            }
            let line = Stroke(color: color, width: context.style(mark).lineWidth ?? 1.5)
            var parts: [SceneNode] = []
            for (end, edge) in [(spread.lowWhisker, spread.firstQuartile), (spread.highWhisker, spread.thirdQuartile)] {
                parts.append(.shape(SceneShape(classes: "whisker", geometry: segment(along(edge), middle, along(end), middle),
                                               stroke: line)))
                parts.append(.shape(SceneShape(classes: "whisker-cap", geometry: segment(along(end), middle - cap, along(end), middle + cap),
                                               stroke: line)))
            }
            let q1 = along(spread.firstQuartile), q3 = along(spread.thirdQuartile)
            let box = vertical ? Rect(x: a, y: min(q1, q3), width: b - a, height: max(abs(q3 - q1), 1))
                               : Rect(x: min(q1, q3), y: a, width: max(abs(q3 - q1), 1), height: b - a)
            parts.append(.shape(SceneShape(classes: "box", geometry: .rect(box, cornerRadius: 0), fill: color)))
            let m = along(spread.median)
            parts.append(.shape(SceneShape(classes: "median", geometry: segment(m, a, m, b), stroke: Stroke(color: ink, width: 2))))
            for outlier in spread.outliers {
                let o = along(outlier)
                parts.append(.shape(SceneShape(classes: "outlier",
                                               geometry: .circle(cx: vertical ? middle : o, cy: vertical ? o : middle, r: 3),
                                               fill: ink, stroke: Stroke(color: color, width: 1.5))))
            }
            return .group(SceneGroup(classes: "mark box-plot", attributes: MarkDrawContext.attributes(mark), children: parts))
        })
    }

    static func focus(_ mark: ResolvedMark, plotArea: Rect) -> MarkFocus { .box(box(mark, plotArea: plotArea)) }
}

extension MarkType {
    /// Box plots: `BoxPlotMark`.
    public static let boxPlot = MarkType(registering: "boxplot")
}
