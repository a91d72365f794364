import PlotlineScene

/// Vertical bars whose category labels would be thinned are drawn as horizontal bars (#32): where the labels
/// fit neither side by side, wrapped nor turned (`CategoryLabels`), the categories move to the y axis, where
/// each label sits on its own line, before any is dropped; the bars are often labelled by nothing else.
///
/// Decided once, from the bound layers and one layout of the upright chart: the bindings' x and y are
/// exchanged (`BoundChart.transposed()`), never the spec, and nothing is bound again. Only a chart the
/// exchange cannot change the meaning of is turned: marks that can lie along x (bars, box plots, ticks) of
/// categories along x against numbers, and rules at values, with no axis side, tick rule, custom axis
/// content, scale range, scrolling, time range, selection or mask of the author's that names one
/// orientation. The turned chart is kept only when it keeps every label with room left for its bars.
enum BarOrientation {
    /// The plot area the turned chart keeps at the least, as a share of the chart's width: labels taking
    /// more leave bars too short to compare.
    static let leastPlotShare = 1.0 / 3

    /// The bound chart to place and, when placing it was needed to decide, its placement at the plain frame.
    static func orient(_ spec: ChartSpec, bound: BoundChart,
                       place: (BoundChart) throws(PlotlineError) -> ResolvedChart) throws(PlotlineError)
        -> (bound: BoundChart, placed: ResolvedChart?) {
        guard mayTurn(spec, bound: bound) else { return (bound, nil) }
        let upright = try place(bound)
        guard upright.x.scale.kind == .band, upright.y.scale.kind != .band,
              dropsLabels(ChartLayout(upright, theme: Theme.light.applying(upright.appearance)).x) else {
            return (bound, upright)
        }
        let turned = bound.transposed()
        let chart = try place(turned)
        let layout = ChartLayout(chart, theme: Theme.light.applying(chart.appearance))
        guard chart.y.scale.kind == .band, !dropsLabels(layout.y),
              layout.plotArea.width >= chart.width * leastPlotShare else { return (bound, upright) }
        return (turned, chart)
    }

    /// Whether the layout shows fewer labels than the axis has, or shortens any: two shortened labels can
    /// read the same ("Queensland Office…").
    static func dropsLabels(_ axis: AxisLayout) -> Bool {
        guard axis.shown else { return false }
        let labelled = axis.axis.ticks.filter(\.showsLabel)
        if axis.ticks.filter(\.showsLabel).count < labelled.count { return true }
        guard let arranged = axis.categoryLabels, case .turned = arranged.arrangement else { return false }
        return labelled.contains { tick in arranged.lines[tick.value].map { $0 != tick.lines } ?? false }
    }

    /// Whether exchanging x and y keeps everything the author asked for.
    static func mayTurn(_ spec: ChartSpec, bound: BoundChart) -> Bool {
        guard spec.scroll == nil, spec.timeRanges?.isEmpty ?? true, spec.selection == nil, bound.masks.isEmpty,
              spec.xScale?.range == nil, spec.yScale?.range == nil,
              spec.xScale?.type == nil || spec.xScale?.type == .category,
              spec.yScale?.type.map { ![.category, .point, .date].contains($0) } ?? true,
              axisAllows(spec.xAxis, categories: true), axisAllows(spec.yAxis, categories: false) else { return false }
        var bars = false
        for layer in bound.layers {
            let definition = layer.spec.type.definition
            if definition.canLieAlongX {
                // Categories along x, numbers along y: vertical bars (box plots, ticks).
                guard case .categories? = layer.columns[.x]?.values, !layer.has(.xStart), !layer.has(.xEnd),
                      layer.number(along: .vertical) else { return false }
                bars = true
            } else if definition.reference == .value {
                // A rule at a value (an average, a goal) turns with its axis; one at a category is left upright.
                guard !layer.has(.x), !layer.has(.xStart), !layer.has(.xEnd) else { return false }
            } else {
                return false
            }
            for style in [layer.spec.style] + (layer.spec.rowStyles ?? []) {
                guard let style else { continue }
                guard style.annotationPosition == nil || style.annotationPosition == .automatic,
                      style.annotationLayout == nil, style.furtherAnnotations == nil, style.gradient == nil, style.offset == nil, style.clipShape == nil,
                      style.alignsWithPlotArea != true else { return false }
            }
        }
        return bars
    }

    /// An axis the author left to the chart: no side, no values or count or stride of ticks, no content of
    /// their own, nothing at its end, and its labels shown.
    static func axisAllows(_ axis: AxisSpec?, categories: Bool) -> Bool {
        guard let axis else { return true }
        guard axis.position == nil, axis.titleSide == nil, axis.endTitle == nil, axis.additionalMarks?.isEmpty ?? true,
              axis.content == nil, axis.format == nil else { return false }
        if categories {
            return axis.values == nil && axis.tickCount == nil && axis.stride == nil && axis.labelEvery == nil
                && axis.hidden != true && axis.labels != false
        }
        return true
    }
}

extension LayerBinding {
    /// Whether the layer's values along an axis are numbers (its first channel there).
    func number(along orientation: ResolvedAxis.Orientation) -> Bool {
        for channel in ResolutionContext.channels(orientation) {
            switch columns[channel]?.values {
            case .numbers?: return true
            case nil: continue
            default: return false
            }
        }
        return false
    }

    /// The layer with x and y exchanged: its columns, its spec's channels and its marks' widths and heights.
    func transposed() -> LayerBinding {
        var layer = self
        let pairs: [(Channel, Channel)] = [(.x, .y), (.xStart, .yStart), (.xEnd, .yEnd)]
        for (a, b) in pairs {
            (layer.columns[a], layer.columns[b]) = (columns[b], columns[a])
            (layer.spec[a], layer.spec[b]) = (spec[b], spec[a])
        }
        func turn(_ style: MarkStyle?) -> MarkStyle? {
            guard var style else { return nil }
            (style.width, style.height) = (style.height, style.width)
            return style
        }
        layer.spec.style = turn(spec.style)
        layer.spec.rowStyles = spec.rowStyles?.map(turn)
        return layer
    }
}

extension BoundChart {
    /// The chart with every layer's x and y exchanged; its x axis and scale are then the spec's y ones.
    func transposed() -> BoundChart {
        var chart = self
        chart.layers = layers.map { $0.transposed() }
        chart.isTransposed.toggle()
        return chart
    }

    /// The spec's axis and scale specs for this chart's x and y (exchanged when the layers are).
    func xAxis(_ spec: ChartSpec) -> AxisSpec? { isTransposed ? spec.yAxis : spec.xAxis }
    func yAxis(_ spec: ChartSpec) -> AxisSpec? { isTransposed ? spec.xAxis : spec.yAxis }
    func xScale(_ spec: ChartSpec) -> ScaleSpec? { isTransposed ? spec.yScale : spec.xScale }
    func yScale(_ spec: ChartSpec) -> ScaleSpec? { isTransposed ? spec.xScale : spec.yScale }
}
