import Foundation
import PlotlineScene

/// Turns a ``ChartSpec`` into a ``ResolvedChart``: loads data, infers each axis's scale, fits or fixes its
/// domain (X1, X2), stacks bars and areas, places every mark, and makes familiar ticks (X3, X4).
public enum ChartResolver {
    /// Resolves a spec. `baseDirectory` is where relative data paths are found (the spec file's folder).
    public static func resolve(_ spec: ChartSpec, baseDirectory: String? = nil) throws(PlotlineError) -> ResolvedChart {
        try resolve(spec, baseDirectory: baseDirectory, reducingLargeLayers: true)
    }

    /// Resolves a spec; `reducingLargeLayers: false` places every row (tests compare the two drawings).
    /// `override` is the author's change to the derived descriptor, applied as the words are made.
    static func resolve(_ spec: ChartSpec, baseDirectory: String?, reducingLargeLayers: Bool,
                        override: (@Sendable (ChartDescriptor) -> ChartDescriptor)? = nil) throws(PlotlineError) -> ResolvedChart {
        // The same checks whether the spec came from JSON or from the Swift API.
        try spec.validate()
        // The data is read, transformed and bound once; every stage after places these bindings.
        let bound = try BoundChart.bind(spec, baseDirectory: baseDirectory)
        return try resolve(spec, bound: bound, reducingLargeLayers: reducingLargeLayers, override: override, timeRanges: true)
    }

    /// A chart of bound layers: placed as its stages ask (a scrolling window, a plot area of a given size),
    /// then described once. `timeRanges` makes the chart of each of the spec's time ranges
    /// from the same bindings cut to the range.
    static func resolve(_ spec: ChartSpec, bound: BoundChart, reducingLargeLayers: Bool,
                        override: (@Sendable (ChartDescriptor) -> ChartDescriptor)?, timeRanges: Bool) throws(PlotlineError) -> ResolvedChart {
        func staged(_ bound: BoundChart, _ frame: ResolveFrame) throws(PlotlineError) -> ResolvedChart {
            try fittingPlotSize(frame: frame) { frame throws(PlotlineError) in
                try checkingScaleRanges(try place(spec, bound: bound, frame: frame, reducingLargeLayers: reducingLargeLayers))
            } resized: { chart, from, to throws(PlotlineError) in
                try resized(chart, spec: spec, bound: bound, from: from, to: to, reducingLargeLayers: reducingLargeLayers)
            }
        }
        // Vertical bars whose labels would be dropped are drawn horizontally: decided once, on the bindings.
        let oriented = try BarOrientation.orient(spec, bound: bound) { bound throws(PlotlineError) in
            try staged(bound, ResolveFrame())
        }
        let bound = oriented.bound
        let stages = { (frame: ResolveFrame) throws(PlotlineError) -> ResolvedChart in try staged(bound, frame) }
        let scrolled: Scrolled
        if let placed = oriented.placed { scrolled = Scrolled(chart: placed) } else { scrolled = try scrolling(spec, place: stages) }
        var chart = try describe(scrolled.chart, spec: spec, bound: bound, override: override)
        if let wide = scrolled.wide, let whole = scrolled.whole {
            let window = chart
            chart.scroll = ResolvedScroll(x: scrolled.windows[.x], y: scrolled.windows[.y], window: window) { () throws(PlotlineError) in
                try describe(try stages(wide), spec: spec, bound: bound, override: override)
            }
            let sentence = chart.scrollSentence(scrolled.windows, whole: whole)
            if !sentence.isEmpty { chart.accessibility.summary += " " + sentence }
            chart.accessibility.descriptor.summary = chart.accessibility.summary
        }
        if timeRanges {
            chart.timeRanges = try TimeRangeCharts.resolve(spec, bound: bound, chart: chart, override: override)
        }
        return chart
    }

    /// The words of a placed chart, which speak of every bound row (read before any reduction), and its
    /// selection.
    static func describe(_ chart: ResolvedChart, spec: ChartSpec, bound: BoundChart,
                         override: (@Sendable (ChartDescriptor) -> ChartDescriptor)?) throws(PlotlineError) -> ResolvedChart {
        var chart = chart
        chart.accessibility = ChartAccessibility(chart, sources: bound.layers, override: override)
        if let selection = spec.selection { try ResolvedSelection.resolve(selection, in: &chart) }
        return chart
    }

