import PlotlineScene
/// A chart's selection (``ResolvedSelection``) drawn as the interactive page's scrubber draws it: a rule
/// across the plot at the selection, each selected mark ringed, and the marks' words beside the rule, one
/// line each, on the side with more room. A sector selection is outlined. Hidden from assistive technology,
/// which hears "Selected: ..." in the summary. Its group is marked as a selection's drawing
/// (`SceneSelection.drawingClass`), so the page's scrubbing takes its place once the reader scrubs.
enum SelectionDrawing {
    /// Where the selection's rule stands in the scene (a sector selection has none).
    static func place(_ chart: ResolvedChart, _ layout: ChartLayout) -> SceneSelection? {
        guard let selection = chart.selection else { return nil }
        switch selection.axis {
        case .x: return SceneSelection(x: layout.px(selection.position), words: selection.sentence)
        case .y: return SceneSelection(y: layout.py(selection.position), words: selection.sentence)
        case .angle: return SceneSelection(words: selection.sentence)
        }
    }

    /// Where the selection a chart's own content draws stands (`if let day { RuleMark(x: .value("Day", day)) }`
    /// in a chart whose overlay selects): at the one x its layers' marks stand on, when they stand on one and
    /// are no wider than a point; else at the one y, likewise.
    static func place(ofLayers layers: Set<Int>, _ chart: ResolvedChart, _ layout: ChartLayout) -> SceneSelection? {
        let marks = layers.sorted().filter { chart.layers[$0].isOnAxes }.flatMap { chart.layers[$0].marks }
        guard !marks.isEmpty else { return nil }
        func one(_ values: [Double]) -> Double? {
            Set(values.map { ($0 * 1e6).rounded() }).count == 1 ? values[0] : nil
        }
        if marks.allSatisfy({ abs($0.x1 - $0.x0) < 1e-9 }), let x = one(marks.map(\.x0)) { return SceneSelection(x: layout.px(x)) }
        if marks.allSatisfy({ abs($0.y1 - $0.y0) < 1e-9 }), let y = one(marks.map(\.y0)) { return SceneSelection(y: layout.py(y)) }
        return nil
    }

    static let style = TextStyle(size: 11)

    static func nodes(_ chart: ResolvedChart, _ layout: ChartLayout, _ theme: Theme) -> [SceneNode] {
        guard let selection = chart.selection else { return [] }
        let area = layout.plotArea
        let ink = theme.titleColor
        var children: [SceneNode] = []
        let rule: (x: Double, y: Double)
        switch selection.axis {
        case .x:
            let x = layout.px(selection.position)
            rule = (x, area.y)
            children.append(.shape(SceneShape(classes: "selection-rule", geometry: .line(x1: x, y1: area.y, x2: x, y2: area.maxY),
                                              stroke: Stroke(color: ink, width: 1))))
        case .y:
            let y = layout.py(selection.position)
            rule = (area.x, y)
            children.append(.shape(SceneShape(classes: "selection-rule", geometry: .line(x1: area.x, y1: y, x2: area.maxX, y2: y),
                                              stroke: Stroke(color: ink, width: 1))))
        case .angle:
            rule = (area.x, area.y)
        }
        for selected in selection.marks {
            let mark = chart.layers[selected.layer].marks[selected.mark]
            let focus = chart.layers[selected.layer].type.definition.focus(mark, plotArea: layout.dataArea)
            let ring: SceneShape.Geometry = switch focus {
            case .box(let r): .rect(r, cornerRadius: 2)
            case .dot(let x, let y): .circle(cx: x, cy: y, r: 5)
            }
            children.append(.shape(SceneShape(classes: "selection-mark", geometry: ring, stroke: Stroke(color: ink, width: 2))))
        }
        // The readout: beside a vertical rule, under a horizontal one, at the top left for a sector.
        let lineHeight = style.size + 4
        let onRight = selection.axis != .x || rule.x < area.x + area.width / 2
        let x = selection.axis == .x ? rule.x + (onRight ? 6 : -6) : area.x + 4
        let top = selection.axis == .y ? rule.y + 4 : area.y
        for (i, selected) in selection.marks.enumerated() {
            let text = TextMetrics.truncate(selected.label, toWidth: area.width - 8, style: style)
            children.append(.text(SceneText(classes: "selection-label", text: text, x: x,
                                            y: top + lineHeight * Double(i + 1) - 4, anchor: onRight ? .start : .end,
                                            style: style, color: ink)))
        }
        return [.group(SceneGroup(classes: SceneSelection.drawingClass, attributes: [("aria-hidden", "true")], children: children))]
    }
}
