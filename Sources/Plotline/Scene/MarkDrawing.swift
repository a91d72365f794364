/// Draws one layer's marks in points: bars and rectangles as rectangles, lines and areas as paths through
/// their series, points as symbols, rules as lines. Each mark carries its exact values as data attributes.
enum MarkDrawing {
    static func draw(_ layer: ResolvedLayer, chart: ResolvedChart, layout: ChartLayout,
                     labels: [MarkLabel]) -> [(Int, [SceneNode])] {
        let theme = layout.theme
        var order: [Int] = []
        var groups: [Int: [Int]] = [:]
        for (i, mark) in layer.marks.enumerated() {
            if groups[mark.series] == nil { order.append(mark.series) }
            groups[mark.series, default: []].append(i)
        }
        let userColor = layer.style.color.flatMap(Color.init(css:))
        // Grouped once: filtering all labels for each series took minutes for thousands of series.
        let labelsBySeries = Dictionary(grouping: labels, by: \.series)
        return order.map { series in
            let indices = groups[series]!
            let marks = indices.map { layer.marks[$0] }
            let seriesInfo = series >= 0 && series < chart.series.count ? chart.series[series] : nil
            var color = userColor ?? (seriesInfo.map { theme.color(forSeries: $0.colorIndex) } ?? theme.ruleColor)
            // A rule that is not a series (a goal, an average) is a reference: drawn in the rule color.
            if layer.type == .rule && !Channel.seriesChannels.contains(where: { layer.spec[$0] != nil }) {
                color = userColor ?? theme.ruleColor
            }
            if let opacity = layer.style.opacity { color = color.opacity(min(max(opacity, 0), 1)) }
            let seriesLabels = labelsBySeries[series] ?? []
            // One node per mark for marks drawn alone; nil where a point lies outside the domain.
            var markNodes: [SceneNode?]
            switch layer.type {
            case .bar, .rectangle:
                let separator = chart.appearance.separator ?? AppearanceSpec.defaultSeparator
                let patterned = chart.appearance.patterns == true ? seriesInfo?.colorIndex ?? 0 : 0
                markNodes = marks.map { mark in
                    let node = rect(mark, layer, layout, color, separator: max(separator, 0))
                    // C2: bars of the second and later series hatched, when patterns are on.
                    guard patterned > 0, case .shape(let shape) = node, case .rect(let r, _) = shape.geometry,
                          let hatch = Hatching.node(inside: [(r.x, r.y), (r.maxX, r.y), (r.maxX, r.maxY), (r.x, r.maxY)],
                                                    series: patterned, theme: theme) else { return node }
                    return .group(SceneGroup(classes: "patterned", children: [node, hatch]))
                }
            case .point:
                let shape = SymbolShape.forSeries(seriesInfo?.symbolIndex ?? 0)
                let area = layer.style.symbolSize ?? theme.symbolSize
                markNodes = marks.map { mark in
                    guard (-1e-9...1 + 1e-9).contains(mark.centreX), (-1e-9...1 + 1e-9).contains(mark.centreY) else { return nil }
                    return .shape(SceneShape(classes: "mark point", attributes: attributes(mark),
                                             geometry: shape.geometry(cx: layout.px(mark.centreX), cy: layout.py(mark.centreY),
                                                                      area: mark.size ?? area),
                                             fill: color))
                }
            case .sector:
                let separator = chart.appearance.separator ?? AppearanceSpec.defaultSeparator
                markNodes = SectorDrawing.draw(marks, layer: layer, layout: layout, color: color,
                                               separator: max(separator, 0), theme: theme, locale: chart.locale)
            case .rule:
                let width = layer.style.lineWidth ?? 1.5
                markNodes = marks.map { mark in
                    .shape(SceneShape(classes: "mark rule", attributes: attributes(mark),
                                      geometry: .line(x1: layout.px(mark.x0), y1: layout.py(mark.y0),
                                                      x2: layout.px(mark.x1), y2: layout.py(mark.y1)),
                                      stroke: Stroke(color: color, width: width), clipsToPlotArea: true))
                }
            case .line:
                let path = line(marks, layer, layout, color, dash: DashPattern.forSeries(seriesInfo?.dashIndex ?? 0),
                                theme: theme, name: seriesInfo?.name)
                return (series, [MarkAccessibility.hidden(userColor == nil ? path : tagged(path, "own"))]
                        + MarkAccessibility.targets(seriesLabels, layer: layer, layout: layout))
            case .area:
                var shapes = area(marks, layer, layout, color, theme: theme, name: seriesInfo?.name)
                if chart.appearance.patterns == true, let index = seriesInfo?.colorIndex, index > 0 {
                    for segment in segments(marks) {
                        let top = segment.map { (x: layout.px($0.centreX), y: layout.py($0.y1)) }
                        let base = segment.reversed().map { (x: layout.px($0.centreX), y: layout.py($0.y0)) }
                        if let hatch = Hatching.node(inside: top + base, series: index, theme: theme) { shapes.append(hatch) }
                    }
                }
                return (series, shapes.map { MarkAccessibility.hidden(userColor == nil ? $0 : tagged($0, "own")) }
                        + MarkAccessibility.targets(seriesLabels, layer: layer, layout: layout))
            }
            var drawn = MarkAccessibility.label(markNodes, indices: indices, labels: seriesLabels)
            if userColor != nil { drawn = drawn.map { tagged($0, "own") } }
            // Rules and bands that are not a series are references (a goal, a normal range), not data.
            if (layer.type == .rule || layer.type == .rectangle)
                && !Channel.seriesChannels.contains(where: { layer.spec[$0] != nil }) && chart.series.count != 0
                && chart.layers.contains(where: { $0.type != .rule && $0.type != .rectangle }) {
                drawn = drawn.map { tagged($0, "reference") }
            }
            return (series, drawn)
        }
    }

