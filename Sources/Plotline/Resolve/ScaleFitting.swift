import Foundation
import PlotlineScene

extension ResolutionContext {
    /// The scale of an axis: a fixed domain used exactly (X1), or one fitted to the marks and niced so the
    /// largest value sits near the top; zero included for bars and areas unless told otherwise (X2).
    func scale(_ orientation: ResolvedAxis.Orientation, kind: PositionScale.Kind?, categories: [String],
               spec: ScaleSpec?, axis: AxisSpec? = nil, extents: [[PlacedMark]], tickCount: Int) throws(PlotlineError) -> PositionScale {
        let reversed = spec?.reversed ?? false
        guard let kind else { return PositionScale(kind: .linear, domain: 0...1, reversed: reversed) }
        if kind == .band {
            let path = orientation == .horizontal ? "$.xScale" : "$.yScale"
            if let b = spec?.bandPadding, !(b >= 0 && b < 1) {
                throw .invalidSpec(path: path + ".bandPadding", reason: "a band's padding is a share from 0 up to 1; it is \(LayerBinding.plain(b))")
            }
            if let p = spec?.pointPadding, !(p >= 0 && p <= 1_000) {
                throw .invalidSpec(path: path + ".pointPadding", reason: "a point scale's padding is a number of steps from 0 to 1000; it is \(LayerBinding.plain(p))")
            }
            // Categories read from the top down a vertical axis, as in Swift Charts and Vega-Lite.
            return .band(categories, reversed: orientation == .vertical ? !reversed : reversed,
                         isFixed: spec?.domain != nil, bandPadding: spec?.bandPadding ?? 0.2,
                         pointPadding: spec?.type == .point ? spec?.pointPadding ?? 0.5 : nil)
        }
        let axisName = orientation == .horizontal ? "x" : "y"
        if let fixed = spec?.domain {
            let (bounds, descending) = try fixedBounds(fixed, kind: kind, axis: axisName)
            if kind == .log { try LogTicks.validate(bounds, column: firstEncoding(orientation)?.title ?? axisName) }
            // A domain written high to low ([100, 0]) runs the axis from high to low.
            return PositionScale(kind: kind, domain: bounds, isFixed: true, reversed: reversed != descending)
        }

        var lo = Double.infinity, hi = -Double.infinity
        var barPosition = false, zeroByDefault = false
        for (i, marks) in extents.enumerated() {
            let kind = layers[i].spec.type.definition
            let valueAlongThisAxis = (orientation == .horizontal) == horizontal[i]
            if kind.fillsPosition && !valueAlongThisAxis { barPosition = true }
            // Zero belongs to marks drawn from zero (a bar of one value), not to ranges (a Gantt bar, a
            // candle's body) nor to dates.
            if kind.startsAtZero && valueAlongThisAxis && marks.contains(where: { $0.implicitBase || $0.isStacked }) { zeroByDefault = true }
            let skipBase = valueAlongThisAxis && spec?.includesZero == false
            for mark in marks {
                var values = (orientation == .horizontal ? mark.x : mark.y).values
                if skipBase && mark.implicitBase { values.removeFirst() }
                for v in values where v.isFinite {
                    lo = min(lo, v)
                    hi = max(hi, v)
                }
            }
        }
        if !lo.isFinite || !hi.isFinite { lo = 0; hi = 1 }
        // `.automatic(dataType:modifyInferredDomain:)`: the fitted ends as the closure changes them.
        if let modifier = spec?.domainModifier {
            let changed = modifier.modify([lo, hi].map { kind == .time ? DataValue.date($0) : .number($0) })
            let ends = changed.compactMap { value -> Double? in
                switch value { case .number(let v), .date(let v): v.isFinite ? v : nil; case .category: nil }
            }
            if let low = ends.min(), let high = ends.max() { lo = low; hi = high }
        }
        if kind == .log {
            try LogTicks.validate(lo...hi, column: firstEncoding(orientation)?.title ?? axisName)
            return PositionScale(kind: .log, domain: LogTicks.nice(lo...hi), reversed: reversed)
        }
        if kind == .symmetricLog {
            return PositionScale(kind: .symmetricLog, domain: SymmetricLogTicks.nice(lo...hi), reversed: reversed)
        }
        if spec?.includesZero ?? zeroByDefault, kind != .time {
            lo = min(lo, 0)
            hi = max(hi, 0)
        }
        if kind == .time {
            if lo == hi { lo -= 43_200; hi += 43_200 }
            return PositionScale(kind: .time, domain: lo...hi, reversed: reversed)
        }
        // Bars along a numeric axis keep their exact extent; values are niced, each end unless its axis asks
        // for the data's own (roundLowerBound / roundUpperBound false).
        var domain = barPosition && lo < hi ? lo...hi : NumericTicks.nice(lo...hi, count: max(tickCount, 2))
        if lo < hi {
            let low = axis?.roundLowerBound == false ? lo : domain.lowerBound
            let high = axis?.roundUpperBound == false ? hi : domain.upperBound
            domain = low...high
        }
        return PositionScale(kind: kind, domain: domain, reversed: reversed)
    }

