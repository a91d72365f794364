import Foundation
import PlotlineScene

/// What a layer drawn from many rows kept: how many rows and marks the full data had, and the statistics
/// that a reduced set of marks can no longer give (the relationship of two numeric axes).
///
/// The reduction keeps, per series, the marks the words depend on: the first and last along x, the lowest
/// and the highest value (the first of equals, as a summary picks them), and the series' first row.
/// So the range, the change from first to last and the axes' domains are those of the full data.
public struct LayerReduction: Sendable, Equatable {
    /// Rows of the layer's data.
    public var rowCount: Int
    /// Marks the full data makes: rows with both a position and a value.
    public var markCount: Int
    /// Rows kept and placed as marks (and gaps).
    public var keptRows: Int
    /// Pearson's r over every mark of each series (points on two numeric axes), by series index; nil where
    /// a variable does not vary.
    public var correlation: [Int: Double?]
    /// Each series' lowest and highest value over every row, with how many rows hold each and where, by
    /// series index (the kept marks hold each extreme, but not every tie). For a table a database reduced,
    /// those the database counted (``RowStatistics/extremes``).
    public var extremes: [Int: RowExtremes] = [:]
}

/// Reduces large line, area and point layers right after their data is bound, before any per-row work,
/// so a chart of ten million rows places, labels and draws a few thousand marks. Columnar, one pass over
/// the data (plus a sort when x is not in order).
///
/// - Lines and areas (straight segments): M4 (Jugel et al., "M4: A Visualization-Oriented Time Series
///   Data Aggregation", VLDB 2014). Each series is cut into buckets along x, `bucketsPerPoint` per point
///   of chart width, and each bucket keeps its first, last, lowest and highest row. A line through those
///   covers the same pixels as the line through every row. Both are drawn with every row of a bucket at
///   the same x (``BucketGrid``, a quarter point apart at most), so within a bucket the full line runs up
///   and down one vertical stretch from its lowest to its highest value, entered at its first row and
///   left at its last: exactly the stretch and the two joins the four kept rows draw. A missing value
///   still breaks the line where it did.
/// - Points: de-duplicated on a grid of `cellsPerPoint` cells per point: the points of one series whose
///   centres fall in one cell are drawn once (same symbol, size and color, fully opaque, so they cover
///   the same pixels to within a cell).
///
/// Layers that could draw differently are left whole: curves (the interpolation between rows matters),
/// stacked areas, sized, translucent or per-mark labelled marks, fixed x domains (a zoom), log scales,
/// categories, and dates that stand for a unit.
enum LargeLayers {
    /// Buckets per point of chart width for lines and areas: one per device pixel at scale 4.
    static let bucketsPerPoint = 4.0
    /// Grid cells per point for points: one per device pixel at scale 2.
    static let cellsPerPoint = 2.0
    /// Point layers with fewer rows are drawn whole.
    static let minimumPointRows = 10_000

    /// The layers as placement sees them (reduced where that draws the same) and, for each reduced one,
    /// how to map its marks back to the full data.
    struct Result {
        var layers: [LayerBinding]
        var reductions: [Reduced?]

        /// The placed layer with its marks' rows in the full data, and what the full data had.
        /// `seriesNames` are the chart's series in legend order, to key the statistics by them.
        /// (The layer is taken, not copied: its marks are renumbered in place, so a reduced line's marks are
        /// never held twice.)
        func restore(_ layer: consuming ResolvedLayer, index: Int, seriesNames: [String]) -> ResolvedLayer {
            guard index < reductions.count, let reduced = reductions[index] else { return layer }
            var restored = layer
            for i in restored.marks.indices {
                let row = restored.marks[i].row
                if row >= 0 && row < reduced.rows.count { restored.marks[i].row = reduced.rows[row] }
            }
            var info = reduced.info
            info.correlation = [:]
            info.extremes = [:]
            var globalIndex: [String: Int] = [:]
            if !reduced.info.correlation.isEmpty || !reduced.info.extremes.isEmpty {
                for (i, name) in seriesNames.enumerated() where globalIndex[name] == nil { globalIndex[name] = i }
            }
            func global(_ local: Int) -> Int? {
                if reduced.seriesNames.isEmpty { return seriesNames.isEmpty ? 0 : -1 }
                return local < reduced.seriesNames.count ? globalIndex[reduced.seriesNames[local]] : nil
            }
            for (local, r) in reduced.info.correlation {
                if let g = global(local) { info.correlation[g] = r }
            }
            for (local, extremes) in reduced.info.extremes {
                if let g = global(local) { info.extremes[g] = extremes }
            }
            restored.reduction = info
            return restored
        }
    }

