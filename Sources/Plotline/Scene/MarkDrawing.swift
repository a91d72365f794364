import PlotlineScene
/// Draws one layer's marks in points, one series at a time, each series by its kind's definition
/// (``MarkDefinition/draw(_:_:)``): here only what every kind shares, the series' color, the author's own
/// colors, a style's gradient and drop shadow, and the labels that make marks accessible.
enum MarkDrawing {
    static func draw(_ layer: ResolvedLayer, chart: ResolvedChart, layout: ChartLayout,
                     labels: [MarkLabel]) -> [(Int, [SceneNode])] {
        let theme = layout.theme
        let kind = layer.type.definition
        var order: [Int] = []
        var groups: [Int: [Int]] = [:]
        for (i, mark) in layer.marks.enumerated() {
            if groups[mark.series] == nil { order.append(mark.series) }
            groups[mark.series, default: []].append(i)
        }
        // Series in legend order (the order every output uses), marks without a series after them.
        order.sort(by: ResolvedSeries.inLegendOrder)
        let userColor = layer.style.color.flatMap(theme.color(css:))
        let layerSemantic = semanticClass(layer.style.color)
        // Grouped once: filtering all labels for each series took minutes for thousands of series.
        let labelsBySeries = Dictionary(grouping: labels, by: \.series)
        let separator = max(chart.appearance.separator ?? AppearanceSpec.defaultSeparator, 0)
        // Marks without a series beside other data are references (a goal, a normal range), not data.
        let isReference = kind.reference != .none && !layer.hasSeries && chart.series.count != 0
            && chart.layers.contains(where: { $0.type.definition.reference == .none })
        return order.map { series in
            let indices = groups[series]!
            let marks = indices.map { layer.marks[$0] }
            let seriesInfo = series >= 0 && series < chart.series.count ? chart.series[series] : nil
            var color = userColor ?? (seriesInfo.map { theme.color(forSeries: $0.colorIndex) } ?? theme.ruleColor)
            // A rule that is not a series (a goal, an average) is a reference: drawn in the rule color.
            if kind.reference == .value && !layer.hasSeries { color = userColor ?? theme.ruleColor }
            if let opacity = layer.style.opacity { color = color.opacity(min(max(opacity, 0), 1)) }
            let context = MarkDrawContext(
                layer: layer, layout: layout, color: color, series: seriesInfo, colorScale: chart.color,
                locale: chart.locale, separator: separator,
                patternIndex: chart.usesPatterns ? seriesInfo?.colorIndex ?? 0 : 0)
            let seriesLabels = labelsBySeries[series] ?? []
            // A gradient (`foregroundStyle(.linearGradient(...))`) paints each mark's box, or the plot area.
            func painted(_ node: SceneNode, _ style: MarkStyle, opacity: Double?) -> SceneNode {
                guard let gradient = style.gradient else { return node }
                let alpha = min(max(layer.style.opacity ?? 1, 0), 1) * min(max(opacity ?? 1, 0), 1)
                return GradientPaint.painted(node, gradient, alignedTo: style.alignsWithPlotArea == true ? layout.plotArea : nil,
                                             theme: theme, opacity: alpha)
            }
            switch kind.draw(marks, context) {
            case .whole(var shapes):
                shapes = shapes.map { painted($0, layer.style, opacity: nil) }
                let own = ["own"] + (layerSemantic.map { [$0] } ?? [])
                return (series, shadows(under: shapes, layer.style.shadow, theme: theme) + shapes.map { MarkAccessibility.hidden(userColor == nil ? $0 : tagged($0, own)) }
                        + MarkAccessibility.targets(seriesLabels, layer: layer, layout: layout))
            case .each(var nodes):
                // Marks in their author's color, or colored by a number, keep that color in every theme; a
                // color named by its role (`.secondary`) says so, for the dark theme's CSS to follow.
                for (i, mark) in marks.enumerated() where userColor != nil || context.hasOwnColor(mark) {
                    let semantic = mark.style?.color != nil ? semanticClass(mark.style?.color)
                        : mark.colorValue == nil ? layerSemantic : nil
                    nodes[i] = nodes[i].map { tagged($0, ["own"] + (semantic.map { [$0] } ?? [])) }
                }
                for (i, mark) in marks.enumerated() {
                    nodes[i] = nodes[i].map { painted($0, context.style(mark), opacity: mark.style?.opacity) }
                }
                // Marks in a style with a shadow cast it under every mark of the series.
                var cast: [(shadow: MarkShadow, nodes: [SceneNode])] = []
                for (i, mark) in marks.enumerated() {
                    guard let shadow = context.style(mark).shadow, let node = nodes[i] else { continue }
                    if let k = cast.firstIndex(where: { $0.shadow == shadow }) { cast[k].nodes.append(node) } else { cast.append((shadow, [node])) }
                }
                var drawn = MarkAccessibility.label(nodes, indices: indices, labels: seriesLabels)
                if isReference { drawn = drawn.map { tagged($0, "reference") } }
                return (series, cast.flatMap { shadows(under: $0.nodes, $0.shadow, theme: theme) } + drawn)
            }
        }
    }

    /// The soft drop shadow of marks drawn in a style with one (`.blue.shadow(.drop(radius: 4, y: 2))`), to be
    /// drawn before them; nothing without one.
    static func shadows(under nodes: [SceneNode], _ shadow: MarkShadow?, theme: Theme) -> [SceneNode] {
        guard let shadow, let color = theme.color(css: shadow.color) else { return [] }
        return SoftShadow.nodes(under: nodes, color: color, radius: shadow.radius, x: shadow.x, y: shadow.y, classes: "mark-shadow")
    }

    /// "semantic-secondary" for a color that follows the theme (`.secondary`), nil for any other.
    static func semanticClass(_ css: String?) -> String? {
        css.flatMap(Color.init(css:))?.semantic.map { "semantic-" + $0.rawValue }
    }

    static func tagged(_ node: SceneNode, _ names: [String]) -> SceneNode {
        names.reduce(node) { tagged($0, $1) }
    }

    /// Adds a class to every shape of a node: "own" marks keep their author's color in every theme.
    static func tagged(_ node: SceneNode, _ name: String) -> SceneNode {
        switch node {
        case .shape(var shape): shape.classes += " " + name; return .shape(shape)
        case .group(var group): group.children = group.children.map { tagged($0, name) }; return .group(group)
        case .text: return node
        }
    }

}
