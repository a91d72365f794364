import Foundation
import PlotlineScene

/// How the values of one group spread (Tukey's box plot): the quartiles, the whiskers at the furthest
/// values within 1.5 interquartile ranges of the box, and the values beyond the whiskers (outliers).
/// A mark that stands for many rows carries it, so its drawing and its words read the same numbers.
public struct Distribution: Sendable, Equatable {
    public var count: Int
    public var lowWhisker: Double
    public var firstQuartile: Double
    public var median: Double
    public var thirdQuartile: Double
    public var highWhisker: Double
    /// The values beyond the whiskers, ascending.
    public var outliers: [Double]

    /// The distribution of finite values; nil when there are none.
    public init?(_ values: [Double]) {
        let sorted = values.filter(\.isFinite).sorted()
        guard !sorted.isEmpty else { return nil }
        count = sorted.count
        let q1 = Self.quantile(sorted, 0.25), q3 = Self.quantile(sorted, 0.75)
        let reach = 1.5 * (q3 - q1)
        let inside = sorted.filter { $0 >= q1 - reach && $0 <= q3 + reach }
        let low = inside.first ?? q1, high = inside.last ?? q3
        firstQuartile = q1
        median = Self.quantile(sorted, 0.5)
        thirdQuartile = q3
        lowWhisker = low
        highWhisker = high
        outliers = sorted.filter { $0 < low || $0 > high }
    }

    /// The `p` quantile of ascending values, interpolated linearly between the two nearest ranks (the
    /// method spreadsheets, NumPy and pandas use by default).
    public static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        guard sorted.count > 1 else { return sorted.first ?? .nan }
        let h = Double(sorted.count - 1) * min(max(p, 0), 1)
        let i = Int(h.rounded(.down))
        guard i + 1 < sorted.count else { return sorted[i] }
        return sorted[i] + (h - Double(i)) * (sorted[i + 1] - sorted[i])
    }

    /// The lowest and highest values drawn: whiskers and outliers.
    public var lowest: Double { min(lowWhisker, outliers.first ?? lowWhisker) }
    public var highest: Double { max(highWhisker, outliers.last ?? highWhisker) }

    /// "median 26, quartiles 24 to 30, whiskers 16 to 44, 2 outliers: 9 and 46", in the chart's language,
    /// each number said by `number` (with the axis's unit); up to five outliers are listed.
    func words(_ number: (Double) -> String, phrases: Phrases) -> String {
        let catalogue = phrases.catalogue
        let spread = catalogue.text(.distribution, [
            "median": number(median), "lowQuartile": number(firstQuartile), "highQuartile": number(thirdQuartile),
            "lowWhisker": number(lowWhisker), "highWhisker": number(highWhisker),
        ])
        guard !outliers.isEmpty else { return spread }
        var beyond = catalogue.text(.outliers, ["n": String(outliers.count)], count: outliers.count)
        if outliers.count <= 5 {
            beyond = catalogue.text(.listedOutliers, ["outliers": beyond, "list": phrases.numberList(outliers.map(number))])
        }
        return catalogue.text(.distributionAndOutliers, ["distribution": spread, "outliers": beyond])
    }
}
