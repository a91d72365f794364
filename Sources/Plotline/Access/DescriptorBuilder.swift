import Foundation
import PlotlineScene

/// Builds the chart descriptor (AG1..AG4) from the resolved chart: the position axis as x (numeric, date
/// or categorical), the value axis as y, size and color categories as additional axes, and a series per
/// chart series with its points and labels.
enum DescriptorBuilder {
    static func descriptor(chart: ResolvedChart, series: [AccessibleSeries], labels: [MarkLabel], title: String?,
                           summary: String, positionAxis: ResolvedAxis, valueAxis: ResolvedAxis,
                           positionWords: AxisWords, valueWords: AxisWords, hasPosition: Bool) -> ChartDescriptor {
        let partsOnly = !hasPosition || (positionAxis.hidden && positionAxis.ticks.isEmpty && series.allSatisfy {
            $0.marks.allSatisfy { $0.position == nil } })
        let xAxis: AxisDescriptor
        if partsOnly {
            // No position (one stacked bar): the parts themselves are the categories along x.
            xAxis = .categorical(CategoricalAxisDescriptor(title: chart.legend.title ?? "", categoryOrder: series.map(\.name).uniqued()))
        } else if positionAxis.scale.kind == .band {
            xAxis = .categorical(CategoricalAxisDescriptor(title: positionAxis.label, categoryOrder: positionAxis.scale.categories))
        } else {
            xAxis = .numeric(numeric(positionAxis, words: positionWords))
        }
        let yAxis = numeric(valueAxis, words: valueWords)

        var additional: [AxisDescriptor] = []
        if let size = chart.size, size.isCategorical {
            additional.append(.categorical(CategoricalAxisDescriptor(title: size.title, categoryOrder: size.categories)))
        } else if let size = chart.size {
            let phrases = positionWords.phrases
            additional.append(.numeric(NumericAxisDescriptor(
                title: size.title, range: size.domain, scaleType: .linear,
                valueDescription: { v in size.valueDescription?.describe(v, locale: phrases.locale)
                    ?? NumberFormat.grouped(v, fractionDigits: AxisWords.digits(for: [v]), locale: phrases.locale) })))
        }
        if let opacity = chart.opacity {
            let phrases = positionWords.phrases
            additional.append(.numeric(NumericAxisDescriptor(
                title: opacity.title, range: opacity.domain, scaleType: .linear,
                valueDescription: { v in opacity.valueDescription?.describe(v, locale: phrases.locale)
                    ?? NumberFormat.grouped(v, fractionDigits: AxisWords.digits(for: [v]), locale: phrases.locale) })))
        }
        // Values a decoration lends (a candle's low and high): a column each, after the mark's own.
        let lentTitles = series.first(where: { !$0.lent.isEmpty })?.lent.map(\.title) ?? []
        for title in lentTitles {
            additional.append(.numeric(NumericAxisDescriptor(title: title, range: valueAxis.scale.domain, scaleType: .linear,
                                                             valueDescription: { valueWords.number($0) })))
        }
        let categorical = chart.series.count > 1 && !partsOnly
        if categorical {
            additional.append(.categorical(CategoricalAxisDescriptor(title: chart.legend.title ?? "",
                                                                     categoryOrder: chart.series.map(\.name))))
        }

        var labelFor: [Int: [Int: String]] = [:]   // layer -> mark -> text
        for label in labels where !label.isGroup {
            for m in label.marks { labelFor[label.layer, default: [:]][m] = label.text }
        }
        // Both edges of a span get a column of their own when they are columns of their own (a candle's open
        // and close, both titled "price", are not).
        let span = series.lazy.compactMap(\.spanTitles).first.flatMap { $0.start != $0.end ? $0 : nil }
        var descriptorSeries = series.map { s in
            DataSeriesDescriptor(name: s.name, isContinuous: s.isContinuous, dataPoints: s.marks.enumerated().map { offset, mark in
                var extra: [DataPointValue] = []
                if let size = chart.size {
                    extra.append(size.isCategorical ? .category(mark.sizeCategory ?? "") : .number(mark.sizeNumber ?? .nan))
                }
                if chart.opacity != nil { extra.append(.number(mark.opacityNumber ?? .nan)) }
                for title in lentTitles {
                    extra.append(.number(s.lent.first(where: { $0.title == title })?.values[offset] ?? .nan))
                }
                if categorical { extra.append(.category(s.name)) }
                let x: DataPointValue = partsOnly ? .category(s.name) : mark.position.map(DataPointValue.init) ?? .category(s.name)
                var point = DataPoint(x: x, y: mark.value, additionalValues: extra, label: labelFor[s.layer]?[mark.index])
                if span != nil { point.yStart = mark.start }
                return point
            }, missing: partsOnly ? [] : s.blanks.map(DataPointValue.init))
        }
        // Parts of one whole (a single stacked bar, a pie) are one series of categories: heard as one run
        // of tones in order, not as series that each wait through the others' places.
        if partsOnly, descriptorSeries.count > 1, descriptorSeries.allSatisfy({ $0.dataPoints.count == 1 }) {
            descriptorSeries = [DataSeriesDescriptor(name: chart.legend.title ?? "", isContinuous: false,
                                                     dataPoints: descriptorSeries.flatMap(\.dataPoints))]
        }
        var descriptor = ChartDescriptor(title: title, summary: summary, xAxis: xAxis, yAxis: yAxis,
                                         additionalAxes: additional, series: descriptorSeries)
        descriptor.span = span
        return descriptor
    }

    static func numeric(_ axis: ResolvedAxis, words: AxisWords) -> NumericAxisDescriptor {
        let isDate = axis.scale.kind == .time
        let scaleType: AxisScaleType = axis.scale.kind == .log ? .log10 : .linear
        let categories = axis.scale.categories
        var descriptor = NumericAxisDescriptor(
            title: axis.label, range: axis.scale.domain, gridlinePositions: axis.ticks.map(\.value),
            scaleType: scaleType, isDate: isDate,
            valueDescription: { v in
                if axis.scale.kind == .band { return v >= 0 && Int(v) < categories.count ? categories[Int(v)] : "" }
                return words.number(v)
            })
        // Dates as data by the words' own writer, at the granularity the words say them.
        if isDate, words.kind == .date {
            let dates = words.dateWords
            descriptor.dataText = { dates.data($0) }
        }
        return descriptor
    }
}