    /// The size scale of `symbolSize(by:)`: from the smallest to the largest value over every layer, or
    /// over the chart's symbol size scale's domain, to its areas.
    func sizeScale(_ spec: SymbolSizeScaleSpec?) throws(PlotlineError) -> SizeScale? {
        var lo = Double.infinity, hi = -Double.infinity
        var encoding: EncodingSpec?
        var names: [String] = [], seen = Set<String>(), numbers = false
        for layer in layers {
            guard let column = layer.columns[.size] else { continue }
            if encoding == nil { encoding = layer.spec.size }
            switch column.values {
            case .numbers(let values):
                numbers = true
                for v in values where v.isFinite { lo = min(lo, v); hi = max(hi, v) }
            case .categories(let cells):
                for case let name? in cells where seen.insert(name).inserted { names.append(name) }
            case .dates:
                throw PlotlineError.invalidSpec(path: layer.path(.size),
                    reason: "symbolSize(by:) needs numbers or categories; '\(column.name)' holds dates")
            }
            if numbers && !names.isEmpty {
                throw PlotlineError.invalidSpec(path: layer.path(.size),
                    reason: "symbolSize(by:) takes numbers in one mark and categories in another; give every mark the same kind")
            }
        }
        if let encoding, !names.isEmpty { return try categorySizeScale(names, encoding: encoding, spec: spec) }
        if spec?.categories != nil || spec?.areas != nil, lo.isFinite {
            throw PlotlineError.invalidSpec(path: "$.symbolSizeScale.categories", reason: "the sizes show numbers; give them a domain and a range")
        }
        guard let encoding, lo.isFinite || spec?.domain != nil else { return nil }
        var reversed = false
        if let domain = spec?.domain, domain.count == 2 {
            lo = min(domain[0], domain[1]); hi = max(domain[0], domain[1]); reversed = domain[0] > domain[1]
        } else if spec?.type == .log, lo <= 0 {
            throw PlotlineError.invalidSpec(path: "$.symbolSizeScale.type",
                reason: "a log scale needs sizes above zero; '\(encoding.field)' reaches \(lo)")
        }
        let areas = spec?.range.map { min($0[0], $0[1])...max($0[0], $0[1]) } ?? SizeScale.defaultAreas
        if let range = spec?.range, range[0] > range[1] { reversed.toggle() }
        var scale = SizeScale(title: encoding.title, domain: lo...hi, areas: areas, valueDescription: try encoding.valueDescription())
        scale.type = spec?.type ?? .linear
        scale.reversed = reversed
        return scale
    }

    /// The size scale of categories: the spec's categories first, then the data's others in order of first
    /// appearance; each with the spec's area, or areas evenly spaced over the default range.
    func categorySizeScale(_ names: [String], encoding: EncodingSpec, spec: SymbolSizeScaleSpec?) throws(PlotlineError) -> SizeScale {
        if spec?.domain != nil || spec?.range != nil || spec?.type != nil {
            throw PlotlineError.invalidSpec(path: "$.symbolSizeScale", reason: "the sizes show categories; give them categories and areas, not a numeric domain, range or type")
        }
        var order = (spec?.categories ?? []).map { scalar -> String in
            switch scalar {
            case .string(let s): s
            case .number(let n): LayerBinding.plain(n)
            case .bool(let b): b ? "true" : "false"
            case .null: ""
            }
        }
        for name in names where !order.contains(name) { order.append(name) }
        let given = spec?.areas ?? []
        let lo = SizeScale.defaultAreas.lowerBound, hi = SizeScale.defaultAreas.upperBound
        let areas = order.indices.map { i -> Double in
            if i < given.count { return given[i] }
            return order.count == 1 ? (lo + hi) / 4 : lo + (hi - lo) * Double(i) / Double(order.count - 1)
        }
        var scale = SizeScale(title: encoding.title, domain: 0...Double(max(order.count - 1, 1)),
                              areas: (areas.min() ?? lo)...(areas.max() ?? hi), valueDescription: nil)
        scale.categories = order
        scale.categoryAreas = areas
        return scale
    }