    /// Places the bound layers at the frame's size and views: scales, ticks, series, legend and every mark.
    static func place(_ spec: ChartSpec, bound: BoundChart, frame: ResolveFrame,
                      reducingLargeLayers: Bool) throws(PlotlineError) -> ResolvedChart {
        WorkCount.add(.placements)
        let locale = try ChartLocale.locale(spec.locale ?? ChartLocale.default)
        let calendar = ChartLocale.calendar(timeZone: bound.timeZone)
        let (width, height, padding) = try frameSize(spec, frame: frame)
        // The chart inside its padding: what its ticks, reduction and layout are made for.
        let innerWidth = width - padding.horizontal, innerHeight = height - padding.vertical
        // The spec's x and y, or its y and x for bindings drawn the other way round (BarOrientation).
        let xScaleSpec = frame.scale(bound.xScale(spec), view: frame.xView)
        let yScaleSpec = frame.scale(bound.yScale(spec), view: frame.yView)
        let xAxisSpec = frame.axis(bound.xAxis(spec), tickCount: frame.xTickCount)
        let yAxisSpec = frame.axis(bound.yAxis(spec), tickCount: frame.yTickCount)

        // Large line, area and point layers are reduced to the rows that draw the same picture (LargeLayers),
        // at the density of what is shown (a scrolling window's).
        let large = LargeLayers.reduce(bound.layers, spec: spec, width: innerWidth * frame.xDensity,
                                       height: innerHeight * frame.yDensity, xWindow: frame.xWindow,
                                       reducing: reducingLargeLayers, locale: locale, calendar: calendar)
        let layers = large.layers
        var series = SeriesResolution(layers, locale: locale, calendar: calendar)
        // A style scale: its domain orders the legend, its range gives the series their looks (SeriesOrder,
        // SeriesLooks). The symbol and line style scales order only when their channel is used.
        if let scale = spec.foregroundStyleScale { series.order(byDomain: scale.names, on: .color) }
        if let domain = spec.symbolScale?.domain, layers.contains(where: { $0.has(.symbol) }) {
            series.order(byDomain: StyleScaleSpec(domain: domain).names, on: .symbol)
        }
        if let domain = spec.lineStyleScale?.domain, layers.contains(where: { $0.has(.lineStyle) }) {
            series.order(byDomain: StyleScaleSpec(domain: domain).names, on: .lineStyle)
        }
        var context = ResolutionContext(layers: layers, calendar: calendar)

        let xKind = try context.kind(of: .horizontal, declared: xScaleSpec?.type)
        let yKind = try context.kind(of: .vertical, declared: yScaleSpec?.type)
        context.orient(xKind: xKind, yKind: yKind)
        let xCategories = try context.categories(of: .horizontal, kind: xKind, fixed: xScaleSpec?.domain,
                                                 modifier: xScaleSpec?.domainModifier)
        let yCategories = try context.categories(of: .vertical, kind: yKind, fixed: yScaleSpec?.domain,
                                                 modifier: yScaleSpec?.domainModifier)
        var extents = context.extents(series: series, xCategories: xCategories, yCategories: yCategories)

        let (xCount, yCount) = tickCounts(width: innerWidth, height: innerHeight, x: xAxisSpec, y: yAxisSpec)
        let xScale = try context.scale(.horizontal, kind: xKind, categories: xCategories, spec: xScaleSpec,
                                       axis: xAxisSpec, extents: extents, tickCount: xCount)
        let yScale = try context.scale(.vertical, kind: yKind, categories: yCategories, spec: yScaleSpec,
                                       axis: yAxisSpec, extents: extents, tickCount: yCount)

        let xTicks = binEdgeTicks(xAxisSpec, .horizontal, kind: xKind, count: xCount, layers: layers)
        let yTicks = binEdgeTicks(yAxisSpec, .vertical, kind: yKind, count: yCount, layers: layers)
        var x = try axis(.horizontal, scale: xScale, kind: xKind, spec: xTicks, count: xCount, context: context,
                         locale: locale, calendar: calendar)
        var y = try axis(.vertical, scale: yScale, kind: yKind, spec: yTicks, count: yCount, context: context,
                         locale: locale, calendar: calendar)
        // Further sets of marks on an axis (several AxisMarks): the same scale, their own side, values and look.
        for (orientation, kind, scale, count) in [(ResolvedAxis.Orientation.horizontal, xKind, xScale, xCount),
                                                  (.vertical, yKind, yScale, yCount)] {
            let more = (orientation == .horizontal ? xAxisSpec : yAxisSpec)?.additionalMarks ?? []
            let sets = try more.map { extra throws(PlotlineError) -> ResolvedAxis in
                var extra = extra
                extra.title = ""
                extra.additionalMarks = nil
                return try axis(orientation, scale: scale, kind: kind, spec: extra, count: count, context: context,
                                locale: locale, calendar: calendar)
            }
            if orientation == .horizontal { x.additional = sets } else { y.additional = sets }
        }

        var seriesNames = series.names
        // One series is named by what its values are ("Closing price"), not by its axis's title, which may be
        // a unit ("US dollars", after chartYAxisLabel).
        if seriesNames.isEmpty && !layers.isEmpty {
            let axis = context.isHorizontalChart ? x : y
            seriesNames = [axis.label.isEmpty ? axis.titleWords : axis.label]
        }
        let numberedSeries = seriesNames.indices.map { i in
            // With a scale per channel, each look comes from the series' value on its channel (a channel a
            // series lacks keeps the first look); else every look from the one series index.
            if !series.keys.isEmpty, i < series.keyIndex.count {
                let look = series.keyIndex[i]
                return ResolvedSeries(name: seriesNames[i], colorIndex: look[.color] ?? 0, symbolIndex: look[.symbol] ?? 0,
                                      dashIndex: look[.lineStyle] ?? 0)
            }
            return ResolvedSeries(name: seriesNames[i], colorIndex: i, symbolIndex: seriesNames.count > 1 ? i : 0,
                                  dashIndex: seriesNames.count > 1 ? i : 0)
        }
        let resolvedSeries = ResolvedSeries.withLooks(numberedSeries, resolution: series, spec: spec)
        let size = try context.sizeScale(spec.symbolSizeScale)
        let opacity = try OpacityScale.resolve(layers)
        let color = try ColorScale.resolve(layers, spec: spec.colorScale, locale: locale)
        // A key for the series, when there are several, and for the sizes of marks sized by a number.
        var legend = ResolvedLegend(
            title: spec.legend?.title ?? series.title,
            position: spec.legend?.position.flatMap { $0 == .automatic ? nil : $0 } ?? .bottom,
            isShown: (series.names.count >= 2 || size != nil || opacity != nil || color != nil) && spec.legend?.hidden != true)
        legend.place(spec.legend)
        legend.keys = series.keys.map { key in
            var resolved = ResolvedLegend.Key(channel: key.channel, title: key.title, names: key.names)
            resolved.takeLooks(from: spec)
            return resolved
        }

        let resolvedLayers = layers.indices.map { i in
            // Each layer's extents are let go once it is placed (a reduced line's are as many as its marks).
            let layerExtents = extents[i]
            extents[i] = []
            let placed = context.place(layer: i, extents: consume layerExtents, x: xScale, y: yScale, size: size,
                                       opacity: opacity, color: color)
            return large.restore(placed, index: i, seriesNames: series.names)
        }
        var chart = ResolvedChart(title: spec.title, subtitle: spec.subtitle, width: width, height: height,
                                  locale: locale, calendar: calendar, x: x, y: y, layers: resolvedLayers,
                                  series: resolvedSeries, legend: legend, size: size, color: color,
                                  appearance: foregroundStyleAppearance(spec, colorNames: series.colorNames),
                                  accessibilityOptions: spec.accessibility ?? AccessibilitySpec())
        chart.opacity = opacity
        chart.seriesNames = series.naming
        chart.masks = try MaskLayers.resolve(bound.masks, spec: spec, locale: locale, calendar: calendar, xKind: xKind, yKind: yKind,
                                             xCategories: xCategories, yCategories: yCategories, x: xScale, y: yScale)
        chart.padding = padding
        chart.plotStyle = try PlotAreaStyle(spec.plotStyle)
        let wanted = PlotSize(width: frame.plotWidth ?? spec.plotStyle?.width, height: frame.plotHeight ?? spec.plotStyle?.height)
        if wanted.width != nil || wanted.height != nil { chart.plotSize = wanted } else { chart.plotAspectRatio = spec.plotStyle?.aspectRatio }
        chart.xRange = spec.xScale?.range
        chart.yRange = spec.yScale?.range
        return chart
    }

