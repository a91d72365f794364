import PlotlineScene
/// Text beside marks (A4): a rule's name ("Goal 10,000"), a note on a bar, or an annotation written as a view
/// (lines of styled runs). Placed at the side the author asked for, aligned and spaced as asked, and kept
/// inside the chart; hidden from assistive technology, which hears the same facts in the overview and labels.
enum Annotations {
    static let style = TextStyle(size: 11, weight: .bold)

    static func nodes(_ chart: ResolvedChart, _ layout: ChartLayout, selectionLayers: Set<Int> = []) -> [SceneNode] {
        var texts: [SceneNode] = []
        for (index, layer) in chart.layers.enumerated() {
            guard !layer.annotations.isEmpty else { continue }
            var placed: [SceneNode] = []
            for mark in layer.marks {
                guard let text = layer.annotations[mark.row] else { continue }
                let style = mark.style.map { layer.style.overridden(by: $0) } ?? layer.style
                for (part, partStyle) in style.annotations(text) {
                    placed += place(part, mark: mark, layer: layer, style: partStyle, layout: layout)
                }
            }
            // A selection's annotation (the popover at the selected value) is the selection's drawing.
            if selectionLayers.contains(index), !placed.isEmpty {
                placed = [.group(SceneGroup(classes: SceneSelection.drawingClass, children: placed))]
            }
            texts += placed
        }
        guard !texts.isEmpty else { return [] }
        return [.group(SceneGroup(classes: "annotations", attributes: [("aria-hidden", "true")], children: texts))]
    }

    /// One run of text set and measured.
    struct Run {
        var text: String
        var style: TextStyle
        var color: Color
        var width: Double
    }

    /// An annotation's block as set, before it is placed: its lines of runs (or its view, laid out whole),
    /// each line's width and baseline, and the block's size.
    struct Block {
        var lines: [[Run]]
        var drawn: (layout: ViewLayout, tree: ViewTree, size: ViewLayout.Size)?
        var widths: [Double]
        var baselines: [Double]
        var width: Double
        var height: Double
        var runGap: Double
    }

    /// Sets `text` as the mark's annotation asks; nil when it shows nothing.
    static func block(_ text: String, style markStyle: MarkStyle, theme: Theme, chartWidth: Double) -> Block? {
        let view = markStyle.annotationLayout
        // The mark's own color when it reads as text (4.5:1 on the background), else the subtitle's.
        // (In another theme that choice is made again: ColorRole.readable.)
        var markColor = theme.subtitleColor
        if let own = markStyle.color.flatMap(theme.color(css:))?.opacity(1) {
            if theme.readsAsText(own) { markColor = own }
            if own.role == nil, let rgb = UInt32(own.hex.dropFirst(), radix: 16) { markColor = markColor.role(.readable(rgb)) }
        }
        // Lines of runs, each set in its style and cut with "…" rather than run past the chart.
        let texts = view == nil ? [[text]] : AnnotationLayout.split(text)
        let lines: [[Run]] = texts.enumerated().map { i, line in
            line.enumerated().map { j, words in
                let given = view.flatMap { i < $0.lines.count && j < $0.lines[i].count ? $0.lines[i][j] : nil }
                let set = TextStyle(size: given?.size ?? style.size,
                                    weight: (given?.bold ?? true) ? .bold : .regular)
                let color = given?.color.flatMap(theme.color(css:)) ?? markColor
                let cut = TextMetrics.truncate(words, toWidth: chartWidth - 4, style: set)
                return Run(text: cut, style: set, color: color, width: TextMetrics.width(cut, style: set))
            }.filter { !$0.text.isEmpty }
        }.filter { !$0.isEmpty }
        // A view that draws more than text (a capsule behind it, padding, a shape) is laid out whole.
        let drawn = view?.view.map { tree in
            ViewLayout(theme: theme, runs: texts.flatMap { $0 }, textStyle: style, textColor: markColor)
                .measured(tree)
        }
        guard !lines.isEmpty || drawn != nil else { return nil }
        let runGap = view?.runSpacing ?? 4, lineGap = view?.lineSpacing ?? 2
        let widths = lines.map { $0.reduce(0) { $0 + $1.width } + runGap * Double(max($0.count - 1, 0)) }
        let ascents = lines.map { $0.map { TextMetrics.capHeight(style: $0.style) }.max() ?? 0 }
        let descents = lines.map { $0.map { TextMetrics.descent(style: $0.style) * 0.5 }.max() ?? 0 }
        let blockWidth = drawn?.size.width ?? min(widths.max() ?? 0, chartWidth - 4)
        // The block's height from the first line's cap height to the last baseline.
        var baselines: [Double] = []
        var y = 0.0
        for i in lines.indices {
            if i > 0 { y += descents[i - 1] + lineGap }
            y += ascents[i]
            baselines.append(y)
        }
        return Block(lines: lines, drawn: drawn, widths: widths, baselines: baselines, width: blockWidth,
                     height: drawn?.size.height ?? y, runGap: runGap)
    }

