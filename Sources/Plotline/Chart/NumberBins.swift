import Foundation
import PlotlineScene

/// Bins of numbers for a histogram, as in Swift Charts: a collection of ``ChartBinRange`` values between
/// `thresholds`, each bin holding the values from its lower bound up to (not including) its upper bound,
/// the last bin its upper bound too.
///
/// ```swift
/// let bins = NumberBins(data: weights, desiredCount: 10)
/// let counts = Dictionary(grouping: weights, by: bins.index(for:)).mapValues(\.count)
/// Chart(counts.sorted(by: { $0.key < $1.key }), id: \.key) { bin, count in
///     BarMark(x: .value("Weight", bins[bin]), y: .value("Count", count))
/// }
/// ```
///
/// Automatic bins have widths of 1, 2 or 5 times a power of ten (the bin transform's rule) and start on a
/// multiple of their width, so a histogram's axis ticks on their edges.
public struct NumberBins<Value: Comparable & Numeric & Plottable & Hashable>: RandomAccessCollection, Sendable {
    /// The edges around the bins: one more than there are bins.
    public let thresholds: [Value]

    /// N − 1 bins between N thresholds (sorted low to high).
    public init(thresholds: [Value]) {
        self.thresholds = thresholds.sorted()
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }

    /// The index of the bin that holds `value`: bins hold their lower bound, and the last one its upper
    /// bound too. A value below the first bin gives 0 and one above the last the last index, as the first
    /// and last bins are the ones it is nearest.
    public func index(for value: Value) -> Int {
        guard count > 0 else { return 0 }
        // The first threshold above the value, found by halving; the bin before it holds the value.
        var low = 0, high = thresholds.count
        while low < high {
            let middle = (low + high) / 2
            if thresholds[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return Swift.min(Swift.max(low - 1, 0), count - 1)
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// Bins of width `size` from the range's lower bound, as many as cover the range.
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(layout: NumberBinning.uniform(size: Double(size), low: Double(range.lowerBound), high: Double(range.upperBound)))
    }

    /// Exactly `count` bins of equal width from the range's lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        self.init(layout: NumberBinning.counted(count, low: Double(range.lowerBound), high: Double(range.upperBound)))
    }

    /// Bins that cover the data: about `desiredCount` of them (at most that many), or, without a count,
    /// as many as Scott's normal reference rule gives (at most 200); no narrower than `minimumStride`.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        self.init(layout: NumberBinning.automatic(data.map { Double($0) }, desiredCount: desiredCount,
                                                  minimumStride: Double(minimumStride)))
    }

    /// About `desiredCount` bins covering the range.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        self.init(layout: NumberBinning.nice(low: Double(range.lowerBound), high: Double(range.upperBound),
                                             desiredCount: desiredCount, minimumStride: Double(minimumStride)))
    }

    init(layout: BinLayout) {
        self.init(thresholds: (0...layout.count).map { Value(layout.edge($0)) })
    }
}

extension NumberBins where Value: BinaryInteger {
    /// Bins of width `size` from the range's lower bound, as many as cover the range.
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(layout: NumberBinning.uniform(size: Double(size), low: Double(range.lowerBound), high: Double(range.upperBound)))
    }

    /// Exactly `count` bins from the range's lower bound to its upper bound (a range whose length is a
    /// multiple of `count` gives bins of one whole width).
    public init(range: ClosedRange<Value>, count: Int) {
        self.init(layout: NumberBinning.counted(count, low: Double(range.lowerBound), high: Double(range.upperBound)))
    }

    /// Bins of whole widths that cover the data: about `desiredCount` of them, or Scott's rule's count.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 1) {
        self.init(layout: NumberBinning.automatic(data.map { Double($0) }, desiredCount: desiredCount,
                                                  minimumStride: Swift.max(Double(minimumStride), 1)))
    }

    /// About `desiredCount` bins of whole widths covering the range.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 1) {
        self.init(layout: NumberBinning.nice(low: Double(range.lowerBound), high: Double(range.upperBound),
                                             desiredCount: desiredCount, minimumStride: Swift.max(Double(minimumStride), 1)))
    }

    init(layout: BinLayout) {
        self.init(thresholds: (0...layout.count).map { Value(exactly: layout.edge($0).rounded()) ?? 0 })
    }
}

/// How ``NumberBins`` places its edges: the bin transform's nice widths for automatic bins.
enum NumberBinning {
    /// The most bins automatic binning makes, as in Swift Charts.
    static let mostBins = 200

    static func uniform(size: Double, low: Double, high: Double) -> BinLayout {
        guard size.isFinite, size > 0, low.isFinite, high.isFinite else { return BinLayout(start: low.isFinite ? low : 0, step: 1, count: 0) }
        let count = max(Int(((high - low) / size * (1 - 1e-12)).rounded(.up)), 1)
        return BinLayout(start: low, step: size, count: min(count, 100_000), decimals: decimals(size, low))
    }

    static func counted(_ count: Int, low: Double, high: Double) -> BinLayout {
        let count = max(count, 1)
        let width = high > low ? (high - low) / Double(count) : 1
        return BinLayout(start: low, step: width, count: count, decimals: decimals(width, low))
    }

    static func nice(low: Double, high: Double, desiredCount: Int, minimumStride: Double) -> BinLayout {
        guard low.isFinite, high.isFinite, low <= high else { return BinLayout(start: 0, step: 1, count: 0) }
        var width = BinTransform.niceStep(span: high - low, maxBins: max(desiredCount, 1), magnitude: max(abs(low), abs(high)))
        if width < minimumStride {
            width = BinTransform.niceStep(span: minimumStride, maxBins: 1, magnitude: minimumStride)
        }
        let start = (low / width).rounded(.down) * width
        let stop = max((high / width).rounded(.up) * width, start + width)
        return BinLayout(start: start, step: width, count: max(Int(((stop - start) / width).rounded()), 1),
                         decimals: decimals(width, start))
    }

    /// Nice bins for data: `desiredCount`, else Scott's rule (width 3.49 σ n^(−1/3)), at most 200 bins.
    static func automatic(_ data: [Double], desiredCount: Int?, minimumStride: Double) -> BinLayout {
        let values = data.filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else { return BinLayout(start: 0, step: 1, count: 0) }
        var count = desiredCount ?? 10
        if desiredCount == nil, values.count > 1 {
            let mean = values.reduce(0, +) / Double(values.count)
            let deviation = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count - 1)).squareRoot()
            let width = 3.49 * deviation * pow(Double(values.count), -1.0 / 3)
            if width > 0 { count = min(max(Int(((high - low) / width).rounded(.up)), 1), mostBins) }
        }
        return nice(low: low, high: high, desiredCount: min(count, mostBins), minimumStride: minimumStride)
    }

    /// The digits an edge is rounded to: two past the width's leading digit, and the start's own.
    static func decimals(_ width: Double, _ start: Double) -> Int {
        guard width > 0, width.isFinite else { return 15 }
        return max(0, min(15, Int(-log10(width).rounded(.down)) + 2))
    }
}
