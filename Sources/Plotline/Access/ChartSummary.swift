import Foundation
import PlotlineScene

/// The main message from the data (D2), objective and with actual values: the range with the highest and
/// lowest and where they are, the change from first to last (absolute and percent) along an ordered axis,
/// and, for two numeric axes, the direction and strength of the relationship (Pearson r). Per series when
/// there are several; missing values are counted, never hidden. Values are the data's, in words with their
/// unit: an author's `accessibilityValue` speaks for its own mark, not for the chart.
enum ChartSummary {
    /// Past this many series the summary says how many there are before it names them (issue 29), as the
    /// page says it on focus.
    static let manySeries = 8

    /// `percents` are each series' percent change (``SeriesChange/percent(_:context:)``), in the order of `series`.
    static func text(series: [AccessibleSeries], percents: [Double?], missing: Missing, chart: ResolvedChart,
                     context: LabelContext, hasPosition: Bool) -> String {
        let phrases = context.phrases
        var sentences: [String] = []
        if let totals = stackTotals(series, chart: chart) {
            // What the bars show first: their heights, the totals of their segments (M1: sums).
            sentences.append(phrases.totalsRange(
                low: context.value.number(totals.low.total), lowAt: context.position.position(totals.low.position),
                high: context.value.number(totals.high.total), highAt: context.position.position(totals.high.position)))
        }
        if series.allSatisfy({ $0.marks.isEmpty }) {
            sentences.append(phrases.noData())
        } else if series.count > 1 && series.allSatisfy({ $0.marks.count == 1 }) {
            // Parts, one value each (a stacked bar of categories): the range across them, by name.
            let parts = series.map { ($0.name, $0.marks[0]) }
            let low = parts.min { $0.1.value < $1.1.value }!, high = parts.max { $0.1.value < $1.1.value }!
            sentences.append(phrases.range(low: context.value.number(low.1.value), lowAt: low.0,
                                           high: context.value.number(high.1.value), highAt: high.0))
        } else {
            let named = series.count > 1
            // Past eight series, how many there are comes first: a reader knows what is ahead before the names.
            if series.count > manySeries { sentences.append(phrases.summarySeriesCount(series.count)) }
            for (s, percent) in zip(series, percents) {
                let text = sentencesFor(s, percent: percent, chart: chart, context: context).joined(separator: " ")
                sentences.append(named ? phrases.forSeries(s.name, text) : text)
            }
        }
        // Counted per axis: rows missing a position are not drawn either.
        if missing.positions > 0 {
            sentences.append(phrases.missing(values: missing.values, valueTitle: context.value.title, positions: missing.positions,
                                             positionTitle: context.position.title, rows: missing.rows))
        } else if missing.values > 0 {
            sentences.append(phrases.missing(missing.values))
        }
        return sentences.joined(separator: " ")
    }