    struct Reduced {
        /// The kept rows of the full table, ascending.
        var rows: [Int]
        var fullTable: DataTable
        /// Statistics by the layer's own series index, mapped to the chart's by `restore`.
        var info: LayerReduction
        /// The layer's series names, by its own index; empty without series.
        var seriesNames: [String]
    }

    /// Reduces the layers that qualify, or, when `reducing` is false, only gives their lines and areas the
    /// grid of x positions they are drawn on (so the full drawing can be compared with the reduced one).
    /// `xWindow` is the part of x shown (a scrolling window): a line keeps only the rows drawn there and in
    /// the buckets either side, which carry it to the plot's edges.
    /// `locale` and `calendar` name series by dates as the chart does (``SeriesNames``).
    static func reduce(_ layers: [LayerBinding], spec: ChartSpec, width: Double, height: Double,
                       xWindow: ClosedRange<Double>? = nil, reducing: Bool = true,
                       locale: Locale, calendar: Calendar) -> Result {
        var result = Result(layers: layers, reductions: Array(repeating: nil, count: layers.count))
        guard scalesAreEven(spec) else { return result }
        for (i, layer) in layers.enumerated() {
            guard let plan = Plan(layer, spec: spec, locale: locale, calendar: calendar) else { continue }
            var layer = layer
            // A table a database reduced stands for more rows than it holds; its statistics speak for them.
            let statistics = layer.table.statistics
            let fullRows = statistics?.rowCount ?? layer.table.rowCount
            let kept: Kept?
            switch layer.spec.type.definition.reduction {
            case .m4:
                let buckets = Self.buckets(width: width)
                let range = statistics.map { $0.xRange.flatMap { $0.lowerBound < $0.upperBound ? ($0.lowerBound, $0.upperBound) : nil } }
                    ?? plan.xRange()
                guard fullRows > 4 * buckets, let (lo, hi) = range else { continue }
                let grid = BucketGrid(lo: lo, hi: hi, count: buckets)
                layer.positionGrid = grid
                result.layers[i] = layer
                kept = reducing ? plan.m4(grid, window: xWindow) : nil
            case .cells:
                guard reducing, fullRows >= minimumPointRows else { continue }
                let (columns, rows) = Self.cells(width: width, height: height)
                kept = plan.distinctCells(columns: columns, rows: rows)
            case .none:
                kept = nil
            }
            guard var kept, kept.rows.count < fullRows,
                  let binding = layer.keeping(kept.rows) else { continue }
            if let statistics {
                // The database kept these rows of more: the ties among the others are its to count (it kept
                // the rows it names); the kept rows' own ties would undercount them.
                kept.extremes = [:]
                for s in 0..<plan.seriesCount {
                    let name = plan.seriesNames.isEmpty ? "" : s < plan.seriesNames.count ? plan.seriesNames[s] : nil
                    if let extremes = name.flatMap({ statistics.extremes[$0] }) { kept.extremes[s] = extremes }
                }
                kept.markCount = statistics.markCount
                if !kept.correlation.isEmpty {
                    for s in kept.correlation.keys {
                        let name = plan.seriesNames.isEmpty ? "" : s < plan.seriesNames.count ? plan.seriesNames[s] : nil
                        kept.correlation[s] = name.flatMap { statistics.correlation[$0] } ?? nil
                    }
                }
            }
            result.layers[i] = binding
            result.reductions[i] = Reduced(
                rows: kept.rows, fullTable: layer.table,
                info: LayerReduction(rowCount: fullRows, markCount: kept.markCount,
                                     keptRows: kept.rows.count, correlation: kept.correlation, extremes: kept.extremes),
                seriesNames: plan.seriesNames)
        }
        return result
    }