    /// The room an annotation needs above the plot area: the tallest block, with its spacing, at the top of a
    /// mark that reaches the plot area's top edge (a full-height rule) and may leave the plot area vertically
    /// (`overflowResolution: .init(y: .disabled)`), as Swift Charts draws a selection popover above the plot.
    static func roomAbove(_ chart: ResolvedChart, theme: Theme) -> Double {
        var room = 0.0
        for layer in chart.layers where !layer.annotations.isEmpty {
            for mark in layer.marks {
                guard let text = layer.annotations[mark.row] else { continue }
                let markStyle = mark.style.map { layer.style.overridden(by: $0) } ?? layer.style
                for (text, style) in markStyle.annotations(text) {
                    guard let view = style.annotationLayout, view.overflowsVertically == true,
                          max(mark.y0, mark.y1) >= 1 - 1e-9 else { continue }
                    var position = style.annotationPosition ?? .top
                    if position == .automatic { position = layer.isHorizontal ? .trailing : .top }
                    guard [.top, .topLeading, .topTrailing].contains(position),
                          let block = block(text, style: style, theme: theme, chartWidth: chart.width) else { continue }
                    room = max(room, (view.spacing ?? 4) + block.height
                                   + layer.type.definition.rise(mark, style: style))
                }
            }
        }
        return room
    }

    static func place(_ text: String, mark: ResolvedMark, layer: ResolvedLayer, style markStyle: MarkStyle,
                      layout: ChartLayout) -> [SceneNode] {
        // Beside the mark as drawn: a bar's width, its share of a group, its offset; a rule's moved ends.
        let (left, right, top, bottom) = layer.type.definition.drawnFrame(mark, style: markStyle, layer: layer,
                                                                          layout: layout)
        guard let block = block(text, style: markStyle, theme: layout.theme, chartWidth: layout.width) else { return [] }
        let view = markStyle.annotationLayout
        let (lines, drawn, widths, baselines) = (block.lines, block.drawn, block.widths, block.baselines)
        let (blockWidth, blockHeight, runGap) = (block.width, block.height, block.runGap)
        let spacing = view?.spacing ?? 4
        let alignment = view?.alignment ?? .center
        let isHorizontalRule = layer.type.definition.reference == .value && mark.y0 == mark.y1
        var position = markStyle.annotationPosition ?? .top
        if position == .automatic { position = layer.isHorizontal ? .trailing : .top }
        // Where the block goes: its horizontal anchor (0 start, 0.5 middle, 1 end) at `ax`, its top at `blockTop`.
        var ax: Double, anchor: Double, blockTop: Double
        func alongX() -> (Double, Double) {
            if isHorizontalRule && alignment == .center { return (left + 4, 0) }
            switch alignment {
            case .leading, .topLeading, .bottomLeading: return (left, 0)
            case .trailing, .topTrailing, .bottomTrailing: return (right, 1)
            default: return ((left + right) / 2, 0.5)
            }
        }
        func alongY() -> Double {
            switch alignment {
            case .top, .topLeading, .topTrailing: return top
            case .bottom, .bottomLeading, .bottomTrailing: return bottom - blockHeight
            default: return (top + bottom) / 2 - blockHeight / 2
            }
        }
        switch position {
        case .top, .automatic:
            (ax, anchor) = alongX(); blockTop = top - spacing - blockHeight
        case .bottom:
            (ax, anchor) = alongX(); blockTop = bottom + spacing
        case .leading:
            (ax, anchor) = (left - spacing, 1); blockTop = alongY()
        case .trailing:
            (ax, anchor) = (right + spacing, 0); blockTop = alongY()
        case .overlay:
            (ax, anchor) = alongX(); blockTop = alongY()
        case .topLeading:
            (ax, anchor) = (left, 0); blockTop = top - spacing - blockHeight
        case .topTrailing:
            (ax, anchor) = (right, 1); blockTop = top - spacing - blockHeight
        case .bottomLeading:
            (ax, anchor) = (left, 0); blockTop = bottom + spacing
        case .bottomTrailing:
            (ax, anchor) = (right, 1); blockTop = bottom + spacing
        }
        // Inside the chart: shift rather than cut.
        let margin = 2.0
        let start = ax - anchor * blockWidth
        ax += max(margin - start, 0) + min(layout.width - margin - (start + blockWidth), 0)
        blockTop = min(max(blockTop, margin), layout.height - margin - blockHeight)
        let blockLeft = ax - anchor * blockWidth
        if let drawn {
            return drawn.layout.draw(drawn.tree, at: (x: blockLeft, y: blockTop))
        }

        let lineShare: Double = switch view?.lineAlignment {
        case .leading?: 0
        case .trailing?: 1
        default: 0.5
        }
        var result: [SceneNode] = []
        for (i, line) in lines.enumerated() {
            let baseline = blockTop + baselines[i]
            if lines.count == 1 && line.count == 1 {
                // One run: anchored where the block is, so it stays put whatever the font measures.
                let textAnchor: SceneText.Anchor = anchor == 0 ? .start : anchor == 1 ? .end : .middle
                result.append(.text(SceneText(classes: "annotation", text: line[0].text, x: ax, y: baseline,
                                              anchor: textAnchor, style: line[0].style, color: line[0].color)))
                continue
            }
            var x = blockLeft + lineShare * (blockWidth - widths[i])
            for run in line {
                result.append(.text(SceneText(classes: "annotation", text: run.text, x: x, y: baseline, anchor: .start,
                                              style: run.style, color: run.color)))
                x += run.width + runGap
            }
        }
        return result
    }
}