    static func sentencesFor(_ s: AccessibleSeries, percent: Double?, chart: ResolvedChart, context: LabelContext) -> [String] {
        let phrases = context.phrases
        let marks = s.marks
        guard let first = marks.first, let last = marks.last else { return [phrases.noData()] }
        if marks.count == 1 { return [phrases.single(context.ends(of: first), at: context.place(first))] }
        var sentences: [String] = []
        let statistics = s.statistics
        if s.spansBothWays, let ends = statistics.ends, let titles = s.spanTitles, titles.start != titles.end {
            // Two channels (open and close): the value channel's own lowest and highest, by its title.
            sentences.append(phrases.channelRange(
                titles.end, low: context.value.number(ends.low.value), lowAt: places(of: ends.low, in: marks, step: statistics.narrowestStep, context: context),
                high: context.value.number(ends.high.value), highAt: places(of: ends.high, in: marks, step: statistics.narrowestStep, context: context)))
        } else if let low = statistics.low, let high = statistics.high {
            // A reduced layer's extremes are of every row; their places are those rows'.
            let held = statistics.placeMarks ?? marks
            sentences.append(phrases.range(low: context.value.number(low.value), lowAt: places(of: low, in: held, step: statistics.narrowestStep, context: context),
                                           high: context.value.number(high.value), highAt: places(of: high, in: held, step: statistics.narrowestStep, context: context)))
        }
        let numericPositions = context.position.kind == .number
        if s.type.definition.summary == .relationship && numericPositions {
            let xs = marks.compactMap { ChartAccessibility.number($0.position) }, ys = marks.map(\.value)
            // A reduced layer (LargeLayers) measured r over every mark, not only the ones drawn.
            let r = chart.layers[s.layer].reduction?.correlation[s.seriesIndex] ?? (xs.count == ys.count ? pearson(xs, ys) : nil)
            if let r {
                sentences.append(phrases.relationship(x: context.position.title, y: context.value.title, r: r))
            }
        } else if s.hasChange(along: context.position) && context.second == nil {
            let change = last.value - first.value
            let percent = percent.flatMap { $0 == 0 ? nil : NumberFormat.percent(abs($0), fractionDigits: NumberFormat.percentChangeDigits($0), locale: phrases.locale) }
            let run = context.runPlaces(first, last)
            // A band or range runs between two values at each place: both ends are said, first and last.
            if statistics.spans {
                sentences.append(phrases.spanChange(from: run.from, to: run.to, first: context.ends(of: first),
                                                    last: context.ends(of: last)))
                return sentences + gapSentences(s, context: context)
            }
            sentences.append(phrases.change(
                from: run.from, to: run.to,
                first: context.value.number(first.value), last: context.value.number(last.value),
                difference: change == 0 ? nil : context.value.difference(change), rising: change > 0, percent: percent))
        }
        return sentences + gapSentences(s, context: context)
    }

    /// Where the line breaks: a function's undefined stretch, a run of missing values ("x = 0" for a
    /// number, the date alone for a date).
    static func gapSentences(_ s: AccessibleSeries, context: LabelContext) -> [String] {
        s.gaps.map { gap in
            context.phrases.gap(from: context.position.position(gap.from), to: context.position.position(gap.to),
                                title: context.position.kind == .number ? context.position.title : "")
        }
    }

    /// Where an extreme is, named for every mark that holds it: one place; a run of marks one step of the
    /// data apart "from A to B" (``AxisWords/isRun(_:narrowestStep:)``, `step` the series' narrowest); up to three
    /// marks at places apart "A, B and C"; else how many marks hold it, "838 times, first A, last B" (or "7
    /// times, at A" when they share one place). A tie is never reported as one place, and it is counted by
    /// mark, not by the places' labels.
    static func places(of extreme: SeriesStatistics.Extreme, in marks: [AccessibleSeries.Mark], step narrowestStep: Double?,
                       context: LabelContext) -> String {
        let phrases = context.phrases
        let first = context.place(marks[extreme.first]), last = context.place(marks[extreme.last])
        if extreme.count == 1 { return first }
        if context.position.isRun(extreme, narrowestStep: narrowestStep), first != last {
            let run = context.runPlaces(marks[extreme.first], marks[extreme.last])
            return phrases.placeSpan(from: run.from, to: run.to)
        }
        let named = extreme.some.map { context.place(marks[$0]) }
        if extreme.count <= 3, named.uniqueCount == named.count { return phrases.placeList(named) }
        if first == last { return phrases.placeRepeated(extreme.count, at: first) }
        return phrases.placeCount(extreme.count, first: first, last: last)
    }

