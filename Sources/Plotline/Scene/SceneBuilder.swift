import Foundation
import PlotlineScene

extension Scene {
    /// Draws a resolved chart as a scene: grid, marks by series, axes, title, legend. Pure: the same chart
    /// gives the same scene.
    public init(_ chart: ResolvedChart, theme baseTheme: Theme = .light) {
        let theme = baseTheme.applying(chart.appearance)
        // A plot area of a given size keeps it in this output's theme (the page's text is larger).
        let chart = ChartLayout.fitted(chart, theme: theme)
        let layout = ChartLayout(chart, theme: theme)
        let access = chart.accessibility
        var nodes: [SceneNode] = []
        // Visible text is hidden from assistive technology: the document's name and description say it (AX6).
        if let title = layout.title {
            nodes.append(.text(SceneText(classes: "title", attributes: [("aria-hidden", "true")], text: title.text,
                                         lines: title.lines, x: title.x, y: title.y, style: title.style, color: theme.titleColor)))
        }
        if let subtitle = layout.subtitle {
            nodes.append(.text(SceneText(classes: "subtitle", attributes: [("aria-hidden", "true")], text: subtitle.text,
                                         lines: subtitle.lines, x: subtitle.x, y: subtitle.y, style: subtitle.style,
                                         color: theme.subtitleColor)))
        }
        var plot = PlotAreaDrawing.background(chart, layout)
        let overlays = OverlayDrawing(chart, layout)
        // In a chart that selects, the layers declared under a condition on its state are what the selection
        // draws (`if let selectedDay { RuleMark(x: .value("Day", selectedDay)) }`).
        let selectionLayers = chart.selection != nil || overlays.selects
            ? Set(chart.layers.indices.filter { chart.layers[$0].isConditional }) : []
        plot += overlays.background
        plot.append(MarkAccessibility.hidden(.group(SceneBuilder.grid(layout))))
        // A scrolling chart's window cuts through its marks: every mark is clipped to the plot area then, points
        // and annotations too (SceneBuilder.series).
        plot += SceneBuilder.series(chart, layout, access, selectionLayers: selectionLayers)
        let notes = Annotations.nodes(chart, layout, selectionLayers: selectionLayers)
        if chart.scroll != nil, !notes.isEmpty {
            plot.append(.group(SceneGroup(classes: "annotations", clipsToPlotArea: true, children: notes)))
        } else {
            plot += notes
        }
        // Plotline's own drawing of the selection (the page's scrubber, drawn still) gives way to the author's:
        // a rule and popover declared under the selection's condition, or an overlay that draws it.
        if selectionLayers.isEmpty && overlays.selection == nil {
            plot += SelectionDrawing.nodes(chart, layout, theme)
        }
        plot += PlotAreaDrawing.border(chart, layout)
        nodes.append(.group(SceneGroup(classes: "plot-area",
                                       attributes: [("data-x", SceneBuilder.number(layout.plotArea.x)),
                                                    ("data-y", SceneBuilder.number(layout.plotArea.y)),
                                                    ("data-width", SceneBuilder.number(layout.plotArea.width)),
                                                    ("data-height", SceneBuilder.number(layout.plotArea.height))],
                                       children: plot)))
        nodes.append(MarkAccessibility.hidden(.group(SceneBuilder.axis(layout.x, layout, className: "axis x"))))
        nodes.append(MarkAccessibility.hidden(.group(SceneBuilder.axis(layout.y, layout, className: "axis y"))))
        for more in layout.xAdditional {
            nodes.append(MarkAccessibility.hidden(.group(SceneBuilder.axis(more, layout, className: "axis x additional"))))
        }
        for more in layout.yAdditional {
            nodes.append(MarkAccessibility.hidden(.group(SceneBuilder.axis(more, layout, className: "axis y additional"))))
        }
        if let legend = layout.legend {
            // The series groups carry their names; the legend is for the eye.
            nodes.append(MarkAccessibility.hidden(.group(SceneBuilder.legend(legend, chart, theme))))
        }
        if let legendView = layout.legendView { nodes.append(.group(legendView.nodes(theme))) }
        nodes += overlays.overlay
        let surface = ViewSurfaceDrawing(chart.surface, theme: theme, width: chart.width, height: chart.height)
        self.init(width: chart.width, height: chart.height, background: surface.background,
                  plotArea: layout.plotArea, nodes: surface.nodes(around: nodes))
        selection = SelectionDrawing.place(chart, layout) ?? overlays.selection
            ?? SelectionDrawing.place(ofLayers: selectionLayers, chart, layout)
        accessibleName = access.chartLabel ?? access.descriptor.title ?? chart.title ?? ""
        // The subtitle often carries the main message (D2), and the visible one is hidden: say it first.
        // Under the one-label policy the name already holds the summary, so the description does not repeat it.
        let summary = access.chartLabel == nil ? access.summary : ""
        accessibleDescription = [chart.subtitle ?? "", summary, access.overview].filter { !$0.isEmpty }
            .map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
        language = chart.locale.language.languageCode?.identifier ?? "en"
        roleDescription = Phrases(locale: chart.locale).chartRole
        if baseTheme == .light {
            let painted = SchemeColors.paintedRoles(nodes, background: background)
            alternateColors = SchemeColors(chart, theme: .dark, roles: painted.fills.union(painted.strokes))
        }
    }
}

