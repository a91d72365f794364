import PlotlineScene
/// The marks of one series, as the words and the descriptor see them: in order along the position axis,
/// each with its value, its position and the author's label overrides. Decorations (`accessibilityHidden`)
/// and marks repeated by a second layer (points on a line, M4) are left out.
struct AccessibleSeries {
    struct Mark {
        /// Index of the mark in its layer's `marks`.
        var index: Int
        var position: DataValue?
        /// Where the mark is along the position axis, for ordering.
        var order: Double
        var value: Double
        var customLabel: String?
        var customValue: String?
        /// What only some marks have, kept apart: a line of ten thousand kept points then takes 80 bytes a
        /// point here, not the 400 these would take in every mark.
        private let details: Details?

        init(index: Int, position: DataValue?, order: Double, value: Double, size: Double? = nil,
             sizeNumber: Double? = nil, sizeCategory: String? = nil, opacityNumber: Double? = nil,
             customLabel: String? = nil, customValue: String? = nil, share: Double? = nil,
             secondPosition: DataValue? = nil, distribution: Distribution? = nil, start: Double? = nil,
             positionStart: DataValue? = nil, note: String? = nil) {
            self.index = index
            self.position = position
            self.order = order
            self.value = value
            self.customLabel = customLabel
            self.customValue = customValue
            let none = size == nil && sizeNumber == nil && sizeCategory == nil && opacityNumber == nil && share == nil
                && secondPosition == nil && distribution == nil && start == nil && positionStart == nil && note == nil
            details = none ? nil : Details(size: size, sizeNumber: sizeNumber, sizeCategory: sizeCategory,
                                           opacityNumber: opacityNumber, share: share, secondPosition: secondPosition,
                                           distribution: distribution, start: start, positionStart: positionStart, note: note)
        }

        var size: Double? { details?.size }
        /// The number the mark's size stands for, as given (NaN when missing).
        var sizeNumber: Double? { details?.sizeNumber }
        /// The category the mark's size stands for, when sizes show categories.
        var sizeCategory: String? { details?.sizeCategory }
        /// The number the mark's opacity stands for, as given (NaN when missing); nil without an opacity scale.
        var opacityNumber: Double? { details?.opacityNumber }
        /// A sector's share of the whole, 0 to 1.
        var share: Double? { details?.share }
        /// Where the mark is on the other axis, when its value is its color (a heat map's weekday).
        var secondPosition: DataValue? { details?.secondPosition }
        /// How the values of the rows it stands for spread (a box plot's box).
        var distribution: Distribution? { details?.distribution }
        /// Where the mark's value starts, when it runs from one value to its value (a range bar).
        var start: Double? { details?.start }
        /// Where the mark starts along the position axis, when it spans a range there (a histogram's bin
        /// from 5 to 10): its position is then the range's end.
        var positionStart: DataValue? { details?.positionStart }
        /// The mark's annotation in words ("Best month"), said after its value.
        var note: String? { details?.note }

        /// A mark's rarer facts, shared by its copies.
        private final class Details: Sendable {
            let size: Double?, sizeNumber: Double?, sizeCategory: String?, opacityNumber: Double?, share: Double?
            let secondPosition: DataValue?, distribution: Distribution?, start: Double?, positionStart: DataValue?
            let note: String?

            init(size: Double?, sizeNumber: Double?, sizeCategory: String?, opacityNumber: Double?, share: Double?,
                 secondPosition: DataValue?, distribution: Distribution?, start: Double?, positionStart: DataValue?,
                 note: String?) {
                self.size = size; self.sizeNumber = sizeNumber; self.sizeCategory = sizeCategory
                self.opacityNumber = opacityNumber; self.share = share; self.secondPosition = secondPosition
                self.distribution = distribution; self.start = start; self.positionStart = positionStart; self.note = note
            }
        }
    }