    /// The buckets along x a line or an area of `width` points is reduced to.
    static func buckets(width: Double) -> Int { max(Int(width * bucketsPerPoint), 1) }

    /// The grid of cells points in `width` by `height` points are reduced to.
    static func cells(width: Double, height: Double) -> (columns: Int, rows: Int) {
        (max(Int(width * cellsPerPoint), 1), max(Int(height * cellsPerPoint), 1))
    }

    /// What of ``reduce(_:spec:width:height:xWindow:reducing:)`` depends on the size: for each layer, the grid
    /// it would be reduced on at this size, or nothing. Two sizes with the same answer reduce every layer the
    /// same way. It asks less than `reduce` does (not whether the layer qualifies), so it may tell two sizes
    /// apart that reduce alike, never the other way.
    static func sizeDependence(_ layers: [LayerBinding], spec: ChartSpec, width: Double, height: Double,
                               reducing: Bool) -> [Int] {
        guard scalesAreEven(spec) else { return [] }
        return layers.flatMap { layer -> [Int] in
            let fullRows = layer.table.statistics?.rowCount ?? layer.table.rowCount
            switch layer.spec.type.definition.reduction {
            case .m4:
                let buckets = Self.buckets(width: width)
                return fullRows > 4 * buckets ? [buckets] : [0]
            case .cells:
                guard reducing, fullRows >= minimumPointRows else { return [0, 0] }
                let (columns, rows) = cells(width: width, height: height)
                return [columns, rows]
            case .none:
                return []
            }
        }
    }

    /// Pixel columns and cells are even steps of data only on linear and date scales.
    static func scalesAreEven(_ spec: ChartSpec) -> Bool {
        let even: Set<ScaleType?> = [nil, .linear, .date]
        return even.contains(spec.xScale?.type) && even.contains(spec.yScale?.type)
    }

    /// Whether a mark's layer may be reduced, by its spec alone: a kind that reduces, no per-row styles,
    /// only position and series channels, no unit on x, no fixed domain, straight segments, unstacked.
    static func mayReduce(_ mark: MarkSpec, spec: ChartSpec) -> Bool {
        let kind = mark.type.definition
        guard kind.reduction != .none, mark.rowStyles == nil else { return false }
        // A path joined in row order doubles back on x: reducing by x would cut it apart.
        guard mark.pathOrder != .data else { return false }
        let allowed: Set<Channel> = [.x, .y, .color, .symbol, .lineStyle]
        guard mark.channels.allSatisfy({ allowed.contains($0.0) }) else { return false }
        guard mark.x?.unit == nil, spec.xScale?.domain == nil else { return false }
        if kind.reduction == .cells {
            guard spec.yScale?.domain == nil, mark.style?.opacity == nil else { return false }
            if let css = mark.style?.color {
                guard let color = Color(css: css), color.alpha >= 1 else { return false }
            }
        } else {
            guard (mark.interpolation ?? .linear) == .linear else { return false }
            // Areas of several series stack; leave them whole.
            if kind.stacking != .none, Channel.seriesChannels.contains(where: { mark[$0] != nil }) { return false }
        }
        return true
    }

    struct Kept {
        var rows: [Int]
        var markCount: Int
        var correlation: [Int: Double?] = [:]
        var extremes: [Int: RowExtremes] = [:]
    }

    /// One eligible layer's columns.
    struct Plan {
        var x: [Double]
        var y: [Double]
        var xIsNumber: Bool
        /// Each row's series (from 0), or nil for one series.
        var series: [Int]?
        var seriesCount: Int
        var seriesNames: [String]

        init?(_ layer: LayerBinding, spec: ChartSpec, locale: Locale, calendar: Calendar) {
            guard LargeLayers.mayReduce(layer.spec, spec: spec) else { return nil }
            guard let xColumn = layer.columns[.x], let yColumn = layer.columns[.y] else { return nil }
            switch (xColumn.values, yColumn.values) {
            case (.numbers(let xs), .numbers(let ys)), (.numbers(let xs), .dates(let ys)),
                 (.dates(let xs), .numbers(let ys)), (.dates(let xs), .dates(let ys)):
                x = xs
                y = ys
            default:
                return nil
            }
            xIsNumber = xColumn.type == .number
            if Channel.seriesChannels.contains(where: layer.has) {
                let resolution = SeriesResolution([layer], locale: locale, calendar: calendar)
                guard let rows = resolution.rowSeries.first ?? nil else { return nil }
                series = rows
                seriesNames = resolution.names
                seriesCount = max(resolution.names.count, 1)
            } else {
                series = nil
                seriesNames = []
                seriesCount = 1
            }
        }