/// The steps from layout to scene nodes, one kind of element each.
enum SceneBuilder {
    static func number(_ v: Double) -> String {
        let rounded = (v * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// Grid lines from each tick across the plot area: thin and light (B1, X4).
    static func grid(_ layout: ChartLayout) -> SceneGroup {
        var lines: [SceneNode] = []
        let stroke = Stroke(color: layout.theme.gridColor, width: layout.theme.gridLineWidth)
        if layout.glance { return SceneGroup(classes: "grid", children: []) }
        for axis in [layout.y] + layout.yAdditional where axis.shown && axis.axis.showsGrid {
            for tick in axis.ticks where tick.showsGrid {
                let y = layout.py(axis.axis.scale.position(tick.value))
                lines.append(.shape(SceneShape(classes: "grid-line y", attributes: [("data-value", tickValue(tick, axis.axis))],
                    geometry: .line(x1: layout.plotArea.x, y1: y, x2: layout.plotArea.maxX, y2: y), stroke: stroke)))
            }
        }
        for axis in [layout.x] + layout.xAdditional where axis.shown && axis.axis.showsGrid {
            for tick in axis.ticks where tick.showsGrid {
                let x = layout.px(axis.axis.scale.position(tick.value))
                lines.append(.shape(SceneShape(classes: "grid-line x", attributes: [("data-value", tickValue(tick, axis.axis))],
                    geometry: .line(x1: x, y1: layout.plotArea.y, x2: x, y2: layout.plotArea.maxY), stroke: stroke)))
            }
        }
        return SceneGroup(classes: "grid", children: lines)
    }

    /// The exact value of a tick as data: a number, an ISO 8601 date, or a category name.
    static func tickValue(_ tick: Tick, _ axis: ResolvedAxis) -> String {
        switch axis.scale.kind {
        case .time: ISODate.string(tick.value)
        case .band: axis.scale.categories[Int(tick.value)]
        case .linear, .log, .squareRoot, .symmetricLog: NumberFormat.exact(tick.value)
        }
    }

    static func axis(_ axisLayout: AxisLayout, _ layout: ChartLayout, className: String) -> SceneGroup {
        var children: [SceneNode] = []
        let theme = layout.theme
        let axis = axisLayout.axis
        guard axisLayout.shown else { return SceneGroup(classes: className, children: []) }
        let tickStroke = Stroke(color: theme.axisLineColor, width: theme.axisLineWidth)
        if axis.orientation == .horizontal {
            let atTop = axis.position == .top
            let baseY = atTop ? layout.plotArea.y : layout.plotArea.maxY
            children.append(.shape(SceneShape(classes: "domain",
                geometry: .line(x1: layout.plotArea.x, y1: baseY, x2: layout.plotArea.maxX, y2: baseY), stroke: tickStroke)))
            for tick in axisLayout.ticks {
                let x = layout.px(axis.scale.position(tick.value))
                let tickEnd = atTop ? baseY - 4 : baseY + 4
                let labelY = atTop ? baseY - 6 - TextMetrics.descent(style: axisLayout.labelStyle)
                                   : baseY + 5 + TextMetrics.ascent(style: axisLayout.labelStyle)
                let trailing = axisLayout.labelOnTrailingSide(tick)
                let labelX = layout.px(axisLayout.labelPosition(tick))
                guard tick.showsTickLine || tick.showsLabel else { continue }
                var parts: [SceneNode] = []
                if tick.showsTickLine {
                    parts.append(.shape(SceneShape(classes: "tick-line", geometry: .line(x1: x, y1: baseY, x2: x, y2: tickEnd), stroke: tickStroke)))
                }
                // A label in its author's color where that reads as text (`AxisLabelColor`).
                let labelColor = AxisLabelColor.color(tick.labelColor, theme: theme)
                if tick.showsLabel, let arranged = axisLayout.categoryLabels, let lines = arranged.lines[tick.value] {
                    parts.append(.text(categoryLabel(tick, lines: lines, arranged.arrangement, x: labelX, axisY: baseY, atTop: atTop,
                                                     style: axisLayout.labelStyle, color: labelColor)))
                } else if tick.showsLabel {
                    // A label of several lines hangs below the axis, or stands on it at the top.
                    let lines = tick.lines
                    let up = atTop ? Double(lines.count - 1) * TextMetrics.lineHeight(style: axisLayout.labelStyle) : 0
                    parts.append(.text(SceneText(classes: "tick-label", text: lines.joined(separator: " "),
                                                 lines: lines.count > 1 ? lines : nil, x: trailing ? labelX + 3 : labelX, y: labelY - up,
                                                 anchor: axisLayout.labelAnchor(tick), style: axisLayout.labelStyle,
                                                 color: labelColor)))
                }
                children.append(.group(SceneGroup(classes: "tick", attributes: [("data-value", tickValue(tick, axis))], children: parts)))
            }
        } else {
            let trailing = axis.position != .leading
            let edge = trailing ? layout.plotArea.maxX : layout.plotArea.x
            for tick in axisLayout.ticks {
                let y = layout.py(axis.scale.position(tick.value))
                let tickEnd = trailing ? edge + 3 : edge - 3
                guard tick.showsTickLine || tick.showsLabel else { continue }
                var parts: [SceneNode] = []
                if tick.showsTickLine {
                    parts.append(.shape(SceneShape(classes: "tick-line", geometry: .line(x1: edge, y1: y, x2: tickEnd, y2: y), stroke: tickStroke)))
                }
                if tick.showsLabel, let turn = tick.labelTurn {
                    parts.append(.text(turnedLabel(tick, turn: turn, edge: edge, trailing: trailing, y: layout.py(axisLayout.labelPosition(tick)),
                                                   style: axisLayout.labelStyle,
                                                   color: AxisLabelColor.color(tick.labelColor, theme: theme))))
                } else if tick.showsLabel {
                    // A label of several lines is centred on its tick (or its interval's middle).
                    let lines = tick.lines
                    let up = Double(lines.count - 1) * TextMetrics.lineHeight(style: axisLayout.labelStyle) / 2
                    let labelY = layout.py(axisLayout.labelPosition(tick))
                    parts.append(.text(SceneText(classes: "tick-label", text: lines.joined(separator: " "),
                                                 lines: lines.count > 1 ? lines : nil, x: trailing ? edge + 6 : edge - 6, y: labelY - up,
                                                 anchor: trailing ? .start : .end, baseline: .middle,
                                                 style: axisLayout.labelStyle,
                                                 color: AxisLabelColor.color(tick.labelColor, theme: theme))))
                }
                children.append(.group(SceneGroup(classes: "tick", attributes: [("data-value", tickValue(tick, axis))], children: parts)))
            }
        }
        // A title of several lines (a view of stacked text) is a text per line, each a line height below the last.
        for title in [axisLayout.title, axisLayout.endTitle].compactMap({ $0 }) {
            for (i, line) in title.lines.enumerated() {
                children.append(.text(SceneText(classes: "axis-title", text: line, x: title.x,
                                                y: title.y + Double(i) * TextMetrics.lineHeight(style: title.style),
                                                anchor: title.anchor, style: title.style, color: theme.axisTextColor)))
            }
        }
        return SceneGroup(classes: className, children: children)
    }

    /// A category's label kept by wrapping or turning it (`CategoryLabels`): wrapped lines centred on the
    /// tick, hanging below the axis or standing on it at the top; a turned label as one block, its middle on
    /// the line the tick points along, set far enough from the axis that its corner clears the tick, reaching
    /// away from the plot: turned counterclockwise (-45, -90), along the bottom ending at the tick and along
    /// the top starting at it; turned clockwise (an author's `.vertical`, 90), the other way round (a label
    /// "…" shortened shows the shortened text; the words and the data table name the whole category).
    static func categoryLabel(_ tick: Tick, lines: [String], _ arrangement: CategoryLabels.Arrangement, x: Double,
                              axisY: Double, atTop: Bool = false, style: TextStyle, color: Color) -> SceneText {
        let lineHeight = TextMetrics.lineHeight(style: style)
        let text = lines.count == 1 ? lines[0] : tick.label.replacingOccurrences(of: "\n", with: " ")
        switch arrangement {
        case .wrapped:
            let y = atTop
                ? axisY - CategoryLabels.levelOffset - TextMetrics.descent(style: style) - Double(lines.count - 1) * lineHeight
                : axisY + CategoryLabels.levelOffset + TextMetrics.ascent(style: style)
            return SceneText(classes: "tick-label", text: text, lines: lines, x: x, y: y,
                             anchor: .middle, style: style, color: color)
        case .turned(let degrees):
            let radians = degrees * Double.pi / 180
            let block = CategoryLabels.blockHeight(lines.count, style: style)
            let side = block / 2 * cos(radians)
            // The block's middle beside the tick; the first line's middle half the other lines' height before it,
            // across the turned lines (SVG's rotation takes "down" the page to (-sin, cos)).
            var middleX = x, middleY = atTop ? axisY - CategoryLabels.turnedOffset - side : axisY + CategoryLabels.turnedOffset + side
            let before = Double(lines.count - 1) * lineHeight / 2
            middleX -= before * -sin(radians)
            middleY -= before * cos(radians)
            var turned = SceneText(classes: "tick-label", text: text, lines: lines.count > 1 ? lines : nil, x: middleX,
                                   y: middleY, anchor: atTop == (degrees < 0) ? .start : .end, baseline: .middle,
                                   style: style, color: color)
            turned.rotation = degrees
            return turned
        }
    }

    /// A vertical axis's label turned as the author asked (`AxisValueLabel(orientation: .verticalReversed)`):
    /// its turned block centred on the tick's line, beside the axis, 6 points from it as a level label is.
    static func turnedLabel(_ tick: Tick, turn: Double, edge: Double, trailing: Bool, y: Double, style: TextStyle,
                            color: Color) -> SceneText {
        let lines = tick.lines
        let box = tick.turnedBox(style: style)
        let middleX = trailing ? edge + 6 + box.width / 2 : edge - 6 - box.width / 2
        // The first line's middle half the other lines' height before the block's, across the turned lines.
        let radians = turn * Double.pi / 180
        let before = Double(lines.count - 1) * TextMetrics.lineHeight(style: style) / 2
        var text = SceneText(classes: "tick-label", text: lines.joined(separator: " "), lines: lines.count > 1 ? lines : nil,
                             x: middleX - before * -sin(radians), y: y - before * cos(radians), anchor: .middle,
                             baseline: .middle, style: style, color: color)
        text.rotation = turn
        return text
    }

    /// The marks, layer by layer in the order they were written (later on top), each layer's marks in a
    /// group per series; consecutive groups of one series (a layer's bars, then a rule) share a group.
    static func series(_ chart: ResolvedChart, _ layout: ChartLayout, _ access: ChartAccessibility,
                       selectionLayers: Set<Int> = []) -> [SceneNode] {
        var runs: [(series: Int, nodes: [SceneNode])] = []
        let labelsByLayer = Dictionary(grouping: access.labels, by: \.layer)
        // `zIndex` reorders layers; equal ones (all, by default) keep the order they were written in.
        let drawingOrder = chart.layers.indices.sorted {
            (chart.layers[$0].style.zIndex ?? 0, $0) < (chart.layers[$1].style.zIndex ?? 0, $1)
        }
        for index in drawingOrder {
            let layer = chart.layers[index]
            // A masked layer (`mask { }`) shows only where its mask's marks are drawn.
            let mask = chart.masks[index].map { MaskDrawing.nodes($0, chart: chart, layout: layout) }
            for (series, drawn) in MarkDrawing.draw(layer, chart: chart, layout: layout, labels: labelsByLayer[index] ?? [])
            where !drawn.isEmpty {
                var nodes = mask.map { [SceneNode.group(SceneGroup(classes: "masked", children: drawn, mask: $0))] } ?? drawn
                if selectionLayers.contains(index) {
                    nodes = [.group(SceneGroup(classes: SceneSelection.drawingClass, children: nodes))]
                }
                if let last = runs.last, last.series == series { runs[runs.count - 1].nodes += nodes }
                else { runs.append((series, nodes)) }
            }
        }
        let seriesRole = Phrases(locale: chart.locale).seriesRole
        return runs.map { run in
            let clips = chart.scroll != nil || chart.plotStyle?.clipsMarks == true
            guard run.series >= 0 && run.series < chart.series.count else {
                return .group(SceneGroup(classes: "marks", clipsToPlotArea: clips, children: run.nodes))
            }
            let s = chart.series[run.series]
            return .group(SceneGroup(classes: "series s\(s.colorIndex)",
                                     attributes: [("data-series", s.name), ("role", "graphics-object"),
                                                  ("aria-roledescription", seriesRole), ("aria-label", s.name)],
                                     clipsToPlotArea: clips, children: run.nodes))
        }
    }

    /// A value of one channel's own scale: a color swatch, or a shape or a dash in the text color, so the
    /// key shows each channel's look alone.
    /// A key entry's swatch: the series' symbol, a short line in its dash (solid for `dashIndex` nil), or a
    /// square, at `x` and centred on `midY`.
    static func swatch(_ kind: LegendLayout.Swatch, x: Double, midY: Double, color: Color, shape: SymbolShape = .circle,
                       dash: [Double]? = nil) -> SceneShape {
        switch kind {
        case .symbol:
            return SceneShape(classes: "swatch fill", geometry: shape.geometry(cx: x + LegendLayout.swatchWidth / 2, cy: midY, area: 40),
                              fill: color)
        case .line:
            return SceneShape(classes: "swatch line", geometry: .line(x1: x, y1: midY, x2: x + LegendLayout.swatchWidth, y2: midY),
                              stroke: Stroke(color: color, width: 2.5, dash: (dash ?? []).map { $0 * 0.7 }))
        case .square:
            return SceneShape(classes: "swatch fill", geometry: .rect(squareSwatch(x: x, midY: midY), cornerRadius: 2), fill: color)
        }
    }

    static func squareSwatch(x: Double, midY: Double) -> Rect { Rect(x: x + 2, y: midY - 5, width: 10, height: 10) }

    /// The key of a number shown by size (circles of the areas it gives) or by opacity (squares of the
    /// marks' color at the opacities it gives, outlined so the faintest still shows).
    static func valueKey(_ key: LegendLayout.ValueKey, _ legend: LegendLayout, _ chart: ResolvedChart,
                         _ theme: Theme) -> SceneGroup {
        let midY = legend.y + Double(key.title.row) * legend.rowHeight + legend.rowHeight / 2
        var children: [SceneNode] = [.text(SceneText(classes: "legend-title", text: key.title.text, x: legend.x + key.title.x,
                                                     y: midY, baseline: .middle, style: legend.style,
                                                     color: theme.subtitleColor))]
        // Opacity applies to every series; with several, the key shows it in the text color.
        let ink = chart.series.count > 1 ? theme.subtitleColor : theme.color(forSeries: chart.series.first?.colorIndex ?? 0)
        for entry in key.entries {
            let midY = legend.y + Double(entry.row) * legend.rowHeight + legend.rowHeight / 2
            let x = legend.x + entry.x
            let slot = key.channel == .size ? legend.sizeSlot : LegendLayout.swatchWidth
            let swatch = key.channel == .size
                ? SceneShape(classes: "swatch size", geometry: SymbolShape.circle.geometry(cx: x + slot / 2, cy: midY, area: entry.area),
                             stroke: Stroke(color: theme.subtitleColor, width: 1))
                : SceneShape(classes: "swatch opacity", geometry: .rect(squareSwatch(x: x, midY: midY), cornerRadius: 2),
                             fill: ink.opacity(entry.opacity), stroke: Stroke(color: theme.subtitleColor, width: 0.5))
            children.append(.group(SceneGroup(classes: "legend-\(key.channel.rawValue)", attributes: [("data-value", SceneBuilder.number(entry.value))], children: [
                .shape(swatch),
                .text(SceneText(classes: "legend-label", text: entry.label, x: x + slot + 4, y: midY,
                                baseline: .middle, style: legend.style, color: theme.subtitleColor)),
            ])))
        }
        return SceneGroup(classes: key.channel == .size ? "legend-sizes" : "legend-opacities", children: children)
    }

    static func keyEntry(_ entry: LegendLayout.Entry, channel: Channel, index: Int, _ legend: LegendLayout,
                         _ chart: ResolvedChart, _ theme: Theme) -> SceneNode {
        let key = chart.legend.keys.first { $0.channel == channel }
        let midY = legend.y + Double(entry.row) * legend.rowHeight + legend.rowHeight / 2
        let x = legend.x + entry.x
        let ink = channel == .color ? theme.color(forSeries: index) : theme.subtitleColor
        let swatch: SceneShape
        switch (channel, entry.swatch) {
        case (.symbol, _), (.color, .symbol):
            swatch = Self.swatch(.symbol, x: x, midY: midY, color: ink, shape: channel == .symbol ? key.symbol(at: index) : .circle)
        case (.lineStyle, _) where key.lineWidth(at: index) != nil:
            // A stroke the chart's line style scale gives, as the lines are drawn with it.
            let width = key.lineWidth(at: index)!
            swatch = SceneShape(classes: "swatch line", geometry: .line(x1: x, y1: midY, x2: x + LegendLayout.swatchWidth, y2: midY),
                                stroke: Stroke(color: ink, width: width, dash: key.dash(at: index).map { $0 * width / 2 },
                                               lineCap: .round, lineJoin: .round))
        case (.lineStyle, _), (.color, .line):
            swatch = Self.swatch(.line, x: x, midY: midY, color: ink, dash: channel == .lineStyle ? key.dash(at: index) : nil)
        default:
            swatch = Self.swatch(.square, x: x, midY: midY, color: ink)
        }
        let label = SceneText(classes: "legend-label", text: entry.name, x: x + LegendLayout.swatchWidth + 5, y: midY,
                              baseline: .middle, style: legend.style, color: theme.subtitleColor)
        let look = channel == .color ? " s\(index)" : ""
        return .group(SceneGroup(classes: "legend-entry key-\(channel.rawValue)\(look)", attributes: [("data-value", entry.name)],
                                 children: [.shape(swatch), .text(label)]))
    }

    static func legend(_ legend: LegendLayout, _ chart: ResolvedChart, _ theme: Theme) -> SceneGroup {
        var children: [SceneNode] = []
        for title in legend.keyTitles {
            let midY = legend.y + Double(title.row) * legend.rowHeight + legend.rowHeight / 2
            children.append(.text(SceneText(classes: "legend-title", text: title.text, x: legend.x + title.x, y: midY,
                                            baseline: .middle, style: legend.style, color: theme.subtitleColor)))
        }
        for entry in legend.entries {
            if let key = entry.key {
                children.append(keyEntry(entry, channel: key.channel, index: key.index, legend, chart, theme))
                continue
            }
            let series = chart.series[entry.series]
            let color = theme.color(forSeries: series.colorIndex)
            let top = legend.y + Double(entry.row) * legend.rowHeight
            let midY = top + legend.rowHeight / 2
            let x = legend.x + entry.x
            // Points drawn as a view (`.symbol { ... }`) are keyed by that view; others by the series' shape.
            var swatch: [SceneNode] = [.shape(Self.swatch(entry.swatch, x: x, midY: midY, color: color,
                                                          shape: series.symbol, dash: series.dash))]
            // A line stroked as the author asked (its own dash or width) is keyed by that stroke, as drawn.
            if entry.swatch == .line, let stroke = LineMark.authorsStroke(ofSeries: entry.series, in: chart, color: color, theme: theme) {
                swatch = [.shape(SceneShape(classes: "swatch line", geometry: .line(x1: x, y1: midY, x2: x + LegendLayout.swatchWidth, y2: midY),
                                            stroke: stroke))]
            }
            if entry.swatch == .symbol, let view = LegendViewSwatch.view(series: entry.series, in: chart) {
                swatch = [LegendViewSwatch.nodes(view, x: x, midY: midY, height: legend.rowHeight, color: color, theme: theme)]
            }
            if entry.swatch == .square {
                let box = Self.squareSwatch(x: x, midY: midY)
                // The key shows the series' pattern as its marks do, so it too tells series apart without color (C2).
                if chart.usesPatterns,
                   let hatch = Hatching.node(inside: [(box.x, box.y), (box.maxX, box.y), (box.maxX, box.maxY), (box.x, box.maxY)],
                                             series: series.colorIndex, theme: theme, inPlot: false) {
                    swatch.append(hatch)
                }
            }
            let label = SceneText(classes: "legend-label", text: entry.name, x: x + LegendLayout.swatchWidth + 5, y: midY,
                                  baseline: .middle, style: legend.style, color: theme.subtitleColor)
            children.append(.group(SceneGroup(classes: "legend-entry s\(series.colorIndex)", attributes: [("data-series", series.name)],
                                              children: swatch + [.text(label)])))
        }
        if let more = legend.more {
            // Text only: the series it counts are named in the words, the table and the descriptor.
            let midY = legend.y + Double(more.row) * legend.rowHeight + legend.rowHeight / 2
            children.append(.text(SceneText(classes: "legend-label legend-more", attributes: [("data-count", String(more.count))],
                                            text: more.text, x: legend.x + more.x, y: midY, baseline: .middle,
                                            style: legend.style, color: theme.subtitleColor)))
        }
        for key in legend.valueKeys {
            children.append(.group(valueKey(key, legend, chart, theme)))
        }
        if let ramp = legend.ramp, let scale = chart.color {
            children.append(.group(rampLegend(ramp, scale: scale, legend: legend, theme: theme)))
        }
        return SceneGroup(classes: "legend", children: children)
    }

    /// A color scale's key: its title, the ramp as a bar of thin stripes (the same in every backend), a tick
    /// and a label at each familiar value, and the "no data" swatch.
    static func rampLegend(_ ramp: LegendLayout.Ramp, scale: ColorScale, legend: LegendLayout, theme: Theme) -> SceneGroup {
        let top = legend.y + ramp.barY, x = legend.x + ramp.barX
        let height = LegendLayout.Ramp.barHeight
        var children: [SceneNode] = [.text(SceneText(classes: "legend-title", text: ramp.title, x: legend.x + ramp.titleX,
                                                     y: top + height / 2, baseline: .middle, style: legend.style,
                                                     color: theme.subtitleColor))]
        let stripes = max(Int(ramp.barWidth / 2), 2)
        var bar: [SceneNode] = []
        for i in 0..<stripes {
            let x0 = x + ramp.barWidth * Double(i) / Double(stripes)
            let x1 = x + ramp.barWidth * Double(i + 1) / Double(stripes)
            let t = scale.domain.lowerBound < scale.domain.upperBound ? (Double(i) + 0.5) / Double(stripes) : 0.5
            // Each stripe overlaps the next by a hair so no background shows between them.
            bar.append(.shape(SceneShape(classes: "ramp-stripe", geometry: .rect(
                Rect(x: x0, y: top, width: x1 - x0 + (i + 1 < stripes ? 0.25 : 0), height: height), cornerRadius: 0),
                fill: theme.rampColor(for: scale, at: t))))
        }
        children.append(.group(SceneGroup(classes: "ramp", children: bar)))
        let labelY = top + height + 3 + TextMetrics.ascent(style: legend.style)
        for tick in ramp.ticks {
            let tx = x + tick.position * ramp.barWidth
            children.append(.group(SceneGroup(classes: "legend-tick", attributes: [("data-value", tick.label)], children: [
                .shape(SceneShape(classes: "tick-line", geometry: .line(x1: tx, y1: top + height, x2: tx, y2: top + height + 3),
                                  stroke: Stroke(color: theme.axisTextColor, width: 1))),
                .text(SceneText(classes: "legend-label", text: tick.label, x: tx, y: labelY, anchor: .middle,
                                style: legend.style, color: theme.subtitleColor)),
            ])))
        }
        if let noData = ramp.noData {
            let sx = legend.x + noData.x
            children.append(.group(SceneGroup(classes: "legend-no-data", children: [
                .shape(SceneShape(classes: "swatch fill", geometry: .rect(Rect(x: sx, y: top, width: 10, height: height),
                                                                          cornerRadius: 2), fill: theme.noDataColor)),
                .text(SceneText(classes: "legend-label", text: noData.label, x: sx + 14, y: top + height / 2,
                                baseline: .middle, style: legend.style, color: theme.subtitleColor)),
            ])))
        }
        return SceneGroup(classes: "legend-ramp", attributes: [("data-title", scale.title)], children: children)
    }
}