    var name: String
    var seriesIndex: Int
    /// Which line of its series, when `series:` splits one style into several lines (numbered in order of
    /// first appearance); nil when it does not.
    var line: Int? = nil
    var layer: Int
    var type: MarkType
    var isContinuous: Bool
    var marks: [Mark]
    /// Rows of the layer in this series whose value or position is missing.
    var missing: Missing
    /// How the layer stacks, when it does.
    var stacking: MarkStackingMethod = .standard
    /// Where a line or area has no value (a function's undefined stretch, rows missing a value): each
    /// run of such rows by its first and last position, in the order they are drawn.
    var gaps: [(from: DataValue, to: DataValue)] = []
    /// The facts of its marks, made once: what the summary, the labels and the descriptor say of it.
    var statistics: SeriesStatistics
    /// The titles of a span's two edges, when its marks run from one value to another (a band).
    var spanTitles: (start: String, end: String)? = nil
    /// Whether its layer's spans run both ways (a candle's open below its close on up days, above on down
    /// days): the two values are channels of their own, not a band's lower and upper edge, so the words
    /// speak of the value channel (the close) by its title.
    var spansBothWays = false
    /// Values a decoration lends to its marks (a candle's low and high, drawn by a wick the words leave
    /// out): each by its column's title, a value per mark (NaN where the row has none). The table keeps them.
    var lent: [(title: String, values: [Double])] = []
    /// The places of its rows that have a place but no value, in row order: the braille's blank cells.
    /// Not kept for a reduced layer (its marks are a sample; the gaps say where its values are missing).
    var blanks: [DataValue] = []

    /// Whether a change from its first value to its last says something: along an ordered axis of places
    /// (times, numbers), not across categories, and not across a distribution's bins (a histogram's counts
    /// rise and fall with how the values spread, not over anything). The summary and the page's time ranges
    /// ask this one question.
    func hasChange(along position: AxisWords) -> Bool {
        switch position.kind {
        case .category: return false
        case .date: return true
        case .number:
            if case .number? = marks.first?.positionStart { return false }
            return true
        }
    }

