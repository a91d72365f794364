/// Text beside marks (A4): a rule's name ("Goal 10,000"), a note on a bar. Placed at the side the author
/// asked for and kept inside the chart; hidden from assistive technology, which hears the same facts in
/// the overview and labels.
enum Annotations {
    static let style = TextStyle(size: 11, weight: .bold)

    static func nodes(_ chart: ResolvedChart, _ layout: ChartLayout) -> [SceneNode] {
        var texts: [SceneNode] = []
        for layer in chart.layers {
            guard !layer.annotations.isEmpty else { continue }
            let position = layer.style.annotationPosition ?? .top
            for mark in layer.marks {
                guard let text = layer.annotations[mark.row] else { continue }
                texts.append(.text(place(text, mark: mark, layer: layer, position: position, layout: layout)))
            }
        }
        guard !texts.isEmpty else { return [] }
        return [.group(SceneGroup(classes: "annotations", attributes: [("aria-hidden", "true")], children: texts))]
    }

    static func place(_ text: String, mark: ResolvedMark, layer: ResolvedLayer, position: AnnotationPosition,
                      layout: ChartLayout) -> SceneText {
        let left = layout.px(min(mark.x0, mark.x1)), right = layout.px(max(mark.x0, mark.x1))
        let top = layout.py(max(mark.y0, mark.y1)), bottom = layout.py(min(mark.y0, mark.y1))
        // Never wider than the chart: cut with "…" rather than run off an edge.
        let text = TextMetrics.truncate(text, toWidth: layout.width - 4, style: style)
        let width = TextMetrics.width(text, style: style)
        let ascent = TextMetrics.capHeight(style: style)
        let isHorizontalRule = layer.type.definition.reference == .value && mark.y0 == mark.y1
        var x: Double, y: Double
        var anchor: SceneText.Anchor = .middle
        switch position {
        case .top:
            x = isHorizontalRule ? left + 4 : (left + right) / 2
            anchor = isHorizontalRule ? .start : .middle
            y = top - 4
        case .bottom:
            x = isHorizontalRule ? left + 4 : (left + right) / 2
            anchor = isHorizontalRule ? .start : .middle
            y = bottom + 4 + ascent
        case .leading:
            x = left - 4
            anchor = .end
            y = (top + bottom) / 2 + ascent / 2
        case .trailing:
            x = right + 4
            anchor = .start
            y = (top + bottom) / 2 + ascent / 2
        }
        // Inside the chart: shift rather than cut.
        let margin = 2.0
        let start: Double = switch anchor {
        case .start: x
        case .middle: x - width / 2
        case .end: x - width
        }
        let shift = max(margin - start, 0) + min(layout.width - margin - (start + width), 0)
        x += shift
        y = min(max(y, ascent + margin), layout.height - margin)
        // The mark's own color when it reads as text (4.5:1 on the background), else the subtitle's.
        var color = layout.theme.subtitleColor
        if let own = layer.style.color.flatMap(layout.theme.color(css:))?.opacity(1),
           ColorScience.contrast(own, layout.theme.background) >= 4.5 { color = own }
        return SceneText(classes: "annotation", text: text, x: x, y: y, anchor: anchor, style: style, color: color)
    }
}
