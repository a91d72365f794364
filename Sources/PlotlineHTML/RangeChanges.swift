import Foundation
import Plotline

extension ChartDescriptor {
    /// Each series' first and last value in words, with the change in percent: what a range shows.
    func changes(words: PageWords, locale: Locale) -> [String] {
        let many = series.count > 1
        return series.compactMap { s in
            let values = s.dataPoints.compactMap(\.y).filter(\.isFinite)
            guard let first = values.first, let last = values.last else { return nil }
            let rising: Bool? = last == first ? nil : last > first
            let percent = first != 0 && last != first
                ? NumberFormat.grouped(abs(last - first) / abs(first) * 100, fractionDigits: 1, locale: locale) : nil
            let text = words.change(first: yAxis.valueDescription(first), last: yAxis.valueDescription(last),
                                    rising: rising, percent: percent)
            return many ? "\(s.name), \(text)" : text
        }
    }
}
