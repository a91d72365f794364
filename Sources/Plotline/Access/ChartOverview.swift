import Foundation
import PlotlineScene

/// An overview for people who do not see the chart (AX3): its type, what each axis represents and its
/// bounds (X first, then Y: AX5), the series and the number of marks.
/// "Bar chart. X axis: Day, August 1 to August 31, 2024. Y axis: Steps, 0 to 16,000. 31 bars."
enum ChartOverview {
    static func text(chart: ResolvedChart, series: [AccessibleSeries], rules: [Reference], phrases: Phrases,
                     positionWords: AxisWords, valueWords: AxisWords, valueIsX: Bool) -> String {
        var parts: [String] = []
        let types = chart.layers.map(\.type)
        // A chart of no marks (no data) says so rather than failing.
        if types.isEmpty { return phrases.noData() }
        let numericAxes = chart.x.scale.kind.isNumeric
        parts.append(phrases.chartType(types, pointsWithNumericAxes: numericAxes) + ".")
        // Sectors have no axes: the overview names the parts and counts them.
        parts += axisTexts(chart: chart, series: series, phrases: phrases, positionWords: positionWords,
                           valueWords: valueWords, valueIsX: valueIsX)
        // What color, size and opacity show when they show a number: "Color: Commits, 0 to 22."
        for (channel, title, domain, description) in numberEncodings(chart) where domain.lowerBound.isFinite {
            let digits = AxisWords.digits(for: [domain.lowerBound, domain.upperBound])
            let years = AxisWords.areYears(title: title, values: [domain.lowerBound, domain.upperBound])
            let words = { (v: Double) in description?.describe(v, locale: phrases.locale)
                ?? (years ? String(Int(v)) : NumberFormat.grouped(v, fractionDigits: digits, locale: phrases.locale)) }
            parts.append(phrases.encoding(channel, title: title, from: words(domain.lowerBound), to: words(domain.upperBound)))
        }
        // Sizes of categories: "Size: Kind, Small to Large."
        if let size = chart.size, size.isCategorical, let first = size.categories.first, let last = size.categories.last {
            parts.append(phrases.encoding(.size, title: size.title, from: first, to: last))
        }
        let names = series.map(\.name).uniqued()
        if names.count > 1 { parts.append(phrases.seriesList(names)) }
        let main = mainType(types)
        // A reduced layer (a million points drawn as the pixels they make) still counts every mark.
        let count = chart.layers.filter { $0.type == main }.reduce(0) { $0 + ($1.reduction?.markCount ?? $1.marks.count) }
        // Stacked bars are counted as stacks of segments: one storage bar, not five bars.
        let stacked = chart.layers.filter { $0.type == main && $0.isStacked }
        if main.definition.fillsPosition, !stacked.isEmpty, stacked.count == chart.layers.filter({ $0.type == main }).count {
            let stacks = Set(stacked.flatMap { layer in
                layer.marks.map { layer.isHorizontal ? ($0.y0 + $0.y1) / 2 : ($0.x0 + $0.x1) / 2 }
            }.map { ($0 * 1e9).rounded() }).count
            parts.append(phrases.stacks(stacks, segments: count) + ".")
        } else {
            parts.append(phrases.count(count, of: main) + ".")
        }
        parts += referenceTexts(rules, phrases: phrases, valueWords: valueWords)
        return parts.joined(separator: " ")
    }

    /// What each axis shows and its bounds, X first: "X axis: Day, August 1 to August 31, 2024." (none for
    /// sectors). The overview says them, and the page's navigation reaches each as its own node.
    static func axisTexts(chart: ResolvedChart, series: [AccessibleSeries], phrases: Phrases,
                          positionWords: AxisWords, valueWords: AxisWords, valueIsX: Bool) -> [String] {
        axisEntries(chart: chart, series: series, phrases: phrases, positionWords: positionWords, valueWords: valueWords,
                    valueIsX: valueIsX).map(\.text)
    }

