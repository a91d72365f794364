import PlotlineScene
/// How a series changes from its first value to its last, as the words and the page's time ranges say it:
/// the two values, and the change in percent only where the scale has a true zero (counts, prices, amounts;
/// never temperatures in degrees, dates or values crossing zero). Made from the series' statistics, so a
/// time range's button says what the summary would.
public struct SeriesChange: Sendable, Equatable {
    public var name: String
    public var first: Double
    public var last: Double
    /// The change as a fraction of the first value (0.25 for 25%), when the scale has a true zero.
    public var percent: Double?

    public init(name: String, first: Double, last: Double, percent: Double?) {
        self.name = name
        self.first = first
        self.last = last
        self.percent = percent
    }

    /// The changes of the chart's series whose marks stand along an ordered axis (none along categories,
    /// which have no first and last to go up or down between, nor across a histogram's bins:
    /// ``AccessibleSeries/hasChange(along:)``); `percents` are each series' ``percent(_:context:)``.
    static func changes(_ series: [AccessibleSeries], percents: [Double?], context: LabelContext) -> [SeriesChange] {
        zip(series, percents).compactMap { s, percent in
            guard s.hasChange(along: context.position), let first = s.statistics.first, let last = s.statistics.last else { return nil }
            return SeriesChange(name: s.name, first: first, last: last, percent: percent)
        }
    }

    /// The change of a series as a fraction of its first value, only on a ratio scale (a true zero) and from
    /// a first value that is not zero: the one rule the summary and the time ranges follow.
    static func percent(_ s: AccessibleSeries, context: LabelContext) -> Double? {
        guard let first = s.statistics.first, let last = s.statistics.last, first != 0,
              ChartSummary.hasTrueZero(s.marks, words: context.value) else { return nil }
        return (last - first) / abs(first)
    }
}
