import Foundation
import PlotlineScene

/// Everything a chart says to people who do not see it, derived from the resolved chart (never from the
/// picture): the descriptor (AG1..AG4), an overview (AX3), a summary of the main message (D2), and a label
/// for every mark or group of marks (AX1, AX4), in the chart's language (AG5).
public struct ChartAccessibility: Sendable {
    public var descriptor: ChartDescriptor
    /// Chart type, what each axis shows and its bounds, the series and the number of marks.
    public var overview: String
    /// The main message, with actual values and no subjective words.
    public var summary: String
    /// Labels in reading order: by series, then along x.
    public var labels: [MarkLabel]
    /// Every mark's own label, whatever the label policy: the points a reader moves through on the page.
    /// Made the first time they are read (a picture of a million rows never needs them).
    public var markLabels: [MarkLabel] {
        get { eachMark.labels }
        set { eachMark = LazyLabels(newValue) }
    }
    private var eachMark: LazyLabels
    /// The one label for the whole chart, under the `chart` label policy.
    public var chartLabel: String?
    /// Each axis in words, as the overview says it ("X axis: Day, August 1 to August 31, 2024.").
    public var axisTexts: [String] = []
    /// Each rule and band in words ("A rule marks Goal: 10,000."), in the order they are drawn.
    public var referenceTexts: [String] = []
    /// Where each of `referenceTexts` is drawn: its layer and its mark in that layer (the page rings it).
    public var referenceMarks: [[Int]] = []
    /// Which axis each of `axisTexts` names: "x" or "y" (the page rings it).
    public var axisSides: [String] = []
    /// Each stack of stacked bars with two segments or more, its total in words ("Total at Mon: 8 cups").
    public var stackTotalTexts: [String] = []
    /// The segments of each stack of `stackTotalTexts`, as their layer and mark (the page rings the stack).
    public var stackTotalMarks: [[[Int]]] = []
    /// Each series' change from its first value to its last (none along categories), percent only on a
    /// ratio scale: what a time range's button announces.
    public var changes: [SeriesChange] = []

    /// Nothing said yet: what a resolved chart holds until its words are made.
    init() {
        descriptor = ChartDescriptor(title: nil, summary: nil, xAxis: CategoricalAxisDescriptor(title: "", categoryOrder: []),
                                     yAxis: NumericAxisDescriptor(title: "", range: 0...1, gridlinePositions: [],
                                                                  scaleType: .linear, isDate: false, valueDescription: { _ in "" }),
                                     additionalAxes: [], series: [])
        overview = ""
        summary = ""
        labels = []
        eachMark = LazyLabels([])
        chartLabel = nil
    }

