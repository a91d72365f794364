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
            let focus = chart.layers[selected.layer].type.definition.focus(mark, plotArea: area)
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