    /// Every series of the chart with its marks, the rules that carry no series (goals), and the number of
    /// missing values: counted once per layer, and not again for a layer that repeats another (points on
    /// a line), but also for a layer whose values are all missing.
    /// `sources` are the layers' bindings with every row of their data (before any reduction).
    static func collect(_ chart: ResolvedChart, sources: [LayerBinding], valueIsX: Bool)
        -> (series: [AccessibleSeries], rules: [Reference], ruleMarks: [[Int]], missing: Missing) {
        // Numbers on a color scale are the values the words speak of; the marks sit at an x and a y.
        let valueIsColor = ChartAccessibility.valuesAreColors(chart)
        var result: [AccessibleSeries] = []
        // Where each series is in `result`, by what a series the same as it would share, and the reduced ones.
        var byPrint: [Fingerprint: [Int]] = [:], reducedResults: [Int: [Int]] = [:]
        var rules: [Reference] = []
        // Where each rule or band is drawn: its layer and mark, so the page can ring it.
        var ruleMarks: [[Int]] = []
        let hasData = chart.layers.contains { $0.type.definition.reference == .none }
        var missing = Missing()
        // Layers the words leave out whole (a candle's wick): found once, as 10,000 layers may ask.
        // A row without a value is named by its series as the marks are (a date at its granularity).
        var naming = chart.seriesNames ?? SeriesNames(sources, locale: chart.locale, calendar: chart.calendar)
        // The runs the grouped labels take: their facts are made in the series' one statistics pass.
        let labelling = MarkLabelling(chart.accessibilityOptions)
        let decorations = chart.layers.indices.filter { j in
            let overrides = Overrides(sources[j])
            return sources[j].columns[.accessibilityHidden] != nil && !chart.layers[j].marks.isEmpty
                && chart.layers[j].marks.allSatisfy { overrides.hidden($0.row) }
        }
        for (layerIndex, layer) in chart.layers.enumerated() {
            let source = sources[layerIndex]
            let overrides = Overrides(source)
            if layer.type.definition.reference == .value && layer.marks.allSatisfy({ $0.series < 0 || chart.series.count == 1 }) {
                for (m, mark) in layer.marks.enumerated() where !overrides.hidden(mark.row) {
                    let value = (valueIsX ? mark.xValue : mark.yValue) ?? mark.yValue ?? mark.xValue
                    if case .number(let v)? = value {
                        rules.append(.rule(source.spec.y?.title ?? source.spec.x?.title ?? "", v))
                        ruleMarks.append([layerIndex, m])
                    }
                }
                continue
            }
            // A band without a series beside the data (a normal range): a reference, not data.
            if layer.type.definition.reference == .range && hasData && !layer.hasSeries {
                let (startChannel, endChannel): (Channel, Channel) = valueIsX ? (.xStart, .xEnd) : (.yStart, .yEnd)
                if let start = overrides.column(startChannel), let end = overrides.column(endChannel),
                   case .numbers(let a) = start.values, case .numbers(let b) = end.values {
                    for (m, mark) in layer.marks.enumerated() where !overrides.hidden(mark.row) && a[mark.row].isFinite && b[mark.row].isFinite {
                        let name = overrides.text(.annotation, mark.row).map(AnnotationLayout.words) ?? source.spec[startChannel]?.title ?? ""
                        rules.append(.band(name, min(a[mark.row], b[mark.row]), max(a[mark.row], b[mark.row])))
                        ruleMarks.append([layerIndex, m])
                    }
                }
                continue
            }
            // `series:` splits a style's marks into lines drawn apart: each is read and heard as a series.
            let lines = LineSplit(source, naming: &naming)
            var bySeries: [SeriesKey: [Mark]] = [:], order: [SeriesKey] = []
            let colored = valueIsColor && layer.marks.contains { $0.colorValue != nil }
            if valueIsColor && !colored { continue }
            for (i, mark) in layer.marks.enumerated() where !overrides.hidden(mark.row) {
                let valueData = colored ? mark.colorNumber.map(DataValue.number) : valueIsX ? mark.xValue : mark.yValue
                guard let value = ChartAccessibility.number(valueData) else { continue }
                let position = valueIsX ? mark.yValue : mark.xValue
                // Read in the order of the axis's values: a vertical band axis puts its first category on
                // top, so its marks are read top to bottom, as listed.
                let centre = valueIsX ? (mark.y0 + mark.y1) / 2 : (mark.x0 + mark.x1) / 2
                let along = (valueIsX ? chart.y : chart.x).scale.reversed ? -centre : centre
                let key = SeriesKey(series: mark.series, line: lines.line(of: mark.row))
                if bySeries[key] == nil { order.append(key) }
                bySeries[key, default: []].append(Mark(
                    index: i, position: position, order: along, value: value, size: mark.size,
                    sizeNumber: mark.size == nil ? nil : overrides.number(.size, mark.row),
                    sizeCategory: chart.size?.isCategorical == true ? overrides.text(.size, mark.row) : nil,
                    opacityNumber: chart.opacity == nil ? nil : overrides.number(.opacity, mark.row) ?? .nan,
                    customLabel: overrides.text(.accessibilityLabel, mark.row),
                    customValue: overrides.text(.accessibilityValue, mark.row),
                    share: layer.isOnAxes ? nil : mark.x1 - mark.x0, secondPosition: colored ? mark.yValue : nil,
                    distribution: mark.distribution,
                    start: overrides.number(valueIsX ? .xStart : .yStart, mark.row).flatMap { $0.isFinite ? $0 : nil },
                    positionStart: Self.positionStart(overrides, row: mark.row, valueIsX: valueIsX, end: position),
                    note: overrides.text(.annotation, mark.row).map(AnnotationLayout.words)))
            }
            // One order everywhere: the legend's (series index), marks without a series after them. The
            // order marks are placed in can differ (a series whose first rows miss a value).
            order.sort { a, b in
                a.series == b.series ? (a.line ?? 0) < (b.line ?? 0) : ResolvedSeries.inLegendOrder(a.series, b.series)
            }
            let lenders = order.isEmpty || decorations.isEmpty ? []
                : Self.lenders(to: layerIndex, from: decorations, sources, valueIsX: valueIsX)
            // Spans that run up on some marks and down on others: two channels, not a band's edges.
            var spansUp = false, spansDown = false
            for marks in bySeries.values {
                for mark in marks where !(spansUp && spansDown) {
                    guard let start = mark.start else { continue }
                    if start < mark.value { spansUp = true } else if start > mark.value { spansDown = true }
                }
            }
            var layerMissing = colored ? Missing(values: layer.marks.filter { $0.colorValue?.isNaN == true }.count)
                : overrides.missing(valueIsX: valueIsX)
            if order.isEmpty { missing += layerMissing }
            // Counted once per layer, not per series: a chart may have tens of thousands of series.
            var linesPerSeries: [Int: Int] = [:]
            for key in order { linesPerSeries[key.series, default: 0] += 1 }
            var styles = Set<Int>()
            for mark in layer.marks where styles.count < 2 { styles.insert(mark.series) }
            let oneStyle = styles.count <= 1
            // Rows by line, when `series:` splits the layer (else a line is every row, read in place).
            let rowsByLine = layer.type.isContinuous && oneStyle && lines.lines != nil
                ? lines.rowsByLine(rowCount: source.table.rowCount) : [:]
            let blankRows = layer.reduction == nil && !colored ? Self.blankRows(source, overrides: overrides, valueIsX: valueIsX) : []
            // A blank row's series: the layer's one series, or the one its series column names.
            let seriesChannels = Channel.seriesChannels.filter { source.has($0) }
            let blankSeries: [String?]? = blankRows.isEmpty || (oneStyle && lines.lines == nil) ? nil
                : seriesChannels.count == 1 && lines.lines == nil
                ? blankRows.map { naming.name(source.value(seriesChannels[0], $0), on: seriesChannels[0]) } : []
            let positionChannel: Channel = valueIsX ? .y : .x
            for key in order {
                let s = key.series
                let linesOfSeries = linesPerSeries[s] ?? 0
                let marks = Self.alongTheAxis(bySeries[key]!)
                let styleName = s >= 0 && s < chart.series.count ? chart.series[s].name : nil
                // A style's only line takes the style's name (color and series by one field); lines
                // sharing a style are named by their `series` value, after the style's name.
                let name = (linesOfSeries == 1 ? styleName : nil) ?? lines.name(key.line, within: layer.hasSeries ? styleName : nil)
                    ?? styleName ?? (source.spec.y?.title ?? "")
                // Points on a line (M4): the same values again add nothing to hear or read.
                // Reduced layers keep different rows of the same data, so compare their data instead.
                // Only series that could be the same are compared: those with the same count, first and last
                // value, or, for a reduced layer, the reduced layers before it (10,000 layers of their own
                // data compared each with every other took minutes).
                let print = Fingerprint(series: s, line: key.line, count: marks.count, first: marks.first?.value, last: marks.last?.value)
                let reduced = layer.reduction != nil
                let candidates = (byPrint[print] ?? []) + (reduced ? reducedResults[s] ?? [] : [])
                if let earlier = candidates.sorted().first(where: {
                    result[$0].line == key.line
                        && (result[$0].sameValues(as: marks) || Self.sameData(chart, sources, result[$0].layer, layerIndex))
                }) {
                    if layer.type.isContinuous { result[earlier].isContinuous = true }
                    continue
                }
                byPrint[print, default: []].append(result.count)
                if reduced { reducedResults[s, default: []].append(result.count) }
                var statistics = SeriesStatistics(marks, runs: labelling.groupRuns(marks.count))
                // A reduced layer's marks are a sample: its extremes and their ties are counted over every row.
                if !valueIsX, !colored, let rows = layer.reduction?.extremes[s],
                   let xs = source.numbers(.x), let ys = source.numbers(.y) {
                    statistics.useRows(rows) { row in
                        Mark(index: -1, position: source.value(.x, row), order: xs[row], value: ys[row])
                    }
                }
                let gaps = layer.type.isContinuous && oneStyle
                    ? Self.gaps(source, rows: lines.lines == nil ? nil : rowsByLine[key.line] ?? [], valueIsX: valueIsX) : []
                let lent = lenders.map { lender in
                    (title: lender.title, values: marks.map { mark -> Double in
                        let row = layer.marks[mark.index].row
                        return row < lender.values.count ? lender.values[row] : .nan
                    })
                }
                let styleRows: [Int] = switch blankSeries {
                case nil: blankRows
                case let names?: names.isEmpty ? [] : zip(blankRows, names).compactMap { $1 == styleName ? $0 : nil }
                }
                let blanks = styleRows.compactMap { source.value(positionChannel, $0) }
                result.append(AccessibleSeries(
                    name: name, seriesIndex: s, line: key.line, layer: layerIndex, type: layer.type,
                    isContinuous: layer.type.isContinuous, marks: marks,
                    missing: layerMissing, stacking: source.spec.stacking ?? .standard, gaps: gaps,
                    statistics: statistics,
                    spanTitles: statistics.spans ? (source.spec[valueIsX ? .xStart : .yStart]?.title ?? "",
                                                                 source.spec[valueIsX ? .xEnd : .yEnd]?.title ?? "") : nil,
                    spansBothWays: spansUp && spansDown, lent: lent, blanks: blanks))
                missing += layerMissing
                layerMissing = Missing()   // counted once, with the layer's first series
            }
        }
        return (result, rules, ruleMarks, missing)
    }