    /// Adds a class to every shape of a node: "own" marks keep their author's color in every theme.
    static func tagged(_ node: SceneNode, _ name: String) -> SceneNode {
        switch node {
        case .shape(var shape): shape.classes += " " + name; return .shape(shape)
        case .group(var group): group.children = group.children.map { tagged($0, name) }; return .group(group)
        case .text: return node
        }
    }

    /// The mark's values as data attributes: `data-x`, `data-y` (exact, ISO 8601 for dates).
    static func attributes(_ mark: ResolvedMark) -> SceneAttributes {
        var result: SceneAttributes = []
        if let x = mark.xValue { result.append(("data-x", text(x))) }
        if let y = mark.yValue { result.append(("data-y", text(y))) }
        return result
    }

    static func text(_ value: DataValue) -> String {
        switch value {
        case .number(let v): SceneBuilder.exact(v)
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

    static func rect(_ mark: ResolvedMark, _ layer: ResolvedLayer, _ layout: ChartLayout, _ color: Color,
                     separator: Double) -> SceneNode {
        var x0 = layout.px(min(mark.x0, mark.x1)), x1 = layout.px(max(mark.x0, mark.x1))
        var y0 = layout.py(max(mark.y0, mark.y1)), y1 = layout.py(min(mark.y0, mark.y1))
        if let w = layer.style.width, w > 0 { let c = (x0 + x1) / 2; x0 = c - w / 2; x1 = c + w / 2 }
        if let h = layer.style.height, h > 0 { let c = (y0 + y1) / 2; y0 = c - h / 2; y1 = c + h / 2 }
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
        let radius = min(layer.style.cornerRadius ?? 0, r.width / 2, r.height / 2)
        return .shape(SceneShape(classes: "mark \(layer.type == .bar ? "bar" : "rect")",
                                 attributes: attributes(mark),
                                 geometry: .rect(r, cornerRadius: max(radius, 0)), fill: color, clipsToPlotArea: true))
    }

    static func line(_ marks: [ResolvedMark], _ layer: ResolvedLayer, _ layout: ChartLayout, _ color: Color,
                     dash: [Double], theme: Theme, name: String?) -> SceneNode {
        var path = Path()
        for segment in segments(marks) {
            let points = segment.map { (x: layout.px($0.centreX), y: layout.py($0.y1)) }
            Curve.path(through: points, method: layer.interpolation, into: &path)
        }
        let width = layer.style.lineWidth ?? theme.lineWidth
        return .shape(SceneShape(classes: "mark line", attributes: name.map { [("data-series", $0)] } ?? [],
                                 geometry: .path(path),
                                 stroke: Stroke(color: color, width: width, dash: dash.map { $0 * width / 2 },
                                                lineCap: .round, lineJoin: .round), clipsToPlotArea: true))
    }

    /// An area: filled between its base and its values, with its top drawn as a line in full color.
    static func area(_ marks: [ResolvedMark], _ layer: ResolvedLayer, _ layout: ChartLayout, _ color: Color,
                     theme: Theme, name: String?) -> [SceneNode] {
        guard !marks.isEmpty else { return [] }
        var fill = Path(), edge = Path()
        for segment in segments(marks) {
            let top = segment.map { (x: layout.px($0.centreX), y: layout.py($0.y1)) }
            let base = segment.reversed().map { (x: layout.px($0.centreX), y: layout.py($0.y0)) }
            Curve.path(through: top, method: layer.interpolation, into: &fill)
            Curve.path(through: base, method: layer.interpolation, into: &fill, continuing: true)
            fill.close()
            Curve.path(through: top, method: layer.interpolation, into: &edge)
        }
        let attributes: SceneAttributes = name.map { [("data-series", $0)] } ?? []
        let fillColor = layer.style.opacity == nil ? color.opacity(0.35) : color
        return [
            .shape(SceneShape(classes: "mark area", attributes: attributes, geometry: .path(fill), fill: fillColor,
                              clipsToPlotArea: true)),
            .shape(SceneShape(classes: "mark area-edge", geometry: .path(edge),
                              stroke: Stroke(color: color.opacity(1), width: layer.style.lineWidth ?? 1.5,
                                             lineCap: .round, lineJoin: .round),
                              clipsToPlotArea: true)),
        ]
    }
}
