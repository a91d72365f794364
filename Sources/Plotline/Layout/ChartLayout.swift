import PlotlineScene
/// Where everything goes: title and subtitle at the top, leading-aligned with the plot area; the legend
/// below; axes with ticks that never overlap; and the plot area taking all the room that is left (B2).
public struct ChartLayout: Sendable {
    public var width: Double
    public var height: Double
    public internal(set) var plotArea: Rect
    /// Where the scales' 0 to 1 is drawn: the plot area, less the padding of a padded range
    /// (`chartXScale(range: .plotDimension(padding: 20))`). Marks, ticks and grid lines stand in it; the plot
    /// area's background, border and grid lines' length span the whole plot area. Worked out once, with the
    /// plot area: every mark's place is mapped through it.
    public internal(set) var dataArea: Rect
    public var title: PlacedText?
    public var subtitle: PlacedText?
    public var x: AxisLayout
    public var y: AxisLayout
    /// The axes' further sets of marks (``ResolvedAxis/additional``), each laid out on its own side.
    public var xAdditional: [AxisLayout] = []
    public var yAdditional: [AxisLayout] = []
    public var legend: LegendLayout?
    /// The legend the author wrote as a view, where it is drawn (instead of ``legend``).
    var legendView: LegendViewLayout?
    public var theme: Theme
    /// A glance-sized chart (P1): no grid, no legend, only the lowest and highest values labelled.
    public var glance: Bool