    /// The runs of rows of one line (or of the whole layer, `lineRows` nil) that have a position but no value,
    /// in the order the line is drawn: by position, or by row for a path joined in row order. Reads the
    /// columns as arrays, and returns at once when no row lacks its value (a million rows cost one pass).
    /// A series' marks in the order of the position axis (ties in the order of the layer's marks). A mark is
    /// large: the sort moves indices, and the marks are moved once, only when they are not already in order
    /// (a line's usually are; a million-point scatter's are not).
    static func alongTheAxis(_ marks: [Mark]) -> [Mark] {
        func before(_ a: Mark, _ b: Mark) -> Bool { (a.order, a.index) < (b.order, b.index) }
        guard zip(marks, marks.dropFirst()).contains(where: { before($1, $0) }) else { return marks }
        let keys = marks.map { (order: $0.order, index: $0.index) }
        var order = Array(marks.indices)
        order.sort { keys[$0] < keys[$1] }
        return order.map { marks[$0] }
    }

    static func gaps(_ source: LayerBinding, rows lineRows: [Int]?, valueIsX: Bool) -> [(from: DataValue, to: DataValue)] {
        let positionChannel: Channel = valueIsX ? .y : .x
        let valueChannels = Self.valueChannels(source, valueIsX: valueIsX)
        guard valueChannels.allSatisfy(source.has), let positions = source.numbers(positionChannel) else { return [] }
        // A value column that is not numbers has no value in any row.
        let values = valueChannels.map { source.numbers($0) }
        func missing(_ row: Int) -> Bool { values.contains { $0 == nil || !$0![row].isFinite } }
        func anyMissing<S: Sequence<Int>>(_ rows: S) -> Bool { rows.contains { positions[$0].isFinite && missing($0) } }
        guard lineRows.map(anyMissing) ?? anyMissing(positions.indices) else { return [] }
        var rows: [(position: Double, row: Int, missing: Bool)] = []
        for row in lineRows ?? Array(positions.indices) where positions[row].isFinite {
            rows.append((positions[row], row, missing(row)))
        }
        if source.spec.pathOrder != .data { rows.sort { ($0.position, $0.row) < ($1.position, $1.row) } }
        var gaps: [(from: DataValue, to: DataValue)] = []
        var start: Int?
        for (i, row) in rows.enumerated() {
            if row.missing {
                if start == nil { start = i }
            } else if let first = start {
                gaps.append((source.value(positionChannel, rows[first].row) ?? .number(rows[first].position),
                             source.value(positionChannel, rows[i - 1].row) ?? .number(rows[i - 1].position)))
                start = nil
            }
        }
        if let first = start, let last = rows.last {
            gaps.append((source.value(positionChannel, rows[first].row) ?? .number(rows[first].position),
                         source.value(positionChannel, last.row) ?? .number(last.position)))
        }
        return gaps
    }