    /// Whether a percent change means something: only on a ratio scale, one with a true zero. So every
    /// value is zero or more (not data crossing zero, where "down 150%" means nothing), the values are
    /// numbers (not dates), and they are not temperatures in degrees, whose zero is a convention (10 °C is
    /// not twice 5 °C). A temperature is known by its unit or format (°, degree, Celsius, Fahrenheit) or
    /// its title (temp, temperature, 기온, 온도, sıcaklık).
    static func hasTrueZero(_ marks: [AccessibleSeries.Mark], words: AxisWords) -> Bool {
        guard words.kind == .number, marks.allSatisfy({ $0.value >= 0 }) else { return false }
        let unit = (words.valueDescription?.describe(1, locale: words.phrases.locale) ?? "").lowercased()
        let title = words.title.lowercased()
        let temperatureUnits = ["°", "degree", "celsius", "fahrenheit", "kelvin" ]
        if temperatureUnits.dropLast().contains(where: { unit.contains($0) }) { return false }
        if ["temp", "기온", "온도", "sıcaklık"].contains(where: { title.contains($0) }) && !unit.contains("kelvin") { return false }
        return true
    }

    /// For stacked bars, when there are two stacks or more and some stack has two segments or more: the stacks
    /// with the lowest and the highest total (the sum of their segments' values), the first of equals.
    static func stackTotals(_ series: [AccessibleSeries], chart: ResolvedChart)
        -> (low: (position: DataValue?, total: Double), high: (position: DataValue?, total: Double))? {
        let totals = everyStackTotal(series, chart: chart)
        guard totals.count >= 2, totals.contains(where: { $0.count >= 2 }), totals.allSatisfy({ $0.total.isFinite })
        else { return nil }
        let low = totals.min { $0.total < $1.total }!, high = totals.max { $0.total < $1.total }!
        return ((low.position, low.total), (high.position, high.total))
    }

    /// Every stack of standard stacked bars, along the position axis: where it stands, its total (the sum
    /// of its segments' values) and how many segments it has. Said in the summary's range and reached one by
    /// one on the interactive page.
    static func everyStackTotal(_ series: [AccessibleSeries], chart: ResolvedChart)
        -> [(position: DataValue?, order: Double, total: Double, count: Int, marks: [[Int]])] {
        // Each stack's segments as their layer and mark: the page rings the whole stack at its total.
        var totals: [(position: DataValue?, order: Double, total: Double, count: Int, marks: [[Int]])] = []
        // A single stack without a position axis (one storage bar) is one stack with no place.
        var index: [DataValue?: Int] = [:]
        // Standard stacks only: a normalized stack always reaches 100 %, a centred one has no top to read.
        for s in series where s.type.definition.fillsPosition && chart.layers[s.layer].isStacked
            && s.stacking == .standard {
            for mark in s.marks {
                let position = mark.position
                if let i = index[position] {
                    totals[i].total += mark.value
                    totals[i].count += 1
                    totals[i].marks.append([s.layer, mark.index])
                } else {
                    index[position] = totals.count
                    totals.append((position, mark.order, mark.value, 1, [[s.layer, mark.index]]))
                }
            }
        }
        totals.sort { $0.order < $1.order }
        return totals
    }

    /// Pearson's correlation coefficient; nil when either variable does not vary.
    static func pearson(_ xs: [Double], _ ys: [Double]) -> Double? {
        guard xs.count >= 3 else { return nil }
        // Scaled first, so values near the largest double (1e308) do not overflow their squares.
        let sx = xs.map(abs).max() ?? 0, sy = ys.map(abs).max() ?? 0
        guard sx > 0, sy > 0, sx.isFinite, sy.isFinite else { return nil }
        let xs = xs.map { $0 / sx }, ys = ys.map { $0 / sy }
        let n = Double(xs.count)
        let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
        var sxy = 0.0, sxx = 0.0, syy = 0.0
        for (x, y) in zip(xs, ys) {
            sxy += (x - mx) * (y - my)
            sxx += (x - mx) * (x - mx)
            syy += (y - my) * (y - my)
        }
        guard sxx > 0, syy > 0 else { return nil }
        return sxy / (sxx * syy).squareRoot()
    }
}