    /// A fixed domain from a spec: two numbers, or two ISO 8601 dates; whether they were given high to low.
    /// Two equal bounds are widened around the value, as a dynamic domain of one value would be.
    func fixedBounds(_ values: [JSONScalar], kind: PositionScale.Kind,
                     axis: String) throws(PlotlineError) -> (ClosedRange<Double>, Bool) {
        let path = "$.\(axis)Scale.domain"
        guard values.count == 2 else {
            throw PlotlineError.invalidSpec(path: path, reason: "needs two bounds, found \(values.count)")
        }
        var bounds: [Double] = []
        for value in values {
            switch (value, kind) {
            case (.number(let n), _) where kind.isNumeric:
                bounds.append(n)
            case (.string(let s), .time):
                guard let t = ISODate.parse(s, timeZone: calendar.timeZone) else {
                    throw PlotlineError.invalidSpec(path: path, reason: "'\(s)' is not an ISO 8601 date")
                }
                bounds.append(t)
            case (.number(let n), .time):
                bounds.append(n)
            default:
                throw PlotlineError.invalidSpec(path: path,
                    reason: kind == .time ? "expected two ISO 8601 dates" : "expected two numbers")
            }
        }
        guard bounds[0].isFinite, bounds[1].isFinite else {
            throw PlotlineError.invalidSpec(path: path, reason: "the bounds must be finite")
        }
        if bounds[0] == bounds[1] {
            switch kind {
            case .time: return ((bounds[0] - 43_200)...(bounds[0] + 43_200), false)
            case .log: return (LogTicks.nice(bounds[0]...bounds[0]), false)
            default: return (NumericTicks.nice(bounds[0]...bounds[0], count: 5), false)
            }
        }
        return (min(bounds[0], bounds[1])...max(bounds[0], bounds[1]), bounds[0] > bounds[1])
    }

    /// The layer with every mark placed from 0 to 1 on both axes, each by its kind's definition.
    func place(layer index: Int, extents: [PlacedMark], x: PositionScale, y: PositionScale,
               size: SizeScale?, opacity: OpacityScale? = nil, color: ColorScale?) -> ResolvedLayer {
        let layer = layers[index]
        let kind = layer.spec.type.definition
        let context = MarkPlacingContext(layer: layer, isHorizontal: horizontal[index], x: x, y: y, size: size,
                                         color: layer.hasNumericColor ? color : nil)
        var marks = extents.map { kind.place($0, context) }
        if let opacity { marks = marks.map { opacity.applied(to: $0, layer: layer) } }
        if kind.isContinuous {
            if layer.positionGrid != nil {
                // Rows of a bucket share x0; within it they are drawn in the order of their own x, as the
                // reduction reads them, and backwards (x, then row, descending) where the axis runs
                // backwards, so each bucket is entered from the one before it.
                let forwards = !x.reversed
                func key(_ mark: ResolvedMark) -> (Double, Int) {
                    let v: Double = switch mark.xValue {
                    case .number(let v)?, .date(let v)?: v
                    default: 0
                    }
                    return forwards ? (v, mark.row) : (-v, -mark.row)
                }
                marks.sort { a, b in
                    let ka = key(a), kb = key(b)
                    return (a.series, a.x0, ka.0, ka.1) < (b.series, b.x0, kb.0, kb.1)
                }
            } else if layer.spec.pathOrder == .data {
                // Joined as the rows come (a parametric curve), each series and line on its own.
                let line = layer.seriesLines()
                marks.sort { ($0.series, line?[$0.row] ?? 0, $0.row) < ($1.series, line?[$1.row] ?? 0, $1.row) }
            } else if let line = layer.seriesLines() {
                marks.sort { ($0.series, line[$0.row], $0.x0, $0.row) < ($1.series, line[$1.row], $1.x0, $1.row) }
            } else {
                marks.sort { ($0.series, $0.x0, $0.row) < ($1.series, $1.x0, $1.row) }
            }
            // Drop the gaps; the mark after each one starts a new segment of its series. (In place: a reduced
            // line's marks are not held twice.)
            var kept = 0
            var breakNext = false
            for read in marks.indices {
                var mark = marks[read]
                if mark.startsSegment { breakNext = true; continue }
                if breakNext, kept > 0, marks[kept - 1].series == mark.series { mark.startsSegment = true }
                breakNext = false
                marks[kept] = mark
                kept += 1
            }
            marks.removeLast(marks.count - kept)
            // `series:` splits one style's marks into separate lines: each starts a segment of its own.
            if let line = layer.seriesLines() {
                for i in marks.indices.dropFirst() where marks[i].series == marks[i - 1].series
                    && line[marks[i].row] != line[marks[i - 1].row] { marks[i].startsSegment = true }
            }
        }
        var resolved = ResolvedLayer(type: layer.spec.type, isHorizontal: horizontal[index],
                                     hasSeries: Channel.seriesChannels.contains { layer.spec[$0] != nil },
                                     interpolation: layer.spec.interpolation ?? .linear, style: layer.spec.style ?? MarkStyle(),
                                     marks: marks)
        resolved.isStacked = extents.contains { $0.isStacked }
        resolved.showsSymbols = layer.spec.type == .line && (layer.has(.symbol) || resolved.style.symbol != nil
            || resolved.style.symbolView != nil || marks.contains { $0.style?.symbol != nil || $0.style?.symbolView != nil })
        resolved.annotations = layer.annotations()
        resolved.isConditional = layer.spec.conditional == true
        return resolved
    }
}

