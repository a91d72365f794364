import Foundation
import PlotlineScene

extension ChartAccessibility {
    /// Each series' first and last value in words, with the change in percent where the scale has a true
    /// zero: what a time range shows. The facts are the chart's own (`changes`), said in the axis's words.
    func rangeChanges(words: PageRangeWords, locale: Locale) -> [String] {
        let many = changes.count > 1
        return changes.map { c in
            let rising: Bool? = c.last == c.first ? nil : c.last > c.first
            let percent = c.percent.flatMap { $0 == 0 ? nil : NumberFormat.grouped(abs($0) * 100, fractionDigits: NumberFormat.percentChangeDigits($0), locale: locale) }
            let text = words.change(first: descriptor.yAxis.valueDescription(c.first), last: descriptor.yAxis.valueDescription(c.last),
                                    rising: rising, percent: percent)
            return many ? "\(c.name), \(text)" : text
        }
    }
}