    /// The words of a chart, made once as it is resolved. `sources` are its layers' bindings with every row
    /// of their data; `override` is the author's change to the derived descriptor.
    init(_ chart: ResolvedChart, sources: [LayerBinding],
         override: (@Sendable (ChartDescriptor) -> ChartDescriptor)?) {
        let phrases = Phrases(locale: chart.locale)
        let valueIsX = Self.valueIsX(chart)
        let positionAxis = valueIsX ? chart.y : chart.x
        // A heat map's values are its colors: the words read the color scale as the value axis.
        let colorValues = Self.valuesAreColors(chart)
        let valueAxis = colorValues ? Self.axis(of: chart.color!, chart: chart) : (valueIsX ? chart.x : chart.y)
        let (series, rules, ruleMarks, missing) = AccessibleSeries.collect(chart, sources: sources, valueIsX: valueIsX)
        let positionValues = series.flatMap { $0.marks.flatMap { [Self.number($0.positionStart), Self.number($0.position)].compactMap { $0 } } }
        let positionWords = AxisWords(axis: positionAxis, values: positionValues, phrases: phrases, calendar: chart.calendar)
        let valueWords = AxisWords(axis: valueAxis, values: series.flatMap { $0.marks.map(\.value) },
                                   phrases: phrases, calendar: chart.calendar)
        let hasPosition = !positionAxis.hidden || positionAxis.scale.kind == .band || !positionValues.isEmpty
        let secondWords = !colorValues ? nil
            : AxisWords(axis: chart.y, values: series.flatMap { $0.marks.compactMap { Self.number($0.secondPosition) } },
                        phrases: phrases, calendar: chart.calendar)
        let context = LabelContext(phrases: phrases, position: positionWords, value: valueWords,
                                   manySeries: series.map { AccessibleSeries.SeriesKey(series: $0.seriesIndex, line: $0.line) }.uniqueCount > 1 || !hasPosition,
                                   second: secondWords)

        let labelling = MarkLabelling(chart.accessibilityOptions)
        var labels: [MarkLabel] = []
        for s in series where labelling.policy != .chart {
            labels += labelling.labels(for: s, context: context)
        }
        self.labels = labels
        if labelling.policy == .perMark {
            eachMark = LazyLabels(labels)
        } else {
            var options = chart.accessibilityOptions
            options.labels = .perMark
            let each = MarkLabelling(options)
            eachMark = LazyLabels { series.flatMap { each.labels(for: $0, context: context) } }
        }

        // Each series' percent change, decided once: the summary and the time ranges say the same.
        let percents = series.map { SeriesChange.percent($0, context: context) }
        changes = SeriesChange.changes(series, percents: percents, context: context)
        let summaryText = ChartSummary.text(series: series, percents: percents, missing: missing, chart: chart,
                                             context: context, hasPosition: hasPosition)
        summary = chart.accessibilityOptions.summary ?? summaryText
        overview = ChartOverview.text(chart: chart, series: series, rules: rules, phrases: phrases,
                                      positionWords: positionWords, valueWords: valueWords, valueIsX: valueIsX)
        let axes = ChartOverview.axisEntries(chart: chart, series: series, phrases: phrases, positionWords: positionWords,
                                             valueWords: valueWords, valueIsX: valueIsX)
        axisTexts = axes.map(\.text)
        axisSides = axes.map(\.side)
        referenceTexts = ChartOverview.referenceTexts(rules, phrases: phrases, valueWords: valueWords)
        referenceMarks = ruleMarks
        let stacks = ChartSummary.everyStackTotal(series, chart: chart).filter { $0.count >= 2 && $0.total.isFinite }
        stackTotalMarks = stacks.map(\.marks)
        stackTotalTexts = stacks.map {
            let place = $0.position.map { positionWords.position($0) }.flatMap { $0.isEmpty ? nil : $0 }
            return phrases.stackTotal(at: place, total: valueWords.number($0.total))
        }
        // A chart without a title is named by what it shows ("price by date"), never "interactive chart".
        let title = chart.accessibilityOptions.title ?? chart.title
            ?? DerivedTitle.chart(value: valueAxis.label, position: hasPosition ? positionAxis.label : nil,
                                  series: series.count > 1 ? chart.legend.title : nil, phrases: phrases)
        chartLabel = labelling.policy == .chart ? [title, summary].compactMap { $0 }.joined(separator: ". ") : nil

        var descriptor = DescriptorBuilder.descriptor(
            chart: chart, series: series, labels: labels, title: title, summary: summary,
            positionAxis: positionAxis, valueAxis: valueAxis, positionWords: positionWords, valueWords: valueWords,
            hasPosition: hasPosition)
        descriptor.references = rules.compactMap { rule in
            switch rule {
            case .rule(let name, let v): v.isFinite ? ReferenceDescriptor(kind: .rule, name: name, range: v...v) : nil
            case .band(let name, let a, let b):
                a.isFinite && b.isFinite ? ReferenceDescriptor(kind: .band, name: name, range: min(a, b)...max(a, b)) : nil
            }
        }
        if let override { descriptor = override(descriptor) }
        self.descriptor = descriptor
        if override != nil, chart.accessibilityOptions.summary == nil, let custom = descriptor.summary {
            summary = custom
        }
    }

    /// The color scale as an axis of values, for the words and the descriptor: its title, domain, familiar
    /// values and the words for a value.
    static func axis(of color: ColorScale, chart: ResolvedChart) -> ResolvedAxis {
        let scale = PositionScale(kind: .linear, domain: color.domain)
        return ResolvedAxis(orientation: .vertical, scale: scale, title: color.title, label: color.title,
                            position: .trailing, hidden: true, showsGrid: false,
                            tickRule: TickRule(scale: scale, stride: nil, locale: chart.locale, calendar: chart.calendar,
                                               minimumUnit: nil),
                            ticks: color.ticks, tickCount: color.ticks.count, timeUnit: nil,
                            valueDescription: color.valueDescription)
    }