    /// The chart placed at `from`, given the size of `to` without placing the bound layers again, when
    /// nothing placed depends on the difference; nil when something does. A placement depends on the chart's
    /// size only through its tick counts, the grids large layers are reduced on, and a scale range padded in
    /// points (its shares of the plot): the marks sit from 0 to 1 of the plot area whatever its size.
    static func resized(_ chart: ResolvedChart, spec: ChartSpec, bound: BoundChart, from: ResolveFrame, to: ResolveFrame,
                        reducingLargeLayers: Bool) throws(PlotlineError) -> ResolvedChart? {
        guard spec.xScale?.range == nil, spec.yScale?.range == nil else { return nil }
        func dependence(_ frame: ResolveFrame) throws(PlotlineError) -> [Int] {
            let (width, height, padding) = try frameSize(spec, frame: frame)
            let innerWidth = width - padding.horizontal, innerHeight = height - padding.vertical
            let (xCount, yCount) = tickCounts(width: innerWidth, height: innerHeight,
                                              x: frame.axis(bound.xAxis(spec), tickCount: frame.xTickCount),
                                              y: frame.axis(bound.yAxis(spec), tickCount: frame.yTickCount))
            return [xCount, yCount] + LargeLayers.sizeDependence(bound.layers, spec: spec, width: innerWidth * frame.xDensity,
                                                                 height: innerHeight * frame.yDensity,
                                                                 reducing: reducingLargeLayers)
        }
        guard try dependence(from) == dependence(to) else { return nil }
        var chart = chart
        (chart.width, chart.height, _) = try frameSize(spec, frame: to)
        return chart
    }