    /// Lays out a resolved chart. Measures every piece of text (English, Korean, Turkish alike) and thins
    /// ticks to a coarser familiar step where labels would collide (X3, X4).
    public init(_ chart: ResolvedChart, theme: Theme = .light) {
        self.theme = theme
        let range = (x: chart.xRange, y: chart.yRange)
        width = chart.width
        height = chart.height
        // The chart inside its padding (`padding()`): sizes and margins are of it.
        let pad = chart.padding.insets
        let innerWidth = chart.width - chart.padding.horizontal, innerHeight = chart.height - chart.padding.vertical
        let compact = innerHeight < 160 || innerWidth < 240
        // A glance (P1, a watch face): marks, at most the lowest and highest value, no legend, no grid.
        let glance = innerWidth <= 200 || innerHeight <= 120
        self.glance = glance
        let edge = compact ? 4.0 : 12.0
        let margin = edge + pad.leading, trailingMargin = edge + pad.trailing
        let tickStyle = TextStyle(size: compact ? 10 : theme.tickLabelSize)
        let titleStyle = TextStyle(size: compact ? 13 : theme.titleSize, weight: .bold)
        let subtitleStyle = TextStyle(size: compact ? 11 : theme.subtitleSize)
        let axisTitleStyle = TextStyle(size: theme.axisTitleSize)

        // Top: title, subtitle, and the y axis title (short, horizontal, above the plot area).
        var top = edge + pad.top
        var contentWidth = width - margin - trailingMargin
        if let text = chart.title, !text.isEmpty {
            let lines = TextWrap.lines(text, width: contentWidth, style: titleStyle, maxLines: compact ? 1 : 2)
            top += TextMetrics.ascent(style: titleStyle)
            title = PlacedText(text: text, lines: lines, x: margin, y: top, style: titleStyle)
            top += Double(lines.count - 1) * TextMetrics.lineHeight(style: titleStyle)
            top += TextMetrics.descent(style: titleStyle) + 2
        }
        if let text = chart.subtitle, !text.isEmpty {
            let lines = TextWrap.lines(text, width: contentWidth, style: subtitleStyle, maxLines: compact ? 1 : 2)
            top += TextMetrics.ascent(style: subtitleStyle)
            subtitle = PlacedText(text: text, lines: lines, x: margin, y: top, style: subtitleStyle)
            top += Double(lines.count - 1) * TextMetrics.lineHeight(style: subtitleStyle)
            top += TextMetrics.descent(style: subtitleStyle)
        }
        if title != nil || subtitle != nil { top += compact ? 4 : 10 }

        // The legend where it does not cover data: below (default), above, or beside the plot area.
        var bottom = height - edge - pad.bottom
        var contentX = margin
        let legendStyle = TextStyle(size: compact ? 10 : theme.legendSize)
        let side = chart.legend.position == .leading || chart.legend.position == .trailing
        // A key above or below takes at most a third of the height left, one beside it all of it; series
        // past that are counted ("and 944 more"), never drawn off the canvas or squeezed.
        let room = max(bottom - top, 0)
        var legend = chart.legend.isShown && !glance && chart.legend.view == nil
            ? LegendLayout(series: chart.series, keys: chart.legend.keys, layers: chart.layers, size: chart.size, opacity: chart.opacity, color: chart.color, locale: chart.locale,
                           width: side ? contentWidth / 3 : contentWidth, maxHeight: side ? room : room / 3, x: margin,
                           style: legendStyle, vertical: side)
            : nil
        // The author's own legend view takes the key's place, at its own size.
        var legendView = chart.legend.isShown && !glance ? chart.legend.view.map { tree in
            LegendViewLayout(tree: tree, theme: theme, style: legendStyle, width: side ? contentWidth / 3 : contentWidth, x: margin)
        } : nil
        /// Puts a key of this size where the chart asks, taking its room from the plot's: its top-left corner.
        func place(x: Double, width keyWidth: Double, height keyHeight: Double) -> (x: Double, y: Double) {
            let gap = chart.legend.spacing
            // A key above or below sits along the chart as aligned (leading by default).
            var x = x, y = 0.0
            let slack = max(contentWidth - keyWidth, 0)
            switch chart.legend.alignment {
            case .leading: break
            case .center: x += slack / 2
            case .trailing: x += slack
            }
            switch chart.legend.position {
            case .top, .topLeading, .topTrailing, .overlay:
                y = top
                top += keyHeight + (gap ?? 6)
            case .leading:
                y = top
                x = margin
                contentX += keyWidth + (gap ?? 16)
                contentWidth -= keyWidth + (gap ?? 16)
            case .trailing:
                y = top
                x = chart.width - trailingMargin - keyWidth
                contentWidth -= keyWidth + (gap ?? 16)
            case .bottom, .automatic, .bottomLeading, .bottomTrailing:
                bottom -= keyHeight
                y = bottom
                bottom -= gap ?? 8
            }
            return (x, y)
        }
        if var placed = legend {
            (placed.x, placed.y) = place(x: placed.x, width: placed.width, height: placed.height)
            legend = placed
        }
        if var placed = legendView {
            (placed.x, placed.y) = place(x: placed.x, width: placed.width, height: placed.height)
            legendView = placed
        }

        let xShown = !chart.x.hidden && chart.x.tickCount > 0 && !glance
        let yShown = !chart.y.hidden && chart.y.tickCount > 0
        let labelHeight = TextMetrics.ascent(style: tickStyle) + TextMetrics.descent(style: tickStyle)
        // An axis title of several lines (a view of stacked text) takes a line height for each.
        let titleLineHeight = TextMetrics.lineHeight(style: axisTitleStyle)
        let xTitle = xShown && !chart.x.titleLines.isEmpty && !compact
        let xTitleLines = max(chart.x.titleLines.count, chart.x.endTitleLines.count)
        let xTitleOnTop = chart.x.titleSide == .top
        if xTitle && !xTitleOnTop { bottom -= Double(xTitleLines) * titleLineHeight + 2 }
        let yTitle = yShown && !chart.y.titleLines.isEmpty && !compact
        let yTitleLines = max(chart.y.titleLines.count, chart.y.endTitleLines.count)
        if yTitle { top += Double(yTitleLines) * titleLineHeight + 2 }
        // The y title's last line stands on this line; an x title above the plot comes between it and the
        // x axis's labels, its first baseline a line below its row's top as below the plot.
        var yTitleBase = top
        var xTitleY = bottom + titleLineHeight
        if xTitle && xTitleOnTop {
            xTitleY = top + titleLineHeight - 2
            top += Double(xTitleLines) * titleLineHeight + 2
        }

        // Further sets of marks (several AxisMarks) are shown where their axis would be.
        let xMore = chart.x.additional.filter { !$0.hidden && $0.tickCount > 0 && !glance }
        let yMore = chart.y.additional.filter { !$0.hidden && $0.tickCount > 0 && !glance }

        // The x axis at the bottom (or top), and a further set's on its side; the plot area's height follows.
        // `axisLabels`: how far the x axis's labels reach from its line, below it or above it at the top (one
        // line of labels, or category labels wrapped or turned).
        var xSides = Set(xMore.map(\.position))
        if xShown { xSides.insert(chart.x.position) }
        // Labels written in several lines (a view of stacked text) take a line height more for each further line.
        let xLines = ([chart.x] + xMore).flatMap(\.ticks).filter(\.showsLabel).map(\.lines.count).max() ?? 1
        let xLabelHeight = labelHeight + Double(max(xLines - 1, 0)) * TextMetrics.lineHeight(style: tickStyle)
        let levelLabels = CategoryLabels.levelOffset + xLabelHeight
        let annotationRoom = Annotations.roomAbove(chart, theme: theme)
        func place(axisLabels: Double, leadingLabels: Double = 0) -> (plotArea: Rect, yTicks: [Tick], yMoreTicks: [[Tick]], leading: Double, trailing: Double, shift: Double) {
            var plotTop = top, plotBottom = bottom
            func reach(_ side: AxisPosition) -> Double { xShown && chart.x.position == side ? max(axisLabels, levelLabels) : levelLabels }
            if xSides.contains(.top) { plotTop += reach(.top) }
            if xSides.contains(.bottom) { plotBottom -= reach(.bottom) }
            // Leave half a label above the top tick so it is not cut.
            if yShown || !yMore.isEmpty { plotTop += labelHeight / 2 }
            // An annotation let out of the plot area above a mark at its top edge (a selection popover).
            plotTop = max(plotTop, top + annotationRoom)
            var plotHeight = max(plotBottom - plotTop, 8)

            // The y axis: ticks thinned to fit the height, labels as short as they can be (B2); a further set's
            // labels on their own side.
            func across(_ plotHeight: Double) -> (yTicks: [Tick], yMoreTicks: [[Tick]], leading: Double, trailing: Double,
                                                  x: Double, width: Double) {
                let yTicks = !yShown ? [] : glance ? AxisLayout.extremes(chart, locale: chart.locale)
                    : AxisLayout.fitVertical(chart.y, length: plotHeight, labelHeight: labelHeight, style: tickStyle)
                let yMoreTicks = yMore.map { AxisLayout.fitVertical($0, length: plotHeight, labelHeight: labelHeight, style: tickStyle) }
                // A label the author turned takes the width of its turned box.
                func labelWidth(_ ticks: [Tick]) -> Double {
                    ticks.filter(\.showsLabel).map { $0.turnedBox(style: tickStyle).width }.max() ?? 0
                }
                var sideWidth: [AxisPosition: Double] = [:]
                if yShown { sideWidth[chart.y.position] = labelWidth(yTicks) + 6 }
                for (set, ticks) in zip(yMore, yMoreTicks) {
                    sideWidth[set.position] = max(sideWidth[set.position] ?? 0, labelWidth(ticks) + 6)
                }
                let leadingWidth = sideWidth[.leading] ?? 0, trailingWidth = sideWidth[.trailing] ?? 0
                var plotX = contentX, plotWidth = contentWidth
                // Turned category labels reaching back past the leading edge move the plot area in.
                let leadingRoom = max(leadingWidth, leadingLabels)
                plotX += leadingRoom
                plotWidth -= leadingRoom + trailingWidth
                // Labels of the x axis must not spill past the chart's edges.
                plotWidth = max(plotWidth, 8)
                return (yTicks, yMoreTicks, leadingWidth, trailingWidth, plotX, plotWidth)
            }
            var sides = across(plotHeight)
            var shift = 0.0
            // A plot area that keeps its proportions (`aspectRatio(1, contentMode: .fit)`): the largest of
            // them that fits the room, centred in it; shorter, its y axis is thinned for its own height.
            if let ratio = chart.plotAspectRatio {
                func narrowed(_ height: Double) {
                    guard sides.width / height > ratio else { return }
                    let width = max(height * ratio, 8)
                    sides.x += (sides.width - width) / 2
                    sides.width = width
                }
                if sides.width / plotHeight > ratio {
                    narrowed(plotHeight)
                } else {
                    let room = plotHeight
                    sides = across(max(sides.width / ratio, 8))
                    plotHeight = min(max(sides.width / ratio, 8), room)
                    narrowed(plotHeight)
                    shift = (room - plotHeight) / 2
                    plotTop += shift
                }
            }
            return (Rect(x: sides.x, y: plotTop, width: sides.width, height: plotHeight), sides.yTicks, sides.yMoreTicks,
                    sides.leading, sides.trailing, shift)
        }
        var placed = place(axisLabels: levelLabels)
        // Category labels that do not fit side by side are wrapped or turned before any is dropped: the plot
        // area gives them the height they take, and they are arranged again over its width.
        let labelBounds = (pad.leading + edge / 2 - 1, width - pad.trailing - edge / 2 + 1)
        let labelRoom = max(levelLabels, (bottom - top) / 3)
        var categoryLabels: CategoryLabels?
        // Labels the author turned (`AxisValueLabel(orientation: .vertical)`) are turned the same way, on any axis.
        let askedTurn = CategoryLabels.askedTurn(chart.x)
        func arrangeX(_ plot: Rect) -> CategoryLabels? {
            let area = Self.dataArea(of: plot, chart: range)
            if let askedTurn {
                return CategoryLabels.turnedAsAsked(chart.x, degrees: askedTurn, plotArea: area, bounds: labelBounds,
                                                    room: labelRoom, style: tickStyle)
            }
            return CategoryLabels.arrange(chart.x, plotArea: area, bounds: labelBounds, room: labelRoom, style: tickStyle)
        }
        if xShown, let first = arrangeX(placed.plotArea) {
            var arranged: CategoryLabels? = first
            var reserved = first.height
            // The leading room the labels need, counted from the chart's content edge.
            var leading = first.leadingSpace > 0 ? placed.plotArea.x - contentX + first.leadingSpace : 0
            placed = place(axisLabels: reserved, leadingLabels: leading)
            arranged = arrangeX(placed.plotArea)
            if let again = arranged, again.height > reserved || again.leadingSpace > 0 {
                reserved = max(reserved, again.height)
                if again.leadingSpace > 0 { leading = placed.plotArea.x - contentX + again.leadingSpace }
                placed = place(axisLabels: reserved, leadingLabels: leading)
            }
            // Thinned after all (the plot area narrowed): the labels take one line again.
            if arranged == nil { placed = place(axisLabels: levelLabels) }
            categoryLabels = arranged
        }
        let (yTicks, yMoreTicks, trailingWidth) = (placed.yTicks, placed.yMoreTicks, placed.trailing)
        plotArea = placed.plotArea
        dataArea = Self.dataArea(of: placed.plotArea, chart: range)
        if side, chart.legend.alignment != .leading {
            // A key beside the plot sits along the plot's height as aligned (at its top unless asked).
            let share = chart.legend.alignment == .center ? 0.5 : 1
            let plot = placed.plotArea
            func along(_ y: Double, _ keyHeight: Double) -> Double { max(y, plot.y + (plot.height - keyHeight) * share) }
            if var key = legend {
                key.y = along(key.y, key.height)
                legend = key
            }
            if var view = legendView {
                view.y = along(view.y, view.height)
                legendView = view
            }
        }
        self.legend = legend
        self.legendView = legendView
        // A plot area centred up and down in its room (its proportions kept) takes the axis titles with it.
        yTitleBase += placed.shift
        xTitleY += xTitleOnTop ? placed.shift : -placed.shift

        let xFit: (ticks: [Tick], flushed: [Double: SceneText.Anchor])
        if !xShown {
            xFit = ([], [:])
        } else if let arranged = categoryLabels {
            // Labels left out of a turned arrangement gave way to their neighbours: their ticks and grid lines stay.
            xFit = (chart.x.ticks.map { tick in
                var tick = tick
                if tick.showsLabel, arranged.lines[tick.value] == nil { tick.showsLabel = false }
                return tick
            }, [:])
        } else {
            xFit = AxisLayout.fitHorizontal(chart.x, plotArea: dataArea, bounds: labelBounds, style: tickStyle)
        }
        x = AxisLayout(axis: chart.x, ticks: xFit.ticks, labelStyle: tickStyle, shown: xShown,
                       title: xTitle ? PlacedText(text: chart.x.titleWords, lines: chart.x.titleLines,
                                                  x: Self.titleX(chart.x.titleAlignment, plotArea),
                                                  y: xTitleY,
                                                  style: axisTitleStyle, anchor: Self.titleAnchor(chart.x.titleAlignment)) : nil)
        x.flushedLabels = xFit.flushed
        x.categoryLabels = categoryLabels
        if xTitle, let end = chart.x.endTitle {
            x.endTitle = PlacedText(text: end, lines: chart.x.endTitleLines, x: Self.titleX(.trailing, plotArea),
                                    y: xTitleY, style: axisTitleStyle, anchor: .end)
        }
        let data = dataArea
        let bounds = (pad.leading + edge / 2 - 1, chart.width - pad.trailing - edge / 2 + 1)
        xAdditional = xMore.map { set in
            let fit = AxisLayout.fitHorizontal(set, plotArea: data, bounds: bounds, style: tickStyle)
            var laid = AxisLayout(axis: set, ticks: fit.ticks, labelStyle: tickStyle, shown: true, title: nil)
            laid.flushedLabels = fit.flushed
            return laid
        }
        yAdditional = zip(yMore, yMoreTicks).map { AxisLayout(axis: $0, ticks: $1, labelStyle: tickStyle, shown: true, title: nil) }
        let area = plotArea
        let yTitleX = chart.y.titleAlignment.map { Self.titleX($0, area) }
            ?? (chart.y.position == .leading ? margin : plotArea.maxX + trailingWidth)
        // The y title's lines stand above the plot area, the last one's baseline 4 points above its top.
        func yTitleText(_ lines: [String], width: Double, x: Double, anchor: SceneText.Anchor) -> PlacedText {
            let fitted = lines.map { TextMetrics.truncate($0, toWidth: width, style: axisTitleStyle) }
            return PlacedText(text: fitted.joined(separator: " "), lines: fitted, x: x,
                              y: yTitleBase - 4 - Double(fitted.count - 1) * titleLineHeight, style: axisTitleStyle, anchor: anchor)
        }
        y = AxisLayout(axis: chart.y, ticks: yTicks, labelStyle: tickStyle, shown: yShown,
                       title: yTitle ? yTitleText(chart.y.titleLines, width: contentWidth, x: yTitleX,
                                                  anchor: chart.y.titleAlignment.map(Self.titleAnchor)
                                                      ?? (chart.y.position == .leading ? .start : .end)) : nil)
        if yTitle, let title = y.title, chart.y.endTitle != nil {
            // Two titles share the row: each keeps to its half.
            let half = max(contentWidth / 2 - 4, 20)
            y.title = yTitleText(chart.y.titleLines, width: half, x: title.x, anchor: title.anchor)
            y.endTitle = yTitleText(chart.y.endTitleLines, width: half, x: Self.titleX(.trailing, area), anchor: .end)
        }
    }