    /// Whether values lie along x: horizontal bars, or categories on y with numbers on x. The words, the
    /// descriptor and the interactive page all walk the chart along the other axis.
    public static func valueIsX(_ chart: ResolvedChart) -> Bool {
        // Values on a color scale: the chart is walked along x, each mark at its x and y.
        if valuesAreColors(chart) { return false }
        let bars = chart.layers.filter { $0.type.definition.canLieAlongX }
        if !bars.isEmpty { return bars.allSatisfy(\.isHorizontal) }
        return chart.y.scale.kind == .band && chart.x.scale.kind != .band
    }

    /// Whether the chart's values are its colors (a heat map: cells placed by two positions, each colored by
    /// its number), rather than an extra channel on marks that stand at their value (a scatter colored by a
    /// third number, whose values are still its y).
    static func valuesAreColors(_ chart: ResolvedChart) -> Bool {
        guard chart.color != nil else { return false }
        let positionsOnly = !chart.x.scale.kind.isNumeric && !chart.y.scale.kind.isNumeric
        return chart.layers.allSatisfy { layer in
            !layer.marks.contains { $0.colorValue != nil } || layer.type == .rectangle || positionsOnly
        }
    }

    static func number(_ value: DataValue?) -> Double? {
        switch value {
        case .number(let v)?, .date(let v)?: v
        default: nil
        }
    }
}

/// What labels and summaries need to say a mark: the words of both axes and the language.
struct LabelContext {
    let phrases: Phrases
    let position: AxisWords
    let value: AxisWords
    /// Labels name their series when there are several (or when the series is the only context).
    let manySeries: Bool
    /// The words of the second position axis, when a mark's value is its color (a heat map's y).
    var second: AxisWords? = nil

    /// Where a mark is, in words: its position (both ends of a range, "5 to 10"), and its place on the
    /// other axis when its value is its color.
    func place(_ mark: AccessibleSeries.Mark) -> String {
        var first = position.position(mark.position)
        if let start = mark.positionStart { first = phrases.span(from: position.position(start), to: first) }
        guard let second, mark.secondPosition != nil else { return first }
        return first + ", " + second.position(mark.secondPosition)
    }

    /// Where a run of marks starts and ends, in words: "5" and "50" for bins from 5 to 10 up to 45 to 50.
    func runPlaces(_ first: AccessibleSeries.Mark, _ last: AccessibleSeries.Mark) -> (from: String, to: String) {
        guard first.positionStart != nil || last.positionStart != nil, second == nil else { return (place(first), place(last)) }
        return (position.position(first.positionStart ?? first.position), position.position(last.position))
    }

    func value(of mark: AccessibleSeries.Mark) -> String {
        if let custom = mark.customValue { return custom }
        if let spread = mark.distribution { return spread.words(value.number, phrases: phrases) }
        return ends(of: mark)
    }

    /// A mark's value in words, both its ends when it spans two ("5.0 to 12.8"): what the data says, before
    /// an author's `accessibilityValue`.
    func ends(of mark: AccessibleSeries.Mark) -> String {
        guard let start = mark.start else { return value.number(mark.value) }
        return phrases.span(from: value.number(start), to: value.number(mark.value))
    }

    func label(_ mark: AccessibleSeries.Mark, series: String) -> String {
        WorkCount.add(.labels)
        var context: [String] = []
        if let custom = mark.customLabel {
            context = [custom]
        } else {
            if manySeries { context.append(series) }
            if mark.position != nil { context.append(place(mark)) }
        }
        var value = value(of: mark)
        // A part of a whole says its percent too: "Walking: 74 minutes (43.3%)".
        if let share = mark.share, mark.customValue == nil {
            value += " (" + NumberFormat.percent(share, fractionDigits: 1, locale: phrases.locale) + ")"
        }
        // What an annotation says is read after the value: "Feb: 30, Best month".
        guard let note = mark.note, !note.isEmpty else { return phrases.label(context: context, value: value) }
        return phrases.label(context: context, value: value) + ", " + note
    }
}

extension Sequence where Element: Hashable {
    var uniqueCount: Int { Set(self).count }
}

/// Labels made when first read, then kept: shared by the copies of the words that hold them.
final class LazyLabels: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [MarkLabel]?
    private var make: (() -> [MarkLabel])?

    init(_ labels: [MarkLabel]) { made = labels }
    init(_ make: @escaping () -> [MarkLabel]) { self.make = make }

    var labels: [MarkLabel] {
        lock.withLock {
            if let made { return made }
            let labels = make?() ?? []
            made = labels
            make = nil
            return labels
        }
    }
}
