import Foundation
import PlotlineScene

/// What placing one layer's rows needs from the chart: its orientation, its rows' series, and the
/// categories of both axes (looked up by name in constant time).
struct PlacementContext {
    var resolution: ResolutionContext
    var isHorizontal: Bool
    /// Each row's series, nil for a layer without series channels.
    var rowSeries: [Int]?
    /// Whether the chart has series at all (a mark without one is then -1, not 0).
    var hasSeries: Bool
    var xCategories: CategoryIndex
    var yCategories: CategoryIndex

    /// The series of a row.
    func series(_ row: Int) -> Int { rowSeries?[row] ?? (hasSeries ? -1 : 0) }
}

/// A band axis's categories with their indices, so a row's category is found without a search.
struct CategoryIndex {
    var names: [String]
    var index: [String: Int]

    init(_ names: [String]) {
        self.names = names
        var index: [String: Int] = [:]
        index.reserveCapacity(names.count)
        for (i, name) in names.enumerated() where index[name] == nil { index[name] = i }
        self.index = index
    }

    var isEmpty: Bool { names.isEmpty }
}

extension ResolutionContext {
    /// Every mark's extents in data units, each layer by its kind's definition.
    func extents(series: SeriesResolution, xCategories: [String], yCategories: [String]) -> [[PlacedMark]] {
        let x = CategoryIndex(xCategories), y = CategoryIndex(yCategories)
        return layers.indices.map { i in
            let context = PlacementContext(resolution: self, isHorizontal: horizontal[i], rowSeries: series.rowSeries[i],
                                           hasSeries: !series.names.isEmpty, xCategories: x, yCategories: y)
            return layers[i].spec.type.definition.extents(layers[i], context)
        }
    }
}