    /// Where a row's value is: its value channel, or both edges of a span (a band without `y`).
    static func valueChannels(_ source: LayerBinding, valueIsX: Bool) -> [Channel] {
        source.has(valueIsX ? .x : .y) ? [valueIsX ? .x : .y] : valueIsX ? [.xStart, .xEnd] : [.yStart, .yEnd]
    }

    /// The rows that have a place on the position axis but no value (every edge of a span must have one),
    /// left out of the words' marks, in row order; rows hidden from the words are not among them.
    static func blankRows(_ source: LayerBinding, overrides: Overrides, valueIsX: Bool) -> [Int] {
        let positionChannel: Channel = valueIsX ? .y : .x
        let valueChannels = Self.valueChannels(source, valueIsX: valueIsX)
        guard source.has(positionChannel), valueChannels.allSatisfy(source.has) else { return [] }
        let values = valueChannels.map { source.numbers($0) }
        // A value column that is not numbers (text on a numeric axis) is not a missing value here.
        guard values.allSatisfy({ $0 != nil }) else { return [] }
        var rows: [Int] = []
        for row in 0..<source.table.rowCount where values.contains(where: { !$0![row].isFinite }) {
            if source.value(positionChannel, row) != nil && !overrides.hidden(row) { rows.append(row) }
        }
        return rows
    }

