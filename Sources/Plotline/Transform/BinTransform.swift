import Foundation
import PlotlineScene

/// Cuts a number field into bins of equal width, adding each row's bin start and end as two fields.
///
/// JSON: `{"field": "Miles_per_Gallon"}` (nice bins: widths of 1, 2 or 5 times a power of ten, at most
/// `maxBins`, 10 by default), `{"field": "x", "step": 5}` (bins of that width, starting at a multiple of it),
/// or `{"field": "x", "count": 8}` (that many equal bins from the smallest value to the largest). The fields
/// are named by `as` (two names), else `<field>_start` and `<field>_end`. A value on an edge is in the bin
/// it starts; the largest value is in the last bin. With `extent`, values outside it become missing.
public struct BinTransform: Sendable, Equatable, Codable {
    public var field: String
    public var maxBins: Int?
    public var step: Double?
    public var count: Int?
    public var extent: [Double]?
    public var `as`: [String]?

    public init(field: String, maxBins: Int? = nil, step: Double? = nil, count: Int? = nil, extent: [Double]? = nil,
                as names: [String]? = nil) {
        self.field = field
        self.maxBins = maxBins
        self.step = step
        self.count = count
        self.extent = extent
        self.as = names
    }

    public var startName: String { self.as?.first ?? "\(field)_start" }
    public var endName: String { self.as.flatMap { $0.count > 1 ? $0[1] : nil } ?? "\(field)_end" }

    /// The most bins a plan may make.
    public static let binLimit = 100_000

    func apply(_ step: TransformStep) throws(PlotlineError) -> TransformOutput {
        if let names = self.as, names.count != 2 {
            throw step.fail("as", "expected two names, for the bin's start and end; found \(names.count)")
        }
        let column = try step.column(field, at: "field")
        guard case .numbers(let values) = column.values else {
            throw step.fail("field", "cannot bin '\(Excerpt.quote(field))': it holds \(column.type.rawValue) values, not numbers")
        }
        var low = Double.infinity, high = -Double.infinity
        if let extent {
            guard extent.count == 2, extent[0].isFinite, extent[1].isFinite, extent[0] < extent[1] else {
                throw step.fail("extent", "expected [low, high] with low below high")
            }
            low = extent[0]; high = extent[1]
        } else {
            values.withUnsafeBufferPointer { v in
                for x in v where x.isFinite {
                    if x < low { low = x }
                    if x > high { high = x }
                }
            }
        }
        if low <= high, !(high - low).isFinite {
            throw step.fail("field", "the values of '\(Excerpt.quote(field))' span too wide a range to bin "
                            + "(\(LayerBinding.plain(low)) to \(LayerBinding.plain(high)))")
        }
        let layout = try self.layout(low: low, high: high, step: step)
        var starts: [Double] = [], ends: [Double] = []
        let rows = values.count
        if let layout {
            let edges = (0...layout.count).map { layout.edge($0) }
            let last = layout.count - 1, first = layout.start, width = layout.step
            let (lo, hi) = (low, high)
            // Both columns written once each, in one pass (no filling first).
            starts = [Double](unsafeUninitializedCapacity: rows) { s, sCount in
                ends = [Double](unsafeUninitializedCapacity: rows) { e, eCount in
                    values.withUnsafeBufferPointer { v in
                        edges.withUnsafeBufferPointer { edges in
                            for i in 0..<rows {
                                let x = v[i]
                                guard x.isFinite, x >= lo, x <= hi else { s[i] = .nan; e[i] = .nan; continue }
                                let k = BinLayout.index(of: x, start: first, step: width, last: last) { edges[$0] }
                                s[i] = edges[k]
                                e[i] = edges[k + 1]
                            }
                        }
                    }
                    eCount = rows
                }
                sCount = rows
            }
        } else {
            starts = [Double](repeating: .nan, count: rows)
            ends = starts
        }
        // A bin's edges are in the field's unit: a bin of percents runs from 10% to 20%.
        let symbol = step.table.columns.first { $0.name == field }?.unitSymbol
        var table = try step.table.replacing(Column(name: startName, values: .numbers(starts), unitSymbol: symbol))
        table = try table.replacing(Column(name: endName, values: .numbers(ends), unitSymbol: symbol))
        var bins = step.bins
        if var layout {
            layout.id = startName
            bins[startName] = layout
            bins[endName] = BinLayout(start: layout.start + layout.step, step: layout.step, count: layout.count,
                                      decimals: layout.decimals, id: startName)
        }
        return TransformOutput(table: table, bins: bins)
    }