extension PlacementContext {
    /// Extents on the two axes as most kinds have them: a value axis (from zero for bars and areas,
    /// stacked where the kind stacks, a span between two values, or the whole axis) and a position axis
    /// (a point, a band, a calendar unit, or a span between two values).
    func axisExtents(_ layer: LayerBinding, kind: any MarkDefinition.Type) -> [PlacedMark] {
        let context = resolution
        // The axis that carries positions (x for vertical bars) and the one that carries values.
        let valueAxis: ResolvedAxis.Orientation = isHorizontal ? .horizontal : .vertical
        let (valueChannel, valueStart, valueEnd): (Channel, Channel, Channel) =
            valueAxis == .vertical ? (.y, .yStart, .yEnd) : (.x, .xStart, .xEnd)
        let positionChannel: Channel = valueAxis == .vertical ? .x : .y
        let positionCategories = valueAxis == .vertical ? xCategories : yCategories
        let valueCategories = valueAxis == .vertical ? yCategories : xCategories

        // Grouped bars: slots within a band, in the order of first appearance.
        var slots: [String: Int] = [:]
        if layer.has(.position) {
            for row in 0..<layer.table.rowCount {
                let name = SeriesResolution.name(layer.value(.position, row))
                if slots[name] == nil { slots[name] = slots.count }
            }
        }

        // Stacks: marks of several series at one position, unless grouped; and, for bars as in Swift
        // Charts, marks of one series that share a position (rows of one category stack to their sum,
        // rather than hiding each other).
        let stacks = kind.stacking != .none && layer.has(valueChannel) && !layer.has(.position)
            && (rowSeries != nil || layer.has(.series) || layer.spec.stacking == .normalized
                || (kind.stacking == .acrossSeriesAndRows && sharesPositions(layer, positionChannel, categories: positionCategories)))
        let method = layer.spec.stacking ?? .standard
        var stacked: [Int: (Double, Double)] = [:]
        if stacks {
            var rows: [Int] = [], keys: [Double] = [], values: [Double] = []
            let (spanStart, spanEnd): (Channel, Channel) = positionChannel == .x ? (.xStart, .xEnd) : (.yStart, .yEnd)
            let onSpans = !layer.has(positionChannel) && layer.has(spanStart)
            for row in 0..<layer.table.rowCount {
                guard let v = layer.number(valueChannel, row) else { continue }
                // A bar on a span is drawn only with both ends; without them it stacks on nothing.
                if onSpans, layer.number(spanStart, row) == nil || layer.number(spanEnd, row) == nil { continue }
                rows.append(row)
                keys.append(positionKey(layer, positionChannel, row, categories: positionCategories))
                values.append(v)
            }
            // Stack in legend order so the first series sits at the base.
            let order = rows.indices.sorted { (rowSeries?[rows[$0]] ?? 0, $0) < (rowSeries?[rows[$1]] ?? 0, $1) }
            let ends = Stacking.stack(keys: order.map { keys[$0] }, values: order.map { values[$0] }, method: method)
            for (k, j) in order.enumerated() { stacked[rows[j]] = ends[k] }
        }
        let spacing = kind.fillsPosition ? context.binWidth(layer, positionChannel) : 0

        var marks: [PlacedMark] = []
        marks.reserveCapacity(layer.table.rowCount)
        for row in 0..<layer.table.rowCount {
            var mark = PlacedMark(row: row, series: series(row), x: .full, y: .full,
                                  xValue: layer.value(.x, row) ?? layer.value(.xEnd, row),
                                  yValue: layer.value(.y, row) ?? layer.value(.yEnd, row))
            if !slots.isEmpty { mark.slot = (slots[SeriesResolution.name(layer.value(.position, row))] ?? 0, slots.count) }
            // Value axis.
            var valueExtent: MarkExtent?
            if layer.has(valueStart) {
                guard let a = layer.number(valueStart, row), let b = layer.number(valueEnd, row) else { continue }
                valueExtent = .span(a, b)
            } else if layer.has(valueChannel) {
                if let end = stacked[row] {
                    valueExtent = .span(end.0, end.1)
                    mark.isStacked = method != .unstacked
                } else if let extent = point(layer, valueChannel, row, categories: valueCategories) {
                    if kind.startsAtZero, case .at(let v) = extent {
                        valueExtent = .span(0, v)
                        mark.implicitBase = true
                    } else if kind.fillsPosition {
                        // A rectangle fills a category's band or a date's unit on both axes (a heat map's cell).
                        valueExtent = widen(extent, layer: layer, channel: valueChannel, spacing: 0)
                    } else { valueExtent = extent }
                } else if kind.isContinuous {
                    // A missing value breaks a line or area rather than joining its neighbours.
                    valueExtent = .at(.nan)
                    mark.isGap = true
                } else { continue }
            } else {
                valueExtent = .full
            }
            // Position axis.
            var positionExtent: MarkExtent = .full
            let startChannel: Channel = positionChannel == .x ? .xStart : .yStart
            let endChannel: Channel = positionChannel == .x ? .xEnd : .yEnd
            if layer.has(positionChannel) {
                guard let extent = point(layer, positionChannel, row, categories: positionCategories) else {
                    // A curve joined in row order breaks where its x is undefined, as a line does where y is.
                    guard kind.isContinuous, layer.spec.pathOrder == .data else { continue }
                    mark.isGap = true
                    mark.x = .at(.nan)
                    mark.y = .at(.nan)
                    marks.append(mark)
                    continue
                }
                positionExtent = extent
                if kind.fillsPosition {
                    positionExtent = widen(extent, layer: layer, channel: positionChannel, spacing: spacing)
                } else if case .at(let t) = extent, let unit = layer.spec[positionChannel]?.unit,
                          layer.columns[positionChannel]?.type == .date {
                    // A date that stands for a unit covers it: the domain holds whole units, and the
                    // point or vertex sits in its middle (a rule at its middle too).
                    let end = context.adding(unit, to: t)
                    positionExtent = kind.coversDateUnit ? .span(t, end) : .at((t + end) / 2)
                }
            } else if layer.has(startChannel) {
                guard let a = layer.number(startChannel, row), let b = layer.number(endChannel, row) else { continue }
                positionExtent = .span(a, b)
            }
            if valueAxis == .vertical { mark.y = valueExtent ?? .full; mark.x = positionExtent }
            else { mark.x = valueExtent ?? .full; mark.y = positionExtent }
            marks.append(mark)
        }
        return marks
    }