    /// What two series holding the same values share: their style, line, count, first and last value.
    struct Fingerprint: Hashable {
        var series: Int
        var line: Int?
        var count: Int
        var first: Double?
        var last: Double?
    }

    /// A series of the words: a style's series and, with `series:`, one line of it.
    struct SeriesKey: Hashable {
        var series: Int
        var line: Int?
    }

    /// The start of a mark's range on the position axis (`xStart` with `xEnd`), in the kind of its position
    /// (the end); nil when it has no range there or the range is one point.
    static func positionStart(_ overrides: Overrides, row: Int, valueIsX: Bool, end: DataValue?) -> DataValue? {
        let (startChannel, endChannel): (Channel, Channel) = valueIsX ? (.yStart, .yEnd) : (.xStart, .xEnd)
        guard overrides.column(endChannel) != nil, let start = overrides.number(startChannel, row), start.isFinite else { return nil }
        switch end {
        case .number(let e)?: return e == start ? nil : .number(start)
        case .date(let e)?: return e == start ? nil : .date(start)
        default: return nil
        }
    }

    /// Two reduced layers drawing the same columns of the same rows (a huge line with points on it).
    /// The columns a decoration lends to a layer: a layer every mark of which is hidden from the words (a
    /// candle's wick, one of `decorations`), drawn from the same rows at the same positions, gives its value
    /// channels (the wick's low and high), each titled by its column. Its marks are not read, but their
    /// values stay in the table.
    static func lenders(to layerIndex: Int, from decorations: [Int], _ sources: [LayerBinding], valueIsX: Bool)
        -> [(title: String, values: [Double])] {
        let source = sources[layerIndex]
        let positionChannel: Channel = valueIsX ? .y : .x
        let valueChannels: [Channel] = valueIsX ? [.xStart, .xEnd, .x] : [.yStart, .yEnd, .y]
        guard let positions = source.columns[positionChannel] else { return [] }
        var result: [(title: String, values: [Double])] = []
        for j in decorations where j != layerIndex {
            let lender = sources[j]
            guard lender.table.rowCount == source.table.rowCount,
                  let theirs = lender.columns[positionChannel], theirs.values == positions.values else { continue }
            for channel in valueChannels {
                guard let field = lender.spec[channel]?.field, let values = lender.numbers(channel),
                      !result.contains(where: { $0.title == DerivedTitle.column(field) }),
                      !valueChannels.contains(where: { source.spec[$0]?.field == field }) else { continue }
                result.append((DerivedTitle.column(field), values))
            }
        }
        return result
    }

    static func sameData(_ chart: ResolvedChart, _ sources: [LayerBinding], _ i: Int, _ j: Int) -> Bool {
        let a = sources[i], b = sources[j]
        guard chart.layers[i].reduction != nil, chart.layers[j].reduction != nil, a.spec.x?.field == b.spec.x?.field,
              a.spec.y?.field == b.spec.y?.field, a.table.rowCount == b.table.rowCount else { return false }
        let fields = [a.spec.x?.field, a.spec.y?.field].compactMap { $0 }
        return fields.allSatisfy { field in
            (try? a.table.column(named: field).values) == (try? b.table.column(named: field).values)
        }
    }

    func sameValues(as other: [Mark]) -> Bool {
        marks.count == other.count && zip(marks, other).allSatisfy { $0.value == $1.value && $0.position == $1.position }
    }
}

/// A layer's per-mark accessibility columns (label, value, hidden), read by row.
struct Overrides {
    let layer: LayerBinding

    init(_ layer: LayerBinding) { self.layer = layer }

    func column(_ channel: Channel) -> Column? { layer.columns[channel] }

    /// The number on a channel at a row, as given (NaN when missing).
    func number(_ channel: Channel, _ row: Int) -> Double? {
        switch column(channel)?.values {
        case .numbers(let v)?, .dates(let v)?: v[row]
        default: nil
        }
    }