    /// The axis texts with the axis each names ("x" or "y").
    static func axisEntries(chart: ResolvedChart, series: [AccessibleSeries], phrases: Phrases,
                            positionWords: AxisWords, valueWords: AxisWords, valueIsX: Bool) -> [(side: String, text: String)] {
        guard chart.layers.contains(where: { $0.type.definition.usesAxes }) else { return [] }
        return [("X", chart.x), ("Y", chart.y)].compactMap { name, axis in
            let words = (axis.orientation == .horizontal) == valueIsX ? valueWords : positionWords
            return axisText(name, axis: axis, words: words, series: series, valueIsX: valueIsX, phrases: phrases)
                .map { (name.lowercased(), $0) }
        }
    }

    /// Each rule and band in words: "A rule marks Goal: 10,000."
    static func referenceTexts(_ rules: [Reference], phrases: Phrases, valueWords: AxisWords) -> [String] {
        rules.map { reference in
            switch reference {
            case .rule(let name, let value): phrases.rule(name, value: valueWords.number(value))
            case .band(let name, let lo, let hi): phrases.band(name, from: valueWords.number(lo), to: valueWords.number(hi))
            }
        }
    }

    /// The channels other than position that show a number, with their titles and domains.
    static func numberEncodings(_ chart: ResolvedChart) -> [(Channel, String, ClosedRange<Double>, ValueDescription?)] {
        var result: [(Channel, String, ClosedRange<Double>, ValueDescription?)] = []
        if let color = chart.color { result.append((.color, color.title, color.domain, color.valueDescription)) }
        if let size = chart.size, !size.isCategorical { result.append((.size, size.title, size.domain, size.valueDescription)) }
        if let opacity = chart.opacity { result.append((.opacity, opacity.title, opacity.domain, opacity.valueDescription)) }
        return result
    }

    /// The kind that names a chart of several: the one of lowest overview rank.
    static func mainType(_ types: [MarkType]) -> MarkType {
        types.min { $0.definition.overviewRank < $1.definition.overviewRank } ?? .point
    }

    static func axisText(_ name: String, axis: ResolvedAxis, words: AxisWords, series: [AccessibleSeries],
                         valueIsX: Bool, phrases: Phrases) -> String? {
        guard !axis.label.isEmpty || axis.scale.kind == .band else { return nil }
        let title = axis.label
        let isPosition = (axis.orientation == .horizontal) != valueIsX
        // A position axis spans its marks (a bar per day ends on the 31st, not at the next month); a value
        // axis spans its domain.
        // A mark over a range (a histogram's bin) spans both its ends.
        let positions = isPosition ? series.flatMap { $0.marks.flatMap {
            [ChartAccessibility.number($0.positionStart), ChartAccessibility.number($0.position)].compactMap { $0 }
        } } : []
        // Without marks a scale's domain is a placeholder (a time axis at January 1, 1970): no bounds to say.
        if series.allSatisfy({ $0.marks.isEmpty }) && axis.scale.kind != .band { return phrases.axis(name, title: title) }
        switch axis.scale.kind {
        case .band:
            let categories = axis.scale.categories
            guard let first = categories.first, let last = categories.last else { return nil }
            return phrases.categoryAxis(name, title: title, count: categories.count, first: first, last: last)
        case .time:
            let lo = positions.min() ?? axis.scale.domain.lowerBound, hi = positions.max() ?? axis.scale.domain.upperBound
            let (from, to) = words.dateRange(lo, hi)
            return phrases.axis(name, title: title, from: from, to: to)
        case .linear, .log, .squareRoot, .symmetricLog:
            let lo = positions.min() ?? axis.scale.domain.lowerBound, hi = positions.max() ?? axis.scale.domain.upperBound
            return phrases.axis(name, title: title, from: words.boundNumber(lo), to: words.boundNumber(hi))
        }
    }
}

extension AxisWords {
    /// An axis bound as a plain number ("0 to 16,000") unless the axis has its own words for values.
    func boundNumber(_ v: Double) -> String { bound(v) }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