    /// The value a mark sits at on a channel: a number, an instant, or a category's index.
    func point(_ layer: LayerBinding, _ channel: Channel, _ row: Int, categories: CategoryIndex) -> MarkExtent? {
        guard let value = layer.value(channel, row) else { return nil }
        if !categories.isEmpty || layer.columns[channel]?.type == .category {
            guard let index = categories.index[SeriesResolution.name(value)] else { return nil }
            return .at(Double(index))
        }
        switch value {
        case .number(let v): return .at(v)
        case .date(let v):
            // A date that stands for a calendar unit (`.value("Month", date, unit: .month)`) is binned to the
            // unit it falls in, as Swift Charts bins it: the 15th of March is March, its bar covers March from
            // the 1st, and the axis's tick at the 1st labels it.
            if let unit = layer.spec[channel]?.unit { return .at(resolution.start(of: unit, containing: v)) }
            return .at(v)
        case .category: return nil
        }
    }

    /// Whether two rows of a layer sit at one position (the same category, instant or number).
    func sharesPositions(_ layer: LayerBinding, _ channel: Channel, categories: CategoryIndex) -> Bool {
        var seen = Set<Double>()
        for row in 0..<layer.table.rowCount {
            guard case .at(let v)? = point(layer, channel, row, categories: categories) else { continue }
            if !seen.insert(v).inserted { return true }
        }
        return false
    }

    /// The key that says which bars share a stack: the position value (category index, instant, number).
    func positionKey(_ layer: LayerBinding, _ channel: Channel, _ row: Int, categories: CategoryIndex) -> Double {
        if case .at(let v)? = point(layer, channel, row, categories: categories) { return v }
        // A span (a histogram's bin, a range of dates): the bars on one span stack together.
        return layer.number(channel == .x ? .xStart : .yStart, row) ?? 0
    }

    /// A bar's extent along its position axis: its band, its calendar unit, or the spacing of its values.
    func widen(_ extent: MarkExtent, layer: LayerBinding, channel: Channel, spacing: Double) -> MarkExtent {
        guard case .at(let v) = extent else { return extent }
        if layer.columns[channel]?.type == .category || layer.spec[channel]?.type == .category {
            return .band(Int(v))
        }
        if layer.columns[channel]?.type == .date, let unit = layer.spec[channel]?.unit {
            return .span(v, resolution.adding(unit, to: v))
        }
        return spacing > 0 ? .span(v - spacing / 2, v + spacing / 2) : extent
    }
}

extension ResolutionContext {

    /// The start of the calendar unit that holds `t`: its second, minute, hour, local midnight, the week's
    /// first day (the calendar's `firstWeekday`), the 1st of its month or quarter, 1 January of its year.
    func start(of unit: TimeUnit, containing t: Double) -> Double {
        guard t.isFinite, TimeTicks.supportedRange.contains(t) else { return t }
        let step: CalendarStep = unit == .quarter ? CalendarStep(3, .month) : CalendarStep(1, unit)
        return TimeTicks.floor(t, to: step, calendar: calendar)
    }

    /// The instant one calendar unit after `t`.
    func adding(_ unit: TimeUnit, to t: Double) -> Double {
        let date = Date(timeIntervalSince1970: t)
        let (component, count): (Calendar.Component, Int) = switch unit {
        case .second: (.second, 1)
        case .minute: (.minute, 1)
        case .hour: (.hour, 1)
        case .day: (.day, 1)
        case .week: (.day, 7)
        case .month: (.month, 1)
        case .quarter: (.month, 3)
        case .year: (.year, 1)
        }
        return calendar.date(byAdding: component, value: count, to: date)?.timeIntervalSince1970
            ?? t + unit.approximateSeconds
    }

    /// The width of a bar on a numeric or time axis without a unit: the smallest gap between its values.
    func binWidth(_ layer: LayerBinding, _ channel: Channel) -> Double {
        guard case .numbers(let v)? = layer.columns[channel]?.values ?? nil else {
            if case .dates(let v)? = layer.columns[channel]?.values { return Self.smallestGap(v) }
            return 1
        }
        return Self.smallestGap(v)
    }

    static func smallestGap(_ values: [Double]) -> Double {
        let sorted = values.filter(\.isFinite).sorted()
        var gap = Double.infinity
        for (a, b) in zip(sorted, sorted.dropFirst()) where b > a { gap = min(gap, b - a) }
        if gap.isFinite { return gap }
        return max(abs(sorted.first ?? 1) / 10, 1)
    }
}