        @inline(__always) func seriesOf(_ row: Int) -> Int { series?[row] ?? 0 }

        /// The first row of each series, in row order: kept so series keep their legend order.
        func firstRows() -> [Int] {
            guard let series else { return x.isEmpty ? [] : [0] }
            var first = [Int](repeating: -1, count: seriesCount)
            var found = 0
            for row in series.indices where first[series[row]] < 0 {
                first[series[row]] = row
                found += 1
                if found == seriesCount { break }
            }
            return first.filter { $0 >= 0 }
        }

        /// Rows with a position, ordered by series, then x, then row: the order marks are drawn in. `nil`
        /// when that is row order (one series, x never decreasing): the rows with an x, as they are, with no
        /// list as long as the data.
        func drawingOrder() -> [Int]? {
            var sorted = true
            var last = [Double](repeating: -.infinity, count: seriesCount)
            var counts = [Int](repeating: 0, count: seriesCount)
            for row in x.indices where x[row].isFinite {
                let s = seriesOf(row)
                if x[row] < last[s] { sorted = false }
                last[s] = x[row]
                counts[s] += 1
            }
            if sorted && seriesCount == 1 { return nil }
            if sorted {
                // A counting sort by series keeps row order within each.
                var start = [Int](repeating: 0, count: seriesCount)
                var total = 0
                for s in 0..<seriesCount { start[s] = total; total += counts[s] }
                var order = [Int](repeating: 0, count: total)
                for row in x.indices where x[row].isFinite {
                    let s = seriesOf(row)
                    order[start[s]] = row
                    start[s] += 1
                }
                return order
            }
            var order = x.indices.filter { x[$0].isFinite }
            order.sort { a, b in
                let sa = seriesOf(a), sb = seriesOf(b)
                if sa != sb { return sa < sb }
                if x[a] != x[b] { return x[a] < x[b] }
                return a < b
            }
            return order
        }

        /// The lowest and highest finite x, or nil when there is none or they are equal.
        func xRange() -> (Double, Double)? {
            var lo = Double.infinity, hi = -Double.infinity
            for v in x where v.isFinite {
                if v < lo { lo = v }
                if v > hi { hi = v }
            }
            return lo < hi ? (lo, hi) : nil
        }

        /// M4 per bucket of `grid` and per run between missing values.
        func m4(_ grid: BucketGrid, window: ClosedRange<Double>? = nil) -> Kept? {
            // The buckets drawn: all, or a window's and one either side.
            let shown = window.map { max(grid.bucket($0.lowerBound) - 1, 0)...min(grid.bucket($0.upperBound) + 1, grid.count - 1) }
                ?? 0...(grid.count - 1)
            var keep = RowSet(count: x.count)
            for row in firstRows() { keep.insert(row) }
            var markCount = 0

            // The current group: one bucket of one run of one series.
            var groupSeries = -1, groupBucket = -1
            var first = -1, lastRow = -1, low = -1, high = -1
            var lastWasGap = true
            // Every row's value counts in the words' extremes, in reading order within its series.
            var trackers = [RowExtremesTracker](repeating: RowExtremesTracker(), count: seriesCount)
            var ordinals = [Int](repeating: 0, count: seriesCount)
            func flush() {
                if first >= 0 && shown.contains(groupBucket) { keep.insert(first); keep.insert(lastRow); keep.insert(low); keep.insert(high) }
                first = -1
            }
            let order = drawingOrder()
            for k in 0..<(order?.count ?? x.count) {
                let row = order?[k] ?? k
                if order == nil && !x[row].isFinite { continue }
                let s = seriesOf(row)
                if s != groupSeries { flush(); groupSeries = s; lastWasGap = true; groupBucket = -1 }
                let v = y[row]
                guard v.isFinite else {
                    // A missing value breaks the line: keep one per run of them.
                    flush()
                    if !lastWasGap { keep.insert(row) }
                    lastWasGap = true
                    groupBucket = -1
                    continue
                }
                lastWasGap = false
                markCount += 1
                if s < seriesCount {
                    trackers[s].add(row: row, value: v, ordinal: ordinals[s], x: x[row])
                    ordinals[s] += 1
                }
                let bucket = grid.bucket(x[row])
                if bucket != groupBucket { flush(); groupBucket = bucket }
                if first < 0 {
                    first = row; lastRow = row; low = row; high = row
                    continue
                }
                lastRow = row
                if v < y[low] { low = row }
                if v > y[high] { high = row }
            }
            flush()
            WorkCount.add(.statisticsRows, ordinals.reduce(0, +))
            var extremes: [Int: RowExtremes] = [:]
            for (s, tracker) in trackers.enumerated() { extremes[s] = tracker.result }
            return Kept(rows: keep.rows, markCount: markCount, extremes: extremes)
        }