/// What placing one mark needs: its layer, the scales, and whether the layer lies along x.
struct MarkPlacingContext {

    var layer: LayerBinding
    var isHorizontal: Bool
    var x: PositionScale
    var y: PositionScale
    var size: SizeScale?
    var color: ColorScale?

    /// The style the author gave this row's mark alone (`.opacity(selected ? 1 : 0.4)` inside `ForEach`),
    /// for every mark however it is placed.
    func rowStyle(_ row: Int) -> MarkStyle? {
        guard let styles = layer.spec.rowStyles, row < styles.count else { return nil }
        return styles[row]
    }

    /// A mark placed by the axes' scales: spans and bands mapped, bars and rectangles inset by the band
    /// padding and put in their slot, values of marks from zero kept inside the plot, points sized.
    func onAxes(_ placed: PlacedMark, kind: any MarkDefinition.Type) -> ResolvedMark {
        let padding = x.bandPadding
        func map(_ extent: MarkExtent, _ scale: PositionScale, isPosition: Bool) -> (Double, Double) {
            var range: (Double, Double)
            switch extent {
            case .at(let v): let p = scale.position(v); range = (p, p)
            case .span(let a, let b): range = (scale.position(a), scale.position(b))
            case .band(let i): let r = scale.band(i); range = (r.lowerBound, r.upperBound)
            case .full: range = (0, 1)
            }
            if isPosition, kind.fillsPosition {
                // A span between two values of its own (a histogram's bin edges, a highlighted period's start
                // and end) is drawn edge to edge: bins touch, a period covers exactly its dates. A span from a
                // unit or a spacing keeps the band padding between bars.
                let ownSpan = isHorizontal ? layer.has(.yStart) && !layer.has(.y) : layer.has(.xStart) && !layer.has(.x)
                if case .span = extent, !ownSpan {
                    let inset = (range.1 - range.0) * padding / 2
                    range = (range.0 + inset, range.1 - inset)
                }
                if let slot = placed.slot, slot.count > 0 {
                    // Slots follow the axis's reading order: a reversed axis (a vertical band axis, read
                    // from the top) puts the first slot at its start, as Swift Charts does.
                    let index = scale.reversed ? slot.count - 1 - slot.index : slot.index
                    let width = (range.1 - range.0) / Double(slot.count)
                    range = (range.0 + width * Double(index), range.0 + width * Double(index + 1))
                }
            }
            if !isPosition, kind.startsAtZero {
                range = (min(max(range.0, 0), 1), min(max(range.1, 0), 1))
            }
            return range
        }
        var xExtent = placed.x
        if let grid = layer.positionGrid, case .at(let v) = xExtent { xExtent = .at(grid.snap(v)) }
        let (x0, x1) = map(xExtent, x, isPosition: !isHorizontal)
        let (y0, y1) = map(placed.y, y, isPosition: isHorizontal)
        var mark = ResolvedMark(row: placed.row, series: placed.series, x0: x0, x1: x1, y0: y0, y1: y1,
                                xValue: placed.xValue, yValue: placed.yValue)
        if let size, size.isCategorical {
            if case .category(let name)? = layer.value(.size, placed.row) { mark.size = size.area(category: name) }
        } else if let size, let value = layer.number(.size, placed.row) { mark.size = size.area(value) }
        mark.startsSegment = placed.isGap   // marked here, moved to the next mark by the layer
        mark.distribution = placed.distribution
        if kind.fillsPosition, let slot = placed.slot {
            // The slot's place along the axis's unit range (as placed above).
            let reversed = (isHorizontal ? y : x).reversed
            mark.slot = MarkSlot(index: reversed ? slot.count - 1 - slot.index : slot.index, count: slot.count)
        }
        mark.style = rowStyle(placed.row)
        if let color {
            let number = layer.number(.color, placed.row) ?? .nan
            mark.colorNumber = number.isFinite ? number : nil
            mark.colorValue = color.position(number)
        }
        return mark
    }
}