    /// The bins for values from `low` to `high`; nil when there are no values.
    func layout(low: Double, high: Double, step: TransformStep) throws(PlotlineError) -> BinLayout? {
        guard low <= high else { return nil }
        let given = [self.step != nil, count != nil, maxBins != nil].filter { $0 }.count
        if given > 1 { throw step.fail("", "give one of step, count or maxBins") }
        var width: Double, start: Double, bins: Int
        if let count {
            guard count >= 1, count <= Self.binLimit else { throw step.fail("count", "expected 1 to \(Self.binLimit) bins, found \(count)") }
            start = low
            width = high > low ? (high - low) / Double(count) : 1
            bins = count
        } else {
            if let s = self.step {
                guard s.isFinite, s > 0 else { throw step.fail("step", "expected a width above 0") }
                width = s
            } else {
                let most = maxBins ?? 10
                guard most >= 1, most <= Self.binLimit else {
                    throw step.fail("maxBins", "expected 1 to \(Self.binLimit) bins, found \(most)")
                }
                width = Self.niceStep(span: high - low, maxBins: most, magnitude: max(abs(low), abs(high)))
            }
            start = (low / width).rounded(.down) * width
            let stop = max((high / width).rounded(.up) * width, start + width)
            let exact = ((stop - start) / width).rounded()
            guard exact <= Double(Self.binLimit) else {
                throw step.fail("step", "a width of \(LayerBinding.plain(width)) makes \(LayerBinding.plain(exact)) bins; "
                                + "the most is \(Self.binLimit)")
            }
            bins = max(Int(exact), 1)
        }
        let decimals = max(0, min(15, Int(-log10(width).rounded(.down)) + 2))
        return BinLayout(start: start, step: width, count: bins, decimals: decimals)
    }

    /// The smallest of 1, 2 and 5 times a power of ten that covers `span` in at most `maxBins` bins.
    static func niceStep(span: Double, maxBins: Int, magnitude: Double) -> Double {
        let span = span > 0 ? span : max(magnitude, 1)
        let raw = span / Double(maxBins)
        var power = pow(10, (log10(raw)).rounded(.down))
        while power * 10 < raw { power *= 10 }
        for factor in [1.0, 2, 5, 10] where power * factor >= raw * (1 - 1e-12) {
            return power * factor
        }
        return power * 10
    }
}

/// Bins of one width: the first starts at `start`; edge `k` is `start + k * step`, rounded to the step's
/// digits so a width of 0.1 gives 0.3, not 0.30000000000000004.
struct BinLayout: Sendable, Equatable {
    var start: Double
    var step: Double
    var count: Int
    var decimals: Int = 15
    /// The cut's name (its start field): the start and end fields of one cut share it.
    var id: String = ""

    /// The bin of a value within the bins' range: the one whose start it is at or above, the last for the
    /// largest. `edge` gives the rounded edges (an array in a loop, ``edge(_:)`` one at a time).
    @inline(__always)
    static func index(of x: Double, start: Double, step: Double, last: Int, edge: (Int) -> Double) -> Int {
        let q = ((x - start) / step).rounded(.down)
        var k = q.isFinite ? Int(max(0, min(Double(last), q))) : 0
        if k > last { k = last }
        if k < 0 { k = 0 }
        // The division can land a value on an edge one bin off.
        if x < edge(k), k > 0 { k -= 1 } else if k < last, x >= edge(k + 1) { k += 1 }
        return k
    }

    func edge(_ k: Int) -> Double {
        let raw = start + Double(k) * step
        let scale = pow(10, Double(decimals))
        let rounded = (raw * scale).rounded() / scale
        return rounded.isFinite ? rounded : raw
    }
}

/// The bins a ``BinTransform`` cuts a range of values into, for code outside the transform engine: a
/// database that counts rows per bin in SQL and hands the engine one row per bin.
public struct BinCut: Sendable, Equatable {
    let layout: BinLayout
    /// The range of values cut (the data's lowest and highest, or the transform's extent).
    public let low: Double, high: Double

    /// The bins of `transform` for values from `low` to `high` (nil when low is above high: no values);
    /// the errors are the transform's own, at `path`.
    public init?(_ transform: BinTransform, low: Double, high: Double, path: String = "$.transform[0].bin") throws(PlotlineError) {
        let step = TransformStep(path: path, table: try DataTable(columns: []),
                                 context: TransformContext(timeZone: .gmt, locale: Locale(identifier: "en_US_POSIX")), bins: [:])
        guard let layout = try transform.layout(low: low, high: high, step: step) else { return nil }
        self.layout = layout
        self.low = low
        self.high = high
    }

    /// Rebuilds a cut from its numbers (``start``, ``step``, ``count``, ``decimals`` and the range), as a
    /// database function receives them.
    public init(start: Double, step: Double, count: Int, decimals: Int, low: Double, high: Double) {
        layout = BinLayout(start: start, step: step, count: max(count, 1), decimals: decimals)
        self.low = low
        self.high = high
    }

    public var start: Double { layout.start }
    public var step: Double { layout.step }
    public var count: Int { layout.count }
    public var decimals: Int { layout.decimals }

    /// The edges, `count + 1` of them: bin `k` runs from edge `k` to edge `k + 1`.
    public var edges: [Double] { (0...layout.count).map { layout.edge($0) } }

    /// The bin of a value as the engine cuts it; nil for a missing value or one outside the range.
    public func index(of x: Double) -> Int? {
        guard x.isFinite, x >= low, x <= high else { return nil }
        return BinLayout.index(of: x, start: layout.start, step: layout.step, last: layout.count - 1) { layout.edge($0) }
    }

    /// A value of bin `k` within the range, which the engine cuts into that bin again: its middle, or the
    /// range's end where the first or last bin reaches past it.
    public func representative(of k: Int) -> Double {
        min(max((layout.edge(k) + layout.edge(k + 1)) / 2, low), high)
    }
}