        /// One point per grid cell per series, plus the marks the words depend on.
        func distinctCells(columns: Int, rows: Int) -> Kept? {
            var xlo = Double.infinity, xhi = -Double.infinity, ylo = Double.infinity, yhi = -Double.infinity
            for row in x.indices where x[row].isFinite && y[row].isFinite {
                xlo = min(xlo, x[row]); xhi = max(xhi, x[row])
                ylo = min(ylo, y[row]); yhi = max(yhi, y[row])
            }
            guard xlo.isFinite else { return nil }
            let sx = SpanScale(xlo, xhi, Double(columns)), sy = SpanScale(ylo, yhi, Double(rows))
            let cellCount = (columns + 1) * (rows + 1)
            guard cellCount.multipliedReportingOverflow(by: seriesCount).overflow == false,
                  cellCount * seriesCount <= 1 << 30 else { return nil }
            var seen = [UInt64](repeating: 0, count: (cellCount * seriesCount + 63) / 64)
            var keep = RowSet(count: x.count)
            for row in firstRows() { keep.insert(row) }

            // Per series: first and last along x, lowest and highest value (first of equals in mark order),
            // and the sums for Pearson's r (Welford's co-moments, stable for large counts).
            var first = [Int](repeating: -1, count: seriesCount), last = first, low = first, high = first
            var n = [Double](repeating: 0, count: seriesCount)
            var mx = n, my = n, cxx = n, cyy = n, cxy = n
            func before(_ a: Int, _ b: Int) -> Bool { x[a] < x[b] || (x[a] == x[b] && a < b) }
            var trackers = [RowExtremesTracker](repeating: RowExtremesTracker(), count: seriesCount)
            var markCount = 0
            for row in x.indices {
                let px = x[row], py = y[row]
                guard px.isFinite && py.isFinite else { continue }
                markCount += 1
                let s = seriesOf(row)
                let cx = Int(sx(px)), cy = Int(sy(py))
                let cell = s * cellCount + cy * (columns + 1) + cx
                let bit = UInt64(1) << UInt64(cell & 63)
                if seen[cell >> 6] & bit == 0 {
                    seen[cell >> 6] |= bit
                    keep.insert(row)
                }
                if first[s] < 0 {
                    first[s] = row; last[s] = row; low[s] = row; high[s] = row
                } else {
                    if before(row, first[s]) { first[s] = row }
                    if !before(row, last[s]) { last[s] = row }
                    if py < y[low[s]] || (py == y[low[s]] && before(row, low[s])) { low[s] = row }
                    if py > y[high[s]] || (py == y[high[s]] && before(row, high[s])) { high[s] = row }
                }
                trackers[s].add(row: row, value: py, before: before)
                n[s] += 1
                let dx = px - mx[s]
                mx[s] += dx / n[s]
                let dy = py - my[s]
                my[s] += dy / n[s]
                cxx[s] += dx * (px - mx[s])
                cyy[s] += dy * (py - my[s])
                cxy[s] += dx * (py - my[s])
            }
            WorkCount.add(.statisticsRows, markCount)
            var correlation: [Int: Double?] = [:]
            for s in 0..<seriesCount where first[s] >= 0 {
                for row in [first[s], last[s], low[s], high[s]] { keep.insert(row) }
                if xIsNumber {
                    correlation[s] = n[s] >= 3 && cxx[s] > 0 && cyy[s] > 0 ? cxy[s] / (cxx[s] * cyy[s]).squareRoot() : nil
                }
            }
            var extremes: [Int: RowExtremes] = [:]
            for (s, tracker) in trackers.enumerated() { extremes[s] = tracker.result }
            return Kept(rows: keep.rows, markCount: markCount, correlation: correlation, extremes: extremes)
        }
    }