    /// The chart's size at a frame (a stage's, else the spec's, else the default) and its checked padding.
    static func frameSize(_ spec: ChartSpec, frame: ResolveFrame) throws(PlotlineError)
        -> (width: Double, height: Double, padding: PaddingSpec) {
        let width = try size(frame.width ?? spec.width, default: ChartSpec.defaultWidth, name: "width")
        let height = try size(frame.height ?? spec.height, default: ChartSpec.defaultHeight, name: "height")
        return (width, height, try padding(spec.padding, width: width, height: height))
    }

    /// The chart's appearance with a foreground style scale's colors as its palette, in the series' order.
    static func foregroundStyleAppearance(_ spec: ChartSpec, colorNames: [String]) -> AppearanceSpec {
        var appearance = spec.appearance ?? AppearanceSpec()
        if let scale = spec.foregroundStyleScale, !colorNames.isEmpty {
            let palette = scale.palette(for: colorNames)
            if !palette.isEmpty {
                appearance.palette = palette
                appearance.accent = nil
            }
        }
        return appearance
    }

    static func size(_ value: Double?, default fallback: Double, name: String) throws(PlotlineError) -> Double {
        guard let value else { return fallback }
        guard value.isFinite, value >= 16, value <= 20_000 else {
            throw PlotlineError.invalidOption(name: name, reason: "\(value) is not a size from 16 to 20000 points")
        }
        return value
    }