    /// The author's words for a row; an empty string (`.accessibilityLabel(isGoal ? "Goal day" : "")`)
    /// leaves the derived words in place rather than replacing them with nothing.
    func text(_ channel: Channel, _ row: Int) -> String? {
        let text: String? = switch column(channel)?.values {
        case .categories(let v)?: v[row]
        case .numbers(let v)?: v[row].isFinite ? LayerBinding.plain(v[row]) : nil
        default: nil
        }
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    func hidden(_ row: Int) -> Bool {
        switch column(.accessibilityHidden)?.values {
        case .numbers(let v)?: v[row] == 1
        case .categories(let v)?: v[row] == "true" || v[row] == "1"
        default: false
        }
    }

    /// Rows whose value is missing (NaN or empty), rows whose position is, and rows either misses: the
    /// rows not drawn ("3 values are missing"; "Missing: 8 values of temp max and 6 of date; 14 rows are
    /// not drawn").
    func missing(valueIsX: Bool) -> Missing {
        // Rows a database kept back are counted there.
        if let statistics = layer.table.statistics {
            var result = Missing()
            result.values = valueIsX ? statistics.missingX : statistics.missingY
            result.positions = valueIsX ? statistics.missingY : statistics.missingX
            result.rows = statistics.missingEither
            return result
        }
        // Rows an aggregate left out for a missing key (an age with no value, in no bin) are missing values.
        var result = Missing(values: layer.table.leftOutRows)
        // Counted in one pass over the two columns as they are (no flag made per row).
        let value = column(valueIsX ? .x : .y)?.values, position = column(valueIsX ? .y : .x)?.values
        for row in 0..<layer.table.rowCount {
            let v = Self.isMissing(value, row), p = Self.isMissing(position, row)
            if v { result.values += 1 }
            if p { result.positions += 1 }
            if v || p { result.rows += 1 }
        }
        return result
    }

    /// Whether a column's row has no value: NaN, or no category; never for a channel without a column.
    private static func isMissing(_ values: ColumnValues?, _ row: Int) -> Bool {
        switch values {
        case .numbers(let v)?, .dates(let v)?: !v[row].isFinite
        case .categories(let v)?: v[row] == nil
        case nil: false
        }
    }
}

/// Missing values of a chart's words: of its value axis, of its position axis, and the rows either misses.
struct Missing: Equatable {
    var values = 0
    var positions = 0
    var rows = 0

    init(values: Int = 0) {
        self.values = values
        rows = values
    }

    static func += (a: inout Missing, b: Missing) {
        a.values += b.values
        a.positions += b.positions
        a.rows += b.rows
    }
}

/// A reference drawn beside the data: a rule at a value (a goal) or a band between two (a normal range).
enum Reference {
    case rule(String, Double)
    case band(String, Double, Double)
}

/// The lines `series:` splits a layer's marks into (`LineMark(x:y:series:)`): each row's line and the
/// line's name, the value of `series` that names it.
struct LineSplit {
    private(set) var lines: [Int]?
    private var names: [String] = []

    /// `naming` names a line by its `series` value as the key names series: dates at their granularity.
    init(_ layer: LayerBinding, naming: inout SeriesNames) {
        lines = layer.seriesLines()
        guard let lines else { return }
        names = Array(repeating: "", count: (lines.max() ?? -1) + 1)
        for (row, line) in lines.enumerated() where names[line].isEmpty {
            names[line] = naming.name(layer.value(.series, row), on: .series)
        }
    }

    func line(of row: Int) -> Int? { lines?[row] }

    /// The rows of each line, in row order (all rows under nil when `series:` does not split the layer),
    /// made in one pass so that reading every line of a layer stays linear.
    func rowsByLine(rowCount: Int) -> [Int?: [Int]] {
        guard let lines else { return [nil: Array(0..<rowCount)] }
        var result: [Int?: [Int]] = [:]
        for (row, line) in lines.enumerated() { result[line, default: []].append(row) }
        return result
    }

    /// A line's name: its `series` value, after its style's series name when that differs ("Tokyo" alone,
    /// or "Sales, Tokyo"); nil for marks not split by `series:`.
    func name(_ line: Int?, within style: String?) -> String? {
        guard let line, line < names.count else { return nil }
        let own = names[line]
        guard let style, !style.isEmpty, style != own else { return own }
        return "\(style), \(own)"
    }
}