    /// Rows kept, one bit each: an eighth of a `[Bool]` over ten million rows.
    struct RowSet {
        private var words: [UInt64]

        init(count: Int) {
            words = [UInt64](repeating: 0, count: (count + 63) / 64)
        }

        @inline(__always) mutating func insert(_ row: Int) {
            words[row >> 6] |= UInt64(1) << UInt64(row & 63)
        }

        /// The rows in the set, ascending.
        var rows: [Int] {
            var rows: [Int] = []
            for (w, word) in words.enumerated() where word != 0 {
                var bits = word
                while bits != 0 {
                    rows.append(w << 6 + bits.trailingZeroBitCount)
                    bits &= bits - 1
                }
            }
            return rows
        }
    }
}

extension LayerBinding {
    /// The binding with only `rows` of its data (ascending), or nil if the table cannot be made.
    func keeping(_ rows: [Int]) -> LayerBinding? {
        // A column on two channels (color and symbol) is picked once; a table needs distinct names.
        var picked: [String: Column] = [:]
        var columns = ChannelColumns()
        for channel in self.columns.keys {
            guard let column = self.columns[channel] else { continue }
            if let small = picked[column.name], small.type == column.type {
                columns[channel] = small
                continue
            }
            let small = column.rows(rows)
            if picked[column.name] == nil { picked[column.name] = small }
            columns[channel] = small
        }
        guard let table = try? DataTable(columns: picked.keys.sorted().compactMap { picked[$0] }) else { return nil }
        var binding = self
        binding.table = table
        binding.columns = columns
        return binding
    }
}

/// Maps lo...hi onto 0...count, for bucket and cell indexes. When the span overflows (-1e308 to 1e308) the
/// ends are halved first: otherwise the scale is 0 and an infinite offset times 0 is NaN, which no Int holds.
struct SpanScale: Sendable, Equatable {
    let lo: Double, perUnit: Double, halved: Bool

    init(_ lo: Double, _ hi: Double, _ count: Double) {
        halved = hi - lo == .infinity
        self.lo = halved ? lo / 2 : lo
        perUnit = hi > lo ? count / (halved ? hi / 2 - lo / 2 : hi - lo) : 0
    }

    func callAsFunction(_ value: Double) -> Double { ((halved ? value / 2 : value) - lo) * perUnit }
}

/// The buckets along x of a dense line or area, and the x each bucket's rows are drawn at.
///
/// Rows of one bucket share one x position in every drawing of the layer, reduced or not: the first
/// bucket's at the lowest x, the last's at the highest, the others spread evenly between (no row moves by
/// more than a bucket, a quarter of a point or less on screen). That shared position is what makes the
/// reduced line the same set of points as the full one, so every renderer draws the same pixels.
struct BucketGrid: Sendable, Equatable {
    let lo: Double
    let hi: Double
    let count: Int
    private let scale: SpanScale

    init(lo: Double, hi: Double, count: Int) {
        self.lo = lo
        self.hi = hi
        self.count = max(count, 1)
        scale = SpanScale(lo, hi, Double(self.count))
    }

    /// The bucket of an x value in lo...hi.
    func bucket(_ x: Double) -> Int { min(max(Int(scale(x)), 0), count - 1) }

    /// The x a value is drawn at: its bucket's.
    func snap(_ x: Double) -> Double {
        guard x.isFinite, count > 1 else { return x }
        let t = Double(bucket(x)) / Double(count - 1)
        return lo * (1 - t) + hi * t
    }
}