    /// The space around the chart: each side finite and at least 0, and at least 16 points of chart left
    /// inside it each way.
    static func padding(_ spec: PaddingSpec?, width: Double, height: Double) throws(PlotlineError) -> PaddingSpec {
        guard let spec else { return PaddingSpec() }
        let (top, leading, bottom, trailing) = spec.insets
        for (side, value) in [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
        where !value.isFinite || value < 0 {
            throw PlotlineError.invalidOption(name: "padding", reason: "\(side) \(value) is not a length of 0 points or more")
        }
        guard width - spec.horizontal >= 16, height - spec.vertical >= 16 else {
            throw PlotlineError.invalidOption(name: "padding", reason: "it leaves less than 16 points of the \(Int(width)) × \(Int(height)) chart to draw in")
        }
        return spec
    }

    /// Tick density follows size (X4): about one tick per 80 points across and per 50 points up,
    /// none at all on a glance-sized chart.
    static func tickCounts(width: Double, height: Double, x: AxisSpec?, y: AxisSpec?) -> (Int, Int) {
        let glance = height < 64 || width < 96
        let xCount = glance ? 0 : min(max(Int((width - 60) / 80), 2), 10)
        let yCount = glance ? 0 : min(max(Int((height - 80) / 50), 2), 8)
        // A count asked for is kept to 0 (none) ... maximumTickCount: more ticks than that cannot be read on
        // any chart, and the labels are thinned one count at a time, so a count of a billion would hang.
        func asked(_ count: Int?) -> Int? { count.map { min(max($0, 0), maximumTickCount) } }
        return (asked(x?.tickCount) ?? xCount, asked(y?.tickCount) ?? yCount)
    }

    /// An axis of binned numbers (a histogram's) ticks at the bins' edges: every edge, or every second,
    /// fifth..., as many as the axis has room for. An axis with a stride of its own keeps it.
    static func binEdgeTicks(_ spec: AxisSpec?, _ orientation: ResolvedAxis.Orientation, kind: PositionScale.Kind?,
                             count: Int, layers: [LayerBinding]) -> AxisSpec? {
        guard spec?.stride == nil, kind == .linear, count > 0 else { return spec }
        for layer in layers {
            for channel in ResolutionContext.channels(orientation) {
                guard let field = layer.spec[channel]?.field, let bin = layer.bins[field] else { continue }
                let every = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].first { (bin.count + $0 - 1) / $0 <= count } ?? (bin.count / count + 1)
                var changed = spec ?? AxisSpec()
                changed.stride = AxisStride(step: bin.step * Double(every))
                return changed
            }
        }
        if spec?.values == nil, let edges = RangeBins.edges(layers, orientation) {
            var changed = spec ?? AxisSpec()
            changed.values = RangeBins.ticks(edges, count: count).map { .number($0) }
            return changed
        }
        return spec
    }

    /// The most ticks an axis asks for (`AxisSpec.tickCount` above it counts as this).
    public static let maximumTickCount = 100

    /// An axis's own values as positions on its scale: numbers, ISO 8601 dates on a date axis, category
    /// names on a category axis; anything else is reported with the value and the axis.
    static func axisValues(_ values: [AxisMarkValue], _ orientation: ResolvedAxis.Orientation, kind: PositionScale.Kind,
                           scale: PositionScale, calendar: Calendar) throws(PlotlineError) -> [Double] {
        let path = "$.\(orientation == .horizontal ? "xAxis" : "yAxis").values"
        var result: [Double] = []
        for value in values {
            switch (kind, value) {
            case (.time, .text(let text)):
                guard let seconds = ISODate.parse(text, timeZone: calendar.timeZone) else {
                    throw PlotlineError.invalidSpec(path: path, reason: "'\(text)' is not an ISO 8601 date for a date axis")
                }
                result.append(seconds)
            case (.band, .text(let name)):
                guard let index = scale.categories.firstIndex(of: name) else {
                    throw PlotlineError.invalidSpec(path: path, reason: "'\(name)' is not one of the axis's categories")
                }
                result.append(Double(index))
            case (.band, .number(let v)):
                let name = v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
                guard let index = scale.categories.firstIndex(of: name) else {
                    throw PlotlineError.invalidSpec(path: path, reason: "\(name) is not one of the axis's categories")
                }
                result.append(Double(index))
            case (.linear, .number(let v)), (.log, .number(let v)), (.squareRoot, .number(let v)),
                 (.symmetricLog, .number(let v)), (.time, .number(let v)):
                guard v.isFinite else { throw PlotlineError.invalidSpec(path: path, reason: "\(v) is not a finite number") }
                result.append(v)
            case (_, .text(let text)):
                throw PlotlineError.invalidSpec(path: path, reason: "'\(text)' is not a number for a numeric axis")
            }
        }
        return result
    }

