import PlotlineScene
/// The label policy in action: a label per mark, or per run of consecutive marks along x (AX4).
struct MarkLabelling {
    let policy: MarkLabelPolicy
    let groupSize: Int?
    let groupCount: Int
    let threshold: Int

    init(_ options: AccessibilitySpec) {
        policy = options.labels ?? .automatic
        groupSize = options.groupSize.flatMap { $0 > 0 ? $0 : nil }
        groupCount = max(options.groupCount ?? AccessibilitySpec.defaultGroupCount, 1)
        threshold = max(options.groupThreshold ?? AccessibilitySpec.defaultGroupThreshold, 1)
    }

    /// Whether a series of `count` marks gets grouped labels.
    func groups(_ count: Int) -> Bool {
        switch policy {
        case .grouped: true
        case .perMark, .chart: false
        case .automatic: count > threshold
        }
    }

    func labels(for series: AccessibleSeries, context: LabelContext) -> [MarkLabel] {
        let marks = series.marks
        guard groups(marks.count) else {
            return marks.map { mark in
                MarkLabel(text: context.label(mark, series: series.name), layer: series.layer, marks: [mark.index],
                          series: series.seriesIndex, isGroup: false)
            }
        }
        let ranges = runs(marks.count)
        // The runs' facts were made with the series' (``SeriesStatistics/runs``), from these same ranges.
        let facts = series.statistics.runs.count == ranges.count ? series.statistics.runs : SeriesStatistics(marks, runs: ranges).runs
        return zip(ranges, facts).map { range, facts in
            let run = marks[range]
            return MarkLabel(text: text(run, facts: facts, series: series, context: context), layer: series.layer,
                             marks: run.map(\.index), series: series.seriesIndex, isGroup: true)
        }
    }

    /// The runs a series of `count` marks is labelled by: none when its labels are one per mark.
    func groupRuns(_ count: Int) -> [Range<Int>] {
        policy != .chart && groups(count) ? runs(count) : []
    }

    /// The runs of a series of `count` marks: `groupSize` marks each (the last one shorter), or else
    /// `groupCount` runs whose sizes differ by at most one (51 marks: nine of 5 and one of 6), never
    /// more runs than marks.
    func runs(_ count: Int) -> [Range<Int>] {
        if let groupSize {
            return stride(from: 0, to: count, by: groupSize).map { $0..<min($0 + groupSize, count) }
        }
        let n = min(groupCount, count)
        guard n > 0 else { return [] }
        return (0..<n).map { i in (i * count / n)..<((i + 1) * count / n) }
    }

    /// "From 0.4 miles to 0.7 miles: 612 feet to 682 feet, up 70 feet"; over categories "From apple to fig:
    /// 3 values, lowest 1, highest 9".
    func text(_ run: ArraySlice<AccessibleSeries.Mark>, facts: SeriesStatistics.Run, series: AccessibleSeries,
              context: LabelContext) -> String {
        guard let first = run.first, let last = run.last else { return "" }
        if run.count == 1 { return context.label(first, series: series.name) }
        let change = last.value - first.value
        let low = facts.low.isNaN ? first.value : facts.low, high = facts.high.isNaN ? first.value : facts.high
        // Categories have no order to go up or down along: the run's range, no trend.
        if context.position.kind == .category {
            let text = context.phrases.categoryGroup(from: context.place(first), to: context.place(last), count: run.count,
                                                     lowest: context.value.number(low), highest: context.value.number(high))
            return context.manySeries ? "\(series.name), \(text)" : text
        }
        let places = context.runPlaces(first, last)
        // A band's run says both its ends, first and last, then its lowest lower edge and highest upper edge.
        if facts.spans {
            let text = context.phrases.spanGroup(from: places.from, to: places.to, first: context.ends(of: first),
                                                 last: context.ends(of: last), lowest: context.value.number(low),
                                                 highest: context.value.number(high))
            return context.manySeries ? "\(series.name), \(text)" : text
        }
        let text = context.phrases.group(
            from: places.from, to: places.to,
            first: context.value.number(first.value), last: context.value.number(last.value),
            difference: change == 0 ? nil : context.value.difference(change), rising: change > 0,
            lowest: low < min(first.value, last.value) ? context.value.number(low) : nil,
            highest: high > max(first.value, last.value) ? context.value.number(high) : nil)
        return context.manySeries ? "\(series.name), \(text)" : text
    }
}