    /// Where an axis title aligned along the plot area starts, is centred or ends.
    static func titleX(_ alignment: AxisTitleAlignment?, _ plotArea: Rect) -> Double {
        switch alignment {
        case nil, .leading?: plotArea.x
        case .center?: plotArea.x + plotArea.width / 2
        case .trailing?: plotArea.maxX
        }
    }

    static func titleAnchor(_ alignment: AxisTitleAlignment?) -> SceneText.Anchor {
        switch alignment {
        case nil, .leading?: .start
        case .center?: .middle
        case .trailing?: .end
        }
    }

    /// The x pixel of a position from 0 to 1.
    public func px(_ t: Double) -> Double { dataArea.x + t * dataArea.width }
    /// The y pixel of a position from 0 (bottom) to 1 (top).
    public func py(_ t: Double) -> Double { dataArea.maxY - t * dataArea.height }

    /// `plot` less the padding of the chart's padded ranges (y's start is at the bottom).
    static func dataArea(of plot: Rect, chart range: (x: ScaleRangeSpec?, y: ScaleRangeSpec?)) -> Rect {
        guard range.x != nil || range.y != nil else { return plot }
        let xs = range.x?.layoutShares(length: plot.width) ?? 0...1
        let ys = range.y?.layoutShares(length: plot.height) ?? 0...1
        return Rect(x: plot.x + xs.lowerBound * plot.width, y: plot.maxY - ys.upperBound * plot.height,
                    width: (xs.upperBound - xs.lowerBound) * plot.width, height: (ys.upperBound - ys.lowerBound) * plot.height)
    }
}

/// A line of text and where it goes.
public struct PlacedText: Sendable {
    public var text: String
    /// The lines `text` is broken into to fit.
    public var lines: [String]
    public var x: Double
    public var y: Double
    public var style: TextStyle
    public var anchor: SceneText.Anchor = .start

    public init(text: String, lines: [String]? = nil, x: Double, y: Double, style: TextStyle,
                anchor: SceneText.Anchor = .start) {
        self.text = text
        self.lines = lines ?? [text]
        self.x = x
        self.y = y
        self.style = style
        self.anchor = anchor
    }
}