    static func axis(_ orientation: ResolvedAxis.Orientation, scale: PositionScale, kind: PositionScale.Kind?,
                     spec: AxisSpec?, count: Int, context: ResolutionContext, locale: Locale,
                     calendar: Calendar) throws(PlotlineError) -> ResolvedAxis {
        let encoding = context.firstEncoding(orientation)
        var title = spec?.title ?? encoding?.title ?? ""
        // A unit written on the ticks ("$1,000") is not said again in the title.
        let symbol = kind == .band || kind == .time || spec?.format != nil || spec?.content != nil ? nil : encoding?.unitSymbol
        if spec?.title == nil, symbol == nil, let unitName = encoding?.unitName { title += " (\(unitName))" }
        let valueDescription = try encoding?.valueDescription()
        var rule = TickRule(scale: scale, stride: spec?.stride, locale: locale, calendar: calendar,
                            minimumUnit: kind == .time ? encoding?.unit : nil)
        if let values = spec?.values, let kind {
            rule.values = try axisValues(values, orientation, kind: kind, scale: scale, calendar: calendar)
        }
        rule.marks.ticks = spec?.ticks ?? true
        rule.marks.labels = spec?.labels ?? true
        rule.marks.labelEvery = spec?.labelEvery
        rule.marks.format = spec?.format
        rule.marks.content = spec?.content
        rule.unitSymbol = symbol
        rule.minimumStride = spec?.minimumStride
        // Years on a number axis are written as the words write them ("1998"): the same decision, on the domain.
        rule.areYears = kind == .linear && valueDescription == nil
            && AxisWords.areYears(title: title, values: [scale.domain.lowerBound, scale.domain.upperBound])
        let hidden = spec?.hidden == true || kind == nil
        // Categories each get a label, as in Swift Charts (a Gantt chart's tasks, a heat map's weekdays,
        // thirty bars' names) unless asked otherwise; the layout thins them only where they do not fit.
        var count = count
        if kind == .band, spec?.tickCount == nil, count > 0 {
            count = min(max(scale.categories.count, count), maximumTickCount)
        }
        let position: AxisPosition
        switch (orientation, spec?.position) {
        case (.horizontal, .top?): position = .top
        case (.horizontal, _): position = .bottom
        case (.vertical, .leading?): position = .leading
        case (.vertical, _): position = .trailing
        }
        var axis = ResolvedAxis(orientation: orientation, scale: scale, title: title,
                                label: encoding?.title ?? spec?.title.map { ResolvedAxis.lines($0).joined(separator: " ") } ?? "",
                                position: position,
                                hidden: hidden, showsGrid: spec?.grid ?? (spec?.content != nil || (kind != .band && kind != nil)),
                                tickRule: rule, ticks: kind == nil ? [] : rule.ticks(count: count), tickCount: count,
                                timeUnit: encoding?.unit, valueDescription: valueDescription,
                                titleAlignment: spec?.titleAlignment)
        axis.endTitle = spec?.endTitle.flatMap { $0.isEmpty ? nil : $0 }
        // An x title sits with its axis (above a top axis, as Swift Charts puts it) unless placed on a side.
        axis.titleSide = orientation == .vertical ? .top
            : spec?.titleSide == .top || spec?.titleSide == .bottom ? spec!.titleSide! : position
        return axis
    }
}

extension Chart {
    /// Resolves the chart: scales, ticks, series and mark positions. `baseDirectory` is where relative
    /// data paths of a JSON spec are found.
    public func resolve(baseDirectory: String? = nil) throws(PlotlineError) -> ResolvedChart {
        if let problem { throw problem }
        var chart = try ChartResolver.resolve(spec, baseDirectory: baseDirectory, reducingLargeLayers: true,
                                              override: descriptorOverride)
        chart.overlays = overlays
        chart.plotBackgroundViews = plotBackgroundViews
        if let legendView {
            chart.legend.view = legendView
            chart.legend.isShown = spec.legend?.hidden != true
        }
        if let surface {
            var problem: PlotlineError?
            chart.surface = Chart.place(surface, width: chart.width, height: chart.height, padding: spec.padding,
                                        colorProblem: &problem)
            if let problem { throw problem }
        }
        return chart
    }
}
